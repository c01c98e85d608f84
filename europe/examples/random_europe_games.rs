//! Plays random 2-player games and prints how many per second:
//! `cargo run --release -p europa-engine --example random_europe_games -- 20000`.
//! Each move is uniformly random among the legal actions: index
//! `rng.below(n)` of the `n` legal actions, named and played in one step
//! by `Game::play_at` (no list built at a turn's start, no events, and no
//! `check` of an action the engine itself listed). With `list` after the
//! count it builds every list with `legal_actions_into`, indexes it and
//! applies the action with `Game::apply_quiet` instead: the same games (the
//! printed digest of final scores is the same), the old way. With `events`
//! (with or without `list`) it takes the action with `legal_action_at` or
//! from the list and applies it with `Game::apply_into`, building every
//! move's events and dropping them, as the `engine` bench does. Under
//! `valgrind --tool=callgrind` it gives instructions per game, a figure
//! that does not depend on how busy the machine is (docs/ENGINE.md,
//! "Speed"). The games are the `engine` bench's whole random games.
use europa_engine::rng::GameRng;
use europa_engine::{Game, GameConfig};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(20_000);
    let rest: Vec<String> = args.collect();
    let lists = rest.iter().any(|a| a == "list");
    let keep_events = rest.iter().any(|a| a == "events");
    let start = Instant::now();
    let mut turns = 0u64;
    let mut digest = 0u64;
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for seed in 1..=games {
        let Ok(mut g) = Game::new(GameConfig::new(2, seed)) else {
            return;
        };
        let mut rng = GameRng::new(seed ^ 0x5EED);
        while let Some(seat) = g.first_acting_seat() {
            if !lists && !keep_events {
                // Named and played by the engine in one step.
                if g.play_at(seat, &mut legal, |n| rng.below(n)).is_none() {
                    break;
                }
                continue;
            }
            let a = if lists {
                g.legal_actions_into(seat, &mut legal);
                if legal.is_empty() {
                    break;
                }
                legal[rng.below(legal.len())]
            } else {
                match g.legal_action_at(seat, &mut legal, |n| rng.below(n)) {
                    Some(a) => a,
                    None => break,
                }
            };
            let applied = if keep_events {
                events.clear();
                g.apply_into(seat, &a, &mut events)
            } else {
                g.apply_quiet(seat, &a)
            };
            if applied.is_err() {
                return;
            }
        }
        turns += u64::from(g.turns());
        for p in g.final_scores().map_or(&[][..], |s| &s.players[..]) {
            digest = digest.rotate_left(7) ^ p.total as u64;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{games} random 2-player games in {secs:.2} s: {:.0} games/s, {:.1} turns per game, scores digest {digest:016x}",
        games as f64 / secs,
        turns as f64 / games as f64
    );
}
