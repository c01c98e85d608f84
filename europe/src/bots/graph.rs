//! The map as a graph for planning: which routes meet at a city, which routes
//! a seat may still claim, and cheapest paths under a per-route cost.
use crate::data::{CityId, NUM_CITIES, NUM_ROUTES, ROUTES, RouteId};
use crate::masks::MAX_DEGREE;
use crate::state::{RouteSet, Seat};

// Dijkstra keeps its frontier in a u64.
const _: () = assert!(NUM_CITIES <= 64);

/// Cost of a route that cannot be used at all.
pub(crate) const NO_WAY: u32 = u32::MAX;

/// Per-route costs, indexed by `RouteId`.
pub(crate) type Costs = [u32; NUM_ROUTES];

/// For each city: how many routes meet there, and each as (route, city at
/// the other end), in route order. Built at compile time into one array:
/// Dijkstra reads it without following a pointer per city.
const ADJACENCY: ([u8; NUM_CITIES], [[(u8, u8); MAX_DEGREE]; NUM_CITIES]) = {
    let mut deg = [0u8; NUM_CITIES];
    let mut at = [[(0u8, 0u8); MAX_DEGREE]; NUM_CITIES];
    let mut i = 0;
    while i < NUM_ROUTES {
        let (a, b) = (ROUTES[i].a.0 as usize, ROUTES[i].b.0 as usize);
        at[a][deg[a] as usize] = (i as u8, b as u8);
        deg[a] += 1;
        at[b][deg[b] as usize] = (i as u8, a as u8);
        deg[b] += 1;
        i += 1;
    }
    (deg, at)
};

/// Routes touching `city`, as a set.
pub(crate) fn touching(city: CityId) -> RouteSet {
    RouteSet(
        crate::masks::CITY_ROUTES
            .get(city.0 as usize)
            .copied()
            .unwrap_or(0),
    )
}

/// Routes `seat` may never claim as the board stands, whatever its cards and
/// trains: claimed ones, and the twin of a claimed double route (closed to all
/// with 2–3 players, to its owner with 4–5; E5).
pub(crate) fn closed_for(seat: Seat, owned: &[RouteSet], players: usize) -> RouteSet {
    // Over the slice here: the planner asks at every move, and the engine's
    // generic walk (`masks::closed_for`) was not inlined into it.
    let taken = owned.iter().fold(0u128, |t, o| t | o.0);
    let mine = owned.get(seat.index()).map_or(0, |o| o.0);
    RouteSet(crate::masks::closed_given(taken, mine, players))
}

/// The cheapest path from `from` to `to` where route `r` costs `cost[r]`
/// (`NO_WAY`: unusable): its cost and its routes. `None` when unreachable.
/// Dijkstra over an array, which for 47 cities beats a heap.
pub(crate) fn cheapest_path(from: CityId, to: CityId, cost: &Costs) -> Option<(u32, RouteSet)> {
    cheapest_path_reading(from, to, cost).0
}

/// [`cheapest_path`], and the routes whose costs it read (those of the
/// cities settled before `to`): the same search over costs equal on these
/// routes finds the same path, whatever the others cost.
pub(crate) fn cheapest_path_reading(
    from: CityId,
    to: CityId,
    cost: &Costs,
) -> (Option<(u32, RouteSet)>, RouteSet) {
    let (dist, via, read) = distances(from, cost, to);
    (path_to(from, to, &dist, &via), RouteSet(read))
}

/// The path `distances` from `from` found to `to`, with its cost.
fn path_to(from: CityId, to: CityId, dist: &[u32; 64], via: &[u8; 64]) -> Option<(u32, RouteSet)> {
    let d = dist.get(usize::from(to.0)).copied().unwrap_or(NO_WAY);
    if d == NO_WAY {
        return None;
    }
    let mut path = RouteSet::default();
    let mut c = to;
    while c != from {
        let r = reached_by(via, c)?;
        path.insert(r);
        let route = r.route();
        c = if route.a == c { route.b } else { route.a };
    }
    Some((d, path))
}

/// Like [`cheapest_path`], with the routes in order from `from` to `to`.
pub(crate) fn cheapest_path_ordered(
    from: CityId,
    to: CityId,
    cost: &Costs,
) -> Option<(u32, Vec<RouteId>)> {
    let (dist, via, _) = distances(from, cost, to);
    let d = dist[to.0 as usize];
    if d == NO_WAY {
        return None;
    }
    let mut path = Vec::new();
    let mut c = to;
    while c != from {
        let r = reached_by(&via, c)?;
        path.push(r);
        let route = r.route();
        c = if route.a == c { route.b } else { route.a };
    }
    path.reverse();
    Some((d, path))
}

/// `via`'s route into `c` (`NOT_REACHED`: none).
fn reached_by(via: &[u8; 64], c: CityId) -> Option<RouteId> {
    via.get(usize::from(c.0))
        .filter(|&&r| r != NOT_REACHED)
        .map(|&r| RouteId(r))
}

/// `via` of a city not reached (no route has this id).
const NOT_REACHED: u8 = u8::MAX;
const _: () = assert!(NUM_ROUTES < NOT_REACHED as usize);

/// Cheapest cost from `from` to every city (`NO_WAY`: unreachable), and the
/// route each city was reached by (`NOT_REACHED`: none; a byte, not an
/// `Option`, stored at every relaxation). Stops early once `stop` is
/// settled. The routes it read (those at the cities settled, `stop` not
/// included), gathered as each city is settled.
fn distances(from: CityId, cost: &Costs, stop: CityId) -> ([u32; 64], [u8; 64], u128) {
    // 64 places, one per bit of the frontier: reading a frontier city's
    // distance needs no bounds check.
    let mut dist = [NO_WAY; 64];
    let mut via = [NOT_REACHED; 64];
    let mut read = 0u128;
    if from.0 as usize >= NUM_CITIES {
        return (dist, via, read);
    }
    dist[from.0 as usize] = 0;
    let (degree, at) = &ADJACENCY;
    // Cities reached but not settled, as bits: the minimum is searched among
    // these few rather than among all 47.
    let mut frontier: u64 = 1 << from.0;
    while frontier != 0 {
        let mut bits = frontier;
        let mut best = NO_WAY;
        let mut u = 0usize;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            if dist[i] < best {
                best = dist[i];
                u = i;
            }
        }
        frontier &= !(1u64 << u);
        if stop.0 as usize == u {
            break;
        }
        // No check for unusable routes or settled cities: their sums
        // (saturating at `NO_WAY`, or not below a settled city's distance,
        // since costs are not negative) never improve a distance.
        let (Some(&n), Some(routes), Some(&here)) =
            (degree.get(u), at.get(u), crate::masks::CITY_ROUTES.get(u))
        else {
            break;
        };
        read |= here;
        for &(r, other) in routes.iter().take(n as usize) {
            let o = other as usize & 63;
            let nd = best.saturating_add(cost[r as usize]);
            if nd < dist[o] {
                dist[o] = nd;
                via[o] = r;
                frontier |= 1u64 << o;
            }
        }
    }
    (dist, via, read)
}

/// Cities joined by a set of routes: each city's part, worked out once
/// (route by route), so asking is one read. A rollout keeps a
/// seat's network across many turns and asks it for every ticket and
/// candidate claim.
#[derive(Clone)]
pub(crate) struct Components {
    /// Each city's part, padded to 64 places so a join's select runs in
    /// whole vectors (the padding is never asked and never joined).
    part: [u8; 64],
}

impl Components {
    pub(crate) fn of(routes: RouteSet) -> Self {
        // Each city its own part, then every route joined in: the select
        // per city is vectorised, cheaper than a union–find then flattened.
        // Parts are only ever compared, so any names for them will do.
        let mut c = Components { part: EVERY_CITY };
        routes.iter().for_each(|r| c.join(r));
        c
    }
    /// Joins `r`'s two cities (a new own route: cheaper than building anew).
    pub(crate) fn join(&mut self, r: RouteId) {
        let route = r.route();
        if let (Some(a), Some(b)) = (self.part(route.a), self.part(route.b))
            && a != b
        {
            // A select per city, no branch: vectorised.
            for p in self.part.iter_mut() {
                *p = if *p == a { b } else { *p };
            }
        }
    }
    /// The part `city` is in (`None` for a city off the board).
    pub(crate) fn part(&self, city: CityId) -> Option<u8> {
        self.part[..NUM_CITIES].get(usize::from(city.0)).copied()
    }
    pub(crate) fn connected(&self, a: CityId, b: CityId) -> bool {
        match (self.part(a), self.part(b)) {
            (Some(x), Some(y)) => x == y,
            _ => false,
        }
    }
}

/// Each city in a part of its own (named by the city; the padding too).
const EVERY_CITY: [u8; 64] = {
    let mut part = [0u8; 64];
    let mut i = 0;
    while i < 64 {
        part[i] = i as u8;
        i += 1;
    }
    part
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::GameRng;

    /// A rollout joins a seat's new routes into its kept network instead of
    /// building it again: both must join exactly the same cities.
    #[test]
    fn a_network_grown_route_by_route_joins_what_one_built_at_once_joins() {
        let mut rng = GameRng::new(5);
        for _ in 0..200 {
            let (mut first, mut more) = (RouteSet::default(), RouteSet::default());
            for r in RouteId::all() {
                match rng.below(6) {
                    0 => first.insert(r),
                    1 => more.insert(r),
                    _ => {}
                }
            }
            let mut grown = Components::of(first);
            more.iter().for_each(|r| grown.join(r));
            let whole = Components::of(RouteSet(first.0 | more.0));
            for a in 0..NUM_CITIES as u8 {
                for b in 0..NUM_CITIES as u8 {
                    let (a, b) = (CityId(a), CityId(b));
                    assert_eq!(grown.connected(a, b), whole.connected(a, b));
                }
            }
        }
        assert!(!Components::of(RouteSet::default()).connected(CityId(0), CityId(1)));
    }
}
