//! Plays seeded games between bots and prints results.
//!
//! `cargo run --release --bin arena -- --games 1000 --players 2 --seed 1 --bots random,random`
//!
//! Seats rotate between games (bot i sits at seat (i + game) mod players), so
//! `wins` and `avg_score` follow the order of `--bots`. The last line is JSON.
use europa_engine::bots::{self, Bot};
use europa_engine::{Game, GameConfig};
use std::process::ExitCode;
use std::time::Instant;

struct Args {
    games: u32,
    players: u8,
    seed: u64,
    bots: Vec<String>,
}

fn parse() -> Result<Args, String> {
    let mut a = Args {
        games: 100,
        players: 2,
        seed: 1,
        bots: vec![],
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--games" => a.games = value()?.parse().map_err(|e| format!("--games: {e}"))?,
            "--players" => a.players = value()?.parse().map_err(|e| format!("--players: {e}"))?,
            "--seed" => a.seed = value()?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--bots" => a.bots = value()?.split(',').map(|s| s.trim().to_string()).collect(),
            other => return Err(format!("unknown flag {other}")),
        }
    }
    if a.bots.is_empty() {
        a.bots = vec!["random".into(); a.players as usize];
    }
    if a.bots.len() != a.players as usize {
        return Err(format!(
            "--bots names {} bots for {} players",
            a.bots.len(),
            a.players
        ));
    }
    for b in &a.bots {
        if bots::by_name(b, 0).is_none() {
            return Err(format!(
                "unknown bot {b}; known: {}",
                bots::BOT_NAMES.join(", ")
            ));
        }
    }
    Ok(a)
}

/// Wilson score interval at 95 %.
fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 0.0);
    }
    let z = 1.96;
    let p = wins / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

fn main() -> ExitCode {
    let args = match parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("arena: {e}");
            return ExitCode::from(2);
        }
    };
    let p = args.players as usize;
    let mut wins = vec![0u32; p];
    let mut score_sum = vec![0i64; p];
    let mut margin_sum = vec![0i64; p];
    let mut turns_sum = 0u64;
    let mut tickets_done = vec![0u64; p];
    let mut tickets_held = vec![0u64; p];
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let start = Instant::now();
    for g in 0..args.games {
        let seed = args.seed.wrapping_mul(1_000_003).wrapping_add(g as u64);
        let mut game = match Game::new(GameConfig::new(args.players, seed)) {
            Ok(game) => game,
            Err(e) => {
                eprintln!("arena: {e}");
                return ExitCode::from(2);
            }
        };
        // bot_at[seat] = index into --bots
        let bot_at: Vec<usize> = (0..p).map(|s| (s + p - (g as usize % p)) % p).collect();
        let mut seat_bots: Vec<Box<dyn Bot>> = bot_at
            .iter()
            .enumerate()
            .filter_map(|(s, &b)| bots::by_name(&args.bots[b], seed ^ ((s as u64 + 1) << 32)))
            .collect();
        while !game.is_over() {
            let seat = game.acting_seats()[0];
            game.legal_actions_into(seat, &mut legal);
            let bot = &mut seat_bots[seat.index()];
            let action = match bot.choose_without_view(&legal) {
                Some(a) => a,
                None => bot.choose(&game.view(seat), &legal),
            };
            events.clear();
            if let Err(e) = game.apply_into(seat, &action, &mut events) {
                eprintln!(
                    "arena: bot {} chose an illegal action {action:?}: {e}",
                    args.bots[bot_at[seat.index()]]
                );
                return ExitCode::from(1);
            }
        }
        turns_sum += game.turns() as u64;
        let Some(scores) = game.final_scores() else {
            continue;
        };
        let best_other = |s: usize| {
            scores
                .players
                .iter()
                .filter(|q| q.seat.index() != s)
                .map(|q| q.total)
                .max()
                .unwrap_or(0)
        };
        for ps in &scores.players {
            let b = bot_at[ps.seat.index()];
            score_sum[b] += ps.total as i64;
            margin_sum[b] += (ps.total - best_other(ps.seat.index())) as i64;
            tickets_done[b] += ps.completed_tickets as u64;
            tickets_held[b] += ps.tickets.len() as u64;
        }
        for w in &scores.winners {
            wins[bot_at[w.index()]] += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let n = args.games as f64;
    println!(
        "{} games, {} players, {:.2} s, {:.0} games/s",
        args.games,
        p,
        secs,
        n / secs
    );
    println!("average turns per game: {:.1}", turns_sum as f64 / n);
    for (i, name) in args.bots.iter().enumerate() {
        let (lo, hi) = wilson(wins[i] as f64, n);
        println!(
            "{i}: {name:<10} wins {:>5} ({:5.1} %, 95 % CI {:4.1}–{:4.1}), avg score {:6.1}, avg margin {:+6.1}, tickets completed {:5.1} %",
            wins[i],
            100.0 * wins[i] as f64 / n,
            100.0 * lo,
            100.0 * hi,
            score_sum[i] as f64 / n,
            margin_sum[i] as f64 / n,
            100.0 * tickets_done[i] as f64 / (tickets_held[i].max(1)) as f64,
        );
    }
    let list = |v: Vec<String>| v.join(",");
    println!(
        "{{\"games\":{},\"players\":{},\"bots\":[{}],\"seed\":{},\"seconds\":{:.4},\"games_per_sec\":{:.1},\"avg_turns\":{:.2},\"wins\":[{}],\"avg_score\":[{}],\"avg_margin\":[{}]}}",
        args.games,
        p,
        list(args.bots.iter().map(|b| format!("\"{b}\"")).collect()),
        args.seed,
        secs,
        n / secs,
        turns_sum as f64 / n,
        list(wins.iter().map(|w| w.to_string()).collect()),
        list(
            score_sum
                .iter()
                .map(|s| format!("{:.2}", *s as f64 / n))
                .collect()
        ),
        list(
            margin_sum
                .iter()
                .map(|s| format!("{:.2}", *s as f64 / n))
                .collect()
        ),
    );
    ExitCode::SUCCESS
}
