//! The history in the browser: read, changed and written back as one text
//! under `crate::storage::HISTORY_KEY`. Reading never writes: a stored
//! history that cannot be read stays byte for byte as it was (the screen
//! offers its raw text and "Delete the history"), and nothing is added to
//! it meanwhile. The decisions are pure ([`store_with`] takes the write as
//! a function) and tested natively.

use super::{Change, History, HistoryError, result_of};
use crate::session::SaveError;
use crate::storage::{self, StorageError};
use std::fmt;

/// Why the history could not do what was asked.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// The browser's storage refused.
    Storage(StorageError),
    /// The stored history (or an imported file) is not a history the app
    /// can read; a stored one is left as it was.
    Unreadable(HistoryError),
    /// The finished game's save could not be read.
    Save(SaveError),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Storage(e) => write!(f, "{e}"),
            Problem::Unreadable(e) => write!(f, "history: {e}"),
            Problem::Save(e) => write!(f, "saved game: {e}"),
        }
    }
}

impl From<StorageError> for Problem {
    fn from(e: StorageError) -> Self {
        Problem::Storage(e)
    }
}

/// What keeping a game did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Kept {
    /// Whether the game was added (false: not over, or already there).
    pub added: bool,
    /// Games whose record was dropped to make room (the budget, or a full
    /// browser), oldest first. Their summaries stay.
    pub records_dropped: usize,
}

/// The stored history; an empty one when there is none yet.
///
/// # Errors
/// [`Problem::Storage`] when storage cannot be read,
/// [`Problem::Unreadable`] when the stored text is not a history.
pub fn load() -> Result<History, Problem> {
    match storage::read_history()? {
        None => Ok(History::default()),
        Some(text) => History::from_text(&text)
            .map(|(history, _)| history)
            .map_err(Problem::Unreadable),
    }
}

/// The stored text exactly as it is, for an export of a history that
/// cannot be read.
pub fn raw() -> Option<String> {
    storage::read_history().ok().flatten()
}

/// Writes `history` over the stored one; the ids of the records dropped
/// to make room when the browser was full.
///
/// # Errors
/// As [`store_with`].
pub fn store(history: &mut History) -> Result<Vec<String>, StorageError> {
    store_with(history, storage::write_history)
}

/// Writes `history` with `write`. When the browser says it is full, the
/// oldest records are dropped (1, then 2, 4… more at each try, so even a
/// full history takes a dozen tries, not a thousand) and the write tried
/// again, until it fits or no record is left; returns the ids dropped.
///
/// # Errors
/// The write's error when it is not a full browser, or when the history
/// does not fit even without records.
pub fn store_with(
    history: &mut History,
    mut write: impl FnMut(&str) -> Result<(), StorageError>,
) -> Result<Vec<String>, StorageError> {
    let mut dropped = Vec::new();
    let mut next = 1;
    loop {
        match write(&history.to_text()) {
            Ok(()) => return Ok(dropped),
            Err(StorageError::QuotaExceeded) => {
                let now = history.drop_oldest_records(next);
                if now.is_empty() {
                    return Err(StorageError::QuotaExceeded);
                }
                dropped.extend(now);
                next *= 2;
            }
            Err(e) => return Err(e),
        }
    }
}

/// Adds the finished game in a save's `text` to `history` (nothing for a
/// game not over, or one there already).
///
/// # Errors
/// The save cannot be read.
pub fn keep_in(history: &mut History, text: &str) -> Result<Change, SaveError> {
    Ok(match result_of(text)? {
        Some(result) => history.add(result, Some(text.to_string()), super::BUDGET),
        None => Change::default(),
    })
}

/// Adds the finished game in a save's `text` to the stored history, once
/// by id. Never touches a stored history it cannot read.
///
/// # Errors
/// See [`Problem`]; the stored history is then as it was.
pub fn keep(text: &str) -> Result<Kept, Problem> {
    let mut history = load()?;
    let change = keep_in(&mut history, text).map_err(Problem::Save)?;
    if change.added == 0 {
        return Ok(Kept::default());
    }
    let full = store(&mut history)?;
    Ok(Kept {
        added: true,
        records_dropped: change.records_dropped.len() + full.len(),
    })
}

/// Deletes game `id` from the history.
///
/// # Errors
/// See [`Problem`].
pub fn delete(id: &str) -> Result<(), Problem> {
    let mut history = load()?;
    if history.remove(id) {
        store(&mut history)?;
    }
    Ok(())
}

/// Deletes the whole history (even one that cannot be read).
///
/// # Errors
/// [`StorageError::Unavailable`].
pub fn clear() -> Result<(), StorageError> {
    storage::delete_history()
}

/// What an import did: the merge, the games in the file that could not be
/// used, and the records dropped because the browser was full.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Imported {
    pub change: Change,
    pub left_out: usize,
}

/// Merges a history file into the stored history (by game id).
///
/// # Errors
/// The file is not a readable history, or the stored one is not, or
/// storage refuses; nothing is then changed.
pub fn import(text: &str) -> Result<Imported, Problem> {
    let (file, left_out) = History::from_text(text).map_err(Problem::Unreadable)?;
    let mut history = load()?;
    let mut change = history.merge(file, super::BUDGET);
    change.records_dropped.extend(store(&mut history)?);
    Ok(Imported { change, left_out })
}

/// The record (a save's text) of game `id`, for a replay; `None` when the
/// history does not hold it (deleted, or dropped for room).
///
/// # Errors
/// See [`load`].
pub fn record(id: &str) -> Result<Option<String>, Problem> {
    Ok(load()?.record(id).map(str::to_string))
}

/// The name an exported history downloads as.
pub const EXPORT_FILE_NAME: &str = "europa-express-history.txt";
