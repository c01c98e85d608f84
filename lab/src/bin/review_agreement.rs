//! Whether the review's named losses hold up in play: over seeded 2-player
//! games of Medium against Medium, each decision of seat 0 the review says
//! cost at least `--min` points is played out again from its position, the
//! move played against Expert's own choice there, in fresh sampled games.
//! Prints, over those decisions, the points the review named and the
//! points the fresh games gave, and their ratio (docs/REVIEW.md).
//!
//! cargo run --release -p europa-lab --bin review_agreement -- --games 200 [--min 5] [--samples 200]
use europa_engine::bots::{self, Bot, HardBot, ReviewSettings, compare, reviewer};
use europa_engine::{Action, Game, GameConfig, Seat};

fn arg(name: &str, default: u32) -> u32 {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn medium_game(seed: u64) -> Option<(GameConfig, Vec<(Seat, Action)>)> {
    let config = GameConfig::new(2, seed);
    let mut g = Game::new(config.clone()).ok()?;
    let mut seats: Vec<Box<dyn Bot<Game>>> = (0..2)
        .filter_map(|s| bots::by_name("medium", seed * 2 + s))
        .collect();
    let mut record = Vec::new();
    while !g.is_over() && record.len() < 5_000 {
        let seat = g.acting_seats()[0];
        let a = seats[seat.index()].choose(&g.view(seat), &g.legal_actions(seat));
        g.apply(seat, &a).ok()?;
        record.push((seat, a));
    }
    Some((config, record))
}

fn main() {
    let games = arg("--games", 200);
    let min = arg("--min", 5) as f32;
    let samples = arg("--samples", 200);
    let (mut named, mut found, mut flagged, mut reviewed) = (0.0f64, 0.0f64, 0u32, 0u32);
    for seed in 1..=u64::from(games) {
        let Some((config, record)) = medium_game(seed) else {
            continue;
        };
        let Ok(mut r) = reviewer(
            config.clone(),
            record.clone(),
            Seat(0),
            ReviewSettings::default(),
        ) else {
            continue;
        };
        while r.step() {}
        let costly: Vec<_> = r
            .review()
            .decisions
            .iter()
            .filter(|d| d.loss >= min)
            .cloned()
            .collect();
        reviewed += r.review().decisions.len() as u32;
        for d in costly {
            // The position, and Expert's own choice there from the seat's view.
            let Ok(mut again) = reviewer(
                config.clone(),
                record.clone(),
                Seat(0),
                ReviewSettings::default(),
            ) else {
                continue;
            };
            again.skip_to(d.index as usize);
            let game = again.game().clone();
            let mut expert = HardBot::expert(seed ^ 0xe4e7);
            let Ok(mut replay) = Game::new(config.clone()) else {
                continue;
            };
            for (seat, a) in record.iter().take(d.index as usize) {
                if *seat == Seat(0) {
                    expert.replayed(a, &|| replay.view(Seat(0)));
                }
                let Ok(events) = replay.apply(*seat, a) else {
                    break;
                };
                let seen: Vec<_> = events.iter().map(|e| e.redacted_for(Seat(0))).collect();
                expert.observe(&seen);
            }
            let choice = expert.choose(&game.view(Seat(0)), &game.legal_actions(Seat(0)));
            if choice == d.played {
                // Expert plays the move played: it loses nothing against it.
                named += f64::from(d.loss);
                flagged += 1;
                continue;
            }
            let Some(gain) = compare(
                &mut again,
                &game,
                d.played,
                choice,
                samples,
                seed.wrapping_mul(7919) ^ u64::from(d.index),
            ) else {
                continue;
            };
            named += f64::from(d.loss);
            found += f64::from(gain);
            flagged += 1;
        }
        if seed % 20 == 0 {
            eprintln!(
                "{seed} games: {flagged} decisions flagged, named {named:.0}, found {found:.0}"
            );
        }
    }
    println!(
        "{games} games, {reviewed} decisions reviewed, {flagged} named at {min} points or more: named {named:.1} points, fresh games give {found:.1} ({:.0} %)",
        if named > 0.0 {
            100.0 * found / named
        } else {
            0.0
        }
    );
}
