//! How much Hard's set-up ticket choice depends on its rollouts: for many
//! seeded 2-player games, seat 0's choice of starting tickets made with each
//! rollout count given, and how often each agrees with the last (the
//! reference, the most rollouts) and with the planner's own choice.
//! `cargo run --release -p europa-lab --bin setup_choices -- 200 0 400,133,1600`
//! plays seeds 0..200 (the first two arguments: how many, from which); the
//! counts are `HardSettings::rollouts`, before Hard triples them for the
//! set-up. Each seed's Hard has the same bot seed for every count. A fourth
//! argument gives the counts before the last that many candidates (Hard: 8).
use europa_engine::bots::{Bot, HardBot, HardSettings};
use europa_engine::{Action, Game, GameConfig, Seat};
use std::time::Instant;

fn main() {
    let arg = |i: usize| std::env::args().nth(i);
    let n: u64 = arg(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    let from: u64 = arg(2).and_then(|a| a.parse().ok()).unwrap_or(0);
    let counts: Vec<u32> = arg(3)
        .unwrap_or_else(|| "400,1600".into())
        .split(',')
        .filter_map(|c| c.parse().ok())
        .collect();
    let Some(&reference) = counts.last() else {
        return;
    };
    // Candidates compared by the counts before the last (Hard's: 8); the
    // reference always compares Hard's.
    let candidates: usize = arg(4).and_then(|a| a.parse().ok()).unwrap_or(8);
    // Per count: agreements with the reference, with the planner, and seconds.
    let mut same_ref = vec![0u32; counts.len()];
    let mut same_plan = vec![0u32; counts.len()];
    let mut secs = vec![0f64; counts.len()];
    let mut seeds = 0u32;
    for seed in from..from + n {
        let Ok(game) = Game::new(GameConfig::new(2, seed)) else {
            continue;
        };
        let view = game.view(Seat(0));
        let legal = game.legal_actions(Seat(0));
        let choose = |settings: HardSettings| -> Action {
            HardBot::with_settings(seed ^ 0x5e7, settings).choose(&view, &legal)
        };
        // One candidate: the planner's choice, no search.
        let planned = choose(HardSettings {
            candidates: 1,
            ..HardSettings::default()
        });
        let mut choices = Vec::new();
        for (i, &rollouts) in counts.iter().enumerate() {
            let start = Instant::now();
            let last = i + 1 == counts.len();
            choices.push(choose(HardSettings {
                rollouts,
                candidates: if last { 8 } else { candidates },
                ..HardSettings::default()
            }));
            secs[i] += start.elapsed().as_secs_f64();
        }
        let Some(&best) = choices.last() else {
            continue;
        };
        seeds += 1;
        let keep = |a: &Action| match a {
            Action::KeepInitialTickets { keep } => *keep,
            _ => 0,
        };
        print!("seed {seed}: planner {:04b}", keep(&planned));
        for (i, c) in choices.iter().enumerate() {
            same_ref[i] += u32::from(*c == best);
            same_plan[i] += u32::from(*c == planned);
            print!(" {}:{:04b}", counts[i], keep(c));
        }
        println!();
    }
    println!("{seeds} set-ups; reference {reference} rollouts (×3 at the set-up)");
    for (i, c) in counts.iter().enumerate() {
        println!(
            "rollouts {c}: same as reference {}/{seeds}, same as planner {}/{seeds}, {:.3} s a choice",
            same_ref[i],
            same_plan[i],
            secs[i] / f64::from(seeds.max(1))
        );
    }
}
