//! End-of-game scoring (E10, E12, E13): routes, tickets with the best station
//! lending, unused stations, the European Express, ranks and tie-breaks.
use crate::config::{EXPRESS_BONUS, STATIONS_PER_PLAYER, UNUSED_STATION_POINTS};
use crate::data::RouteSet;
use crate::data::{CityId, NUM_CITIES, RouteId, TICKETS, TicketId};
use crate::state::{Game, Seat};

/// The final scores are part of a finished game's state (`state`); these
/// paths stay for the code that reads them as the scoring's.
pub use crate::state::{FinalScores, PlayerScore, StationLoan, TicketResult, TieBreak};

/// E12 (its own file: the search and its remembered answers).
pub use crate::trail::longest_trail;

mod lending;
#[cfg(test)]
mod lending_tests;
mod totals;

/// Cities joined by a set of routes (union–find over the 47 cities).
#[derive(Clone)]
struct Connectivity {
    parent: [u8; NUM_CITIES],
}

impl Connectivity {
    fn new() -> Self {
        let mut parent = [0u8; NUM_CITIES];
        for (i, p) in parent.iter_mut().enumerate() {
            *p = i as u8;
        }
        Connectivity { parent }
    }
    fn find(&mut self, mut x: u8) -> u8 {
        while self.parent[x as usize] != x {
            let gp = self.parent[self.parent[x as usize] as usize];
            self.parent[x as usize] = gp;
            x = gp;
        }
        x
    }
    fn join_routes(&mut self, routes: impl Iterator<Item = RouteId>) {
        for r in routes {
            let route = r.route();
            let (a, b) = (self.find(route.a.0), self.find(route.b.0));
            self.parent[a as usize] = b;
        }
    }
    fn connected(&mut self, a: CityId, b: CityId) -> bool {
        self.find(a.0) == self.find(b.0)
    }
}

/// Whether ticket `i` is complete in a [`Lending`]'s bit set.
fn done_at(done: u128, i: usize) -> bool {
    i < 128 && done >> i & 1 == 1
}

/// A seat's best station lending (E10): its stations, the route each lends
/// (`None`: nothing), and the ticket points and completed tickets (bit i
/// for ticket i, see [`done_at`]) it gives.
struct Lending {
    stations: [CityId; STATIONS_PER_PLAYER as usize],
    lent: [Option<RouteId>; STATIONS_PER_PLAYER as usize],
    count: usize,
    points: i32,
    done: u128,
}

impl Game {
    /// For `seat`: each kept ticket with whether it is complete now, and the
    /// station lending that makes the most of them (E10). Used live by the UI
    /// and at the end of the game.
    pub fn ticket_status(&self, seat: Seat) -> (Vec<TicketResult>, Vec<StationLoan>) {
        let Some(p) = self.players.get(seat.index()) else {
            return (Vec::new(), Vec::new());
        };
        let best = self.best_lending(seat, &p.tickets, p.routes);
        let results = p
            .tickets
            .iter()
            .enumerate()
            .map(|(i, &t)| {
                let completed = done_at(best.done, i);
                let pts = t.ticket().points as i32;
                TicketResult {
                    ticket: t,
                    completed,
                    points: if completed { pts } else { -pts },
                }
            })
            .collect();
        let loans = best.stations[..best.count]
            .iter()
            .zip(best.lent)
            .map(|(&city, route)| StationLoan {
                city,
                route,
                others_here: crate::masks::routes_at(city)
                    .any(|r| matches!(self.route_owner(r), Some(o) if o != seat)),
            })
            .collect();
        (results, loans)
    }

    /// The lending of `seat`'s stations that makes the most of `tickets`
    /// over its `routes` (the first best in the odometer's order).
    fn best_lending(&self, seat: Seat, tickets: &[TicketId], routes: RouteSet) -> Lending {
        // On the stack: scoring runs at the end of every game a bot plays
        // out. A player has at most 3 stations (E9); a save replays its
        // moves through the rules, so there are never more.
        let mut stations = [CityId(0); STATIONS_PER_PLAYER as usize];
        let mut n = 0;
        for c in self.stations_of(seat).take(stations.len()) {
            stations[n] = c;
            n += 1;
        }
        self.best_lending_of(seat, tickets, routes, stations, n)
    }

    /// The routes that connect `ticket` for `seat`: own routes plus the routes
    /// its stations lend under the best lending (as in [`Game::ticket_status`]).
    /// The fewest routes when several paths exist; `None` when not connected.
    pub fn ticket_path(&self, seat: Seat, ticket: TicketId) -> Option<Vec<RouteId>> {
        let p = self.players.get(seat.index())?;
        if ticket.0 as usize >= TICKETS.len() {
            return None;
        }
        let (_, loans) = self.ticket_status(seat);
        let mut usable = p.routes;
        for r in loans.iter().filter_map(|l| l.route) {
            usable.insert(r);
        }
        let t = ticket.ticket();
        // Breadth-first over cities, remembering the route that reached each.
        let mut came_by: [Option<RouteId>; NUM_CITIES] = [None; NUM_CITIES];
        let mut seen = [false; NUM_CITIES];
        let mut queue = std::collections::VecDeque::from([t.from]);
        seen[t.from.0 as usize] = true;
        while let Some(c) = queue.pop_front() {
            if c == t.to {
                let mut path = Vec::new();
                let mut at = c;
                while let Some(r) = came_by[at.0 as usize] {
                    path.push(r);
                    let route = r.route();
                    at = if route.a == at { route.b } else { route.a };
                }
                path.reverse();
                return Some(path);
            }
            for r in usable.iter() {
                let route = r.route();
                let next = if route.a == c {
                    route.b
                } else if route.b == c {
                    route.a
                } else {
                    continue;
                };
                if !seen[next.0 as usize] {
                    seen[next.0 as usize] = true;
                    came_by[next.0 as usize] = Some(r);
                    queue.push_back(next);
                }
            }
        }
        None
    }

    /// Final scores as the game stands (the game stores them when it ends;
    /// a search's played-out game stores [`Game::played_out_scores`]).
    pub fn compute_final_scores(&self) -> FinalScores {
        let mut players: Vec<PlayerScore> = (0..self.players.len())
            .map(|i| {
                let seat = Seat(i as u8);
                let p = &self.players[i];
                let (tickets, stations) = self.ticket_status(seat);
                let ticket_points = tickets.iter().map(|t| t.points).sum();
                let completed_tickets = tickets.iter().filter(|t| t.completed).count() as u8;
                let unused = STATIONS_PER_PLAYER - p.stations_built;
                let (longest_trail, longest_path) = longest_trail(p.routes);
                PlayerScore {
                    seat,
                    route_points: p.route_points,
                    tickets,
                    ticket_points,
                    stations,
                    unused_stations: unused,
                    station_points: unused as i32 * UNUSED_STATION_POINTS,
                    longest_trail,
                    longest_path,
                    express: false,
                    express_points: 0,
                    depot_points: 0,
                    total: 0,
                    completed_tickets,
                    stations_used: p.stations_built,
                    rank: 0,
                }
            })
            .collect();
        let best_trail = players.iter().map(|p| p.longest_trail).max().unwrap_or(0);
        for p in &mut players {
            p.express = best_trail > 0 && p.longest_trail == best_trail;
            p.express_points = if p.express { EXPRESS_BONUS } else { 0 };
            p.depot_points = self.depot_bonus(p.seat);
            p.total = p.route_points
                + p.ticket_points
                + p.station_points
                + p.express_points
                + p.depot_points;
        }
        rank(players)
    }
}

/// A player's place in E13's order: points, completed tickets, fewest
/// stations used, the European Express.
fn key(p: &PlayerScore) -> (i32, u8, std::cmp::Reverse<u8>, bool) {
    (
        p.total,
        p.completed_tickets,
        std::cmp::Reverse(p.stations_used),
        p.express,
    )
}

/// E13: most points, then most completed tickets, then fewest stations used,
/// then the European Express; still tied is a shared win.
pub(crate) fn rank(mut players: Vec<PlayerScore>) -> FinalScores {
    // No lists but the winners: this runs at the end of every game a bot
    // plays out.
    for i in 0..players.len() {
        let k = key(&players[i]);
        let above = players.iter().filter(|q| key(q) > k).count();
        players[i].rank = 1 + above as u8;
    }
    let winners: Vec<Seat> = players
        .iter()
        .filter(|p| p.rank == 1)
        .map(|p| p.seat)
        .collect();
    // Narrowing the group tied on points one criterion at a time leaves,
    // after each, the players that share that much of the best key: count
    // them. The first criterion that leaves one player is the one that
    // decided.
    let mut sharing = [0usize; 4];
    if let Some(top) = players.iter().map(key).max() {
        for k in players.iter().map(key) {
            let same = [k.0 == top.0, k.1 == top.1, k.2 == top.2, k.3 == top.3];
            for (count, level) in sharing.iter_mut().zip(1..) {
                *count += usize::from(same[..level].iter().all(|&s| s));
            }
        }
    }
    let mut decided_by = TieBreak::Points;
    let mut group = sharing[0];
    let narrowings = [
        (TieBreak::CompletedTickets, sharing[1]),
        (TieBreak::FewestStations, sharing[2]),
        (TieBreak::EuropeanExpress, sharing[3]),
    ];
    for (criterion, left) in narrowings {
        if group == 1 {
            break;
        }
        group = left;
        decided_by = criterion;
    }
    if group > 1 {
        decided_by = TieBreak::SharedWin;
    }
    FinalScores {
        players,
        winners,
        decided_by,
    }
}
