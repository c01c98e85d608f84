//! What the apply targets' pools of reachable states hold (docs/HARDENING.md).
//! `cargo run --release --example pool`
use europa_engine::TurnStep;
use europa_fuzz::pool::{CARDGAME, EUROPE};

fn main() {
    let e = &*EUROPE;
    let count = |f: &dyn Fn(&europa_engine::Game) -> bool| e.iter().filter(|g| f(g)).count();
    println!(
        "Europe: {} states, {} with a tunnel to pay, {} in the final round, {} ended, {} with W&D",
        e.len(),
        count(&|g| matches!(g.step(), TurnStep::Tunnel(_))),
        count(&|g| g.final_round().is_some()),
        count(&|g| g.is_over()),
        count(&|g| g.has_depots()),
    );
    let c = &*CARDGAME;
    let count = |f: &dyn Fn(&cardgame_engine::Game) -> bool| c.iter().filter(|g| f(g)).count();
    println!(
        "Card Game: {} states, {} in the second round, {} in the last round, {} ended",
        c.len(),
        count(&|g| g.round() > 1),
        count(&|g| g.last_round().is_some()),
        count(&|g| g.is_over()),
    );
}
