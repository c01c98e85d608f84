//! A city on the board: its dot and its printed name.

use crate::geometry::{city_point, label_place};
use europa_engine::CityId;
use leptos::prelude::*;

#[component]
pub fn CityMark(id: CityId) -> impl IntoView {
    let city = id.city();
    let p = city_point(id);
    let label = label_place(id);
    let r = if city.big_city { 12.0 } else { 9.0 };
    view! {
        <g class="city" class:big=city.big_city data-testid="city" data-city=city.key>
            <circle class="dot" cx=p.x cy=p.y r=r />
            <text
                class="label"
                x=label.at.x
                y=label.at.y
                text-anchor=label.anchor.svg()
            >
                {city.label}
            </text>
        </g>
    }
}
