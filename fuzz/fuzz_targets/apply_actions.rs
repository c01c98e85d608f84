//! `apply` with arbitrary actions from reachable states: the input picks one
//! of the pool's states (`europa_fuzz::pool::EUROPE`: every variant, with and
//! without Warehouses & Depots, 2–5 players, from set-up to the end, tunnels
//! and final rounds included), steers it a few legal moves further and
//! throws arbitrary actions for arbitrary seats at it. An action is accepted
//! exactly when listed; a refused one leaves the game identical (equal games
//! serialize to identical bytes); an accepted one keeps every invariant.
//! When the input asks, the read-only questions are put for one seat at the
//! end. Never a panic. Inputs are short (scripts/fuzz.sh passes -max_len), so one
//! execution is a few actions, not a game.
#![no_main]
use europa_fuzz::pool::{EUROPE, tickets};
use europa_fuzz::{Bytes, apply_checked, apply_listed, exercise_one};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let mut game = EUROPE[usize::from(b.u16()) % EUROPE.len()].clone();
    let pool = tickets(game.config().variant);
    let players = game.num_players();
    // The read-only questions cost more than the actions: the input says
    // whether to ask them, so the fuzzer keeps inputs of both kinds.
    let questions = b.u8() & 1 == 1;
    let mut legal = Vec::new();
    while !b.is_empty() {
        let op = b.u8();
        if op < 0x80 {
            // A legal move, picked by the byte, repeated `op % 4 + 1` times.
            for _ in 0..=op % 4 {
                let Some(seat) = game.first_acting_seat() else {
                    break;
                };
                game.legal_actions_into(seat, &mut legal);
                if legal.is_empty() {
                    break;
                }
                let a = legal[b.u8() as usize % legal.len()];
                apply_listed(&mut game, pool, seat, &a);
            }
        } else {
            let seat = b.seat(players);
            let a = b.action();
            game.legal_actions_into(seat, &mut legal);
            let listed = legal.contains(&a);
            assert_eq!(
                apply_checked(&mut game, pool, seat, &a),
                listed,
                "{a:?} by {seat:?}"
            );
        }
    }
    if questions {
        exercise_one(&game, &mut b);
    }
});
