//! The guided first game of the Card Game at the table: the script
//! (`script.rs`) run by `crate::guide`.

mod script;
pub(crate) mod texts;

pub use script::{SCRIPT, SEED, config};

use super::table::use_card_table;
use crate::guide::coach::Coach;
use crate::guide::{Referee, Stage};
use leptos::prelude::*;

#[component]
pub fn CardGuide() -> impl IntoView {
    let table = use_card_table();
    let referee = Referee::new(&SCRIPT);
    // Left in this page (storage remembers it for the next visit).
    let left = RwSignal::new(false);
    let stage = table.guide_stage(&SCRIPT, left);
    Effect::new(move |_| {
        let on = matches!(stage.get(), Some(Stage::At(..)));
        table.set_guide(on.then_some(referee));
    });
    let shown = Signal::derive(move || SCRIPT.shown(stage.get()?, referee.refused.get()));
    let leave = move |()| table.leave_guide(left);
    view! { <Coach shown on_leave=leave /> }
}

#[cfg(test)]
mod tests;
