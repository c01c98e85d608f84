//! Computer players. A bot sees only its seat's
//! [`PlayerView`](crate::view::PlayerView), the legal
//! actions and the public events of the game (redacted for its seat), and
//! carries its own seeded RNG, so games stay reproducible. Bots use no
//! threads and no clock: their effort is counted in iterations, so they run
//! unchanged in a browser.
//!
//! ```
//! use europa_engine::bots::{self, Bot};
//! use europa_engine::{Game, GameConfig};
//! let mut game = Game::new(GameConfig::new(2, 3)).unwrap();
//! let mut seats: Vec<Box<dyn Bot<Game>>> =
//!     vec![bots::by_name("easy", 1).unwrap(), bots::by_name("onestep", 2).unwrap()];
//! while !game.is_over() {
//!     let seat = game.acting_seats()[0];
//!     let legal = game.legal_actions(seat);
//!     let action = seats[seat.index()].choose(&game.view(seat), &legal);
//!     let events = game.apply(seat, &action).unwrap();
//!     // Each bot sees the events as its own seat saw them.
//!     europa_common::play::tell_every_seat(&mut seats, &events, &mut Vec::new());
//! }
//! ```
use crate::actions::Action;
use crate::state::Game;

mod depots;
mod easy;
mod endgame;
mod express;
// Its cheapest paths and networks also give the players' ticket progress.
pub(crate) mod graph;
mod hard;
mod hungry;
mod longroute;
mod medium;
mod onestep;
mod options;
mod params;
mod path;
mod paths;
mod plan;
mod planner;
mod plans;
mod play;
mod reference;
mod review;
mod rollout;
mod search;
mod table;
mod tickets;
mod tunnels;

pub use easy::EasyBot;
pub use hard::{HardBot, HardSettings, ShardThought, final_reward};
pub use hungry::HungryBot;
pub use longroute::LongRouteBot;
pub use medium::MediumBot;
pub use onestep::OneStepBot;
pub use path::PathBot;
pub use review::{Judge, ReviewSettings, Reviewer, compare, reviewer};
pub use search::{Round, RoundMismatch, Shard, WorldRewards};

/// Every bot of this game is a [`Bot`] of [`Game`]: the trait both games share.
pub use europa_common::Bot;

/// Picks uniformly among the legal actions: the same bot in both games.
pub use europa_common::play::RandomBot;

/// Where a decision started with [`Bot::begin`] stands, for this game's actions.
pub type Thought = europa_common::Thought<Action>;

pub use endgame::EndGuess;

/// What Hard's own planner makes of the end from `view`'s seat: its guess
/// of the turns left and what its plan still needs (issue 14's examples).
pub fn end_guess(view: &crate::view::PlayerView) -> EndGuess {
    planner::end_guess(&table::Table::from_view(view), &hard::HARD)
}

/// A playing strength offered in the new-game screen.
pub use europa_common::level::LevelText as Level;

/// The three levels players choose from, weakest first.
pub const LEVELS: [Level; 4] = [
    Level {
        key: "easy",
        name: "Easy",
        description: "Keeps few, easy tickets and builds towards them without hurry; never gets in your way on purpose.",
    },
    Level {
        key: "medium",
        name: "Medium",
        description: "Plans a network for its tickets, collects the right colours, draws more tickets when it can finish them and chases long routes.",
    },
    Level {
        key: "hard",
        name: "Hard",
        description: "Thinks ahead by playing out hundreds of possible futures from what it has seen; blocks your routes when that pays and uses stations well.",
    },
    Level {
        key: "expert",
        name: "Expert",
        description: "Hard's search with four times the futures: it takes a little longer over each move and wins more of its games against Hard.",
    },
];

/// Builds a bot by its arena name.
pub fn by_name(name: &str, seed: u64) -> Option<Box<dyn Bot<Game>>> {
    Some(match name {
        "random" => Box::new(RandomBot::new(seed)),
        "onestep" => Box::new(OneStepBot::new(seed)),
        "hungry" => Box::new(HungryBot::new(seed)),
        "path" => Box::new(PathBot::new(seed)),
        "longroute" => Box::new(LongRouteBot::new(seed)),
        "easy" => Box::new(EasyBot::new(seed)),
        "medium" => Box::new(MediumBot::new(seed)),
        "hard" => Box::new(HardBot::new(seed)),
        "expert" => Box::new(HardBot::expert(seed)),
        _ => return None,
    })
}

/// Builds a bot from an arena spec: a name, optionally followed by
/// `:key=value` options (`hard:rollouts=4800`). Hard takes `rollouts`
/// (per decision, before its per-decision scaling; default
/// [`HardSettings::default`]), `margin=<points>` ([`HardSettings::margin`]),
/// `opp_tickets=<share>` ([`HardSettings::opp_tickets`]),
/// `dead_ends=<odds>` ([`HardSettings::dead_ends`]),
/// `z=`, `prior=` and `candidates=` (the search's, [`HardSettings`]),
/// `endgame=on|off` ([`HardSettings::end_game`]),
/// and its planners' knobs: `plan.<knob>` for its own planner, `model.<knob>`
/// for the planner its rollouts play every seat with, `opp.<knob>` for the
/// opponents' seats alone. Medium takes the
/// knobs themselves (`medium:station_cost=30`), for tuning; the knobs are
/// fields of the planner's `Params`. The other bots take no options.
pub fn by_spec(spec: &str, seed: u64) -> Result<Box<dyn Bot<Game>>, String> {
    let mut parts = spec.split(':');
    let name = parts.next().unwrap_or_default();
    let options: Vec<&str> = parts.collect();
    let Some(plain) = by_name(name, seed) else {
        return Err(format!(
            "unknown bot {name}; known: {}",
            BOT_NAMES.join(", ")
        ));
    };
    if options.is_empty() {
        return Ok(plain);
    }
    let pairs = option_pairs(spec, options)?;
    let in_spec = |e: String| format!("{spec}: {e}");
    match name {
        "medium" => {
            let mut params = params::MEDIUM;
            for (key, value) in pairs {
                params.set(key, value).map_err(in_spec)?;
            }
            Ok(Box::new(MediumBot::with_params(params)))
        }
        "hard" => hard_by_options(&pairs, seed)
            .map(|h| Box::new(h) as Box<dyn Bot<Game>>)
            .map_err(in_spec),
        _ => Err(format!(
            "{spec}: {name} takes no options (only hard and medium do; expert is hard:rollouts=1600)"
        )),
    }
}

/// Hard from an arena spec (`hard`, or `hard:` and options as [`by_spec`]
/// reads them), as itself rather than boxed: the lab's `rollout_calibration` reads
/// what its rollouts expected ([`HardBot::expected`]).
pub fn hard_by_spec(spec: &str, seed: u64) -> Result<HardBot, String> {
    let mut parts = spec.split(':');
    if parts.next() != Some("hard") {
        return Err(format!("{spec}: not hard"));
    }
    let pairs = option_pairs(spec, parts)?;
    hard_by_options(&pairs, seed).map_err(|e| format!("{spec}: {e}"))
}

/// A spec's `key=value` options, split.
fn option_pairs<'a>(
    spec: &str,
    options: impl IntoIterator<Item = &'a str>,
) -> Result<Vec<(&'a str, &'a str)>, String> {
    options
        .into_iter()
        .map(|o| {
            o.split_once('=')
                .ok_or_else(|| format!("{spec}: option {o:?} is not key=value"))
        })
        .collect()
}

/// `value` as a finite number that `fits`, or `need` and what was given.
fn number(value: &str, fits: impl Fn(f32) -> bool, need: &str) -> Result<f32, String> {
    value
        .parse::<f32>()
        .ok()
        .filter(|x| x.is_finite() && fits(*x))
        .ok_or_else(|| format!("{need}, got {value:?}"))
}

fn hard_by_options(pairs: &[(&str, &str)], seed: u64) -> Result<HardBot, String> {
    let mut settings = HardSettings::default();
    for &(key, value) in pairs {
        match key {
            "rollouts" => {
                settings.rollouts =
                    value
                        .parse::<u32>()
                        .ok()
                        .filter(|&n| n >= 1)
                        .ok_or_else(|| {
                            format!("rollouts needs a whole number from 1, got {value:?}")
                        })?;
            }
            // Points of lead worth a win in a rollout's reward, for tuning.
            "margin" => {
                settings.margin = number(value, |m| m >= 1.0, "margin needs a number from 1")?;
            }
            // The share of opponents' ticket points a rollout's reward
            // counts (all by default), for tuning.
            "opp_tickets" => {
                settings.opp_tickets = number(
                    value,
                    |x| (0.0..=1.0).contains(&x),
                    "opp_tickets needs a share from 0 to 1",
                )?;
            }
            // How much likelier an opponent's ticket is for each of its
            // cities at a dead end of its network (1 by default), for tuning.
            "dead_ends" => {
                settings.dead_ends = number(
                    value,
                    |x| (1.0..=100.0).contains(&x),
                    "dead_ends needs odds from 1 to 100",
                )?;
            }
            // The search's bar for leaving the planner's choice, and how
            // many candidates it compares: for tuning.
            "z" | "prior" => {
                let x = number(value, |x| x >= 0.0, &format!("{key} needs a number from 0"))?;
                if key == "z" {
                    settings.z = x;
                } else {
                    settings.prior = x;
                }
            }
            "candidates" => {
                settings.candidates = value
                    .parse::<usize>()
                    .ok()
                    .filter(|&n| (1..=32).contains(&n))
                    .ok_or_else(|| {
                        format!("candidates needs a whole number from 1 to 32, got {value:?}")
                    })?;
            }
            // Off: the Hard of before the end game, for measuring it.
            "endgame" => {
                settings.end_game = match value {
                    "on" => true,
                    "off" => false,
                    _ => return Err(format!("endgame is on or off, got {value:?}")),
                }
            }
            _ if ["plan.", "model.", "opp."]
                .iter()
                .any(|p| key.starts_with(p)) => {}
            _ => {
                return Err(format!(
                    "unknown option {key}; hard knows: rollouts, margin, opp_tickets, dead_ends, z, prior, candidates, endgame, plan.<knob>, model.<knob>, opp.<knob>"
                ));
            }
        }
    }
    // The knobs go on top of the planners `endgame` chose, in any order;
    // `model.` sets every seat's model, `opp.` then the opponents' alone.
    let (mut plan, mut models) = hard::planners(settings.end_game);
    for &(key, value) in pairs {
        if let Some(knob) = key.strip_prefix("plan.") {
            plan.set(knob, value)?;
        } else if let Some(knob) = key.strip_prefix("model.") {
            for pair in models.pairs() {
                for m in pair.iter_mut() {
                    m.set(knob, value)?;
                }
            }
        }
    }
    for &(key, value) in pairs {
        if let Some(knob) = key.strip_prefix("opp.") {
            for pair in models.pairs() {
                pair[1].set(knob, value)?;
            }
        }
    }
    Ok(HardBot::with_planners(seed, settings, plan, models))
}

/// Names `by_name` accepts.
pub const BOT_NAMES: &[&str] = &[
    "random",
    "onestep",
    "hungry",
    "path",
    "longroute",
    "easy",
    "medium",
    "hard",
    "expert",
];
