//! The move log: every public event in the players' words, newest first.

use super::table::use_card_table;
use super::words::event_line;
use crate::i18n::{t, use_lang};
use crate::log_window::first_shown;
use leptos::prelude::*;

#[component]
pub fn Log() -> impl IntoView {
    let table = use_card_table();
    let lang = use_lang();
    let lines = move || {
        let l = lang.get();
        let name = |s| table.seat_name(s);
        let you = table.only_person();
        table.log().with(|log| {
            log[first_shown(log.len())..]
                .iter()
                .filter_map(|e| event_line(l, e, &name, you))
                .map(|line| view! { <li>{line}</li> })
                .collect_view()
        })
    };
    view! {
        <section class="log cg-log" data-testid="cg-log" aria-label=t("cg_log")>
            <h3>{t("cg_log")}</h3>
            // Focusable: it scrolls, and a keyboard must reach what is below.
            <div class="log-lines" tabindex="0">
                <ol aria-live="polite">{lines}</ol>
            </div>
        </section>
    }
}
