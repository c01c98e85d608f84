//! Europa Express rules engine: Ticket to Ride Europe as pure Rust.
//!
//! No browser, no storage, no global randomness: a [`Game`] is created from a
//! [`GameConfig`] (players, seed, variant), every seat's possible moves come
//! from [`Game::legal_actions`], and [`Game::apply`] either returns what
//! happened or a [`RuleError`] that leaves the game untouched.
//!
//! ```
//! use europa_engine::{Action, Game, GameConfig};
//! let mut game = Game::new(GameConfig::new(2, 7)).unwrap();
//! // Play random legal moves to the end.
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
pub mod cards;
mod check;
mod claim_counts;
mod claimable;
mod clone;
pub mod config;
pub mod data;
mod deck;
pub mod depots;
pub mod determinize;
pub mod error;
pub mod events;
pub mod invariants;
mod masks;
pub mod progress;
mod sample;
pub mod save;
pub mod scoring;
mod setup;
mod shapes;
pub mod state;
pub mod take_back;
mod trail;
pub mod view;

// Shared with the Card Game; re-exported so `europa_engine::rng` keeps working.
pub use europa_common::{order, rng};

pub use actions::Action;
pub use apply::tunnel_extra;
pub use cards::{CardColor, Hand, Payment};
pub use config::{GameConfig, VariantId};
pub use data::{CITIES, CityId, ROUTES, RouteId, TICKETS, TicketId};
pub use error::{ConfigError, Moment, RuleError};
pub use events::Event;
pub use progress::{Progress, TicketProgress};
pub use save::{GameRecord, GameRecordV1, GameRecordV2, LoadError, replay_to_turn};
pub use scoring::{FinalScores, PlayerScore, TieBreak};
pub use state::{Game, Phase, Seat, TurnStep};
pub use view::PlayerView;

#[cfg(test)]
mod tests;
