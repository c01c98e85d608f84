//! Saves of Ticket to Ride Europe: the shared replaying record of
//! `europa_common` ([`europa_common::save`]) over this game's config and
//! actions, plus the reading of format 1, from before Warehouses & Depots,
//! and of format 2, from before the E1 fix; and a record replayed to one
//! seat's turn, as that seat saw it (for bots taking a seat over).
use crate::actions::Action;
use crate::config::{GameConfig, VariantId};
use crate::error::{ConfigError, RuleError};
use crate::events::Event;
use crate::state::{FORMAT_VERSION, Game, Seat, TurnStep};
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

/// The config of format 2, before the E1 fix (`legacy_face_up_reset`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameConfigV2 {
    pub players: u8,
    pub seed: u64,
    pub variant: VariantId,
    pub first_player: Option<Seat>,
    pub depots: bool,
}

/// A record of format 2. Its actions read as today's, as format 1's do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecordV2 {
    pub format_version: u32,
    pub config: GameConfigV2,
    pub actions: Vec<(Seat, Action)>,
}

impl From<GameRecordV1> for GameRecord {
    fn from(old: GameRecordV1) -> Self {
        let c = old.config;
        GameRecord::from(GameRecordV2 {
            format_version: 2,
            config: GameConfigV2 {
                players: c.players,
                seed: c.seed,
                variant: c.variant,
                first_player: c.first_player,
                depots: false,
            },
            actions: old.actions,
        })
    }
}

impl From<GameRecordV2> for GameRecord {
    /// Played before the E1 fix, so replayed with the old check: the same
    /// games as when they were saved, never different ones.
    fn from(old: GameRecordV2) -> Self {
        let c = old.config;
        GameRecord {
            format_version: FORMAT_VERSION,
            config: GameConfig {
                players: c.players,
                seed: c.seed,
                variant: c.variant,
                first_player: c.first_player,
                depots: c.depots,
                legacy_face_up_reset: true,
            },
            actions: old.actions,
        }
    }
}

impl Replay for Game {
    type Config = GameConfig;
    type ConfigError = ConfigError;
    const FORMAT_VERSION: u32 = FORMAT_VERSION;

    fn from_config(config: GameConfig) -> Result<Self, ConfigError> {
        Game::new(config)
    }

    fn read_older_json(version: u32, text: &str) -> Option<Result<GameRecord, serde_json::Error>> {
        match version {
            1 => Some(serde_json::from_str::<GameRecordV1>(text).map(GameRecord::from)),
            2 => Some(serde_json::from_str::<GameRecordV2>(text).map(GameRecord::from)),
            _ => None,
        }
    }
}

/// `record`'s game at `seat`'s first turn start on turn `turn` or later,
/// every event before it handed to `observe` as `seat` saw it: a bot that
/// observed them can take the seat over there (the scenario tests built
/// from recorded games, and `lab/src/bin/decide_at.rs`).
///
/// # Errors
/// In words: a recorded action that is not legal, or no such turn of `seat`.
pub fn replay_to_turn(
    record: &GameRecord,
    seat: Seat,
    turn: u32,
    mut observe: impl FnMut(&[Event]),
) -> Result<Game, String> {
    let mut game = Game::new(record.config.clone()).map_err(|e| e.to_string())?;
    for (who, action) in &record.actions {
        if *who == seat && game.turns() >= turn && *game.step() == TurnStep::Start {
            break;
        }
        let events = game.apply(*who, action).map_err(|e| e.to_string())?;
        let seen: Vec<_> = events.iter().map(|e| e.redacted_for(seat)).collect();
        observe(&seen);
    }
    if game.current_player() != seat || game.turns() != turn {
        return Err(format!("seat {} has no turn {turn} in the record", seat.0));
    }
    Ok(game)
}
