//! The revealed seat's destination tickets, each with its coloured circles
//! (the cards it asks for, with the cards' colour-blind symbols).

use super::table::use_card_table;
use crate::i18n::{count, t, tr, use_lang};
use crate::palette::{card_fill, card_symbol};
use crate::rules_help::HelpButton;
use crate::rules_text::Topic;
use cardgame_engine::TicketId;
use leptos::prelude::*;

/// A ticket as its card shows it: cities, points, coloured circles.
#[component]
pub fn TicketCard(ticket: TicketId) -> impl IntoView {
    let lang = use_lang();
    let tk = ticket.ticket();
    let circles = tk
        .needed_colors()
        .map(|c| {
            view! {
                <span
                    class=format!("cg-circle c-{}", c.key())
                    style:background-color=card_fill(c)
                    title=move || tr(lang.get(), c.key())
                >
                    {card_symbol(c)}
                </span>
            }
        })
        .collect_view();
    view! {
        <span class="cg-ticket" data-testid="cg-ticket" data-ticket=ticket.0>
            <span class="cg-cities">{tk.from}" – "{tk.to}</span>
            <span class="cg-circles">{circles}</span>
            // The number, then its word ("19" + " points"): where the row is
            // narrow the word is only for screen readers, so the points
            // stay on the cities' line as on the printed ticket.
            <span class="cg-pts">
                {move || {
                    let n = tk.points.to_string();
                    let all = count(lang.get(), "cg_points", u32::from(tk.points), &[]);
                    let unit = all.strip_prefix(n.as_str()).map(str::to_string).unwrap_or_default();
                    view! { <b>{n}</b><span class="cg-unit">{unit}</span> }
                }}
            </span>
        </span>
    }
}

#[component]
pub fn Tickets() -> impl IntoView {
    let table = use_card_table();
    move || {
        table.revealed().get()?;
        // With the beginner option (C2) the view says which tickets the
        // seat's On the Track pile would complete now; otherwise `None`.
        let (tickets, complete) = table.view().with(|v| {
            v.as_ref()
                .map(|v| (v.me.tickets.clone(), v.pile_completes()))
        })?;
        Some(view! {
            <section class="cg-tickets" data-testid="cg-tickets" aria-label=t("cg_your_tickets")>
                <div class="cg-head">
                    <h3>{t("cg_your_tickets")}</h3>
                    <HelpButton topic=Topic::CardTickets />
                </div>
                {tickets.is_empty().then(|| view! { <p>{t("cg_no_tickets")}</p> })}
                <ul>
                    {tickets
                        .into_iter()
                        .map(|id| {
                            let done = complete.as_ref().map(|c| c.contains(&id));
                            view! {
                                <li class:cg-pile-done=done == Some(true) data-pile-done=done.map(|d| d.to_string())>
                                    <TicketCard ticket=id />
                                    {(done == Some(true)).then(|| view! {
                                        <span class="cg-pile-mark" data-testid="cg-pile-done">{t("cg_pile_completes")}</span>
                                    })}
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
            </section>
        })
    }
}
