//! The revealed seat's tickets with live completion (from the engine's
//! view); hovering or tapping one lights its two cities on the board.

use super::ui::use_ui;
use crate::europe::table::use_table;
use crate::i18n::t;
use leptos::prelude::*;

#[component]
pub fn Tickets() -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    // Tickets change rarely (a draw, a completion): other moves leave the list alone.
    let tickets = Memo::new(move |_| {
        table
            .view()
            .with(|v| v.as_ref().map(|v| v.me.tickets.clone()))
    });
    move || {
        let seat = table.revealed().get()?;
        let tickets = tickets.get()?;
        Some(view! {
            <section class="tickets" data-testid="tickets" data-seat=seat.0>
                <h3>{t("your_tickets")}</h3>
                <ul>
                    {tickets
                        .into_iter()
                        .map(|r| {
                            let tk = r.ticket.ticket();
                            let cities = vec![tk.from, tk.to];
                            let c2 = cities.clone();
                            let label = format!(
                                "{} – {} ({})",
                                tk.from.city().label,
                                tk.to.city().label,
                                tk.points
                            );
                            let aria = label.clone();
                            view! {
                                <li>
                                    <button
                                        class="ticket"
                                        class:done=r.completed
                                        data-testid="ticket"
                                        data-done=r.completed.to_string()
                                        aria-label=aria
                                        on:mouseenter=move |_| ui.cities.set(cities.clone())
                                        on:mouseleave=move |_| ui.cities.set(Vec::new())
                                        on:click=move |_| {
                                            ui.cities.set(c2.clone());
                                            ui.seek.set(c2.clone());
                                        }
                                    >
                                        <span class="mark">{if r.completed { "✔" } else { "○" }}</span>
                                        {label}
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
