//! Reading the older formats' texts (2 to 5: pure base64 of postcard bytes
//! whose first varint is the format). Postcard bytes carry no field names,
//! so each format is read through its own layout and then converted:
//! formats 2 and 3 held one Europe game each; 4 held either game, a Europe
//! game in engine record format 2; 5 is format 6's layout without the seal;
//! 6 (sealed as today's) is today's layout without the hints asked.

use super::{AnySave, SaveError, Saved, SavedGame, SeatSetup};
use europa_common::save::{Record, Replay};
use europa_engine::{GameRecordV1, GameRecordV2};
use serde::Deserialize;

/// A game in a save of formats 4 (the Card Game's), 5 and 6: today's
/// layout before the hints.
#[derive(Deserialize)]
#[serde(bound(deserialize = "Record<G>: Deserialize<'de>"))]
struct SavedV6<G: Replay> {
    id: String,
    created_ms: f64,
    updated_ms: f64,
    seats: Vec<SeatSetup>,
    record: Record<G>,
}

impl<G: Replay> From<SavedV6<G>> for Saved<G> {
    fn from(old: SavedV6<G>) -> Self {
        Saved {
            id: old.id,
            created_ms: old.created_ms,
            updated_ms: old.updated_ms,
            seats: old.seats,
            record: old.record,
            hints: Vec::new(),
        }
    }
}

/// A save of formats 5 and 6 after its format number.
#[derive(Deserialize)]
enum AnySaveV6 {
    Europe(SavedV6<europa_engine::Game>),
    CardGame(SavedV6<cardgame_engine::Game>),
}

impl From<AnySaveV6> for AnySave {
    fn from(old: AnySaveV6) -> Self {
        match old {
            AnySaveV6::Europe(save) => AnySave::Europe(save.into()),
            AnySaveV6::CardGame(save) => AnySave::CardGame(save.into()),
        }
    }
}

/// The last format sealed without the hints asked.
pub(super) const BEFORE_HINTS: u32 = 6;

/// A format-6 payload (unsealed): the save, and the bytes it took.
pub(super) fn sealed_v6(payload: &[u8]) -> Result<(AnySave, usize), SaveError> {
    let malformed = |detail: &str| SaveError::Malformed {
        detail: detail.to_string(),
    };
    let ((inner, save), rest) = postcard::take_from_bytes::<(u32, AnySaveV6)>(payload)
        .map_err(|_| malformed("damaged or cut short"))?;
    if inner != BEFORE_HINTS {
        return Err(malformed("no format number"));
    }
    Ok((save.into(), payload.len() - rest.len()))
}

/// A save of format 2: the Europe engine's record of format 1.
#[derive(Deserialize)]
struct SavedGameV2 {
    _format_version: u32,
    id: String,
    created_ms: f64,
    updated_ms: f64,
    seats: Vec<SeatSetup>,
    record: GameRecordV1,
}

/// A save of format 3: a Europe game, before saves said which game.
#[derive(Deserialize)]
struct SavedGameV3 {
    _format_version: u32,
    id: String,
    created_ms: f64,
    updated_ms: f64,
    seats: Vec<SeatSetup>,
    record: GameRecordV2,
}

/// A Europe game in a save of format 4, before the E1 fix.
#[derive(Deserialize)]
struct SavedGameV4 {
    id: String,
    created_ms: f64,
    updated_ms: f64,
    seats: Vec<SeatSetup>,
    record: GameRecordV2,
}

/// A save of format 4 after its format number: [`AnySave`]'s layout then.
#[derive(Deserialize)]
enum AnySaveV4 {
    Europe(SavedGameV4),
    CardGame(SavedV6<cardgame_engine::Game>),
}

impl From<SavedGameV2> for SavedGame {
    fn from(old: SavedGameV2) -> Self {
        SavedGame {
            id: old.id,
            created_ms: old.created_ms,
            updated_ms: old.updated_ms,
            seats: old.seats,
            record: old.record.into(),
            hints: Vec::new(),
        }
    }
}

impl From<SavedGameV3> for SavedGame {
    fn from(old: SavedGameV3) -> Self {
        SavedGame {
            id: old.id,
            created_ms: old.created_ms,
            updated_ms: old.updated_ms,
            seats: old.seats,
            record: old.record.into(),
            hints: Vec::new(),
        }
    }
}

impl From<SavedGameV4> for SavedGame {
    fn from(old: SavedGameV4) -> Self {
        SavedGame {
            id: old.id,
            created_ms: old.created_ms,
            updated_ms: old.updated_ms,
            seats: old.seats,
            record: old.record.into(),
            hints: Vec::new(),
        }
    }
}

impl From<AnySaveV4> for AnySave {
    fn from(old: AnySaveV4) -> Self {
        match old {
            AnySaveV4::Europe(save) => AnySave::Europe(save.into()),
            AnySaveV4::CardGame(save) => AnySave::CardGame(save.into()),
        }
    }
}

/// The last format written as pure base64, without a checksum.
const LAST_UNSEALED: u32 = 5;

/// The save an older format's text holds, not yet replayed; `text` has no
/// whitespace left (the caller drops it).
pub(super) fn decode(text: &str) -> Result<AnySave, SaveError> {
    let malformed = |detail: &str| SaveError::Malformed {
        detail: detail.to_string(),
    };
    let bytes = crate::base64::decode(text).ok_or_else(|| {
        malformed(if text.starts_with('{') {
            // Format 1 was JSON; its saves are refused, never rewritten.
            "JSON from an older version of the app"
        } else {
            "not base64"
        })
    })?;
    // The version comes first: it says which layout the rest is read with.
    let (found, _) =
        postcard::take_from_bytes::<u32>(&bytes).map_err(|_| malformed("no format number"))?;
    // postcard's own messages are long and would ship in the page.
    let cut = |_| malformed("damaged or cut short");
    let (save, rest) = match found {
        2 => postcard::take_from_bytes::<SavedGameV2>(&bytes)
            .map(|(old, rest)| (AnySave::Europe(old.into()), rest))
            .map_err(cut)?,
        3 => postcard::take_from_bytes::<SavedGameV3>(&bytes)
            .map(|(old, rest)| (AnySave::Europe(old.into()), rest))
            .map_err(cut)?,
        4 => postcard::take_from_bytes::<(u32, AnySaveV4)>(&bytes)
            .map(|((_, old), rest)| (old.into(), rest))
            .map_err(cut)?,
        LAST_UNSEALED => postcard::take_from_bytes::<(u32, AnySaveV6)>(&bytes)
            .map(|((_, save), rest)| (save.into(), rest))
            .map_err(cut)?,
        // Anything else (0, 1 — format 1 was JSON — or 6 and later, always
        // sealed behind their mark) is just not a save, so random text is
        // never called "another version".
        _ => return Err(malformed("no format number")),
    };
    if !rest.is_empty() {
        return Err(malformed("bytes after the end"));
    }
    Ok(save)
}
