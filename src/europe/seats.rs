//! Every seat's public figures: score, trains, stations, cards, tickets;
//! with Warehouses & Depots also the cards in each warehouse (W5: how many
//! is public) and the depots left in supply.

use crate::europe::table::use_table;
use crate::i18n::{t, tr, use_lang};
use crate::palette::{player_color, player_symbol};
use leptos::prelude::*;

#[component]
pub fn Seats() -> impl IntoView {
    let table = use_table();
    let lang = use_lang();
    let depots = move || table.view().with(|v| v.as_ref().is_some_and(|v| v.depots));
    let rows = move || {
        let l = lang.get();
        let next = table.next().get();
        table.view().with(|v| {
            v.as_ref().map(|v| {
                v.seats
                    .iter()
                    .map(|s| {
                        let seat = s.seat;
                        view! {
                            <tr
                                data-testid="seat"
                                data-seat=seat.0
                                class:current=next == Some(seat)
                            >
                                <th scope="row">
                                    <span
                                        class="swatch"
                                        style:background-color=player_color(seat).hex
                                        title=tr(l, player_color(seat).key)
                                    >
                                        {player_symbol(seat)}
                                    </span>
                                    {table.seat_name(seat)}
                                </th>
                                <td data-testid="seat-score">{s.score}</td>
                                <td data-testid="seat-trains">{s.trains}</td>
                                <td>{s.stations_left}</td>
                                <td data-testid="seat-cards">{s.cards}</td>
                                <td>{s.tickets}</td>
                                {v.depots.then(|| view! {
                                    <td data-testid="seat-warehouse">{s.warehouse}</td>
                                    <td data-testid="seat-depots">{s.depots_left}</td>
                                })}
                            </tr>
                        }
                    })
                    .collect_view()
            })
        })
    };
    view! {
        <table class="seats" data-testid="seats">
            <thead>
                <tr>
                    <th></th>
                    <th title=t("score")>{t("score")}</th>
                    <th title=t("trains")>{t("trains")}</th>
                    <th title=t("stations_left")>"⌂"</th>
                    <th title=t("cards_held")>{t("cards_held")}</th>
                    <th title=t("tickets_held")>"✉"</th>
                    {move || depots().then(|| view! {
                        <th title=t("warehouse_cards") aria-label=t("warehouse_cards")>"▤"</th>
                        <th title=t("depots_left") aria-label=t("depots_left")>"◆"</th>
                    })}
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}
