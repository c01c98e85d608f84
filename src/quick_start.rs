//! One-tap games under the home screen: a person against the computer, or
//! two people and a computer passing the device. Browser tests start here.

use crate::app::{Screen, use_screen};
use crate::cardgame::table::use_card_table;
use crate::europe::table::use_table;
use crate::i18n::{Lang, t, tr, use_lang};
use crate::session::{CardSave, Level, SavedGame, SeatKind, SeatSetup};
use europa_engine::GameConfig;
use leptos::prelude::*;

/// A one-tap game: who sits where, in the current language, the computer
/// playing at `level`.
fn quick_seats(lang: Lang, pass_and_play: bool, level: Level) -> Vec<SeatSetup> {
    let seat = |name: &str, kind| SeatSetup {
        name: name.to_string(),
        kind,
    };
    if pass_and_play {
        vec![
            seat("Anna", SeatKind::Human),
            seat("Bruno", SeatKind::Human),
            seat(tr(lang, "computer"), SeatKind::Computer(level)),
        ]
    } else {
        vec![
            seat(tr(lang, "you"), SeatKind::Human),
            seat(tr(lang, "computer"), SeatKind::Computer(level)),
        ]
    }
}

/// A new game's id, time and random seed (quick starts and rematches).
pub fn new_deal() -> (String, f64, u64) {
    let now = js_sys::Date::now();
    let seed = crate::seed::fresh_seed();
    (format!("g{}-{seed}", now as u64), now, seed)
}

#[component]
pub fn QuickStart() -> impl IntoView {
    let screen = use_screen();
    let table = use_table();
    let lang = use_lang();
    // The computer's level, remembered; Easy on a first visit.
    let level = RwSignal::new(
        crate::storage::read_word(crate::storage::QUICK_LEVEL_KEY)
            .and_then(|w| crate::screens::setup::level_of_key(&w))
            .unwrap_or(Level::Easy),
    );
    let quick = move |pass_and_play: bool| {
        let (id, now, seed) = new_deal();
        let seats = quick_seats(lang.get_untracked(), pass_and_play, level.get_untracked());
        let config = GameConfig::new(seats.len() as u8, seed);
        table.start(SavedGame::new(id, now, seats, config));
        screen.set(Screen::Game);
    };
    let card_table = use_card_table();
    // The Card Game: you and a computer.
    let quick_cards = move |_| {
        let (id, now, seed) = new_deal();
        let seats = quick_seats(lang.get_untracked(), false, level.get_untracked());
        let config = cardgame_engine::GameConfig::new(seats.len() as u8, seed);
        card_table.start(CardSave::new(id, now, seats, config));
        screen.set(Screen::CardGame);
    };
    // A first visit (nothing saved, no history) is offered the guided game.
    let first = crate::guide::offer::first_visit();
    // One group per game, under its name: "against the computer" twice
    // reads right only beside the game it starts.
    view! {
        {first.then(|| view! { <crate::guide::offer::FirstVisitOffer /> })}
        <nav class="quick-start" aria-label=t("quick_title")>
            <section class="quick-game" data-testid="quick-game" aria-labelledby="quick-europe">
                <h2 id="quick-europe">{t("game_europe")}</h2>
                <crate::guide::offer::LearnEurope first />
                <button
                    data-testid="quick-vs-computer"
                    aria-describedby="quick-europe"
                    on:click=move |_| quick(false)
                >
                    {t("quick_vs_computer")}
                </button>
                <button
                    data-testid="quick-pass-play"
                    aria-describedby="quick-europe"
                    on:click=move |_| quick(true)
                >
                    {t("quick_pass_play")}
                </button>
            </section>
            <section class="quick-game" data-testid="quick-game" aria-labelledby="quick-cards">
                <h2 id="quick-cards">{t("game_cardgame")}</h2>
                <crate::guide::offer::LearnCards first />
                <button data-testid="quick-cardgame" aria-describedby="quick-cards" on:click=quick_cards>
                    {t("quick_vs_computer")}
                </button>
            </section>
            <label class="quick-level">
                <span>{t("quick_level")}</span>
                <select
                    data-testid="quick-level"
                    prop:value=move || level.get().bot_name()
                    on:change=move |ev| {
                        let v = event_target_value(&ev);
                        if let Some(l) = crate::screens::setup::level_of_key(&v) {
                            level.set(l);
                            // Unremembered when storage is off: it still holds this visit.
                            let _ = crate::storage::write_word(crate::storage::QUICK_LEVEL_KEY, l.bot_name());
                        }
                    }
                >
                    {Level::ALL
                        .into_iter()
                        .map(|l| {
                            let key = l.bot_name();
                            view! {
                                <option value=key selected=move || level.get() == l>
                                    {t(key)}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
        </nav>
    }
}
