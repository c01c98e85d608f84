//! Cheapest paths remembered by their ends and the costs they read. A
//! search depends only on the costs of the routes at the cities it settles,
//! and a decision's rollouts start from one board, so about half the
//! searches meet one already made: the same ends, those routes costing the
//! same or more (or less where that reaches no city sooner than the search
//! did), its path's the same (the rest of the board may differ; see
//! [`still_found`]).
use super::graph::{self, Costs};
use crate::data::{CityId, NUM_ROUTES};
use crate::state::RouteSet;
use std::cell::RefCell;

/// Remembered searches: a set of `WAYS` slots per bucket (a power of two of
/// them), picked by the ends; a new search replaces the set's oldest.
const BUCKETS: usize = 64;
const WAYS: usize = 8;

struct Slot {
    ends: (u8, u8),
    /// The routes the search read, and their costs then.
    read: RouteSet,
    cost: Costs,
    found: Option<(u32, RouteSet)>,
    /// The cities settled before the stop, and each city's distance when
    /// it stopped (exact for those; no less than the stop's for the rest).
    settled: u64,
    dist: [u32; 64],
}

thread_local! {
    // Per thread, so rollouts on several threads never wait for each other.
    static SEEN: RefCell<(Vec<Slot>, Vec<u8>)> = const { RefCell::new((Vec::new(), Vec::new())) };
}

/// Whether the search `s` remembers finds the same over `cost`: true when
/// `cost` is no lower than the old costs on every route the search read
/// (or lower only where [`too_long`] allows) and equal on the path it
/// found (route by route, stopping at the first that fails). Why that is exact, for `graph::distances` (the frontier's least
/// distance first, the lowest city among equals; a route sets a city's
/// distance and route in only when strictly shorter), with S the cities
/// settled before the stop (so the routes read are those touching S), D
/// the stop's distance and P the path:
///
/// 1. No city gets nearer where it matters: a new path to a city of S or
///    the stop either stays in S (all its routes read: no cheaper) or
///    leaves S at a city the old search had not settled, already D away.
///    So cities off S are at least D away, those of S no nearer than
///    before, and P's cities exactly as far (P costs the same).
/// 2. A city's route in is set by the first settled of its candidates (the
///    cities one route short of its distance). For a city of P, the new
///    candidates are old ones (its routes were read and rose or stayed, and
///    by 1 a candidate cannot have got nearer), but for the stop's, which
///    may also be off S, at distance D, by a route of cost 0 now.
/// 3. So it is enough that among the cities at one distance, every city q
///    of P is settled before any city y that the old search did not settle
///    before q. Take the first such y the new search settles. If q is not
///    yet reachable at that distance, its route in on P is of cost 0 from
///    an earlier city of P not yet settled either, and y is one for that
///    city too: go back along P until q is reachable, and so lower than y
///    in number (else q would come first). Then y was reachable in the new
///    search, from a nearer city (of S: the same route, no cheaper, a city
///    no nearer, so the old search reached y at this distance from the
///    start) or from a city z at this distance by a route of cost 0 now (z
///    is settled before y, so by the choice of y the old search settled z
///    before q, and z is in S: the route was read and cost 0 then too).
///    Either way the old search had y at this distance (or nearer, and
///    settled it sooner), reachable when it settled q, and lower in
///    number: it settled y first. So no such y.
///
/// A search that found nothing reached every city it could, each route out
/// of them unusable; no cost lower on those, so nothing more is reached.
fn still_found(s: &Slot, cost: &Costs) -> bool {
    // The path first: few routes, and where most changes fail.
    let path = s.found.map_or(0, |(_, p)| p.0);
    each(path, |i| s.cost.get(i) == cost.get(i))
        && each(s.read.0 & !path, |i| match (cost.get(i), s.cost.get(i)) {
            (Some(&now), Some(&then)) => now >= then || too_long(s, i, now),
            _ => false,
        })
}

/// Whether route `r`, now costing `c` (less than the search read), still
/// leads from each settled end no nearer than the other end was: then the
/// search is found unchanged too (what follows extends `still_found`'s
/// proof to such routes). With every settled city no nearer than before,
/// a path over `r` reaches the other end farther than its old distance (a
/// city of S) or than the stop's (any other): step 1 holds, since no
/// city of S or the stop gets nearer by it, and a city off S reached over
/// it is beyond the stop. In step 2, `r` makes no city of the path a
/// candidate (the other end is too far by it); in step 3, a city y reached
/// at some distance over `r` was nearer in the old search (y in S: settled
/// sooner, as there) or is beyond the stop, so not among the cities at the
/// path's distances. A search that found nothing has the stop's distance
/// `NO_WAY`: no city off S may become reachable, and none does.
fn too_long(s: &Slot, r: usize, c: u32) -> bool {
    let Some(route) = crate::data::ROUTES.get(r) else {
        return false;
    };
    let (a, b) = (usize::from(route.a.0) & 63, usize::from(route.b.0) & 63);
    // How far a city was: its distance in S, the stop's (`NO_WAY`: not
    // found) off S, where no city was nearer than the stop.
    let stop = s.found.map_or(graph::NO_WAY, |(d, _)| d);
    let from_to = |x: usize, y: usize| {
        s.settled >> x & 1 == 0 || s.dist[x].saturating_add(c) > s.dist[y].min(stop)
    };
    from_to(a, b) && from_to(b, a)
}

/// Whether `ok` holds for every route of `set` (stops at the first that fails).
#[inline(always)]
fn each(set: u128, ok: impl Fn(usize) -> bool) -> bool {
    for (half, first) in [(set as u64, 0), ((set >> 64) as u64, 64)] {
        let mut bits = half;
        while bits != 0 {
            let i = first + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            if !ok(i) {
                return false;
            }
        }
    }
    true
}

/// [`graph::cheapest_path`], read back when its slot holds a search with the
/// same ends that finds the same over these costs ([`still_found`]).
pub(crate) fn cheapest_path(from: CityId, to: CityId, cost: &Costs) -> Option<(u32, RouteSet)> {
    let ends = (from.0, to.0);
    let b = (usize::from(from.0) * 47 + usize::from(to.0)) & (BUCKETS - 1);
    SEEN.with_borrow_mut(|(slots, next)| {
        if slots.is_empty() {
            slots.extend((0..BUCKETS * WAYS).map(|_| Slot {
                ends: (u8::MAX, u8::MAX),
                read: RouteSet::default(),
                cost: [0; NUM_ROUTES],
                found: None,
                settled: 0,
                dist: [graph::NO_WAY; 64],
            }));
            next.resize(BUCKETS, 0);
        }
        let (Some(set), Some(&oldest)) = (slots.get_mut(b * WAYS..(b + 1) * WAYS), next.get(b))
        else {
            return graph::cheapest_path(from, to, cost);
        };
        // Newest first: the slots before the oldest (`next`, replaced next)
        // from the latest down, then the rest. No whole-array compare of
        // the costs first: it seldom matched (about 2 % of the slots with
        // the right ends), and `still_found` answers equal costs too.
        let (newer, older) = set.split_at(usize::from(oldest));
        if let Some(s) = newer
            .iter()
            .rev()
            .chain(older.iter().rev())
            .find(|s| s.ends == ends && still_found(s, cost))
        {
            return s.found;
        }
        // The oldest slot is searched into (its distances written in place).
        let (Some(n), Some(s)) = (next.get_mut(b), set.get_mut(usize::from(oldest))) else {
            return graph::cheapest_path(from, to, cost);
        };
        let (found, read, settled) = graph::cheapest_path_reading(from, to, cost, &mut s.dist);
        // Field by field: the costs copied once, straight into the slot.
        s.ends = ends;
        s.read = read;
        s.cost = *cost;
        s.found = found;
        s.settled = settled;
        *n = (*n + 1) % WAYS as u8;
        found
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::NUM_CITIES;
    use crate::rng::GameRng;

    /// Costs changed a few routes at a time, so searches often meet
    /// remembered ones: each answer must be the search's own.
    #[test]
    fn a_remembered_path_is_the_path_searched_anew() {
        let mut rng = GameRng::new(11);
        let mut cost: Costs = [0; NUM_ROUTES];
        for c in cost.iter_mut() {
            *c = 10 + rng.below(40) as u32;
        }
        for _ in 0..5000 {
            for _ in 0..rng.below(3) {
                let r = rng.below(NUM_ROUTES);
                cost[r] = match rng.below(4) {
                    0 => 0,
                    1 => graph::NO_WAY,
                    _ => 10 + rng.below(40) as u32,
                };
            }
            // Few ends, so most searches have been made before.
            let from = CityId(rng.below(6) as u8);
            let to = CityId((NUM_CITIES - 1 - rng.below(6)) as u8);
            assert_eq!(
                cheapest_path(from, to, &cost),
                graph::cheapest_path(from, to, &cost)
            );
        }
    }

    /// Costs of 0, 1 and 2 (many ties, many routes of cost 0) that mostly
    /// rise, so remembered searches are read back over costs that are not
    /// equal: each answer must still be the search's own.
    #[test]
    fn a_path_read_back_over_risen_costs_is_the_path_searched_anew() {
        let mut rng = GameRng::new(12);
        let (mut read_back, mut cost): (usize, Costs) = (0, [0; NUM_ROUTES]);
        for round in 0..20_000 {
            if round % 50 == 0 {
                for c in cost.iter_mut() {
                    *c = rng.below(3) as u32;
                }
            }
            for _ in 0..rng.below(4) {
                let r = rng.below(NUM_ROUTES);
                cost[r] = match rng.below(8) {
                    0 => rng.below(3) as u32,
                    1 => graph::NO_WAY,
                    _ => cost[r].saturating_add(1 + rng.below(2) as u32),
                };
            }
            let from = CityId(rng.below(4) as u8);
            let to = CityId((NUM_CITIES - 1 - rng.below(4)) as u8);
            // Whether a remembered search over other costs will answer.
            let risen = SEEN.with_borrow(|(slots, _)| {
                slots
                    .iter()
                    .any(|s| s.ends == (from.0, to.0) && s.cost != cost && still_found(s, &cost))
            });
            read_back += usize::from(risen);
            let got = cheapest_path(from, to, &cost);
            assert_eq!(got, graph::cheapest_path(from, to, &cost), "round {round}");
        }
        assert!(read_back > 1000, "{read_back}");
    }

    /// Costs that also fall on routes a search read (made free, as a
    /// plan's own path makes them, or cheaper), in blocks of few values
    /// (many ties) and of many: a search read back over such costs must
    /// still be the search's own.
    #[test]
    fn a_path_read_back_over_fallen_costs_is_the_path_searched_anew() {
        let mut rng = GameRng::new(13);
        let (mut read_back, mut cost): (usize, Costs) = (0, [0; NUM_ROUTES]);
        let mut span = 3;
        for round in 0..20_000 {
            if round % 40 == 0 {
                span = if round % 80 == 0 { 3 } else { 60 };
                for c in cost.iter_mut() {
                    *c = rng.below(span) as u32;
                }
            }
            for _ in 0..rng.below(4) {
                let r = rng.below(NUM_ROUTES);
                cost[r] = match rng.below(6) {
                    0 => 0,
                    1 => graph::NO_WAY,
                    2 => cost[r].saturating_add(1 + rng.below(span) as u32),
                    _ => rng.below(span) as u32,
                };
            }
            let from = CityId(rng.below(4) as u8);
            let to = CityId((NUM_CITIES - 1 - rng.below(4)) as u8);
            // Whether a remembered search over costs fallen on a route it
            // read will answer.
            let fallen = SEEN.with_borrow(|(slots, _)| {
                slots.iter().any(|s| {
                    s.ends == (from.0, to.0)
                        && !each(s.read.0, |i| cost[i] >= s.cost[i])
                        && still_found(s, &cost)
                })
            });
            read_back += usize::from(fallen);
            let got = cheapest_path(from, to, &cost);
            assert_eq!(got, graph::cheapest_path(from, to, &cost), "round {round}");
        }
        assert!(read_back > 500, "{read_back}");
    }
}
