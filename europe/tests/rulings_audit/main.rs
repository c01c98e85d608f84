//! Rulings audit (RULINGS.md): clauses the engine implements that no test
//! asserted yet, each named after its ruling. Integration tests: exact
//! situations are set up by editing a game's serde form (the engine's
//! state derives Serialize and Deserialize), nothing else is reached into.
//! The shared set-up helpers are here; the tests are by part of the rules:
//! the cards (E1–E7), the variants' set-ups, Warehouses & Depots (W3, W4).
use CardColor::*;
use europa_engine::data::{CityId, DECK_1912, DECK_CLASSIC, RouteId, TICKETS, TicketId};
use europa_engine::{
    Action, CardColor, Event, Game, GameConfig, GameRecord, Hand, Payment, RuleError, Seat,
    TurnStep, VariantId,
};
use serde_json::Value;

mod cards;
mod depots;
mod variants;

/// `g` with its serde form changed by `f`.
fn edit(g: &Game, f: impl FnOnce(&mut Value)) -> Game {
    let mut v = serde_json::to_value(g).expect("a game serializes");
    f(&mut v);
    serde_json::from_value(v).expect("the edited game deserializes")
}

fn json<T: serde::Serialize>(x: &T) -> Value {
    serde_json::to_value(x).expect("serializes")
}

fn hand(cards: &[(CardColor, u8)]) -> Hand {
    let mut h = Hand::default();
    for &(c, n) in cards {
        h.add(c, n);
    }
    h
}

/// Deck (`top[0]` drawn first), discard, face-up row and seat 0's hand.
fn rig(
    g: &Game,
    top: &[CardColor],
    discard: &[CardColor],
    face_up: [Option<CardColor>; 5],
    seat0: &[(CardColor, u8)],
) -> Game {
    let deck: Vec<CardColor> = top.iter().rev().copied().collect();
    edit(g, |v| {
        v["deck"] = json(&deck);
        v["discard"] = json(&discard.to_vec());
        v["face_up"] = json(&face_up);
        v["players"][0]["hand"] = json(&hand(seat0));
    })
}

fn ticket_deck(g: &Game) -> Vec<TicketId> {
    serde_json::from_value(json(g)["ticket_deck"].clone()).expect("ticket ids")
}

fn boxed(g: &Game) -> Vec<TicketId> {
    serde_json::from_value(json(g)["boxed_tickets"].clone()).expect("ticket ids")
}

fn config(players: u8, seed: u64, variant: VariantId, depots: bool) -> GameConfig {
    GameConfig {
        variant,
        first_player: Some(Seat(0)),
        depots,
        ..GameConfig::new(players, seed)
    }
}

/// A Classic game in play, every seat having kept all its tickets, seat 0 to move.
fn playing(players: u8, seed: u64) -> Game {
    let mut g = Game::new(config(players, seed, VariantId::Classic, false)).unwrap();
    keep_all(&mut g);
    g
}

fn keep_all(g: &mut Game) {
    while let Some(seat) = g.acting_seats().first().copied() {
        if g.phase() != europa_engine::Phase::InitialTickets {
            break;
        }
        let n = g.player(seat).unwrap().offer.len();
        g.apply(
            seat,
            &Action::KeepInitialTickets {
                keep: ((1u32 << n) - 1) as u8,
            },
        )
        .unwrap();
    }
}

fn city(key: &str) -> CityId {
    CityId::by_key(key).unwrap()
}

fn route(a: &str, b: &str) -> RouteId {
    RouteId::between(city(a), city(b)).unwrap()
}

fn pay(color: CardColor, locomotives: u8) -> Payment {
    Payment { color, locomotives }
}

fn locos(row: [Option<CardColor>; 5]) -> usize {
    row.iter().filter(|c| **c == Some(Locomotive)).count()
}

/// A coloured tunnel that is not half of a double.
fn a_tunnel() -> RouteId {
    RouteId::all()
        .find(|r| r.route().tunnel && r.route().color.is_some() && r.route().double_of.is_none())
        .unwrap()
}
