//! Plays many games of both games — Europe over every variant, with and
//! without Warehouses & Depots, 2 to 5 players; the Card Game with 2 to 4 —
//! with every bot kind and level in mixed seats, and checks each engine's
//! invariants after every action and a bound on actions per game
//! (`europa_engine::invariants`, `cardgame_engine::invariants`).
//!
//! `cargo run --release -p europa-arena --bin soak -- --games 100000`
//!
//! One game in five is a Card Game; one Europe game in two has Warehouses &
//! Depots. Hard plays with a small search (the same search as in the app,
//! cheaper) so that a long soak stays affordable. A game that breaks an
//! invariant, refuses a listed action or passes the bound is printed with its
//! seed and seats, and its record is written to `soak-failures/` for a
//! regression test; the exit code is then 1. Not part of CI, which runs a
//! short soak (scripts/test.sh).
use cardgame_engine as cardgame;
use europa_common::play::{self, Play};
use europa_common::save::Record;
use europa_engine::bots::{self, BOT_NAMES, Bot, HardBot, HardSettings};
use europa_engine::config::VariantId;
use europa_engine::invariants::{self, ACTION_BOUND};
use europa_engine::rng::GameRng;
use europa_engine::{Game, GameConfig};
use std::fmt::Display;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

struct Args {
    games: u64,
    seed: u64,
    threads: usize,
}

/// One Europe game's set-up: everything else follows from the seed.
struct Setup {
    config: GameConfig,
    bots: Vec<&'static str>,
}

/// One Card Game's set-up.
struct CardSetup {
    config: cardgame::GameConfig,
    bots: Vec<&'static str>,
}

enum Soaked {
    Europe(Setup),
    Card(CardSetup),
}

fn setup(seed: u64, game: u64) -> Soaked {
    let mut rng = GameRng::new(seed.wrapping_mul(1_000_003).wrapping_add(game));
    if game % 5 == 4 {
        let players = 2 + (game / 5 % 3) as u8;
        let bots = (0..players)
            .map(|_| cardgame::bots::BOT_NAMES[rng.below(cardgame::bots::BOT_NAMES.len())])
            .collect();
        let config = cardgame::GameConfig {
            beginner: game / 15 % 2 == 1,
            ..cardgame::GameConfig::new(players, rng.below(1 << 30) as u64)
        };
        return Soaked::Card(CardSetup { config, bots });
    }
    let players = 2 + (game % 4) as u8;
    let variant = VariantId::ALL[(game / 4 % VariantId::ALL.len() as u64) as usize];
    let bots = (0..players)
        .map(|_| BOT_NAMES[rng.below(BOT_NAMES.len())])
        .collect();
    let config = GameConfig {
        variant,
        depots: game / 20 % 2 == 1,
        ..GameConfig::new(players, rng.below(1 << 30) as u64)
    };
    Soaked::Europe(Setup { config, bots })
}

fn bot(name: &str, seed: u64) -> Option<Box<dyn Bot<Game>>> {
    // Expert is Hard with more rollouts: both soak as a quick Hard.
    if name == "hard" || name == "expert" {
        let quick = HardSettings {
            rollouts: 4,
            candidates: 2,
            ..HardSettings::default()
        };
        return Some(Box::new(HardBot::with_settings(seed, quick)));
    }
    bots::by_name(name, seed)
}

fn card_bot(name: &str, seed: u64) -> Option<Box<dyn cardgame::bots::Bot<cardgame::Game>>> {
    if name == "hard" || name == "expert" {
        let quick = cardgame::bots::HardSettings {
            worlds: 2,
            candidates: 2,
            ..cardgame::bots::HardSettings::default()
        };
        return Some(Box::new(cardgame::bots::HardBot::with_settings(
            seed, quick,
        )));
    }
    cardgame::bots::by_name(name, seed)
}

/// Plays one game to its end, `seats[s]` (named `names[s]`) moving for
/// seat `s`, with `check` after every action and `finish` once it is over:
/// the number of actions, or what went wrong with the record so far.
fn soak<G: Play>(
    config: &G::Config,
    names: &[&str],
    mut seats: Vec<Box<dyn Bot<G>>>,
    bound: u32,
    check: impl Fn(&G) -> Result<(), String>,
    finish: impl Fn(&G) -> Result<(), String>,
) -> Result<u32, (String, Record<G>)>
where
    G::Action: Clone,
    G::ConfigError: Display,
    G::RuleError: Display,
{
    let mut record = Record::<G>::new(config.clone());
    let mut game = match G::from_config(config.clone()) {
        Ok(g) => g,
        Err(e) => return Err((e.to_string(), record)),
    };
    let (mut legal, mut events, mut seen) = (Vec::new(), Vec::new(), Vec::new());
    while !game.is_over() {
        if record.actions.len() as u32 >= bound {
            return Err((format!("not over after {bound} actions"), record));
        }
        let Some(seat) = game.first_acting_seat() else {
            return Err(("nobody can act".into(), record));
        };
        game.legal_actions_into(seat, &mut legal);
        let s = G::index(seat);
        let action = seats[s].choose(&game.view(seat), &legal);
        record.actions.push((seat, action.clone()));
        events.clear();
        if let Err(e) = game.apply_into(seat, &action, &mut events) {
            return Err((format!("{} chose a refused action: {e}", names[s]), record));
        }
        if let Err(e) = check(&game) {
            return Err((e, record));
        }
        play::tell_every_seat(&mut seats, &events, &mut seen);
    }
    match finish(&game) {
        Ok(()) => Ok(record.actions.len() as u32),
        Err(e) => Err((e, record)),
    }
}

/// Plays one Card Game, checking after every action.
fn play_card(s: &CardSetup) -> Result<u32, (String, String)> {
    let seats = s
        .bots
        .iter()
        .enumerate()
        .filter_map(|(i, name)| card_bot(name, s.config.seed ^ ((i as u64 + 1) << 32)))
        .collect();
    let over = |g: &cardgame::Game| match g.final_scores() {
        Some(_) => Ok(()),
        None => Err("over without final scores".into()),
    };
    soak(
        &s.config,
        &s.bots,
        seats,
        cardgame::invariants::ACTION_BOUND,
        cardgame::invariants::check,
        over,
    )
    .map_err(|(why, record)| (why, record.to_json()))
}

/// Plays one game of Europe, checking after every action.
fn play(s: &Setup) -> Result<u32, (String, String)> {
    let pool = invariants::ticket_pool(s.config.variant);
    let seats = s
        .bots
        .iter()
        .enumerate()
        .filter_map(|(i, name)| bot(name, s.config.seed ^ ((i as u64 + 1) << 32)))
        .collect();
    let scored = |g: &Game| {
        if g.final_scores() == Some(&g.compute_final_scores()) {
            Ok(())
        } else {
            Err("the stored final scores differ".into())
        }
    };
    soak(
        &s.config,
        &s.bots,
        seats,
        ACTION_BOUND,
        |g: &Game| invariants::check(g, &pool),
        scored,
    )
    .map_err(|(why, record)| (why, record.to_json()))
}

fn parse() -> Result<Args, String> {
    let mut a = Args {
        games: 1000,
        seed: 1,
        threads: 1,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let n: u64 = value.parse().map_err(|e| format!("{flag}: {e}"))?;
        match flag.as_str() {
            "--games" => a.games = n,
            "--seed" => a.seed = n,
            "--threads" => a.threads = (n as usize).max(1),
            other => return Err(format!("unknown flag {other}")),
        }
    }
    Ok(a)
}

fn main() -> ExitCode {
    let args = match parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("soak: {e}");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let next = AtomicU64::new(0);
    let actions = AtomicU64::new(0);
    // Longest game per player count: Europe 2-5 players at 0-3, the Card
    // Game 2-4 at 4-6.
    let longest = Mutex::new([0u32; 7]);
    let card_games = AtomicU64::new(0);
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..args.threads {
            scope.spawn(|| {
                loop {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= args.games {
                        break;
                    }
                    if g > 0 && g.is_multiple_of(1000) {
                        let failed = failures.lock().map(|f| f.len()).unwrap_or(0);
                        let l = longest.lock().map(|l| *l).unwrap_or_default();
                        let secs = start.elapsed().as_secs();
                        eprintln!(
                            "soak: {g} games started, {failed} failed, longest game in actions (Europe 2-5 players, Card Game 2-4) {l:?}, {secs} s"
                        );
                    }
                    let (result, europe, players, what) = match setup(args.seed, g) {
                        Soaked::Europe(s) => {
                            let c = &s.config;
                            let what = format!(
                                "Europe {}{}, {} players, seed {}, seats {}",
                                c.variant.key(),
                                if c.depots { " + W&D" } else { "" },
                                c.players,
                                c.seed,
                                s.bots.join(",")
                            );
                            (play(&s), true, c.players, what)
                        }
                        Soaked::Card(s) => {
                            let c = &s.config;
                            let what = format!(
                                "Card Game{}, {} players, seed {}, seats {}",
                                if c.beginner { " (beginner)" } else { "" },
                                c.players,
                                c.seed,
                                s.bots.join(",")
                            );
                            (play_card(&s), false, c.players, what)
                        }
                    };
                    match result {
                        Ok(n) => {
                            actions.fetch_add(n as u64, Ordering::Relaxed);
                            if !europe {
                                card_games.fetch_add(1, Ordering::Relaxed);
                            }
                            if let Ok(mut l) = longest.lock() {
                                let i = players as usize - 2 + if europe { 0 } else { 4 };
                                l[i] = l[i].max(n);
                            }
                        }
                        Err((why, record)) => {
                            eprintln!("soak: game {g} ({what}): {why}");
                            let _ = std::fs::create_dir_all("soak-failures");
                            let game = if europe { "europe" } else { "cardgame" };
                            let path = format!("soak-failures/{game}_{g}.json");
                            let _ = std::fs::write(&path, record);
                            if let Ok(mut f) = failures.lock() {
                                f.push(g);
                            }
                        }
                    }
                }
            });
        }
    });
    let failed = failures.into_inner().map(|f| f.len()).unwrap_or(1);
    let longest = longest.into_inner().unwrap_or_default();
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{{\"games\":{},\"card_games\":{},\"seed\":{},\"failed\":{failed},\"actions\":{},\"longest_europe_by_players\":{{\"2\":{},\"3\":{},\"4\":{},\"5\":{}}},\"longest_cardgame_by_players\":{{\"2\":{},\"3\":{},\"4\":{}}},\"action_bound\":{ACTION_BOUND},\"seconds\":{secs:.1},\"games_per_sec\":{:.1}}}",
        args.games,
        card_games.load(Ordering::Relaxed),
        args.seed,
        actions.load(Ordering::Relaxed),
        longest[0],
        longest[1],
        longest[2],
        longest[3],
        longest[4],
        longest[5],
        longest[6],
        args.games as f64 / secs,
    );
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
