//! A game as the app keeps and saves it: who sits at each seat, and the
//! engine's record (config + every action). Pure data, tested natively; the
//! storage adapter and the components build on it.
use europa_engine::{Game, GameConfig, GameRecord, GameRecordV1, LoadError, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Version of the app's save format (the engine's record has its own).
/// 1 was JSON; 2 is the same serde data as postcard bytes in base64, whose
/// decoder is a fraction of serde_json's size in the page; 3 holds the
/// engine's record format 2 (the config gained Warehouses & Depots).
/// Postcard bytes carry no field names, so each format is read through its
/// own layout: 2 through [`SavedGameV2`], then converted.
pub const SAVE_FORMAT: u32 = 3;

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

/// A save of format 2, as its bytes lie: the engine's record of format 1.
#[derive(Deserialize)]
struct SavedGameV2 {
    format_version: u32,
    id: String,
    created_ms: f64,
    updated_ms: f64,
    seats: Vec<SeatSetup>,
    record: GameRecordV1,
}

impl From<SavedGameV2> for SavedGame {
    fn from(old: SavedGameV2) -> Self {
        // Read as format 2, kept from now on as today's format.
        let _ = old.format_version;
        SavedGame {
            format_version: SAVE_FORMAT,
            id: old.id,
            created_ms: old.created_ms,
            updated_ms: old.updated_ms,
            seats: old.seats,
            record: old.record.into(),
        }
    }
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
            // Not the engine's English sentences (`LoadError`'s Display):
            // the screens translate the rule that was broken (words::refusal),
            // and those sentences would ship in the page for this detail alone.
            SaveError::Game(LoadError::IllegalAction { index, .. }) => {
                write!(f, "move {}", index + 1)
            }
            SaveError::Game(LoadError::Config(_)) => write!(f, "invalid set-up"),
            SaveError::Game(LoadError::Version { found, supported }) => {
                write!(f, "game format {found}, this one reads {supported}")
            }
            SaveError::Game(LoadError::Malformed { detail }) => write!(f, "{detail}"),
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

    /// The same table again: same seats, names, variant and first player,
    /// a new deal (`seed`), no moves yet.
    pub fn rematch(&self, id: String, now_ms: f64, seed: u64) -> SavedGame {
        let mut config = self.record.config.clone();
        config.seed = seed;
        SavedGame::new(id, now_ms, self.seats.clone(), config)
    }

    pub fn seat(&self, seat: Seat) -> Option<&SeatSetup> {
        self.seats.get(seat.index())
    }

    /// The text stored and exported: postcard bytes of this save in base64.
    pub fn to_text(&self) -> String {
        // Plain data: serialising cannot fail.
        crate::base64::encode(&postcard::to_allocvec(self).unwrap_or_default())
    }

    /// Parses, checks and replays a save.
    ///
    /// # Errors
    /// See [`SaveError`]; nothing here panics on any input.
    pub fn from_text(text: &str) -> Result<(SavedGame, Game), SaveError> {
        let malformed = |detail: &str| SaveError::Malformed {
            detail: detail.to_string(),
        };
        let bytes = crate::base64::decode(text).ok_or_else(|| {
            malformed(if text.trim_start().starts_with('{') {
                // Format 1 was JSON; its saves are refused, never rewritten.
                "JSON from an older version of the app"
            } else {
                "not base64"
            })
        })?;
        // The version comes first, so an old or future save says so rather
        // than failing on a field it does not know.
        let (found, _) =
            postcard::take_from_bytes::<u32>(&bytes).map_err(|_| malformed("no format number"))?;
        // postcard's own messages are long and would ship in the page.
        let cut = |_| malformed("damaged or cut short");
        let (save, rest) = match found {
            2 => postcard::take_from_bytes::<SavedGameV2>(&bytes)
                .map(|(old, rest)| (SavedGame::from(old), rest))
                .map_err(cut)?,
            SAVE_FORMAT => postcard::take_from_bytes::<SavedGame>(&bytes).map_err(cut)?,
            // Only a slightly higher number is a newer app's save; anything
            // else (0, 1 — format 1 was JSON — or a huge number) is just not
            // a save, so random text is never called "another version".
            _ if found > SAVE_FORMAT && found <= SAVE_FORMAT + 16 => {
                return Err(SaveError::Version {
                    found,
                    supported: SAVE_FORMAT,
                });
            }
            _ => return Err(malformed("no format number")),
        };
        if !rest.is_empty() {
            return Err(malformed("bytes after the end"));
        }
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
pub(crate) mod tests {
    use super::*;
    use europa_engine::bots::RandomBot;

    /// What a player would see of a game, through public accessors only, so
    /// it stays comparable when the engine's state gains fields.
    pub(crate) fn fingerprint(game: &Game) -> String {
        let mut s = format!(
            "phase {:?} step {:?} current {:?} turns {} deck {} discard {} tickets {} face_up {:?}\n",
            game.phase(),
            game.step(),
            game.current_player(),
            game.turns(),
            game.deck_len(),
            game.discard_len(),
            game.ticket_deck_len(),
            game.face_up(),
        );
        for p in game.players() {
            s += &format!(
                "hand {:?} tickets {:?} offer {:?} trains {} stations {} points {} routes {:x}\n",
                p.hand, p.tickets, p.offer, p.trains, p.stations_built, p.route_points, p.routes.0
            );
        }
        if let Some(f) = game.final_scores() {
            let totals: Vec<i32> = f.players.iter().map(|p| p.total).collect();
            let ranks: Vec<u8> = f.players.iter().map(|p| p.rank).collect();
            s += &format!(
                "totals {totals:?} ranks {ranks:?} winners {:?} by {:?}\n",
                f.winners, f.decided_by
            );
        }
        s
    }

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
        let (back, replayed) = SavedGame::from_text(&save.to_text()).unwrap();
        assert_eq!(back, save);
        assert_eq!(replayed, game);
        assert_eq!(back.summary(&replayed).names, vec!["P0", "P1", "P2"]);
    }

    #[test]
    fn a_rematch_keeps_the_seats_and_deals_anew() {
        let (save, _) = played(30);
        let again = save.rematch("g2".into(), 5.0, save.record.config.seed + 1);
        assert_eq!(again.seats, save.seats);
        assert_eq!(again.record.config.players, save.record.config.players);
        assert_eq!(again.record.config.variant, save.record.config.variant);
        assert_ne!(again.record.config.seed, save.record.config.seed);
        assert!(again.record.actions.is_empty());
        assert_ne!(again.id, save.id);
        assert!(SavedGame::from_text(&again.to_text()).is_ok());
    }

    #[test]
    fn a_corrupt_or_foreign_save_is_refused_with_a_reason() {
        // "abcd" is valid base64 whose first byte reads as format 105:
        // random text, not "another version of the app".
        for bad in [
            "garbage!",
            "",
            "abcd",
            "{\"format_version\":1,\"id\":\"a\"}",
        ] {
            assert!(
                matches!(SavedGame::from_text(bad), Err(SaveError::Malformed { .. })),
                "{bad}"
            );
        }
        // Every cut of a good save is refused, none panics.
        let (save, _) = played(6);
        let bytes = postcard::to_allocvec(&save).unwrap();
        for n in 0..bytes.len() {
            assert!(SavedGame::from_text(&crate::base64::encode(&bytes[..n])).is_err());
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(SavedGame::from_text(&crate::base64::encode(&longer)).is_err());
        // Any byte changed to anything: refused or read, never a panic.
        for i in 0..bytes.len() {
            for v in [0, 1, 2, 0x7f, 0x80, 0xff] {
                let mut changed = bytes.clone();
                changed[i] = v;
                let _ = SavedGame::from_text(&crate::base64::encode(&changed));
            }
        }
        let (mut save, _) = played(3);
        save.format_version = 7;
        assert_eq!(
            SavedGame::from_text(&save.to_text()).unwrap_err(),
            SaveError::Version {
                found: 7,
                supported: SAVE_FORMAT
            }
        );
        let (mut save, _) = played(3);
        save.seats.pop();
        assert!(matches!(
            SavedGame::from_text(&save.to_text()),
            Err(SaveError::SeatsMismatch { .. })
        ));
        let (mut save, _) = played(10);
        save.record.actions.swap(8, 9);
        save.record
            .actions
            .insert(4, (Seat(2), europa_engine::Action::Pass));
        assert!(matches!(
            SavedGame::from_text(&save.to_text()),
            Err(SaveError::Game(_))
        ));
    }

    /// Saves written by the app before Warehouses & Depots and Mega Europe
    /// (save format 2, engine record format 1), exactly as it exported them.
    const FORMAT_2_FIXTURES: [(&str, &str, &str); 4] = [
        (
            "classic, 2 players, 60 moves",
            include_str!("../tests/fixtures/saves/format2_classic_2p.txt"),
            include_str!("../tests/fixtures/saves/format2_classic_2p.state.txt"),
        ),
        (
            "Big Cities, 4 players, 90 moves",
            include_str!("../tests/fixtures/saves/format2_big_cities_4p.txt"),
            include_str!("../tests/fixtures/saves/format2_big_cities_4p.state.txt"),
        ),
        (
            "Europa 1912, 3 players, played to the end",
            include_str!("../tests/fixtures/saves/format2_1912_3p_over.txt"),
            include_str!("../tests/fixtures/saves/format2_1912_3p_over.state.txt"),
        ),
        (
            "Europe Expanded, 5 players, 30 moves",
            include_str!("../tests/fixtures/saves/format2_expanded_5p.txt"),
            include_str!("../tests/fixtures/saves/format2_expanded_5p.state.txt"),
        ),
    ];

    #[test]
    fn saves_from_before_depots_still_load_and_replay_to_the_same_game() {
        for (what, text, state) in FORMAT_2_FIXTURES {
            let (save, game) =
                SavedGame::from_text(text.trim()).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_eq!(fingerprint(&game), state, "{what}");
            assert!(!save.record.config.depots, "{what}");
            // Saved again, it is today's format and reads back the same.
            assert_eq!(save.format_version, SAVE_FORMAT);
            let (again, replayed) = SavedGame::from_text(&save.to_text()).unwrap();
            assert_eq!(again, save);
            assert_eq!(replayed, game);
        }
    }

    #[test]
    fn an_engine_json_record_from_before_depots_still_loads() {
        let json = include_str!("../tests/fixtures/saves/format2_big_cities_4p.record.json");
        let (record, game) = GameRecord::from_json(json).unwrap();
        assert!(!record.config.depots);
        assert_eq!(
            fingerprint(&game),
            include_str!("../tests/fixtures/saves/format2_big_cities_4p.state.txt")
        );
        let (_, again) = GameRecord::from_json(&record.to_json()).unwrap();
        assert_eq!(again, game);
    }
}
