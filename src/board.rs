//! The SVG map: every route's car spaces under every city, drawn from the
//! engine's data in the board's own 1744×1125 frame, so it scales to any screen.

use crate::city::CityMark;
use crate::geometry::VIEW_BOX;
use crate::i18n::t;
use crate::route::RouteTrack;
use crate::table::Table;
use europa_engine::{CITIES, CityId, RouteId};
use leptos::prelude::*;

#[component]
pub fn Board() -> impl IntoView {
    let table = expect_context::<Table>();
    view! {
        <section class="board-wrap">
            <svg
                class="board"
                data-testid="board"
                viewBox=VIEW_BOX
                preserveAspectRatio="xMidYMid meet"
                role="img"
                aria-label=t("board")
            >
                <rect class="frame" x="4" y="4" width="1736" height="1117" rx="22" />
                <g class="routes">
                    {RouteId::all()
                        .map(|id| view! { <RouteTrack id owner=table.route_owner(id) /> })
                        .collect_view()}
                </g>
                <g class="cities">
                    {(0..CITIES.len())
                        .map(|i| view! { <CityMark id=CityId(i as u8) /> })
                        .collect_view()}
                </g>
            </svg>
        </section>
    }
}
