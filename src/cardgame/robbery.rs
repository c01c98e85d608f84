//! A Train Robbery (C4) told clearly to both: the thief reads what they
//! took, the victim what they lost, everybody else who robbed whom. It
//! stays for each person until that person dismisses it.

use super::table::use_card_table;
use super::words::robbery_line;
use crate::i18n::{count, t, use_lang};
use cardgame_engine::Phase;
use leptos::prelude::*;

/// How many robberies the notice tells in full.
const SHOWN: usize = 2;

#[component]
pub fn RobberyNotice() -> impl IntoView {
    let table = use_card_table();
    let lang = use_lang();
    move || {
        // Over: the final scores say what counts, not old robberies.
        let over = table
            .view()
            .with(|v| v.as_ref().is_some_and(|v| v.phase == Phase::GameOver));
        if over {
            return None;
        }
        // The person at the screen: the revealed seat, or the only person.
        let me = table.revealed().get().or_else(|| table.only_person());
        let robberies = table.robberies_for(me);
        if robberies.is_empty() {
            return None;
        }
        let l = lang.get();
        let name = |s| table.seat_name(s);
        // The newest two; older ones are counted (the log has them all):
        // a pile of untapped notices floated over a phone's hand.
        let skip = robberies.len().saturating_sub(SHOWN);
        let earlier = (skip > 0).then(|| {
            view! {
                <p class="cg-robbery-earlier" data-testid="cg-robbery-earlier">
                    {count(l, "cg_robberies_earlier", skip as u32, &[])}
                </p>
            }
        });
        let lines = robberies[skip..]
            .iter()
            .map(|r| {
                let text = robbery_line(l, r.thief, r.victim, r.color, r.cards, &name, me);
                view! { <p data-testid="cg-robbery-line" data-victim=r.victim.0 data-thief=r.thief.0>{text}</p> }
            })
            .collect_view();
        Some(view! {
            <div class="cg-robbery" role="alert" data-testid="cg-robbery">
                {earlier}
                {lines}
                <button data-testid="cg-robbery-ok" on:click=move |_| {
                    if let Some(me) = me {
                        table.dismiss_robberies(me);
                    }
                }>
                    {t("cg_ok")}
                </button>
            </div>
        })
    }
}
