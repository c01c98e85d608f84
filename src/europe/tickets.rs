//! The revealed seat's tickets with live progress from the engine
//! (`PlayerView::ticket_progress`): complete, how many cars of open routes
//! still join its cities (and whether the trains left cover them, or a
//! station is needed), or impossible. Hovering or tapping one lights its
//! two cities, the part of the seat's network already joined to them and
//! the cheapest way still open.

use super::ui::use_ui;
use crate::europe::table::use_table;
use crate::i18n::{Lang, count, t, tr, use_lang};
use europa_engine::{Progress, RouteId};
use leptos::prelude::*;

/// A ticket's progress in words, and its class (`done`, `short`,
/// `unfit`, `impossible`).
fn progress_words(lang: Lang, progress: Progress, trains: u8) -> (String, &'static str) {
    match progress {
        Progress::Complete => (tr(lang, "tp_done").to_string(), "done"),
        Progress::Impossible => (tr(lang, "tp_impossible").to_string(), "impossible"),
        Progress::Short {
            cars,
            fits,
            stations,
        } => {
            let mut words = count(lang, "tp_short", cars, &[]);
            if stations > 0 {
                words = format!(
                    "{words} · {}",
                    count(lang, "tp_station", u32::from(stations), &[])
                );
            }
            if !fits {
                words = format!(
                    "{words} · {}",
                    count(lang, "tp_no_trains", u32::from(trains), &[])
                );
            }
            (words, if fits { "short" } else { "unfit" })
        }
    }
}

#[component]
pub fn Tickets() -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    let lang = use_lang();
    // Recomputed when the view changes; the list is rebuilt only when a
    // ticket's progress does (most moves change none).
    let tickets = Memo::new(move |_| {
        table.view().with(|v| {
            v.as_ref().map(|v| {
                let trains = v.seats.get(v.viewer.index()).map_or(0, |s| s.trains);
                (v.ticket_progress(), trains)
            })
        })
    });
    move || {
        let seat = table.revealed().get()?;
        let (progress, trains) = tickets.get()?;
        Some(view! {
            <section class="tickets" data-testid="tickets" data-seat=seat.0>
                <h3>{t("your_tickets")}</h3>
                <ul>
                    {progress
                        .into_iter()
                        .map(|p| {
                            let tk = p.ticket.ticket();
                            let cities = vec![tk.from, tk.to];
                            let c2 = cities.clone();
                            let routes: Vec<RouteId> = p.joined.iter().chain(p.way.iter()).collect();
                            let r2 = routes.clone();
                            let label = format!(
                                "{} – {} ({})",
                                tk.from.city().label,
                                tk.to.city().label,
                                tk.points
                            );
                            let done = p.progress == Progress::Complete;
                            let words = move || progress_words(lang.get(), p.progress, trains);
                            let aria = move || format!("{label}: {}", words().0);
                            let label2 = format!(
                                "{} – {} ({})",
                                tk.from.city().label,
                                tk.to.city().label,
                                tk.points
                            );
                            let mark = match p.progress {
                                Progress::Complete => "✔",
                                Progress::Impossible => "✖",
                                Progress::Short { fits: false, .. } => "⚠",
                                Progress::Short { .. } => "○",
                            };
                            view! {
                                <li>
                                    <button
                                        class=move || format!("ticket {}", words().1)
                                        data-testid="ticket"
                                        data-done=done.to_string()
                                        data-progress=words().1
                                        aria-label=aria
                                        on:mouseenter=move |_| {
                                            ui.cities.set(cities.clone());
                                            ui.routes.set(routes.clone());
                                        }
                                        on:mouseleave=move |_| {
                                            ui.cities.set(Vec::new());
                                            ui.routes.set(Vec::new());
                                        }
                                        on:click=move |_| {
                                            ui.cities.set(c2.clone());
                                            ui.routes.set(r2.clone());
                                            ui.seek.set(c2.clone());
                                        }
                                    >
                                        <span class="mark" aria-hidden="true">{mark}</span>
                                        <span class="ticket-name">{label2}</span>
                                        <span class="ticket-progress" data-testid="ticket-progress">
                                            {move || words().0}
                                        </span>
                                    </button>
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
            </section>
        })
    }
}
