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
use europa_fuzz::pool::CARDGAME;
use europa_fuzz::{Bytes, throw_actions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let game = CARDGAME[usize::from(b.u16()) % CARDGAME.len()].clone();
    throw_actions(game, &mut b);
});
