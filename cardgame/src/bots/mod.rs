//! Computer players for the Card Game. A bot sees only its seat's
//! [`PlayerView`], the legal actions and the public events of the game
//! (redacted for its seat), and carries its own seeded RNG, so games stay
//! reproducible. Effort is counted in rollouts, never in time, so bots run
//! unchanged in a browser.
//!
//! ```
//! use cardgame_engine::bots::{self, Bot};
//! use cardgame_engine::{Game, GameConfig, Seat};
//! let mut game = Game::new(GameConfig::new(2, 3)).unwrap();
//! let mut seats: Vec<Box<dyn Bot>> =
//!     vec![bots::by_name("easy", 1).unwrap(), bots::by_name("greedy", 2).unwrap()];
//! while !game.is_over() {
//!     let seat = game.acting_seats()[0];
//!     let legal = game.legal_actions(seat);
//!     let action = seats[seat.index()].choose(&game.view(seat), &legal);
//!     let events = game.apply(seat, &action).unwrap();
//!     for (i, bot) in seats.iter_mut().enumerate() {
//!         let seen: Vec<_> = events.iter().map(|e| e.redacted_for(Seat(i as u8))).collect();
//!         bot.observe(&seen);
//!     }
//! }
//! ```
use crate::actions::Action;
use crate::events::Event;
use crate::view::PlayerView;

mod hard;
mod memory;
mod policy;
mod random;
mod table;

pub use hard::{HardBot, HardSettings};
pub use memory::Memory;
pub use policy::{EASY, GREEDY, MEDIUM, PolicyBot, Style};
pub use random::RandomBot;
pub use table::Table;

/// Where a decision started with [`Bot::begin`] stands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Thought {
    Decided(Action),
    /// Still thinking; `percent` is roughly how far.
    Thinking {
        percent: u8,
    },
    /// No decision was begun (or it was already given).
    Idle,
}

pub trait Bot {
    fn name(&self) -> &'static str;
    /// Picks one of `legal` (never empty) for the seat `view` belongs to.
    fn choose(&mut self, view: &PlayerView, legal: &[Action]) -> Action;
    /// Starts the same decision as `choose`, to be finished by calls to
    /// [`Bot::think`], so a browser can paint between slices of a long
    /// search. The choice is the same however the work is sliced.
    fn begin(&mut self, view: &PlayerView, legal: &[Action]) -> Thought {
        Thought::Decided(self.choose(view, legal))
    }
    /// Goes on with the decision begun by `begin` for about `work` rollouts.
    fn think(&mut self, _work: u32) -> Thought {
        Thought::Idle
    }
    /// A choice that needs no view, for bots that ignore it. `None`: call `choose`.
    fn choose_without_view(&mut self, _legal: &[Action]) -> Option<Action> {
        None
    }
    /// What just happened, as this bot's seat may see it, after every
    /// applied action, the bot's own included.
    fn observe(&mut self, _events: &[Event]) {}
}

/// A playing strength offered in the new-game screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    pub key: &'static str,
    pub name: &'static str,
    pub description: &'static str,
}

/// The three levels players choose from, weakest first.
pub const LEVELS: [Level; 3] = [
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
];

/// Builds a bot by its arena name.
pub fn by_name(name: &str, seed: u64) -> Option<Box<dyn Bot>> {
    Some(match name {
        "random" => Box::new(RandomBot::new(seed)),
        "greedy" => Box::new(PolicyBot::new("greedy", GREEDY, seed)),
        "easy" => Box::new(PolicyBot::new("easy", EASY, seed)),
        "medium" => Box::new(PolicyBot::new("medium", MEDIUM, seed)),
        "hard" => Box::new(HardBot::new(seed)),
        _ => return None,
    })
}

/// Names `by_name` accepts.
pub const BOT_NAMES: &[&str] = &["random", "greedy", "easy", "medium", "hard"];
