//! Turning a bot's intent (claim this route, want these colours) into one
//! concrete action: which payment, which face-up slot, which tunnel payment.
use super::table::Table;
use crate::actions::{Action, for_each_payment};
use crate::cards::{CardColor, Hand, Payment};
use crate::data::{CityId, RouteId};

/// How much keeping one more card of each kind is worth, for choosing what to
/// pay with: locomotives are wild, so they are worth keeping most.
pub(crate) type KeepValue = [f32; 9];

pub(crate) const PLAIN_KEEP: KeepValue = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 2.5];

/// A colour's draw worth by the cards it lacks (`planner::card_values`),
/// read instead of worked out at every move: the same f32 sums (a test
/// checks them against the run-time ones).
pub(crate) const WANT_SHORT_BY: [f32; 256] = {
    let mut w = [0.15f32; 256];
    let mut d = 1;
    while d < 256 {
        w[d] = 1.0 + 0.05 * d as f32;
        d += 1;
    }
    w
};

/// What paying `p` gives up, by `keep`. In closed form (a colour's cards
/// plus the locomotives): the same sum as over every kind, whose other
/// terms are zeros, at a tenth of the cost.
pub(crate) fn payment_cost(p: &Payment, total: u8, keep: &KeepValue) -> f32 {
    let loco = CardColor::Locomotive.index();
    if p.is_all_locomotives() {
        return total as f32 * keep[loco];
    }
    let colour = total.saturating_sub(p.locomotives);
    colour as f32 * keep[p.color.index()] + p.locomotives as f32 * keep[loco]
}

/// The cheapest way (by `keep`) to pay for `route` from `hand`, if any.
pub(crate) fn best_payment(hand: &Hand, route: RouteId, keep: &KeepValue) -> Option<Payment> {
    let r = route.route();
    let mut best: Option<(f32, Payment)> = None;
    for_each_payment(hand, r.length, r.locomotives, r.color, |p| {
        let c = payment_cost(&p, r.length, keep);
        if best.is_none_or(|(b, _)| c < b) {
            best = Some((c, p));
        }
    });
    best.map(|(_, p)| p)
}

pub(crate) fn claim(t: &Table, route: RouteId, keep: &KeepValue) -> Option<Action> {
    if t.my_trains() < route.route().length {
        return None;
    }
    best_payment(&t.hand, route, keep).map(|payment| Action::ClaimRoute { route, payment })
}

/// [`claim`] with [`super::planner::keep_values`]' worths for `need` (a
/// colour 2 if needed, else 1, a locomotive 3): each colour's payments then
/// cost more the more locomotives they take (one more swaps a colour card
/// for a dearer one), and all locomotives more than any, so the cheapest is
/// each colour's with the fewest locomotives, and only those are priced.
/// Priced in whole numbers, as the worths are: the same sums as in f32
/// (exact), so the same payment as `claim` (a test checks both); a gray
/// route's eight colours as `cost × 8 + colour`, the least of which is the
/// first of the cheapest (no payment: `u8::MAX`).
pub(crate) fn claim_fewest_locos(t: &Table, route: RouteId, need: &[u8; 9]) -> Option<Action> {
    let r = route.route();
    if t.my_trains() < r.length {
        return None;
    }
    let hand = &t.hand;
    let locos = hand.count(CardColor::Locomotive);
    // A colour's fewest locomotives, as `for_each_payment`'s first for the
    // colour, which pays only up to `most`.
    let most = locos.min(r.length.saturating_sub(1));
    let fewest = |i: usize| r.locomotives.max(r.length.saturating_sub(hand.0[i]));
    let colour = match r.color {
        Some(c) => Some(c.index()).filter(|&i| fewest(i) <= most),
        None => {
            // At most 8 cars: a cost is below 32, a key below 256.
            let mut best = u8::MAX;
            for (i, &needed) in need.iter().enumerate().take(CardColor::COLORS.len()) {
                let lo = fewest(i);
                let cards = r.length.saturating_sub(lo);
                let cost = cards + if needed > 0 { cards } else { 0 } + 3 * lo;
                let key = if lo <= most {
                    cost << 3 | i as u8
                } else {
                    u8::MAX
                };
                best = best.min(key);
            }
            (best != u8::MAX).then_some(usize::from(best & 7))
        }
    };
    let payment = match colour.and_then(|i| CardColor::COLORS.get(i).map(|&c| (i, c))) {
        Some((i, color)) => Payment {
            color,
            locomotives: fewest(i),
        },
        None if locos >= r.length && r.length >= r.locomotives => Payment {
            color: CardColor::Locomotive,
            locomotives: r.length,
        },
        None => return None,
    };
    Some(Action::ClaimRoute { route, payment })
}

/// Whether `hand` can pay for `route` at all.
pub(crate) fn affordable(hand: &Hand, route: RouteId) -> bool {
    let r = route.route();
    let locos = hand.count(CardColor::Locomotive);
    if locos < r.locomotives {
        return false;
    }
    if locos >= r.length {
        return true;
    }
    // Otherwise at least one card of the colour, locomotives for the rest.
    let held = match r.color {
        Some(c) => hand.count(c),
        None => CardColor::COLORS
            .iter()
            .map(|&c| hand.count(c))
            .max()
            .unwrap_or(0),
    };
    held >= 1 && held + locos >= r.length
}

/// Cards still missing to pay for `route` from `hand` (0: affordable).
pub(crate) fn missing_cards(hand: &Hand, route: RouteId) -> u8 {
    let r = route.route();
    let locos = hand.count(CardColor::Locomotive);
    let loco_short = r.locomotives.saturating_sub(locos);
    let spare = locos.saturating_sub(r.locomotives);
    let rest = r.length - r.locomotives;
    let have = match r.color {
        Some(c) => hand.count(c),
        None => CardColor::COLORS
            .iter()
            .map(|&c| hand.count(c))
            .max()
            .unwrap_or(0),
    };
    loco_short + rest.saturating_sub(have + spare)
}

/// Cards left after paying `payment` for `route` that could pay a tunnel's
/// extra: locomotives, and cards of the paid colour.
/// In closed form: the payment takes its locomotives and the rest in its
/// colour (or all locomotives), so only those two counts are compared and
/// left (a test checks it against taking the payment from a copy).
pub(crate) fn tunnel_spares(hand: &Hand, route: RouteId, payment: &Payment) -> u8 {
    let total = route.route().length;
    let locos = hand.count(CardColor::Locomotive);
    if payment.is_all_locomotives() {
        return locos.saturating_sub(total);
    }
    let colour = total.saturating_sub(payment.locomotives);
    match (
        locos.checked_sub(payment.locomotives),
        hand.count(payment.color).checked_sub(colour),
    ) {
        (Some(locos), Some(held)) => locos.wrapping_add(held),
        _ => 0,
    }
}

/// Whether claiming is worth the turn: a tunnel reveals three cards and
/// more than half the time asks for at least one more, so it is tried only
/// with a spare card, unless this is the last turn anyway.
pub(crate) fn worth_trying(t: &Table, a: &Action) -> bool {
    match a {
        Action::ClaimRoute { route, payment } if route.route().tunnel && !t.final_round => {
            tunnel_spares(&t.hand, *route, payment) >= 1
        }
        _ => true,
    }
}

/// A station on `city`, paid as cheaply as `keep` says.
pub(crate) fn station(t: &Table, city: CityId, keep: &KeepValue) -> Option<Action> {
    if t.my_stations_left() == 0 || t.station.get(city.0 as usize).copied().flatten().is_some() {
        return None;
    }
    let total = t.my_stations_built() + 1;
    let mut best: Option<(f32, Payment)> = None;
    for_each_payment(&t.hand, total, 0, None, |p| {
        let c = payment_cost(&p, total, keep);
        if best.is_none_or(|(b, _)| c < b) {
            best = Some((c, p));
        }
    });
    best.map(|(_, payment)| Action::BuildStation { city, payment })
}

/// The card draw worth most by `want` (value of one card of each kind). A
/// face-up locomotive taken first ends the turn, so it is worth
/// `want[loco] - loco_turn_cost`. Ties go to the blind draw, which tells the
/// others nothing.
pub(crate) fn draw(t: &Table, want: &KeepValue, loco_turn_cost: f32) -> Option<Action> {
    // The best so far as its value and slot (`BLIND`: the blind draw);
    // the action is made once, at the end.
    const BLIND: u8 = u8::MAX;
    let action = |slot| match slot {
        BLIND => Action::DrawBlind,
        slot => Action::DrawFaceUp { slot },
    };
    if t.can_blind {
        let unseen = t.unseen.total();
        let v: f32 = CardColor::ALL
            .iter()
            .map(|&c| t.blind_odds_of(c, unseen) * want[c.index()])
            .sum();
        // With a value to beat from the start, a slot that is empty (or a
        // locomotive on the second card) reads as minus infinity, which
        // beats nothing: the same choice as skipping it, without a branch
        // per slot. Each kind's worth, the empty slot's last.
        let mut worth = [f32::NEG_INFINITY; 10];
        worth[..9].copy_from_slice(want);
        let loco = CardColor::Locomotive.index();
        worth[loco] = if t.second_card {
            f32::NEG_INFINITY
        } else {
            want[loco] - loco_turn_cost
        };
        // What a slot must beat (the best so far plus the tolerance),
        // worked out again only when a slot beats it: seldom (about one
        // slot in twenty), so out of the loop's way.
        let (mut beat, mut slot) = (v + 1e-4, BLIND);
        for (i, c) in t.face_up.iter().enumerate() {
            let kind = c.map_or(worth.len() - 1, |c| c.index());
            let v = worth.get(kind).copied().unwrap_or(f32::NEG_INFINITY);
            if v > beat {
                (beat, slot) = beaten_by(v, i);
            }
        }
        return Some(action(slot));
    }
    let mut best: Option<(f32, u8)> = None;
    for (i, c) in t.face_up.iter().enumerate() {
        let Some(c) = *c else { continue };
        let v = if c == CardColor::Locomotive {
            if t.second_card {
                continue;
            }
            want[c.index()] - loco_turn_cost
        } else {
            want[c.index()]
        };
        if best.is_none_or(|(b, _)| v > b + 1e-4) {
            best = Some((v, i as u8));
        }
    }
    best.map(|(_, slot)| action(slot))
}

/// [`draw`]'s new best: slot `i` worth `v`, and what the next must beat.
#[cold]
#[inline(never)]
fn beaten_by(v: f32, i: usize) -> (f32, u8) {
    (v + 1e-4, i as u8)
}

/// The tunnel's extra cost paid as cheaply as `keep` says, or declined when
/// it cannot be paid.
pub(crate) fn tunnel(legal: &[Action], keep: &KeepValue, extra: u8) -> Action {
    let mut best: Option<(f32, Action)> = None;
    for a in legal {
        if let Action::PayTunnel { payment } = a {
            let c = payment_cost(payment, extra, keep);
            if best.as_ref().is_none_or(|(b, _)| c < *b) {
                best = Some((c, *a));
            }
        }
    }
    best.map(|(_, a)| a).unwrap_or(Action::DeclineTunnel)
}

/// `wanted` if it is legal, else the most harmless legal action: a blind
/// draw, then anything that is not a ticket draw. `legal` is never empty
/// when the engine asks, but a stray empty list still yields `Pass`.
pub(crate) fn legal_or_fallback(wanted: Option<Action>, legal: &[Action]) -> Action {
    if let Some(a) = wanted
        && legal.contains(&a)
    {
        return a;
    }
    if legal.contains(&Action::DrawBlind) {
        return Action::DrawBlind;
    }
    legal
        .iter()
        .find(|a| !matches!(a, Action::DrawTickets))
        .or(legal.first())
        .copied()
        .unwrap_or(Action::Pass)
}

/// A uniformly random legal action (`Pass` for a stray empty list).
pub(crate) fn random_legal(rng: &mut crate::rng::GameRng, legal: &[Action]) -> Action {
    if legal.is_empty() {
        return Action::Pass;
    }
    legal[rng.below(legal.len())]
}

/// The legal keep mask with the most tickets kept (what a bot that keeps
/// everything plays).
pub(crate) fn keep_all(legal: &[Action]) -> Option<Action> {
    legal
        .iter()
        .filter(|a| {
            matches!(
                a,
                Action::KeepInitialTickets { .. } | Action::KeepTickets { .. }
            )
        })
        .max_by_key(|a| keep_mask(a).count_ones())
        .copied()
}

pub(crate) fn keep_mask(a: &Action) -> u8 {
    match a {
        Action::KeepInitialTickets { keep } | Action::KeepTickets { keep } => *keep,
        _ => 0,
    }
}

#[cfg(test)]
mod tests;
