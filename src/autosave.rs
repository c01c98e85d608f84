//! Autosave for either game: every change of the game being played is
//! written once its frame has painted (at once if the page is hidden or
//! closed, [`flush`]), and when storage refuses, play goes on in memory while
//! the banner says which moves are not saved and offers an export.
//!
//! [`Autosave`] is plain data, tested natively; the app feeds it the result
//! of each write. The latest text is also kept outside the reactive system
//! ([`last_text`]) so the recovery screen can offer it after a panic.

use crate::storage::StorageError;
use leptos::prelude::*;
use std::cell::RefCell;

thread_local! {
    /// The game being played: its id and its text after the last move.
    static LAST: RefCell<Option<(String, String)>> = const { RefCell::new(None) };
}

/// The current game's id and text, if a game is being played. Never panics,
/// even while something else holds the cell (it then answers `None`).
pub fn last_text() -> Option<(String, String)> {
    LAST.with(|l| l.try_borrow().ok().and_then(|l| l.clone()))
}

/// What the player must know about the current game's saves.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Autosave {
    id: Option<String>,
    /// How many moves of the current game storage holds, when it holds it.
    stored_moves: Option<usize>,
    /// Why the last write failed; `None` once a write succeeds again.
    pub error: Option<StorageError>,
    /// The player closed the banner for this failure: it stays closed until
    /// the failure changes, the game changes or writes work again.
    dismissed: bool,
    /// The game (its id) another window has written since this one last
    /// did: this window no longer writes it.
    pub elsewhere: Option<String>,
}

/// How much of the current game is lost if the page closes now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsaved {
    /// Storage never took this game.
    Everything,
    /// Storage holds the game up to this many moves, not those after.
    After(usize),
}

impl Autosave {
    /// Records one write of the game `id` holding `moves` moves.
    pub fn record(&mut self, id: &str, moves: usize, result: Result<(), StorageError>) {
        if self.id.as_deref() != Some(id) {
            self.id = Some(id.to_string());
            self.stored_moves = None;
            self.dismissed = false;
        }
        match result {
            Ok(()) => {
                self.stored_moves = Some(moves);
                self.error = None;
                self.dismissed = false;
                self.elsewhere = None;
            }
            Err(e) => {
                if self.error.as_ref() != Some(&e) {
                    self.dismissed = false;
                }
                self.error = Some(e);
            }
        }
    }

    /// Another window wrote game `id`: this one stops writing it.
    pub fn taken_elsewhere(&mut self, id: &str) {
        self.elsewhere = Some(id.to_string());
    }

    /// The player closed the banner: they know, and play goes on.
    pub fn dismiss(&mut self) {
        self.dismissed = true;
    }

    /// What is not saved, while writes fail and the player has not closed
    /// the banner.
    pub fn unsaved(&self) -> Option<Unsaved> {
        if self.dismissed {
            return None;
        }
        self.error.as_ref()?;
        Some(match self.stored_moves {
            None | Some(0) => Unsaved::Everything,
            Some(n) => Unsaved::After(n),
        })
    }
}

/// A write not yet made (its text is in [`LAST`]).
struct Pending {
    state: RwSignal<Autosave>,
    id: String,
    moves: usize,
}

thread_local! {
    static PENDING: RefCell<Option<Pending>> = const { RefCell::new(None) };
    /// The game this window plays and its stored text as this window last
    /// read or wrote it (`None`: nothing stored yet, a new game).
    static BASELINE: RefCell<Option<(String, Option<String>)>> = const { RefCell::new(None) };
}

/// Whether this window may write `id` over `stored`, what storage holds now:
/// only if that is what this window last read or wrote of it. A game this
/// window has not opened (no baseline) is written as before.
fn may_write(baseline: Option<&(String, Option<String>)>, id: &str, stored: Option<&str>) -> bool {
    match baseline {
        Some((bid, text)) if bid == id => text.as_deref() == stored,
        _ => true,
    }
}

/// A game is (re)opened in this window, from storage or new: what storage
/// holds of it now is what this window plays from.
pub fn opened(id: &str) {
    let stored = crate::storage::read_raw(id).ok();
    BASELINE.with(|b| {
        if let Ok(mut b) = b.try_borrow_mut() {
            *b = Some((id.to_string(), stored));
        }
    });
}

/// Another window changed stored key `key` (`None`: it cleared storage) to
/// `new_value`: the id of the game this window plays, if that changed from
/// what this window knows of it.
pub fn changed_elsewhere(key: Option<&str>, new_value: Option<&str>) -> Option<String> {
    BASELINE.with(|b| {
        let b = b.try_borrow().ok()?;
        let (id, text) = b.as_ref()?;
        let ours = key.is_none_or(|k| k == crate::storage::save_key(id));
        (ours && text.as_deref() != new_value).then(|| id.clone())
    })
}

/// Saves the current game: the text is kept at once (the recovery screen
/// offers it), and storage is written once the move's frame has painted,
/// since `localStorage.setItem` of the whole save would delay that frame.
/// Several moves before then make one write, of the newest text. The page
/// being hidden or closed writes at once ([`flush`]).
pub fn queue(state: RwSignal<Autosave>, id: &str, moves: usize, text: String) {
    LAST.with(|l| {
        if let Ok(mut l) = l.try_borrow_mut() {
            *l = Some((id.to_string(), text));
        }
    });
    let next = Pending {
        state,
        id: id.to_string(),
        moves,
    };
    let first = PENDING.with(|p| p.try_borrow_mut().map(|mut p| p.replace(next).is_none()));
    if matches!(first, Ok(true)) {
        crate::scheduler::after_paint(flush);
    }
}

/// Writes the queued save now, if there is one, and shows the outcome in
/// the banner's state.
pub fn flush() {
    let Some(p) = PENDING.with(|p| p.try_borrow_mut().ok().and_then(|mut p| p.take())) else {
        return;
    };
    let Some((id, text)) = last_text().filter(|(id, _)| *id == p.id) else {
        return;
    };
    let mut next = p.state.get_untracked();
    if next.elsewhere.as_deref() == Some(id.as_str()) {
        return;
    }
    let stored = crate::storage::read_raw(&id).ok();
    let mine = BASELINE.with(|b| {
        b.try_borrow()
            .map(|b| may_write(b.as_ref(), &id, stored.as_deref()))
            .unwrap_or(false)
    });
    if mine {
        let result = crate::storage::write(&id, &text);
        if result.is_ok() {
            BASELINE.with(|b| {
                if let Ok(mut b) = b.try_borrow_mut() {
                    *b = Some((id.clone(), Some(text)));
                }
            });
        }
        next.record(&id, p.moves, result);
    } else {
        next.taken_elsewhere(&id);
    }
    if p.state.with_untracked(|now| *now != next) {
        p.state.set(next);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_writes_a_game_only_over_what_it_last_saw_of_it() {
        let base = ("g1".to_string(), Some("moves 1-9".to_string()));
        assert!(may_write(Some(&base), "g1", Some("moves 1-9")));
        // Another window stored more moves, or deleted the game: hands off.
        assert!(!may_write(Some(&base), "g1", Some("moves 1-17")));
        assert!(!may_write(Some(&base), "g1", None));
        // A new game: nothing was stored when it opened.
        let new = ("g2".to_string(), None);
        assert!(may_write(Some(&new), "g2", None));
        assert!(!may_write(Some(&new), "g2", Some("another window's")));
        // A game this window did not open keeps the old behaviour.
        assert!(may_write(Some(&base), "g3", Some("x")));
        assert!(may_write(None, "g1", Some("x")));
    }

    #[test]
    fn a_game_taken_elsewhere_is_given_back_by_a_write_that_works() {
        let mut a = Autosave::default();
        a.record("g1", 9, Ok(()));
        a.taken_elsewhere("g1");
        assert_eq!(a.elsewhere.as_deref(), Some("g1"));
        // Taken over: the newest moves loaded and written from here again.
        a.record("g1", 17, Ok(()));
        assert_eq!(a.elsewhere, None);
    }

    #[test]
    fn a_failed_write_says_from_which_move_the_game_is_not_saved() {
        let mut a = Autosave::default();
        a.record("g1", 0, Ok(()));
        a.record("g1", 12, Ok(()));
        assert_eq!(a.unsaved(), None);
        a.record("g1", 13, Err(StorageError::QuotaExceeded));
        a.record("g1", 14, Err(StorageError::QuotaExceeded));
        assert_eq!(a.unsaved(), Some(Unsaved::After(12)));
        // Space came back: everything is saved again.
        a.record("g1", 15, Ok(()));
        assert_eq!((a.unsaved(), a.error.clone()), (None, None));
    }

    #[test]
    fn a_new_game_started_while_storage_is_full_is_not_being_saved() {
        let mut a = Autosave::default();
        a.record("old", 40, Ok(()));
        a.record("new", 0, Err(StorageError::QuotaExceeded));
        assert_eq!(a.unsaved(), Some(Unsaved::Everything));
        a.record("new", 3, Err(StorageError::Unavailable));
        assert_eq!(a.unsaved(), Some(Unsaved::Everything));
        // Closed, it stays closed while the same failure goes on…
        a.dismiss();
        a.record("new", 4, Err(StorageError::Unavailable));
        assert_eq!(a.unsaved(), None);
        // …and opens again when the failure changes.
        a.record("new", 5, Err(StorageError::QuotaExceeded));
        assert_eq!(a.unsaved(), Some(Unsaved::Everything));
    }
}
