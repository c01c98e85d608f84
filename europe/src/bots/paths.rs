//! Cheapest paths remembered by their ends and the costs they read. A
//! search depends only on the costs of the routes at the cities it settles,
//! and a decision's rollouts start from one board, so about half the
//! searches meet one already made: the same ends, those routes costing the
//! same (the rest of the board may differ).
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
}

thread_local! {
    // Per thread, so rollouts on several threads never wait for each other.
    static SEEN: RefCell<(Vec<Slot>, Vec<u8>)> = const { RefCell::new((Vec::new(), Vec::new())) };
}

/// Whether `a` and `b` agree on every route of `read` (stops at the first
/// difference: a chunked comparison without branches was slower).
fn same_on(read: RouteSet, a: &Costs, b: &Costs) -> bool {
    for (half, first) in [(read.0 as u64, 0), ((read.0 >> 64) as u64, 64)] {
        let mut bits = half;
        while bits != 0 {
            let i = first + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            if a.get(i) != b.get(i) {
                return false;
            }
        }
    }
    true
}

/// [`graph::cheapest_path`], read back when its slot holds a search with the
/// same ends over costs equal on every route it read (so it found the same).
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
            }));
            next.resize(BUCKETS, 0);
        }
        let (Some(set), Some(&oldest)) = (slots.get_mut(b * WAYS..(b + 1) * WAYS), next.get(b))
        else {
            return graph::cheapest_path(from, to, cost);
        };
        // Newest first: the slots before the oldest (`next`, replaced next)
        // from the latest down, then the rest.
        let (newer, older) = set.split_at(usize::from(oldest));
        if let Some(s) = newer
            .iter()
            .rev()
            .chain(older.iter().rev())
            .find(|s| s.ends == ends && (s.cost == *cost || same_on(s.read, &s.cost, cost)))
        {
            return s.found;
        }
        let (found, read) = graph::cheapest_path_reading(from, to, cost);
        let Some(n) = next.get_mut(b) else {
            return found;
        };
        if let Some(s) = set.get_mut(usize::from(*n)) {
            *s = Slot {
                ends,
                read,
                cost: *cost,
                found,
            };
        }
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
}
