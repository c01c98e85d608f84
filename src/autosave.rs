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
            }
            Err(e) => {
                if self.error.as_ref() != Some(&e) {
                    self.dismissed = false;
                }
                self.error = Some(e);
            }
        }
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
    let result = crate::storage::write(&id, &text);
    let mut next = p.state.get_untracked();
    next.record(&id, p.moves, result);
    if p.state.with_untracked(|now| *now != next) {
        p.state.set(next);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
