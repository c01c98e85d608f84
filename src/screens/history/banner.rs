//! What keeping a finished game in the history told the player: nothing
//! when it simply worked; a note when the oldest games lost their record to
//! make room; the reason when the game could not be kept. It never stops
//! the table: it floats over it until closed.

use super::words::{problem_text, records_dropped};
use crate::game_history::browser::Problem;
use crate::i18n::{t, tr, use_lang};
use leptos::prelude::*;

/// The outcome of keeping a finished game, when the player must know it.
#[derive(Clone, Debug, PartialEq)]
pub enum KeepNote {
    /// Kept; the records of this many oldest games were dropped for room.
    Dropped(usize),
    Failed(Problem),
    /// The history's module could not be fetched (offline before it was
    /// cached): the game is still in the saved games.
    NotLoaded,
}

#[component]
pub fn KeepBanner(note: RwSignal<Option<KeepNote>>) -> impl IntoView {
    let lang = use_lang();
    move || {
        note.get().map(|n| {
            let (class, text) = match &n {
                KeepNote::Dropped(k) => (
                    "autosave-banner keep-banner",
                    format!(
                        "{} {}",
                        tr(lang.get(), "hi_kept"),
                        records_dropped(lang.get(), *k)
                    ),
                ),
                KeepNote::Failed(p) => (
                    "autosave-banner",
                    format!(
                        "{} {}",
                        tr(lang.get(), "hi_kept_failed"),
                        match p {
                            Problem::Unreadable(_) => tr(lang.get(), "hi_kept_unreadable").to_string(),
                            p => problem_text(lang.get(), p),
                        }
                    ),
                ),
                KeepNote::NotLoaded => (
                    "autosave-banner",
                    tr(lang.get(), "hi_kept_offline").to_string(),
                ),
            };
            view! {
                <div class=class role="status" data-testid="keep-banner">
                    <span>{text}</span>
                    <button type="button" data-testid="keep-banner-close" on:click=move |_| note.set(None)>
                        {t("dismiss")}
                    </button>
                </div>
            }
        })
    }
}
