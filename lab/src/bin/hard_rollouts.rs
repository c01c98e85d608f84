//! One Hard decision with a given number of rollouts, on a fixed 2-player
//! position (seat 0's turn start after 10 turns of two Medium bots, the
//! `bots` bench's first position):
//! `cargo run --release -p europa-lab --bin hard_rollouts -- 400`.
//! With `setup` after the count, the decision is instead seat 0's choice of
//! starting tickets in the same game (which Hard gives three times the
//! rollouts: the decision the set-up target of issue 13 is about).
//! Under `valgrind --tool=callgrind`, the difference between two rollout
//! counts divided by the difference of the counts is the cost of one
//! rollout (docs/bots/speed.md).
use europa_engine::bots::{self, Bot, HardBot, HardSettings};
use europa_engine::{Game, GameConfig, Phase, Seat, TurnStep};
use std::time::Instant;

fn main() {
    let rollouts: u32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(400);
    let setup = std::env::args().nth(2).is_some_and(|a| a == "setup");
    let Ok(mut game) = Game::new(GameConfig::new(2, 5)) else {
        return;
    };
    let mut seats: Vec<Box<dyn Bot<Game>>> = (0..2)
        .filter_map(|s| bots::by_name("medium", s as u64))
        .collect();
    let mut seen = Vec::new();
    while !game.is_over() {
        let Some(&seat) = game.acting_seats().first() else {
            return;
        };
        let legal = game.legal_actions(seat);
        let view = game.view(seat);
        let at_setup = game.phase() == Phase::InitialTickets;
        let here = if setup {
            at_setup
        } else {
            game.turns() >= 10 && *game.step() == TurnStep::Start
        };
        if seat == Seat(0) && here {
            let settings = HardSettings {
                rollouts,
                ..HardSettings::default()
            };
            let mut hard = HardBot::with_settings(1, settings);
            hard.observe(&seen);
            let start = Instant::now();
            let a = hard.choose(&view, &legal);
            let secs = start.elapsed().as_secs_f64();
            println!("{rollouts} rollouts in {secs:.3} s: {a:?}");
            return;
        }
        let action = seats[seat.index()].choose(&view, &legal);
        let Ok(events) = game.apply(seat, &action) else {
            return;
        };
        seen.extend(events.iter().map(|e| e.redacted_for(Seat(0))));
    }
}
