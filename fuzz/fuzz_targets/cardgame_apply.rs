//! The Card Game's `apply` with arbitrary actions from reachable states: the
//! bytes steer a game through legal moves (to reach deep states: robberies,
//! the last round, the 4-player second round, the end) and throw arbitrary
//! actions for arbitrary seats at it. A refused action must leave the game
//! as it was; an accepted one must be listed and keep every invariant.
#![no_main]
use cardgame_engine::{Game, GameConfig};
use europa_fuzz::Bytes;
use europa_fuzz::cardgame::{apply_checked, exercise};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let players = 2 + b.u8() % 3;
    let config = GameConfig {
        beginner: b.u8() & 1 == 1,
        ..GameConfig::new(players, b.u64())
    };
    let Ok(mut game) = Game::new(config) else {
        return;
    };
    let mut legal = Vec::new();
    while !b.is_empty() && !game.is_over() {
        let op = b.u8();
        if op < 0xC0 {
            // A legal move, picked by the byte, repeated `op % 16 + 1` times.
            for _ in 0..=op % 16 {
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
            let seat = cardgame_engine::Seat(b.seat(players as usize).0);
            let a = b.card_action();
            let listed = game.legal_actions(seat).contains(&a);
            assert_eq!(apply_checked(&mut game, seat, &a), listed, "{a:?} by {seat:?}");
        }
    }
    exercise(&game, &mut b);
});
