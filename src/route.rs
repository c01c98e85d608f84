//! One route: its row of car spaces, in the route's colour until a player
//! claims it, then in the player's colour.

use crate::geometry::car_spaces;
use crate::i18n::{tr, use_lang};
use crate::palette::{player_color, route_color_key, route_fill};
use europa_engine::{RouteId, Seat};
use leptos::prelude::*;

/// A locomotive drawn around the origin (chimney, boiler, cab, wheels),
/// about 20 × 12 board pixels, for ferry spaces.
const LOCO_PATH: &str = "M-10 3V-1h3.5v-3.5h2.5V-1H3v-5h7v9zM-7.9 4.6a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0 -2.8 0zM-2.4 4.6a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0 -2.8 0zM4.6 4.6a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0 -2.8 0z";

#[component]
pub fn RouteTrack(id: RouteId, #[prop(into)] owner: Signal<Option<Seat>>) -> impl IntoView {
    let route = id.route();
    let (a, b) = (route.a.city(), route.b.city());
    let base = route_fill(route.color);
    let fill = move || owner.get().map(|s| player_color(s).hex).unwrap_or(base);
    let lang = use_lang();
    let aria = move || {
        let l = lang.get();
        let mut s = format!(
            "{} – {}: {} {}, {}",
            a.label,
            b.label,
            route.length,
            tr(l, "cars"),
            tr(l, route_color_key(route.color))
        );
        if route.tunnel {
            s.push_str(", ");
            s.push_str(tr(l, "tunnel"));
        }
        if route.is_ferry() {
            s.push_str(", ");
            s.push_str(tr(l, "ferry"));
        }
        if let Some(seat) = owner.get() {
            s.push_str(&format!(
                ", {} {} {}",
                tr(l, "claimed_by"),
                tr(l, "player"),
                seat.0 + 1
            ));
        }
        s
    };
    // The colour class lets CSS keep a tunnel's dashes visible on black cars.
    let class = format!(
        "route c-{}{}{}",
        route_color_key(route.color),
        if route.tunnel { " tunnel" } else { "" },
        if route.is_ferry() { " ferry" } else { "" }
    );
    let locos = usize::from(route.locomotives);
    view! {
        <g
            class=class
            class:claimed=move || owner.get().is_some()
            data-testid="route"
            data-route=id.0
            data-owner=move || owner.get().map(|s| s.0)
            role="img"
            aria-label=aria
        >
            {car_spaces(id)
                .into_iter()
                .enumerate()
                .map(|(i, s)| {
                    view! {
                        <g transform=s.transform()>
                            <rect
                                class="car"
                                x=-s.length / 2.0
                                y=-s.width / 2.0
                                width=s.length
                                height=s.width
                                rx="2.5"
                                fill=fill
                            />
                            // The window stripe that makes a claimed space read
                            // as a train car; hidden by CSS until then.
                            <rect
                                class="stripe"
                                x=-s.length / 2.0 + 4.0
                                y="-1.6"
                                width=(s.length - 8.0).max(0.0)
                                height="3.2"
                                rx="1.6"
                            />
                            {(i < locos).then(|| view! { <path class="loco" d=LOCO_PATH /> })}
                        </g>
                    }
                })
                .collect_view()}
        </g>
    }
}
