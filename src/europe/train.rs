//! A claimed route's train: the owner's cars standing on the route's spaces.
//! Trains are drawn in a layer of their own above the map (see `board.rs`),
//! so a claim rasters the new train and not the map under it.

use crate::europe::geometry::car_spaces;
use crate::europe::table::use_table;
use crate::europe::ui::use_ui;
use crate::palette::{player_color, player_symbol};
use europa_engine::{RouteId, Seat};
use leptos::prelude::*;

#[component]
pub fn Train(id: RouteId, #[prop(into)] owner: Signal<Option<Seat>>) -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    // Nothing is drawn, and nothing listens to the lit path or the flashes,
    // until the route is claimed; a claim is never undone, so the cars are
    // made once.
    move || {
        owner.get().map(|seat| {
            let color = player_color(seat);
            let spaces = car_spaces(id);
            let middle = spaces.get(spaces.len() / 2).copied();
            view! {
                <g
                    class="train"
                    class:lit=move || ui.routes.with(|r| r.contains(&id))
                    class:flash=move || table.flash().with(|f| f.routes.contains(&id))
                    data-testid="train"
                    data-route=id.0
                    data-owner=seat.0
                >
                    // Each car a little wider than its space, with a window
                    // stripe, so it never reads as an unclaimed space.
                    {spaces
                        .into_iter()
                        .map(|s| {
                            view! {
                                <path class="car" d=s.outline(s.length, s.width * 1.3, 2.5) fill=color.hex />
                                <path class="stripe" d=s.outline((s.length - 8.0).max(0.0), 3.2, 1.6) />
                            }
                        })
                        .collect_view()}
                    // Colour-blind mode (CSS shows it there only): the owner's symbol.
                    {middle
                        .map(|m| {
                            view! {
                                <text
                                    class="owner-sym"
                                    transform=m.transform()
                                    text-anchor="middle"
                                    dy="4"
                                    style:fill=color.ink
                                >
                                    {player_symbol(seat)}
                                </text>
                            }
                        })}
                </g>
            }
        })
    }
}
