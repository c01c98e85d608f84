//! The move log: every turn in a sentence, newest first.

use super::words::log_line;
use crate::europe::table::use_table;
use crate::i18n::{t, use_lang};
use leptos::prelude::*;

/// Lines kept on screen; older ones are in the save, not the DOM.
const SHOWN: usize = 40;

#[component]
pub fn Log() -> impl IntoView {
    let table = use_table();
    let lang = use_lang();
    let lines = move || {
        let l = lang.get();
        let who = |s| table.who(s);
        table.log().with(|log| {
            log.iter()
                .rev()
                .filter_map(|e| log_line(l, &e.event, &who))
                .take(SHOWN)
                .map(|s| view! { <li>{s}</li> })
                .collect_view()
        })
    };
    view! {
        <section class="log" aria-label=t("log")>
            <h3>{t("log")}</h3>
            <ol data-testid="log" aria-live="polite">{lines}</ol>
        </section>
    }
}
