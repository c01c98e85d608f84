//! The Card Game's sentences built from engine data: refusals, log lines,
//! robberies and counted cards, in Italian and English, from the texts of
//! `texts.rs`.

use crate::i18n::{Lang, count, fill, tr};
use cardgame_engine::{CardColor, Event, Moment, RuleError, Seat};

fn color(lang: Lang, c: CardColor) -> &'static str {
    tr(lang, c.key())
}

/// `n` cards of `c`, counted ("3 red cards", "1 locomotive").
pub fn cards_of(lang: Lang, c: CardColor, n: u32) -> String {
    if c == CardColor::Locomotive {
        count(lang, "n_locos", n, &[])
    } else {
        count(lang, "n_cards_of", n, &[color(lang, c)])
    }
}

/// Why the engine refused, with "player N" for seats.
pub fn refusal(lang: Lang, e: &RuleError) -> String {
    refusal_named(lang, e, &|s: Seat| {
        format!("{} {}", tr(lang, "player"), u32::from(s.0) + 1)
    })
}

/// Why the engine refused, in the player's words, naming seats by `name`.
pub fn refusal_named(lang: Lang, e: &RuleError, name: &dyn Fn(Seat) -> String) -> String {
    use RuleError::*;
    let key = |k| tr(lang, k).to_string();
    match e {
        GameOver => key("cg_r_over"),
        NoSuchSeat { seat } => fill(
            tr(lang, "cg_r_seat"),
            &[&(u32::from(seat.0) + 1).to_string()],
        ),
        NotYourTurn { expected, .. } => fill(tr(lang, "cg_r_turn"), &[&name(*expected)]),
        WrongMoment { expected } => {
            let m = match expected {
                Moment::InitialTickets => "cg_m_initial",
                Moment::TurnStart => "cg_m_start",
                Moment::SecondCard => "cg_m_second",
                Moment::ChoosingTickets => "cg_m_tickets",
            };
            fill(tr(lang, "cg_r_moment"), &[tr(lang, m)])
        }
        NoSuchSlot { slot } => fill(
            tr(lang, "cg_r_slot"),
            &[&(u32::from(*slot) + 1).to_string()],
        ),
        EmptySlot { slot } => fill(
            tr(lang, "cg_r_empty_slot"),
            &[&(u32::from(*slot) + 1).to_string()],
        ),
        LocomotiveAsSecondCard => key("cg_r_loco_second"),
        NoCardsToDraw => key("cg_r_no_cards"),
        NotEnoughCards {
            color: c,
            needed,
            held,
        } => fill(
            tr(lang, "cg_r_not_enough"),
            &[&cards_of(lang, *c, u32::from(*needed)), &held.to_string()],
        ),
        GroupTooSmall { played } => count(lang, "cg_r_small", u32::from(*played), &[]),
        GroupNeedsColor => key("cg_r_needs_color"),
        ColorInOwnRailyard { color: c } => fill(tr(lang, "cg_r_own"), &[color(lang, *c)]),
        CannotRob {
            color: c,
            victim,
            row,
            played,
        } => fill(
            tr(lang, "cg_r_rob"),
            &[
                &name(*victim),
                &cards_of(lang, *c, u32::from(*row)),
                &played.to_string(),
            ],
        ),
        NotThreeColors => key("cg_r_three"),
        ThreeColorsInRailyard { color: c, owner } => fill(
            tr(lang, "cg_r_three_rob"),
            &[color(lang, *c), &name(*owner)],
        ),
        NoTicketsLeft => key("cg_r_no_tickets"),
        KeepAtLeast { min } => fill(
            tr(lang, "cg_r_keep"),
            &[&count(lang, "n_tickets", u32::from(*min), &[])],
        ),
        NoSuchTicketChoice => key("cg_r_choice"),
        PassNotAllowed => key("cg_r_pass"),
    }
}

fn colors_list(lang: Lang, cards: &[CardColor]) -> String {
    let names: Vec<&str> = cards.iter().map(|c| color(lang, *c)).collect();
    names.join(", ")
}

/// One line of the move log, or `None` for bookkeeping the log leaves out.
/// `you`: the one person at the table, whose lines speak to them
/// ("You draw", not "You draws").
pub fn event_line(
    lang: Lang,
    e: &Event,
    name: &dyn Fn(Seat) -> String,
    you: Option<Seat>,
) -> Option<String> {
    let n = |k: &'static str, v: u8| count(lang, k, u32::from(v), &[]);
    // The "cg_l_" template with the seat's name, or its "cg_y_" twin
    // (whose first `{}` takes nothing).
    let said = |key: &'static str, seat: Seat, rest: &[&str]| {
        let (key, who) = if Some(seat) == you {
            (key.replacen("cg_l_", "cg_y_", 1), String::new())
        } else {
            (key.to_string(), name(seat))
        };
        let mut args: Vec<&str> = vec![&who];
        args.extend_from_slice(rest);
        fill(tr_dyn(lang, &key), &args)
    };
    Some(match e {
        Event::InitialTicketsKept {
            seat,
            kept,
            returned,
        } => said(
            "cg_l_kept_start",
            *seat,
            &[&n("n_tickets", *kept), &returned.to_string()],
        ),
        Event::PlayStarted { first } => fill(tr(lang, "cg_l_start"), &[&name(*first)]),
        Event::MovedOnTrack { seat, cards } => said(
            "cg_l_moved",
            *seat,
            &[&count(lang, "n_cards", cards.len() as u32, &[])],
        ),
        Event::DrewFaceUp { seat, card, .. } => said("cg_l_face_up", *seat, &[color(lang, *card)]),
        Event::DrewBlind { seat, .. } => said("cg_l_blind", *seat, &[]),
        Event::PlayedGroup {
            seat,
            color: c,
            cards,
            locomotives,
        } => {
            let mut what = cards_of(lang, *c, u32::from(*cards));
            if *locomotives > 0 {
                what = format!(
                    "{what} + {}",
                    cards_of(lang, CardColor::Locomotive, u32::from(*locomotives))
                );
            }
            said("cg_l_group", *seat, &[&what])
        }
        Event::PlayedThree { seat, colors } => {
            said("cg_l_three", *seat, &[&colors_list(lang, colors)])
        }
        Event::Robbed {
            thief,
            victim,
            color: c,
            cards,
            locomotives,
        } => robbery_line(lang, *thief, *victim, *c, cards + locomotives, name, you),
        Event::TicketsDrawn { seat, count: c } => {
            said("cg_l_drew_tickets", *seat, &[&n("n_tickets", *c)])
        }
        Event::TicketsKept { seat, kept, .. } => {
            said("cg_l_kept", *seat, &[&n("n_tickets", *kept)])
        }
        Event::Passed { seat } => said("cg_l_passed", *seat, &[]),
        Event::LastRoundStarted { .. } => tr(lang, "cg_l_last").to_string(),
        Event::FirstScoring { .. } => tr(lang, "cg_l_first_scoring").to_string(),
        Event::SecondRoundStarted { first, dealt } => fill(
            tr(lang, "cg_l_second"),
            &[&n("n_cards", *dealt), &name(*first)],
        ),
        Event::TurnEnded { .. } => return None,
        Event::GameOver => tr(lang, "cg_l_over").to_string(),
    })
}

/// A robbery as `me` is told it: to the thief, to the victim, or to anybody.
pub fn robbery_line(
    lang: Lang,
    thief: Seat,
    victim: Seat,
    c: CardColor,
    cards: u8,
    name: &dyn Fn(Seat) -> String,
    me: Option<Seat>,
) -> String {
    let n = count(lang, "n_cards", u32::from(cards), &[]);
    let color = color(lang, c);
    if Some(victim) == me {
        fill(tr(lang, "cg_robbed_you"), &[&name(thief), color, &n])
    } else if Some(thief) == me {
        fill(tr(lang, "cg_you_robbed"), &[&name(victim), color, &n])
    } else {
        fill(
            tr(lang, "cg_robbed"),
            &[&name(thief), &name(victim), color, &n],
        )
    }
}

/// [`tr`] for a key built at run time (the "you" twins of log lines).
fn tr_dyn(lang: Lang, key: &str) -> &'static str {
    super::texts::TEXTS
        .iter()
        .find(|(k, _, _)| *k == key)
        .map_or("", |&(_, it, en)| if lang == Lang::It { it } else { en })
}

#[cfg(test)]
mod tests {
    use super::super::texts::TEXTS;
    use super::*;
    use europa_common::CardColor as C;

    #[test]
    fn every_key_is_unique_and_translated_with_matching_plural_forms() {
        for (i, (key, it, en)) in TEXTS.iter().enumerate() {
            assert!(
                TEXTS[i + 1..].iter().all(|(k, _, _)| k != key),
                "{key} twice"
            );
            assert!(!it.is_empty() && !en.is_empty(), "{key}");
            assert_eq!(it.contains('|'), en.contains('|'), "{key}: plural forms");
            assert_eq!(it.matches("{}").count(), en.matches("{}").count(), "{key}");
        }
    }

    #[test]
    fn the_one_person_reads_the_log_in_the_second_person() {
        let name = |s: Seat| {
            if s.0 == 0 {
                "You".to_string()
            } else {
                "Computer".to_string()
            }
        };
        let e = |seat| Event::DrewBlind {
            seat: Seat(seat),
            card: None,
        };
        let you = Some(Seat(0));
        assert_eq!(
            event_line(Lang::En, &e(0), &name, you).as_deref(),
            Some("You draw from the deck")
        );
        assert_eq!(
            event_line(Lang::En, &e(1), &name, you).as_deref(),
            Some("Computer draws from the deck")
        );
        assert_eq!(
            event_line(Lang::It, &e(0), &name, you).as_deref(),
            Some("Peschi dal mazzo")
        );
        let robbed = Event::Robbed {
            thief: Seat(1),
            victim: Seat(0),
            color: C::Red,
            cards: 2,
            locomotives: 1,
        };
        assert_eq!(
            event_line(Lang::En, &robbed, &name, you).as_deref(),
            Some("Computer robbed your red row (3 cards)")
        );
        // "la fila" is feminine, the colour names masculine: "di colore".
        assert_eq!(
            event_line(Lang::It, &robbed, &name, you).as_deref(),
            Some("Computer ti ha rubato la fila di colore rosso (3 carte)")
        );
    }

    #[test]
    fn the_card_game_words_are_found_through_the_app_table() {
        assert_eq!(tr(Lang::It, "cg_railyard"), "Deposito Treni");
        assert_eq!(tr(Lang::En, "cg_on_track"), "On the Track");
        assert_eq!(
            count(Lang::En, "cg_deck_left", 1, &[]),
            "1 card in the deck"
        );
        assert_eq!(
            count(Lang::It, "cg_deck_left", 12, &[]),
            "12 carte nel mazzo"
        );
        // The 4-player first scoring's line under each seat.
        assert_eq!(
            count(Lang::En, "cg_n_completed", 1, &[]),
            "1 ticket completed"
        );
        assert_eq!(
            count(Lang::It, "cg_n_completed", 3, &[]),
            "3 biglietti completati"
        );
    }

    // Every RuleError variant has a sentence in both languages.
    #[test]
    fn every_refusal_is_told_in_both_languages() {
        let s = Seat(1);
        let all = [
            RuleError::GameOver,
            RuleError::NoSuchSeat { seat: s },
            RuleError::NotYourTurn {
                seat: s,
                expected: Seat(0),
            },
            RuleError::WrongMoment {
                expected: Moment::SecondCard,
            },
            RuleError::NoSuchSlot { slot: 7 },
            RuleError::EmptySlot { slot: 2 },
            RuleError::LocomotiveAsSecondCard,
            RuleError::NoCardsToDraw,
            RuleError::NotEnoughCards {
                color: C::Red,
                needed: 3,
                held: 1,
            },
            RuleError::GroupTooSmall { played: 1 },
            RuleError::GroupNeedsColor,
            RuleError::ColorInOwnRailyard { color: C::Blue },
            RuleError::CannotRob {
                color: C::Green,
                victim: s,
                row: 3,
                played: 2,
            },
            RuleError::NotThreeColors,
            RuleError::ThreeColorsInRailyard {
                color: C::Black,
                owner: s,
            },
            RuleError::NoTicketsLeft,
            RuleError::KeepAtLeast { min: 1 },
            RuleError::NoSuchTicketChoice,
            RuleError::PassNotAllowed,
        ];
        for e in &all {
            for lang in [Lang::It, Lang::En] {
                let text = refusal(lang, e);
                assert!(!text.contains("cg_") && !text.contains("{}"), "{text}");
            }
        }
        assert_eq!(
            refusal(Lang::En, &all[12]),
            "Player 2 has 3 green cards in the railyard: to rob them you must play more than that, not 2."
        );
        assert_eq!(
            refusal(Lang::It, &all[9]),
            "Un gruppo ha almeno 2 carte di un colore; ne hai scelta 1."
        );
        assert_eq!(refusal(Lang::En, &all[16]), "Keep at least 1 ticket.");
    }
}
