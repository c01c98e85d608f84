//! Set-up and drawing train cards: E1–E4.
use super::*;
use crate::config::{GameConfig, VariantId};
use crate::error::RuleError;
use crate::events::Event;
use crate::state::{Phase, TurnStep};

#[test]
fn setup_deals_four_cards_each_and_five_face_up() {
    let g = Game::new(GameConfig::new(5, 3)).unwrap();
    for p in &g.players {
        assert_eq!(p.hand.total(), 4);
        assert_eq!(p.trains, 45);
    }
    assert!(g.face_up.iter().all(|c| c.is_some()));
    assert_eq!(g.deck.len() + g.discard.len(), 110 - 5 * 4 - 5);
}

#[test]
fn setup_offers_one_long_and_three_regular_tickets() {
    let g = Game::new(GameConfig::new(4, 9)).unwrap();
    for p in &g.players {
        let long = p.offer.iter().filter(|t| t.ticket().long).count();
        assert_eq!((long, p.offer.len()), (1, 4));
    }
    // The two undealt long tickets go back in the box; the regular ones form the deck.
    assert_eq!(g.boxed_tickets.len(), 2);
    assert_eq!(g.ticket_deck.len(), 40 - 12);
}

#[test]
fn initial_ticket_choice_keeps_at_least_two() {
    let mut g = Game::new(GameConfig::new(2, 1)).unwrap();
    let before = g.clone();
    assert_eq!(
        g.apply(Seat(0), &Action::KeepInitialTickets { keep: 0b0001 }),
        Err(RuleError::KeepAtLeast { min: 2 })
    );
    assert_eq!(g, before);
    g.apply(Seat(0), &Action::KeepInitialTickets { keep: 0b0101 })
        .unwrap();
    assert_eq!(g.players[0].tickets.len(), 2);
}

#[test]
fn setup_discards_leave_the_game_in_classic() {
    let mut g = Game::new(GameConfig::new(2, 1)).unwrap();
    let deck_before = g.ticket_deck.len();
    let discarded = g.players[0].offer[0];
    g.apply(Seat(0), &Action::KeepInitialTickets { keep: 0b1110 })
        .unwrap();
    assert!(g.boxed_tickets.contains(&discarded));
    assert_eq!(g.ticket_deck.len(), deck_before);
}

#[test]
fn big_cities_setup_returns_are_shuffled_together_before_going_under_the_deck() {
    // Seat 1 chooses last: under the old rule its returns were always the
    // very bottom of the deck, so it knew their order.
    let mut seat0_at_bottom = false;
    for seed in 0..20 {
        let config = GameConfig {
            variant: VariantId::BigCities,
            ..GameConfig::new(2, seed)
        };
        let mut g = Game::new(config).unwrap();
        assert_eq!(g.players[0].offer.len(), 5);
        let returned0: Vec<_> = g.players[0].offer[2..].to_vec();
        let returned1: Vec<_> = g.players[1].offer[2..].to_vec();
        g.apply(Seat(0), &Action::KeepInitialTickets { keep: 0b00011 })
            .unwrap();
        // Nothing goes under the deck until every player has chosen.
        assert_eq!(g.ticket_deck.len(), 45 - 10);
        g.apply(Seat(1), &Action::KeepInitialTickets { keep: 0b00011 })
            .unwrap();
        assert_eq!(g.ticket_deck.len(), 45 - 10 + 6);
        let mut bottom: Vec<_> = g.ticket_deck.iter().rev().take(6).copied().collect();
        seat0_at_bottom |= returned0.contains(&bottom[0]);
        bottom.sort();
        let mut all: Vec<_> = returned0.iter().chain(&returned1).copied().collect();
        all.sort();
        assert_eq!(bottom, all, "seed {seed}: the bottom six are the returns");
    }
    assert!(
        seat0_at_bottom,
        "the returns are mixed, not stacked per player"
    );
}

#[test]
fn play_starts_only_after_every_seat_has_kept_its_tickets() {
    let mut g = Game::new(GameConfig::new(3, 2)).unwrap();
    assert_eq!(
        g.legal_actions(Seat(1))
            .iter()
            .filter(|a| **a == Action::DrawBlind)
            .count(),
        0
    );
    g.apply(Seat(2), &Action::KeepInitialTickets { keep: 0b11 })
        .unwrap();
    g.apply(Seat(0), &Action::KeepInitialTickets { keep: 0b11 })
        .unwrap();
    assert_eq!(g.phase, Phase::InitialTickets);
    assert_eq!(g.acting_seats(), vec![Seat(1)]);
    let ev = g
        .apply(Seat(1), &Action::KeepInitialTickets { keep: 0b11 })
        .unwrap();
    assert_eq!(g.phase, Phase::Playing);
    assert!(ev.contains(&Event::PlayStarted {
        first: g.first_player
    }));
}

#[test]
fn e1_three_face_up_locomotives_discard_all_five_and_deal_again() {
    let mut g = playing(2, 5);
    g.face_up = [
        Some(Locomotive),
        Some(Locomotive),
        Some(Red),
        Some(Blue),
        Some(Green),
    ];
    // Drawing the red card reveals a third locomotive: the row is replaced.
    stack_deck(&mut g, &[Locomotive, White, White, White, White, White]);
    let ev = g.apply(Seat(0), &Action::DrawFaceUp { slot: 2 }).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::FaceUpReset { .. })));
    assert_eq!(g.face_up, [Some(White); 5]);
    assert_eq!(g.discard.iter().filter(|c| **c == Locomotive).count(), 3);
}

#[test]
fn e1_after_three_resets_in_a_row_the_face_up_cards_stay() {
    let mut g = playing(2, 5);
    g.face_up = [
        Some(Locomotive),
        Some(Locomotive),
        Some(Red),
        Some(Blue),
        Some(Green),
    ];
    // Refill with a locomotive, then three more rows each with 3 locomotives.
    let mut top = vec![Locomotive];
    for _ in 0..3 {
        top.extend([Locomotive, Locomotive, Locomotive, Red, Red]);
    }
    stack_deck(&mut g, &top);
    let ev = g.apply(Seat(0), &Action::DrawFaceUp { slot: 2 }).unwrap();
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, Event::FaceUpReset { .. }))
            .count(),
        3
    );
    let locos = g.face_up.iter().filter(|c| **c == Some(Locomotive)).count();
    assert_eq!(locos, 3, "after 3 resets the row is left as it is");
}

/// Deck and discard empty, and a row E1's limit left with 3 locomotives
/// (the same 5 cards dealt again at every reset), seat 0 to take a card.
fn three_locomotives_left_face_up_with_nothing_to_draw(legacy: bool) -> Game {
    let mut g = keep_every_offer(GameConfig {
        first_player: Some(Seat(0)),
        legacy_face_up_reset: legacy,
        ..GameConfig::new(2, 5)
    });
    g.deck.clear();
    g.discard.clear();
    g.face_up = [
        Some(Locomotive),
        Some(Red),
        Some(Locomotive),
        Some(Blue),
        Some(Locomotive),
    ];
    g
}

#[test]
fn e1_no_reset_when_taking_a_face_up_card_refills_nothing() {
    // E1 applies "at set-up or after any refill": taking the red card deals
    // nothing into its slot, so the row stays as it is, slot 1 empty.
    let mut g = three_locomotives_left_face_up_with_nothing_to_draw(false);
    let (rng, reds) = (g.rng.clone(), g.players[0].hand.count(Red));
    let ev = g.apply(Seat(0), &Action::DrawFaceUp { slot: 1 }).unwrap();
    assert!(
        !ev.iter().any(|e| matches!(e, Event::FaceUpReset { .. })),
        "{ev:?}"
    );
    assert_eq!(
        g.face_up,
        [
            Some(Locomotive),
            None,
            Some(Locomotive),
            Some(Blue),
            Some(Locomotive)
        ]
    );
    assert_eq!((g.deck.len(), g.discard.len()), (0, 0));
    assert_eq!(g.players[0].hand.count(Red), reds + 1);
    assert_eq!(g.rng, rng, "nothing shuffled");
}

#[test]
fn e1_saves_from_before_the_fix_keep_the_old_reset_after_a_face_up_card_refills_nothing() {
    // Format 1 and 2 saves replay with the check they were played with: the
    // four cards left are discarded, reshuffled and dealt again, 3 times.
    let mut g = three_locomotives_left_face_up_with_nothing_to_draw(true);
    let ev = g.apply(Seat(0), &Action::DrawFaceUp { slot: 1 }).unwrap();
    let resets = ev
        .iter()
        .filter(|e| matches!(e, Event::FaceUpReset { .. }))
        .count();
    assert_eq!(resets, 3);
    assert_eq!(g.face_up[4], None, "4 cards dealt into slots 0 to 3");
    assert_eq!(g.face_up.iter().flatten().count(), 4);
}

#[test]
fn e2_empty_deck_shuffles_the_discard_pile_into_a_new_deck() {
    let mut g = playing(2, 6);
    g.discard.append(&mut g.deck);
    let n = g.discard.len();
    let ev = g.apply(Seat(0), &Action::DrawBlind).unwrap();
    assert!(ev.contains(&Event::DeckReshuffled { cards: n as u8 }));
    assert_eq!((g.deck.len(), g.discard.len()), (n - 1, 0));
}

#[test]
fn e2_an_empty_deck_counts_the_discards_it_is_refilled_from() {
    let mut g = playing(2, 6);
    let deck = g.deck.len() as u32;
    assert_eq!(
        g.deck_to_draw(),
        deck,
        "the deck's own cards while it has some"
    );
    g.discard.append(&mut g.deck);
    let n = g.discard.len() as u32;
    assert_eq!(g.deck_to_draw(), n, "with the deck empty, the discards");
    assert_eq!(g.view(Seat(0)).deck_to_draw, n);
    assert_eq!(g.view(Seat(0)).deck, 0);
    // The next blind draw takes one of them: one fewer to draw.
    g.apply(Seat(0), &Action::DrawBlind).unwrap();
    assert_eq!(g.deck_to_draw(), n - 1);
    g.deck.clear();
    g.discard.clear();
    assert_eq!(g.deck_to_draw(), 0, "nothing left to draw");
}

#[test]
fn e2_with_deck_and_discard_empty_no_blind_draw_and_slots_stay_empty() {
    let mut g = playing(2, 6);
    g.deck.clear();
    g.discard.clear();
    g.face_up = [Some(Red), None, None, None, None];
    assert!(!g.legal_actions(Seat(0)).contains(&Action::DrawBlind));
    assert_eq!(
        g.apply(Seat(0), &Action::DrawBlind),
        Err(RuleError::NoCardsToDraw)
    );
    g.apply(Seat(0), &Action::DrawFaceUp { slot: 0 }).unwrap();
    assert_eq!(g.face_up, [None; 5]);
}

#[test]
fn e3_face_up_locomotive_as_first_card_ends_the_turn() {
    let mut g = playing(2, 7);
    g.face_up[0] = Some(Locomotive);
    g.apply(Seat(0), &Action::DrawFaceUp { slot: 0 }).unwrap();
    assert_eq!(g.current, Seat(1));
    assert_eq!(g.step, TurnStep::Start);
}

#[test]
fn e3_locomotive_drawn_blind_counts_as_one_card() {
    let mut g = playing(2, 7);
    stack_deck(&mut g, &[Locomotive]);
    g.apply(Seat(0), &Action::DrawBlind).unwrap();
    assert_eq!((g.current, &g.step), (Seat(0), &TurnStep::SecondCard));
    g.apply(Seat(0), &Action::DrawBlind).unwrap();
    assert_eq!(g.current, Seat(1));
}

#[test]
fn e3_face_up_locomotive_cannot_be_the_second_card() {
    let mut g = playing(2, 7);
    g.face_up = [Some(Red), Some(Blue), Some(Green), Some(White), Some(Black)];
    // The replacement for the first card is a locomotive: it cannot be taken now.
    stack_deck(&mut g, &[Locomotive]);
    g.apply(Seat(0), &Action::DrawFaceUp { slot: 0 }).unwrap();
    assert_eq!(g.face_up[0], Some(Locomotive));
    let before = g.clone();
    assert_eq!(
        g.apply(Seat(0), &Action::DrawFaceUp { slot: 0 }),
        Err(RuleError::LocomotiveAsSecondCard)
    );
    assert_eq!(g, before);
    assert!(
        !g.legal_actions(Seat(0))
            .contains(&Action::DrawFaceUp { slot: 0 })
    );
}

#[test]
fn e3_turn_ends_when_no_second_card_can_legally_be_taken() {
    let mut g = playing(2, 8);
    g.deck.clear();
    g.discard.clear();
    g.face_up = [Some(Red), Some(Locomotive), Some(Locomotive), None, None];
    g.apply(Seat(0), &Action::DrawFaceUp { slot: 0 }).unwrap();
    assert_eq!(
        g.current,
        Seat(1),
        "only locomotives are left face up and the deck is empty"
    );
}

#[test]
fn e3_after_a_first_card_only_drawing_is_allowed() {
    let mut g = playing(2, 8);
    g.apply(Seat(0), &Action::DrawBlind).unwrap();
    let legal = g.legal_actions(Seat(0));
    assert!(
        legal
            .iter()
            .all(|a| matches!(a, Action::DrawBlind | Action::DrawFaceUp { .. }))
    );
    assert!(matches!(
        g.apply(Seat(0), &Action::DrawTickets),
        Err(RuleError::WrongMoment { .. })
    ));
}

#[test]
fn e4_pass_is_allowed_only_when_nothing_else_is() {
    let mut g = playing(2, 9);
    assert_eq!(
        g.apply(Seat(0), &Action::Pass),
        Err(RuleError::PassNotAllowed)
    );
    assert!(!g.legal_actions(Seat(0)).contains(&Action::Pass));
    // No cards to draw, no tickets, no cards in hand, no stations left.
    g.deck.clear();
    g.discard.clear();
    g.face_up = [None; 5];
    g.ticket_deck.clear();
    give(&mut g, 0, &[]);
    g.players[0].stations_built = 3;
    assert_eq!(g.legal_actions(Seat(0)), vec![Action::Pass]);
    g.apply(Seat(0), &Action::Pass).unwrap();
    assert_eq!(g.current, Seat(1));
}

#[test]
fn when_every_player_must_pass_in_a_row_the_game_ends() {
    let mut g = playing(2, 9);
    g.deck.clear();
    g.discard.clear();
    g.face_up = [None; 5];
    g.ticket_deck.clear();
    for s in 0..2 {
        give(&mut g, s, &[]);
        g.players[s as usize].stations_built = 3;
    }
    g.apply(Seat(0), &Action::Pass).unwrap();
    g.apply(Seat(1), &Action::Pass).unwrap();
    assert!(g.is_over());
}
