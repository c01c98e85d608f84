//! E10's best station lending: which route of another player each station
//! lends its owner, for the most ticket points. Every combination is tried
//! (an odometer), but a ticket whose two cities the seat's own routes join
//! scores the same in all of them, and the others only ask whether the at
//! most three lent routes join the two parts of the seat's network their
//! cities lie in: each combination joins a few parts, not 47 cities.
use super::{Connectivity, Lending};
use crate::config::STATIONS_PER_PLAYER;
use crate::data::{CityId, RouteId, RouteSet, TicketId};
use crate::masks::MAX_DEGREE;
use crate::state::{Game, Seat};

const STATIONS: usize = STATIONS_PER_PLAYER as usize;

/// Tickets a player may hold whose completion is tracked bit by bit; every
/// ticket of the box fits (101).
const TRACKED: usize = 128;

impl Game {
    /// [`Game::best_lending`] with the seat's stations given (the first
    /// `n`): the first best lending in the odometer's order (only a strict
    /// improvement replaces the best, so a station that helps nothing shows
    /// as lending nothing).
    pub(super) fn best_lending_of(
        &self,
        seat: Seat,
        tickets: &[TicketId],
        routes: RouteSet,
        stations: [CityId; STATIONS],
        n: usize,
    ) -> Lending {
        let n = n.min(stations.len());
        // Each station may borrow any route of another player at its city:
        // the route, and the parts of the seat's network its ends lie in.
        let mut own = Connectivity::new();
        own.join_routes(routes.iter());
        let mut options = [[None; MAX_DEGREE + 1]; STATIONS];
        let mut ends = [[(0u8, 0u8); MAX_DEGREE + 1]; STATIONS];
        let mut counts = [1usize; STATIONS];
        for k in 0..n {
            let theirs = crate::masks::routes_at(stations[k])
                .filter(|r| matches!(self.route_owner(*r), Some(owner) if owner != seat));
            for r in theirs.take(MAX_DEGREE) {
                let route = r.route();
                options[k][counts[k]] = Some(r);
                ends[k][counts[k]] = (own.find(route.a.0), own.find(route.b.0));
                counts[k] += 1;
            }
        }
        // Tickets the seat's routes complete whatever is lent, and the
        // others: their two parts, points and place in `tickets`.
        let (mut sure, mut sure_done) = (0i32, 0u128);
        let mut open = [[0u8; 4]; TRACKED];
        let (mut n_open, mut open_points) = (0, 0i32);
        for (i, t) in tickets.iter().enumerate() {
            let tk = t.ticket();
            let (a, b) = (own.find(tk.from.0), own.find(tk.to.0));
            if a == b {
                sure += tk.points as i32;
                sure_done |= bit(i);
            } else if n_open < TRACKED && i < TRACKED {
                open[n_open] = [a, b, tk.points, i as u8];
                open_points += tk.points as i32;
                n_open += 1;
            } else {
                // More tickets than the box holds: never with the rules.
                return self.best_lending_plain(seat, tickets, routes, stations, n);
            }
        }
        let open = &open[..n_open];
        let mut lent = [None; STATIONS];
        // Lending nothing completes the sure tickets alone.
        let nothing = sure - open_points;
        let mut best = Lending {
            stations,
            lent,
            count: n,
            points: nothing,
            done: sure_done,
        };
        if open.is_empty() {
            // Every combination scores the same: none improves on lending nothing.
            return best;
        }
        let mut choice = [0usize; STATIONS];
        'outer: loop {
            let mut i = 0;
            loop {
                if i == n {
                    break 'outer;
                }
                choice[i] += 1;
                if choice[i] < counts[i] {
                    break;
                }
                choice[i] = 0;
                i += 1;
            }
            // The parts the lent routes join, in a union–find of parts; a
            // ticket can only be completed now between two of them.
            let (mut parts, mut touched) = (PARTS, 0u64);
            for k in 0..n {
                lent[k] = options[k][choice[k]];
                if lent[k].is_some() {
                    let (a, b) = ends[k][choice[k]];
                    touched |= 1 << (a & 63) | 1 << (b & 63);
                    let (a, b) = (root(&parts, a), root(&parts, b));
                    parts[usize::from(a & 63)] = b;
                }
            }
            let (mut sum, mut done) = (nothing, sure_done);
            for &[a, b, points, i] in open {
                let both = touched >> (a & 63) & touched >> (b & 63) & 1 == 1;
                if both && root(&parts, a) == root(&parts, b) {
                    sum += 2 * points as i32;
                    done |= bit(usize::from(i));
                }
            }
            if sum > best.points {
                best.points = sum;
                best.done = done;
                best.lent = lent;
            }
        }
        best
    }

    /// The same lending found the plain way: every combination's routes
    /// joined into a copy of the seat's network, every ticket asked again.
    pub(super) fn best_lending_plain(
        &self,
        seat: Seat,
        tickets: &[TicketId],
        routes: RouteSet,
        stations: [CityId; STATIONS],
        n: usize,
    ) -> Lending {
        let n = n.min(stations.len());
        let mut options = [[None; MAX_DEGREE + 1]; STATIONS];
        let mut counts = [1usize; STATIONS];
        for ((&c, o), k) in stations[..n].iter().zip(&mut options).zip(&mut counts) {
            let theirs = crate::masks::routes_at(c)
                .filter(|r| matches!(self.route_owner(*r), Some(owner) if owner != seat));
            for r in theirs.take(MAX_DEGREE) {
                o[*k] = Some(r);
                *k += 1;
            }
        }
        let mut choice = [0usize; STATIONS];
        let mut lent = [None; STATIONS];
        let mut own = Connectivity::new();
        own.join_routes(routes.iter());
        let mut best = Lending {
            stations,
            lent,
            count: n,
            points: 0,
            done: 0,
        };
        best.points = ticket_results(tickets, &own, &lent[..n], &mut best.done);
        'outer: loop {
            let mut i = 0;
            loop {
                if i == n {
                    break 'outer;
                }
                choice[i] += 1;
                if choice[i] < counts[i] {
                    break;
                }
                choice[i] = 0;
                i += 1;
            }
            for k in 0..n {
                lent[k] = options[k][choice[k]];
            }
            let mut done = 0;
            let sum = ticket_results(tickets, &own, &lent[..n], &mut done);
            if sum > best.points {
                best.points = sum;
                best.done = done;
                best.lent = lent;
            }
        }
        best
    }
}

/// Every part its own: a part is named by its root city in the seat's
/// network (64 places: a city's number masked to 6 bits needs no check).
const PARTS: [u8; 64] = {
    let mut p = [0u8; 64];
    let mut i = 0;
    while i < 64 {
        p[i] = i as u8;
        i += 1;
    }
    p
};

/// The part `x` has been joined into (a handful of joins: no compression).
fn root(parts: &[u8; 64], mut x: u8) -> u8 {
    while parts[usize::from(x & 63)] != x {
        x = parts[usize::from(x & 63)];
    }
    x
}

/// Ticket `i`'s bit in a lending's completed tickets (none past 128).
fn bit(i: usize) -> u128 {
    if i < TRACKED { 1 << i } else { 0 }
}

/// Ticket results for `tickets` over the cities `own` joins plus `lent`
/// routes: the points, and into `done` whether each is complete (bit i for
/// ticket i, for the first 128).
fn ticket_results(
    tickets: &[TicketId],
    own: &Connectivity,
    lent: &[Option<RouteId>],
    done: &mut u128,
) -> i32 {
    let mut conn = own.clone();
    conn.join_routes(lent.iter().flatten().copied());
    let mut sum = 0;
    *done = 0;
    for (i, t) in tickets.iter().enumerate() {
        let tk = t.ticket();
        let ok = conn.connected(tk.from, tk.to);
        sum += if ok {
            tk.points as i32
        } else {
            -(tk.points as i32)
        };
        if ok && i < TRACKED {
            *done |= 1 << i;
        }
    }
    sum
}
