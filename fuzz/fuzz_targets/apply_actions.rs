//! `apply` with arbitrary actions from reachable states: the bytes steer a
//! game through legal moves (to reach deep states: tunnels, the final round,
//! the end) and throw arbitrary actions for arbitrary seats at it. A refused
//! action must leave the serialized game byte-identical; an accepted one
//! must keep every invariant. Never a panic.
#![no_main]
use europa_engine::config::VariantId;
use europa_engine::{Game, GameConfig, Seat, invariants};
use europa_fuzz::{Bytes, apply_checked, apply_listed, exercise};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let players = 2 + b.u8() % 4;
    let config = GameConfig {
        variant: VariantId::ALL[b.u8() as usize % VariantId::ALL.len()],
        ..GameConfig::new(players, b.u64())
    };
    let Ok(mut game) = Game::new(config) else {
        return;
    };
    let pool = invariants::ticket_pool(game.config().variant);
    let mut legal = Vec::new();
    while !b.is_empty() && !game.is_over() {
        let op = b.u8();
        if op < 0xC0 {
            // A legal move, picked by the byte, repeated `op % 16 + 1` times.
            for _ in 0..=op % 16 {
                let Some(&seat) = game.acting_seats().first() else {
                    break;
                };
                game.legal_actions_into(seat, &mut legal);
                if legal.is_empty() {
                    break;
                }
                let a = legal[b.u8() as usize % legal.len()];
                apply_listed(&mut game, &pool, seat, &a);
            }
        } else {
            let seat = b.seat(players as usize);
            let a = b.action();
            let listed = game.legal_actions(seat).contains(&a);
            assert_eq!(
                apply_checked(&mut game, &pool, seat, &a),
                listed,
                "{a:?} by {seat:?}"
            );
        }
    }
    exercise(&game, &mut b);
    let _ = Seat(0);
});
