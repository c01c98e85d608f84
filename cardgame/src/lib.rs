//! Ticket to Ride: The Card Game as pure Rust, shaped like `europa-engine`
//! so the app treats both games alike.
//!
//! A [`Game`] is created from a [`GameConfig`] (2–4 players, seed, the
//! beginner option), every seat's possible moves come from
//! [`Game::legal_actions`], and [`Game::apply`] either returns what happened
//! or a [`RuleError`] that leaves the game untouched. The rules decisions are
//! RULINGS.md C1–C8; `docs/CARDGAME.md` tells the rest.
//!
//! ```
//! use cardgame_engine::{Action, Game, GameConfig};
//! let mut game = Game::new(GameConfig::new(2, 7)).unwrap();
//! // Play legal moves to the end.
//! let mut turn = 0;
//! while !game.is_over() {
//!     let seat = game.acting_seats()[0];
//!     let moves = game.legal_actions(seat);
//!     game.apply(seat, &moves[turn % moves.len()]).unwrap();
//!     turn += 1;
//! }
//! let scores = game.final_scores().unwrap();
//! assert!(!scores.winners.is_empty());
//! ```

pub mod actions;
mod apply;
pub mod bots;
pub mod config;
pub mod data;
pub mod determinize;
pub mod error;
pub mod events;
pub mod invariants;
pub mod matching;
mod sample;
pub mod save;
pub mod scoring;
pub mod served;
mod setup;
pub mod state;
pub mod take_back;
pub mod view;

pub use europa_common::{CardColor, Hand, order, rng};

pub use actions::Action;
pub use config::GameConfig;
pub use data::{BIG_CITIES, BigCityId, TICKETS, TicketId};
pub use error::{ConfigError, Moment, RuleError};
pub use events::{Event, RowEnds};
pub use save::{GameRecord, LoadError};
pub use scoring::{BonusResult, FinalScores, PlayerScore, Served, TicketResult, TieBreak};
pub use served::ServedCards;
pub use state::{Game, LastRound, Phase, PlayerState, Row, Seat, TurnStep};
pub use view::PlayerView;

#[cfg(test)]
mod tests;
