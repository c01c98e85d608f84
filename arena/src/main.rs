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
//! prints one line per game (winners, who ended it, scores and trains left).
//!
//! Seats rotate between games (bot i sits at seat (i + game) mod players), so
//! `wins` and `avg_score` follow the order of `--bots`; a shared win counts
//! for each winner. Every bot is told every event, redacted for its seat.
//! Decision times are wall-clock per call of `choose`, per bot. `--threads`
//! plays games in parallel; the results do not depend on it (each game has
//! its own seed), only the timings do. The last line is JSON.
use europa_engine::VariantId;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Instant;

mod cardgame;
mod europe;
mod moves;

/// Which game the arena plays (`--game`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum GameKind {
    Europe,
    Cardgame,
}

impl GameKind {
    fn key(self) -> &'static str {
        match self {
            GameKind::Europe => "europe",
            GameKind::Cardgame => "cardgame",
        }
    }
    /// Checks one entry of `--bots` (a name, and for Europe's Hard options
    /// such as `hard:rollouts=4800`).
    fn check_bot(self, spec: &str) -> Result<(), String> {
        match self {
            GameKind::Europe => europe::check_bot(spec),
            GameKind::Cardgame => cardgame::check_bot(spec),
        }
    }
    fn parts(self) -> &'static [&'static str] {
        match self {
            GameKind::Europe => &europe::PARTS,
            GameKind::Cardgame => &cardgame::PARTS,
        }
    }
    fn play(self, args: &Args, g: u32) -> Result<Outcome, String> {
        match self {
            GameKind::Europe => europe::play(args, g),
            GameKind::Cardgame => cardgame::play(args, g),
        }
    }
}

pub struct Args {
    pub game: GameKind,
    pub games: u32,
    pub players: u8,
    pub seed: u64,
    pub bots: Vec<String>,
    pub variant: VariantId,
    /// Warehouses & Depots on (W1–W7).
    pub depots: bool,
    pub threads: usize,
    /// Print every move of this game (to stderr), for reading how bots play.
    pub trace: Option<u32>,
    /// The number of the first game played (`--only G`: game G alone).
    pub first: u32,
    /// Print one line per game (to stderr): who won, who ended it, trains left.
    pub list: bool,
}

fn parse() -> Result<Args, String> {
    parse_from(std::env::args().skip(1))
}

fn parse_from(mut it: impl Iterator<Item = String>) -> Result<Args, String> {
    let mut a = Args {
        game: GameKind::Europe,
        games: 100,
        players: 2,
        seed: 1,
        bots: vec![],
        variant: VariantId::Classic,
        depots: false,
        threads: 1,
        trace: None,
        first: 0,
        list: false,
    };
    let mut only: Option<u32> = None;
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--games" => a.games = value()?.parse().map_err(|e| format!("--games: {e}"))?,
            "--players" => a.players = value()?.parse().map_err(|e| format!("--players: {e}"))?,
            "--seed" => a.seed = value()?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--bots" => a.bots = value()?.split(',').map(|s| s.trim().to_string()).collect(),
            "--threads" => {
                a.threads = value()?.parse().map_err(|e| format!("--threads: {e}"))?;
                a.threads = a.threads.max(1);
            }
            "--game" => {
                a.game = match value()?.as_str() {
                    "europe" => GameKind::Europe,
                    "cardgame" => GameKind::Cardgame,
                    other => return Err(format!("unknown game {other}; known: europe, cardgame")),
                }
            }
            "--trace" => a.trace = Some(value()?.parse().map_err(|e| format!("--trace: {e}"))?),
            // Replays game G of a run (same seed and seats) alone, traced.
            // Plays games G.. of a run, so a long run can be played in pieces.
            "--from" => a.first = value()?.parse().map_err(|e| format!("--from: {e}"))?,
            "--only" => only = Some(value()?.parse().map_err(|e| format!("--only: {e}"))?),
            "--variant" => {
                let v = value()?;
                // classic|1912|expanded|bigcities|mega, or the engine's keys.
                a.variant = VariantId::from_key(&v).ok_or(format!("unknown variant {v}"))?;
            }
            "--depots" => a.depots = true,
            "--list" => a.list = true,
            other => return Err(format!("unknown flag {other}")),
        }
    }
    if let Some(g) = only {
        (a.first, a.games) = (g, 1);
        a.trace.get_or_insert(g);
    }
    if a.bots.is_empty() {
        a.bots = vec!["random".into(); a.players as usize];
    }
    if a.game == GameKind::Cardgame && (a.depots || a.variant != VariantId::Classic) {
        return Err("the Card Game has no variants or depots".into());
    }
    if a.bots.len() != a.players as usize {
        return Err(format!(
            "--bots names {} bots for {} players",
            a.bots.len(),
            a.players
        ));
    }
    for b in &a.bots {
        a.game.check_bot(b)?;
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

/// One finished game, per `--bots` index.
pub struct Outcome {
    pub turns: u32,
    pub wins: Vec<u32>,
    pub score: Vec<i64>,
    pub margin: Vec<i64>,
    pub tickets_done: Vec<u64>,
    pub tickets_held: Vec<u64>,
    /// The game's own score parts (`europe::PARTS`), summed.
    pub parts: Vec<Vec<i64>>,
    /// Seconds per decision.
    pub times: Vec<Vec<f32>>,
    /// End statistics (Europe; the Card Game leaves them at 0).
    pub end: EndStats,
}

/// Who ended the game and how the others fared, per `--bots` index, summed
/// over games. The seat ending a game is the one whose turn triggered the
/// last round (E11: a turn ended with 2 or fewer trains).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EndStats {
    /// Games this bot ended.
    pub ended: Vec<u32>,
    /// Games another seat ended, and how many of those this bot won.
    pub opp_ended: Vec<u32>,
    pub opp_ended_wins: Vec<u32>,
    /// Games lost with 10 or more trains left.
    pub losses_10_trains: Vec<u32>,
}

impl EndStats {
    pub fn new(players: usize) -> Self {
        EndStats {
            ended: vec![0; players],
            opp_ended: vec![0; players],
            opp_ended_wins: vec![0; players],
            losses_10_trains: vec![0; players],
        }
    }

    /// Counts one finished game: `bot_at[seat]` is the bot index of each
    /// seat, `trigger` the seat that ended it (none: the game ended
    /// otherwise), `won[seat]` and `trains[seat]` its result.
    pub fn count(&mut self, bot_at: &[usize], trigger: Option<usize>, won: &[bool], trains: &[u8]) {
        for (seat, &b) in bot_at.iter().enumerate() {
            let w = won.get(seat).copied().unwrap_or(false);
            match trigger {
                Some(t) if t == seat => self.ended[b] += 1,
                Some(_) => {
                    self.opp_ended[b] += 1;
                    self.opp_ended_wins[b] += u32::from(w);
                }
                None => {}
            }
            if !w && trains.get(seat).is_some_and(|&n| n >= 10) {
                self.losses_10_trains[b] += 1;
            }
        }
    }

    fn add(&mut self, o: &EndStats) {
        let sum = |a: &mut Vec<u32>, b: &Vec<u32>| {
            for (x, y) in a.iter_mut().zip(b) {
                *x += y;
            }
        };
        sum(&mut self.ended, &o.ended);
        sum(&mut self.opp_ended, &o.opp_ended);
        sum(&mut self.opp_ended_wins, &o.opp_ended_wins);
        sum(&mut self.losses_10_trains, &o.losses_10_trains);
    }
}

impl Outcome {
    /// An empty outcome for `players` seats and a game with `parts` score parts.
    pub fn new(players: usize, parts: usize) -> Self {
        Outcome {
            turns: 0,
            wins: vec![0; players],
            score: vec![0; players],
            margin: vec![0; players],
            tickets_done: vec![0; players],
            tickets_held: vec![0; players],
            parts: vec![vec![0; parts]; players],
            times: vec![Vec::new(); players],
            end: EndStats::new(players),
        }
    }
}

/// How game `g` is seated and seeded, the same for both games: its seed, and
/// for each seat the index into `--bots` (seats rotate between games).
pub struct Seating {
    pub seed: u64,
    pub bot_at: Vec<usize>,
}

impl Seating {
    pub fn new(args: &Args, g: u32) -> Self {
        let p = args.players as usize;
        Seating {
            seed: args.seed.wrapping_mul(1_000_003).wrapping_add(g as u64),
            bot_at: (0..p).map(|s| (s + p - (g as usize % p)) % p).collect(),
        }
    }

    /// The seed of the bot at `seat`.
    pub fn bot_seed(&self, seat: usize) -> u64 {
        self.seed ^ ((seat as u64 + 1) << 32)
    }

    /// Refuses a game past `bound` actions, naming it so it can be replayed:
    /// a loop between bots is reported instead of hanging the arena.
    pub fn check_bound(&self, args: &Args, g: u32, actions: u32, bound: u32) -> Result<(), String> {
        if actions <= bound {
            return Ok(());
        }
        let seats: Vec<&str> = self.bot_at.iter().map(|&b| args.bots[b].as_str()).collect();
        Err(format!(
            "game {g} (seed {}, {} players, seats {}) has not ended after {bound} actions",
            self.seed,
            self.bot_at.len(),
            seats.join(",")
        ))
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
                    let r = args.game.play(args, args.first + g);
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

/// The `q` quantile of `v` (sorted in place), in milliseconds.
fn quantile_ms(v: &mut [f32], q: f64) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(|a, b| a.total_cmp(b));
    let i = ((v.len() - 1) as f64 * q).round() as usize;
    v[i.min(v.len() - 1)] as f64 * 1000.0
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
    let mut times: Vec<Vec<f32>> = vec![Vec::new(); p];
    let mut parts = vec![vec![0i64; args.game.parts().len()]; p];
    let mut turns_sum = 0u64;
    let mut end = EndStats::new(p);
    for o in &outcomes {
        turns_sum += o.turns as u64;
        end.add(&o.end);
        for b in 0..p {
            wins[b] += o.wins[b];
            score_sum[b] += o.score[b];
            margin_sum[b] += o.margin[b];
            tickets_done[b] += o.tickets_done[b];
            tickets_held[b] += o.tickets_held[b];
            times[b].extend_from_slice(&o.times[b]);
            for (sum, part) in parts[b].iter_mut().zip(&o.parts[b]) {
                *sum += part;
            }
        }
    }
    let n = args.games as f64;
    let median: Vec<f64> = times.iter_mut().map(|v| quantile_ms(v, 0.5)).collect();
    let p95: Vec<f64> = times.iter_mut().map(|v| quantile_ms(v, 0.95)).collect();
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
            "{i}: {name:<10} wins {:>5} ({:5.1} %, 95 % CI {:4.1}–{:4.1}), avg score {:6.1}, avg margin {:+6.1}, tickets completed {:5.1} %, decision ms median {:.3} p95 {:.3}",
            wins[i],
            100.0 * wins[i] as f64 / n,
            100.0 * lo,
            100.0 * hi,
            score_sum[i] as f64 / n,
            margin_sum[i] as f64 / n,
            100.0 * ticket_rate[i],
            median[i],
            p95[i],
        );
        let avg: Vec<String> = args
            .game
            .parts()
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
    }
    let list = |v: Vec<String>| v.join(",");
    let counts = |v: &[u32]| list(v.iter().map(|x| x.to_string()).collect());
    let per = |f: &dyn Fn(usize) -> f64, digits: usize| {
        list((0..p).map(|i| format!("{:.*}", digits, f(i))).collect())
    };
    println!(
        "{{\"game\":\"{}\",\"games\":{},\"players\":{},\"variant\":\"{}\",\"depots\":{},\"bots\":[{}],\"seed\":{},\"seconds\":{:.4},\"games_per_sec\":{:.2},\"avg_turns\":{:.2},\"wins\":[{}],\"avg_score\":[{}],\"avg_margin\":[{}],\"tickets_completed\":[{}],\"decision_ms_median\":[{}],\"decision_ms_p95\":[{}],\"ended\":[{}],\"opp_ended\":[{}],\"opp_ended_wins\":[{}],\"losses_10_trains\":[{}]}}",
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
        per(&|i| median[i], 3),
        per(&|i| p95[i], 3),
        counts(&end.ended),
        counts(&end.opp_ended),
        counts(&end.opp_ended_wins),
        counts(&end.losses_10_trains),
    );
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Result<Args, String> {
        parse_from(line.split_whitespace().map(String::from))
    }

    /// Why the arena refuses `line` (empty if it does not).
    fn refusal(line: &str) -> String {
        args(line).err().unwrap_or_default()
    }

    /// Each game's scores for `line`'s run.
    fn scores(line: &str) -> Vec<Vec<i64>> {
        let a = args(line).expect("valid");
        (0..a.games)
            .map(|g| europe::play(&a, g).map(|o| o.score).unwrap_or_default())
            .collect()
    }

    #[test]
    fn a_seat_can_be_given_a_stronger_hard() {
        let a = args("--players 2 --bots hard:rollouts=4800,hard").expect("valid");
        assert_eq!(a.bots, vec!["hard:rollouts=4800", "hard"]);
    }

    #[test]
    fn a_bad_rollout_budget_is_a_clear_error() {
        assert!(
            refusal("--players 2 --bots hard:rollouts=lots,easy")
                .contains("rollouts needs a whole number")
        );
        assert!(refusal("--players 2 --bots easy:rollouts=9,hard").contains("takes no options"));
        assert!(
            refusal("--game cardgame --players 2 --bots hard:rollouts=9,greedy")
                .contains("take no options")
        );
    }

    #[test]
    fn planner_knobs_reach_medium_and_hards_two_planners() {
        let scores = |bots: &str| scores(&format!("--games 4 --players 2 --seed 3 --bots {bots}"));
        // Medium's own values change nothing; stations priced out change its games.
        let medium = scores("medium,easy");
        assert_eq!(
            scores("medium:station_cost=9:reserve_trains=6,easy"),
            medium
        );
        assert_ne!(
            scores("medium:station_cost=30:reserve_trains=4,easy"),
            medium
        );
        let hard = scores("hard:rollouts=8,easy");
        assert_eq!(scores("hard:rollouts=8:plan.station_cost=9,easy"), hard);
        assert_ne!(scores("hard:rollouts=8:plan.claim_overhead=3,easy"), hard);
        assert_ne!(scores("hard:rollouts=8:model.claim_overhead=3,easy"), hard);
        assert_ne!(scores("hard:rollouts=8:opp.claim_overhead=3,easy"), hard);
        assert_eq!(scores("hard:rollouts=8:opp.claim_overhead=1.5,easy"), hard);
    }

    #[test]
    fn hards_reward_weighs_a_60_point_lead_as_the_win_unless_told_otherwise() {
        // `margin=60` is the default; another weight plays other games.
        let three = "--games 4 --players 3 --seed 1 --bots";
        let now = scores(&format!("{three} hard:rollouts=40,onestep,longroute"));
        assert_eq!(
            scores(&format!(
                "{three} hard:rollouts=40:margin=60,onestep,longroute"
            )),
            now
        );
        assert_ne!(
            scores(&format!(
                "{three} hard:rollouts=40:margin=120,onestep,longroute"
            )),
            now
        );
        assert!(refusal("--players 2 --bots hard:margin=0,easy").contains("margin needs a number"));
    }

    #[test]
    fn hards_search_bar_is_one_standard_error_over_8_candidates_unless_told_otherwise() {
        // z=1, prior=0.01 and 8 candidates are the defaults; a search that
        // takes any better-looking alternative (z=0) plays other games.
        let three = "--games 4 --players 3 --seed 1 --bots";
        let now = scores(&format!("{three} hard:rollouts=40,onestep,longroute"));
        let spec = "hard:rollouts=40:z=1:prior=0.01:candidates=8";
        assert_eq!(scores(&format!("{three} {spec},onestep,longroute")), now);
        assert_ne!(
            scores(&format!("{three} hard:rollouts=40:z=0,onestep,longroute")),
            now
        );
        assert!(refusal("--players 2 --bots hard:z=-1,easy").contains("z needs a number"));
        assert!(refusal("--players 2 --bots hard:candidates=0,easy").contains("candidates needs"));
    }

    #[test]
    fn hards_rollouts_model_three_or_more_players_with_the_tuned_planner_and_two_with_mediums() {
        let mediums_model = "model.station_cost=9:model.reserve_trains=6";
        let two = "--games 3 --players 2 --seed 4 --bots";
        assert_eq!(
            scores(&format!("{two} hard:rollouts=8,easy")),
            scores(&format!("{two} hard:rollouts=8:{mediums_model},easy"))
        );
        let three = "--games 3 --players 3 --seed 4 --bots";
        assert_ne!(
            scores(&format!("{three} hard:rollouts=8,easy,easy")),
            scores(&format!(
                "{three} hard:rollouts=8:{mediums_model},easy,easy"
            ))
        );
    }

    #[test]
    fn a_bad_planner_knob_is_a_clear_error() {
        assert!(
            refusal("--players 2 --bots medium:stations=30,easy")
                .contains("unknown planner knob stations")
        );
        assert!(
            refusal("--players 2 --bots medium:station_cost=-1,easy")
                .contains("needs a number from 0")
        );
        assert!(
            refusal("--players 2 --bots hard:plan.use_stations=maybe,easy").contains("on or off")
        );
        assert!(refusal("--players 2 --bots hard:depth=3,easy").contains("hard knows: rollouts"));
    }

    #[test]
    fn a_run_can_be_played_in_pieces_or_one_game_alone() {
        let a = args("--games 70 --from 30 --bots easy,medium").expect("valid");
        assert_eq!((a.first, a.games, a.trace), (30, 70, None));
        let a = args("--only 46 --games 100 --bots easy,medium").expect("valid");
        assert_eq!((a.first, a.games, a.trace), (46, 1, Some(46)));
        // Game 1 alone is game 1 of the whole run (untraced here).
        let whole = args("--games 2 --seed 9 --bots easy,medium").expect("valid");
        let mut alone = args("--only 1 --seed 9 --bots easy,medium").expect("valid");
        alone.trace = None;
        let score = |a: &Args, g| europe::play(a, g).map(|o| o.score).unwrap_or_default();
        assert_eq!(score(&whole, 1), score(&alone, alone.first));
    }

    #[test]
    fn a_game_an_opponent_ended_counts_for_the_others_only() {
        let mut e = EndStats::new(3);
        // Seats 0, 1, 2 hold bots 2, 0, 1; seat 1 (bot 0) ended it; seat 2
        // (bot 1) won; seat 0 (bot 2) lost with 12 trains, seat 1 with 1.
        e.count(&[2, 0, 1], Some(1), &[false, false, true], &[12, 1, 10]);
        assert_eq!(e.ended, vec![1, 0, 0]);
        assert_eq!(e.opp_ended, vec![0, 1, 1]);
        assert_eq!(e.opp_ended_wins, vec![0, 1, 0]);
        assert_eq!(e.losses_10_trains, vec![0, 0, 1]);
    }

    #[test]
    fn end_statistics_of_a_small_run_agree_with_each_game() {
        let a = args("--games 6 --players 2 --seed 5 --bots medium,easy").expect("valid");
        for g in 0..a.games {
            let o = europe::play(&a, g).expect("the game ends");
            let trains_left = |b: usize| o.parts[b][4];
            // Every game between these bots ends by E11's trigger.
            assert_eq!(o.end.ended.iter().sum::<u32>(), 1, "game {g}");
            for b in 0..2 {
                assert_eq!(o.end.ended[b] + o.end.opp_ended[b], 1);
                if o.end.ended[b] == 1 {
                    assert!(trains_left(b) <= 2, "the ender has 2 trains or fewer");
                }
                assert_eq!(o.end.opp_ended_wins[b], o.end.opp_ended[b] * o.wins[b]);
                let big_loss = o.wins[b] == 0 && trains_left(b) >= 10;
                assert_eq!(o.end.losses_10_trains[b], u32::from(big_loss), "game {g}");
            }
        }
    }
}
