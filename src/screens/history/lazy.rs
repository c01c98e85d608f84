//! The history is a wasm module of its own, as each game's table is
//! (scripts/split_page.py cuts the page at the functions below): the
//! screen, the statistics and the store's reading and writing are fetched
//! after the first paint ([`prefetch`]) and precached by the service
//! worker, so the first visit carries none of them. A game that ends
//! reaches the store through [`keeper`]; the screen comes through
//! `crate::table_loader::LazyTable`, as the tables do.

use super::History;
use super::banner::KeepNote;
use crate::game_history::browser;
use crate::session::AnySave;
use crate::table_loader::NotLoaded;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// Where the history screen's Back leads: provided by the app.
#[derive(Clone, Copy)]
pub struct HistoryLinks {
    pub back: Callback<()>,
}

/// Game `id` from its record in the history (the screen has checked that
/// the record is there and replays).
fn kept_game(id: &str) -> Option<AnySave> {
    browser::record(id)
        .ok()
        .flatten()
        .and_then(|text| AnySave::from_text(&text).ok())
        .map(|loaded| loaded.into_save())
}

fn open_replay(id: String) {
    if let Some(save) = kept_game(&id) {
        crate::replay::open(save);
    }
}

fn open_review(id: String) {
    if let Some(save) = kept_game(&id) {
        crate::review::open(save);
    }
}

/// Adds the finished game in a save's text to the history; what the
/// player must hear of it, if anything.
pub type Keep = fn(&str) -> Option<KeepNote>;

fn keep(text: &str) -> Option<KeepNote> {
    match browser::keep(text) {
        Ok(kept) if kept.records_dropped > 0 => Some(KeepNote::Dropped(kept.records_dropped)),
        Ok(_) => None,
        Err(e) => Some(KeepNote::Failed(e)),
    }
}

#[wasm_split(history_screen, wasm_split_path = ::leptos::wasm_split, fallible, preload(preload_history))]
pub(crate) fn history_view() -> Result<AnyView, NotLoaded> {
    let back = use_context::<HistoryLinks>().map_or(Callback::new(|()| {}), |l| l.back);
    Ok(view! {
        <History on_back=back on_replay=Callback::new(open_replay) on_review=Callback::new(open_review) />
    }
    .into_any())
}

/// The history's [`Keep`], once its module is there.
#[wasm_split(history_screen, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn keeper() -> Result<Keep, NotLoaded> {
    Ok(keep)
}

/// Starts fetching the history's module in the background.
pub fn prefetch() {
    leptos::task::spawn_local(async {
        // A failure is not cached: opening the history tries again.
        let _ = preload_history().await;
    });
}
