//! A game as the app keeps and saves it: who sits at each seat, and the
//! engine's record (config + every action). Pure data, tested natively; the
//! storage adapter and the components build on it.
use europa_engine::{Game, GameConfig, GameRecord, LoadError, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Version of the app's save format (the engine's record has its own).
pub const SAVE_FORMAT: u32 = 1;

/// A computer seat's strength; the key is the engine's bot name
/// (`europa_engine::bots::by_name`) and the translation table's key.
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

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    Computer(Level),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    pub name: String,
    pub kind: SeatKind,
}

/// One saved game. `id` is unique per game; times are milliseconds since the
/// epoch as the browser reports them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub format_version: u32,
    pub id: String,
    pub created_ms: f64,
    pub updated_ms: f64,
    pub seats: Vec<SeatSetup>,
    pub record: GameRecord,
}

/// Why a saved game could not be read. The stored copy is never touched.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveError {
    Malformed { detail: String },
    Version { found: u32, supported: u32 },
    SeatsMismatch { seats: usize, players: u8 },
    Game(LoadError),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Malformed { detail } => write!(f, "not a readable saved game ({detail})"),
            SaveError::Version { found, supported } => {
                write!(
                    f,
                    "saved by another version of the app (format {found}, this one reads {supported})"
                )
            }
            SaveError::SeatsMismatch { seats, players } => {
                write!(
                    f,
                    "the save names {seats} seats for a {players}-player game"
                )
            }
            SaveError::Game(e) => write!(f, "{e}"),
        }
    }
}

/// What the saved-games list shows.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveSummary {
    pub id: String,
    pub updated_ms: f64,
    pub names: Vec<String>,
    /// 1-based round (turns played / players + 1).
    pub round: u32,
    pub over: bool,
}

impl SavedGame {
    pub fn new(id: String, now_ms: f64, seats: Vec<SeatSetup>, config: GameConfig) -> Self {
        SavedGame {
            format_version: SAVE_FORMAT,
            id,
            created_ms: now_ms,
            updated_ms: now_ms,
            seats,
            record: GameRecord::new(config),
        }
    }

    pub fn seat(&self, seat: Seat) -> Option<&SeatSetup> {
        self.seats.get(seat.index())
    }

    pub fn to_json(&self) -> String {
        // Plain data: serialising cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Parses, checks and replays a save.
    ///
    /// # Errors
    /// See [`SaveError`]; nothing here panics on any input.
    pub fn from_json(text: &str) -> Result<(SavedGame, Game), SaveError> {
        #[derive(Deserialize)]
        struct VersionOnly {
            format_version: u32,
        }
        let v: VersionOnly = serde_json::from_str(text).map_err(|e| SaveError::Malformed {
            detail: e.to_string(),
        })?;
        if v.format_version != SAVE_FORMAT {
            return Err(SaveError::Version {
                found: v.format_version,
                supported: SAVE_FORMAT,
            });
        }
        let save: SavedGame = serde_json::from_str(text).map_err(|e| SaveError::Malformed {
            detail: e.to_string(),
        })?;
        if save.seats.len() != save.record.config.players as usize {
            return Err(SaveError::SeatsMismatch {
                seats: save.seats.len(),
                players: save.record.config.players,
            });
        }
        let game = save.record.replay().map_err(SaveError::Game)?;
        Ok((save, game))
    }

    pub fn summary(&self, game: &Game) -> SaveSummary {
        SaveSummary {
            id: self.id.clone(),
            updated_ms: self.updated_ms,
            names: self.seats.iter().map(|s| s.name.clone()).collect(),
            round: game.turns() / game.num_players().max(1) as u32 + 1,
            over: game.is_over(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use europa_engine::bots::RandomBot;

    fn seats(n: usize) -> Vec<SeatSetup> {
        (0..n)
            .map(|i| SeatSetup {
                name: format!("P{i}"),
                kind: if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Computer(Level::Easy)
                },
            })
            .collect()
    }

    fn played(moves: usize) -> (SavedGame, Game) {
        let mut save = SavedGame::new("g1".into(), 1.0, seats(3), GameConfig::new(3, 5));
        let mut game = save.record.replay().unwrap();
        let mut bot = RandomBot::new(5);
        for _ in 0..moves {
            let seat = game.acting_seats()[0];
            let a = bot.pick(&game.legal_actions(seat));
            game.apply(seat, &a).unwrap();
            save.record.actions.push((seat, a));
        }
        (save, game)
    }

    #[test]
    fn a_saved_game_continues_exactly_where_it_was() {
        let (save, game) = played(40);
        let (back, replayed) = SavedGame::from_json(&save.to_json()).unwrap();
        assert_eq!(back, save);
        assert_eq!(replayed, game);
        assert_eq!(back.summary(&replayed).names, vec!["P0", "P1", "P2"]);
    }

    #[test]
    fn a_corrupt_or_foreign_save_is_refused_with_a_reason() {
        assert!(matches!(
            SavedGame::from_json("garbage"),
            Err(SaveError::Malformed { .. })
        ));
        let (mut save, _) = played(3);
        save.format_version = 7;
        assert_eq!(
            SavedGame::from_json(&save.to_json()).unwrap_err(),
            SaveError::Version {
                found: 7,
                supported: SAVE_FORMAT
            }
        );
        let (mut save, _) = played(3);
        save.seats.pop();
        assert!(matches!(
            SavedGame::from_json(&save.to_json()),
            Err(SaveError::SeatsMismatch { .. })
        ));
        let (mut save, _) = played(10);
        save.record.actions.swap(8, 9);
        save.record
            .actions
            .insert(4, (Seat(2), europa_engine::Action::Pass));
        assert!(matches!(
            SavedGame::from_json(&save.to_json()),
            Err(SaveError::Game(_))
        ));
    }
}
