//! The five face-up cards, the deck with its count and the ticket deck.
//! A tap the engine refuses says why (a face-up locomotive as second card).

use super::actor;
use super::table::use_card_table;
use crate::card_chip::CardChip;
use crate::i18n::{count, t, tr, use_lang};
use crate::rules_help::HelpButton;
use crate::rules_text::Topic;
use cardgame_engine::Action;
use leptos::prelude::*;

#[component]
pub fn FaceUp() -> impl IntoView {
    let table = use_card_table();
    let lang = use_lang();
    let play = actor();
    let act = move |a: Action| {
        play(a);
    };
    let allowed = move |a: Action| table.legal().with(|l| l.contains(&a));
    move || {
        let v = table.view().get()?;
        let l = lang.get();
        let slots = v
            .face_up
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let a = Action::DrawFaceUp { slot: i as u8 };
                let label = c.map_or(tr(l, "cg_empty_slot"), |c| tr(l, c.key()));
                view! {
                    <button
                        class="slot"
                        data-testid="cg-face-up"
                        data-slot=i
                        data-color=c.map_or("", |c| c.key())
                        aria-label=label
                        aria-disabled=move || (!allowed(a)).to_string()
                        on:click=move |_| act(a)
                    >
                        {c.map(|c| view! { <CardChip color=c /> })}
                    </button>
                }
            })
            .collect_view();
        let deck_text = count(l, "cg_deck_left", v.deck, &[]);
        let tickets_text = count(l, "cg_tickets_left", v.ticket_deck, &[]);
        Some(view! {
            <section class="draw cg-draw" aria-label=t("cg_face_up")>
                <div class="cg-head">
                    <h3>{t("cg_face_up")}</h3>
                    <HelpButton topic=Topic::CardDraw />
                </div>
                <div class="slots">{slots}</div>
                <div class="piles">
                    <button
                        data-testid="cg-deck"
                        data-focus-home=""
                        data-count=v.deck
                        aria-disabled=move || (!allowed(Action::DrawBlind)).to_string()
                        on:click=move |_| act(Action::DrawBlind)
                    >
                        {t("cg_draw_blind")}
                        <small>{deck_text}</small>
                    </button>
                    <button
                        data-testid="cg-draw-tickets"
                        aria-disabled=move || (!allowed(Action::DrawTickets)).to_string()
                        on:click=move |_| act(Action::DrawTickets)
                    >
                        {t("cg_draw_tickets")}
                        <small>{tickets_text}</small>
                    </button>
                    // Only when nothing else is possible (no card, play or ticket left).
                    {move || allowed(Action::Pass).then(|| view! {
                        <button data-testid="cg-pass" on:click=move |_| act(Action::Pass)>
                            {t("cg_pass")}
                        </button>
                    })}
                </div>
            </section>
        })
    }
}
