//! The revealed seat's tickets with live progress from the engine
//! (`PlayerView::ticket_progress`): complete, how many cars of open routes
//! still join its cities (and whether the trains left cover them, or a
//! station is needed), or impossible. Hovering or tapping one lights its
//! two cities, the part of the seat's network already joined to them and
//! the cheapest way still open.

use super::ui::use_ui;
use crate::europe::table::use_table;
use crate::i18n::{Lang, count, t, tr, use_lang};
use europa_engine::{Progress, RouteId, TicketId, TicketProgress};
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
    let lang = use_lang();
    // Recomputed when the view changes. The list is keyed by ticket and
    // each ticket reads its own entry, so a claim rewrites only the words
    // that changed (it rebuilt all eight tickets, 120 DOM changes).
    let tickets = Memo::new(move |_| {
        table.view().with(|v| {
            v.as_ref().map(|v| {
                let trains = v.seats.get(v.viewer.index()).map_or(0, |s| s.trains);
                (v.ticket_progress(), trains)
            })
        })
    });
    let ids = Memo::new(move |_| {
        tickets.with(|t| {
            t.as_ref()
                .map(|(ps, _)| ps.iter().map(|p| p.ticket).collect::<Vec<_>>())
                .unwrap_or_default()
        })
    });
    move || {
        let seat = table.revealed().get()?;
        Some(view! {
            <section class="tickets" data-testid="tickets" data-seat=seat.0>
                <h3>{t("your_tickets")}</h3>
                <ul>
                    <For each=move || ids.get() key=|id| *id let:id>
                        <TicketItem id tickets lang />
                    </For>
                </ul>
            </section>
        })
    }
}

/// One kept ticket: its cities, its progress in words, and a tap that
/// lights (and on a small map brings into view) its cities and its way.
#[component]
fn TicketItem(
    id: TicketId,
    tickets: Memo<Option<(Vec<TicketProgress>, u8)>>,
    lang: RwSignal<Lang>,
) -> impl IntoView {
    let ui = use_ui();
    let entry = Memo::new(move |_| {
        tickets.with(|t| {
            let (ps, trains) = t.as_ref()?;
            let p = ps.iter().find(|p| p.ticket == id)?;
            let routes: Vec<RouteId> = p.joined.iter().chain(p.way.iter()).collect();
            Some((p.progress, *trains, routes))
        })
    });
    let progress = Memo::new(move |_| entry.with(|e| e.as_ref().map(|e| (e.0, e.1))));
    let tk = id.ticket();
    let cities = vec![tk.from, tk.to];
    let label = format!(
        "{} – {} ({})",
        tk.from.city().label,
        tk.to.city().label,
        tk.points
    );
    let words = move || {
        progress
            .get()
            .map(|(p, trains)| progress_words(lang.get(), p, trains))
            .unwrap_or_default()
    };
    let aria = {
        let label = label.clone();
        move || format!("{label}: {}", words().0)
    };
    let mark = move || match progress.get().map(|p| p.0) {
        Some(Progress::Complete) => "✔",
        Some(Progress::Impossible) => "✖",
        Some(Progress::Short { fits: false, .. }) => "⚠",
        _ => "○",
    };
    let routes =
        move || entry.with_untracked(|e| e.as_ref().map(|e| e.2.clone()).unwrap_or_default());
    let (c1, c2) = (cities.clone(), cities);
    view! {
        <li>
            <button
                class=move || format!("ticket {}", words().1)
                data-testid="ticket"
                data-done=move || (progress.get().map(|p| p.0) == Some(Progress::Complete)).to_string()
                data-progress=move || words().1
                aria-label=aria
                on:mouseenter=move |_| {
                    ui.cities.set(c1.clone());
                    ui.routes.set(routes());
                }
                on:mouseleave=move |_| {
                    ui.cities.set(Vec::new());
                    ui.routes.set(Vec::new());
                }
                on:click=move |_| {
                    ui.cities.set(c2.clone());
                    ui.routes.set(routes());
                    ui.seek.set(c2.clone());
                }
            >
                <span class="mark" aria-hidden="true">{mark}</span>
                <span class="ticket-name">{label}</span>
                <span class="ticket-progress" data-testid="ticket-progress">
                    {move || words().0}
                </span>
            </button>
        </li>
    }
}
