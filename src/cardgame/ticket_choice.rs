//! Choosing tickets: at the start (keep at least one) or after drawing 4
//! (keep any number, even none). The engine says whether a choice stands.

use super::table::use_card_table;
use super::tickets::TicketCard;
use super::{actor, words};
use crate::i18n::{count, fill, t, tr, use_lang};
use cardgame_engine::{Action, Phase};
use leptos::prelude::*;

#[component]
pub fn TicketChoice() -> impl IntoView {
    let table = use_card_table();
    let lang = use_lang();
    let play = actor();
    move || {
        let (offer, start) = table.view().with(|v| {
            v.as_ref()
                .map(|v| (v.me.offer.clone(), v.phase == Phase::InitialTickets))
        })?;
        if offer.is_empty() || table.legal().with(Vec::is_empty) {
            return None;
        }
        let keep = RwSignal::new(0u8);
        let action = move || {
            let k = keep.get();
            if start {
                Action::KeepInitialTickets { keep: k }
            } else {
                Action::KeepTickets { keep: k }
            }
        };
        let refusal = move || table.why_not(&action());
        let items = offer
            .iter()
            .enumerate()
            .map(|(i, &id)| {
                let bit = 1u8 << i;
                view! {
                    <li>
                        <button
                            class="cg-offer"
                            class:kept=move || keep.get() & bit != 0
                            data-testid="cg-offer-ticket"
                            aria-pressed=move || (keep.get() & bit != 0).to_string()
                            on:click=move |_| keep.update(|k| *k ^= bit)
                        >
                            <TicketCard ticket=id />
                        </button>
                    </li>
                }
            })
            .collect_view();
        let first = NodeRef::new();
        crate::modal::modal(first, None);
        Some(view! {
                <div node_ref=first class="dialog cg-choice" role="dialog" aria-modal="true" data-testid="cg-ticket-choice" aria-labelledby="cg-choice-title">
                    <h2 id="cg-choice-title">
                        {t(if start { "cg_choose_start" } else { "cg_choose_drawn" })}
                    </h2>
                    <ul class="cg-offers">{items}</ul>
                    <p class="cg-hint refused" data-testid="cg-keep-hint">
                        {move || refusal().map(|e| words::refusal_named(lang.get(), &e, &|s| table.seat_name(s)))}
                    </p>
                    <button
                        class="primary"
                        data-testid="cg-keep"
                        aria-disabled=move || refusal().is_some().to_string()
                        on:click=move |_| {
                            play(action());
                        }
                    >
                        {move || {
                            let l = lang.get();
                            fill(tr(l, "cg_keep"), &[&count(l, "n_tickets", keep.get().count_ones(), &[])])
                        }}
                    </button>
                </div>
        })
    }
}
