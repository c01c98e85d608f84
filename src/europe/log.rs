//! The move log: every turn in a sentence, newest first.

use super::words::log_line;
use crate::europe::table::use_table;
use crate::i18n::{t, use_lang};
use crate::log_window::first_shown;
use leptos::prelude::*;

#[component]
pub fn Log() -> impl IntoView {
    let table = use_table();
    let lang = use_lang();
    let lines = move || {
        let l = lang.get();
        let who = |s| table.who(s);
        let variant = table
            .view()
            .with_untracked(|v| v.as_ref().map(|v| v.variant));
        table.log().with(|log| {
            log[first_shown(log.len())..]
                .iter()
                .filter_map(|e| log_line(l, &e.event, &who, variant))
                .map(|s| view! { <li>{s}</li> })
                .collect_view()
        })
    };
    view! {
        <section class="log" aria-label=t("log")>
            <h3>{t("log")}</h3>
            // Focusable: it scrolls, and a keyboard must reach what is below.
            <div class="log-lines" tabindex="0">
                <ol data-testid="log" aria-live="polite">{lines}</ol>
            </div>
        </section>
    }
}
