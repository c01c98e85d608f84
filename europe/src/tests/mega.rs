//! Mega Europe (RULINGS.md, variants table): all 101 tickets, a set-up in
//! two stages (2 long, keep 0 or 1; then 5 regular, keep 2 or 3 or more).
use super::*;
use crate::config::MEGA;
use crate::error::RuleError;
use crate::events::Event;
use crate::state::Phase;

fn mega(players: u8, seed: u64) -> Game {
    Game::new(GameConfig {
        variant: VariantId::Mega,
        first_player: Some(Seat(0)),
        ..GameConfig::new(players, seed)
    })
    .unwrap()
}

fn keeps(g: &Game, seat: u8) -> Vec<u8> {
    g.legal_actions(Seat(seat))
        .iter()
        .map(|a| match a {
            Action::KeepInitialTickets { keep } => *keep,
            other => panic!("{other:?} at set-up"),
        })
        .collect()
}

#[test]
fn mega_europe_uses_all_101_tickets_12_long_and_89_regular() {
    let (long, regular) = MEGA.pool();
    assert_eq!((long.len(), regular.len()), (12, 89));
    let g = mega(3, 1);
    assert_eq!(g.ticket_census().len(), 101);
}

#[test]
fn mega_europe_deals_two_long_tickets_first_and_keeps_zero_or_one() {
    let mut g = mega(2, 2);
    let offer = g.players[0].offer.clone();
    assert_eq!(offer.len(), 2);
    assert!(offer.iter().all(|t| t.ticket().long));
    // Nothing, the first, or the second: never both.
    assert_eq!(keeps(&g, 0), vec![0b00, 0b01, 0b10]);
    let before = g.clone();
    assert_eq!(
        g.apply(Seat(0), &Action::KeepInitialTickets { keep: 0b11 }),
        Err(RuleError::KeepAtMost { max: 1 })
    );
    assert_eq!(g, before);
    g.apply(Seat(0), &Action::KeepInitialTickets { keep: 0b10 })
        .unwrap();
    assert_eq!(g.players[0].tickets, vec![offer[1]]);
    // The long ticket not kept leaves the game.
    assert!(g.boxed_tickets.contains(&offer[0]));
}

#[test]
fn mega_europe_then_deals_five_regular_and_keeps_two_after_a_long_one() {
    let mut g = mega(2, 3);
    g.apply(Seat(0), &Action::KeepInitialTickets { keep: 0b01 })
        .unwrap();
    let offer = g.players[0].offer.clone();
    assert_eq!(offer.len(), 5);
    assert!(offer.iter().all(|t| !t.ticket().long));
    let fewest = keeps(&g, 0).iter().map(|k| k.count_ones()).min();
    assert_eq!(fewest, Some(2));
    assert_eq!(
        g.apply(Seat(0), &Action::KeepInitialTickets { keep: 0b1 }),
        Err(RuleError::KeepAtLeast { min: 2 })
    );
}

#[test]
fn mega_europe_keeps_three_regular_when_no_long_ticket_was_kept() {
    let mut g = mega(2, 4);
    let ev = g
        .apply(Seat(1), &Action::KeepInitialTickets { keep: 0 })
        .unwrap();
    assert!(ev.contains(&Event::InitialTicketsKept {
        seat: Seat(1),
        stage: 0,
        kept: 0,
        returned: 2
    }));
    assert_eq!(g.players[1].offer.len(), 5);
    let fewest = keeps(&g, 1).iter().map(|k| k.count_ones()).min();
    assert_eq!(fewest, Some(3));
    assert_eq!(
        g.apply(Seat(1), &Action::KeepInitialTickets { keep: 0b11 }),
        Err(RuleError::KeepAtLeast { min: 3 })
    );
}

#[test]
fn mega_europe_regular_returns_are_shuffled_together_under_the_regular_deck() {
    let mut g = mega(2, 5);
    let undealt = g.ticket_deck.len();
    assert_eq!(undealt, 89 - 10);
    for s in 0..2 {
        g.apply(Seat(s), &Action::KeepInitialTickets { keep: 0b01 })
            .unwrap();
    }
    let returned: Vec<_> = (0..2)
        .flat_map(|s| g.players[s].offer[2..].to_vec())
        .collect();
    g.apply(Seat(0), &Action::KeepInitialTickets { keep: 0b00011 })
        .unwrap();
    assert_eq!(g.ticket_deck.len(), undealt, "nothing under the deck yet");
    let ev = g
        .apply(Seat(1), &Action::KeepInitialTickets { keep: 0b00011 })
        .unwrap();
    assert!(ev.contains(&Event::SetupTicketsReturned { count: 6 }));
    let mut bottom: Vec<_> = g.ticket_deck.iter().rev().take(6).copied().collect();
    bottom.sort();
    let mut want = returned;
    want.sort();
    assert_eq!(bottom, want);
    // The long tickets never go into the draw pile.
    assert!(g.ticket_deck.iter().all(|t| !t.ticket().long));
    assert_eq!(g.phase, Phase::Playing);
}

#[test]
fn mega_europe_in_play_draws_three_and_keeps_at_least_one() {
    let mut g = mega(2, 6);
    for s in 0..2 {
        g.apply(Seat(s), &Action::KeepInitialTickets { keep: 0b01 })
            .unwrap();
    }
    for s in 0..2 {
        g.apply(Seat(s), &Action::KeepInitialTickets { keep: 0b11111 })
            .unwrap();
    }
    g.apply(Seat(0), &Action::DrawTickets).unwrap();
    assert_eq!(g.players[0].offer.len(), 3);
    assert_eq!(
        g.apply(Seat(0), &Action::KeepTickets { keep: 0 }),
        Err(RuleError::KeepAtLeast { min: 1 })
    );
}
