//! The exact core of C6: which tickets a pile can complete together, for
//! the most points.
//!
//! Each card serves one ticket and locomotives are wild, so a set of tickets
//! can be completed together exactly when, colour by colour, the cards the
//! set asks for beyond the pile's cards of that colour add up to no more
//! than the pile's locomotives. The best set is found by branch and bound,
//! from whichever side is smaller: when the pile can complete most tickets,
//! by choosing the cheapest tickets to leave out (bounded by a fractional
//! cover of the cards still too many); otherwise by choosing the tickets to
//! complete (bounded by giving each colour's cards, then the locomotives,
//! to the tickets worth most per card). Both are exact; the test suite
//! checks them against trying every subset.
use europa_common::{CardColor, Hand};
use std::cell::RefCell;

mod complete;
mod drop;
use complete::Search;
use drop::{Bound, Drop};

#[cfg(test)]
thread_local! {
    /// Tests: search as before the shortcuts (no first guess as the bar
    /// to beat, every node's own cover worked out, the memory always
    /// asked), to compare the sets.
    pub(crate) static PLAIN: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether the search runs without its shortcuts (tests only).
fn plain() -> bool {
    #[cfg(test)]
    return PLAIN.with(std::cell::Cell::get);
    #[cfg(not(test))]
    false
}

/// A ticket's worth in the search: points first, then one more completed
/// ticket (C6's tie-break; at most 46 tickets, so 64 keeps them apart).
fn worth(points: u8) -> u64 {
    u64::from(points) * 64 + 1
}

struct Item {
    need: [u8; 8],
    /// `need` as eight bytes of one word, for `reduction`.
    packed: u64,
    cards: u32,
    worth: u64,
    /// `worth` per card asked for: the bound's price of a card.
    per_card: f64,
    /// Position in the caller's list.
    index: usize,
    /// The drop search's least worth per card (worth, cards) of this item
    /// and every item after it: no later item saves a card for less.
    floor: (u64, u64),
    /// The bit of the item before it in the search asking for the same
    /// cards (0: none). Of identical tickets the search only takes the
    /// better ones, and only drops the cheaper ones: `after` may join a
    /// set only when its predecessor did.
    after: u64,
}

impl Item {
    /// Whether the group rule lets this item join `set`.
    fn may_join(&self, set: u64) -> bool {
        self.after == 0 || set & self.after != 0
    }
}

/// Links each item to the previous item in `items` with the same needs.
fn link_identical(items: &mut [Item]) {
    for i in 0..items.len() {
        items[i].after = items[..i]
            .iter()
            .rev()
            .find(|o| o.need == items[i].need)
            .map_or(0, |o| 1 << o.index);
    }
}

const SEEN_BITS: u32 = 8;

/// The searches' memory, kept between searches: each search starts a new
/// generation, and an entry of an older one counts as empty, so nothing is
/// zeroed per search (zeroing 4 KB cost more than many small searches).
struct Memo {
    /// (key, value, generation) per slot.
    slots: [(u64, u64, u32); 1 << SEEN_BITS],
    generation: u32,
}

impl Memo {
    fn new() -> Memo {
        Memo {
            slots: [(0, 0, 0); 1 << SEEN_BITS],
            generation: 1,
        }
    }

    /// Forgets every entry: the next generation.
    fn next_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // Wrapped: generation 0 entries would look current.
            *self = Memo::new();
        }
    }

    /// Whether a path as good as `value` (by `at_least_as_good`) already
    /// reached `key` in this search; otherwise `key` is remembered with
    /// `value`.
    fn seen(&mut self, key: u64, value: u64, at_least_as_good: impl Fn(u64) -> bool) -> bool {
        let slot = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - SEEN_BITS)) as usize;
        let generation = self.generation;
        match self.slots[slot] {
            (k, v, g) if g == generation && k == key && at_least_as_good(v) => true,
            _ => {
                self.slots[slot] = (key, value, generation);
                false
            }
        }
    }
}

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo::new());
}

/// Runs `search` with this thread's memory, cleared for it.
fn with_memo<R>(search: impl FnOnce(&mut Memo) -> R) -> R {
    MEMO.with(|memo| match memo.try_borrow_mut() {
        Ok(mut memo) => {
            memo.next_search();
            search(&mut memo)
        }
        // Only if a search ever ran inside another: a fresh memory.
        Err(_) => search(&mut Memo::new()),
    })
}

/// Whether tickets asking for `used` plus `extra` fit a pile of `have`
/// and `locos` locomotives: the cards beyond its own colours that they
/// ask for are no more than its locomotives.
fn fits(have: &[u8; 8], locos: u32, used: &[u8; 8], extra: &[u8; 8]) -> bool {
    let mut short = 0u32;
    for c in 0..8 {
        short += u32::from((used[c] + extra[c]).saturating_sub(have[c]));
    }
    short <= locos
}

/// Sorts distinct keys, smallest first (a few dozen at most).
fn insertion_sort(keys: &mut [u64]) {
    for i in 1..keys.len() {
        let k = keys[i];
        let mut j = i;
        while j > 0 && keys[j - 1] > k {
            keys[j] = keys[j - 1];
            j -= 1;
        }
        keys[j] = k;
    }
}

/// Leaving tickets out until the rest fit: the cheapest set to leave out.
///
/// The set of `needs` (each `(cards asked for, points)`, at most 64) that
/// `pile` completes together for the most points, ties going to more
/// tickets; bit i stands for `needs[i]`.
pub fn best_subset(pile: &Hand, needs: &[(Hand, u8)]) -> u64 {
    let mut have = [0u8; 8];
    for c in CardColor::COLORS {
        have[c.index()] = pile.count(c);
    }
    let locos = u32::from(pile.count(CardColor::Locomotive));
    // A ticket the pile can't complete even alone never joins a set. When
    // the others all fit together (the usual case for a sensible hand, and
    // what the first guess below would find), they are the answer.
    let mut alone = 0u64;
    let mut demand = [0u32; 8];
    for (index, (h, _)) in needs.iter().enumerate().take(64) {
        let mut need = [0u8; 8];
        need.copy_from_slice(&h.0[..8]);
        if fits(&have, locos, &[0; 8], &need) {
            alone |= 1 << index;
            for (d, &n) in demand.iter_mut().zip(&need) {
                *d += u32::from(n);
            }
        }
    }
    let short: u32 = demand
        .iter()
        .zip(&have)
        .map(|(&d, &h)| d.saturating_sub(u32::from(h)))
        .sum();
    if short <= locos {
        return alone;
    }
    // A colour the pile holds enough of for every ticket left constrains
    // nothing: forget it, and a ticket asking only for such colours is
    // completed whatever else is.
    let mut asked = [0xFFu8; 8];
    for c in 0..8 {
        if demand[c] <= u32::from(have[c]) {
            have[c] = 0;
            asked[c] = 0;
        }
    }
    let need_of = |h: &Hand| std::array::from_fn::<u8, 8, _>(|c| h.0[c] & asked[c]);
    // Best value per card first, so the bound is a simple scan: the keys
    // are sorted, (key, ticket) in one word, and the items built in that
    // order (sorting the items themselves moved them about).
    let mut free = 0u64;
    let mut keys = [0u64; 64];
    let mut n = 0;
    for (index, (h, points)) in needs.iter().enumerate().take(64) {
        if alone >> index & 1 == 0 {
            continue;
        }
        let cards: u32 = need_of(h).iter().map(|&c| u32::from(c)).sum();
        if cards == 0 {
            free |= 1 << index;
            continue;
        }
        let per_card = worth(*points) * 1024 / u64::from(cards);
        let key = !(per_card.min(u64::from(u32::MAX)) as u32);
        keys[n] = u64::from(key) << 32 | index as u64;
        n += 1;
    }
    let keys = &mut keys[..n];
    insertion_sort(keys);
    let mut items: Vec<Item> = keys
        .iter()
        .map(|&k| {
            let index = (k & 63) as usize;
            let (h, points) = &needs[index];
            let need = need_of(h);
            let cards: u32 = need.iter().map(|&c| u32::from(c)).sum();
            let worth = worth(*points);
            Item {
                need,
                packed: u64::from_le_bytes(need),
                cards,
                worth,
                per_card: worth as f64 / f64::from(cards),
                index,
                floor: (0, 1),
                after: 0,
            }
        })
        .collect();
    let room = have.iter().map(|&h| u32::from(h)).sum::<u32>() + locos;
    // A first guess from the best value per card: if it completes a third
    // of the tickets or more, searching what to leave out is the shorter
    // search (measured on random games' hands: 64 M instructions for 300
    // games against 69 M when the line was at a half). What it leaves out
    // is a cost the drop search must beat from its start.
    let mut used = [0u8; 8];
    let mut guess = 0;
    let (mut left_cost, mut left_set) = (0u64, 0u64);
    for it in &items {
        if fits(&have, locos, &used, &it.need) {
            for (u, n) in used.iter_mut().zip(&it.need) {
                *u += n;
            }
            guess += 1;
        } else {
            left_cost += it.worth;
            left_set |= 1 << it.index;
        }
    }
    let all = items.iter().fold(free, |s, it| s | 1 << it.index);
    if guess == items.len() {
        // Everything fits: the common case in a well-played game.
        return all;
    }
    // The drop search counts cards in bytes: every colour's demand below
    // 128 and every ticket's cards below 256 (the whole ticket deck asks
    // at most 18 of one colour, a ticket at most 5 cards).
    let demand = items.iter().fold([0u32; 8], |mut d, it| {
        for (d, &n) in d.iter_mut().zip(&it.need) {
            *d += u32::from(n);
        }
        d
    });
    let bytes_hold = demand.iter().all(|&d| d < 128) && items.iter().all(|it| it.cards < 256);
    if 3 * guess >= items.len() && bytes_hold {
        let demand = items.iter().map(|it| it.packed).sum();
        let have = u64::from_le_bytes(have.map(|h| h.min(127)));
        // Cheapest per card first: the order the cover bound assumes.
        items.reverse();
        link_identical(&mut items);
        let mut low = (u64::MAX, 0);
        for it in items.iter_mut().rev() {
            let (w, c) = (it.worth, u64::from(it.cards));
            // The last item starts the floor (no real item has 0 cards).
            if low.1 == 0 || w * low.1 < low.0 * c {
                low = (w, c);
            }
            it.floor = low;
        }
        let dropped = with_memo(|seen| {
            let mut drop = Drop {
                items: &items,
                have,
                locos,
                // Beating the guess by one or more: the search still meets
                // the first best set in its order (every node above it
                // has a bound no higher than its cost, below the bar).
                best: if plain() { u64::MAX } else { left_cost + 1 },
                best_set: left_set,
                seen,
                waiting: [(0, 0); 64],
            };
            drop.go(0, demand, 0, 0, Bound::NONE);
            drop.best_set
        });
        return all & !dropped;
    }
    link_identical(&mut items);
    let chosen = with_memo(|seen| {
        let mut search = Search {
            have,
            locos,
            items: &items,
            best: 0,
            best_set: 0,
            seen,
        };
        search.go(0, &mut [0; 8], room, 0, 0);
        search.best_set
    });
    chosen | free
}

#[cfg(test)]
mod tests {
    use super::Memo;
    use super::drop::{byte_sum, bytes_beyond, seven_bit_fields};
    use europa_common::GameRng;

    /// The word-at-once card counts agree with counting colour by colour,
    /// over every count the drop search allows (below 128).
    #[test]
    fn card_counts_in_one_word_agree_with_counting_colour_by_colour() {
        let mut rng = GameRng::new(5);
        let mut keys = std::collections::HashSet::new();
        for _ in 0..20_000 {
            let a: [u8; 8] = std::array::from_fn(|_| rng.below(128) as u8);
            let b: [u8; 8] = std::array::from_fn(|_| rng.below(128) as u8);
            let (wa, wb) = (u64::from_le_bytes(a), u64::from_le_bytes(b));
            let beyond: [u8; 8] = std::array::from_fn(|c| a[c].saturating_sub(b[c]));
            assert_eq!(bytes_beyond(wa, wb), u64::from_le_bytes(beyond));
            let sum: u64 = a.iter().map(|&x| u64::from(x)).sum();
            assert_eq!(byte_sum(wa), sum);
            // Distinct words, distinct keys.
            keys.insert((wa, seven_bit_fields(wa)));
        }
        let distinct_keys: std::collections::HashSet<u64> = keys.iter().map(|k| k.1).collect();
        assert_eq!(distinct_keys.len(), keys.len());
        assert_eq!(byte_sum(0x7F7F_7F7F_7F7F_7F7F), 8 * 127);
    }

    /// The tickets' keys sorted by insertion come out as a library sort
    /// puts them (key above, ticket below: the order the stable sort of the
    /// tickets by key gave).
    #[test]
    fn keys_sorted_by_insertion_as_by_the_library() {
        let mut rng = GameRng::new(6);
        for n in 0..65 {
            let mut keys: Vec<u64> = (0..n)
                .map(|i| (rng.below(8) as u64) << 32 | i as u64)
                .collect();
            let mut plain = keys.clone();
            plain.sort_unstable();
            super::insertion_sort(&mut keys);
            assert_eq!(keys, plain);
        }
    }

    /// An entry from an earlier search must never cut a later one, even
    /// when the generation counter wraps round.
    #[test]
    fn memo_forgets_earlier_searches_even_when_the_generation_wraps() {
        let mut memo = Memo::new();
        assert!(!memo.seen(42, 10, |v| v >= 10));
        assert!(memo.seen(42, 10, |v| v >= 10));
        memo.next_search();
        assert!(!memo.seen(42, 10, |v| v >= 10));
        memo.generation = u32::MAX;
        assert!(!memo.seen(7, 1, |v| v >= 1));
        memo.next_search();
        assert!(!memo.seen(7, 1, |v| v >= 1));
    }
}
