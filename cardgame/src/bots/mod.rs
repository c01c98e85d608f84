//! Computer players for the Card Game. A bot sees only its seat's
//! [`PlayerView`](crate::view::PlayerView), the legal actions and the public events of the game
//! (redacted for its seat), and carries its own seeded RNG, so games stay
//! reproducible. Effort is counted in rollouts, never in time, so bots run
//! unchanged in a browser.
//!
//! ```
//! use cardgame_engine::bots::{self, Bot};
//! use cardgame_engine::{Game, GameConfig};
//! let mut game = Game::new(GameConfig::new(2, 3)).unwrap();
//! let mut seats: Vec<Box<dyn Bot<Game>>> =
//!     vec![bots::by_name("easy", 1).unwrap(), bots::by_name("greedy", 2).unwrap()];
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

mod hard;
/// What a seat remembers; `determinize` deals around it, so reads it here.
pub(crate) mod memory;
mod policy;
mod review;
mod table;

pub use hard::{HardBot, HardSettings};
pub use memory::Memory;
pub use policy::{EASY, GREEDY, MEDIUM, PolicyBot, Style};
pub use review::{Judge, ReviewSettings, Reviewer, reviewer};
pub use table::Table;

/// Every bot of this game is a [`Bot`] of [`Game`]: the trait both games share.
pub use europa_common::Bot;

/// Picks uniformly among the legal actions: the same bot in both games.
pub use europa_common::play::RandomBot;

/// Where a decision started with [`Bot::begin`] stands, for this game's actions.
pub type Thought = europa_common::Thought<Action>;

/// A playing strength offered in the new-game screen.
pub use europa_common::level::LevelText as Level;

/// The four levels players choose from, weakest first.
pub const LEVELS: [Level; 4] = [
    Level {
        key: "easy",
        name: "Easy",
        description: "Keeps cheap tickets, lays down the colours they need and, one turn in three, just draws a card; never robs you on purpose.",
    },
    Level {
        key: "medium",
        name: "Medium",
        description: "Plays its colours in rows too big to rob, robs your rows when it pays, draws new tickets when its own are covered and spreads its cards over many rows as the deck runs out.",
    },
    Level {
        key: "hard",
        name: "Hard",
        description: "Plays out dozens of possible futures from what it has seen — the rows on the table, the cards taken face up, the piles each player has built — and picks the move that wins most often.",
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
        "greedy" => Box::new(PolicyBot::new("greedy", GREEDY, seed)),
        "easy" => Box::new(PolicyBot::new("easy", EASY, seed)),
        "medium" => Box::new(PolicyBot::new("medium", MEDIUM, seed)),
        "hard" => Box::new(HardBot::new(seed)),
        "expert" => Box::new(HardBot::expert(seed)),
        _ => return None,
    })
}

/// Names `by_name` accepts.
pub const BOT_NAMES: &[&str] = &["random", "greedy", "easy", "medium", "hard", "expert"];
