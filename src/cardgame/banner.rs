//! Whose turn it is, what the step asks (the second card), the last round
//! and the second round, and a computer's thinking.

use super::table::use_card_table;
use crate::i18n::{count, fill, tr, use_lang};
use cardgame_engine::{Phase, TurnStep};
use leptos::prelude::*;

#[component]
pub fn Banner() -> impl IntoView {
    let table = use_card_table();
    let lang = use_lang();
    let turn = move || {
        let l = lang.get();
        let v = table.view().get()?;
        let me = table.revealed().get();
        let text = match v.phase {
            Phase::GameOver => return None,
            Phase::InitialTickets => tr(l, "cg_choosing_start").to_string(),
            Phase::Playing if Some(v.current) == me && !table.is_computer(v.current) => {
                if v.step == TurnStep::SecondCard {
                    tr(l, "cg_second_card").to_string()
                } else {
                    tr(l, "cg_your_turn").to_string()
                }
            }
            Phase::Playing => fill(tr(l, "cg_turn_of"), &[&table.seat_name(v.current)]),
        };
        // A computer thinking says so instead of whose turn it is, not as
        // well: both folded the banner onto a second line on a phone, and
        // the table below jumped at every computer's turn.
        let thinking = table.thinking().get().map(|p| {
            let who = table
                .next()
                .get()
                .map(|s| table.seat_name(s))
                .unwrap_or_default();
            view! {
                <span>{fill(tr(l, "cg_thinking"), &[&who])}</span>
                <progress max="100" value=p data-testid="cg-thinking"></progress>
            }
        });
        let text = thinking.is_none().then_some(text);
        Some(view! {
            <p class="turn" data-testid="cg-turn">{text}{thinking}</p>
        })
    };
    let last = move || {
        let v = table.view().get()?;
        let last = v.last_round.filter(|_| v.phase == Phase::Playing)?;
        Some(view! {
            <p class="final-round" role="status" data-testid="cg-last-round">
                {count(lang.get(), "cg_last_round", u32::from(last.turns_left), &[])}
            </p>
        })
    };
    let second = move || {
        let v = table.view().get()?;
        (v.round == 2 && v.phase == Phase::Playing).then(|| {
            view! {
                <p class="cg-round" data-testid="cg-round-two">{tr(lang.get(), "cg_round_two")}</p>
            }
        })
    };
    let loco = move || {
        table.loco_ended_draw().get().then(|| {
            view! {
                <p class="cg-note" role="status" data-testid="cg-loco-note">
                    {tr(lang.get(), "cg_loco_ends")}
                </p>
            }
        })
    };
    view! { <div class="banner">{turn}{last}{second}{loco}</div> }
}
