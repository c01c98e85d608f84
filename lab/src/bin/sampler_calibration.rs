//! How well Hard's sampler guesses the opponents' hidden tickets: plays
//! seeded games as the arena seats and seeds them (bot 0 of `--bots` is the
//! watching seat), and at each of that seat's turn starts samples games from
//! its view, as Hard does, and compares each opponent's sampled tickets with
//! its real ones:
//!
//! `cargo run --release -p europa-lab --bin sampler_calibration --
//! --games 100 --players 2 --seed 1 --bots hard,onestep --samples 32`
//! (`--dead-ends 4`: the sampler weighs dead ends as `hard:dead_ends=4`).
//!
//! Per opponent bot and stage (trains that opponent has placed) it prints
//! the mean probability the samples give to each real ticket, and the bias
//! (sampled minus real, in points) of the ticket points already joined, the
//! points still open, and the ticket score at the end of the game (the
//! sampled tickets scored on the final board). Joined means connected by
//! the seat's own routes (stations left out, for samples and truth alike).
//! Then the share of looks where the opponent holds a long ticket (and the
//! samples' bias); the same ticket totals at the looks where the watching
//! seat was near its end (6 trains or fewer), split by whether it went on
//! to win; per tenth of coverage (`ticket_weights` is `e^(3c)`), how
//! much likelier a regular ticket is really held than an untouched one; and,
//! with the coverage held in three bands, how much likelier one with one or
//! both of its cities at a dead end of the opponent's network (a city one of
//! its routes reaches and no other) is held than one with neither
//! (docs/bots/beliefs.md).
//! Reading the real hidden state is the point here; no bot does.
use europa_engine::determinize::{History, Sampler, dead_ends, ticket_weights};
use europa_engine::rng::GameRng;
use europa_engine::{CITIES, Event, Game, Phase, RouteId, Seat, TicketId, TurnStep};
use std::collections::BTreeMap;
use std::io::Write;
use std::sync::Mutex;

const STAGES: [&str; 5] = ["0-9", "10-19", "20-29", "30-39", "40+"];
const START_TRAINS: u8 = 45;

use europa_lab::seated::{self, GameArgs, Seated};

/// Sums for one (opponent bot, stage) cell.
#[derive(Default, Clone)]
struct Cell {
    looks: u64,
    real_tickets: u64,
    /// Sum over real tickets of the share of samples holding it.
    p_real: f64,
    joined_real: f64,
    joined_sampled: f64,
    open_real: f64,
    open_sampled: f64,
    final_real: f64,
    final_sampled: f64,
    /// Regular tickets not this seat's, by coverage tenth (10: cut off):
    /// how many were looked at, and how many the opponent really held.
    pool: [u64; 11],
    /// Looks where the opponent holds a long ticket; samples' share of the same.
    long_real: f64,
    long_sampled: f64,
    held: [u64; 11],
    /// The same by coverage band (below 0.3 or cut off, below 0.7, above)
    /// and by how many of the ticket's cities are dead ends of the
    /// opponent's network (0, 1, 2).
    ends_pool: [[u64; 3]; 3],
    ends_held: [[u64; 3]; 3],
}

impl Cell {
    fn add(&mut self, c: &Cell) {
        self.looks += c.looks;
        self.real_tickets += c.real_tickets;
        self.p_real += c.p_real;
        self.joined_real += c.joined_real;
        self.joined_sampled += c.joined_sampled;
        self.open_real += c.open_real;
        self.open_sampled += c.open_sampled;
        self.final_real += c.final_real;
        self.final_sampled += c.final_sampled;
        self.long_real += c.long_real;
        self.long_sampled += c.long_sampled;
        for b in 0..11 {
            self.pool[b] += c.pool[b];
            self.held[b] += c.held[b];
        }
        for b in 0..3 {
            for e in 0..3 {
                self.ends_pool[b][e] += c.ends_pool[b][e];
                self.ends_held[b][e] += c.ends_held[b][e];
            }
        }
    }
}

/// An opponent's ticket total (joined − open points) at the looks where the
/// watching seat had 6 trains or fewer: then and at the game's end, real and
/// as sampled then.
#[derive(Default, Clone)]
struct NearEnd {
    looks: u64,
    now_real: f64,
    now_sampled: f64,
    end_real: f64,
    end_sampled: f64,
}

impl NearEnd {
    fn add(&mut self, c: &NearEnd) {
        self.looks += c.looks;
        self.now_real += c.now_real;
        self.now_sampled += c.now_sampled;
        self.end_real += c.end_real;
        self.end_sampled += c.end_sampled;
    }
}

/// The report's tables: per (opponent bot, stage), and near the watching
/// seat's end per (opponent bot, whether the watching seat won, stage).
#[derive(Default)]
struct Tables {
    cells: BTreeMap<(String, usize), Cell>,
    near_end: BTreeMap<(String, bool, usize), NearEnd>,
}

/// Which cities each seat's routes connect (union-find over cities).
struct Links(Vec<usize>);

impl Links {
    fn of(game: &Game, seat: Seat) -> Self {
        let mut l = Links((0..CITIES.len()).collect());
        for r in RouteId::all() {
            if game.route_owner(r) == Some(seat) {
                let (a, b) = (
                    l.root(r.route().a.0 as usize),
                    l.root(r.route().b.0 as usize),
                );
                l.0[a] = b;
            }
        }
        l
    }
    fn root(&self, mut c: usize) -> usize {
        while self.0[c] != c {
            c = self.0[c];
        }
        c
    }
    fn joins(&self, t: TicketId) -> bool {
        let k = t.ticket();
        self.root(k.from.0 as usize) == self.root(k.to.0 as usize)
    }
    /// Points joined and points open among `tickets`.
    fn split(&self, tickets: &[TicketId]) -> (f64, f64) {
        let mut joined = 0.0;
        let mut open = 0.0;
        for &t in tickets {
            let p = f64::from(t.ticket().points);
            if self.joins(t) {
                joined += p;
            } else {
                open += p;
            }
        }
        (joined, open)
    }
}

/// One look at one opponent, kept until the game ends for the final score.
struct Look {
    key: (String, usize),
    seat: Seat,
    sampled: Vec<Vec<TicketId>>,
    /// The watching seat was near its end (6 trains or fewer): the
    /// opponent's real and sampled ticket totals then, for [`NearEnd`].
    near_end: Option<(f64, f64)>,
}

/// How each look samples: how many games, and the sampler's odds for a
/// ticket city at a dead end of the opponent's network (Hard's
/// `dead_ends`).
struct Sampling {
    samples: u32,
    dead_ends: f32,
}

fn play(args: &GameArgs, sampling: &Sampling, g: u32, table: &Mutex<Tables>) -> Result<(), String> {
    let samples = sampling.samples;
    let Seated(seed, bot_at, mut seat_bots, mut game) = args.start(g)?;
    let viewer = seated::first_bot(&bot_at);
    let mut history = History::new();
    let mut rng = GameRng::new(seed ^ 0x5eed);
    let mut looks: Vec<Look> = Vec::new();
    let mut tables = Tables::default();
    let cells = &mut tables.cells;
    let (mut legal, mut events, mut seen) = (Vec::new(), Vec::new(), Vec::new());
    let mut actions = 0u32;
    while !game.is_over() {
        let seat = seated::next_seat(&game, g, &mut actions)?;
        if seat == viewer && game.phase() == Phase::Playing && *game.step() == TurnStep::Start {
            let view = game.view(viewer);
            history.sync(&view);
            let sampler = Sampler::new(&view, &history).weigh_dead_ends(sampling.dead_ends);
            let sampled: Vec<Game> = (0..samples)
                .filter_map(|_| sampler.sample(&mut rng))
                .collect();
            for o in (0..bot_at.len())
                .map(|s| Seat(s as u8))
                .filter(|s| *s != viewer)
            {
                let Some(real) = game.player(o) else { continue };
                let placed = START_TRAINS.saturating_sub(real.trains) as usize;
                let key = (args.bots[bot_at[o.index()]].clone(), (placed / 10).min(4));
                let links = Links::of(&game, o);
                let cell = cells.entry(key.clone()).or_default();
                let (j, op) = links.split(&real.tickets);
                cell.looks += 1;
                let has_long =
                    |ts: &[TicketId]| f64::from(u8::from(ts.iter().any(|t| t.ticket().long)));
                cell.long_real += has_long(&real.tickets);
                cell.joined_real += j;
                cell.open_real += op;
                cell.real_tickets += real.tickets.len() as u64;
                let n = sampled.len().max(1) as f64;
                let mut tickets = Vec::new();
                let mut now_sampled = 0.0;
                for s in &sampled {
                    let mine = s.player(o).map(|q| q.tickets.clone()).unwrap_or_default();
                    let (j, op) = links.split(&mine);
                    now_sampled += (j - op) / n;
                    cell.joined_sampled += j / n;
                    cell.long_sampled += has_long(&mine) / n;
                    cell.open_sampled += op / n;
                    for t in &real.tickets {
                        cell.p_real += f64::from(u8::from(mine.contains(t))) / n;
                    }
                    tickets.push(mine);
                }
                let free: Vec<TicketId> = (view.variant.rules().pool().1)
                    .into_iter()
                    .filter(|t| !view.me.offer.contains(t))
                    .filter(|t| !view.me.tickets.iter().any(|m| m.ticket == *t))
                    .collect();
                let ends = dead_ends(&view, o);
                for (t, w) in free.iter().zip(ticket_weights(&view, o, &free)) {
                    let k = t.ticket();
                    let e = [k.from, k.to]
                        .iter()
                        .filter(|c| ends.get(c.0 as usize).copied().unwrap_or(false))
                        .count();
                    let c = if w < 1.0 { 0.0 } else { w.ln() / 3.0 };
                    let band = usize::from(c >= 0.3) + usize::from(c >= 0.7);
                    cell.ends_pool[band][e] += 1;
                    cell.ends_held[band][e] += u64::from(real.tickets.contains(t));
                    // ticket_weights is e^(3c) for a covered share c, 0.4 when cut off.
                    let b = if w < 1.0 {
                        10
                    } else {
                        ((w.ln() / 3.0 * 10.0) as usize).min(9)
                    };
                    cell.pool[b] += 1;
                    cell.held[b] += u64::from(real.tickets.contains(t));
                }
                let near_end = game
                    .player(viewer)
                    .is_some_and(|v| v.trains <= 6)
                    .then_some((j - op, now_sampled));
                looks.push(Look {
                    key,
                    seat: o,
                    sampled: tickets,
                    near_end,
                });
            }
        }
        game.legal_actions_into(seat, &mut legal);
        seated::play_move(&mut game, seat, &mut seat_bots, &legal, &mut events)
            .map_err(|e| format!("game {g}: {e}"))?;
        let mine: Vec<Event> = events.iter().map(|e| e.redacted_for(viewer)).collect();
        history.observe(&mine);
        europa_common::play::tell_every_seat(&mut seat_bots, &events, &mut seen);
    }
    let score = |links: &Links, tickets: &[TicketId]| {
        let (j, op) = links.split(tickets);
        j - op
    };
    let won = game
        .final_scores()
        .is_some_and(|f| f.winners.contains(&viewer));
    for look in &looks {
        let links = Links::of(&game, look.seat);
        let real = game
            .player(look.seat)
            .map(|q| q.tickets.clone())
            .unwrap_or_default();
        let cell = cells.entry(look.key.clone()).or_default();
        cell.final_real += score(&links, &real);
        let n = look.sampled.len().max(1) as f64;
        let mut sampled_final = 0.0;
        for s in &look.sampled {
            sampled_final += score(&links, s) / n;
        }
        cell.final_sampled += sampled_final;
        if let Some((now_real, now_sampled)) = look.near_end {
            let key = (look.key.0.clone(), won, look.key.1);
            tables.near_end.entry(key).or_default().add(&NearEnd {
                looks: 1,
                now_real,
                now_sampled,
                end_real: score(&links, &real),
                end_sampled: sampled_final,
            });
        }
    }
    let mut t = table.lock().map_err(|e| e.to_string())?;
    for (k, c) in &tables.cells {
        t.cells.entry(k.clone()).or_default().add(c);
    }
    for (k, c) in &tables.near_end {
        t.near_end.entry(k.clone()).or_default().add(c);
    }
    Ok(())
}

fn main() {
    let defaults = GameArgs {
        games: 50,
        from: 0,
        players: 2,
        seed: 1,
        bots: vec!["hard".into(), "onestep".into()],
        threads: 2,
        variant: europa_engine::VariantId::Classic,
    };
    let (mut samples, mut dead_ends) = (32, 1);
    let args = seated::args_or_exit(defaults.parse(|k, n| match k {
        "--samples" => {
            samples = n.max(1) as u32;
            true
        }
        "--dead-ends" => {
            dead_ends = n.clamp(1, 100) as u32;
            true
        }
        _ => false,
    }));
    let sampling = Sampling {
        samples,
        dead_ends: dead_ends as f32,
    };
    let table = Mutex::new(Tables::default());
    let failed = Mutex::new(None);
    args.for_each_game(|g| {
        if let Err(e) = play(&args, &sampling, g, &table)
            && let Ok(mut f) = failed.lock()
        {
            *f = Some(e);
        }
    });
    if let Ok(Some(e)) = failed.into_inner() {
        eprintln!("{e}");
        std::process::exit(1);
    }
    let Ok(table) = table.into_inner() else {
        return;
    };
    // A closed pipe (`| head`) ends the report early; nothing else to do then.
    let _ = report(&table, &mut std::io::stdout().lock());
}

fn report(tables: &Tables, out: &mut impl Write) -> std::io::Result<()> {
    writeln!(
        out,
        "{:<10} {:>6} {:>6} {:>7} | {:>6} {:>6} | {:>6} {:>6} | {:>6} {:>6} | {:>5} {:>5}",
        "opponent",
        "trains",
        "looks",
        "P(real)",
        "joined",
        "bias",
        "open",
        "bias",
        "final",
        "bias",
        "long",
        "bias"
    )?;
    for ((bot, stage), c) in &tables.cells {
        let n = c.looks.max(1) as f64;
        writeln!(
            out,
            "{:<10} {:>6} {:>6} {:>7.3} | {:>6.1} {:>+6.1} | {:>6.1} {:>+6.1} | {:>6.1} {:>+6.1} | {:>5.2} {:>+5.2}",
            bot,
            STAGES[*stage],
            c.looks,
            c.p_real / c.real_tickets.max(1) as f64,
            c.joined_real / n,
            (c.joined_sampled - c.joined_real) / n,
            c.open_real / n,
            (c.open_sampled - c.open_real) / n,
            c.final_real / n,
            (c.final_sampled - c.final_real) / n,
            c.long_real / n,
            (c.long_sampled - c.long_real) / n,
        )?;
    }
    writeln!(
        out,
        "\nthe watching seat with 6 trains or fewer, by its result: the opponent's ticket total \
         (joined - open) now and at the end, real and bias"
    )?;
    for ((bot, won, stage), c) in &tables.near_end {
        let n = c.looks.max(1) as f64;
        writeln!(
            out,
            "{:<14} {:>6} {:>6} | now {:>6.1} {:>+6.1} | end {:>6.1} {:>+6.1}",
            format!("{bot}@{}", if *won { "won" } else { "lost" }),
            STAGES[*stage],
            c.looks,
            c.now_real / n,
            (c.now_sampled - c.now_real) / n,
            c.end_real / n,
            (c.end_sampled - c.end_real) / n,
        )?;
    }
    writeln!(
        out,
        "\nshare of regular tickets held, by covered tenth (last: cut off), relative to c<0.1, \
         and tickets per look"
    )?;
    for ((bot, stage), c) in &tables.cells {
        let rate = |b: usize| c.held[b] as f64 / c.pool[b].max(1) as f64;
        let base = rate(0);
        let cols: Vec<String> = (0..11)
            .map(|b| {
                // No untouched ticket held at this stage: no ratio to give.
                let per_look = c.pool[b] / c.looks.max(1);
                if base > 0.0 {
                    format!("{:>5.1}/{per_look:<4}", rate(b) / base)
                } else {
                    format!("{:>5}/{per_look:<4}", "-")
                }
            })
            .collect();
        writeln!(out, "{:<10} {:>6} {}", bot, STAGES[*stage], cols.join(" "))?;
    }
    writeln!(
        out,
        "\nshare of regular tickets held with 1 and 2 cities at the network's dead ends, \
         relative to none, by covered share (below 0.3, to 0.7, above), and tickets per look"
    )?;
    for ((bot, stage), c) in &tables.cells {
        let cols: Vec<String> = (0..3)
            .map(|b| {
                let rate = |e: usize| c.ends_held[b][e] as f64 / c.ends_pool[b][e].max(1) as f64;
                let per_look = |e: usize| c.ends_pool[b][e] as f64 / c.looks.max(1) as f64;
                let ratio = |e: usize| {
                    if rate(0) > 0.0 {
                        format!("{:>5.1}", rate(e) / rate(0))
                    } else {
                        format!("{:>5}", "-")
                    }
                };
                format!(
                    "{}/{:<4.1} {}/{:<4.1}",
                    ratio(1),
                    per_look(1),
                    ratio(2),
                    per_look(2)
                )
            })
            .collect();
        writeln!(
            out,
            "{:<10} {:>6} {}",
            bot,
            STAGES[*stage],
            cols.join(" | ")
        )?;
    }
    Ok(())
}
