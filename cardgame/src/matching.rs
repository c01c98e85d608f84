//! The exact core of C6: which tickets a pile can complete together, for
//! the most points.
//!
//! Each card serves one ticket and locomotives are wild, so a set of tickets
//! can be completed together exactly when, colour by colour, the cards the
//! set asks for beyond the pile's cards of that colour add up to no more
//! than the pile's locomotives. The best set is found by branch and bound
//! over the tickets in order of value per card, bounded by the fractional
//! knapsack on the pile's size: exact, and fast for any hand a game reaches.
use europa_common::{CardColor, Hand, order};

/// A ticket's worth in the search: points first, then one more completed
/// ticket (C6's tie-break; at most 46 tickets, so 64 keeps them apart).
fn worth(points: u8) -> u64 {
    u64::from(points) * 64 + 1
}

struct Item {
    need: [u8; 8],
    cards: u32,
    worth: u64,
    /// Position in the caller's list.
    index: usize,
}

struct Search<'a> {
    have: [u8; 8],
    locos: u32,
    items: &'a [Item],
    best: u64,
    best_set: u64,
}

impl Search<'_> {
    /// Cards beyond the pile's own colours that `used` plus `extra` ask for.
    fn fits(&self, used: &[u8; 8], extra: &[u8; 8]) -> bool {
        let mut short = 0u32;
        for c in 0..8 {
            short += u32::from((used[c] + extra[c]).saturating_sub(self.have[c]));
        }
        short <= self.locos
    }

    /// Fractional knapsack over items `i..` with `room` cards left.
    fn bound(&self, i: usize, room: u32) -> u64 {
        let mut room = room;
        let mut total = 0u64;
        for it in &self.items[i..] {
            if it.cards <= room {
                room -= it.cards;
                total += it.worth;
            } else {
                total += it.worth * u64::from(room) / u64::from(it.cards.max(1));
                break;
            }
        }
        total
    }

    fn go(&mut self, i: usize, used: &mut [u8; 8], room: u32, value: u64, set: u64) {
        if value > self.best {
            self.best = value;
            self.best_set = set;
        }
        if i == self.items.len() || value + self.bound(i, room) <= self.best {
            return;
        }
        let items = self.items;
        let it = &items[i];
        if it.cards <= room && self.fits(used, &it.need) {
            for (u, n) in used.iter_mut().zip(&it.need) {
                *u += n;
            }
            let bit = 1u64 << it.index;
            self.go(i + 1, used, room - it.cards, value + it.worth, set | bit);
            for (u, n) in used.iter_mut().zip(&it.need) {
                *u -= n;
            }
        }
        self.go(i + 1, used, room, value, set);
    }
}

/// The set of `needs` (each `(cards asked for, points)`, at most 64) that
/// `pile` completes together for the most points, ties going to more
/// tickets; bit i stands for `needs[i]`.
pub fn best_subset(pile: &Hand, needs: &[(Hand, u8)]) -> u64 {
    let mut have = [0u8; 8];
    for c in CardColor::COLORS {
        have[c.index()] = pile.count(c);
    }
    let locos = u32::from(pile.count(CardColor::Locomotive));
    let mut items: Vec<Item> = needs
        .iter()
        .enumerate()
        .take(64)
        .map(|(index, (h, points))| {
            let mut need = [0u8; 8];
            need.copy_from_slice(&h.0[..8]);
            Item {
                need,
                cards: h.total(),
                worth: worth(*points),
                index,
            }
        })
        .collect();
    let mut search = Search {
        have,
        locos,
        items: &[],
        best: 0,
        best_set: 0,
    };
    // A ticket the pile can't complete even alone never joins a set.
    items.retain(|it| search.fits(&[0; 8], &it.need));
    // Best value per card first, so the bound is a simple scan.
    order::sort_by_key(&mut items, |it| {
        let per_card = it.worth * 1024 / u64::from(it.cards.max(1));
        !(per_card.min(u64::from(u32::MAX)) as u32)
    });
    search.items = &items;
    let room = pile.total();
    search.go(0, &mut [0; 8], room, 0, 0);
    search.best_set
}
