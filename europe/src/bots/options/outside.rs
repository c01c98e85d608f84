//! The routes outside the plan among a turn's options: scored by length,
//! the tickets they complete and whether they touch own routes, and paid
//! for only while they may be the best.
use super::{Choice, completes_ticket};
use crate::actions::Action;
use crate::bots::graph::{self, Components};
use crate::bots::plan::network;
use crate::bots::play;
use crate::bots::table::Table;
use crate::cards::CardColor;
use crate::data::{CityId, RouteId, route_points};
use crate::masks;
use crate::order::f32_key;
use crate::state::RouteSet;

/// The tickets a network has not joined, each as its ends' two parts and
/// its points: [`completes_ticket`] for many routes without looking the
/// tickets up again (joined tickets have one part and complete nothing).
#[derive(Default)]
struct Apart {
    pairs: [(u8, u8, i32); 16],
    count: usize,
    /// The parts pushed as ends, a bit each (parts from 64 on: not kept,
    /// then `whole`): a route whose parts are not both here completes none.
    ends: u64,
    /// More tickets than places, or an end off the board: not used.
    whole: bool,
}

impl Apart {
    fn push(&mut self, from: Option<u8>, to: Option<u8>, points: i32) {
        match (from, to, self.pairs.get_mut(self.count)) {
            (Some(f), Some(t), Some(slot)) if f < 64 && t < 64 => {
                *slot = (f, t, points);
                self.count += 1;
                self.ends |= 1 << f | 1 << t;
            }
            _ => self.whole = true,
        }
    }

    /// Whether claiming `r` surely completes none of the tickets pushed: it
    /// does not join two of their ends' parts (false: ask [`Self::completed_by`]).
    fn completes_none(&self, comp: &Components, r: RouteId) -> bool {
        let route = r.route();
        match (comp.part(route.a), comp.part(route.b), self.whole) {
            (Some(a), Some(b), false) => {
                a == b || self.ends >> (a & 63) & self.ends >> (b & 63) & 1 == 0
            }
            _ => false,
        }
    }

    /// [`completes_ticket`] of the tickets pushed (`None`: ask it).
    fn completed_by(&self, comp: &Components, r: RouteId) -> Option<i32> {
        let route = r.route();
        let (Some(a), Some(b), false) = (comp.part(route.a), comp.part(route.b), self.whole) else {
            return None;
        };
        if self.completes_none(comp, r) {
            return Some(0);
        }
        let pairs = self.pairs.get(..self.count)?;
        Some(
            pairs
                .iter()
                .filter(|&&(f, t, _)| (f, t) == (a, b) || (f, t) == (b, a))
                .map(|&(_, _, p)| p)
                .sum(),
        )
    }
}

/// What [`unsorted_options`] asks of the routes outside the plan.
pub(super) struct Outside<'a> {
    pub near_end: bool,
    /// Any cards may pay (else only those beyond what the plan needs).
    pub any_cards: bool,
    pub need: &'a [u8; 9],
}

/// The tunnels, as a set.
const TUNNELS: u128 = {
    let mut m = 0u128;
    let mut i = 0;
    while i < crate::data::ROUTES.len() {
        if crate::data::ROUTES[i].tunnel {
            m |= 1 << i;
        }
        i += 1;
    }
    m
};

impl Outside<'_> {
    /// `outside` less the routes whose claim surely fails [`claim_outside`]'s
    /// checks, so they are not walked or paid for. Paid only with cards
    /// beyond the plan's needs, a claim is a payment from those cards. A
    /// tunnel is worth trying (but on the last turn) with a card of the
    /// paid colour or a locomotive left over, so the hand holds one card
    /// more than the route of that colour and locomotives (or locomotives
    /// alone): the hand with a card fewer of each colour pays for it.
    pub(super) fn may_pass(&self, t: &Table, mut outside: u128) -> u128 {
        if !self.any_cards {
            let mut spare = t.hand;
            for (n, &needed) in spare.0.iter_mut().zip(self.need) {
                *n = n.saturating_sub(needed);
            }
            outside &= masks::payable(&spare);
        }
        if outside & TUNNELS != 0 && !t.final_round {
            let mut fewer = t.hand;
            for n in fewer.0.iter_mut().take(CardColor::COLORS.len()) {
                *n = n.saturating_sub(1);
            }
            outside &= !TUNNELS | masks::payable(&fewer);
        }
        outside
    }

    /// Lists the claims of the routes in `outside` (open routes within the
    /// trains, outside the plan, and but in free mode or near the end spare
    /// ones) into `out` as [`unsorted_options`] does, and returns its `top`.
    /// Apart from the rest: most turns have no such route.
    #[inline(never)]
    pub(super) fn options(
        &self,
        t: &Table,
        comp: &mut Option<Components>,
        mut outside: u128,
        mut top: Option<u32>,
        out: &mut Vec<Choice>,
    ) -> Option<u32> {
        let near_end = self.near_end;
        // No claim completes a ticket once every ticket is joined (the usual
        // case out here): asked once, when there is a route to look at.
        let mut joined = true;
        // The tickets not joined, as their ends' parts and points, for the
        // routes below to ask which they complete.
        let mut apart = Apart::default();
        // The points of the tickets not joined: no claim completes more.
        let mut open = 0i32;
        // The routes that may complete one: see `ends_within`.
        let mut completing = 0u128;
        {
            let comp = comp.get_or_insert_with(|| network(t));
            for tk in t.tickets.iter().map(|tk| tk.ticket()) {
                if !comp.connected(tk.from, tk.to) {
                    joined = false;
                    open += tk.points as i32;
                    apart.push(comp.part(tk.from), comp.part(tk.to), tk.points as i32);
                    completing |= ends_within(t, tk.from) & ends_within(t, tk.to);
                }
            }
        }
        // Short routes score nothing while every ticket is joined and the
        // end is not near: they go as a set.
        if joined && !near_end {
            outside &= !masks::LENGTH_AT_MOST[2];
        }
        if outside == 0 {
            // Nothing to look at out there.
        } else if let Some(top0) = top {
            // Only the best is wanted: the first (in id order) of the highest
            // score that passes, if it beats the options before. Each route is
            // compared as its (score, id) key, so the order of the walk does
            // not change which wins: longest first, where the winner usually
            // is, so most routes after it cannot beat it and are not paid for.
            // Keys below `floor` cannot win (at first: no higher score than the
            // options before).
            let mut floor = u64::from(top0) << 8 | 0xff;
            let mut best = None;
            for &length in &LENGTHS {
                // A score is known by the length (touching aside), or
                // bounded by it with tickets open (f32 sums grow with their
                // terms), so a length that cannot win is passed as a whole.
                let here = outside & length_is(length);
                if here == 0 {
                    continue;
                }
                let most = by_length(length as u8) + open as f32;
                if u64::from(f32_key(most + 0.5)) << 8 | 0xff <= floor {
                    continue;
                }
                // A route completing no ticket scores at most this (its
                // `done` is 0.0): when that cannot win, only the routes that
                // join two open tickets' parts are looked at (seldom any).
                let alone = by_length(length as u8) + 0.0;
                let only_completing = u64::from(f32_key(alone + 0.5)) << 8 | 0xff <= floor;
                let here = if only_completing {
                    here & completing
                } else {
                    here
                };
                if here & completing == 0 {
                    // No ticket to complete: a route scores `alone`, or 0.5
                    // more touching own routes, so the first touching route
                    // (in id order) with a claim wins here, else the first
                    // other one: claims are priced in that order, up to it.
                    // Short routes score nothing while the end is not near.
                    if length < 3 && !near_end {
                        continue;
                    }
                    let touching = touching_own(t, here);
                    let won = self
                        .first_claim(t, touching, alone + 0.5, &mut floor)
                        .or_else(|| self.first_claim(t, here & !touching, alone, &mut floor));
                    best = won.or(best);
                    continue;
                }
                for r in RouteSet(here).iter() {
                    if only_completing
                        && let Some(comp) = comp.as_ref()
                        && apart.completes_none(comp, r)
                    {
                        continue;
                    }
                    let id = u64::from(u8::MAX - r.0);
                    let Some(score) =
                        outside_score(t, comp, &apart, completing, near_end, r, |most| {
                            u64::from(f32_key(most)) << 8 | id <= floor
                        })
                    else {
                        continue;
                    };
                    let key = u64::from(f32_key(score)) << 8 | id;
                    if key <= floor {
                        continue;
                    }
                    if let Some(a) = claim_outside(t, r, self.any_cards, self.need) {
                        floor = key;
                        best = Some(Choice { score, action: a });
                    }
                }
            }
            if let Some(c) = best {
                out.push(c);
                top = Some(f32_key(c.score));
            }
        } else {
            // The whole list: every route that passes, in id order.
            for r in RouteSet(outside).iter() {
                if let Some(score) =
                    outside_score(t, comp, &apart, completing, near_end, r, |_| false)
                    && let Some(a) = claim_outside(t, r, self.any_cards, self.need)
                {
                    out.push(Choice { score, action: a });
                }
            }
        }
        top
    }
}

/// Routes that touch the part of the network `city` is in, or more: a
/// route completes a ticket only by joining its ends' two parts, so it
/// touches both. Without a station an own route is all the network has,
/// and a city none touches is a part of its own; otherwise every route.
fn ends_within(t: &Table, city: CityId) -> u128 {
    let routes = graph::touching(city).0;
    if routes & t.mine().0 == 0 && t.my_stations_built() == 0 {
        routes
    } else {
        u128::MAX
    }
}

impl Outside<'_> {
    /// The first of `routes` (in id order) scoring `score` whose key beats
    /// `floor` and whose claim passes, with `floor` raised to its key (the
    /// keys fall as the ids rise: the walk stops at the first that does
    /// not beat it).
    fn first_claim(&self, t: &Table, routes: u128, score: f32, floor: &mut u64) -> Option<Choice> {
        for r in RouteSet(routes).iter() {
            let key = u64::from(f32_key(score)) << 8 | u64::from(u8::MAX - r.0);
            if key <= *floor {
                return None;
            }
            if let Some(action) = claim_outside(t, r, self.any_cards, self.need) {
                *floor = key;
                return Some(Choice { score, action });
            }
        }
        None
    }
}

/// The routes of `routes` that touch an own route.
fn touching_own(t: &Table, routes: u128) -> u128 {
    let mine = t.mine().0;
    let mut out = 0u128;
    for r in RouteSet(routes).iter() {
        let route = r.route();
        if mine & (graph::touching(route.a).0 | graph::touching(route.b).0) != 0 {
            out |= 1 << r.0;
        }
    }
    out
}

/// The lengths the board's routes have, longest first (Europe has no
/// route of 5 or 7 cars: those are not asked).
const LENGTHS: [usize; LENGTH_COUNT] = {
    let mut out = [0; LENGTH_COUNT];
    let (mut length, mut i) = (masks::MAX_LENGTH, 0);
    while length > 0 {
        if masks::LENGTH_AT_MOST[length] & !masks::LENGTH_AT_MOST[length - 1] != 0 {
            out[i] = length;
            i += 1;
        }
        length -= 1;
    }
    out
};

/// How many lengths the board's routes have.
const LENGTH_COUNT: usize = {
    let (mut length, mut n) = (masks::MAX_LENGTH, 0);
    while length > 0 {
        if masks::LENGTH_AT_MOST[length] & !masks::LENGTH_AT_MOST[length - 1] != 0 {
            n += 1;
        }
        length -= 1;
    }
    n
};

/// The routes of `length` cars.
fn length_is(length: usize) -> u128 {
    masks::LENGTH_AT_MOST[length] & !masks::LENGTH_AT_MOST[length - 1]
}

/// What a claim outside the plan scores for its length; touching own
/// routes adds 0.5, the tickets it completes their points.
pub(super) fn by_length(length: u8) -> f32 {
    10.0 + route_points(length) as f32 * 0.5
}

/// The score of claiming `r`, a route outside the plan, or `None` for a
/// short route while the end is not near. `completing`: the routes that
/// may complete an open ticket (none while every ticket is joined).
/// `beaten(x)`: a score of `x` or less cannot win (then the touch is not
/// looked at and `None` given).
#[inline]
fn outside_score(
    t: &Table,
    comp: &mut Option<Components>,
    apart: &Apart,
    completing: u128,
    near_end: bool,
    r: RouteId,
    beaten: impl Fn(f32) -> bool,
) -> Option<f32> {
    let route = r.route();
    let comp = comp.get_or_insert_with(|| network(t));
    let done = if !RouteSet(completing).contains(r) {
        0.0
    } else {
        apart
            .completed_by(comp, r)
            .unwrap_or_else(|| completes_ticket(comp, &t.tickets, r)) as f32
    };
    // Short routes waste a turn unless the end is near.
    if route.length < 3 && !near_end && done == 0.0 {
        return None;
    }
    // The score is `most` or, touching own routes, `most + 0.5`: a route
    // that cannot win even so is dropped before the touch is looked at.
    let most = by_length(route.length) + done;
    if beaten(most + 0.5) {
        return None;
    }
    let touches = t.mine().0 & (graph::touching(route.a).0 | graph::touching(route.b).0) != 0;
    Some(if touches { most + 0.5 } else { most })
}

/// The claim of `r`, a route outside the plan, if the hand pays for it
/// (unless `any_cards`, with cards beyond what the plan needs). Not asked
/// `play::affordable` first: without it there is no payment either.
fn claim_outside(t: &Table, r: RouteId, any_cards: bool, need: &[u8; 9]) -> Option<Action> {
    play::claim_fewest_locos(t, r, need)
        .filter(|a| play::worth_trying(t, a))
        .filter(|a| any_cards || spends_spare_cards(t, a, need))
}

/// Whether `a` pays only with cards beyond what the plan needs.
fn spends_spare_cards(t: &Table, a: &Action, need: &[u8; 9]) -> bool {
    let Action::ClaimRoute { route, payment } = a else {
        return true;
    };
    let paid = payment.cards(route.route().length);
    CardColor::ALL
        .iter()
        .all(|&c| paid.count(c) == 0 || t.hand.count(c) >= need[c.index()] + paid.count(c))
}

#[cfg(test)]
mod tests;
