//! The drop search of [`super::best_subset`]: when the pile can complete
//! most tickets, the cheapest tickets to leave out, with the colour counts
//! packed in one word so that dropping a ticket is one subtraction.
use super::{Item, Memo};

/// A lower bound on the cost still to pay below a node, and the price of
/// the item that completed its cover; `exact` when it is the node's own
/// cover's (not only a parent's, which is never above it).
#[derive(Clone, Copy)]
pub(super) struct Bound {
    total: u64,
    critical: (u64, u64),
    exact: bool,
}

impl Bound {
    /// Nothing known: the node works its bound out.
    pub(super) const NONE: Bound = Bound {
        total: 0,
        critical: (0, 1),
        exact: false,
    };
}

/// Cards are counted per colour in eight bytes of one word, so one
/// subtraction drops a ticket: `demand` (what the tickets kept ask for)
/// against `have` (the pile's own colours). Every count stays below 128,
/// which `best_subset` checks before choosing this search.
pub(super) struct Drop<'a, 'm> {
    pub(super) items: &'a [Item],
    pub(super) have: u64,
    pub(super) locos: u32,
    pub(super) best: u64,
    pub(super) best_set: u64,
    /// As in `Search`: (item, cards too many) → the least cost seen.
    pub(super) seen: &'m mut Memo,
    /// The bound's list of items waiting to be taken, (worth, saves).
    pub(super) waiting: [(u64, u64); 64],
}

/// The drop bound's fractional cover being built.
struct Cover<'w> {
    /// Items read but not yet taken, (worth, saves); `len` of them.
    waiting: &'w mut [(u64, u64); 64],
    len: usize,
    /// The cheapest waiting item, per card saved, and its price (worth,
    /// saves): (1, 0) when none waits, above every price, so the loop
    /// that takes waiting items stops on the price alone.
    cheapest: usize,
    price: (u64, u64),
    /// Cards still to cover, and the cost so far.
    need: u64,
    cost: u64,
    /// The price (worth, saves) of the item that completed the cover.
    critical: (u64, u64),
}

impl Cover<'_> {
    fn wait(&mut self, worth: u64, saves: u64) {
        // At most 64 items, so `len` stays below 64 here.
        self.waiting[self.len & 63] = (worth, saves);
        let (w, s) = self.price;
        // a/b < c/d when a·d < c·b.
        if worth * s < w * saves {
            self.cheapest = self.len;
            self.price = (worth, saves);
        }
        self.len += 1;
    }

    /// Takes an item saving `saves` cards for `worth`; the rounded-up
    /// total once the cover is complete.
    fn take_whole(&mut self, worth: u64, saves: u64) -> Option<u64> {
        if saves >= self.need {
            self.critical = (worth, saves);
            return Some(self.cost + (worth * self.need).div_ceil(saves));
        }
        self.need -= saves;
        self.cost += worth;
        None
    }

    /// Takes the cheapest waiting items costing no more per card than
    /// `floor` (worth, cards, never 0 cards); the rounded-up total once the
    /// cover is complete.
    #[inline(always)]
    fn take_up_to(&mut self, (fw, fc): (u64, u64)) -> Option<u64> {
        loop {
            let (worth, saves) = self.price;
            if worth * fc > fw * saves {
                return None;
            }
            if let Some(total) = self.take_cheapest() {
                return Some(total);
            }
        }
    }

    /// Takes the cheapest waiting item (one waits); the rounded-up total
    /// once the cover is complete.
    fn take_cheapest(&mut self) -> Option<u64> {
        let (worth, saves) = self.price;
        if let Some(total) = self.take_whole(worth, saves) {
            return Some(total);
        }
        self.len -= 1;
        self.waiting[self.cheapest] = self.waiting[self.len];
        self.cheapest = cheapest_of(&self.waiting[..self.len]);
        self.price = match self.len {
            0 => (1, 0),
            _ => self.waiting[self.cheapest],
        };
        None
    }
}

/// Position of the cheapest (worth, saves) per card saved; 0 when empty.
fn cheapest_of(waiting: &[(u64, u64)]) -> usize {
    let mut best = 0;
    for (k, &(w, s)) in waiting.iter().enumerate().skip(1) {
        let (bw, bs) = waiting[best];
        if w * bs < bw * s {
            best = k;
        }
    }
    best
}

impl Drop<'_, '_> {
    /// The least a cover of `over` cards by the items `i..` can cost: the
    /// fractional cover, each item saving what it would save now (a
    /// relaxation: savings in one colour overlap), rounded up.
    ///
    /// The cover takes items cheapest per card saved first. Rather than
    /// sorting them all, items are read in the search's order and one is
    /// taken as soon as no item still unread can be cheaper (`floor`): the
    /// cover is usually complete after a few items. Ties in price may be
    /// taken in any order: the rounded-up total is the same.
    fn bound(&mut self, i: usize, short: u64, over: i32) -> Bound {
        let mut cover = Cover {
            waiting: &mut self.waiting,
            len: 0,
            cheapest: 0,
            need: over as u64,
            cost: 0,
            critical: (0, 1),
            price: (1, 0),
        };
        let done = |cover: &Cover, total| Bound {
            total,
            critical: cover.critical,
            exact: true,
        };
        for it in &self.items[i..] {
            if let Some(total) = cover.take_up_to(it.floor) {
                return done(&cover, total);
            }
            let saves = reduction(it, short);
            if saves == u64::from(it.cards) && cover.len == 0 && it.floor == (it.worth, saves) {
                // Alone, whole, and the cheapest of the rest: it would be
                // taken first anyway, so take it without waiting.
                if let Some(total) = cover.take_whole(it.worth, saves) {
                    return done(&cover, total);
                }
            } else if saves > 0 {
                cover.wait(it.worth, saves);
            }
        }
        // No item left to undercut: whatever waits is taken.
        while cover.len > 0 {
            if let Some(total) = cover.take_cheapest() {
                return done(&cover, total);
            }
        }
        // The items left cannot save enough: nothing below fits.
        Bound {
            total: u64::MAX,
            ..Bound::NONE
        }
    }

    /// `known`: the node's bound when its parent could tell it (see
    /// `Bound`), else `Bound::NONE`. Keeping item `i` leaves `demand` as it
    /// is, so the kept child is the next turn of the loop, not a call.
    pub(super) fn go(&mut self, mut i: usize, demand: u64, cost: u64, set: u64, mut known: Bound) {
        let short = bytes_beyond(demand, self.have);
        // Cards asked for beyond the pile's colours and locomotives.
        let over = byte_sum(short) as i32 - self.locos as i32;
        if over <= 0 {
            if cost < self.best {
                self.best = cost;
                self.best_set = set;
            }
            return;
        }
        // No item below saves a card for less than `floor`: `over` cards
        // cost at least that much each.
        let over_cost = |(fw, fc): (u64, u64)| (over as u64 * fw).div_ceil(fc);
        loop {
            // A parent's bound is never above its children's, so a stale
            // one that already prunes saves working out the node's own.
            if i == self.items.len() {
                return;
            }
            #[cfg(test)]
            assert!(known.total <= self.bound(i, short, over).total);
            if cost.saturating_add(known.total) >= self.best {
                return;
            }
            // Ten instructions, and it prunes a sixth of the nodes the
            // cover would.
            let floor_bound = over_cost(self.items[i].floor);
            #[cfg(test)]
            assert!(floor_bound <= self.bound(i, short, over).total);
            if !known.exact && cost + floor_bound >= self.best {
                return;
            }
            let bound = if known.exact {
                #[cfg(test)]
                assert_eq!(known.total, self.bound(i, short, over).total);
                known
            } else {
                self.bound(i, short, over)
            };
            if cost.saturating_add(bound.total) >= self.best {
                return;
            }
            if self.items.len() > MEMO_FROM || super::plain() {
                let key = (i as u64 + 1) << 56 | seven_bit_fields(demand);
                if self.seen.seen(key, cost, |c| c <= cost) {
                    return;
                }
            }
            let it = &self.items[i];
            let saves = reduction(it, short);
            if it.may_join(set) && saves > 0 {
                // No byte borrows: `demand` includes this ticket's cards.
                let (rest, worth, bit) = (demand - it.packed, it.worth, 1 << it.index);
                self.go(i + 1, rest, cost + worth, set | bit, Bound::NONE);
            }
            // Keeping this item leaves the cards too many as they are: if
            // the cover never took it (it saves nothing, or costs more per
            // card than the item that completed the cover), the cover
            // without it is the same; otherwise this node's bound is still
            // a lower one.
            let it = &self.items[i];
            let (cw, cs) = bound.critical;
            let unused = saves == 0 || it.worth * cs > cw * saves;
            known = if super::plain() {
                Bound::NONE
            } else {
                Bound {
                    exact: unused,
                    ..bound
                }
            };
            i += 1;
        }
    }
}

/// The memory is asked only in searches over more items than this: in
/// random games' searches (5 to 22 tickets) it cut 4 nodes of 15,700 and
/// cost more than they saved. The sets found are the same without it
/// (the plain search, which asks it always, is compared in the tests).
const MEMO_FROM: usize = 24;

const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
const HIGH: u64 = 0x8080_8080_8080_8080;

/// Byte by byte (each below 128), how far `a` exceeds `b` (0 where not).
pub(super) fn bytes_beyond(a: u64, b: u64) -> u64 {
    // Each byte is a + 128 - b: its high bit says a ≥ b, no borrow leaves it.
    let t = (a | HIGH) - b;
    let ge = (t & HIGH) >> 7;
    t & LOW7 & (ge * 0x7F)
}

/// The sum of the eight bytes (each below 128): pairs first, in 16-bit
/// lanes, so no partial sum overflows.
pub(super) fn byte_sum(x: u64) -> u64 {
    const PAIRS: u64 = 0x00FF_00FF_00FF_00FF;
    let lanes = (x & PAIRS) + (x >> 8 & PAIRS);
    lanes.wrapping_mul(0x0001_0001_0001_0001) >> 48
}

/// The eight bytes (each below 128) packed as 7-bit fields into 56 bits:
/// a distinct number for each distinct word.
pub(super) fn seven_bit_fields(x: u64) -> u64 {
    let x = (x & 0x007F_007F_007F_007F) | (x >> 1 & 0x3F80_3F80_3F80_3F80);
    let x = (x & 0x0000_3FFF_0000_3FFF) | (x >> 2 & 0x0FFF_C000_0FFF_C000);
    (x & 0x0FFF_FFFF) | (x >> 4 & 0x00FF_FFFF_F000_0000)
}

/// Cards too many that leaving `it` out would save: colour by colour the
/// smaller of what it asks and what is too many, summed. Done on all eight
/// bytes at once: every byte is below 128, so no borrow crosses a byte,
/// and the sum is at most the ticket's cards, below 256.
fn reduction(it: &Item, short: u64) -> u64 {
    let (a, b) = (it.packed, short);
    // High bit of each byte set where a ≥ b.
    let ge = ((a | HIGH) - b) & HIGH;
    let take_b = (ge >> 7) * 0xFF;
    let min = (b & take_b) | (a & !take_b);
    min.wrapping_mul(0x0101_0101_0101_0101) >> 56
}
