//! Saves of the Card Game: versioned serde data holding the config and every action. Loading
//! replays the actions through the rules, so a save can never smuggle in a
//! state the rules would not reach; bad data gives a typed error, never a panic.
use crate::actions::Action;
use crate::config::GameConfig;
use crate::error::{ConfigError, RuleError};
use crate::state::{FORMAT_VERSION, Game, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A game as `{ format_version, config, actions }`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub format_version: u32,
    pub config: GameConfig,
    pub actions: Vec<(Seat, Action)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not a save at all, or damaged.
    Malformed {
        detail: String,
    },
    /// Written by another version of the game.
    Version {
        found: u32,
        supported: u32,
    },
    Config(ConfigError),
    /// Action number `index` (0-based) is not legal at that point.
    IllegalAction {
        index: usize,
        error: RuleError,
    },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Malformed { detail } => {
                write!(f, "This is not a readable saved game ({detail}).")
            }
            LoadError::Version { found, supported } => write!(
                f,
                "This save was made by another version of the game (format {found}; this one reads {supported})."
            ),
            LoadError::Config(e) => write!(f, "The saved game's set-up is invalid: {e}"),
            LoadError::IllegalAction { index, error } => {
                write!(
                    f,
                    "The saved game breaks the rules at move {}: {error}",
                    index + 1
                )
            }
        }
    }
}

impl std::error::Error for LoadError {}

impl GameRecord {
    pub fn new(config: GameConfig) -> Self {
        GameRecord {
            format_version: FORMAT_VERSION,
            config,
            actions: Vec::new(),
        }
    }

    /// Rebuilds the game by replaying every action.
    ///
    /// # Errors
    /// A wrong format version, an invalid config, or an illegal action.
    pub fn replay(&self) -> Result<Game, LoadError> {
        if self.format_version != FORMAT_VERSION {
            return Err(LoadError::Version {
                found: self.format_version,
                supported: FORMAT_VERSION,
            });
        }
        let mut game = Game::new(self.config.clone()).map_err(LoadError::Config)?;
        let mut events = Vec::new();
        for (index, (seat, action)) in self.actions.iter().enumerate() {
            events.clear();
            game.apply_into(*seat, action, &mut events)
                .map_err(|error| LoadError::IllegalAction { index, error })?;
        }
        Ok(game)
    }

    pub fn to_json(&self) -> String {
        // A record holds only plain data, so serialising cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Parses and replays a save.
    ///
    /// # Errors
    /// See [`LoadError`].
    pub fn from_json(text: &str) -> Result<(GameRecord, Game), LoadError> {
        // Read the version first, so an old or future save says so rather than
        // failing on a field it does not know.
        #[derive(Deserialize)]
        struct VersionOnly {
            format_version: u32,
        }
        let v: VersionOnly = serde_json::from_str(text).map_err(|e| LoadError::Malformed {
            detail: e.to_string(),
        })?;
        if v.format_version != FORMAT_VERSION {
            return Err(LoadError::Version {
                found: v.format_version,
                supported: FORMAT_VERSION,
            });
        }
        let record: GameRecord = serde_json::from_str(text).map_err(|e| LoadError::Malformed {
            detail: e.to_string(),
        })?;
        let game = record.replay()?;
        Ok((record, game))
    }
}
