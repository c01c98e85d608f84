//! E12's longest trail: a depth-first search over a seat's routes, and the
//! last few answers remembered per thread (a pure function of the routes:
//! Hard's rollouts often end with a seat's network as an earlier one did).
use crate::data::{NUM_CITIES, NUM_ROUTES, ROUTES, RouteId};
use crate::masks::CITY_ROUTES;
use crate::state::RouteSet;
use std::cell::RefCell;

/// Answers remembered, each slot in turn replaced (16 read back as many as
/// 256, whose scan cost more than the searches it saved).
const REMEMBERED: usize = 16;

/// A trail's length in cars and its routes in order.
type Trail = (u32, Vec<RouteId>);

/// A remembered answer: the routes asked about, the trail's length, and
/// its routes in place (no allocation to keep one).
#[derive(Clone, Copy)]
struct Seen {
    routes: RouteSet,
    len: u32,
    count: u8,
    path: [u8; NUM_ROUTES],
}

thread_local! {
    static SEEN: RefCell<(Vec<Seen>, usize)> = const { RefCell::new((Vec::new(), 0)) };
}

/// E12: the longest trail through `routes`, counted in cars. A trail may pass
/// a city more than once and close loops, but uses each route once.
pub fn longest_trail(routes: RouteSet) -> Trail {
    let known = SEEN.with_borrow(|(seen, _)| {
        let s = seen.iter().find(|s| s.routes == routes)?;
        let path = s.path.get(..usize::from(s.count))?;
        Some((s.len, path.iter().map(|&r| RouteId(r)).collect()))
    });
    if let Some(found) = known {
        return found;
    }
    let found = search(routes);
    let mut path = [0u8; NUM_ROUTES];
    for (slot, r) in path.iter_mut().zip(&found.1) {
        *slot = r.0;
    }
    let remembered = Seen {
        routes,
        len: found.0,
        count: found.1.len().min(NUM_ROUTES) as u8,
        path,
    };
    SEEN.with_borrow_mut(|(seen, next)| {
        if seen.len() < REMEMBERED {
            seen.push(remembered);
        } else if let Some(slot) = seen.get_mut(*next) {
            *slot = remembered;
        }
        *next = (*next + 1) % REMEMBERED;
    });
    found
}

/// [`longest_trail`], searched.
fn search(routes: RouteSet) -> Trail {
    // Bits past the board name no route.
    let routes = RouteSet(routes.0 & RouteSet::ALL.0);
    if routes.is_empty() {
        return (0, Vec::new());
    }
    let mut search = TrailSearch {
        path: [0; NUM_ROUTES],
        best_len: 0,
        best_path: Vec::with_capacity(routes.len() as usize),
    };
    // Cities with an odd number of the routes, and with any, as bits: each
    // route flips its two ends (cheaper than counting bits per city without
    // `popcnt`).
    let (mut odd_at, mut present) = (0u64, 0u64);
    for r in routes.iter() {
        odd_at ^= ENDS_BITS[r.0 as usize];
        present |= ENDS_BITS[r.0 as usize];
    }
    // A trail stays in its start's connected piece of the network: only
    // that piece's cars bound how long it can grow (a tighter cut than all
    // the cars, same search order, so the same answer). Each piece: its
    // routes, its cars and its cities, found from its lowest city.
    let mut pieces = [Piece::default(); NUM_CITIES];
    let mut found = 0;
    let (mut unvisited, mut left) = (routes.0, present);
    while left != 0 {
        let c = left.trailing_zeros() as usize;
        let at = CITY_ROUTES.get(c).copied().unwrap_or(0);
        let piece = Piece::of(unvisited, routes.0 & at);
        unvisited &= !piece.routes;
        left &= !piece.cities & !(1 << c);
        if let Some(slot) = pieces.get_mut(found) {
            *slot = piece;
            found += 1;
        }
    }
    let pieces = &pieces[..found];
    // Every city with routes, in id order.
    let mut cities = present;
    while cities != 0 {
        let c = cities.trailing_zeros() as usize;
        cities &= cities - 1;
        let Some(piece) = pieces.iter().find(|p| p.cities >> c & 1 == 1) else {
            continue;
        };
        // In a piece with odd cities every longest trail starts at one: at
        // a city with an even number of routes an open trail leaves one of
        // them unused, and taking it first makes the trail longer (a closed
        // trail that does not use the whole piece grows the same way, and
        // one that does means no city is odd). So the first longest trail
        // the search meets starts at an odd city, and skipping the others
        // finds the same one.
        if piece.cities & odd_at != 0 && odd_at >> c & 1 == 0 {
            continue;
        }
        search.extend(c, piece.routes, piece.cars, 0, 0);
    }
    (search.best_len, search.best_path)
}

/// A connected piece of a network: its routes, their cars, their cities.
#[derive(Clone, Copy, Default)]
struct Piece {
    routes: u128,
    cars: u32,
    cities: u64,
}

impl Piece {
    /// The piece of `routes` connected to the routes `seed` (a subset).
    fn of(routes: u128, seed: u128) -> Piece {
        let mut p = Piece::default();
        let mut frontier = seed;
        // Each route enters the frontier once.
        while frontier != 0 {
            p.routes |= frontier;
            let mut touching = 0u128;
            for r in RouteSet(frontier).iter() {
                let i = r.0 as usize;
                p.cars += LENGTHS[i];
                p.cities |= ENDS_BITS[i];
                let route = r.route();
                touching |= CITY_ROUTES[route.a.0 as usize] | CITY_ROUTES[route.b.0 as usize];
            }
            frontier = touching & routes & !p.routes;
        }
        p
    }
}

/// Each route's cars, and its two cities' ids xor-ed (the city at one end
/// xor this is the other end).
const LENGTHS: [u32; NUM_ROUTES] = {
    let mut l = [0u32; NUM_ROUTES];
    let mut i = 0;
    while i < NUM_ROUTES {
        l[i] = ROUTES[i].length as u32;
        i += 1;
    }
    l
};
const ENDS: [usize; NUM_ROUTES] = {
    let mut e = [0usize; NUM_ROUTES];
    let mut i = 0;
    while i < NUM_ROUTES {
        e[i] = (ROUTES[i].a.0 ^ ROUTES[i].b.0) as usize;
        i += 1;
    }
    e
};
/// Each route's two cities as bits (every city id is below 64).
const ENDS_BITS: [u64; NUM_ROUTES] = {
    assert!(NUM_CITIES <= 64);
    let mut e = [0u64; NUM_ROUTES];
    let mut i = 0;
    while i < NUM_ROUTES {
        e[i] = 1 << ROUTES[i].a.0 | 1 << ROUTES[i].b.0;
        i += 1;
    }
    e
};

/// The depth-first search for the longest trail: the trail being extended
/// (`path[..depth]`) and the longest found so far.
struct TrailSearch {
    path: [u8; NUM_ROUTES],
    best_len: u32,
    best_path: Vec<RouteId>,
}

impl TrailSearch {
    /// Extends the trail `path[..depth]` (of `len` cars, ending at `city`)
    /// by every unused route at `city`, depth first in route order. The
    /// first trail found of the greatest length is kept, so a branch that
    /// cannot become strictly longer (`remaining`: the cars of every unused
    /// route) is cut: the answer is the same as without cutting, found sooner.
    fn extend(&mut self, city: usize, unused: u128, remaining: u32, len: u32, depth: usize) {
        if len > self.best_len {
            self.best_len = len;
            self.best_path.clear();
            let path = self.path.get(..depth).unwrap_or_default();
            self.best_path.extend(path.iter().map(|&r| RouteId(r)));
        }
        if len + remaining <= self.best_len {
            return;
        }
        // The routes here as two 64-bit halves, low first (route order): a
        // bit found and cleared in a `u64` is cheaper than in a `u128`.
        let here = unused & CITY_ROUTES[city];
        let mut low = here as u64;
        while low != 0 {
            let bit = low & low.wrapping_neg();
            low ^= bit;
            let i = bit.trailing_zeros() as usize;
            if !self.take(i, bit as u128, city, unused, remaining, len, depth) {
                return;
            }
        }
        let mut high = (here >> 64) as u64;
        while high != 0 {
            let bit = high & high.wrapping_neg();
            high ^= bit;
            let i = 64 + bit.trailing_zeros() as usize;
            if !self.take(i, (bit as u128) << 64, city, unused, remaining, len, depth) {
                return;
            }
        }
    }

    /// Extends the trail by route `i` (`bit` its set), leaving `city`;
    /// false when the trail cannot grow (more routes than the board's).
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn take(
        &mut self,
        i: usize,
        bit: u128,
        city: usize,
        unused: u128,
        remaining: u32,
        len: u32,
        depth: usize,
    ) -> bool {
        let Some(slot) = self.path.get_mut(depth) else {
            return false;
        };
        *slot = i as u8;
        let length = LENGTHS[i];
        self.extend(
            city ^ ENDS[i],
            unused & !bit,
            remaining - length,
            len + length,
            depth + 1,
        );
        true
    }
}
