//! Each other player's latest turn in one line: "Latest moves" at the top
//! where the player looks, "Since your last turn" on the pass-and-play
//! hand-off. At the table a line that happened somewhere on the map is a
//! button: tapped, it lights that place and a small map goes there.

use super::recap::{Turn, places};
use super::ui::Ui;
use super::words::log_line;
use crate::europe::table::use_table;
use crate::i18n::{named_once, one_line, t, use_lang};
use leptos::prelude::*;

/// `turns` under the heading `heading` (a translation key); nothing while
/// there is none.
#[component]
pub fn Recap(
    turns: Signal<Vec<Turn>>,
    heading: &'static str,
    /// The map is beside the lines (the table, not the hand-off).
    #[prop(optional)]
    on_map: bool,
) -> impl IntoView {
    let table = use_table();
    let lang = use_lang();
    let ui = on_map.then(use_context::<Ui>).flatten();
    move || {
        let l = lang.get();
        let who = |s| table.who(s);
        let variant = table
            .view()
            .with_untracked(|v| v.as_ref().map(|v| v.variant));
        let lines: Vec<_> = turns.with(|turns| {
            turns
                .iter()
                .map(|turn| {
                    let said: Vec<String> = turn
                        .events
                        .iter()
                        .filter_map(|e| log_line(l, e, &who, variant))
                        .collect();
                    (
                        named_once(&one_line(said), &table.seat_name(turn.seat)),
                        places(turn),
                    )
                })
                .filter(|(line, _)| !line.is_empty())
                .collect()
        });
        (!lines.is_empty()).then(|| {
            view! {
                <section class="recap" data-testid="recap" aria-label=t(heading)>
                    <h3>{t(heading)}</h3>
                    <ul>
                        {lines
                            .into_iter()
                            .map(|(s, (routes, cities))| match ui.filter(|_| !cities.is_empty()) {
                                Some(ui) => view! {
                                    <li data-testid="recap-line">
                                        <button
                                            class="recap-place"
                                            data-testid="recap-show"
                                            on:click=move |_| {
                                                ui.cities.set(cities.clone());
                                                ui.routes.set(routes.clone());
                                                ui.seek.set(cities.clone());
                                            }
                                        >
                                            {s}
                                        </button>
                                    </li>
                                }
                                    .into_any(),
                                None => view! { <li data-testid="recap-line">{s}</li> }.into_any(),
                            })
                            .collect_view()}
                    </ul>
                </section>
            }
        })
    }
}
