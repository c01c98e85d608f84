//! Each variant's tickets, set-up offer and keep, and in-game ticket draws.
use super::*;

// Variants --------------------------------------------------------------------

fn pool(v: VariantId) -> Vec<TicketId> {
    let (long, regular) = v.rules().pool();
    let mut all: Vec<TicketId> = long.into_iter().chain(regular).collect();
    all.sort();
    all
}

#[test]
fn variants_classic_is_the_46_original_and_1912_the_55_new_all_101_for_mega() {
    let classic = pool(VariantId::Classic);
    let new = pool(VariantId::Europa1912);
    assert_eq!((classic.len(), new.len()), (46, 55));
    assert!(classic.iter().all(|t| !new.contains(t)), "no overlap");
    let mut both: Vec<TicketId> = classic.iter().chain(&new).copied().collect();
    both.sort();
    assert_eq!(both, pool(VariantId::Mega));
    assert!(
        classic
            .iter()
            .all(|t| TICKETS[t.0 as usize].decks & DECK_CLASSIC != 0)
    );
    assert!(
        new.iter()
            .all(|t| TICKETS[t.0 as usize].decks & DECK_1912 != 0)
    );
}

#[test]
fn variants_europe_expanded_is_the_original_46_plus_19_new_regular() {
    let classic = pool(VariantId::Classic);
    let expanded = pool(VariantId::EuropeExpanded);
    assert_eq!(expanded.len(), 65);
    assert!(classic.iter().all(|t| expanded.contains(t)));
    let added: Vec<&TicketId> = expanded.iter().filter(|t| !classic.contains(t)).collect();
    assert_eq!(added.len(), 19);
    assert!(added.iter().all(|t| !t.ticket().long));
    assert!(
        added
            .iter()
            .all(|t| pool(VariantId::Europa1912).contains(t))
    );
}

#[test]
fn variants_big_cities_is_the_45_big_cities_tickets() {
    let big = pool(VariantId::BigCities);
    assert_eq!(big.len(), 45);
    assert!(big.iter().all(|t| !t.ticket().long));
    let logo = europa_engine::data::SET_BIG_CITIES;
    let with_logo: Vec<TicketId> = (0..TICKETS.len())
        .filter(|&i| TICKETS[i].sets & logo != 0 && TICKETS[i].points > 0)
        .map(|i| TicketId(i as u8))
        .collect();
    assert_eq!(big, with_logo);
}

#[test]
fn variants_every_variant_deals_four_train_cards() {
    for v in VariantId::ALL {
        for depots in [false, true] {
            let g = Game::new(config(3, 7, v, depots)).unwrap();
            assert!(
                g.players().iter().all(|p| p.hand.total() == 4),
                "{v:?}, depots {depots}"
            );
        }
    }
}

/// Seat 0's set-up: its offer must be `long` long and `regular` regular
/// tickets; keeping fewer than `min` is refused; `keep` is accepted.
fn check_setup(g: &mut Game, long: usize, regular: usize, min: u8, keep: u8) {
    let offer = g.player(Seat(0)).unwrap().offer.clone();
    let n_long = offer.iter().filter(|t| t.ticket().long).count();
    assert_eq!((n_long, offer.len() - n_long), (long, regular));
    // The long tickets come first in the offer.
    assert!(offer[..long].iter().all(|t| t.ticket().long));
    let too_few = (1u8 << (min - 1)) - 1;
    let before = g.clone();
    assert_eq!(
        g.apply(Seat(0), &Action::KeepInitialTickets { keep: too_few }),
        Err(RuleError::KeepAtLeast { min })
    );
    assert_eq!(*g, before);
    g.apply(Seat(0), &Action::KeepInitialTickets { keep })
        .unwrap();
}

#[test]
fn variants_europa_1912_deals_one_long_three_regular_keeps_two_of_any_mix_and_boxes_the_rest() {
    for (seed, keep) in [(1, 0b1100), (2, 0b0011), (3, 0b1010)] {
        let mut g = Game::new(config(2, seed, VariantId::Europa1912, false)).unwrap();
        let pool_new = pool(VariantId::Europa1912);
        assert!(
            g.players()
                .iter()
                .flat_map(|p| &p.offer)
                .all(|t| pool_new.contains(t))
        );
        let deck = g.ticket_deck_len();
        assert_eq!(deck, 49 - 2 * 3);
        let offer = g.player(Seat(0)).unwrap().offer.clone();
        check_setup(&mut g, 1, 3, 2, keep);
        // E8: the two not kept leave the game.
        assert_eq!(g.ticket_deck_len(), deck);
        let returned: Vec<TicketId> = (0..4)
            .filter(|i| keep >> i & 1 == 0)
            .map(|i| offer[i])
            .collect();
        assert!(returned.iter().all(|t| boxed(&g).contains(t)));
        assert!(returned.iter().all(|t| !ticket_deck(&g).contains(t)));
    }
}

#[test]
fn variants_europe_expanded_deals_one_long_three_regular_keeps_two_and_boxes_the_rest() {
    let mut g = Game::new(config(3, 4, VariantId::EuropeExpanded, false)).unwrap();
    assert_eq!(g.ticket_deck_len(), 59 - 3 * 3);
    let deck = g.ticket_deck_len();
    let offer = g.player(Seat(0)).unwrap().offer.clone();
    check_setup(&mut g, 1, 3, 2, 0b0110);
    assert_eq!(g.ticket_deck_len(), deck);
    assert!(boxed(&g).contains(&offer[0]) && boxed(&g).contains(&offer[3]));
}

#[test]
fn variants_classic_keeps_two_of_any_mix() {
    for keep in [0b0011, 0b0110, 0b1001, 0b1100] {
        let mut g = Game::new(config(2, 5, VariantId::Classic, false)).unwrap();
        check_setup(&mut g, 1, 3, 2, keep);
        assert_eq!(g.player(Seat(0)).unwrap().tickets.len(), 2);
    }
}

#[test]
fn variants_big_cities_deals_five_and_keeps_at_least_two() {
    let mut g = Game::new(config(3, 6, VariantId::BigCities, false)).unwrap();
    assert_eq!(g.ticket_deck_len(), 45 - 3 * 5);
    check_setup(&mut g, 0, 5, 2, 0b10100);
    let most = Action::KeepInitialTickets { keep: 0b11111 };
    assert!(g.legal_actions(Seat(1)).contains(&most));
}

/// Every seat of `g` keeps as many set-up tickets as it may, until play starts.
fn finish_setup(g: &mut Game) {
    while g.phase() == europa_engine::Phase::InitialTickets {
        let seat = g.acting_seats()[0];
        let most = *g.legal_actions(seat).last().unwrap();
        g.apply(seat, &most).unwrap();
    }
}

#[test]
fn variants_every_variant_draws_three_in_play_except_big_cities_four_keeping_at_least_one() {
    for v in VariantId::ALL {
        let mut g = Game::new(config(2, 8, v, false)).unwrap();
        finish_setup(&mut g);
        let want = if v == VariantId::BigCities { 4 } else { 3 };
        g.apply(Seat(0), &Action::DrawTickets).unwrap();
        assert_eq!(g.player(Seat(0)).unwrap().offer.len(), want, "{v:?}");
        assert_eq!(
            g.apply(Seat(0), &Action::KeepTickets { keep: 0 }),
            Err(RuleError::KeepAtLeast { min: 1 }),
            "{v:?}"
        );
        let keeps = g
            .legal_actions(Seat(0))
            .iter()
            .filter(|a| matches!(a, Action::KeepTickets { .. }))
            .count();
        assert_eq!(keeps, (1 << want) - 1, "{v:?}: any non-empty choice");
        // The rest go under the deck.
        let offer = g.player(Seat(0)).unwrap().offer.clone();
        g.apply(Seat(0), &Action::KeepTickets { keep: 1 }).unwrap();
        let deck = ticket_deck(&g);
        assert_eq!(deck[deck.len() - (want - 1)..], offer[1..], "{v:?}");
    }
}

#[test]
fn variants_mega_europe_returns_of_every_player_are_shuffled_together_under_the_deck() {
    // The seat that chooses first is not always the bottom of the deck.
    let mut first_chooser_at_bottom = false;
    let mut last_chooser_at_bottom = false;
    for seed in 0..20 {
        let mut g = Game::new(config(2, seed, VariantId::Mega, false)).unwrap();
        for s in 0..2 {
            g.apply(Seat(s), &Action::KeepInitialTickets { keep: 0b01 })
                .unwrap();
        }
        let returned0 = g.player(Seat(0)).unwrap().offer[2..].to_vec();
        let undealt = ticket_deck(&g);
        g.apply(Seat(0), &Action::KeepInitialTickets { keep: 0b00011 })
            .unwrap();
        g.apply(Seat(1), &Action::KeepInitialTickets { keep: 0b00011 })
            .unwrap();
        let deck = ticket_deck(&g);
        assert_eq!(
            deck[..undealt.len()],
            undealt[..],
            "the undealt deck on top"
        );
        let bottom = *deck.last().unwrap();
        first_chooser_at_bottom |= returned0.contains(&bottom);
        last_chooser_at_bottom |= !returned0.contains(&bottom);
    }
    assert!(first_chooser_at_bottom && last_chooser_at_bottom);
}
