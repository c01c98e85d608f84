//! Each other player's latest turn in one line: "Latest moves" at the top
//! where the player looks, "Since your last turn" on the pass-and-play
//! hand-off.

use super::recap::Turn;
use super::words::log_line;
use crate::europe::table::use_table;
use crate::i18n::{named_once, one_line, t, use_lang};
use leptos::prelude::*;

/// `turns` under the heading `heading` (a translation key); nothing while
/// there is none.
#[component]
pub fn Recap(turns: Signal<Vec<Turn>>, heading: &'static str) -> impl IntoView {
    let table = use_table();
    let lang = use_lang();
    move || {
        let l = lang.get();
        let who = |s| table.who(s);
        let variant = table
            .view()
            .with_untracked(|v| v.as_ref().map(|v| v.variant));
        let lines: Vec<String> = turns.with(|turns| {
            turns
                .iter()
                .map(|turn| {
                    let said: Vec<String> = turn
                        .events
                        .iter()
                        .filter_map(|e| log_line(l, e, &who, variant))
                        .collect();
                    named_once(&one_line(said), &table.seat_name(turn.seat))
                })
                .filter(|line| !line.is_empty())
                .collect()
        });
        (!lines.is_empty()).then(|| {
            view! {
                <section class="recap" data-testid="recap" aria-label=t(heading)>
                    <h3>{t(heading)}</h3>
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
