//! "Since your last turn": each other player's latest turn in one line, at
//! the top where the player looks (and on the pass-and-play hand-off).

use super::words::log_line;
use crate::europe::table::use_table;
use crate::i18n::{t, use_lang};
use leptos::prelude::*;

#[component]
pub fn Recap() -> impl IntoView {
    let table = use_table();
    let lang = use_lang();
    move || {
        let l = lang.get();
        let who = |s| table.who(s);
        let lines: Vec<String> = table.recap().with(|turns| {
            turns
                .iter()
                .map(|turn| {
                    turn.events
                        .iter()
                        .filter_map(|e| log_line(l, e, &who))
                        .collect::<Vec<_>>()
                        .join("; ")
                })
                .filter(|line| !line.is_empty())
                .collect()
        });
        (!lines.is_empty()).then(|| {
            view! {
                <section class="recap" data-testid="recap" aria-label=t("since_last_turn")>
                    <h3>{t("since_last_turn")}</h3>
                    <ul>
                        {lines
                            .into_iter()
                            .map(|s| view! { <li data-testid="recap-line">{s}</li> })
                            .collect_view()}
                    </ul>
                </section>
            }
        })
    }
}
