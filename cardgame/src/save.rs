//! Saves of the Card Game: the shared replaying record of `europa_common`
//! ([`europa_common::save`]) over this game's config and actions.
use crate::actions::Action;
use crate::config::GameConfig;
use crate::error::{ConfigError, RuleError};
use crate::events::Event;
use crate::state::{FORMAT_VERSION, Game, Seat};
use europa_common::save::Replay;

/// A game as `{ format_version, config, actions }`.
pub type GameRecord = europa_common::save::Record<Game>;

/// Why a save did not load.
pub type LoadError = europa_common::save::LoadError<ConfigError, RuleError>;

impl Replay for Game {
    type Config = GameConfig;
    type Seat = Seat;
    type Action = Action;
    type Event = Event;
    type ConfigError = ConfigError;
    type RuleError = RuleError;
    const FORMAT_VERSION: u32 = FORMAT_VERSION;

    fn from_config(config: GameConfig) -> Result<Self, ConfigError> {
        Game::new(config)
    }

    fn apply_recorded(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.apply_into(seat, action, events)
    }
}
