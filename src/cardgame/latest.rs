//! "Latest moves" at the top of the table: each other seat's latest turn
//! in one line, so a player sees what the others did without going down
//! to the move log (on a phone it is far below). Only the public log is
//! read (blind draws have no card), spoken to the person at the screen
//! ("Carla robbed your red row").

use super::table::use_card_table;
use super::words::event_line;
use crate::i18n::{Lang, fill, named_once, one_line, t, tr, use_lang};
use cardgame_engine::{Event, Phase, Seat};
use leptos::prelude::*;

/// `seat`'s latest turn in `log`: its events from its newest one back to
/// the end of the turn before (the starting tickets count as a turn).
fn latest_turn(log: &[Event], seat: Seat) -> Vec<&Event> {
    let Some(last) = log.iter().rposition(|e| e.actor() == Some(seat)) else {
        return Vec::new();
    };
    let mut turn: Vec<&Event> = log[..=last]
        .iter()
        .rev()
        .take_while(|e| {
            !matches!(e, Event::TurnEnded { .. }) && e.actor().is_none_or(|a| a == seat)
        })
        .filter(|e| e.actor() == Some(seat))
        .collect();
    turn.reverse();
    turn
}

/// A line per other seat, in the order they play after `me`: their latest
/// turn, or that they have not played yet; spoken to `me` when `me` is at
/// the screen (`you`), else naming everybody.
pub fn latest_lines(
    lang: Lang,
    log: &[Event],
    me: Seat,
    you: bool,
    seats: u8,
    name: &dyn Fn(Seat) -> String,
) -> Vec<String> {
    (1..seats)
        .map(|k| Seat((me.0 + k) % seats))
        .map(|seat| {
            let said: Vec<String> = latest_turn(log, seat)
                .into_iter()
                .filter_map(|e| event_line(lang, e, name, you.then_some(me)))
                .collect();
            if said.is_empty() {
                fill(tr(lang, "cg_not_played"), &[&name(seat)])
            } else {
                named_once(&one_line(said), &name(seat))
            }
        })
        .collect()
}

#[component]
pub fn Latest() -> impl IntoView {
    let table = use_card_table();
    let lang = use_lang();
    // Recomputed when the log grows, but the lines (and so the page) change
    // only when another seat's turn does: the person's own move leaves them.
    // Pass and play: while a computer plays nobody is at the screen; the
    // last person's lines stay (naming everybody), so they do not go and
    // come back and the table does not jump.
    let last = StoredValue::new(None::<Seat>);
    let lines = Memo::new(move |_| {
        let at_screen = table.revealed().get().or_else(|| table.only_person());
        if at_screen.is_some() {
            last.set_value(at_screen);
        }
        let me = at_screen.or_else(|| last.get_value())?;
        let seats = table.view().with(|v| {
            v.as_ref()
                .filter(|v| v.phase != Phase::GameOver)
                .map(|v| v.seats.len() as u8)
        })?;
        let l = lang.get();
        Some(table.log().with(|log| {
            latest_lines(l, log, me, at_screen.is_some(), seats, &|s| {
                table.seat_name(s)
            })
        }))
    });
    move || {
        lines.get().map(|lines| {
            view! {
                <section class="cg-latest" data-testid="cg-latest" aria-label=t("latest_moves")>
                    <h3>{t("latest_moves")}</h3>
                    <ul>
                        {lines
                            .into_iter()
                            .map(|s| {
                                let title = s.clone();
                                view! { <li data-testid="cg-latest-line" title=title>{s}</li> }
                            })
                            .collect_view()}
                    </ul>
                </section>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cardgame_engine::CardColor;

    fn name(s: Seat) -> String {
        ["Anna", "Bruno", "Carla"][s.index()].to_string()
    }

    fn ended(seat: u8, next: u8) -> Event {
        Event::TurnEnded {
            seat: Seat(seat),
            next: Seat(next),
        }
    }

    #[test]
    fn each_other_seat_s_latest_turn_in_one_line_spoken_to_me() {
        let log = vec![
            Event::InitialTicketsKept {
                seat: Seat(1),
                kept: 2,
                returned: 1,
            },
            Event::InitialTicketsKept {
                seat: Seat(0),
                kept: 3,
                returned: 0,
            },
            Event::PlayStarted { first: Seat(0) },
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
            Event::PlayedGroup {
                seat: Seat(2),
                color: CardColor::Red,
                cards: 2,
                locomotives: 0,
            },
            Event::Robbed {
                thief: Seat(2),
                victim: Seat(0),
                color: CardColor::Red,
                cards: 2,
                locomotives: 0,
            },
            ended(2, 0),
        ];
        let lines = latest_lines(Lang::En, &log, Seat(0), true, 3, &name);
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0], "Bruno draws from the deck ×2");
        assert_eq!(
            lines[1],
            "Carla plays 2 red cards; robbed your red row (2 cards)"
        );
        // Nobody at the screen: the robbery names its victim.
        let public = latest_lines(Lang::En, &log, Seat(0), false, 3, &name);
        assert_eq!(
            public[1],
            "Carla plays 2 red cards; Train Robbery: Carla robbed Anna's red row (2 cards)"
        );
        assert!(public[1].starts_with("Carla plays"), "{}", public[1]);
        // Before the first turn: the starting tickets, or nothing yet.
        let early = latest_lines(Lang::En, &log[..1], Seat(0), true, 3, &name);
        assert!(early[0].contains("Bruno"), "{}", early[0]);
        assert_eq!(early[1], "Carla has not played yet");
        let it = latest_lines(Lang::It, &log[..1], Seat(0), true, 3, &name);
        assert_eq!(it[1], "Carla non ha ancora giocato");
    }
}
