//! The guided first game of Ticket to Ride Europe at the table: the script
//! (`script.rs`) run by `crate::guide`, and what only this game's table
//! does for it: bring the route or city of the step into view on a small
//! map and light it.

mod script;
pub(crate) mod texts;

pub use script::{SCRIPT, SEED, config};

use super::table::use_table;
use super::ui::use_ui;
use crate::guide::coach::Coach;
use crate::guide::{Referee, Stage};
use europa_engine::{Action, CityId, ROUTES};
use leptos::prelude::*;

#[component]
pub fn EuropeGuide() -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    let referee = Referee::new(&SCRIPT);
    // Left in this page (storage remembers it for the next visit).
    let left = RwSignal::new(false);
    let stage = table.guide_stage(&SCRIPT, left);
    Effect::new(move |_| {
        let on = matches!(stage.get(), Some(Stage::At(..)));
        table.set_guide(on.then_some(referee));
    });
    // The step's route or city: in view on a small map, and lit.
    Effect::new(move |_| {
        let Some(Stage::At(step, true)) = stage.get() else {
            return;
        };
        let Some(first) = SCRIPT.steps.get(step).and_then(|s| s.expect.first()) else {
            return;
        };
        match *first {
            Action::ClaimRoute { route, .. } => {
                let r = route.route();
                ui.seek.set(vec![r.a, r.b]);
                ui.routes.set(vec![route]);
            }
            Action::BuildStation { city, .. } => {
                ui.seek.set(with_neighbours(city));
                ui.cities.set(vec![city]);
            }
            _ => {}
        }
    });
    let shown = Signal::derive(move || SCRIPT.shown(stage.get()?, referee.refused.get()));
    let leave = move |()| {
        table.leave_guide(left);
        ui.routes.set(Vec::new());
        ui.cities.set(Vec::new());
    };
    view! { <Coach shown on_leave=leave /> }
}

/// `city` and the cities one short route away: a small map shows the city
/// among its neighbours rather than zoomed on one point.
fn with_neighbours(city: CityId) -> Vec<CityId> {
    let mut cities = vec![city];
    for r in ROUTES.iter() {
        if r.touches(city) && r.length <= 3 {
            cities.push(if r.a == city { r.b } else { r.a });
        }
    }
    cities
}

#[cfg(test)]
mod tests;
