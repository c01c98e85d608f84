//! Set-up (C1), drawing train cards (C3) and the deck running out (C5).
use super::{everyone_draws_once, started};
use crate::{Action, CardColor, Event, Game, GameConfig, Phase, RuleError, Seat, TurnStep};

#[test]
fn c1_setup_deals_a_locomotive_and_seven_cards_each_five_face_up_and_six_tickets() {
    for players in 2..=4u8 {
        let g = Game::new(GameConfig::new(players, 11)).unwrap();
        for p in g.players() {
            assert_eq!(p.hand.total(), 8);
            assert!(p.hand.count(CardColor::Locomotive) >= 1);
            assert_eq!(p.offer.len(), 6);
        }
        assert!(g.face_up().iter().all(Option::is_some));
        assert_eq!(g.deck_len(), 96 - 8 * players as usize - 5);
        assert_eq!(g.ticket_deck_len(), 46 - 6 * players as usize);
        assert_eq!(g.all_cards().total(), 96);
        assert_eq!(g.all_cards().count(CardColor::Locomotive), 16);
    }
    assert!(Game::new(GameConfig::new(5, 1)).is_err());
    assert!(Game::new(GameConfig::new(1, 1)).is_err());
}

#[test]
fn c1_keep_at_least_one_ticket_the_rest_are_shuffled_back() {
    let mut g = Game::new(GameConfig::new(2, 5)).unwrap();
    let before = g.clone();
    let err = g.apply(Seat(0), &Action::KeepInitialTickets { keep: 0 });
    assert_eq!(err, Err(RuleError::KeepAtLeast { min: 1 }));
    assert_eq!(g, before, "a refused action changes nothing");
    assert_eq!(
        err.unwrap_err().to_string(),
        "Keep at least 1 destination ticket."
    );
    g.apply(Seat(0), &Action::KeepInitialTickets { keep: 0b10_0001 })
        .unwrap();
    assert_eq!(g.player(Seat(0)).unwrap().tickets.len(), 2);
    assert_eq!(g.ticket_deck_len(), 46 - 12 + 4);
    assert_eq!(g.phase(), Phase::InitialTickets);
    assert_eq!(g.acting_seats(), vec![Seat(1)]);
    g.apply(Seat(1), &Action::KeepInitialTickets { keep: 0b11_1111 })
        .unwrap();
    assert_eq!(g.phase(), Phase::Playing);
}

#[test]
fn c3_face_up_locomotive_counts_two_and_ends_the_draw() {
    let mut g = started(2, 3);
    g.face_up[2] = Some(CardColor::Locomotive);
    let events = g.apply(Seat(0), &Action::DrawFaceUp { slot: 2 }).unwrap();
    assert!(events.contains(&Event::TurnEnded {
        seat: Seat(0),
        next: Seat(1)
    }));
    assert_eq!(g.current(), Seat(1));
}

#[test]
fn c3_face_up_locomotive_cannot_be_the_second_card() {
    let mut g = started(2, 3);
    g.face_up = [
        Some(CardColor::Red),
        Some(CardColor::Locomotive),
        None,
        None,
        None,
    ];
    g.deck.push(CardColor::Locomotive);
    g.apply(Seat(0), &Action::DrawFaceUp { slot: 0 }).unwrap();
    assert_eq!(g.step(), TurnStep::SecondCard);
    // The refill was a locomotive: two are face up now, neither can be taken.
    assert_eq!(g.face_up()[0], Some(CardColor::Locomotive));
    let before = g.clone();
    assert_eq!(
        g.apply(Seat(0), &Action::DrawFaceUp { slot: 1 }),
        Err(RuleError::LocomotiveAsSecondCard)
    );
    assert_eq!(g, before);
    assert!(
        !g.legal_actions(Seat(0))
            .contains(&Action::DrawFaceUp { slot: 1 })
    );
    g.apply(Seat(0), &Action::DrawBlind).unwrap();
    assert_eq!(g.current(), Seat(1));
}

#[test]
fn c3_three_face_up_locomotives_cause_no_reset() {
    let mut g = started(2, 3);
    g.face_up = [
        Some(CardColor::Locomotive),
        Some(CardColor::Locomotive),
        Some(CardColor::Red),
        Some(CardColor::Blue),
        Some(CardColor::Green),
    ];
    g.deck.push(CardColor::Locomotive);
    g.apply(Seat(0), &Action::DrawFaceUp { slot: 2 }).unwrap();
    let locos = g
        .face_up()
        .iter()
        .filter(|c| **c == Some(CardColor::Locomotive))
        .count();
    assert_eq!(locos, 3);
}

#[test]
fn c5_deck_running_out_gives_everyone_one_last_turn() {
    let mut g = started(3, 8);
    everyone_draws_once(&mut g);
    // Two cards left: seat 0 draws both.
    let rest: Vec<CardColor> = g.deck.drain(..g.deck.len() - 2).collect();
    g.discard.extend(rest);
    g.apply(Seat(0), &Action::DrawBlind).unwrap();
    let events = g.apply(Seat(0), &Action::DrawBlind).unwrap();
    assert!(events.contains(&Event::LastRoundStarted { trigger: Seat(0) }));
    // Seats 1, 2 and 0 again each have one turn.
    for s in [1, 2, 0] {
        assert!(!g.is_over());
        assert_eq!(g.current(), Seat(s));
        // Whatever it does (the first legal action each time), the turn passes.
        while g.current() == Seat(s) && !g.is_over() {
            let a = g.legal_actions(Seat(s))[0];
            g.apply(Seat(s), &a).unwrap();
        }
    }
    assert!(g.is_over());
}

#[test]
fn c5_face_up_cards_are_not_replaced_once_the_deck_is_empty() {
    let mut g = started(2, 8);
    let rest: Vec<CardColor> = g.deck.drain(..).collect();
    g.discard.extend(rest);
    g.face_up = [Some(CardColor::Red), None, None, None, None];
    g.last_round = Some(crate::LastRound {
        trigger: Seat(1),
        turns_left: 2,
    });
    let events = g.apply(Seat(0), &Action::DrawFaceUp { slot: 0 }).unwrap();
    assert!(matches!(events[0], Event::DrewFaceUp { refill: None, .. }));
    assert_eq!(g.face_up(), [None; 5]);
}

#[test]
fn c5_with_one_card_left_a_player_may_draw_just_that_one() {
    let mut g = started(2, 8);
    let rest: Vec<CardColor> = g.deck.drain(..).collect();
    g.discard.extend(rest);
    g.face_up = [None, None, Some(CardColor::Blue), None, None];
    g.last_round = Some(crate::LastRound {
        trigger: Seat(1),
        turns_left: 2,
    });
    g.apply(Seat(0), &Action::DrawFaceUp { slot: 2 }).unwrap();
    assert_eq!(g.current(), Seat(1), "no second card: the turn is over");
    assert_eq!(
        g.apply(Seat(1), &Action::DrawBlind),
        Err(RuleError::NoCardsToDraw)
    );
}

#[test]
fn drawn_blind_cards_are_hidden_from_other_seats() {
    let mut g = started(2, 3);
    let events = g.apply(Seat(0), &Action::DrawBlind).unwrap();
    let Event::DrewBlind { card, .. } = events[0] else {
        panic!("a blind draw");
    };
    assert!(card.is_some());
    assert_eq!(
        events[0].redacted_for(Seat(1)),
        Event::DrewBlind {
            seat: Seat(0),
            card: None
        }
    );
    assert_eq!(events[0].redacted_for(Seat(0)), events[0]);
}
