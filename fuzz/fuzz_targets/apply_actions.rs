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
use europa_fuzz::pool::EUROPE;
use europa_fuzz::{Bytes, throw_actions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let game = EUROPE[usize::from(b.u16()) % EUROPE.len()].clone();
    throw_actions(game, &mut b);
});
