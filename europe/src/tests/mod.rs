//! Rule tests, one per rule clause and per ruling of RULINGS.md, named after
//! it. They live inside the crate so they can set up exact situations.
mod claim_colour;
mod claims;
mod data;
mod depots;
mod draws;
mod flow;
mod hardening;
mod mega;
mod progress;
mod scoring;
mod take_back;
mod tickets_stations;
mod totals;

use crate::cards::{CardColor, Hand};
use crate::config::{GameConfig, VariantId};
use crate::data::{CityId, RouteId};
use crate::{Action, Game, Seat};

pub(crate) use CardColor::*;

/// A game past the initial ticket choice (every seat keeps everything),
/// seat 0 to play.
pub(crate) fn playing(players: u8, seed: u64) -> Game {
    keep_every_offer(GameConfig {
        first_player: Some(Seat(0)),
        ..GameConfig::new(players, seed)
    })
}

/// A new game from `config` once every seat has kept all its starting tickets.
pub(crate) fn keep_every_offer(config: GameConfig) -> Game {
    let mut g = Game::new(config).unwrap();
    for s in 0..g.players.len() {
        let n = g.players[s].offer.len();
        g.apply(
            Seat(s as u8),
            &Action::KeepInitialTickets {
                keep: (1u8 << n) - 1,
            },
        )
        .unwrap();
    }
    g
}

pub(crate) fn hand(cards: &[(CardColor, u8)]) -> Hand {
    let mut h = Hand::default();
    for &(c, n) in cards {
        h.add(c, n);
    }
    h
}

pub(crate) fn give(g: &mut Game, seat: u8, cards: &[(CardColor, u8)]) {
    g.players[seat as usize].hand = hand(cards);
}

/// Puts `top` on the deck, `top[0]` drawn first.
pub(crate) fn stack_deck(g: &mut Game, top: &[CardColor]) {
    for c in top.iter().rev() {
        g.deck.push(*c);
    }
}

/// Gives `seat` the route as if claimed earlier.
pub(crate) fn own(g: &mut Game, seat: u8, a: &str, b: &str) -> RouteId {
    let r = route(a, b);
    own_id(g, seat, r);
    r
}

pub(crate) fn own_id(g: &mut Game, seat: u8, r: RouteId) {
    let p = &mut g.players[seat as usize];
    p.routes.insert(r);
    // Saturating: random test ends (totals.rs) may give a seat more route
    // length than its 45 trains, which overflowed in a debug build.
    p.trains = p.trains.saturating_sub(r.route().length);
    p.route_points += r.route().points();
    g.route_owner[r.0 as usize] = Some(Seat(seat));
}

pub(crate) fn city(key: &str) -> CityId {
    CityId::by_key(key).unwrap()
}

pub(crate) fn route(a: &str, b: &str) -> RouteId {
    RouteId::between(city(a), city(b)).unwrap()
}

/// Gives `seat` exactly these tickets (by their two cities).
pub(crate) fn set_tickets(g: &mut Game, seat: u8, pairs: &[(&str, &str)]) {
    g.players[seat as usize].tickets = pairs
        .iter()
        .map(|(a, b)| {
            let (a, b) = (city(a), city(b));
            let i = crate::data::TICKETS
                .iter()
                .position(|t| (t.from == a && t.to == b) || (t.from == b && t.to == a))
                .unwrap();
            crate::data::TicketId(i as u8)
        })
        .collect();
}

pub(crate) fn pay(color: CardColor, locomotives: u8) -> crate::Payment {
    crate::Payment { color, locomotives }
}
