//! Each game's table is a wasm module of its own (scripts/split_page.py cuts
//! the page at the functions below), so the first visit downloads only the
//! shell: home, new game, saved games, the engines and the autosave.
//!
//! Both tables are fetched as soon as the shell is on screen ([`prefetch`])
//! and the service worker precaches them, so opening a game does not wait
//! for a download; if a player is quicker than the network, the table says
//! it is loading, and a failed load offers to try again or go home.

use crate::app::{Screen, use_screen};
use crate::cardgame::CardGameScreen;
use crate::europe::GameScreen;
use crate::i18n::t;
use leptos::prelude::*;
use leptos::wasm_split::{SplitLoaderError, wasm_split};

/// A table module that could not be fetched (offline before it was cached).
#[derive(Debug)]
pub struct NotLoaded;

impl From<SplitLoaderError> for NotLoaded {
    fn from(_: SplitLoaderError) -> Self {
        NotLoaded
    }
}

#[wasm_split(europe_table, wasm_split_path = ::leptos::wasm_split, fallible, preload(preload_europe_table))]
fn europe_table() -> Result<AnyView, NotLoaded> {
    // The guided game's steps and the hint's words travel with the table,
    // not the first paint.
    crate::i18n::register(crate::europe::sentences::TEXTS);
    crate::i18n::register(crate::europe::guide::texts::TEXTS);
    crate::i18n::register(crate::hint::texts::TEXTS);
    crate::i18n::register(crate::review::texts::MOVES);
    Ok(view! { <GameScreen /> }.into_any())
}

#[wasm_split(card_table, wasm_split_path = ::leptos::wasm_split, fallible, preload(preload_card_table))]
fn card_table() -> Result<AnyView, NotLoaded> {
    crate::i18n::register(crate::cardgame::texts::TEXTS);
    crate::i18n::register(crate::cardgame::guide::texts::TEXTS);
    crate::i18n::register(crate::hint::texts::TEXTS);
    crate::i18n::register(crate::review::texts::MOVES);
    Ok(view! { <CardGameScreen /> }.into_any())
}

// The replay's bar is a module of its own too: the shell stays within its
// budget, and the replay opens the game's table module inside it.
#[wasm_split(replay_screen, wasm_split_path = ::leptos::wasm_split, fallible, preload(preload_replay))]
fn replay_screen() -> Result<AnyView, NotLoaded> {
    Ok(view! { <crate::replay::ReplayScreen /> }.into_any())
}

// The review too: opened after a game, never on the first paint.
#[wasm_split(review_screen, wasm_split_path = ::leptos::wasm_split, fallible, preload(preload_review))]
fn review_screen() -> Result<AnyView, NotLoaded> {
    Ok(view! { <crate::review::ReviewScreen /> }.into_any())
}

/// Starts fetching both tables (then the replay) in the background; call
/// once the shell shows.
pub fn prefetch() {
    leptos::task::spawn_local(async {
        // A failure is not cached: opening the game tries again.
        let _ = preload_europe_table().await;
        let _ = preload_card_table().await;
        let _ = preload_replay().await;
        let _ = preload_review().await;
    });
}

/// The table of `screen`'s game (or the replay, or the history), once its
/// module is there.
#[component]
pub fn LazyTable(screen: Screen) -> impl IntoView {
    // Bumped by "Try again": a new load attempt.
    let attempt = RwSignal::new(0u32);
    move || {
        attempt.track();
        view! {
            <Suspense fallback=move || view! { <Loading screen /> }>
                {Suspend::new(async move {
                    let table = match screen {
                        Screen::CardGame => card_table().await,
                        Screen::Replay => replay_screen().await,
                        Screen::Review => review_screen().await,
                        Screen::History => crate::screens::history::lazy::history_view().await,
                        _ => europe_table().await,
                    };
                    table.unwrap_or_else(|NotLoaded| view! { <LoadFailed attempt module=screen /> }.into_any())
                })}
            </Suspense>
        }
    }
}

#[component]
fn Loading(screen: Screen) -> impl IntoView {
    view! {
        <div class="table-loading" role="status" data-testid="table-loading">
            <span>{t(if screen == Screen::History { "hi_loading" } else { "table_loading" })}</span>
            <i></i>
        </div>
    }
}

#[component]
fn LoadFailed(attempt: RwSignal<u32>, module: Screen) -> impl IntoView {
    let screen = use_screen();
    view! {
        <div class="table-loading" role="alert" data-testid="table-load-failed">
            <p>{t(if module == Screen::History { "hi_load_failed" } else { "table_load_failed" })}</p>
            <div class="actions">
                <button
                    type="button"
                    class="primary"
                    data-testid="table-retry"
                    on:click=move |_| attempt.update(|n| *n += 1)
                >
                    {t("try_again")}
                </button>
                <button type="button" data-testid="table-home" on:click=move |_| screen.set(Screen::Home)>
                    {t("home")}
                </button>
            </div>
        </div>
    }
}
