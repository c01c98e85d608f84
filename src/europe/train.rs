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
            view! {
                <g
                    class="train"
                    class:lit=move || ui.routes.with(|r| r.contains(&id))
                    class:flash=move || table.flash().with(|f| f.routes.contains(&id))
                    data-testid="train"
                    data-route=id.0
                    data-owner=seat.0
                >
                    // Each car a little wider than its space, outlined dark
                    // and numbered with its owner's number at every zoom: on
                    // a phone a teal or lime train must not read as a blue
                    // or green route (colour-blind mode shows the same).
                    {spaces
                        .into_iter()
                        .map(|s| {
                            view! {
                                <path class="car" d=s.outline(s.length, s.width * 1.3, 2.5) fill=color.hex />
                                <text
                                    class="owner-sym"
                                    transform=s.transform()
                                    text-anchor="middle"
                                    dy="5"
                                    style:fill=color.ink
                                >
                                    {player_symbol(seat)}
                                </text>
                            }
                        })
                        .collect_view()}
                </g>
            }
        })
    }
}
