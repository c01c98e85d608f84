//! How well Hard's rollouts foresee a game's end: plays seeded games as the
//! arena seats and seeds them (bot 0 of `--bots`, `hard` or `hard:` with
//! options such as `opp.draw_more_tickets=off`, is the watched seat) and, at each of Hard's turn starts that it searched, writes
//! what its rollouts expected of its planner's choice (the mean reward:
//! win share plus the lead over the best other seat, 60 points counting 1,
//! clamped to ±1) beside what the game gave it in the end, reckoned the
//! same way:
//!
//! `cargo run --release -p europa-lab --bin rollout_calibration --
//! --games 200 --players 3 --seed 2 --bots hard,onestep,longroute --threads 2 > calib.csv`
//! then `lab/scripts/calibration_report.py calib.csv`.
//!
//! One line per look: `game,turn,hard_trains,fewest_other_trains,track_lead,expected,real`,
//! `track_lead` being Hard's route points minus the best other seat's (what
//! the score track shows), the plainest guide to compare the rollouts with.
//! The watched Hard plays exactly the arena's games: the expectation is
//! read after its decision, from sums its search keeps anyway.
use europa_engine::bots::{Bot, HardBot, final_reward, hard_by_spec};
use europa_engine::{Action, Event, Game, Phase, PlayerView, TurnStep};
use std::cell::Cell;
use std::fmt::Write;
use std::rc::Rc;

use europa_lab::seated::{self, GameArgs, Seated};

/// Hard, publishing what its last searched decision expected.
struct Watched {
    bot: HardBot,
    expected: Rc<Cell<Option<f32>>>,
}

impl Bot<Game> for Watched {
    fn name(&self) -> &'static str {
        self.bot.name()
    }
    fn choose(&mut self, view: &PlayerView, legal: &[Action]) -> Action {
        let a = self.bot.choose(view, legal);
        self.expected.set(self.bot.expected());
        a
    }
    fn observe(&mut self, events: &[Event]) {
        self.bot.observe(events);
    }
    fn replayed(&mut self, action: &Action, view: &dyn Fn() -> PlayerView) {
        self.bot.replayed(action, view);
    }
}

fn play(args: &GameArgs, g: u32) -> Result<String, String> {
    let Seated(seed, bot_at, mut seat_bots, mut game) = args.start(g)?;
    let hard = seated::first_bot(&bot_at);
    let expected = Rc::new(Cell::new(None));
    // The arena's seed for that seat (`GameArgs::seat_bots`).
    let spec = args.bots.first().ok_or("no bots")?;
    let bot = hard_by_spec(spec, seed ^ ((hard.index() as u64 + 1) << 32))?;
    let slot = seat_bots.get_mut(hard.index()).ok_or("no seat")?;
    *slot = Box::new(Watched {
        bot,
        expected: expected.clone(),
    });
    let (mut legal, mut events, mut seen) = (Vec::new(), Vec::new(), Vec::new());
    let mut actions = 0u32;
    let mut looks = Vec::new();
    while !game.is_over() {
        let seat = seated::next_seat(&game, g, &mut actions)?;
        game.legal_actions_into(seat, &mut legal);
        let look =
            seat == hard && game.phase() == Phase::Playing && *game.step() == TurnStep::Start;
        let turn = game.turns();
        let players = game.players();
        let trains = |s: usize| players.get(s).map_or(0, |p| p.trains);
        let fewest_other = (0..players.len())
            .filter(|&s| s != hard.index())
            .map(trains)
            .min()
            .unwrap_or(0);
        let mine = trains(hard.index());
        let points = |s: usize| players.get(s).map_or(0, |p| p.route_points);
        let track_lead = points(hard.index())
            - (0..players.len())
                .filter(|&s| s != hard.index())
                .map(points)
                .max()
                .unwrap_or(0);
        expected.set(None);
        seated::play_move(&mut game, seat, &mut seat_bots, &legal, &mut events)
            .map_err(|e| format!("game {g}: {e}"))?;
        if look && let Some(e) = expected.get() {
            looks.push((turn, mine, fewest_other, track_lead, e));
        }
        europa_common::play::tell_every_seat(&mut seat_bots, &events, &mut seen);
    }
    let real = final_reward(&game, hard);
    let mut out = String::new();
    for (turn, mine, fewest, lead, e) in looks {
        let _ = writeln!(out, "{g},{turn},{mine},{fewest},{lead},{e:.4},{real:.4}");
    }
    Ok(out)
}

fn main() {
    let args = seated::args_or_exit(GameArgs::three_player_field().parse(|_, _| false));
    if let Err(e) = hard_by_spec(args.bots.first().map_or("", String::as_str), 0) {
        eprintln!("bot 0 of --bots is the watched seat and must be hard: {e}");
        std::process::exit(2);
    }
    println!("game,turn,hard_trains,fewest_other_trains,track_lead,expected,real");
    args.print_each_game(|g| play(&args, g));
}
