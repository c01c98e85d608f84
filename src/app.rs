//! The page: a top bar and one screen at a time. `Screen` is the routing
//! state; any screen switches with `use_screen().set(..)`.

use crate::autosave::{self, Autosave};
use crate::autosave_banner::AutosaveBanner;
use crate::cardgame::table::CardTable;
use crate::europe::table::Table;
use crate::i18n::{Lang, LangContext, t, tr, use_lang};
use crate::other_window::OtherWindow;
use crate::quick_start::QuickStart;
use crate::rules_help::{HelpButton, RulesHelp, provide_rules_help};
use crate::rules_text::Topic;
use crate::screens::history::banner::{KeepBanner, KeepNote};
use crate::screens::history::lazy::HistoryLinks;
use crate::screens::home::Home;
use crate::screens::new_game::NewGame;
use crate::screens::saves::Saves;
use crate::session::AnySave;
use crate::table_loader::LazyTable;
use crate::update_banner::{OfflineNote, UpdateBanner};
use leptos::prelude::*;

/// Which screen shows. The new-game and saved-games screens start a game with
/// `use_table().start(save)` and then set `Screen::Game`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Home,
    NewGame,
    Saves,
    Game,
    /// The Card Game's table (`use_card_table().start(save)` first).
    CardGame,
    /// A game played back (`crate::replay::open(save)`).
    Replay,
    /// The finished games and their statistics.
    History,
    /// A finished game's review (`crate::review::open(save)`).
    Review,
}

/// The current screen, provided once by the app.
#[derive(Clone, Copy)]
pub struct ScreenContext(pub RwSignal<Screen>);

/// Reads and switches the current screen.
pub fn use_screen() -> RwSignal<Screen> {
    use_context::<ScreenContext>()
        .map(|c| c.0)
        .unwrap_or_else(|| RwSignal::new(Screen::Home))
}

/// The language the player chose last time, else the browser's if we speak it.
fn browser_lang() -> Lang {
    crate::storage::read_lang()
        .or_else(|| window().navigator().language())
        .map(|tag| Lang::from_tag(&tag))
        .unwrap_or(Lang::En)
}

/// `?fast=1`: computer moves without the pause (browser tests).
fn fast_mode() -> bool {
    window()
        .location()
        .search()
        .map(|q| q.contains("fast=1"))
        .unwrap_or(false)
}

#[component]
pub fn App() -> impl IntoView {
    let lang = RwSignal::new(browser_lang());
    provide_context(LangContext(lang));
    provide_rules_help();
    let screen = RwSignal::new(Screen::Home);
    provide_context(ScreenContext(screen));
    crate::settings::Settings::provide();
    let table = Table::provide();
    table.set_fast(fast_mode());
    let card_table = CardTable::provide();
    card_table.set_fast(fast_mode());
    crate::replay::provide();
    crate::review::provide();
    // A shared game's link opens its replay; a damaged one says so.
    let link_error = RwSignal::new(None::<crate::session::SaveError>);
    match crate::replay::link::from_location() {
        Some(Ok(save)) => crate::replay::open(save),
        Some(Err(e)) => link_error.set(Some(e)),
        None => {}
    }
    crate::history::follow(screen, move || {
        table.saved().with_untracked(|s| s.is_some())
            || card_table.saved().with_untracked(|s| s.is_some())
    });

    // The tables' modules come right after the shell is on screen.
    Effect::new(move |_| crate::table_loader::prefetch());
    Effect::new(move |_| crate::screens::history::lazy::prefetch());

    // Keep <html lang> in step, for screen readers and hyphenation.
    Effect::new(move |_| {
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", lang.get().code());
        }
    });

    // Autosave: every change of the game is written right after its frame
    // paints, and at once when the page is hidden or closed, so a reload or
    // a closed tab loses nothing. A storage failure must not stop play: the
    // banner says which moves are not saved and offers an export.
    // A game that ends at either table goes to the history once; the
    // player hears of it only when something went wrong or made room.
    let autosave = RwSignal::new(Autosave::default());
    let kept = RwSignal::new(None::<KeepNote>);
    save_each_move(
        autosave,
        kept,
        move || {
            table.saved().with(|s| {
                s.as_ref()
                    .map(|s| (s.id.clone(), s.record.actions.len(), s.to_text()))
            })
        },
        move || {
            table
                .game
                .with_value(|g| g.as_ref().is_some_and(|g| g.is_over()))
        },
    );
    save_each_move(
        autosave,
        kept,
        move || {
            card_table.saved().with(|s| {
                s.as_ref()
                    .map(|s| (s.id.clone(), s.record.actions.len(), s.to_text()))
            })
        },
        move || {
            card_table
                .game
                .with_value(|g| g.as_ref().is_some_and(|g| g.is_over()))
        },
    );
    // One writer per game: another window's write of the game shown here
    // stops this window writing it (src/other_window.rs says so).
    let _ = window_event_listener(leptos::ev::storage, move |e| {
        let key = e.key();
        let value = e.new_value();
        if let Some(id) = autosave::changed_elsewhere(key.as_deref(), value.as_deref()) {
            autosave.update(|a| a.taken_elsewhere(&id));
        }
    });
    let _ = window_event_listener(leptos::ev::pagehide, |_| autosave::flush());
    let _ = window_event_listener(leptos::ev::visibilitychange, |_| {
        if document().hidden() {
            autosave::flush();
        }
    });

    // The language switch is remembered for the next visit.
    Effect::new(move |prev: Option<Lang>| {
        let now = lang.get();
        if prev.is_some_and(|p| p != now) {
            let _ = crate::storage::write_lang(now.code());
        }
        now
    });

    let play = move |save: AnySave| match save {
        AnySave::Europe(save) => {
            table.start(save);
            screen.set(Screen::Game);
        }
        AnySave::CardGame(save) => {
            card_table.start(save);
            screen.set(Screen::CardGame);
        }
    };
    let home = move |()| screen.set(Screen::Home);
    let history = move |()| screen.set(Screen::History);
    provide_context(HistoryLinks {
        back: Callback::new(home),
    });
    let showing = Signal::derive(move || match screen.get() {
        Screen::Game => table.saved().with(|s| s.as_ref().map(|s| s.id.clone())),
        Screen::CardGame => card_table
            .saved()
            .with(|s| s.as_ref().map(|s| s.id.clone())),
        _ => None,
    });
    let body = move || match screen.get() {
        Screen::Home => view! {
            <Home
                on_new=move |()| screen.set(Screen::NewGame)
                on_continue=play
                on_saves=move |()| screen.set(Screen::Saves)
                on_history=history
            />
            <QuickStart />
        }
        .into_any(),
        Screen::NewGame => view! { <NewGame on_start=play on_back=home /> }.into_any(),
        Screen::Saves => {
            view! { <Saves on_open=play on_back=home on_history=history /> }.into_any()
        }
        screen @ (Screen::Game
        | Screen::CardGame
        | Screen::Replay
        | Screen::History
        | Screen::Review) => view! { <LazyTable screen /> }.into_any(),
    };
    let link_problem = move || {
        link_error.get().map(|e| {
            let l = lang.get();
            let text = match e {
                crate::session::SaveError::Damaged => tr(l, "link_damaged").to_string(),
                e => format!("{} {e}", tr(l, "link_unreadable")),
            };
            view! {
                <p class="refusal link-error" role="alert" data-testid="link-error">
                    <span>{text}</span>
                    <button aria-label=t("dismiss") on:click=move |_| link_error.set(None)>"×"</button>
                </p>
            }
        })
    };
    view! {
        <div class="app">
            <UpdateBanner />
            <AutosaveBanner state=autosave />
            <KeepBanner note=kept />
            <OtherWindow
                state=autosave
                showing
                on_play=Callback::new(play)
                on_home=Callback::new(home)
            />
            <RulesHelp />
            <header class="topbar">
                <button
                    class="brand"
                    data-testid="home-link"
                    title=t("home")
                    on:click=move |_| screen.set(Screen::Home)
                >
                    <h1 data-testid="title">{t("title")}</h1>
                    // The game being played names itself; the screens
                    // around the games belong to both and name neither.
                    <span class="tagline" data-testid="tagline">
                        {move || match screen.get() {
                            Screen::CardGame => tr(lang.get(), "game_cardgame"),
                            Screen::Game => tr(lang.get(), "tagline"),
                            _ => "",
                        }}
                    </span>
                </button>
                // In the bar's own flow, in the name's place while it shows:
                // a status that covers nothing.
                <OfflineNote />
                {move || {
                    let topic = if screen.get() == Screen::CardGame {
                        Topic::CardTurn
                    } else {
                        Topic::Turn
                    };
                    view! { <HelpButton topic=topic /> }
                }}
                <LangToggle />
            </header>
            {link_problem}
            {body}
        </div>
    }
}

/// Queues the game's save (its id, moves and text, from `current`) each
/// time it changes; a game seen being played that is now `over` goes to
/// the history (a finished game only opened again does not).
fn save_each_move(
    autosave: RwSignal<Autosave>,
    kept: RwSignal<Option<KeepNote>>,
    current: impl Fn() -> Option<(String, usize, String)> + 'static,
    over: impl Fn() -> bool + 'static,
) {
    // The game seen last, and whether it was over then.
    let seen = StoredValue::new(None::<(String, bool)>);
    Effect::new(move |_| {
        if let Some((id, moves, text)) = current() {
            let over = over();
            let ended =
                over && seen.with_value(|s| matches!(s, Some((last, false)) if *last == id));
            seen.set_value(Some((id.clone(), over)));
            let finished = ended.then(|| text.clone());
            autosave::queue(autosave, &id, moves, text);
            if let Some(text) = finished {
                keep_finished(kept, text);
            }
        }
    });
}

/// Adds a game that has just ended to the history once its frame has
/// painted (reading and writing the history takes longer than a frame;
/// the history's module may still be on its way); a failure is told,
/// never stops the table.
fn keep_finished(kept: RwSignal<Option<KeepNote>>, text: String) {
    crate::scheduler::after_paint(move || {
        leptos::task::spawn_local(async move {
            let note = match crate::screens::history::lazy::keeper().await {
                Ok(keep) => keep(&text),
                Err(_) => Some(KeepNote::NotLoaded),
            };
            if note.is_some() {
                kept.set(note);
            }
        });
    });
}

#[component]
fn LangToggle() -> impl IntoView {
    let lang = use_lang();
    view! {
        <button
            class="lang"
            data-testid="lang-toggle"
            aria-label=move || format!("{}: {}", lang.get().other().label(), t("switch_lang")())
            on:click=move |_| lang.update(|l| *l = l.other())
        >
            {move || lang.get().other().label()}
        </button>
    }
}
