//! Payments counted and named without listing them: how many payments
//! `for_each_payment` gives for a hand, and the `i`-th of them.
use crate::cards::{CardColor, Hand, Payment};

/// How many payments `for_each_payment` gives for a hand, in closed form.
/// In colour c with `h` cards, `k` locomotives are possible for
/// `max(min_locos, total - h) <= k <= hi`, `hi = min(locos, total - 1)`:
/// that is `clamp(h - d, 0, w)` payments with `d = total - 1 - hi` and
/// `w = hi - min_locos + 1`. Summed over the colours (a gray route) it is
/// the number of (colour, x) with `d < x <= d + w` and `h >= x`: a
/// difference of prefix sums of how many colours hold at least x cards.
pub(super) struct PaymentCounts {
    locos: u8,
    /// `at_least[x]`: sum over y in 1..=x of the colours holding >= y cards.
    at_least: [u8; MAX_COST + 1],
}

/// The most cards a route or station costs.
const MAX_COST: usize = 8;

impl PaymentCounts {
    pub(super) fn new(hand: &Hand) -> PaymentCounts {
        let mut holding = [0u8; MAX_COST + 2];
        for c in CardColor::COLORS {
            holding[(hand.count(c) as usize).min(MAX_COST + 1)] += 1;
        }
        // holding[x] becomes the colours with >= x cards, then its prefix sum.
        for x in (1..=MAX_COST).rev() {
            holding[x] += holding[x + 1];
        }
        let mut at_least = [0u8; MAX_COST + 1];
        for x in 1..=MAX_COST {
            at_least[x] = at_least[x - 1] + holding[x];
        }
        PaymentCounts {
            locos: hand.count(CardColor::Locomotive),
            at_least,
        }
    }

    /// The number of payments `for_each_payment(hand, total, min_locos, color)` gives.
    #[inline(always)]
    pub(super) fn of(
        &self,
        hand: &Hand,
        total: u8,
        min_locos: u8,
        color: Option<CardColor>,
    ) -> usize {
        let all_locos = usize::from(self.locos >= total && total >= min_locos);
        let hi = self.locos.min(total.saturating_sub(1));
        if hi < min_locos {
            // Fewer locomotives than a ferry needs: all-locomotive or nothing.
            return all_locos;
        }
        if total as usize > MAX_COST {
            return all_locos + self.slow(hand, total, min_locos, color);
        }
        let (d, w) = (total - 1 - hi, hi - min_locos + 1);
        let colored = match color {
            Some(c) => hand.count(c).saturating_sub(d).min(w),
            None => self.at_least[(d + w) as usize] - self.at_least[d as usize],
        };
        all_locos + colored as usize
    }

    /// The same count colour by colour (cases outside the table).
    fn slow(&self, hand: &Hand, total: u8, min_locos: u8, color: Option<CardColor>) -> usize {
        let one = |c: CardColor| {
            let lo = min_locos.max(total.saturating_sub(hand.count(c)));
            let hi = self.locos.min(total.saturating_sub(1));
            if hi >= lo { (hi - lo + 1) as usize } else { 0 }
        };
        match color {
            Some(c) => one(c),
            None => CardColor::COLORS.iter().map(|&c| one(c)).sum(),
        }
    }
}

/// The number of routes in `set`, which has few (a shape's routes).
pub(super) fn few_ones(mut set: u128) -> usize {
    let mut n = 0;
    while set != 0 {
        set &= set - 1;
        n += 1;
    }
    n
}

/// The `i`-th payment `for_each_payment` would give: colour by colour,
/// fewest locomotives first, then all locomotives.
pub(super) fn nth_payment(
    hand: &Hand,
    total: u8,
    min_locos: u8,
    color: Option<CardColor>,
    mut i: usize,
) -> Option<Payment> {
    let locos = hand.count(CardColor::Locomotive);
    let hi = locos.min(total.saturating_sub(1));
    let one;
    let colors: &[CardColor] = match color {
        Some(c) => {
            one = [c];
            &one
        }
        None => &CardColor::COLORS,
    };
    for &c in colors {
        let lo = min_locos.max(total.saturating_sub(hand.count(c)));
        if hi >= lo {
            let n = (hi - lo + 1) as usize;
            if i < n {
                return Some(Payment {
                    color: c,
                    locomotives: lo + i as u8,
                });
            }
            i -= n;
        }
    }
    (i == 0 && locos >= total && total >= min_locos).then_some(Payment {
        color: CardColor::Locomotive,
        locomotives: total,
    })
}
