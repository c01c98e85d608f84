//! Route shapes: routes of one colour (or gray), length and ferry
//! locomotives have the same payments for a hand, so a turn start counts
//! payments once per shape. The tables here are computed at compile time.
use crate::data::{NUM_ROUTES, ROUTES};
use crate::masks::{GRAY, MAX_LENGTH};

/// Routes of one shape (colour, length, ferry locomotives) have the same
/// payments. The board has 39 shapes.
pub(crate) const SHAPES: usize = 40;

/// Each route's shape, numbered in order of first appearance.
pub(crate) const SHAPE: [u8; NUM_ROUTES] = {
    let mut shape = [0u8; NUM_ROUTES];
    let mut shapes = 0u8;
    let mut i = 0;
    while i < NUM_ROUTES {
        let mut j = 0;
        shape[i] = shapes;
        while j < i {
            if same_shape(i, j) {
                shape[i] = shape[j];
                break;
            }
            j += 1;
        }
        if shape[i] == shapes {
            shapes += 1;
        }
        i += 1;
    }
    assert!((shapes as usize) <= SHAPES);
    shape
};

/// Each route's shape as a route set.
pub(crate) const SAME_SHAPE: [u128; NUM_ROUTES] = {
    let mut m = [0u128; NUM_ROUTES];
    let mut i = 0;
    while i < NUM_ROUTES {
        let mut j = 0;
        while j < NUM_ROUTES {
            if SHAPE[i] == SHAPE[j] {
                m[i] |= 1 << j;
            }
            j += 1;
        }
        i += 1;
    }
    m
};

/// How many routes each shape has.
pub(crate) const SHAPE_SIZE: [u8; SHAPES] = {
    let mut n = [0u8; SHAPES];
    let mut i = 0;
    while i < NUM_ROUTES {
        n[SHAPE[i] as usize] += 1;
        i += 1;
    }
    n
};

const fn same_shape(i: usize, j: usize) -> bool {
    let (a, b) = (&ROUTES[i], &ROUTES[j]);
    let color = match (a.color, b.color) {
        (None, None) => true,
        (Some(x), Some(y)) => x as u8 == y as u8,
        _ => false,
    };
    color && a.length == b.length && a.locomotives == b.locomotives
}

/// Counts of cards read by the tables: a colour's cards or the
/// locomotives, capped at the longest route (past it nothing changes).
pub(crate) const CAP: usize = MAX_LENGTH + 1;

/// A hand's cards of a colour and its locomotives as a table index.
#[inline(always)]
pub(crate) fn cell(held: u8, locos: u8) -> usize {
    usize::from(held).min(MAX_LENGTH) * CAP + usize::from(locos).min(MAX_LENGTH)
}

/// A route of shape `s`'s first route's attributes: (kind, length, ferry
/// locomotives), kind a colour's index or [`GRAY`].
const fn shape_route(s: usize) -> (usize, u8, u8) {
    let mut i = 0;
    while i < NUM_ROUTES {
        if SHAPE[i] as usize == s {
            let r = &ROUTES[i];
            let kind = match r.color {
                Some(c) => c as usize,
                None => GRAY,
            };
            return (kind, r.length, r.locomotives);
        }
        i += 1;
    }
    (GRAY, 0, 0)
}

/// Each shape's kind (a colour's index, or [`GRAY`]).
pub(crate) const SHAPE_KIND: [u8; SHAPES] = {
    let mut k = [GRAY as u8; SHAPES];
    let mut s = 0;
    while s < SHAPES {
        k[s] = shape_route(s).0 as u8;
        s += 1;
    }
    k
};

/// The payments of a route of `length` cars and `min_locos` ferry
/// locomotives in a colour holding `held` cards, with `locos` locomotives:
/// `for_each_payment`'s count (`sample::PaymentCounts::of`), all-locomotive
/// payment included.
const fn colour_payments(held: u8, locos: u8, length: u8, min_locos: u8) -> u8 {
    let all_locos = (locos >= length && length >= min_locos) as u8;
    let hi = if locos < length { locos } else { length - 1 };
    if hi < min_locos {
        return all_locos;
    }
    let (d, w) = (length - 1 - hi, hi - min_locos + 1);
    let over = held.saturating_sub(d);
    all_locos + if over < w { over } else { w }
}

/// Payments of each coloured shape by [`cell`] (0 for gray shapes).
pub(crate) const COLOUR_PAYMENTS: [[u8; CAP * CAP]; SHAPES] = {
    let mut t = [[0u8; CAP * CAP]; SHAPES];
    let mut s = 0;
    while s < SHAPES {
        let (kind, length, min_locos) = shape_route(s);
        if kind != GRAY && length > 0 {
            let mut x = 0;
            while x < CAP * CAP {
                let (h, l) = ((x / CAP) as u8, (x % CAP) as u8);
                t[s][x] = colour_payments(h, l, length, min_locos);
                x += 1;
            }
        }
        s += 1;
    }
    t
};

/// A gray shape's payments in one colour (the all-locomotive one apart) by
/// [`cell`]: a gray route's payments are these summed over the colours,
/// plus [`GRAY_ALL_LOCOS`] (0 for coloured shapes).
pub(crate) const GRAY_PAYMENTS: [[u8; CAP * CAP]; SHAPES] = {
    let mut t = [[0u8; CAP * CAP]; SHAPES];
    let mut s = 0;
    while s < SHAPES {
        let (kind, length, min_locos) = shape_route(s);
        if kind == GRAY && length > 0 {
            let mut x = 0;
            while x < CAP * CAP {
                let (h, l) = ((x / CAP) as u8, (x % CAP) as u8);
                let all = (l >= length && length >= min_locos) as u8;
                t[s][x] = colour_payments(h, l, length, min_locos) - all;
                x += 1;
            }
        }
        s += 1;
    }
    t
};

/// A gray shape's all-locomotive payment (0 or 1) by the locomotives
/// (capped); 0 for coloured shapes.
pub(crate) const GRAY_ALL_LOCOS: [[u8; CAP]; SHAPES] = {
    let mut t = [[0u8; CAP]; SHAPES];
    let mut s = 0;
    while s < SHAPES {
        let (kind, length, min_locos) = shape_route(s);
        if kind == GRAY && length > 0 {
            let mut l = 0;
            while l < CAP {
                t[s][l] = (l as u8 >= length && length >= min_locos) as u8;
                l += 1;
            }
        }
        s += 1;
    }
    t
};

/// Payments in one colour (the all-locomotive one apart) for a station of
/// each cost (0 to 3 cards), by [`cell`]; a station costs what a gray
/// route of its cost does.
pub(crate) const STATION_PAYMENTS: [[u8; CAP * CAP]; 4] = {
    let mut t = [[0u8; CAP * CAP]; 4];
    let mut cost = 1;
    while cost < 4 {
        let mut x = 0;
        while x < CAP * CAP {
            let (h, l) = ((x / CAP) as u8, (x % CAP) as u8);
            let all = (l >= cost) as u8;
            t[cost as usize][x] = colour_payments(h, l, cost, 0) - all;
            x += 1;
        }
        cost += 1;
    }
    t
};

/// Every route of the board's coloured shapes summed per colour: the
/// payments of a colour's routes all open, by [`cell`].
pub(crate) const ALL_OPEN_COLOUR: [[u8; CAP * CAP]; 8] = {
    let mut t = [[0u8; CAP * CAP]; 8];
    let mut r = 0;
    while r < NUM_ROUTES {
        let s = SHAPE[r] as usize;
        let kind = SHAPE_KIND[s] as usize;
        if kind != GRAY {
            let mut x = 0;
            while x < CAP * CAP {
                let sum = t[kind][x] as usize + COLOUR_PAYMENTS[s][x] as usize;
                assert!(sum <= u8::MAX as usize, "a colour's payments fit a byte");
                t[kind][x] = sum as u8;
                x += 1;
            }
        }
        r += 1;
    }
    t
};

/// Every gray route of the board summed: [`GRAY_PAYMENTS`] and
/// [`GRAY_ALL_LOCOS`] of the gray routes all open.
pub(crate) const ALL_OPEN_GRAY: ([u16; CAP * CAP], [u16; CAP]) = {
    let (mut t, mut all) = ([0u16; CAP * CAP], [0u16; CAP]);
    let mut r = 0;
    while r < NUM_ROUTES {
        let s = SHAPE[r] as usize;
        let mut x = 0;
        while x < CAP * CAP {
            t[x] += GRAY_PAYMENTS[s][x] as u16;
            x += 1;
        }
        let mut l = 0;
        while l < CAP {
            all[l] += GRAY_ALL_LOCOS[s][l] as u16;
            l += 1;
        }
        r += 1;
    }
    (t, all)
};
