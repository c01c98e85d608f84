//! The Card Game's `apply` with arbitrary actions from reachable states: the
//! input picks one of the pool's states (`europa_fuzz::pool::CARDGAME`: 2–4
//! players, with and without the beginner option, from set-up to the end,
//! robberies, the last round and the 4-player second round included), steers
//! it a few legal moves further and throws arbitrary actions for arbitrary
//! seats at it. A refused action must leave the game as it was; an accepted
//! one must be listed and keep every invariant; when the input asks, one
//! seat's view, legal list and an arbitrary action are checked at the end
//! (accepted exactly when listed). Inputs are short
//! (scripts/fuzz.sh passes -max_len).
#![no_main]
use europa_fuzz::Bytes;
use europa_fuzz::cardgame::{apply_checked, exercise_one};
use europa_fuzz::pool::CARDGAME;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let mut game = CARDGAME[usize::from(b.u16()) % CARDGAME.len()].clone();
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
                assert!(apply_checked(&mut game, seat, &a), "listed {a:?} refused");
            }
        } else {
            let seat = cardgame_engine::Seat(b.seat(players).0);
            let a = b.card_action();
            game.legal_actions_into(seat, &mut legal);
            let listed = legal.contains(&a);
            assert_eq!(
                apply_checked(&mut game, seat, &a),
                listed,
                "{a:?} by {seat:?}"
            );
        }
    }
    if questions {
        exercise_one(&game, &mut b);
    }
});
