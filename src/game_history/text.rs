//! The history's text, stored and exported alike:
//!
//! ```text
//! Europa-History-1:<base64>
//! ```
//!
//! sealed as a save's format 6 is (`crate::session::text`): base64 of the
//! postcard bytes of the format number and the [`History`], 0–2 zero bytes
//! to whole base64 groups and their CRC-32, so one changed character is
//! refused as damaged, never read as another history. The mark shares no
//! prefix with a save's (`Europa-Express-`): neither reader takes the
//! other's text, and each says what the text is.

use super::History;
use crate::session::text::{MARK as SAVE_MARK, near, padding, seal_as, unseal};
use std::fmt;

/// What the text starts with, before its format number and a colon.
pub const HISTORY_MARK: &str = "Europa-History-";
/// The layout of [`History`] the text holds.
pub const HISTORY_FORMAT: u32 = 1;
/// Longest text read as a history, in bytes: twice the stored budget, so a
/// history from another device always fits and a wrong file is refused
/// before it is read.
pub const HISTORY_TEXT_MAX: usize = 2 * super::BUDGET;

/// Why a text could not be read as a history. The stored copy is never
/// changed by a failed read.
#[derive(Clone, Debug, PartialEq)]
pub enum HistoryError {
    /// Longer than [`HISTORY_TEXT_MAX`] (`max`): not read.
    TooLarge { bytes: usize, max: usize },
    /// The mark is there but a character was changed, lost or added.
    Damaged,
    /// Written by a newer app.
    Version { found: u32, supported: u32 },
    /// Sealed but not a history this app wrote.
    Malformed,
    /// A saved game's text, not a history.
    ASave,
    /// Neither a history nor a save.
    NotHistory,
}

impl fmt::Display for HistoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HistoryError::TooLarge { bytes, max } => write!(f, "{bytes} bytes (most {max})"),
            HistoryError::Damaged => write!(f, "damaged (checksum)"),
            HistoryError::Version { found, supported } => {
                write!(f, "history format {found}, this app reads {supported}")
            }
            HistoryError::Malformed => write!(f, "not a history this app wrote"),
            HistoryError::ASave => write!(f, "a saved game, not a history"),
            HistoryError::NotHistory => write!(f, "not a history"),
        }
    }
}

/// The bytes the text seals: the format number, then the history.
pub(super) fn payload(history: &History) -> Vec<u8> {
    // Plain data: serialising cannot fail.
    postcard::to_allocvec(&(HISTORY_FORMAT, history)).unwrap_or_default()
}

/// How many bytes [`payload`] makes, counted without writing them.
pub(super) fn payload_len(history: &History) -> usize {
    postcard::experimental::serialized_size(&(HISTORY_FORMAT, history)).unwrap_or(0)
}

fn head() -> String {
    format!("{HISTORY_MARK}{HISTORY_FORMAT}:")
}

/// Characters of the text that seals `payload` bytes.
pub(super) fn stored_len(payload: usize) -> usize {
    let sealed = payload + padding(payload) + 4;
    head().len() + sealed / 3 * 4
}

impl History {
    /// The text stored and exported.
    pub fn to_text(&self) -> String {
        seal_as(&head(), payload(self))
    }

    /// Reads a history's text; also returns how many games in it could
    /// not be used (a bad id, a table of no real game) and were left out.
    /// Whitespace and a leading byte-order mark are ignored, as in a save.
    ///
    /// # Errors
    /// See [`HistoryError`]; nothing here panics on any input.
    pub fn from_text(text: &str) -> Result<(History, usize), HistoryError> {
        if text.len() > HISTORY_TEXT_MAX {
            return Err(HistoryError::TooLarge {
                bytes: text.len(),
                max: HISTORY_TEXT_MAX,
            });
        }
        let compact: String = text.chars().filter(|c| !c.is_ascii_whitespace()).collect();
        let compact = compact.strip_prefix('\u{feff}').unwrap_or(&compact);
        let Some(rest) = compact.strip_prefix(HISTORY_MARK) else {
            return Err(if compact.starts_with(SAVE_MARK) {
                HistoryError::ASave
            } else if near(compact, HISTORY_MARK) {
                HistoryError::Damaged
            } else {
                HistoryError::NotHistory
            });
        };
        let (number, body) = rest.split_once(':').ok_or(HistoryError::Damaged)?;
        let found = Some(number)
            .filter(|n| (1..=9).contains(&n.len()) && n.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|n| n.parse::<u32>().ok())
            .ok_or(HistoryError::Damaged)?;
        let bytes = unseal(body).ok_or(HistoryError::Damaged)?;
        if found != HISTORY_FORMAT {
            // A newer app's history, unless the sealed bytes say this
            // format (then only the number was damaged).
            let inner = postcard::take_from_bytes::<u32>(&bytes).ok();
            return Err(match inner {
                Some((n, _)) if n == found && found > HISTORY_FORMAT => HistoryError::Version {
                    found,
                    supported: HISTORY_FORMAT,
                },
                _ => HistoryError::Damaged,
            });
        }
        let ((inner, mut history), rest) = postcard::take_from_bytes::<(u32, History)>(&bytes)
            .map_err(|_| HistoryError::Malformed)?;
        let used = bytes.len() - rest.len();
        if inner != HISTORY_FORMAT || rest.len() != padding(used) || rest.iter().any(|&b| b != 0) {
            return Err(HistoryError::Malformed);
        }
        let left_out = history.sanitize();
        Ok((history, left_out))
    }
}
