//! The guided first game of the Card Game at the table: the script
//! (`script.rs`) run by `crate::guide`.

mod script;
pub(crate) mod texts;

pub use script::{SCRIPT, SEED, config};

use super::table::use_card_table;
use crate::guide::coach::Coach;
use crate::guide::{Referee, Stage, guided};
use leptos::prelude::*;

#[component]
pub fn CardGuide() -> impl IntoView {
    let table = use_card_table();
    let referee = Referee::new(&SCRIPT);
    // Left in this page (storage remembers it for the next visit).
    let left = RwSignal::new(false);
    let stage = Memo::new(move |_| {
        left.track();
        let person = SCRIPT.person;
        table.saved().with(|s| {
            let s = s.as_ref()?;
            // Judged on the game itself: the page's legal actions may lag.
            table.game.with_value(|g| {
                let g = g.as_ref()?;
                let legal = g
                    .acting_seats()
                    .contains(&person)
                    .then(|| g.legal_actions(person));
                Some(SCRIPT.stage(guided(&s.id), &s.record.actions, legal.as_deref()))
            })
        })
    });
    Effect::new(move |_| {
        let on = matches!(stage.get(), Some(Stage::At(..)));
        table.set_guide(on.then_some(referee));
    });
    let shown = Signal::derive(move || SCRIPT.shown(stage.get()?, referee.refused.get()));
    let leave = move |()| {
        if let Some(id) = table
            .saved()
            .with_untracked(|s| s.as_ref().map(|s| s.id.clone()))
        {
            crate::guide::leave(&id);
        }
        table.set_guide(None);
        left.set(true);
    };
    view! { <Coach shown on_leave=leave /> }
}

#[cfg(test)]
mod tests;
