//! Route sets of the board computed at compile time, so the hot paths
//! (legal actions, the longest trail, the bots' planner) test a whole set of
//! routes with a few bit operations instead of looking at each route.
use crate::cards::{CardColor, Hand};
use crate::data::{CityId, NUM_CITIES, NUM_ROUTES, ROUTES, RouteId, RouteSet};

/// Routes touching each city.
pub(crate) const CITY_ROUTES: [u128; NUM_CITIES] = {
    let mut m = [0u128; NUM_CITIES];
    let mut i = 0;
    while i < NUM_ROUTES {
        m[ROUTES[i].a.0 as usize] |= 1 << i;
        m[ROUTES[i].b.0 as usize] |= 1 << i;
        i += 1;
    }
    m
};

/// Most routes at one city.
pub(crate) const MAX_DEGREE: usize = {
    let mut most = 0;
    let mut c = 0;
    while c < NUM_CITIES {
        let n = CITY_ROUTES[c].count_ones() as usize;
        if n > most {
            most = n;
        }
        c += 1;
    }
    most
};

/// Index of the gray routes in [`COLOR_ROUTES`]; colours use `CardColor::index`.
pub(crate) const GRAY: usize = 8;

/// Routes of each colour (by `CardColor::index`), gray ones at [`GRAY`].
pub(crate) const COLOR_ROUTES: [u128; 9] = {
    let mut m = [0u128; 9];
    let mut i = 0;
    while i < NUM_ROUTES {
        let k = match ROUTES[i].color {
            Some(c) => c as usize,
            None => GRAY,
        };
        m[k] |= 1 << i;
        i += 1;
    }
    m
};

/// The longest route of the board.
pub(crate) const MAX_LENGTH: usize = 8;

/// Routes of at most `k` cars, for `k` up to [`MAX_LENGTH`].
pub(crate) const LENGTH_AT_MOST: [u128; MAX_LENGTH + 1] = {
    let mut m = [0u128; MAX_LENGTH + 1];
    let mut i = 0;
    while i < NUM_ROUTES {
        let mut k = ROUTES[i].length as usize;
        while k <= MAX_LENGTH {
            m[k] |= 1 << i;
            k += 1;
        }
        i += 1;
    }
    m
};

/// Routes of at most `n` cars (any `n`).
pub(crate) fn length_at_most(n: u8) -> u128 {
    LENGTH_AT_MOST[(n as usize).min(MAX_LENGTH)]
}

/// The other half of each double route (itself for a single route).
const TWIN: [u8; NUM_ROUTES] = {
    let mut t = [0u8; NUM_ROUTES];
    let mut i = 0;
    while i < NUM_ROUTES {
        t[i] = match ROUTES[i].double_of {
            Some(d) => d.0,
            None => i as u8,
        };
        i += 1;
    }
    t
};

/// Routes that are half of a double route.
const DOUBLES: u128 = {
    let mut m = 0u128;
    let mut i = 0;
    while i < NUM_ROUTES {
        if ROUTES[i].double_of.is_some() {
            m |= 1 << i;
        }
        i += 1;
    }
    m
};

/// Double routes whose twin is the next route id (then the twin of the
/// next is this one).
const TWIN_NEXT: u128 = {
    let mut m = 0u128;
    let mut i = 0;
    while i < NUM_ROUTES {
        if TWIN[i] as usize == i + 1 {
            m |= 1 << i;
        }
        i += 1;
    }
    m
};

/// Whether every double route's twin is next to it in id order (the
/// board's data is): then [`twins_of`] is two shifts.
const TWINS_ADJACENT: bool = DOUBLES == TWIN_NEXT | TWIN_NEXT << 1;

/// The other halves of the double routes in `routes`.
pub(crate) fn twins_of(routes: u128) -> u128 {
    if TWINS_ADJACENT {
        return (routes & TWIN_NEXT) << 1 | (routes >> 1 & TWIN_NEXT);
    }
    let mut bits = routes & DOUBLES;
    let mut out = 0u128;
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        out |= 1 << TWIN[i];
    }
    out
}

/// Routes `seat` may never claim as the board stands, whatever its cards and
/// trains (E5): claimed ones, and the twin of a claimed double route (closed
/// to all with 2–3 players, to its owner with 4–5). `owned` is each seat's
/// routes; `players` their number.
pub(crate) fn closed_for(
    seat: usize,
    owned: impl Iterator<Item = u128> + Clone,
    players: usize,
) -> u128 {
    let mut taken = 0u128;
    let mut mine = 0u128;
    for (i, o) in owned.enumerate() {
        taken |= o;
        if i == seat {
            mine = o;
        }
    }
    closed_given(taken, mine, players)
}

/// [`closed_for`] from every seat's routes together (`taken`) and the
/// seat's own (`mine`).
pub(crate) fn closed_given(taken: u128, mine: u128, players: usize) -> u128 {
    taken | twins_of(if players <= 3 { taken } else { mine })
}

/// Ferries needing more than `k` locomotives, for `k` up to [`MAX_LENGTH`].
const FERRY_NEEDS_MORE: [u128; MAX_LENGTH + 1] = {
    let mut m = [0u128; MAX_LENGTH + 1];
    let mut i = 0;
    while i < NUM_ROUTES {
        let mut k = 0;
        while k < ROUTES[i].locomotives as usize && k <= MAX_LENGTH {
            m[k] |= 1 << i;
            k += 1;
        }
        i += 1;
    }
    m
};

/// Routes `hand` may have a payment for: those of a colour it holds with
/// locomotives for the rest, gray ones in its strongest colour, or all in
/// locomotives, and no ferry needing more locomotives than it holds. Every route with a payment
/// is in it; callers still list or check the payments route by route.
pub(crate) fn payable(hand: &Hand) -> u128 {
    let locos = hand.count(CardColor::Locomotive);
    // The locomotives capped at the longest route, so a colour's cards
    // (any count) plus locomotives index the table without a saturating
    // add or a cap per colour (the table reads past the longest route as
    // the longest).
    let spare = usize::from(locos).min(MAX_LENGTH);
    let mut most = 0;
    let mut routes = 0u128;
    // Each colour's row taken with the colour (COLORS is in index order),
    // read at a count of at most 255 + MAX_LENGTH: within the row.
    for (c, row) in CardColor::COLORS.iter().zip(KIND_AT_MOST_ANY.iter()) {
        let n = hand.count(*c);
        most = most.max(n);
        routes |= row[usize::from(n) + spare];
    }
    let ferries_out = FERRY_NEEDS_MORE[spare];
    (routes | kind_at_most(GRAY, most.saturating_add(locos))) & !ferries_out
}

/// Ferries whose locomotives are the whole route: no card of a colour fits
/// in their payment.
const ONLY_LOCOMOTIVES: u128 = {
    let mut m = 0u128;
    let mut i = 0;
    while i < NUM_ROUTES {
        if ROUTES[i].locomotives > 0 && ROUTES[i].locomotives >= ROUTES[i].length {
            m |= 1 << i;
        }
        i += 1;
    }
    m
};

/// Routes `hand` has a payment for whose `Payment::color` is `colour`
/// (`for_each_payment`'s rules): for a colour, at least one card of it and
/// locomotives for the rest, on routes of that colour and gray ones, with a
/// ferry's locomotives besides; for `Locomotive`, locomotives only.
pub(crate) fn payable_in(hand: &Hand, colour: CardColor) -> u128 {
    let locos = hand.count(CardColor::Locomotive);
    if colour == CardColor::Locomotive {
        return length_at_most(locos);
    }
    let held = hand.count(colour);
    if held == 0 {
        return 0;
    }
    let cover = held.saturating_add(locos);
    let spare = usize::from(locos).min(MAX_LENGTH);
    (kind_at_most(colour.index(), cover) | kind_at_most(GRAY, cover))
        & !FERRY_NEEDS_MORE[spare]
        & !ONLY_LOCOMOTIVES
}

/// [`KIND_AT_MOST`] read with lengths up to 255 plus the longest route.
static KIND_AT_MOST_ANY: [[u128; 256 + MAX_LENGTH]; 9] = {
    let mut m = [[0u128; 256 + MAX_LENGTH]; 9];
    let mut k = 0;
    while k < 9 {
        let mut n = 0;
        while n < 256 + MAX_LENGTH {
            m[k][n] = KIND_AT_MOST[k][if n < MAX_LENGTH { n } else { MAX_LENGTH }];
            n += 1;
        }
        k += 1;
    }
    m
};

/// Routes of kind `k` (a colour's index, or [`GRAY`]) of at most `n` cars:
/// one read (`payable` asks nine at every move of a rollout).
fn kind_at_most(k: usize, n: u8) -> u128 {
    KIND_AT_MOST
        .get(k)
        .map_or(0, |m| m[usize::from(n).min(MAX_LENGTH)])
}

/// [`COLOR_ROUTES`] `&` [`LENGTH_AT_MOST`], for every kind and length.
const KIND_AT_MOST: [[u128; MAX_LENGTH + 1]; 9] = {
    let mut m = [[0u128; MAX_LENGTH + 1]; 9];
    let mut k = 0;
    while k < 9 {
        let mut n = 0;
        while n <= MAX_LENGTH {
            m[k][n] = COLOR_ROUTES[k] & LENGTH_AT_MOST[n];
            n += 1;
        }
        k += 1;
    }
    m
};

/// Routes touching `city`, in id order (from the board's city masks).
pub(crate) fn routes_at(city: CityId) -> impl Iterator<Item = RouteId> {
    let at = CITY_ROUTES.get(city.0 as usize).copied();
    RouteSet(at.unwrap_or(0)).iter()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// E5 closes the other half of a claimed double route: `twins_of` must
    /// name exactly that half, and nothing for a single route.
    #[test]
    fn the_twin_of_each_double_route_is_its_other_half() {
        const { assert!(TWINS_ADJACENT, "the board's doubles are next to each other") };
        for (i, r) in ROUTES.iter().enumerate() {
            let twin = r.double_of.map_or(0, |d| 1u128 << d.0);
            assert_eq!(twins_of(1 << i), twin, "route {i}");
        }
        assert_eq!(twins_of(DOUBLES), DOUBLES);
    }

    /// `payable` holds exactly the routes of a colour the hand's cards of
    /// it plus its locomotives cover (gray ones: its strongest colour), with
    /// locomotives enough for a ferry, for counts up to 255.
    #[test]
    fn payable_is_the_routes_the_cards_cover() {
        let mut rng = crate::rng::GameRng::new(6);
        for step in 0..20_000usize {
            let mut hand = Hand::default();
            for k in 0..9 {
                hand.0[k] = rng.below([3, 6, 13, 256][step % 4]) as u8;
            }
            let locos = u32::from(hand.count(CardColor::Locomotive));
            let most = CardColor::COLORS
                .iter()
                .map(|&c| hand.count(c))
                .max()
                .unwrap_or(0);
            let mut plain = 0u128;
            for (i, r) in ROUTES.iter().enumerate() {
                let held = u32::from(r.color.map_or(most, |c| hand.count(c)));
                if u32::from(r.length) <= held + locos && u32::from(r.locomotives) <= locos {
                    plain |= 1 << i;
                }
            }
            assert_eq!(payable(&hand), plain, "{hand:?}");
        }
    }
}
