//! Whose turn it is, the computer's pause (skippable), and the final-round banner.

use super::words::final_round;
use crate::europe::table::use_table;
use crate::i18n::{fill, t, tr, use_lang};
use crate::palette::{player_color, player_symbol};
use europa_engine::{Action, Phase};
use leptos::prelude::*;

#[component]
pub fn TurnBanner() -> impl IntoView {
    let table = use_table();
    let lang = use_lang();
    // What the banner says changes a few times a turn; other moves of the
    // view leave it as it is.
    let state = Memo::new(move |_| {
        let next = table.next().get()?;
        table.view().with(|v| {
            let v = v.as_ref()?;
            (v.phase != Phase::GameOver).then_some((
                next,
                v.phase == Phase::PlacingDepots,
                v.second_card,
                v.final_round.is_some(),
            ))
        })
    });
    // What the person may do at the start of their turn, from the legal
    // actions: "Your turn" alone did not say.
    let may = Memo::new(move |_| {
        table.legal().with(|legal| {
            let any = |f: fn(&Action) -> bool| legal.iter().any(f);
            [
                (
                    any(|a| {
                        matches!(
                            a,
                            Action::DrawBlind
                                | Action::DrawFaceUp { .. }
                                | Action::DrawBlindStoring { .. }
                                | Action::DrawFaceUpStoring { .. }
                        )
                    }),
                    "may_draw",
                ),
                (any(|a| matches!(a, Action::ClaimRoute { .. })), "may_claim"),
                (any(|a| matches!(a, Action::DrawTickets)), "may_tickets"),
                (
                    any(|a| matches!(a, Action::BuildStation { .. })),
                    "may_station",
                ),
            ]
            .into_iter()
            .filter_map(|(yes, key)| yes.then_some(key))
            .collect::<Vec<_>>()
        })
    });
    let turn = move || {
        let l = lang.get();
        let (next, depot_round, second_card, last_round) = state.get()?;
        let name = table.seat_name(next);
        let computer = table.is_computer(next);
        let mine = table.revealed().get() == Some(next);
        let text = if computer {
            fill(tr(l, "thinking"), &[&name])
        } else if mine && depot_round {
            // W1: what to do and why, the first time it is asked.
            tr(l, "depot_round_you").to_string()
        } else if depot_round {
            fill(tr(l, "depot_round_of"), &[&name])
        } else if mine && second_card {
            tr(l, "second_card").to_string()
        } else if mine && last_round {
            // The final round: every player's turn now is their last.
            tr(l, "your_last_turn").to_string()
        } else if mine && table.only_person().is_none() {
            // Pass and play: the banner names who holds the device.
            fill(tr(l, "your_turn_named"), &[&name])
        } else if mine {
            tr(l, "your_turn").to_string()
        } else {
            fill(tr(l, "turn_of"), &[&name])
        };
        let hint = (mine && !second_card && !depot_round).then(|| {
            let words: Vec<&str> = may.get().into_iter().map(|k| tr(l, k)).collect();
            words.join(" · ")
        });
        Some(view! {
            <div class="turn" class:depot-round=depot_round data-testid="turn" data-seat=next.0>
                <span class="swatch" style:background-color=player_color(next).hex style:color=player_color(next).ink>
                    {player_symbol(next)}
                </span>
                <span>{text}</span>
                {hint.filter(|h| !h.is_empty()).map(|h| {
                    let title = h.clone();
                    view! {
                    <span class="turn-hint" data-testid="turn-hint" title=title>{h}</span>
                    }
                })}
                {move || match (computer, table.thinking().get()) {
                    // Thinking: how far, instead of a skip there is nothing to skip.
                    (true, Some(percent)) => {
                        view! {
                            <progress
                                data-testid="thinking"
                                max="100"
                                value=percent
                                aria-label=t("thinking_progress")
                            ></progress>
                        }
                            .into_any()
                    }
                    (true, None) if table.done().get().is_none() => {
                        view! {
                            <button
                                data-testid="skip"
                                aria-label=t("skip")
                                on:click=move |_| table.run_computer()
                            >
                                <span class="long">{t("skip")}</span>
                                <span class="short">{t("skip_short")}</span>
                            </button>
                        }
                            .into_any()
                    }
                    _ => ().into_any(),
                }}
            </div>
        })
    };
    let last = Memo::new(move |_| {
        table.view().with(|v| {
            let v = v.as_ref()?;
            v.final_round.filter(|_| v.phase != Phase::GameOver)
        })
    });
    let final_round = move || {
        last.get().map(|fr| {
            let who = table.who(fr.trigger);
            view! {
                <div class="final-round" role="status" data-testid="final-round">
                    {move || final_round(lang.get(), who.clone())}
                </div>
            }
        })
    };
    // A refusal takes the turn's place in this line: a status that covers
    // nothing.
    view! { <div class="banner"><super::refusal::Refusal />{turn}{final_round}</div> }
}
