//! A game as the app keeps and saves it, for either game: who sits at each
//! seat, and the engine's record (config + every action). Pure data, tested
//! natively; the storage adapter and the components build on it.
//!
//! # The text of a save (format 7)
//!
//! ```text
//! Europa-Express-7:<base64>
//! ```
//!
//! - `Europa-Express-` then the format number and `:`: a mark a person can
//!   read, holding three characters outside base64 so that no damage to one
//!   character makes it pure base64 (what formats 2–5 were);
//! - base64 (standard alphabet, never any `=`) of:
//!   1. postcard bytes of the format number (7), then which game, then
//!      that game's [`Saved`] (format 6 held the same without the hints
//!      asked, and format 5's whole text was format 6's bytes);
//!   2. 0–2 zero bytes, so that with the checksum they fill whole base64
//!      groups: the text has no padding and no spare bits;
//!   3. the CRC-32 (zip's) of 1 and 2, 4 bytes little-endian.
//!
//! Reading drops whitespace anywhere (line wraps, CRLF, tabs) and a leading
//! byte-order mark, refuses a text over [`SAVE_TEXT_MAX`] bytes before
//! anything else, and a text whose checksum does not match as
//! [`SaveError::Damaged`]: one changed bit anywhere is refused, never read
//! as another game (`text.rs` says why). A record over the engines' action
//! bound is refused before it is replayed; names are cleaned
//! ([`clean_name`]) and what that changed is reported ([`Notice`]).
//! Formats 2–6 (2–5 pure base64, whose first varint is the format, Europe
//! only before 4; 6 sealed as 7 is) are read through their own layouts in
//! [`legacy`]; format 1 was JSON and is refused.

mod legacy;
// Crate-wide so the fuzz crate, which compiles this module as its own,
// can seal arbitrary bytes and reach the decoder past the checksum.
pub(crate) mod text;

use europa_common::save::{Record, Replay};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Version of the app's save format (each engine's record has its own).
/// 1 was JSON; 2 is the same serde data as postcard bytes in base64, whose
/// decoder is a fraction of serde_json's size in the page; 3 holds the
/// Europe engine's record format 2 (the config gained Warehouses & Depots);
/// 4 says which game a save is, so the Card Game's saves live beside Europe's;
/// 5 holds the Europe engine's record format 3 (the E1 fix: older Europe
/// games are read with `legacy_face_up_reset`, so they replay as played);
/// 6 seals format 5's bytes with a checksum behind a mark (see above), so a
/// damaged file is refused rather than read as another game; 7 adds the
/// hints the person asked for ([`Saved::hints`]).
pub const SAVE_FORMAT: u32 = 7;

/// Longest text read as a save, in bytes (a file's size). Real games take
/// about 4.5 characters a move (the longest game the soak has seen, 452
/// moves, about 2 KB); the largest save a game could make, five names of
/// 24 four-byte characters and 5,000 of the longest moves, about 34 KB.
/// 1 MiB is 30 times that, and little enough to read and check at once.
/// The page may check a file's size against it before reading the file.
pub const SAVE_TEXT_MAX: usize = 1 << 20;

/// Longest name a seat may have, in characters: the new-game form's cap,
/// and what a name in an imported save is cut to.
pub const NAME_MAX: usize = 24;

/// Refuses a text of `bytes` bytes if it is longer than any save
/// ([`SAVE_TEXT_MAX`]); the page may call it with a file's size.
///
/// # Errors
/// [`SaveError::TooLarge`].
pub fn check_size(bytes: usize) -> Result<(), SaveError> {
    if bytes > SAVE_TEXT_MAX {
        return Err(SaveError::TooLarge {
            bytes,
            max: SAVE_TEXT_MAX,
        });
    }
    Ok(())
}

/// Whether `c` may not stand in a name: control characters (tabs, line
/// breaks, NUL...), the bidirectional controls that reorder the text
/// around them (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and
/// the line and paragraph separators. Joiners stay: emoji need them.
fn hidden_control(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}'
                | '\u{200e}'
                | '\u{200f}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2066}'..='\u{2069}'
                | '\u{2028}'
                | '\u{2029}'
        )
}

/// A name as a seat may hold it: control and bidirectional-control
/// characters removed, then cut to [`NAME_MAX`] characters. The form calls
/// it on every entry, reading a save calls it on every seat.
pub fn clean_name(name: &str) -> String {
    name.chars()
        .filter(|&c| !hidden_control(c))
        .take(NAME_MAX)
        .collect()
}

/// What reading a save changed in it, for the screen to tell the player.
/// `seat` is the engine's seat number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The seat's name held control or bidirectional-control characters,
    /// which were removed.
    NameCleaned { seat: usize },
    /// The seat's name had `chars` characters (after cleaning), more than
    /// [`NAME_MAX`]: it was cut to that many.
    NameShortened { seat: usize, chars: usize },
}

/// Cleans every seat's name ([`clean_name`]), saying what changed.
fn clean_seats(seats: &mut [SeatSetup]) -> Vec<Notice> {
    let mut notices = Vec::new();
    for (seat, s) in seats.iter_mut().enumerate() {
        let kept = s.name.chars().filter(|&c| !hidden_control(c)).count();
        let cleaned = kept != s.name.chars().count();
        if cleaned {
            notices.push(Notice::NameCleaned { seat });
        }
        if kept > NAME_MAX {
            notices.push(Notice::NameShortened { seat, chars: kept });
        }
        if cleaned || kept > NAME_MAX {
            s.name = clean_name(&s.name);
        }
        // Nothing left to read (only control characters, or spaces): the
        // name the app gives, shown in the player's language.
        if s.name.trim().is_empty() {
            s.name = format!("Player {}", seat + 1);
        }
    }
    notices
}

/// A computer seat's strength (shared with the computer players' crate).
pub use europa_common::Level;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatKind {
    Human,
    Computer(Level),
}

impl SeatKind {
    /// The computer's level; `None` for a person.
    pub fn level(self) -> Option<Level> {
        match self {
            SeatKind::Computer(level) => Some(level),
            SeatKind::Human => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    pub name: String,
    pub kind: SeatKind,
}

/// One saved game of either engine. `id` is unique per game; times are
/// milliseconds since the epoch as the browser reports them.
#[derive(Serialize, Deserialize)]
#[serde(bound(
    serialize = "Record<G>: Serialize",
    deserialize = "Record<G>: Deserialize<'de>"
))]
pub struct Saved<G: Replay> {
    pub id: String,
    pub created_ms: f64,
    pub updated_ms: f64,
    pub seats: Vec<SeatSetup>,
    pub record: Record<G>,
    /// Each hint the person asked for, as the number of moves in the record
    /// then (the hint was for the next move): the review and the final
    /// scores say so.
    pub hints: Vec<u32>,
}

/// A saved Ticket to Ride Europe game.
pub type SavedGame = Saved<europa_engine::Game>;
/// A saved Ticket to Ride: The Card Game game.
pub type CardSave = Saved<cardgame_engine::Game>;

// By hand rather than derived: a derive would also demand them of `G`.
impl<G: Replay> Clone for Saved<G>
where
    Record<G>: Clone,
{
    fn clone(&self) -> Self {
        Saved {
            id: self.id.clone(),
            created_ms: self.created_ms,
            updated_ms: self.updated_ms,
            seats: self.seats.clone(),
            record: self.record.clone(),
            hints: self.hints.clone(),
        }
    }
}

impl<G: Replay> PartialEq for Saved<G>
where
    Record<G>: PartialEq,
{
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
            && self.created_ms == other.created_ms
            && self.updated_ms == other.updated_ms
            && self.seats == other.seats
            && self.record == other.record
            && self.hints == other.hints
    }
}

impl<G: Replay> fmt::Debug for Saved<G>
where
    Record<G>: fmt::Debug,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Saved")
            .field("id", &self.id)
            .field("seats", &self.seats)
            .field("record", &self.record)
            .field("hints", &self.hints)
            .finish_non_exhaustive()
    }
}

impl<G: Replay> Saved<G> {
    pub fn new(id: String, now_ms: f64, seats: Vec<SeatSetup>, config: G::Config) -> Self {
        Saved {
            id,
            created_ms: now_ms,
            updated_ms: now_ms,
            seats,
            record: Record::new(config),
            hints: Vec::new(),
        }
    }

    /// The seat's setup; `index` is the engine's seat number.
    pub fn seat_at(&self, index: usize) -> Option<&SeatSetup> {
        self.seats.get(index)
    }
}

impl SavedGame {
    /// The same table again: same seats, names, variant and first player,
    /// a new deal (`seed`), no moves yet.
    pub fn rematch(&self, id: String, now_ms: f64, seed: u64) -> SavedGame {
        let mut config = self.record.config.clone();
        config.seed = seed;
        // A new game: today's rules, even after an old save.
        config.legacy_face_up_reset = false;
        SavedGame::new(id, now_ms, self.seats.clone(), config)
    }

    pub fn seat(&self, seat: europa_engine::Seat) -> Option<&SeatSetup> {
        self.seat_at(seat.index())
    }

    /// The text stored and exported (see [`AnySave::to_text`]).
    pub fn to_text(&self) -> String {
        SaveRef::Europe(self).to_text()
    }
}

impl CardSave {
    /// The same table again with a new deal (`seed`), no moves yet.
    pub fn rematch(&self, id: String, now_ms: f64, seed: u64) -> CardSave {
        let mut config = self.record.config.clone();
        config.seed = seed;
        CardSave::new(id, now_ms, self.seats.clone(), config)
    }

    /// The text stored and exported (see [`AnySave::to_text`]).
    pub fn to_text(&self) -> String {
        SaveRef::CardGame(self).to_text()
    }
}

/// Which game a save holds, as the saved-games list tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameKind {
    Europe,
    CardGame,
}

impl GameKind {
    /// The translation table's key for the game's name.
    pub const fn key(self) -> &'static str {
        match self {
            GameKind::Europe => "game_europe",
            GameKind::CardGame => "game_cardgame",
        }
    }
}

/// A save of either game, as storage and the saved-games screen handle it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum AnySave {
    Europe(SavedGame),
    CardGame(CardSave),
}

/// [`AnySave`] borrowed: the same bytes (postcard writes a variant's index,
/// then its data), without copying a game's actions at every autosave.
#[derive(Serialize)]
enum SaveRef<'a> {
    Europe(&'a SavedGame),
    CardGame(&'a CardSave),
}

impl SaveRef<'_> {
    fn to_text(&self) -> String {
        text::encode(self)
    }
}

/// A save read and replayed: the record and the game it rebuilds.
// One a load, moved straight into the table: boxing the game would only
// add an allocation.
#[allow(clippy::large_enum_variant)]
pub enum Loaded {
    Europe(SavedGame, europa_engine::Game),
    CardGame(CardSave, cardgame_engine::Game),
}

/// Why a saved game could not be read. The stored copy is never touched.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveError {
    Malformed {
        detail: String,
    },
    Version {
        found: u32,
        supported: u32,
    },
    SeatsMismatch {
        seats: usize,
        players: u8,
    },
    /// A save of this app (format 6 or later) that is not as it was
    /// written: its checksum or its mark does not match (a changed, lost or
    /// added character). Nothing of it is used.
    Damaged,
    /// The text has `bytes` bytes, more than any save ([`SAVE_TEXT_MAX`],
    /// which `max` holds); it was not read.
    TooLarge {
        bytes: usize,
        max: usize,
    },
    /// The record holds `actions` moves, more than any game takes (the
    /// engine's action bound, `max`); it was not replayed.
    TooManyActions {
        actions: usize,
        max: usize,
    },
    Game(europa_engine::LoadError),
    CardGame(cardgame_engine::LoadError),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use europa_common::save::LoadError as L;
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
            SaveError::Damaged => write!(f, "damaged (checksum)"),
            SaveError::TooLarge { bytes, max } => write!(f, "{bytes} bytes (most {max})"),
            SaveError::TooManyActions { actions, max } => {
                write!(f, "{actions} moves (most {max})")
            }
            // Not the engines' English sentences (`LoadError`'s Display):
            // the screens translate the rule that was broken, and those
            // sentences would ship in the page for this detail alone.
            SaveError::Game(L::IllegalAction { index, .. })
            | SaveError::CardGame(L::IllegalAction { index, .. }) => {
                write!(f, "move {}", index + 1)
            }
            SaveError::Game(L::Config(_)) | SaveError::CardGame(L::Config(_)) => {
                write!(f, "invalid set-up")
            }
            SaveError::Game(L::Version { found, supported })
            | SaveError::CardGame(L::Version { found, supported }) => {
                write!(f, "game format {found}, this one reads {supported}")
            }
            SaveError::Game(L::Malformed { detail })
            | SaveError::CardGame(L::Malformed { detail }) => {
                write!(f, "{detail}")
            }
        }
    }
}

/// What the saved-games list shows.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveSummary {
    pub id: String,
    pub game: GameKind,
    pub updated_ms: f64,
    pub names: Vec<String>,
    /// 1-based round (turns played / players + 1).
    pub round: u32,
    pub over: bool,
    /// Europe's set-up: the variant's translation key and Warehouses &
    /// Depots; `None` for the Card Game.
    pub setup: Option<(&'static str, bool)>,
    /// Each seat's score as everyone at the table sees it: Europe's score
    /// track during play, both games' totals once over; empty while a Card
    /// Game is played (its points are counted only at the end).
    pub scores: Vec<i32>,
    /// The winners' seats, once over.
    pub winners: Vec<usize>,
}

impl AnySave {
    pub fn id(&self) -> &str {
        match self {
            AnySave::Europe(s) => &s.id,
            AnySave::CardGame(s) => &s.id,
        }
    }

    pub fn set_id(&mut self, id: String) {
        match self {
            AnySave::Europe(s) => s.id = id,
            AnySave::CardGame(s) => s.id = id,
        }
    }

    /// The text stored and exported: format 6 (see the module's layout).
    pub fn to_text(&self) -> String {
        match self {
            AnySave::Europe(s) => s.to_text(),
            AnySave::CardGame(s) => s.to_text(),
        }
    }

    /// Parses, checks and replays a save of either game; names are cleaned
    /// ([`clean_name`]) without a word (see [`AnySave::import_text`]).
    ///
    /// # Errors
    /// See [`SaveError`]; nothing here panics on any input.
    pub fn from_text(text: &str) -> Result<Loaded, SaveError> {
        Self::import_text(text).map(|(loaded, _)| loaded)
    }

    /// As [`AnySave::from_text`], saying what cleaning the names changed,
    /// for an import to tell the player.
    ///
    /// # Errors
    /// See [`SaveError`]; nothing here panics on any input.
    pub fn import_text(text: &str) -> Result<(Loaded, Vec<Notice>), SaveError> {
        match text::decode(text)? {
            AnySave::Europe(mut save) => {
                let notices = clean_seats(&mut save.seats);
                let bound = europa_engine::invariants::ACTION_BOUND;
                let game = replay(&save, |c| c.players, bound, SaveError::Game)?;
                Ok((Loaded::Europe(save, game), notices))
            }
            AnySave::CardGame(mut save) => {
                let notices = clean_seats(&mut save.seats);
                let bound = cardgame_engine::invariants::ACTION_BOUND;
                let game = replay(&save, |c| c.players, bound, SaveError::CardGame)?;
                Ok((Loaded::CardGame(save, game), notices))
            }
        }
    }
}

/// Checks the number of moves against the engine's `bound` (the soak's
/// bound on a game stuck in a loop: no game ends that late, and replaying
/// hundreds of thousands of moves would freeze the page) and the seats
/// against the config, then replays every action.
fn replay<G: Replay>(
    save: &Saved<G>,
    players: impl Fn(&G::Config) -> u8,
    bound: u32,
    game_error: impl Fn(europa_common::save::LoadError<G::ConfigError, G::RuleError>) -> SaveError,
) -> Result<G, SaveError> {
    let actions = save.record.actions.len();
    if actions > bound as usize {
        return Err(SaveError::TooManyActions {
            actions,
            max: bound as usize,
        });
    }
    let players = players(&save.record.config);
    if save.seats.len() != players as usize {
        return Err(SaveError::SeatsMismatch {
            seats: save.seats.len(),
            players,
        });
    }
    save.record.replay().map_err(game_error)
}

impl Loaded {
    pub fn summary(&self) -> SaveSummary {
        let (save_id, updated_ms, seats, game, turns, players, over) = match self {
            Loaded::Europe(s, g) => (
                &s.id,
                s.updated_ms,
                &s.seats,
                GameKind::Europe,
                g.turns(),
                g.num_players(),
                g.is_over(),
            ),
            Loaded::CardGame(s, g) => (
                &s.id,
                s.updated_ms,
                &s.seats,
                GameKind::CardGame,
                g.turns(),
                g.num_players(),
                g.is_over(),
            ),
        };
        let (setup, scores, winners) = match self {
            Loaded::Europe(_, g) => {
                let config = g.config();
                let (scores, winners) = match g.final_scores() {
                    Some(f) => (
                        f.players.iter().map(|p| p.total).collect(),
                        f.winners.iter().map(|w| w.index()).collect(),
                    ),
                    None => (
                        g.players().iter().map(|p| p.route_points).collect(),
                        Vec::new(),
                    ),
                };
                (Some((config.variant.key(), config.depots)), scores, winners)
            }
            Loaded::CardGame(_, g) => match g.final_scores() {
                Some(f) => (
                    None,
                    f.players.iter().map(|p| p.total).collect(),
                    f.winners.iter().map(|w| w.index()).collect(),
                ),
                None => (None, Vec::new(), Vec::new()),
            },
        };
        SaveSummary {
            id: save_id.clone(),
            game,
            updated_ms,
            names: seats.iter().map(|s| s.name.clone()).collect(),
            round: turns / players.max(1) as u32 + 1,
            over,
            setup,
            scores,
            winners,
        }
    }

    pub fn into_save(self) -> AnySave {
        match self {
            Loaded::Europe(s, _) => AnySave::Europe(s),
            Loaded::CardGame(s, _) => AnySave::CardGame(s),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests;
#[cfg(test)]
mod trust_tests;
