//! Final scores: for each player every ticket with the cards of the On the
//! Track pile that completed it (or its penalty), the first scoring of a
//! 4-player game, the Big City bonuses, the total; then the winner and what
//! decided it.

use super::table::use_card_table;
use super::tickets::TicketCard;
use crate::card_chip::CardChip;
use crate::i18n::{count, fill, t, tr, use_lang};
use cardgame_engine::{TicketResult, TieBreak};
use leptos::prelude::*;

/// `first`: the first scoring of a 4-player game, where a ticket not yet
/// completed is no penalty: it is kept for the second round (C7).
fn ticket_rows(
    results: &[TicketResult],
    l: crate::i18n::Lang,
    first: bool,
) -> impl IntoView + use<> {
    results
        .iter()
        .map(|r| {
            let cards = r
                .served
                .iter()
                .map(|s| view! { <CardChip color=s.card /> })
                .collect_view();
            let kept = first && !r.completed;
            let said = match (r.completed, kept) {
                (true, _) => "cg_completed_with",
                (false, true) => "cg_kept_for_round_two",
                (false, false) => "cg_missed",
            };
            view! {
                <li class="cg-result" class:missed=!r.completed && !kept data-testid="cg-result" data-completed=r.completed.to_string()>
                    <TicketCard ticket=r.ticket />
                    <span class="cg-served">
                        {tr(l, said)}
                        {cards}
                        {(!kept).then(|| view! { <strong>{format!("{:+}", r.points)}</strong> })}
                    </span>
                </li>
            }
        })
        .collect_view()
}

#[component]
pub fn FinalScores() -> impl IntoView {
    let table = use_card_table();
    let lang = use_lang();
    move || {
        let scores = table
            .view()
            .with(|v| v.as_ref().and_then(|v| v.final_scores.clone()))?;
        let l = lang.get();
        let names: Vec<String> = scores.winners.iter().map(|s| table.seat_name(*s)).collect();
        let you = table.only_person();
        let winner = if names.len() > 1 {
            fill(tr(l, "cg_shared"), &[&names.join(", ")])
        } else if you.is_some() && scores.winners.first().copied() == you {
            tr(l, "cg_you_win").to_string()
        } else {
            fill(tr(l, "cg_wins"), &[&names.join(", ")])
        };
        let why = tr(
            l,
            match scores.decided_by {
                TieBreak::Points => "cg_by_points",
                TieBreak::CompletedTickets => "cg_by_tickets",
                TieBreak::BonusCards => "cg_by_bonuses",
                TieBreak::Shared => "cg_by_nothing",
            },
        );
        // Ranked: the winners, then by total; each block folded to its
        // summary line but the one of the person at the table (else the
        // winner's), so a phone shows the ranking on one screen.
        let mut ranked: Vec<_> = scores.players.iter().collect();
        ranked.sort_by_key(|p| {
            (
                !scores.winners.contains(&p.seat),
                std::cmp::Reverse(p.total),
            )
        });
        let open_seat = you.or(scores.winners.first().copied());
        let players = ranked
            .into_iter()
            .enumerate()
            .map(|(rank, p)| {
                let bonuses = p
                    .bonuses
                    .iter()
                    .map(|b| {
                        let c = b.city();
                        view! { <li>{c.name}" "<strong>{format!("+{}", c.bonus)}</strong></li> }
                    })
                    .collect_view();
                let first = (!p.first_scoring.is_empty()).then(|| {
                    view! {
                        <h5>{tr(l, "cg_first_scoring")}</h5>
                        <ul class="cg-results" data-testid="cg-first-scoring">{ticket_rows(&p.first_scoring, l, true)}</ul>
                    }
                });
                view! {
                    <details class="cg-score" data-testid="cg-score" data-seat=p.seat.0 data-total=p.total open=open_seat == Some(p.seat)>
                        <summary>
                            <h4>
                                {format!("{}. ", rank + 1)}{table.seat_name(p.seat)}" — "{tr(l, "cg_total")}": "<strong>
                                    // Counts up from 0 (the stylesheet's counter); the text is the real figure.
                                    <span class="visually-hidden">{p.total}</span>
                                    <span class="count-up" aria-hidden="true" style=format!("--to:{}", p.total)></span>
                                </strong>
                                <span class="cg-score-parts">
                                    " ("{tr(l, "cg_ticket_points")}" "{format!("{:+}", p.ticket_points)}" · "
                                    {tr(l, "cg_bonuses")}" "{format!("{:+}", p.bonus_points)}")"
                                </span>
                            </h4>
                        </summary>
                        {first}
                        <ul class="cg-results">{ticket_rows(&p.tickets, l, false)}</ul>
                        <p>
                            {tr(l, "cg_ticket_points")}": "<strong>{format!("{:+}", p.ticket_points)}</strong>" · "
                            {tr(l, "cg_bonuses")}": "<strong>{format!("{:+}", p.bonus_points)}</strong>
                        </p>
                        <ul class="cg-bonuses">{bonuses}</ul>
                        <details>
                            <summary data-testid="cg-pile-summary">{tr(l, "cg_pile")}" ("{count(l, "n_cards", p.pile.len() as u32, &[])}")"</summary>
                            <div class="chips">{p.pile.iter().map(|&c| view! { <CardChip color=c /> }).collect_view()}</div>
                        </details>
                    </details>
                }
            })
            .collect_view();
        Some(view! {
            <section class="cg-final" data-testid="cg-final" aria-labelledby="cg-final-title">
                <h2 id="cg-final-title">{t("cg_final")}</h2>
                <p class="cg-winner" data-testid="cg-winner">{winner}" ("{why}")"</p>
                <crate::hint::HintsUsed used=table.hints_used() />
                <div class="cg-scores">{players}</div>
                // A replay ends where the game did: its own bar has the way out.
                {(!table.is_replay()).then(|| view! {
                    <div class="actions final-actions">
                        <button
                            data-testid="watch-replay"
                            on:click=move |_| {
                                if let Some(save) = table.saved().get_untracked() {
                                    crate::replay::open(crate::session::AnySave::CardGame(save));
                                }
                            }
                        >
                            {t("watch_replay")}
                        </button>
                        <button
                            data-testid="review-open"
                            on:click=move |_| {
                                if let Some(save) = table.saved().get_untracked() {
                                    crate::review::open(crate::session::AnySave::CardGame(save));
                                }
                            }
                        >
                            {t("review_open")}
                        </button>
                    </div>
                })}
            </section>
        })
    }
}
