//! The map as a graph for planning: which routes meet at a city, which routes
//! a seat may still claim, and cheapest paths under a per-route cost.
use crate::data::{CityId, NUM_CITIES, NUM_ROUTES, ROUTES, RouteId};
/// The cheapest cost of joining two cities under per-route costs (`u32::MAX`:
/// unusable); for the determinizer's guesses about opponents' tickets.
pub(crate) fn path_cost(from: CityId, to: CityId, cost: &[u32; NUM_ROUTES]) -> Option<u32> {
    cheapest_path(from, to, cost).map(|(c, _)| c)
}

#[cfg(test)]
use crate::masks::MAX_DEGREE;
use crate::state::{RouteSet, Seat};

// Dijkstra's frontier in buckets (a file of its own, read with this one).
#[path = "frontier.rs"]
mod frontier;
use frontier::{BUCKETS, Occupied, leave};

// Dijkstra keeps its frontier in a u64.
const _: () = assert!(NUM_CITIES <= 64);

/// Cost of a route that cannot be used at all.
pub(crate) const NO_WAY: u32 = u32::MAX;

/// Per-route costs, indexed by `RouteId`.
pub(crate) type Costs = [u32; NUM_ROUTES];

/// For each city: how many routes meet there, and each as (route, city at
/// the other end), in route order. Built at compile time into one array;
/// the tests' plain Dijkstra walks it (`distances` walks route bits).
#[cfg(test)]
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

/// Each route's two cities xor-ed: the other end of a route from `u` is
/// its entry `^ u`.
const ENDS_XOR: [u8; NUM_ROUTES] = {
    let mut x = [0u8; NUM_ROUTES];
    let mut i = 0;
    while i < NUM_ROUTES {
        x[i] = ROUTES[i].a.0 ^ ROUTES[i].b.0;
        i += 1;
    }
    x
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
    let mut dist = [NO_WAY; 64];
    let (via, _, _) = distances(from, cost, to, &mut dist);
    path_to(from, to, &dist, &via)
}

/// [`cheapest_path`], and what the search read: the routes whose costs it
/// read (those at the cities settled before its stop; the same search over
/// costs equal on these routes finds the same path, whatever the others
/// cost), those cities as bits, and into `dist` each city's distance
/// (exact for those cities; written in place: the caller keeps it).
pub(crate) fn cheapest_path_reading(
    from: CityId,
    to: CityId,
    cost: &Costs,
    dist: &mut [u32; 64],
) -> (Option<(u32, RouteSet)>, RouteSet, u64) {
    let (via, read, settled) = distances(from, cost, to, dist);
    (path_to(from, to, dist, &via), RouteSet(read), settled)
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
    let mut dist = [NO_WAY; 64];
    let (via, _, _) = distances(from, cost, to, &mut dist);
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
/// included), gathered as each city is settled, and those cities.
///
/// The city settled next is the frontier's nearest, the lowest-numbered
/// among equals. The frontier is kept in buckets by distance modulo
/// `BUCKETS` (a city's bit in its distance's bucket), so the nearest is the
/// lowest bit of the first non-empty bucket from the last settled distance:
/// no scan of the whole frontier at each step (about half the steps settle
/// a city at the same distance as the one before). A city reached
/// `BUCKETS` or more beyond the last settled distance would share a bucket
/// with a nearer one, so it is kept apart (`far`), and while any is, the
/// nearest is found by scanning the whole frontier as before.
fn distances(
    from: CityId,
    cost: &Costs,
    stop: CityId,
    dist: &mut [u32; 64],
) -> ([u8; 64], u128, u64) {
    // 64 places, one per bit of the frontier: reading a frontier city's
    // distance needs no bounds check.
    *dist = [NO_WAY; 64];
    let mut via = [NOT_REACHED; 64];
    let mut read = 0u128;
    let mut settled = 0u64;
    if from.0 as usize >= NUM_CITIES {
        return (via, read, settled);
    }
    dist[from.0 as usize] = 0;
    // Cities reached but not settled, as bits; the same cities in their
    // buckets (but those in `far`), and which buckets are not empty.
    let mut frontier: u64 = 1 << from.0;
    let mut far: u64 = 0;
    let mut bucket = [0u64; BUCKETS];
    bucket[0] = frontier;
    let mut occupied = Occupied(1, 0);
    let mut best = 0u32;
    while frontier != 0 {
        let u = if far == 0 {
            // Cities at the last settled distance first (half the steps).
            let here = best as usize % BUCKETS;
            let b = if bucket[here] != 0 {
                here
            } else {
                occupied.first_from(here)
            };
            let Some(cities) = bucket.get_mut(b) else {
                break;
            };
            let u = cities.trailing_zeros() as usize & 63;
            *cities &= *cities - 1;
            if *cities == 0 {
                occupied.clear(b);
            }
            u
        } else {
            let mut bits = frontier;
            let mut nearest = NO_WAY;
            let mut u = 0usize;
            while bits != 0 {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if dist[i] < nearest {
                    nearest = dist[i];
                    u = i;
                }
            }
            if far >> u & 1 == 1 {
                far &= !(1u64 << u);
            } else {
                leave(&mut bucket, &mut occupied, dist[u], u);
            }
            u
        };
        best = dist[u];
        frontier &= !(1u64 << u);
        if stop.0 as usize == u {
            break;
        }
        // No check for unusable routes: their sums saturate at `NO_WAY` and
        // never improve a distance. Settled cities are skipped (their
        // distance is never improved, costs not being negative): the routes
        // to them are those already read (each touches a settled city, and
        // `u` is not yet in `read`), so only `u`'s other routes are walked,
        // as bits in route order (the order of the adjacency lists before),
        // each one's other end its cities' xor with `u`.
        let Some(&here) = crate::masks::CITY_ROUTES.get(u) else {
            break;
        };
        let open = here & !read;
        read |= here;
        settled |= 1u64 << u;
        for (half, first) in [(open as u64, 0usize), ((open >> 64) as u64, 64)] {
            let mut bits = half;
            while bits != 0 {
                let r = first + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let (Some(&ends), Some(&c)) = (ENDS_XOR.get(r), cost.get(r)) else {
                    continue;
                };
                let o = (usize::from(ends) ^ u) & 63;
                let r = r as u8;
                let nd = best.saturating_add(c);
                if nd < dist[o] {
                    // Out of its old place, if it had one (a settled city is
                    // never relaxed: see above).
                    if dist[o] != NO_WAY {
                        if far >> o & 1 == 1 {
                            far &= !(1u64 << o);
                        } else {
                            leave(&mut bucket, &mut occupied, dist[o], o);
                        }
                    }
                    dist[o] = nd;
                    via[o] = r;
                    frontier |= 1u64 << o;
                    if nd - best < BUCKETS as u32 {
                        let b = nd as usize % BUCKETS;
                        bucket[b] |= 1u64 << o;
                        occupied.set(b);
                    } else {
                        far |= 1u64 << o;
                    }
                }
            }
        }
    }
    (via, read, settled)
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

    /// Dijkstra as it was before its buckets: the whole frontier scanned
    /// for the nearest (the lowest-numbered among equals) at each step.
    fn distances_by_scan(from: CityId, cost: &Costs, stop: CityId) -> ([u32; 64], [u8; 64], u128) {
        let (mut dist, mut via, mut read) = ([NO_WAY; 64], [NOT_REACHED; 64], 0u128);
        dist[from.0 as usize] = 0;
        let mut frontier: u64 = 1 << from.0;
        while frontier != 0 {
            let (mut best, mut u) = (NO_WAY, 0usize);
            for (i, &d) in dist.iter().enumerate() {
                if frontier >> i & 1 == 1 && d < best {
                    (best, u) = (d, i);
                }
            }
            frontier &= !(1u64 << u);
            if stop.0 as usize == u {
                break;
            }
            read |= crate::masks::CITY_ROUTES[u];
            for &(r, other) in &ADJACENCY.1[u][..ADJACENCY.0[u] as usize] {
                let (o, nd) = (other as usize, best.saturating_add(cost[r as usize]));
                if nd < dist[o] {
                    (dist[o], via[o]) = (nd, r);
                    frontier |= 1u64 << o;
                }
            }
        }
        (dist, via, read)
    }

    /// Costs with many ties and routes of cost 0, and some above the
    /// buckets' span: the buckets settle the cities in the scan's order.
    #[test]
    fn the_bucketed_search_settles_as_the_frontier_scan_does() {
        let mut rng = GameRng::new(9);
        for round in 0..3000 {
            let span = [3, 40, 140, 400][round % 4];
            let mut cost: Costs = [0; NUM_ROUTES];
            for c in cost.iter_mut() {
                *c = match rng.below(10) {
                    0 => NO_WAY,
                    1 => 0,
                    _ => rng.below(span) as u32,
                };
            }
            let from = CityId(rng.below(NUM_CITIES) as u8);
            let stop = CityId(rng.below(NUM_CITIES) as u8);
            let mut dist = [0; 64];
            let (via, read, settled) = distances(from, &cost, stop, &mut dist);
            assert_eq!(
                (dist, via, read),
                distances_by_scan(from, &cost, stop),
                "round {round}"
            );
            // The cities settled are those whose routes were read.
            let cities = (0..NUM_CITIES).filter(|&c| settled >> c & 1 == 1);
            let routes = cities.fold(0, |r, c| r | crate::masks::CITY_ROUTES[c]);
            assert_eq!(routes, read, "round {round}");
        }
    }

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
