//! The five face-up cards, the deck with its count, and the turn's other
//! starts (draw tickets, build a station). A control the engine would refuse
//! stays tappable but looks disabled: a tap shows the engine's reason.

use super::card::CardChip;
use super::ui::use_ui;
use super::warehouse_picker::{WarehousePicker, draw_now};
use crate::europe::table::use_table;
use crate::i18n::{t, tr, use_lang};
use crate::palette::{player_color, player_symbol};
use crate::rules_help::HelpButton;
use crate::rules_text::Topic;
use europa_engine::{Action, CityId};
use leptos::prelude::*;

#[component]
pub fn FaceUp() -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    let lang = use_lang();
    let legal = table.legal();
    let is_legal = move |a: Action| legal.with(|l| l.contains(&a));
    let attempt = move |a: Action| {
        ui.refusal.set(None);
        if let Err(e) = table.act(a) {
            ui.refusal.set(Some(e));
        }
    };
    // The slot of the last face-up card taken: the second tap of a double
    // tap (the browser counts it in `detail`) lands on the replacement card
    // and must not take it too. Two separate taps still take two cards.
    let last_take = StoredValue::new(u8::MAX);
    let take = move |slot: u8, taps: i32| {
        if taps > 1 && last_take.get_value() == slot {
            return;
        }
        last_take.set_value(slot);
        attempt(draw_now(table, ui, Some(slot)));
    };
    // The five slots are built once; each reads its own card, so a draw
    // from the deck (or a computer's move elsewhere) rewrites none of them.
    let slots = (0..5u8)
        .map(|i| {
            let card = Memo::new(move |_| {
                table.view().with(|v| {
                    v.as_ref()
                        .and_then(|v| v.face_up.get(usize::from(i)).copied().flatten())
                })
            });
            let refused = Memo::new(move |_| !is_legal(draw_now(table, ui, Some(i))));
            let label = move || {
                let l = lang.get();
                let name = card.get().map(|c| tr(l, c.key())).unwrap_or("—");
                format!("{} {name}", tr(l, "take_card"))
            };
            view! {
                <button
                    class="slot"
                    class:flash=move || table.flash().with(|f| f.slots.contains(&i))
                    class:disabled=refused
                    aria-disabled=move || refused.get().to_string()
                    data-testid="face-up"
                    data-slot=i
                    data-color=move || card.get().map(|c| c.key())
                    aria-label=label
                    on:click=move |ev| take(i, ev.detail())
                >
                    {move || card.get().map(|c| view! { <CardChip color=c /> })}
                </button>
            }
        })
        .collect_view();
    // With the deck empty the next draw shuffles the discards (E2) or the
    // warehouses (W6) into a new one: the button counts those, and says so.
    let deck = move || {
        table
            .view()
            .with(|v| v.as_ref().map(|v| v.deck_to_draw).unwrap_or(0))
    };
    let refill = move || {
        table.view().with(|v| match v.as_ref() {
            Some(v) if v.deck == 0 && v.deck_to_draw > 0 => Some(if v.discard > 0 {
                "deck_from_discards"
            } else {
                "deck_from_warehouses"
            }),
            _ => None,
        })
    };
    let tickets = move || {
        table
            .view()
            .with(|v| v.as_ref().map(|v| v.ticket_deck).unwrap_or(0))
    };
    let blind = Memo::new(move |_| draw_now(table, ui, None));
    let blind_refused = Memo::new(move |_| !is_legal(blind.get()));
    // W2: the deck shows whose warehouse its top card goes to.
    let store_mark = move || match blind.get() {
        a @ Action::DrawBlindStoring { warehouse } if is_legal(a) => Some(view! {
            <span class="swatch to-warehouse" data-testid="deck-warehouse" data-seat=warehouse.0 style:background-color=player_color(warehouse).hex style:color=player_color(warehouse).ink>
                {player_symbol(warehouse)}
            </span>
        }),
        _ => None,
    };
    let depots_game = move || table.view().with(|v| v.as_ref().is_some_and(|v| v.depots));
    let depot_possible =
        move || legal.with(|l| l.iter().any(|a| matches!(a, Action::PlaceDepot { .. })));
    let station_possible =
        move || legal.with(|l| l.iter().any(|a| matches!(a, Action::BuildStation { .. })));
    view! {
        <section class="draw" aria-label=t("face_up")>
            <WarehousePicker />
            <div class="slots">{slots}</div>
            <div class="piles">
                <HelpButton topic=Topic::DrawCards />
                <button
                    class="deck"
                    class:disabled=blind_refused
                    aria-disabled=move || blind_refused.get().to_string()
                    data-testid="deck"
                    data-focus-home=""
                    aria-label=move || {
                        let l = lang.get();
                        let from = refill().map(|k| format!(" ({})", tr(l, k))).unwrap_or_default();
                        format!("{} {}{from}: {}", tr(l, "deck"), deck(), tr(l, "draw_blind"))
                    }
                    on:click=move |_| attempt(blind.get_untracked())
                >
                    {t("deck")}
                    " "
                    <b data-testid="deck-count">{deck}</b>
                    {move || refill().map(|k| view! {
                        <small class="deck-refill" data-testid="deck-refill">{move || tr(lang.get(), k)}</small>
                    })}
                    {store_mark}
                </button>
                <button
                    class="tickets-pile"
                    class:disabled=move || !is_legal(Action::DrawTickets)
                    aria-disabled=move || (!is_legal(Action::DrawTickets)).to_string()
                    data-testid="draw-tickets"
                    aria-label=move || format!("{} {}", t("draw_tickets")(), tickets())
                    on:click=move |_| attempt(Action::DrawTickets)
                >
                    {t("draw_tickets")}
                    " "
                    <b>{tickets}</b>
                </button>
                <HelpButton topic=Topic::Tickets />
                // Each action with its "?" on one line (in a W&D game the
                // depot's "?" wrapped alone onto a line of its own).
                <PlaceAction
                    class="station-btn"
                    testid="build-station"
                    label="build_station"
                    topic=Topic::Stations
                    possible=Signal::derive(station_possible)
                    active=ui.placing_station
                    other=ui.placing_depot
                    // Asked only for the engine's reason when it would refuse.
                    probe=Action::BuildStation {
                        city: CityId(0),
                        payment: europa_engine::Payment {
                            color: europa_engine::CardColor::Locomotive,
                            locomotives: 1,
                        },
                    }
                />
                {move || depots_game().then(|| view! {
                    <PlaceAction
                        class="depot-btn"
                        testid="place-depot"
                        label="place_depot"
                        topic=Topic::Depots
                        possible=Signal::derive(depot_possible)
                        active=ui.placing_depot
                        other=ui.placing_station
                        probe=Action::PlaceDepot { city: CityId(0) }
                    />
                })}
            </div>
            // Passing is offered only when the engine lists nothing else.
            {move || {
                is_legal(Action::Pass)
                    .then(|| {
                        view! {
                            <button data-testid="pass" aria-label=t("pass") on:click=move |_| attempt(Action::Pass)>
                                {t("pass")}
                            </button>
                        }
                    })
            }}
            {move || {
                ui.placing_station
                    .get()
                    .then(|| view! { <p class="hint" data-testid="station-hint">{t("choose_city")}</p> })
            }}
            {move || {
                ui.placing_depot
                    .get()
                    .then(|| view! { <p class="hint" data-testid="depot-hint">{t("choose_depot_city")}</p> })
            }}
        </section>
    }
}

/// An action that puts something on a city (a station, a depot), with its
/// "?": a tap turns choosing the city on or off (and the other such action
/// off), or, when the engine would refuse, shows the engine's reason for
/// `probe`. A control the rules refuse stays tappable.
#[component]
fn PlaceAction(
    class: &'static str,
    testid: &'static str,
    label: &'static str,
    topic: Topic,
    possible: Signal<bool>,
    active: RwSignal<bool>,
    other: RwSignal<bool>,
    probe: Action,
) -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    view! {
        <span class="act">
            <button
                class=class
                class:disabled=move || !possible.get()
                class:active=move || active.get()
                aria-disabled=move || (!possible.get()).to_string()
                data-testid=testid
                aria-label=t(label)
                on:click=move |_| {
                    if possible.get_untracked() {
                        ui.refusal.set(None);
                        other.set(false);
                        active.update(|on| *on = !*on);
                    } else {
                        ui.refusal.set(table.why_not(&probe));
                    }
                }
            >
                {t(label)}
            </button>
            <HelpButton topic=topic />
        </span>
    }
}
