//! A computer seat's strength, the same three levels in both games.

use serde::{Deserialize, Serialize};

/// A computer seat's strength; the key is both engines' bot name
/// (`europa_engine::bots::by_name`, `cardgame_engine::bots::by_name`) and the
/// translation table's key. Saves store it (variant order is the format).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];
    pub const fn bot_name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}
