//! How much shorter a Hard decision could be when the browser's pool of
//! bots workers shares it (src/computer/pool.rs), counted in CPU time
//! (the thread's own, so other programs on the machine do not count),
//! browser latencies left out:
//! `cargo run --release -p europa-lab --bin pool_speedup -- [games] [workers…]`.
//!
//! For each of Hard's decisions in `games` 2-player games against Medium
//! (Hard made afresh for each, as the worker makes it), it times one
//! searcher deciding alone (the game's replay, `begin`, the search), and
//! the same decision in N shards run one after another: the replay and
//! `begin` (every worker does them) plus, for each round, the slowest
//! shard's part (its worker's share of the wait). Prints, by kind of
//! decision, the sums and the ratio alone / shared, and what each shard's
//! extra work (drawing every sampled game) adds up to.
use europa_engine::bots::{self, Bot, HardBot, Round, Shard, ShardThought, Thought};
use europa_engine::{Action, Event, Game, GameConfig, Phase, PlayerView, Seat, TurnStep};

#[repr(C)]
struct Timespec {
    sec: i64,
    nsec: i64,
}

unsafe extern "C" {
    fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
}

/// Linux's clock of the calling thread's CPU time.
const CLOCK_THREAD_CPUTIME_ID: i32 = 3;

/// The thread's CPU time so far, in nanoseconds (to the nanosecond:
/// /proc's counters move only at the scheduler's ticks).
fn cpu_ns() -> u64 {
    let mut t = Timespec { sec: 0, nsec: 0 };
    // SAFETY: `t` is a valid timespec for the call to fill.
    let ok = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0;
    if ok {
        (t.sec as u64) * 1_000_000_000 + t.nsec as u64
    } else {
        0
    }
}

fn kind(g: &Game) -> usize {
    match (g.phase(), g.step()) {
        (Phase::InitialTickets, _) => 0,
        (_, TurnStep::Start) => 1,
        (_, TurnStep::SecondCard) => 2,
        (_, TurnStep::ChoosingTickets) => 3,
        _ => 4,
    }
}
const KINDS: [&str; 5] = [
    "set-up tickets",
    "turn start",
    "second card",
    "tickets",
    "other",
];

/// The replay a worker does first: the game from its config and record,
/// the bot shown what its seat saw.
fn replay(config: &GameConfig, record: &[(Seat, Action)], bot: &mut HardBot) -> Option<Game> {
    let mut g = Game::new(config.clone()).ok()?;
    for (seat, action) in record {
        let events = g.apply(*seat, action).ok()?;
        let seen: Vec<Event> = events.iter().map(|e| e.redacted_for(Seat(1))).collect();
        bot.observe(&seen);
    }
    Some(g)
}

/// One kind of decision's sums.
struct Sums {
    n: u32,
    alone: u64,
    fixed: u64,
    shared: Vec<u64>,
    summed: Vec<u64>,
}

impl Sums {
    fn new(pools: usize) -> Self {
        Sums {
            n: 0,
            alone: 0,
            fixed: 0,
            shared: vec![0; pools],
            summed: vec![0; pools],
        }
    }

    fn add(&mut self, t: &Timed) {
        self.n += 1;
        self.alone += t.alone;
        self.fixed += t.fixed;
        for (s, x) in self.shared.iter_mut().zip(&t.shared) {
            *s += x;
        }
        for (s, x) in self.summed.iter_mut().zip(&t.summed) {
            *s += x;
        }
    }
}

struct Timed {
    /// CPU time: alone; shared, per pool size; each pool's work summed.
    alone: u64,
    fixed: u64,
    shared: Vec<u64>,
    summed: Vec<u64>,
}

fn decide(
    config: &GameConfig,
    record: &[(Seat, Action)],
    view: &PlayerView,
    legal: &[Action],
    seed: u64,
    pools: &[u8],
) -> Option<(Action, Timed)> {
    let t0 = cpu_ns();
    let mut alone = HardBot::new(seed);
    replay(config, record, &mut alone)?;
    let t1 = cpu_ns();
    let action = alone.choose(view, legal);
    let whole = cpu_ns() - t0;
    let mut timed = Timed {
        alone: whole,
        fixed: 0,
        shared: Vec::new(),
        summed: Vec::new(),
    };
    for &n in pools {
        let mut fixed = 0;
        let mut shards: Vec<HardBot> = Vec::new();
        let mut done = vec![false; n as usize];
        for i in 0..n {
            let t = cpu_ns();
            let mut bot = HardBot::new(seed);
            bot.set_shard(Shard::new(i, n)?);
            replay(config, record, &mut bot)?;
            if let Thought::Decided(_) = bot.begin(view, legal) {
                done[i as usize] = true;
            }
            // Every worker does this at once: counted once, the slowest.
            fixed = fixed.max(cpu_ns() - t);
            shards.push(bot);
        }
        let mut path = fixed;
        let mut sum = fixed * u64::from(n);
        let mut merged: Option<Round> = None;
        while done.iter().any(|d| !d) {
            let mut gathered = Round::default();
            let mut slowest = 0;
            for (i, bot) in shards.iter_mut().enumerate() {
                if done[i] {
                    continue;
                }
                let t = cpu_ns();
                if let Some(r) = &merged {
                    bot.merge(r).ok()?;
                }
                loop {
                    match bot.think_shard(u32::MAX) {
                        ShardThought::Round(r) => {
                            gathered.round = r.round;
                            gathered.worlds.extend(r.worlds);
                            break;
                        }
                        ShardThought::Thought(Thought::Decided(_)) => {
                            done[i] = true;
                            break;
                        }
                        ShardThought::Thought(Thought::Thinking { .. }) => {}
                        _ => return None,
                    }
                }
                let spent = cpu_ns() - t;
                slowest = slowest.max(spent);
                sum += spent;
            }
            path += slowest;
            merged = Some(gathered);
        }
        timed.shared.push(path);
        timed.summed.push(sum);
        timed.fixed = t1 - t0;
    }
    Some((action, timed))
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(3);
    let pools: Vec<u8> = args.filter_map(|a| a.parse().ok()).collect();
    let pools = if pools.is_empty() { vec![2, 4] } else { pools };
    let mut sums: Vec<Sums> = (0..KINDS.len()).map(|_| Sums::new(pools.len())).collect();
    for game in 0..games {
        let config = GameConfig::new(2, 1000 + game);
        let Ok(mut g) = Game::new(config.clone()) else {
            continue;
        };
        let Some(mut medium) = bots::by_name("medium", game) else {
            continue;
        };
        let mut record: Vec<(Seat, Action)> = Vec::new();
        while !g.is_over() && record.len() < 3000 {
            let Some(&seat) = g.acting_seats().first() else {
                break;
            };
            let legal = g.legal_actions(seat);
            let view = g.view(seat);
            let action = if seat == Seat(1) {
                let seed = game << 20 | record.len() as u64;
                let Some((a, t)) = decide(&config, &record, &view, &legal, seed, &pools) else {
                    break;
                };
                sums[kind(&g)].add(&t);
                a
            } else {
                medium.choose(&view, &legal)
            };
            if g.apply(seat, &action).is_err() {
                break;
            }
            record.push((seat, action));
        }
    }
    let ms = |ns: u64, n: u32| ns as f64 / 1e6 / f64::from(n.max(1));
    for (k, s) in sums.iter().enumerate() {
        if s.n == 0 {
            continue;
        }
        print!(
            "{:15} n={:4}: alone {:7.2} ms (replay {:5.2})",
            KINDS[k],
            s.n,
            ms(s.alone, s.n),
            ms(s.fixed, s.n)
        );
        for (i, p) in pools.iter().enumerate() {
            print!(
                " | {p} shards {:7.2} ms, x{:.2}, work x{:.2}",
                ms(s.shared[i], s.n),
                s.alone as f64 / s.shared[i].max(1) as f64,
                s.summed[i] as f64 / s.alone.max(1) as f64
            );
        }
        println!();
    }
}
