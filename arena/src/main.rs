//! Plays seeded games between bots and prints results.
//!
//! `cargo run --release --bin arena -- --games 1000 --players 2 --seed 1 --bots hard,onestep`
//! `cargo run --release --bin arena -- --game cardgame --games 1000 --players 2 --bots hard,greedy`
//!
//! A Europe Hard may be given its own rollout budget per decision,
//! `--bots hard:rollouts=4800,hard`, so Hard can meet a stronger Hard.
//! `--trace G` prints every move of game G (0-based) to stderr; `--only G`
//! plays game G of the run alone (same seed and seats), traced; `--from G`
//! starts the run at game G, so pieces of a long run can be pooled; `--list`
//! prints one line per game (winners, who ended it, scores and trains left);
//! `--random-moves` how often each bot fell back to a random move; `--times`
//! each bot's decision times (median and 95th percentile, in ms).
//!
//! Seats rotate between games (bot i sits at seat (i + game) mod players), so
//! `wins` and `avg_score` follow the order of `--bots`; a shared win counts
//! for each winner. Every bot that reads events is told every event, redacted
//! for its seat; when no bot reads them (and no trace needs them) the games
//! are played without building any. Decision times are wall-clock per
//! decision (listing the legal actions included), per bot, kept in a
//! histogram (`times.rs`), and only with `--times`: the clock is read per
//! decision only then. `--threads` plays games in parallel; the results do
//! not depend on it (each game has its own seed), only the timings do. The
//! last line is JSON.
use args::{Args, GameKind, parse};
use outcome::{EndStats, Outcome, wilson};
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Instant;

mod args;
mod cardgame;
mod europe;
mod moves;
mod outcome;
#[cfg(test)]
mod tests;
mod times;

/// Game `g` of the run, played by its game's module.
fn play(args: &Args, g: u32) -> Result<Outcome, String> {
    match args.game {
        GameKind::Europe => europe::play(args, g),
        GameKind::Cardgame => cardgame::play(args, g),
    }
}

/// The names of the parts of each seat's score the run averages.
fn parts_of(game: GameKind) -> &'static [&'static str] {
    match game {
        GameKind::Europe => &europe::PARTS,
        GameKind::Cardgame => &cardgame::PARTS,
    }
}

/// Plays every game, on `args.threads` threads, and returns them in game order.
fn play_all(args: &Args) -> Result<Vec<Outcome>, String> {
    let next = AtomicU32::new(0);
    let results: Mutex<Vec<(u32, Result<Outcome, String>)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..args.threads {
            scope.spawn(|| {
                loop {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= args.games {
                        break;
                    }
                    let r = play(args, args.first + g);
                    let failed = r.is_err();
                    if let Ok(mut v) = results.lock() {
                        v.push((g, r));
                    }
                    if failed {
                        // Stop handing out games; the error is reported below.
                        next.store(args.games, Ordering::Relaxed);
                    }
                }
            });
        }
    });
    let mut v = results.into_inner().map_err(|e| e.to_string())?;
    v.sort_by_key(|(g, _)| *g);
    v.into_iter().map(|(_, r)| r).collect()
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
    let start = Instant::now();
    let outcomes = match play_all(&args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("arena: {e}");
            return ExitCode::from(1);
        }
    };
    let secs = start.elapsed().as_secs_f64();
    // The Card Game has no variants.
    let variant = match args.game {
        GameKind::Europe => args.variant.key(),
        GameKind::Cardgame => "base",
    };
    let mut wins = vec![0u32; p];
    let mut score_sum = vec![0i64; p];
    let mut margin_sum = vec![0i64; p];
    let mut tickets_done = vec![0u64; p];
    let mut tickets_held = vec![0u64; p];
    let mut times = vec![times::DecisionTimes::default(); p];
    let mut parts = vec![vec![0i64; parts_of(args.game).len()]; p];
    let mut turns_sum = 0u64;
    let mut end = EndStats::new(p);
    let mut random_moves = vec![0u32; p];
    for o in &outcomes {
        turns_sum += o.turns as u64;
        end.add(&o.end);
        for b in 0..p {
            wins[b] += o.wins[b];
            score_sum[b] += o.score[b];
            margin_sum[b] += o.margin[b];
            tickets_done[b] += o.tickets_done[b];
            tickets_held[b] += o.tickets_held[b];
            random_moves[b] += o.random_moves[b];
            times[b].merge(&o.times[b]);
            for (sum, part) in parts[b].iter_mut().zip(&o.parts[b]) {
                *sum += part;
            }
        }
    }
    let n = args.games as f64;
    let median: Vec<f64> = times.iter().map(|t| t.quantile_ms(0.5)).collect();
    let p95: Vec<f64> = times.iter().map(|t| t.quantile_ms(0.95)).collect();
    let ticket_rate: Vec<f64> = (0..p)
        .map(|b| tickets_done[b] as f64 / tickets_held[b].max(1) as f64)
        .collect();
    println!(
        "{} games, {} players, variant {}{}, {:.2} s on {} thread(s), {:.1} games/s",
        args.games,
        p,
        variant,
        if args.depots { " + depots" } else { "" },
        secs,
        args.threads,
        n / secs
    );
    println!("average turns per game: {:.1}", turns_sum as f64 / n);
    for (i, name) in args.bots.iter().enumerate() {
        let (lo, hi) = wilson(wins[i] as f64, n);
        println!(
            "{i}: {name:<10} wins {:>5} ({:5.1} %, 95 % CI {:4.1}–{:4.1}), avg score {:6.1}, avg margin {:+6.1}, tickets completed {:5.1} %{}",
            wins[i],
            100.0 * wins[i] as f64 / n,
            100.0 * lo,
            100.0 * hi,
            score_sum[i] as f64 / n,
            margin_sum[i] as f64 / n,
            100.0 * ticket_rate[i],
            if args.times {
                format!(", decision ms median {:.3} p95 {:.3}", median[i], p95[i])
            } else {
                String::new()
            },
        );
        let avg: Vec<String> = parts_of(args.game)
            .iter()
            .zip(&parts[i])
            .map(|(name, sum)| format!("{name} {:.1}", *sum as f64 / n))
            .collect();
        println!(
            "   {:<10} average {}; tickets held {:.2}",
            "",
            avg.join(", "),
            tickets_held[i] as f64 / n,
        );
        if args.game == GameKind::Europe {
            let (k, w) = (end.opp_ended[i], end.opp_ended_wins[i]);
            let (lo, hi) = wilson(w as f64, k as f64);
            println!(
                "   {:<10} ended {} games; won {w}/{k} ({:.1} %, 95 % CI {:.1}–{:.1}) of those an opponent ended; lost {} with 10+ trains left",
                "",
                end.ended[i],
                100.0 * w as f64 / (k.max(1)) as f64,
                100.0 * lo,
                100.0 * hi,
                end.losses_10_trains[i],
            );
        }
        if args.random_moves {
            println!(
                "   {:<10} random moves for want of its own: {} ({:.2} a game)",
                "",
                random_moves[i],
                random_moves[i] as f64 / n
            );
        }
    }
    let list = |v: Vec<String>| v.join(",");
    let counts = |v: &[u32]| list(v.iter().map(|x| x.to_string()).collect());
    let per = |f: &dyn Fn(usize) -> f64, digits: usize| {
        list((0..p).map(|i| format!("{:.*}", digits, f(i))).collect())
    };
    println!(
        "{{\"game\":\"{}\",\"games\":{},\"players\":{},\"variant\":\"{}\",\"depots\":{},\"bots\":[{}],\"seed\":{},\"seconds\":{:.4},\"games_per_sec\":{:.2},\"avg_turns\":{:.2},\"wins\":[{}],\"avg_score\":[{}],\"avg_margin\":[{}],\"tickets_completed\":[{}],{}\"ended\":[{}],\"opp_ended\":[{}],\"opp_ended_wins\":[{}],\"losses_10_trains\":[{}]}}",
        args.game.key(),
        args.games,
        p,
        variant,
        args.depots,
        list(args.bots.iter().map(|b| format!("\"{b}\"")).collect()),
        args.seed,
        secs,
        n / secs,
        turns_sum as f64 / n,
        list(wins.iter().map(|w| w.to_string()).collect()),
        per(&|i| score_sum[i] as f64 / n, 2),
        per(&|i| margin_sum[i] as f64 / n, 2),
        per(&|i| ticket_rate[i], 4),
        if args.times {
            format!(
                "\"decision_ms_median\":[{}],\"decision_ms_p95\":[{}],",
                per(&|i| median[i], 3),
                per(&|i| p95[i], 3)
            )
        } else {
            String::new()
        },
        counts(&end.ended),
        counts(&end.opp_ended),
        counts(&end.opp_ended_wins),
        counts(&end.losses_10_trains),
    );
    ExitCode::SUCCESS
}
