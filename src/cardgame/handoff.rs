//! Pass and play: "Pass the device to Anna" covers the table (which shows
//! public information only meanwhile) until that person taps, and tells
//! them what the others did since their last turn (the log is public); and
//! at the end of a person's turn, their cards stay until they pass the
//! device on.

use super::table::use_card_table;
use super::words::event_line;
use crate::i18n::{Lang, fill, one_line, t, tr, use_lang};
use cardgame_engine::{Event, Phase, Seat};
use leptos::prelude::*;

/// Most turns the hand-off recalls (three others' turns, and some room).
const RECAP_TURNS: usize = 6;

/// What happened since `seat`'s last turn ended, a line per turn, spoken
/// to `seat` ("Bruno robbed your red row", "You move on the track: 2
/// cards"). Nothing before their first turn.
pub fn since_last_turn(
    lang: Lang,
    log: &[Event],
    seat: Seat,
    name: &dyn Fn(Seat) -> String,
) -> Vec<String> {
    let Some(end) = log
        .iter()
        .rposition(|e| matches!(e, Event::TurnEnded { seat: s, .. } if *s == seat))
    else {
        return Vec::new();
    };
    let mut lines = Vec::new();
    let mut said: Vec<String> = Vec::new();
    let mut close = |said: &mut Vec<String>| {
        if !said.is_empty() {
            lines.push(one_line(std::mem::take(said)));
        }
    };
    for e in &log[end + 1..] {
        if matches!(e, Event::TurnEnded { .. }) {
            close(&mut said);
        } else if let Some(line) = event_line(lang, e, name, Some(seat)) {
            said.push(line);
        }
    }
    close(&mut said);
    let skip = lines.len().saturating_sub(RECAP_TURNS);
    lines.split_off(skip)
}

#[component]
pub fn Handoff() -> impl IntoView {
    let table = use_card_table();
    let lang = use_lang();
    let handoff = move || {
        table.handoff().get().map(|seat| {
            let name = table.seat_name(seat);
            let n2 = name.clone();
            let node = NodeRef::new();
            crate::modal::modal(node, None);
            let recap = move || {
                let lines = table.log().with(|log| {
                    since_last_turn(lang.get(), log, seat, &|s| table.seat_name(s))
                });
                (!lines.is_empty()).then(|| {
                    view! {
                        <section class="cg-recap" data-testid="cg-recap" aria-label=t("since_last_turn")>
                            <h3>{t("since_last_turn")}</h3>
                            <ul>
                                {lines
                                    .into_iter()
                                    .map(|s| view! { <li data-testid="cg-recap-line">{s}</li> })
                                    .collect_view()}
                            </ul>
                        </section>
                    }
                })
            };
            view! {
                <div node_ref=node class="handoff cg-handoff" data-testid="cg-handoff" role="dialog" aria-modal="true" aria-labelledby="cg-handoff-title">
                    <p class="big" id="cg-handoff-title">{move || fill(tr(lang.get(), "cg_pass_device"), &[&name])}</p>
                    <button class="primary" data-testid="cg-handoff-ready" on:click=move |_| table.reveal()>
                        {move || fill(tr(lang.get(), "cg_i_am"), &[&n2])}
                    </button>
                    {recap}
                </div>
            }
        })
    };
    view! { {handoff} }
}

/// "Your turn is over — Pass the device on": the person's cards stay until
/// they tap. It stands in the table's dock at the bottom of the screen,
/// under a robbery notice when there is one.
#[component]
pub fn TurnEnd() -> impl IntoView {
    let table = use_card_table();
    // Once the game is over there is no next person to pass to.
    let over = move || {
        table
            .view()
            .with(|v| v.as_ref().is_some_and(|v| v.phase == Phase::GameOver))
    };
    let done = move || {
        table.done().get().filter(|_| !over()).map(|_| {
            let node = NodeRef::new();
            crate::modal::modal(node, None);
            view! {
                <div node_ref=node class="cg-turn-end" role="status" data-testid="cg-turn-end">
                    <p>{t("cg_turn_over")}</p>
                    <button class="primary" data-testid="cg-pass-on" on:click=move |_| table.pass_on()>
                        {t("cg_done")}
                    </button>
                </div>
            }
        })
    };
    view! { {done} }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cardgame_engine::CardColor;

    #[test]
    fn the_hand_off_recalls_the_others_turns_since_mine_spoken_to_me() {
        let name = |s: Seat| ["Anna", "Bruno", "Carla"][s.index()].to_string();
        let ended = |seat: u8, next: u8| Event::TurnEnded {
            seat: Seat(seat),
            next: Seat(next),
        };
        let log = vec![
            Event::DrewBlind {
                seat: Seat(0),
                card: None,
            },
            ended(0, 1),
            Event::DrewBlind {
                seat: Seat(1),
                card: None,
            },
            Event::DrewBlind {
                seat: Seat(1),
                card: None,
            },
            ended(1, 2),
            Event::Robbed {
                thief: Seat(2),
                victim: Seat(0),
                color: CardColor::Red,
                cards: 2,
                locomotives: 0,
            },
            ended(2, 0),
        ];
        assert_eq!(
            since_last_turn(Lang::En, &log, Seat(0), &name),
            vec![
                "Bruno draws from the deck ×2".to_string(),
                "Carla robbed your red row (2 cards)".to_string(),
            ]
        );
        // Before a first turn there is nothing to recall.
        assert!(since_last_turn(Lang::En, &log[..1], Seat(0), &name).is_empty());
    }
}
