//! Plays random 2-player games and prints how many per second:
//! `cargo run --release -p cardgame-engine --example random_games -- 20000`.
//! Each move is the random bot's: index `below(n)` of the `n` legal
//! actions, taken with `Game::legal_action_at` (no list built at a turn's
//! start). With `list` as second argument it builds every list and picks
//! from it instead: the same games (the printed digest of final scores is
//! the same), the old way. Under `valgrind --tool=callgrind` it gives
//! instructions per game, a figure that does not depend on how busy the
//! machine is (`scripts/engine_instructions.sh`).
use cardgame_engine::bots::{Bot, RandomBot};
use cardgame_engine::{Game, GameConfig};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(20_000);
    let lists = args.next().as_deref() == Some("list");
    let start = Instant::now();
    let mut turns = 0u64;
    let mut digest = 0u64;
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for seed in 0..games {
        let Ok(mut g) = Game::new(GameConfig::new(2, seed)) else {
            return;
        };
        let mut bot = RandomBot::new(seed);
        while !g.is_over() {
            let Some(seat) = g.first_acting_seat() else {
                break;
            };
            let a = if lists {
                g.legal_actions_into(seat, &mut legal);
                bot.pick(&legal)
            } else {
                let pick = |n| Bot::<Game>::pick_index(&mut bot, n);
                match g.legal_action_at(seat, &mut legal, pick) {
                    Some(a) => a,
                    None => break,
                }
            };
            events.clear();
            if g.apply_into(seat, &a, &mut events).is_err() {
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
