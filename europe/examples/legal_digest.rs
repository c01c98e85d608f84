//! A digest of every legal-action list, every applied action's events and
//! every final score (longest trail included) over seeded random games of
//! every variant, player count and Warehouses & Depots setting:
//! `cargo run --release -p europa-engine --example legal_digest -- 300`.
//! A speed change to the engine must print the same digest before and after
//! (bots pick by index and saves replay action lists, so the lists must be
//! the same, in the same order). Half the moves are claims when one is
//! legal, so games reach long networks rather than only stations.
//! It also checks that `Game::legal_action_at` (random playouts' shortcut)
//! gives each list's length and, at three indices, the listed action, and
//! that `Game::play_at` leaves the game as applying the chosen action does;
//! a difference is printed and fails the run (the digest does not cover it).
use europa_engine::rng::GameRng;
use europa_engine::{Action, Game, GameConfig, VariantId};
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(300);
    let mut h = DefaultHasher::new();
    let (mut lists, mut actions) = (0u64, 0u64);
    let mut legal = Vec::new();
    let mut scratch = Vec::new();
    let mut events = Vec::new();
    for seed in 0..games {
        let variant = VariantId::ALL[seed as usize % VariantId::ALL.len()];
        let config = GameConfig {
            variant,
            depots: seed % 3 == 0,
            ..GameConfig::new(2 + (seed % 4) as u8, seed)
        };
        let Ok(mut g) = Game::new(config) else {
            println!("seed {seed}: no game");
            return;
        };
        let mut rng = GameRng::new(seed ^ 0xD16E57);
        for _ in 0..5_000 {
            let Some(&seat) = g.acting_seats().first() else {
                break;
            };
            g.legal_actions_into(seat, &mut legal);
            legal.hash(&mut h);
            lists += 1;
            for i in [0, (lists as usize).wrapping_mul(2_654_435_761), usize::MAX] {
                let at = g.legal_action_at(seat, &mut scratch, |n| {
                    if n != legal.len() {
                        println!("seed {seed}: {n} actions counted, {} listed", legal.len());
                        std::process::exit(1);
                    }
                    i % n
                });
                if at != legal.get(i % legal.len().max(1)).copied() {
                    println!("seed {seed}: action {i} is {at:?}, listed {legal:?}");
                    std::process::exit(1);
                }
            }
            if legal.is_empty() {
                break;
            }
            let claims = legal
                .iter()
                .filter(|a| matches!(a, Action::ClaimRoute { .. }))
                .count();
            let a = if claims > 0 && rng.below(2) == 0 {
                let k = rng.below(claims);
                legal
                    .iter()
                    .filter(|a| matches!(a, Action::ClaimRoute { .. }))
                    .nth(k)
                    .copied()
                    .unwrap_or(legal[0])
            } else {
                legal[rng.below(legal.len())]
            };
            let mut played = g.clone();
            let index = legal.iter().position(|x| *x == a).unwrap_or(0);
            let named = played.play_at(seat, &mut scratch, |_| index);
            events.clear();
            let r = g.apply_into(seat, &a, &mut events);
            format!("{r:?}{events:?}").hash(&mut h);
            actions += 1;
            if named != Some(a) || played != g {
                println!("seed {seed}: play_at({index}) played {named:?}, not {a:?} as applied");
                std::process::exit(1);
            }
        }
        format!("{:?}", g.final_scores()).hash(&mut h);
    }
    println!(
        "{games} games, {lists} legal lists, {actions} actions: digest {:016x}",
        h.finish()
    );
}
