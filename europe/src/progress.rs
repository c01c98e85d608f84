//! Ticket progress as the page shows it: for each of a seat's kept tickets,
//! whether scoring counts it complete, how many train cars of routes still
//! open would join its cities, or that no way is left; and the part of the
//! seat's network at its cities. Read only from what the seat may see (its
//! own tickets, trains and stations left, every claimed route and station),
//! so another seat's hand or tickets never change it.
use crate::bots::graph::{self, Components, Costs, NO_WAY};
use crate::config::STATIONS_PER_PLAYER;
use crate::data::{CityId, NUM_ROUTES, ROUTES, RouteId, TICKETS, TicketId};
use crate::masks::{self, CITY_ROUTES};
use crate::scoring::{StationLoan, TicketResult};
use crate::state::{Game, RouteSet, Seat};
use crate::view::PlayerView;
use serde::{Deserialize, Serialize};

/// Where a ticket stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Progress {
    /// Joined as the final scoring joins it (stations' loans included).
    Complete,
    /// `cars` train cars of routes still open join it, the seat's own routes
    /// counting nothing; `fits`: the seat has that many trains left.
    /// `stations`: new stations the way needs to borrow other players'
    /// routes (a station costs cards, not trains). A way with a station is
    /// shown only when no way without one fits the trains left.
    Short { cars: u32, fits: bool, stations: u8 },
    /// Every way is cut by other players' routes, and no station left to
    /// the seat can get past them.
    Impossible,
}

/// One kept ticket's progress, with the routes the page lights for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TicketProgress {
    pub ticket: TicketId,
    pub progress: Progress,
    /// `Short`: the cheapest way's routes (the seat's own, those to claim,
    /// and others' borrowed through a station); empty otherwise.
    pub way: RouteSet,
    /// The seat's network at either city of the ticket: its routes, and the
    /// routes its stations lend at scoring, joined to one of the two cities.
    pub joined: RouteSet,
}

impl Game {
    /// Each of `seat`'s kept tickets' progress, in the order kept, from
    /// what `seat` may see (as [`PlayerView::ticket_progress`]).
    pub fn ticket_progress(&self, seat: Seat) -> Vec<TicketProgress> {
        let Some(p) = self.players.get(seat.index()) else {
            return Vec::new();
        };
        let (tickets, loans) = self.ticket_status(seat);
        let board = Board {
            me: seat,
            players: self.players.len(),
            route_owner: &self.route_owner,
            station_owner: &self.station_owner,
            depot_owner: &self.depot_owner,
            trains: p.trains,
            stations_left: STATIONS_PER_PLAYER.saturating_sub(p.stations_built),
        };
        board.progress(&tickets, &loans)
    }
}

impl PlayerView {
    /// Each of the viewer's kept tickets' progress, in the order kept.
    pub fn ticket_progress(&self) -> Vec<TicketProgress> {
        let Some(me) = self.seats.get(self.viewer.index()) else {
            return Vec::new();
        };
        let board = Board {
            me: self.viewer,
            players: self.seats.len(),
            route_owner: &self.route_owner,
            station_owner: &self.station_owner,
            depot_owner: &self.depot_owner,
            trains: me.trains,
            stations_left: me.stations_left.min(STATIONS_PER_PLAYER),
        };
        board.progress(&self.me.tickets, &self.me.stations)
    }
}

/// A way's cost in the search: cars first, then loans through own stations
/// (fewer is better, at no car's cost); a new station dearer than the cars
/// of any path (46 routes of 8 at most).
const CAR: u32 = 64;
const LOAN: u32 = 1;
const NEW_STATION: u32 = CAR * 1024;

/// Searches for a way whose loans the stations cannot all serve (two loans
/// wanting one city) before giving up: each retry drops the loan at fault.
const RETRIES: usize = 4;

/// What the progress reads: public, and the seat's own.
struct Board<'a> {
    me: Seat,
    players: usize,
    route_owner: &'a [Option<Seat>],
    station_owner: &'a [Option<Seat>],
    depot_owner: &'a [Option<Seat>],
    trains: u8,
    stations_left: u8,
}

/// A way to join a ticket's cities.
#[derive(Clone, Copy)]
struct Way {
    cars: u32,
    stations: u8,
    routes: RouteSet,
}

impl Board<'_> {
    fn progress(&self, tickets: &[TicketResult], loans: &[StationLoan]) -> Vec<TicketProgress> {
        let (taken, mine) = self.owned();
        // The network as scoring joins it: own routes and the stations' loans.
        let mut network = RouteSet(mine);
        for r in loans.iter().filter_map(|l| l.route) {
            network.insert(r);
        }
        let parts = Components::of(network);
        let closed = masks::closed_given(taken, mine, self.players);
        let plain = self.costs(taken, mine, closed, false);
        let with_stations = (self.stations_left > 0).then(|| self.costs(taken, mine, closed, true));
        tickets
            .iter()
            .filter(|t| usize::from(t.ticket.0) < TICKETS.len())
            .map(|t| {
                let tk = t.ticket.ticket();
                let (progress, way) = if t.completed {
                    (Progress::Complete, RouteSet::default())
                } else {
                    self.short(tk.from, tk.to, &plain, with_stations.as_ref())
                };
                TicketProgress {
                    ticket: t.ticket,
                    progress,
                    way,
                    joined: joined_to(network, &parts, tk.from, tk.to),
                }
            })
            .collect()
    }

    /// The way shown for a ticket not complete: without a new station if
    /// one fits, else with stations if one fits, else the cheapest found.
    fn short(
        &self,
        from: CityId,
        to: CityId,
        plain: &Costs,
        with_stations: Option<&Costs>,
    ) -> (Progress, RouteSet) {
        let fits = |w: &Way| w.cars <= u32::from(self.trains);
        let without = self.way(from, to, plain, 0);
        let chosen = match without {
            Some(w) if fits(&w) => Some(w),
            _ => {
                let with = with_stations.and_then(|c| self.way(from, to, c, self.stations_left));
                match (without, with) {
                    (_, Some(w)) if fits(&w) => Some(w),
                    (Some(w), _) => Some(w),
                    (None, w) => w,
                }
            }
        };
        match chosen {
            Some(w) => (
                Progress::Short {
                    cars: w.cars,
                    fits: fits(&w),
                    stations: w.stations,
                },
                w.routes,
            ),
            None => (Progress::Impossible, RouteSet::default()),
        }
    }

    /// The cheapest way from `from` to `to` over `cost` whose loans the
    /// seat's stations and at most `budget` new ones can serve.
    fn way(&self, from: CityId, to: CityId, cost: &Costs, budget: u8) -> Option<Way> {
        let mut cost = *cost;
        for _ in 0..RETRIES {
            let (_, routes) = graph::cheapest_path(from, to, &cost)?;
            match self.stations_for(from, routes, budget) {
                Ok(stations) => {
                    let to_claim = routes.iter().filter(|&r| self.owner(r).is_none());
                    let cars = to_claim.map(|r| u32::from(r.route().length)).sum();
                    return Some(Way {
                        cars,
                        stations,
                        routes,
                    });
                }
                Err(r) => {
                    if let Some(c) = cost.get_mut(usize::from(r.0)) {
                        *c = NO_WAY;
                    }
                }
            }
        }
        None
    }

    /// The fewest new stations that serve every loan on `path` (a simple
    /// path from `from`), each loan by a station of its own at one of its
    /// cities (E10): the seat's (free) or a new one on a city with none.
    /// `Err`: the first loan that cannot be served within `budget`.
    fn stations_for(&self, from: CityId, path: RouteSet, budget: u8) -> Result<u8, RouteId> {
        const NONE: u8 = u8::MAX;
        // Fewest new stations so far, with the city reached free to serve
        // the next loan ([0]) or serving the loan that reached it ([1]).
        let mut best = [0u8, NONE];
        let (mut at, mut left) = (from, path.0);
        while left != 0 {
            let here = CITY_ROUTES.get(usize::from(at.0)).copied().unwrap_or(0) & left;
            let Some(r) = RouteSet(here).iter().next() else {
                break;
            };
            left &= !(1u128 << r.0);
            let route = r.route();
            let next = if route.a == at { route.b } else { route.a };
            if matches!(self.owner(r), Some(o) if o != self.me) {
                let mut after = [NONE, NONE];
                if let Some(k) = self.station_price(at) {
                    after[0] = best[0].saturating_add(k);
                }
                if let Some(k) = self.station_price(next) {
                    after[1] = best[0].min(best[1]).saturating_add(k);
                }
                best = after;
                if best[0].min(best[1]) > budget {
                    return Err(r);
                }
            } else {
                best = [best[0].min(best[1]), NONE];
            }
            at = next;
        }
        Ok(best[0].min(best[1]))
    }

    /// New stations a loan through `city` takes: 0 at the seat's own
    /// station, 1 on a city with no station nor depot (E9, W3), else none.
    fn station_price(&self, city: CityId) -> Option<u8> {
        let at = |owners: &[Option<Seat>]| owners.get(usize::from(city.0)).copied().flatten();
        match at(self.station_owner) {
            Some(s) if s == self.me => Some(0),
            Some(_) => None,
            None => at(self.depot_owner).is_none().then_some(1),
        }
    }

    /// Each route's cost: own routes nothing, open ones their cars, others'
    /// routes a loan through an own station or (`new_stations`) a new one.
    fn costs(&self, taken: u128, mine: u128, closed: u128, new_stations: bool) -> Costs {
        let mut cost = [NO_WAY; NUM_ROUTES];
        for ((c, route), i) in cost.iter_mut().zip(ROUTES.iter()).zip(0u32..) {
            let bit = 1u128 << i;
            *c = if mine & bit != 0 {
                0
            } else if closed & bit == 0 {
                u32::from(route.length) * CAR
            } else if taken & bit != 0 {
                match (self.station_price(route.a), self.station_price(route.b)) {
                    (Some(0), _) | (_, Some(0)) => LOAN,
                    (Some(_), _) | (_, Some(_)) if new_stations => NEW_STATION,
                    _ => NO_WAY,
                }
            } else {
                // The closed half of a double route (E5).
                NO_WAY
            };
        }
        cost
    }

    /// Every claimed route, and the seat's.
    fn owned(&self) -> (u128, u128) {
        let (mut taken, mut mine) = (0u128, 0u128);
        for (i, owner) in self.route_owner.iter().take(NUM_ROUTES).enumerate() {
            if let Some(o) = owner {
                taken |= 1 << i;
                if *o == self.me {
                    mine |= 1 << i;
                }
            }
        }
        (taken, mine)
    }

    fn owner(&self, r: RouteId) -> Option<Seat> {
        self.route_owner.get(usize::from(r.0)).copied().flatten()
    }
}

/// The routes of `network` joined to `a` or to `b`.
fn joined_to(network: RouteSet, parts: &Components, a: CityId, b: CityId) -> RouteSet {
    let ends = (parts.part(a), parts.part(b));
    let mut joined = RouteSet::default();
    for r in network.iter() {
        let p = parts.part(r.route().a);
        if p == ends.0 || p == ends.1 {
            joined.insert(r);
        }
    }
    joined
}
