//! Drawing tickets (E8) and building stations (E9).
use super::*;
use crate::error::RuleError;
use crate::state::TurnStep;

#[test]
fn e8_drawing_tickets_offers_three_and_at_least_one_is_kept() {
    let mut g = playing(2, 11);
    let top: Vec<_> = g.ticket_deck.iter().take(3).copied().collect();
    g.apply(Seat(0), &Action::DrawTickets).unwrap();
    assert_eq!(g.players[0].offer, top);
    assert_eq!(g.step, TurnStep::ChoosingTickets);
    let before = g.clone();
    assert_eq!(
        g.apply(Seat(0), &Action::KeepTickets { keep: 0 }),
        Err(RuleError::KeepAtLeast { min: 1 })
    );
    assert_eq!(g, before);
    let had = g.players[0].tickets.len();
    g.apply(Seat(0), &Action::KeepTickets { keep: 0b010 })
        .unwrap();
    assert_eq!(g.players[0].tickets.len(), had + 1);
    assert_eq!(g.players[0].tickets.last(), Some(&top[1]));
    // The other two go under the deck.
    let bottom: Vec<_> = g.ticket_deck.iter().rev().take(2).rev().copied().collect();
    assert_eq!(bottom, vec![top[0], top[2]]);
    assert_eq!(g.current, Seat(1));
}

#[test]
fn e8_with_fewer_than_three_tickets_left_the_draw_takes_what_remains() {
    let mut g = playing(2, 11);
    g.ticket_deck.truncate(2);
    g.apply(Seat(0), &Action::DrawTickets).unwrap();
    assert_eq!(g.players[0].offer.len(), 2);
    assert_eq!(
        g.legal_actions(Seat(0)).len(),
        3,
        "keep 1, the other, or both"
    );
}

#[test]
fn e8_with_no_ticket_left_drawing_tickets_is_impossible() {
    let mut g = playing(2, 11);
    g.ticket_deck.clear();
    assert!(!g.legal_actions(Seat(0)).contains(&Action::DrawTickets));
    assert_eq!(
        g.apply(Seat(0), &Action::DrawTickets),
        Err(RuleError::NoTicketsLeft)
    );
}

#[test]
fn e8_kept_tickets_are_kept_to_the_end() {
    let mut g = playing(2, 11);
    let had = g.players[0].tickets.clone();
    g.apply(Seat(0), &Action::DrawTickets).unwrap();
    g.apply(Seat(0), &Action::KeepTickets { keep: 0b001 })
        .unwrap();
    assert!(
        had.iter().all(|t| g.players[0].tickets.contains(t)),
        "a later draw never discards kept tickets"
    );
}

fn station(city_key: &str, color: CardColor, locomotives: u8) -> Action {
    Action::BuildStation {
        city: city(city_key),
        payment: pay(color, locomotives),
    }
}

#[test]
fn e9_stations_cost_one_then_two_then_three_cards_of_one_colour() {
    let mut g = playing(2, 12);
    give(&mut g, 0, &[(Red, 3), (Blue, 2), (Locomotive, 1)]);
    g.apply(Seat(0), &station("paris", Red, 0)).unwrap();
    assert_eq!(
        g.players[0].hand,
        hand(&[(Red, 2), (Blue, 2), (Locomotive, 1)])
    );
    g.apply(Seat(1), &Action::DrawBlind).unwrap();
    g.apply(Seat(1), &Action::DrawBlind).unwrap();
    assert_eq!(
        g.apply(
            Seat(0),
            &Action::BuildStation {
                city: city("wien"),
                payment: pay(Red, 0)
            }
        )
        .map(|_| ()),
        Ok(())
    );
    assert_eq!(g.players[0].hand, hand(&[(Blue, 2), (Locomotive, 1)]));
    g.apply(Seat(1), &Action::DrawBlind).unwrap();
    g.apply(Seat(1), &Action::DrawBlind).unwrap();
    // Third station: three of one colour, locomotives wild; mixed colours are not a payment.
    g.apply(Seat(0), &station("roma", Blue, 1)).unwrap();
    assert_eq!(g.players[0].stations_built, 3);
    assert_eq!(g.players[0].hand.total(), 0);
}

#[test]
fn e9_a_city_holds_one_station_only() {
    let mut g = playing(2, 12);
    g.station_owner[city("paris").0 as usize] = Some(Seat(1));
    give(&mut g, 0, &[(Red, 1)]);
    assert_eq!(
        g.apply(Seat(0), &station("paris", Red, 0)),
        Err(RuleError::CityHasStation {
            city: city("paris")
        })
    );
}

#[test]
fn e9_a_station_may_go_on_a_city_with_no_claimed_route() {
    let mut g = playing(2, 12);
    give(&mut g, 0, &[(Red, 1)]);
    g.apply(Seat(0), &station("erzurum", Red, 0)).unwrap();
    assert_eq!(g.station_owner(city("erzurum")), Some(Seat(0)));
}

#[test]
fn e9_no_more_than_three_stations() {
    let mut g = playing(2, 12);
    g.players[0].stations_built = 3;
    give(&mut g, 0, &[(Red, 4)]);
    assert_eq!(
        g.apply(Seat(0), &station("paris", Red, 0)),
        Err(RuleError::NoStationsLeft)
    );
    assert!(
        !g.legal_actions(Seat(0))
            .iter()
            .any(|a| matches!(a, Action::BuildStation { .. }))
    );
}

#[test]
fn e9_one_station_per_turn() {
    let mut g = playing(2, 12);
    give(&mut g, 0, &[(Red, 3)]);
    g.apply(Seat(0), &station("paris", Red, 0)).unwrap();
    assert!(matches!(
        g.apply(Seat(0), &station("wien", Red, 0)),
        Err(RuleError::NotYourTurn { .. })
    ));
}
