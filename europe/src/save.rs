//! Saves of Ticket to Ride Europe: the shared replaying record of
//! `europa_common` ([`europa_common::save`]) over this game's config and
//! actions, plus the reading of format 1, from before Warehouses & Depots.
use crate::actions::Action;
use crate::config::{GameConfig, VariantId};
use crate::error::{ConfigError, RuleError};
use crate::events::Event;
use crate::state::{FORMAT_VERSION, Game, Seat};
use europa_common::save::{Record, Replay};
use serde::{Deserialize, Serialize};

/// A game as `{ format_version, config, actions }`.
pub type GameRecord = Record<Game>;

/// Why a save did not load.
pub type LoadError = europa_common::save::LoadError<ConfigError, RuleError>;

/// The config of format 1, before Warehouses & Depots: the field layout
/// postcard bytes of that format hold (postcard is not self-describing, so
/// an added field must be read through the old layout, never guessed).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameConfigV1 {
    pub players: u8,
    pub seed: u64,
    pub variant: VariantId,
    pub first_player: Option<Seat>,
}

/// A record of format 1. Its actions read as today's: new actions were only
/// appended to [`Action`], so old indices mean what they meant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecordV1 {
    pub format_version: u32,
    pub config: GameConfigV1,
    pub actions: Vec<(Seat, Action)>,
}

impl From<GameRecordV1> for GameRecord {
    fn from(old: GameRecordV1) -> Self {
        let c = old.config;
        GameRecord {
            format_version: FORMAT_VERSION,
            config: GameConfig {
                players: c.players,
                seed: c.seed,
                variant: c.variant,
                first_player: c.first_player,
                depots: false,
            },
            actions: old.actions,
        }
    }
}

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

    fn read_older_json(version: u32, text: &str) -> Option<Result<GameRecord, serde_json::Error>> {
        (version == 1).then(|| serde_json::from_str::<GameRecordV1>(text).map(GameRecord::from))
    }
}
