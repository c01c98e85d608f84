//! One route: its row of car spaces in the route's colour, and the tap
//! target that claims it. A claimed route's train is drawn over it, in a
//! layer of its own (`train.rs`), so these spaces never change.

use crate::europe::geometry::{car_spaces, num, track};
use crate::europe::table::use_table;
use crate::europe::ui::use_ui;
use crate::i18n::{count, tr, use_lang};
use crate::palette::{card_symbol, route_color_key, route_fill};
use europa_engine::{RouteId, Seat};
use leptos::prelude::*;

/// A locomotive drawn around the origin (chimney, boiler, cab, wheels),
/// about 20 × 12 board pixels, for ferry spaces.
const LOCO_PATH: &str = "M-10 3V-1h3.5v-3.5h2.5V-1H3v-5h7v9zM-7.9 4.6a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0 -2.8 0zM-2.4 4.6a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0 -2.8 0zM4.6 4.6a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0 -2.8 0z";

/// The map is one Tab stop (a roving tabindex): the route that holds it has
/// tabindex 0, the others -1; the arrow keys move it and the focus to the
/// route before or after in map order (the page's order of the routes),
/// Home and End to the first and the last. Done on the elements themselves,
/// so no signal changes and a click does nothing more than before.
fn rove(ev: &leptos::ev::KeyboardEvent) {
    use wasm_bindgen::JsCast;
    let Some(here) = ev
        .current_target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    let parent = here.parent_element();
    let to = match ev.key().as_str() {
        "ArrowRight" | "ArrowDown" => here.next_element_sibling(),
        "ArrowLeft" | "ArrowUp" => here.previous_element_sibling(),
        "Home" => parent.and_then(|p| p.first_element_child()),
        "End" => parent.and_then(|p| p.last_element_child()),
        _ => return,
    };
    ev.prevent_default();
    if let Some(to) = to.filter(|to| to != &here) {
        let _ = here.set_attribute("tabindex", "-1");
        let _ = to.set_attribute("tabindex", "0");
        crate::modal::focus(&to);
    }
}

#[component]
pub fn RouteTrack(
    id: RouteId,
    #[prop(into)] owner: Signal<Option<Seat>>,
    /// Holds the map's Tab stop when the page opens (the first in map order).
    first: bool,
) -> impl IntoView {
    let route = id.route();
    let (a, b) = (route.a.city(), route.b.city());
    let fill = route_fill(route.color);
    let lang = use_lang();
    let claimable_now = use_table().claimable();
    // One memo per route: when the claimable list changes, only the routes
    // whose mark changed rewrite their class and label.
    let ui = use_ui();
    // Claim by colour: with a colour picked in the hand, only the routes it
    // pays for keep their mark.
    let claimable = Memo::new(move |_| {
        claimable_now.with(|c| c.contains(&id))
            && ui.payable.with(|p| p.is_none_or(|p| p.contains(id)))
    });
    let table = use_table();
    // The label says who owns the route and whether it can be claimed; it is
    // remade only when one of those changes (`claimable` is a memo).
    let aria = move || {
        let l = lang.get();
        let mut s = format!(
            "{} – {}: {}, {}",
            a.label,
            b.label,
            count(l, "n_cars", u32::from(route.length), &[]),
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
                ", {} {}",
                tr(l, "claimed_by"),
                table.seat_name(seat)
            ));
        }
        if claimable.get() {
            s.push_str(", ");
            s.push_str(tr(l, "claimable"));
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
    // Tapping asks the engine: its payments open the claim dialog, its
    // refusal shows as the reason. A drag that ends here is a pan, not a tap.
    let tap = move || {
        if ui.dragged.get_value() {
            return;
        }
        ui.refusal.set(None);
        if table.claim_payments(id).is_empty() {
            ui.refusal.set(table.why_not_claim(id));
        } else {
            ui.route.set(Some(id));
        }
    };
    let lit = Memo::new(move |_| ui.routes.with(|r| r.contains(&id)));
    // A wide invisible stroke along the track: a comfortable tap target.
    let (p, q) = track(id);
    let spaces = car_spaces(id);
    let middle = spaces.get(spaces.len() / 2).copied();
    view! {
        <g
            class=class
            class:claimed=move || owner.get().is_some()
            class:lit=lit
            class:claimable=claimable
            data-testid="route"
            data-route=id.0
            data-owner=move || owner.get().map(|s| s.0)
            role="button"
            tabindex=if first { "0" } else { "-1" }
            aria-label=aria
            on:click=move |_| tap()
            on:keydown=move |ev| {
                if ev.key() == "Enter" || ev.key() == " " {
                    ev.prevent_default();
                    tap();
                } else {
                    rove(&ev);
                }
            }
        >
            <line class="hit" x1=num(p.x) y1=num(p.y) x2=num(q.x) y2=num(q.y) />
            // Cars are paths in board coordinates, not shapes under a
            // transform each: see `CarSpace::outline`.
            {spaces
                .into_iter()
                .enumerate()
                .map(|(i, s)| {
                    view! {
                        <path class="car" d=s.outline(s.length, s.width, 2.5) fill=fill />
                        {(i < locos).then(|| view! { <path class="loco" transform=s.transform() d=LOCO_PATH /> })}
                    }
                })
                .collect_view()}
            // Colour-blind mode (CSS shows it there only, and only until
            // the route is claimed): the colour's card symbol.
            {middle
                .zip(route.color)
                .map(|(m, c)| {
                    view! {
                        <text class="route-sym" transform=m.transform() text-anchor="middle" dy="5">
                            {card_symbol(c)}
                        </text>
                    }
                })}
        </g>
    }
}
