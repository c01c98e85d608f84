//! What must hold after every action of any game: every card (warehouses
//! included), ticket, train, depot and point accounted for, and someone able to act until the end. The
//! property tests, the soak (`arena/src/bin/soak.rs`) and the fuzz targets
//! all check a game with [`check`], so they agree on what "broken" means.
use crate::cards::{CARDS_PER_COLOR, CardColor, LOCOMOTIVE_CARDS};
use crate::config::{TRAINS_PER_PLAYER, VariantId};
use crate::data::{CityId, NUM_CITIES, RouteId, TicketId};
use crate::depots::DEPOTS_PER_PLAYER;
use crate::state::{Game, Seat};

/// Actions after which a game counts as stuck in a loop: the soak and the
/// arena report such a game instead of playing on. The longest games the
/// soak has seen (docs/HARDENING.md) stay far below it.
pub const ACTION_BOUND: u32 = 5_000;

/// Every ticket of `variant`'s decks, sorted as [`Game::ticket_census`] is.
pub fn ticket_pool(variant: VariantId) -> Vec<TicketId> {
    let (long, regular) = variant.rules().pool();
    let mut pool: Vec<TicketId> = long.into_iter().chain(regular).collect();
    pool.sort();
    pool
}

/// The first broken invariant of `g`, in words; `pool` is
/// [`ticket_pool`] of the game's variant.
///
/// # Errors
/// A sentence naming what is wrong.
pub fn check(g: &Game, pool: &[TicketId]) -> Result<(), String> {
    let census = g.card_census();
    for c in CardColor::COLORS {
        if census.count(c) != CARDS_PER_COLOR {
            return Err(format!("{} {c:?} cards", census.count(c)));
        }
    }
    if census.count(CardColor::Locomotive) != LOCOMOTIVE_CARDS {
        return Err(format!(
            "{} locomotives",
            census.count(CardColor::Locomotive)
        ));
    }
    if g.ticket_census() != pool {
        return Err("a ticket was lost or duplicated".into());
    }
    for (i, p) in g.players().iter().enumerate() {
        let seat = Seat(i as u8);
        let owned: Vec<RouteId> = RouteId::all()
            .filter(|r| g.route_owner(*r) == Some(seat))
            .collect();
        // The legal lists and the bots read the routes as each seat's set.
        if p.routes.iter().ne(owned.iter().copied()) {
            return Err(format!("seat {i}'s route set is not the routes it owns"));
        }
        let cars: u32 = owned.iter().map(|r| r.route().length as u32).sum();
        if p.trains as u32 + cars != TRAINS_PER_PLAYER as u32 {
            return Err(format!("seat {i} has {} trains and {cars} laid", p.trains));
        }
        let points: i32 = owned.iter().map(|r| r.route().points()).sum();
        if p.route_points != points {
            return Err(format!(
                "seat {i}'s running score {} is not its routes' {points}",
                p.route_points
            ));
        }
        if p.routes.iter().collect::<Vec<_>>() != owned {
            return Err(format!("seat {i}'s route set disagrees with the board"));
        }
        let stations = g.stations_of(seat).count();
        if stations != p.stations_built as usize {
            return Err(format!(
                "seat {i} built {} stations but {stations} stand",
                p.stations_built
            ));
        }
        let depots = (0..NUM_CITIES)
            .filter(|c| g.depot_owner(CityId(*c as u8)) == Some(seat))
            .count() as u8;
        if g.has_depots() {
            // Each depot is in supply, on the board, or spent on a collection.
            if depots + p.depots > DEPOTS_PER_PLAYER {
                return Err(format!("seat {i} has more than {DEPOTS_PER_PLAYER} depots"));
            }
            if g.stations_of(seat).any(|c| g.depot_owner(c).is_some()) {
                return Err(format!("seat {i} has a station on a depot city"));
            }
        } else if (depots, p.depots, p.warehouse.total()) != (0, 0, 0) {
            return Err(format!("seat {i} has depots or a warehouse without W&D"));
        }
    }
    if !g.is_over() {
        let seats = g.acting_seats();
        if seats.is_empty() {
            return Err("nobody can act".into());
        }
        if let Some(s) = seats.iter().find(|s| g.legal_actions(**s).is_empty()) {
            return Err(format!("seat {} has no legal action", s.0));
        }
    }
    Ok(())
}
