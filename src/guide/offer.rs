//! The way into a guided game, the guide's only part in the page's first
//! download: a "Learn to play" button under each game's quick start, and
//! on a first visit (no saved game, no history) a line that offers it and
//! makes those buttons the ones to press.

use super::ID_PREFIX;
use crate::app::{Screen, use_screen};
use crate::cardgame::table::use_card_table;
use crate::europe::table::use_table;
use crate::i18n::{t, tr, use_lang};
use crate::session::{CardSave, Level, SavedGame, SeatKind, SeatSetup};
use leptos::prelude::*;

/// Whether this looks like the player's first visit.
pub fn first_visit() -> bool {
    !crate::storage::has_saves() && matches!(crate::storage::read_history(), Ok(None))
}

/// A new guided game's id: the prefix the table knows it by, then an id
/// like any other game's.
fn guide_id() -> String {
    let id = crate::storage::new_id(js_sys::Date::now(), js_sys::Math::random());
    format!("{ID_PREFIX}{id}")
}

/// The person and one Easy computer, named in the current language.
fn seats(you: &str, computer: &str) -> Vec<SeatSetup> {
    vec![
        SeatSetup {
            name: you.to_string(),
            kind: SeatKind::Human,
        },
        SeatSetup {
            name: computer.to_string(),
            kind: SeatKind::Computer(Level::Easy),
        },
    ]
}

/// "Learn to play" for Ticket to Ride Europe: the guide's fixed deal.
#[component]
pub fn LearnEurope(first: bool) -> impl IntoView {
    let table = use_table();
    let screen = use_screen();
    let lang = use_lang();
    let start = move |_| {
        let l = lang.get_untracked();
        let config = crate::europe::guide::config();
        let seats = seats(tr(l, "you"), tr(l, "computer"));
        table.start(SavedGame::new(
            guide_id(),
            js_sys::Date::now(),
            seats,
            config,
        ));
        screen.set(Screen::Game);
    };
    view! {
        <button class:primary=first data-testid="guide-europe" aria-describedby="quick-europe" on:click=start>
            {t("guide_learn")}
        </button>
    }
}

/// "Learn to play" for the Card Game: the guide's fixed deal.
#[component]
pub fn LearnCards(first: bool) -> impl IntoView {
    let table = use_card_table();
    let screen = use_screen();
    let lang = use_lang();
    let start = move |_| {
        let l = lang.get_untracked();
        let config = crate::cardgame::guide::config();
        let seats = seats(tr(l, "you"), tr(l, "computer"));
        table.start(CardSave::new(
            guide_id(),
            js_sys::Date::now(),
            seats,
            config,
        ));
        screen.set(Screen::CardGame);
    };
    view! {
        <button class:primary=first data-testid="guide-cardgame" aria-describedby="quick-cards" on:click=start>
            {t("guide_learn")}
        </button>
    }
}

/// The first visit's offer, above the quick starts.
#[component]
pub fn FirstVisitOffer() -> impl IntoView {
    view! {
        <p class="guide-offer" data-testid="guide-offer">{t("guide_offer")}</p>
    }
}
