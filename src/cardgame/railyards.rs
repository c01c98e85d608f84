//! Every player's railyard, a row per colour as played (locomotives first,
//! as the rulebook draws them), and their On the Track pile as a face-down
//! stack with its count: its cards show only to its owner with the
//! beginner option (the view carries them only then).

use super::table::use_card_table;
use crate::card_chip::CardChip;
use crate::i18n::{count, t, tr, use_lang};
use crate::palette::{card_fill, player_color};
use crate::rules_help::HelpButton;
use crate::rules_text::Topic;
use cardgame_engine::CardColor;
use leptos::prelude::*;

#[component]
pub fn Railyards() -> impl IntoView {
    let table = use_card_table();
    let lang = use_lang();
    move || {
        let v = table.view().get()?;
        let l = lang.get();
        let me = table.revealed().get();
        let own_pile = v.me.on_track.clone();
        let seats = v
            .seats
            .iter()
            .map(|s| {
                let rows = if s.railyard.is_empty() {
                    view! { <p class="cg-empty">{tr(l, "cg_railyard_empty")}</p> }.into_any()
                } else {
                    s.railyard
                        .iter()
                        .map(|r| {
                            view! {
                                <div
                                    class="cg-row"
                                    data-testid="cg-row"
                                    data-color=r.color.key()
                                    data-len=r.len()
                                    title=tr(l, r.color.key())
                                    style:border-color=card_fill(r.color)
                                >
                                    {(r.locomotives > 0).then(|| view! {
                                        <CardChip color=CardColor::Locomotive count=u32::from(r.locomotives) />
                                    })}
                                    {(r.cards > 0).then(|| view! { <CardChip color=r.color count=u32::from(r.cards) /> })}
                                </div>
                            }
                        })
                        .collect_view()
                        .into_any()
                };
                let pile_cards = (Some(s.seat) == me)
                    .then(|| own_pile.clone())
                    .flatten()
                    .map(|cards| {
                        view! {
                            <div class="chips cg-own-pile" data-testid="cg-own-pile" title=tr(l, "cg_pile_yours")>
                                {cards.iter().map(|&c| view! { <CardChip color=c /> }).collect_view()}
                            </div>
                        }
                    });
                let current = v.current == s.seat;
                view! {
                    <section
                        class="cg-seat"
                        class:current=current
                        data-testid="cg-seat"
                        data-seat=s.seat.0
                        style:border-color=player_color(s.seat).hex
                    >
                        <h4>
                            <span class="swatch" style:background=player_color(s.seat).hex></span>
                            {table.seat_name(s.seat)}
                            <small>
                                {count(l, "cg_in_hand", s.cards, &[])}" · "
                                {count(l, "cg_n_tickets", s.tickets, &[])}
                            </small>
                        </h4>
                        // 4 players: the first scoring's result stays in view in the second round.
                        {(v.round == 2).then(|| view! {
                            <p class="cg-banked" data-testid="cg-banked">
                                {tr(l, "cg_first_scoring")}": "
                                {count(l, "cg_points", s.banked.unsigned_abs(), &[])}" · "
                                {count(l, "cg_n_completed", s.completed.len() as u32, &[])}
                            </p>
                        })}
                        <div class="cg-yard" aria-label=tr(l, "cg_railyard")>{rows}</div>
                        <div class="cg-pile" data-testid="cg-pile" data-count=s.on_track title=tr(l, "cg_on_track")>
                            <span class="cg-stack" aria-hidden="true"></span>
                            <span>{tr(l, "cg_on_track")}": "{count(l, "cg_pile_n", s.on_track, &[])}</span>
                        </div>
                        {pile_cards}
                    </section>
                }
            })
            .collect_view();
        Some(view! {
            <section class="cg-railyards" aria-label=t("cg_railyard")>
                <div class="cg-head">
                    <h3>{t("cg_railyard")}</h3>
                    <HelpButton topic=Topic::Robbery />
                </div>
                {seats}
            </section>
        })
    }
}
