//! A city on the board: its dot, its printed name, and a station or a depot
//! when one stands there. While a station is being placed, tapping the city
//! picks it; in a W&D game, tapping a city the engine lets the person put a
//! depot on opens "place a depot here".

use crate::europe::depots_view::DepotMark;
use crate::europe::geometry::{city_point, label_place, num};
use crate::europe::table::use_table;
use crate::europe::ui::use_ui;
use crate::palette::{player_color, player_symbol};
use europa_engine::{Action, CityId, Seat};
use leptos::prelude::*;

/// Lowest y of a station's centre: Stockholm sits so near the board's top
/// edge that a station above its dot would be cut off.
const STATION_TOP: f64 = 19.0;

#[component]
pub fn CityMark(
    id: CityId,
    #[prop(into)] station: Signal<Option<Seat>>,
    #[prop(into)] depot: Signal<Option<Seat>>,
) -> impl IntoView {
    let city = id.city();
    let p = city_point(id);
    let label = label_place(id);
    let r = if city.big_city { 12.0 } else { 9.0 };
    let ui = use_ui();
    let table = use_table();
    let choosing_depot = move || ui.choosing_depot.get();
    let tap_depot = move || {
        let place = Action::PlaceDepot { city: id };
        if table.legal().with_untracked(|l| l.contains(&place)) {
            ui.refusal.set(None);
            ui.depot_city.set(Some(id));
        } else if choosing_depot() {
            ui.refusal.set(table.why_not(&place));
        }
    };
    let tap = move || {
        if ui.dragged.get_value() {
            return;
        }
        if !ui.placing_station.get_untracked() {
            tap_depot();
            return;
        }
        let legal = table.legal().with_untracked(|l| {
            l.iter()
                .any(|a| matches!(a, Action::BuildStation { city, .. } if *city == id))
        });
        if legal {
            ui.refusal.set(None);
            ui.station_city.set(Some(id));
        } else {
            // Ask the engine why, with any station payment it would list.
            let probe = table.legal().with_untracked(|l| {
                l.iter().find_map(|a| match a {
                    Action::BuildStation { payment, .. } => Some(Action::BuildStation {
                        city: id,
                        payment: *payment,
                    }),
                    _ => None,
                })
            });
            ui.refusal.set(probe.and_then(|a| table.why_not(&a)));
        }
    };
    view! {
        <g
            class="city"
            class:big=city.big_city
            class:lit=move || ui.cities.with(|c| c.contains(&id))
            class:flash=move || table.flash().with(|f| f.cities.contains(&id))
            class:depot-target=move || choosing_depot() && depot.get().is_none() && station.get().is_none()
            data-testid="city"
            data-city=city.key
            data-station=move || station.get().map(|s| s.0)
            data-depot=move || depot.get().map(|s| s.0)
            aria-label=city.label
            role="button"
            tabindex=move || if ui.placing_station.get() || choosing_depot() { "0" } else { "-1" }
            on:click=move |_| tap()
            on:keydown=move |ev| {
                if ev.key() == "Enter" {
                    tap();
                }
            }
        >
            <circle class="halo" cx=num(p.x) cy=num(p.y) r=num(r + 14.0) />
            <circle class="dot" cx=num(p.x) cy=num(p.y) r=num(r) />
            {move || {
                station
                    .get()
                    .map(|s| {
                        view! {
                            <g class="station" data-testid="station" transform=format!("translate({} {})", num(p.x), num((p.y - r - 8.0).max(STATION_TOP)))>
                                <g class="grow">
                                    <path d="M-15 10V-5L0-17L15-5V10Z" fill=player_color(s).hex />
                                    <text class="owner-sym" text-anchor="middle" dy="7" style:fill=player_color(s).ink>
                                        {player_symbol(s)}
                                    </text>
                                </g>
                            </g>
                        }
                    })
            }}
            <DepotMark owner=depot x=p.x top=p.y - r />
            <text class="label" x=num(label.at.x) y=num(label.at.y) text-anchor=label.anchor.svg()>
                {city.label}
            </text>
        </g>
    }
}
