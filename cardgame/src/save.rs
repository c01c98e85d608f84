//! Saves of the Card Game: the shared replaying record of `europa_common`
//! ([`europa_common::save`]) over this game's config and actions.
use crate::config::GameConfig;
use crate::error::{ConfigError, RuleError};
use crate::state::{FORMAT_VERSION, Game};
use europa_common::save::Replay;

/// A game as `{ format_version, config, actions }`.
pub type GameRecord = europa_common::save::Record<Game>;

/// Why a save did not load.
pub type LoadError = europa_common::save::LoadError<ConfigError, RuleError>;

impl Replay for Game {
    type Config = GameConfig;
    type ConfigError = ConfigError;
    const FORMAT_VERSION: u32 = FORMAT_VERSION;

    fn from_config(config: GameConfig) -> Result<Self, ConfigError> {
        Game::new(config)
    }
}
