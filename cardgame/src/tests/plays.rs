//! Phase 1 (C2), railyard plays (C3) and Train Robbery (C4).
use super::{everyone_draws_once, hand, started};
use crate::{Action, CardColor, Event, Row, RuleError, Seat};
use CardColor::*;

#[test]
fn c2_phase_one_is_skipped_on_the_first_turn_then_moves_the_end_card_of_each_row() {
    let mut g = started(2, 4);
    g.players[0].hand = hand(&[
        (Red, 3),
        (Locomotive, 2),
        (Blue, 1),
        (Green, 1),
        (Yellow, 1),
    ]);
    g.apply(
        Seat(0),
        &Action::PlayGroup {
            color: Red,
            cards: 2,
            locomotives: 1,
        },
    )
    .unwrap();
    assert_eq!(
        g.players[0].railyard,
        vec![Row {
            color: Red,
            locomotives: 1,
            cards: 2
        }]
    );
    // Seat 1's first turn: its empty railyard moves nothing.
    let events = g.apply(Seat(1), &Action::DrawBlind).unwrap();
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::MovedOnTrack { .. }))
    );
    let events = g.apply(Seat(1), &Action::DrawBlind).unwrap();
    // Seat 0's second turn begins: the last red card moves, locomotives last.
    assert!(events.contains(&Event::MovedOnTrack {
        seat: Seat(0),
        cards: [Red].into_iter().collect()
    }));
    g.apply(
        Seat(0),
        &Action::PlayThree {
            colors: [Blue, Green, Yellow],
        },
    )
    .unwrap();
    g.apply(Seat(1), &Action::DrawBlind).unwrap();
    let events = g.apply(Seat(1), &Action::DrawBlind).unwrap();
    assert!(events.contains(&Event::MovedOnTrack {
        seat: Seat(0),
        cards: [Red, Blue, Green, Yellow].into_iter().collect()
    }));
    assert_eq!(
        g.players[0].railyard,
        vec![Row {
            color: Red,
            locomotives: 1,
            cards: 0
        }]
    );
    g.apply(Seat(0), &Action::DrawBlind).unwrap();
    g.apply(Seat(0), &Action::DrawBlind).unwrap();
    g.apply(Seat(1), &Action::DrawBlind).unwrap();
    g.apply(Seat(1), &Action::DrawBlind).unwrap();
    assert_eq!(
        g.players[0].on_track,
        vec![Red, Red, Blue, Green, Yellow, Locomotive]
    );
    assert!(g.players[0].railyard.is_empty());
}

#[test]
fn c2_nobody_sees_an_on_the_track_pile_unless_the_beginner_option_is_on() {
    let mut g = started(2, 4);
    g.players[0].on_track = vec![Red, Blue];
    let v = g.view(Seat(0));
    assert_eq!(v.me.on_track, None);
    assert_eq!(v.seats[0].on_track, 2);
    g.config.beginner = true;
    assert_eq!(g.view(Seat(0)).me.on_track, Some(vec![Red, Blue]));
    assert_eq!(g.view(Seat(1)).me.on_track, Some(vec![]));
}

#[test]
fn c3_a_group_needs_two_cards_and_a_colour_card() {
    let mut g = started(2, 4);
    g.players[0].hand = hand(&[(Red, 1), (Locomotive, 3)]);
    let play = |cards, locomotives, color| Action::PlayGroup {
        color,
        cards,
        locomotives,
    };
    assert_eq!(
        g.apply(Seat(0), &play(1, 0, Red)),
        Err(RuleError::GroupTooSmall { played: 1 })
    );
    assert_eq!(
        g.apply(Seat(0), &play(0, 2, Red)),
        Err(RuleError::GroupNeedsColor)
    );
    assert_eq!(
        g.apply(Seat(0), &play(2, 0, Locomotive)),
        Err(RuleError::GroupNeedsColor)
    );
    assert_eq!(
        g.apply(Seat(0), &play(2, 0, Red)),
        Err(RuleError::NotEnoughCards {
            color: Red,
            needed: 2,
            held: 1
        })
    );
    assert!(g.apply(Seat(0), &play(1, 1, Red)).is_ok());
}

#[test]
fn c3_three_colours_exactly_and_no_locomotive() {
    let mut g = started(2, 4);
    g.players[0].hand = hand(&[(Red, 1), (Blue, 1), (Locomotive, 1)]);
    let refused = g.apply(
        Seat(0),
        &Action::PlayThree {
            colors: [Blue, Red, Locomotive],
        },
    );
    assert_eq!(refused, Err(RuleError::NotThreeColors));
    assert!(
        g.legal_actions(Seat(0))
            .iter()
            .all(|a| !matches!(a, Action::PlayThree { .. }))
    );
}

#[test]
fn c3_drawing_four_tickets_keeps_any_number_even_none() {
    let mut g = started(2, 4);
    let deck = g.ticket_deck_len();
    g.apply(Seat(0), &Action::DrawTickets).unwrap();
    assert_eq!(g.player(Seat(0)).unwrap().offer.len(), 4);
    let legal = g.legal_actions(Seat(0));
    assert_eq!(legal.len(), 16);
    assert!(legal.contains(&Action::KeepTickets { keep: 0 }));
    let under = g.player(Seat(0)).unwrap().offer.clone();
    g.apply(Seat(0), &Action::KeepTickets { keep: 0 }).unwrap();
    assert_eq!(g.ticket_deck_len(), deck);
    // The returned tickets went under the deck, in order.
    let bottom: Vec<_> = g.ticket_deck.iter().rev().take(4).rev().copied().collect();
    assert_eq!(bottom, under);
}

#[test]
fn c4_a_colour_in_the_own_railyard_is_refused() {
    let mut g = started(2, 4);
    g.players[0].railyard.push(Row {
        color: Red,
        locomotives: 0,
        cards: 1,
    });
    g.players[0].hand = hand(&[(Red, 4)]);
    let err = g
        .apply(
            Seat(0),
            &Action::PlayGroup {
                color: Red,
                cards: 4,
                locomotives: 0,
            },
        )
        .unwrap_err();
    assert_eq!(err, RuleError::ColorInOwnRailyard { color: Red });
    assert!(err.to_string().contains("already have red cards"));
}

#[test]
fn c4_robbery_with_locomotives_in_the_row() {
    let mut g = started(2, 4);
    // Seat 1 holds 2 blue and a locomotive: a row of 3.
    g.players[1].railyard.push(Row {
        color: Blue,
        locomotives: 1,
        cards: 2,
    });
    g.players[0].hand = hand(&[(Blue, 2), (Locomotive, 2)]);
    let three = Action::PlayGroup {
        color: Blue,
        cards: 2,
        locomotives: 1,
    };
    assert_eq!(
        g.apply(Seat(0), &three),
        Err(RuleError::CannotRob {
            color: Blue,
            victim: Seat(1),
            row: 3,
            played: 3
        })
    );
    assert!(!g.legal_actions(Seat(0)).contains(&three));
    let four = Action::PlayGroup {
        color: Blue,
        cards: 2,
        locomotives: 2,
    };
    let discard = g.discard_len();
    let events = g.apply(Seat(0), &four).unwrap();
    assert!(events.contains(&Event::Robbed {
        thief: Seat(0),
        victim: Seat(1),
        color: Blue,
        cards: 2,
        locomotives: 1
    }));
    assert!(g.players[1].railyard.is_empty());
    assert_eq!(g.discard_len(), discard + 3);
}

#[test]
fn c4_robbery_of_two_opponents_at_once() {
    let mut g = started(3, 4);
    g.players[1].railyard.push(Row {
        color: Green,
        locomotives: 0,
        cards: 2,
    });
    g.players[2].railyard.push(Row {
        color: Green,
        locomotives: 0,
        cards: 1,
    });
    g.players[0].hand = hand(&[(Green, 2), (Locomotive, 1)]);
    let two = Action::PlayGroup {
        color: Green,
        cards: 2,
        locomotives: 0,
    };
    // Beats seat 2's row but not seat 1's: refused.
    assert!(matches!(
        g.apply(Seat(0), &two),
        Err(RuleError::CannotRob {
            victim: Seat(1),
            ..
        })
    ));
    let events = g
        .apply(
            Seat(0),
            &Action::PlayGroup {
                color: Green,
                cards: 2,
                locomotives: 1,
            },
        )
        .unwrap();
    let robbed: Vec<Seat> = events
        .iter()
        .filter_map(|e| match e {
            Event::Robbed { victim, .. } => Some(*victim),
            _ => None,
        })
        .collect();
    assert_eq!(robbed, vec![Seat(1), Seat(2)]);
    assert!(g.players[1].railyard.is_empty() && g.players[2].railyard.is_empty());
}

#[test]
fn c4_the_three_colour_play_is_refused_by_a_colour_in_any_railyard() {
    let mut g = started(3, 4);
    g.players[0].hand = hand(&[(Red, 1), (Blue, 1), (Green, 1), (White, 1)]);
    g.players[2].railyard.push(Row {
        color: Green,
        locomotives: 0,
        cards: 1,
    });
    let play = Action::PlayThree {
        colors: [Blue, Green, Red],
    };
    let err = g.apply(Seat(0), &play).unwrap_err();
    assert_eq!(
        err,
        RuleError::ThreeColorsInRailyard {
            color: Green,
            owner: Seat(2)
        }
    );
    // The own railyard counts too.
    g.players[2].railyard.clear();
    g.players[0].railyard.push(Row {
        color: Blue,
        locomotives: 0,
        cards: 1,
    });
    assert!(g.apply(Seat(0), &play).is_err());
    assert!(
        g.apply(
            Seat(0),
            &Action::PlayThree {
                colors: [White, Green, Red]
            }
        )
        .is_ok()
    );
}

#[test]
fn pass_only_when_nothing_else_is_possible() {
    let mut g = started(2, 4);
    everyone_draws_once(&mut g);
    assert_eq!(
        g.apply(Seat(0), &Action::Pass),
        Err(RuleError::PassNotAllowed)
    );
    let rest: Vec<CardColor> = g.deck.drain(..).collect();
    g.discard.extend(rest);
    g.face_up = [None; 5];
    g.ticket_deck.clear();
    g.players[0].hand = hand(&[(Red, 1)]);
    assert_eq!(g.legal_actions(Seat(0)), vec![Action::Pass]);
    assert!(g.apply(Seat(0), &Action::Pass).is_ok());
}
