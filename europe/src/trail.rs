//! E12's longest trail: a depth-first search over a seat's routes, and the
//! last few answers remembered per thread (a pure function of the routes:
//! Hard's rollouts often end with a seat's network as an earlier one did).
use crate::data::{NUM_CITIES, NUM_ROUTES, ROUTES, RouteId, RouteSet};
use std::cell::RefCell;

/// Answers remembered, each slot in turn replaced (16 read back as many as
/// 256, whose scan cost more than the searches it saved).
const REMEMBERED: usize = 16;

/// A trail's length in cars and its routes in order.
type Trail = (u32, Vec<RouteId>);

/// A remembered answer: the routes asked about, the trail's length, and
/// its routes in place (no allocation to keep one); or, not `exact`, only
/// that no trail is longer than `len` (a search for longer ones found none).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Seen {
    routes: RouteSet,
    len: u32,
    exact: bool,
    count: u8,
    path: [u8; NUM_ROUTES],
}

thread_local! {
    static SEEN: RefCell<(Vec<Seen>, usize)> = const { RefCell::new((Vec::new(), 0)) };
}

/// E12: the longest trail through `routes`, counted in cars. A trail may pass
/// a city more than once and close loops, but uses each route once.
pub fn longest_trail(routes: RouteSet) -> Trail {
    let as_trail = |found: &Seen| {
        let path = found
            .path
            .get(..usize::from(found.count))
            .unwrap_or_default();
        (found.len, path.iter().map(|&r| RouteId(r)).collect())
    };
    let known = SEEN.with_borrow(|(seen, _)| {
        let mut answers = seen.iter().filter(|s| s.exact);
        answers.find(|s| s.routes == routes).map(as_trail)
    });
    known.unwrap_or_else(|| {
        let found = search(routes, 0, u32::MAX);
        remember(found);
        as_trail(&found)
    })
}

/// The cars of [`longest_trail`] as far as a score that needs only who
/// holds the longest asks: `None` when fewer than `at_least` (taken as 1 at
/// least); else at least `at_least`, and exact when fewer than `stop` (the
/// search stops at the first trail of `stop` cars or more).
pub(crate) fn longest_trail_between(routes: RouteSet, at_least: u32, stop: u32) -> Option<u32> {
    let floor = at_least.max(1) - 1;
    // A stop at or below the floor would stop before any trail is met.
    let stop = stop.max(floor + 1);
    let known = SEEN.with_borrow(|(seen, _)| {
        let s = seen.iter().find(|s| s.routes == routes)?;
        // A bound above the floor leaves the answer open.
        (s.exact || s.len <= floor).then_some(s.len)
    });
    let len = known.unwrap_or_else(|| {
        let found = search(routes, floor, stop);
        // Stopped, the search knows only a bound below the answer.
        if found.len < stop {
            remember(found);
        }
        found.len
    });
    (len > floor).then_some(len)
}

/// The cars of `routes`: no trail through them is longer.
pub(crate) fn cars(routes: RouteSet) -> u32 {
    routes
        .iter()
        .map(|r| LENGTHS[r.0 as usize % NUM_ROUTES])
        .sum()
}

/// Remembers an answer in the next slot, in turn.
fn remember(found: Seen) {
    SEEN.with_borrow_mut(|(seen, next)| {
        if seen.len() < REMEMBERED {
            seen.push(found);
        } else if let Some(slot) = seen.get_mut(*next) {
            *slot = found;
        }
        *next = (*next + 1) % REMEMBERED;
    });
}

/// [`longest_trail`], searched over the routes numbered afresh: in one
/// `u64` when there are at most 64 (every real network: 45 trains), else
/// in a `u128` with the board's numbers. Only trails longer than `floor`
/// are looked for: with none, the answer is that none is longer than
/// `floor` (not exact unless `floor` is 0). The search stops at the first
/// trail of `stop` cars or more; before it, the answer is the first longest
/// trail (it meets trails in the same order whatever the floor: a floor
/// only cuts pieces and branches that cannot pass it).
fn search(routes: RouteSet, floor: u32, stop: u32) -> Seen {
    // Bits past the board name no route.
    let on_board = RouteSet(routes.0 & RouteSet::ALL.0);
    let found = if on_board.is_empty() {
        Seen {
            routes,
            len: floor,
            exact: false,
            count: 0,
            path: [0; NUM_ROUTES],
        }
    } else if on_board.len() <= 64 {
        search_in::<u64, 64>(on_board, floor, stop)
    } else {
        search_in::<u128, NUM_ROUTES>(on_board, floor, stop)
    };
    // Remembered under the routes asked about; a search from 0 that found
    // no route found the whole answer.
    let exact = found.exact || floor == 0;
    Seen {
        routes,
        exact,
        ..found
    }
}

/// A set of routes by their numbers in a [`Board`].
pub(crate) trait Bits:
    Copy
    + Default
    + PartialEq
    + std::ops::BitAnd<Output = Self>
    + std::ops::BitOr<Output = Self>
    + std::ops::BitOrAssign
    + std::ops::BitAndAssign
    + std::ops::Not<Output = Self>
{
    /// The set of route `i` alone.
    fn one(i: usize) -> Self;
    /// The lowest route's number, taken out of the set; `None` when empty.
    fn take_lowest(&mut self) -> Option<usize>;
    /// Whether the set holds two routes or more.
    fn several(self) -> bool;
}

/// The same three operations for both widths.
macro_rules! bits_for {
    ($t:ty, $mask:expr) => {
        impl Bits for $t {
            #[inline(always)]
            fn one(i: usize) -> Self {
                1 << (i & $mask)
            }
            #[inline(always)]
            fn take_lowest(&mut self) -> Option<usize> {
                if *self == 0 {
                    return None;
                }
                let i = self.trailing_zeros() as usize;
                *self &= *self - 1;
                Some(i)
            }
            #[inline(always)]
            fn several(self) -> bool {
                self & self.wrapping_sub(1) != 0
            }
        }
    };
}
bits_for!(u64, 63);
bits_for!(u128, 127);

/// One search's routes numbered 0.. in id order (so bit order stays route
/// order and the search meets trails in the same order): each city's
/// routes, and each route's cars, first city, ends xor-ed and board id.
struct Board<B, const N: usize> {
    /// 64 places, read at `city & 63`: no bounds check (ids are below 64).
    at: [B; 64],
    lengths: [u32; N],
    first: [u8; N],
    ends: [u8; N],
    ids: [u8; N],
}

impl<B: Bits, const N: usize> Board<B, N> {
    /// The routes of route `i`'s two cities.
    #[inline(always)]
    fn touching(&self, i: usize) -> B {
        let a = self.first[i] as usize;
        let b = a ^ self.ends[i] as usize;
        self.at[a & 63] | self.at[b & 63]
    }
    /// Route `i`'s two cities as bits.
    #[inline(always)]
    fn cities(&self, i: usize) -> u64 {
        let a = self.first[i] as u32;
        1u64.wrapping_shl(a) | 1u64.wrapping_shl(a ^ self.ends[i] as u32)
    }
}

/// [`search`] with at most `N` routes (the caller checked), numbered in `B`.
pub(crate) fn search_in<B: Bits, const N: usize>(routes: RouteSet, floor: u32, stop: u32) -> Seen {
    let mut board = Board::<B, N> {
        at: [B::default(); 64],
        lengths: [0; N],
        first: [0; N],
        ends: [0; N],
        ids: [0; N],
    };
    // Cities with an odd number of the routes, and with any, as bits: each
    // route flips its two ends (cheaper than counting bits per city without
    // `popcnt`).
    let (mut odd_at, mut present, mut all) = (0u64, 0u64, B::default());
    for (k, r) in routes.iter().enumerate().take(N) {
        let i = r.0 as usize;
        let route = r.route();
        board.lengths[k] = LENGTHS[i];
        board.first[k] = route.a.0;
        board.ends[k] = route.a.0 ^ route.b.0;
        board.ids[k] = r.0;
        let bit = B::one(k);
        board.at[route.a.0 as usize] |= bit;
        board.at[route.b.0 as usize] |= bit;
        all |= bit;
        odd_at ^= ENDS_BITS[i];
        present |= ENDS_BITS[i];
    }
    // A trail stays in its start's connected piece of the network: only
    // that piece bounds how long it can grow (a tighter cut than all the
    // cars, same search order, so the same answer). Each piece: its routes,
    // its cars and its cities, found from its lowest city, and its bound.
    //
    // In a piece with odd cities every longest trail starts at one: at a
    // city with an even number of routes an open trail leaves one of them
    // unused, and taking it first makes the trail longer (a closed trail
    // that does not use the whole piece grows the same way, and one that
    // does means no city is odd). So the first longest trail the search
    // meets starts at an odd city, and only those are starts (`starts`);
    // a piece no trail of which passes the floor has none.
    // A piece has two cities at least.
    let mut pieces = [Piece::<B>::default(); NUM_CITIES / 2];
    let mut found = 0;
    let (mut unvisited, mut left, mut starts) = (all, present, 0u64);
    while left != 0 {
        let c = left.trailing_zeros() as usize;
        let at = board.at[c & 63];
        let mut piece = Piece::of(&board, unvisited, at);
        piece.cap = piece.bound(odd_at);
        unvisited &= !piece.routes;
        left &= !piece.cities & !(1 << c);
        if piece.cap.min(stop) > floor {
            let odd = piece.cities & odd_at;
            starts |= if odd != 0 { odd } else { piece.cities };
        }
        if let Some(slot) = pieces.get_mut(found) {
            *slot = piece;
            found += 1;
        }
    }
    let pieces = &pieces[..found];
    let mut search = TrailSearch {
        board: &board,
        path: [0; N],
        best_len: floor,
        best_path: [0; N],
        best_depth: 0,
        cap: 0,
    };
    // The starts, in id order.
    while starts != 0 {
        let c = starts.trailing_zeros() as usize;
        starts &= starts - 1;
        let Some(piece) = pieces.iter().find(|p| p.cities >> c & 1 == 1) else {
            continue;
        };
        search.cap = piece.cap.min(stop);
        if search.best_len < search.cap {
            search.extend(c, piece.routes, 0, 0);
        }
    }
    let mut path = [0u8; NUM_ROUTES];
    let found = search
        .best_path
        .get(..search.best_depth)
        .unwrap_or_default();
    for (slot, &k) in path.iter_mut().zip(found) {
        *slot = board.ids.get(k as usize).copied().unwrap_or(0);
    }
    Seen {
        routes,
        len: search.best_len,
        exact: search.best_len > floor && search.best_len < stop,
        count: found.len().min(NUM_ROUTES) as u8,
        path,
    }
}

/// A connected piece of a network: its routes, their cars, their cities,
/// how many of its routes have each length (a byte each, length 1 lowest)
/// and the most cars a trail in it can have.
#[derive(Clone, Copy, Default)]
struct Piece<B> {
    routes: B,
    cars: u32,
    cities: u64,
    by_length: u64,
    cap: u32,
}

impl<B: Bits> Piece<B> {
    /// The piece of `routes` connected to the routes `seed` (a subset).
    fn of<const N: usize>(board: &Board<B, N>, routes: B, seed: B) -> Piece<B> {
        let mut p = Piece::<B>::default();
        let mut frontier = seed;
        // Each route enters the frontier once.
        while frontier != B::default() {
            p.routes |= frontier;
            let mut touching = B::default();
            let mut each = frontier;
            while let Some(i) = each.take_lowest() {
                let length = board.lengths[i % N];
                p.cars += length;
                // Lengths are 1 to 8 (a byte each); fewer than 256 routes.
                p.by_length += 1 << ((length.wrapping_sub(1) * 8) & 63);
                p.cities |= board.cities(i);
                touching |= board.touching(i);
            }
            frontier = touching & routes & !p.routes;
        }
        p
    }

    /// The most cars a trail in the piece can have: its cars less its
    /// shortest routes that every trail leaves unused. A trail's routes meet
    /// an odd number of times at two cities at most (its ends), so the
    /// unused routes must change that parity at every city of the piece
    /// with an odd number of routes (`odd_at`) but two; a route changes it
    /// at its two ends, so at least (odd cities - 2) / 2 routes are unused.
    fn bound(&self, odd_at: u64) -> u32 {
        let odd = (self.cities & odd_at).count_ones();
        let mut unused = odd.saturating_sub(2) / 2;
        let (mut cap, mut by_length, mut length) = (self.cars, self.by_length, 1);
        while unused > 0 && by_length != 0 {
            let n = ((by_length & 0xff) as u32).min(unused);
            cap = cap.saturating_sub(n * length);
            unused -= n;
            by_length >>= 8;
            length += 1;
        }
        cap
    }
}

/// Each route's cars.
const LENGTHS: [u32; NUM_ROUTES] = {
    let mut l = [0u32; NUM_ROUTES];
    let mut i = 0;
    while i < NUM_ROUTES {
        l[i] = ROUTES[i].length as u32;
        i += 1;
    }
    l
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
/// (`path[..depth]`, routes by their numbers in `board`), the longest
/// found so far, and the most cars a trail in the start's piece can have.
struct TrailSearch<'a, B, const N: usize> {
    board: &'a Board<B, N>,
    path: [u8; N],
    best_len: u32,
    best_path: [u8; N],
    best_depth: usize,
    cap: u32,
}

impl<B: Bits, const N: usize> TrailSearch<'_, B, N> {
    /// Extends the trail `path[..depth]` (of `len` cars, ending at `city`,
    /// longer than none found before it could be) by every unused route at
    /// `city`, depth first in route order. The first trail found of the
    /// greatest length is kept. No trail in the start's piece has more
    /// than `cap` cars, so no branch can become strictly longer once a trail
    /// of `cap` cars is found: the search stops there, with the same answer
    /// as without stopping.
    fn extend(&mut self, city: usize, unused: B, len: u32, depth: usize) {
        let board = self.board;
        let mut here = unused & board.at[city & 63];
        while let Some(i) = here.take_lowest() {
            // Read at `% N`, no bounds check: `i` and `depth` are below the
            // routes' count, at most `N` (each step uses a route).
            self.path[depth % N] = i as u8;
            let (length, ends) = (board.lengths[i % N], board.ends[i % N]);
            let (next, left, longer) = (city ^ ends as usize, unused & !B::one(i), len + length);
            if longer > self.best_len {
                self.best_len = longer;
                self.best_path = self.path;
                self.best_depth = depth + 1;
                if longer >= self.cap {
                    return;
                }
            }
            // A city with one unused route left is passed through here, not
            // searched from (its search would take that route alone), and a
            // dead end is not searched from: its trail was just weighed.
            let (mut at, mut left, mut longer, mut depth) = (next, left, longer, depth + 1);
            loop {
                let mut onward = left & board.at[at & 63];
                if onward.several() {
                    self.extend(at, left, longer, depth);
                    if self.best_len >= self.cap {
                        return;
                    }
                    break;
                }
                let Some(j) = onward.take_lowest() else {
                    break;
                };
                self.path[depth % N] = j as u8;
                at ^= board.ends[j % N] as usize;
                left &= !B::one(j);
                longer += board.lengths[j % N];
                depth += 1;
                if longer > self.best_len {
                    self.best_len = longer;
                    self.best_path = self.path;
                    self.best_depth = depth;
                    if longer >= self.cap {
                        return;
                    }
                }
            }
        }
    }
}
