//! A computer seat's strength, the same four levels in both games.

use serde::{Deserialize, Serialize};

/// A computer seat's strength; the key is both engines' bot name
/// (`europa_engine::bots::by_name`, `cardgame_engine::bots::by_name`) and the
/// translation table's key. Saves store it (variant order is the format).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    /// Hard's search with four times the samples (appended: older saves
    /// never hold it).
    Expert,
}

/// A level as the new-game screen offers it, in one game's words (each
/// engine's `bots::LEVELS`, weakest first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelText {
    /// The name the engine's `bots::by_name` takes ([`Level::bot_name`]),
    /// and the key of the UI's translation table.
    pub key: &'static str,
    pub name: &'static str,
    /// One sentence for the new-game screen.
    pub description: &'static str,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];
    pub const fn bot_name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }
}
