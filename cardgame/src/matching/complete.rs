//! The completing search of [`super::best_subset`]: when the pile can
//! complete few of the tickets, which to complete, bounded by giving each
//! colour's cards, then the locomotives, to the tickets worth most per card.
use super::{Item, Memo, fits};

pub(super) struct Search<'a, 'm> {
    pub(super) have: [u8; 8],
    pub(super) locos: u32,
    pub(super) items: &'a [Item],
    pub(super) best: u64,
    pub(super) best_set: u64,
    /// A small direct-mapped memory of (item, cards used) → the most value
    /// seen reaching it: tickets asking for the same colours make many
    /// paths meet. A lost entry only costs time, never exactness.
    pub(super) seen: &'m mut Memo,
}

impl Search<'_, '_> {
    fn fits(&self, used: &[u8; 8], extra: &[u8; 8]) -> bool {
        fits(&self.have, self.locos, used, extra)
    }

    /// The most the items `i..` can add: each card they ask for is worth
    /// its ticket's value per card; each colour's cards go to the best of
    /// them, and the locomotives to the best of what overflows (a
    /// relaxation: a ticket may count in part).
    fn bound(&self, i: usize, used: &[u8; 8]) -> f64 {
        let mut own = [0i32; 8];
        let mut locos = self.locos as i32;
        for c in 0..8 {
            own[c] = i32::from(self.have[c]) - i32::from(used[c]);
            if own[c] < 0 {
                locos += own[c];
                own[c] = 0;
            }
        }
        let mut total = 0.0;
        for it in &self.items[i..] {
            if locos <= 0 && own.iter().all(|&o| o == 0) {
                break;
            }
            if !self.fits(used, &it.need) {
                continue;
            }
            let mut units = 0;
            for (o, &n) in own.iter_mut().zip(&it.need) {
                let n = i32::from(n);
                let mine = n.min(*o);
                *o -= mine;
                let wild = (n - mine).min(locos);
                locos -= wild;
                units += mine + wild;
            }
            total += it.per_card * f64::from(units);
        }
        total
    }

    pub(super) fn go(&mut self, i: usize, used: &mut [u8; 8], room: u32, value: u64, set: u64) {
        if value > self.best {
            self.best = value;
            self.best_set = set;
        }
        // Only a total of best + 1 or more is an improvement.
        if i == self.items.len()
            || value as f64 + self.bound(i, used) + 1e-6 < (self.best + 1) as f64
        {
            return;
        }
        let key = used
            .iter()
            .fold(i as u64 + 1, |k, &u| k << 7 | u64::from(u.min(127)));
        if self.seen.seen(key, value, |v| v >= value) {
            return;
        }
        let items = self.items;
        let it = &items[i];
        if it.cards <= room && it.may_join(set) && self.fits(used, &it.need) {
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
