//! Ticket to Ride Europe in the page. The game screen: the board, the side panel, and the dialogs that open over
//! them. Every piece reads the [`crate::europe::table::Table`] facade; what is private
//! comes only from its `view()`, which is public while nobody is revealed.

pub mod autoplay;
pub mod board;
mod card;
mod city;
mod claim_dialog;
mod coast;
mod collect_picker;
mod cues;
mod depot_dialog;
mod depots_view;
mod face_up;
mod final_scores;
pub mod geometry;
pub mod guide;
mod hand;
mod handoff;
pub mod hint;
mod log;
mod motion;
mod payment_picker;
pub mod recap;
mod recap_view;
mod refusal;
pub mod review_words;
mod route;
pub mod route_words;
mod seats;
pub(crate) mod sentences;
mod station_dialog;
pub mod table;
mod test_hook;
pub(crate) mod texts;
mod ticket_choice;
mod tickets;
mod track_choice;
mod train;
mod tunnel_dialog;
mod turn_banner;
mod turn_end;
pub mod turns;
pub mod ui;
pub mod warehouse_picker;
pub mod words;

use crate::europe::board::Board;
use crate::europe::table::{TableError, use_table};
use crate::i18n::{t, tr, use_lang};
use crate::settings::{TableSettings, use_settings};
use leptos::prelude::*;

pub use card::{CardChip, PaymentChips};

#[component]
pub fn GameScreen() -> impl IntoView {
    let table = use_table();
    // The interface state the table's components share (read with `use_ui`).
    let ui = ui::Ui::provide();
    let settings = use_settings();
    let lang = use_lang();
    let broken = move || {
        table.error().get().map(|e| {
            // A computer whose worker failed twice may be asked again.
            let retry = matches!(e, TableError::Computer { .. });
            let detail = match e {
                TableError::Replay { index, error } => {
                    format!("#{}: {}", index + 1, words::refusal(lang.get(), &error))
                }
                TableError::Bot { seat, error } => format!(
                    "{}: {}",
                    table.seat_name(seat),
                    words::refusal(lang.get(), &error)
                ),
                TableError::Computer { seat } => format!(
                    "{}: {}",
                    table.seat_name(seat),
                    tr(lang.get(), "computer_stopped")
                ),
                TableError::Config(s) => s,
            };
            view! {
                <p class="error" role="alert" data-testid="game-error">
                    {tr(lang.get(), "game_broken")}": "{detail}

                    {retry.then(|| view! {
                        " "
                        <crate::computer::RetryButton on_retry=Callback::new(move |()| {
                            table.clear_error();
                            table.run_computer();
                        }) />
                    })}
                </p>
            }
        })
    };
    let take_back = Callback::new(move |()| {
        ui.reset();
        table.take_back();
    });
    // A hint's sentence lasts until the next move.
    let hint_asked: crate::hint::Asked = RwSignal::new(None);
    let hint_said = crate::hint::shown(hint_asked, table.moves_played());
    let ask_hint = Callback::new(move |()| hint::ask(table, hint_asked, lang.get_untracked()));
    let more_open = RwSignal::new(false);
    let recap_open = RwSignal::new(false);
    // The sheet takes the focus when it opens and gives it back to "☰".
    let close_more = move || {
        more_open.set(false);
        if let Some(b) = document()
            .query_selector("[data-testid=more]")
            .ok()
            .flatten()
        {
            crate::modal::focus(&b);
        }
    };
    Effect::new(move |was: Option<bool>| {
        let open = more_open.get();
        if open && was == Some(false) {
            crate::scheduler::after_paint(|| {
                if let Some(b) = document()
                    .query_selector("[data-testid=more-close]")
                    .ok()
                    .flatten()
                {
                    crate::modal::focus(&b);
                }
            });
        }
        open
    });
    view! {
        <div class="game" class:cb=move || settings.colour_blind.get() class:fast=move || settings.fast.get()>
            {broken}
            // The turn, the latest moves and the final scores head the map's
            // column: on a wide screen the side panel beside them starts at
            // the top (it started below them, its foot under the window's).
            // The keyboard's order is the turn's: the map (one Tab stop, the
            // arrow keys walk its routes), then the face-up cards, the deck
            // and the tickets, then the hand; grid areas place them.
            // Up to 1000 px wide the page is one screen that never scrolls
            // (style/main.css, "docked"): the latest moves fold to a line
            // that opens, and the log and settings wait behind "☰".
            <main class="layout">
                <div class="game-top" class:recap-open=move || recap_open.get()>
                    <turn_banner::TurnBanner />
                    <button
                        class="more-button"
                        data-testid="more"
                        aria-label=t("log_and_settings")
                        aria-expanded=move || more_open.get().to_string()
                        aria-controls="more-sheet"
                        on:click=move |_| more_open.update(|o| *o = !*o)
                    >
                        "☰"
                    </button>
                    <div class="recap-row">
                        <recap_view::Recap turns=table.latest() heading="latest_moves" on_map=true />
                        <button
                            class="recap-toggle"
                            data-testid="recap-toggle"
                            aria-label=t("latest_moves")
                            aria-expanded=move || recap_open.get().to_string()
                            on:click=move |_| recap_open.update(|o| *o = !*o)
                        >
                            {move || if recap_open.get() { "▴" } else { "▾" }}
                        </button>
                    </div>
                    // Beside the turn on a wide screen; on a phone under
                    // "☰", at the end of the latest moves' line, whose words
                    // give way (the turn's line has no room to spare).
                    <crate::take_back::TakeBack
                        available=table.take_back_offered()
                        moves=table.moves_played()
                        on_take=take_back
                    />
                    <crate::hint::Hint offered=table.hint_offered() said=hint_said on_ask=ask_hint />
                    <final_scores::FinalScores />
                </div>
                <Board />
                <aside class="side">
                    <seats::Seats />
                    <face_up::FaceUp />
                    <hand::Hand />
                    <tickets::Tickets />
                    // Beside the map: settings and the log fill the panel's
                    // foot. Docked: a sheet over the cards, opened by "☰".
                    <div
                        class="more"
                        id="more-sheet"
                        class:open=move || more_open.get()
                        role=move || more_open.get().then_some("dialog")
                        aria-label=t("log_and_settings")
                        on:keydown=move |ev| {
                            if ev.key() == "Escape" && more_open.get_untracked() {
                                ev.prevent_default();
                                close_more();
                            }
                        }
                    >
                        <button class="sheet-close" data-testid="more-close" on:click=move |_| close_more()>
                            {t("close")}
                        </button>
                        <log::Log />
                        <seats::SeatsLegend />
                        <TableSettings colour_blind=true />
                    </div>
                </aside>
            </main>
            <ticket_choice::TicketChoice />
            <claim_dialog::ClaimDialog />
            <tunnel_dialog::TunnelDialog />
            <station_dialog::StationDialog />
            <depot_dialog::DepotDialog />
            <collect_picker::CollectDialog />
            <turn_end::TurnEnd />
            <handoff::Handoff />
            <guide::EuropeGuide />
        </div>
    }
}
