//! The ways to pay for a claim, a tunnel or a station: every distinct
//! payment a hand allows, and the check of one payment against a hand,
//! apart from the legal list that uses both.
use crate::cards::{CardColor, Hand, Payment};
use crate::error::RuleError;

/// Calls `f` with every distinct way to pay `total` cards from `hand`, with at
/// least `min_locos` locomotives, in `color` (or any one colour when `None`).
/// Inlined: a claim's cheapest payment calls it for every candidate route,
/// and a call that is not inlined pays for the closure it is handed.
#[inline]
pub fn for_each_payment(
    hand: &Hand,
    total: u8,
    min_locos: u8,
    color: Option<CardColor>,
    mut f: impl FnMut(Payment),
) {
    let locos = hand.count(CardColor::Locomotive);
    let mut one = |c: CardColor| {
        let held = hand.count(c);
        // k locomotives and total-k cards of c, with at least one card of c.
        let lo = min_locos.max(total.saturating_sub(held));
        let hi = locos.min(total.saturating_sub(1));
        for k in lo..=hi {
            f(Payment {
                color: c,
                locomotives: k,
            });
        }
    };
    match color {
        Some(c) => one(c),
        None => CardColor::COLORS.iter().for_each(|&c| one(c)),
    }
    if locos >= total && total >= min_locos {
        f(Payment {
            color: CardColor::Locomotive,
            locomotives: total,
        });
    }
}

/// Checks that `payment` is well formed for `total` cards with at least
/// `min_locos` locomotives, and held in `hand`; returns the cards it takes.
/// The caller checks the colour against the route.
pub(crate) fn check_payment(
    hand: &Hand,
    payment: Payment,
    total: u8,
    min_locos: u8,
) -> Result<Hand, RuleError> {
    let well_formed = if payment.is_all_locomotives() {
        payment.locomotives == total
    } else {
        payment.locomotives < total
    };
    if !well_formed {
        return Err(RuleError::MalformedPayment);
    }
    let cards = payment.cards(total);
    if cards.count(CardColor::Locomotive) < min_locos {
        return Err(RuleError::MalformedPayment);
    }
    // A payment takes cards of its colour and locomotives only, so those two
    // counts decide; the walk below names the first kind short, if any.
    let loco = CardColor::Locomotive;
    let colour = payment.color;
    if cards.count(colour) <= hand.count(colour) && cards.count(loco) <= hand.count(loco) {
        return Ok(cards);
    }
    for c in CardColor::ALL {
        let (needed, held) = (cards.count(c), hand.count(c));
        if needed > held {
            return Err(RuleError::NotEnoughCards {
                color: c,
                needed,
                held,
            });
        }
    }
    Ok(cards)
}
