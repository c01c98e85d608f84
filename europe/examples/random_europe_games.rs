//! Plays random 2-player games and prints how many per second:
//! `cargo run --release -p europa-engine --example random_europe_games -- 20000`.
//! Under `valgrind --tool=callgrind` it gives instructions per game, a
//! figure that does not depend on how busy the machine is (docs/ENGINE.md,
//! "Speed"). The games are the same as the `engine` bench's whole random game.
use europa_engine::rng::GameRng;
use europa_engine::{Game, GameConfig};
use std::time::Instant;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20_000);
    let start = Instant::now();
    let mut turns = 0u64;
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for seed in 1..=games {
        let Ok(mut g) = Game::new(GameConfig::new(2, seed)) else {
            return;
        };
        let mut rng = GameRng::new(seed ^ 0x5EED);
        while !g.is_over() {
            let Some(&seat) = g.acting_seats().first() else {
                break;
            };
            g.legal_actions_into(seat, &mut legal);
            if legal.is_empty() {
                break;
            }
            let a = legal[rng.below(legal.len())];
            events.clear();
            if g.apply_into(seat, &a, &mut events).is_err() {
                return;
            }
        }
        turns += u64::from(g.turns());
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{games} random 2-player games in {secs:.2} s: {:.0} games/s, {:.1} turns per game",
        games as f64 / secs,
        turns as f64 / games as f64
    );
}
