//! The planning heuristic behind Easy, Medium and Hard's rollouts: join the
//! tickets' cities with a cheap network (own routes free, opponents' routes
//! through a station at a price), collect the colours that network needs,
//! claim its routes as soon as they are paid for, then draw more tickets or
//! turn the last trains into long routes.
use super::endgame::{self, EndGuess};
use super::graph;
pub(crate) use super::options::{Choice, best_option, turn_options};
use super::params::Params;
use super::plan::insertion_sort_by_key;
pub(crate) use super::plan::{Plan, make_plan, make_plan_on, network, others_routes};
use super::play::{self, KeepValue};
use super::table::Table;
pub(crate) use super::tickets::{best_keep, keep_masks, ranked_keeps};
use crate::actions::Action;
use crate::cards::CardColor;
use crate::data::{RouteId, route_points};
use crate::masks;
use crate::state::RouteSet;

/// Cards per kind the plan's routes need, gray routes assigned to the colour
/// the hand is best placed for.
pub(crate) fn needs(t: &Table, plan: &Plan) -> [u8; 9] {
    needs_with(t, &FixedNeeds::of(plan))
}

/// Gray routes on the board: the most a plan can hold.
const GRAYS: usize = masks::COLOR_ROUTES[masks::GRAY].count_ones() as usize;

/// The part of [`needs`] the hand does not change: the coloured routes'
/// cards and every locomotive, and the gray routes, longest first. A
/// rollout keeps it with the plan instead of redoing it at every move.
#[derive(Clone)]
pub(crate) struct FixedNeeds {
    need: [u8; 9],
    /// Each colour's key in [`needs_with`] less the hand's part.
    base: [i32; 8],
    /// The gray routes' cards (length less ferry locomotives), the longest
    /// route first.
    gray: [u8; GRAYS],
    grays: usize,
}

impl Default for FixedNeeds {
    fn default() -> Self {
        FixedNeeds {
            need: [0; 9],
            base: [0, 1, 2, 3, 4, 5, 6, 7],
            gray: [0; GRAYS],
            grays: 0,
        }
    }
}

impl FixedNeeds {
    pub(crate) fn of(plan: &Plan) -> FixedNeeds {
        let mut f = FixedNeeds::default();
        let mut gray = [RouteId(0); GRAYS];
        let loco = CardColor::Locomotive.index();
        for r in plan.todo.iter() {
            let route = r.route();
            f.need[loco] = f.need[loco].saturating_add(route.locomotives);
            match route.color {
                Some(c) => {
                    let i = c.index();
                    f.need[i] = f.need[i].saturating_add(route.length - route.locomotives)
                }
                None => {
                    if let Some(slot) = gray.get_mut(f.grays) {
                        *slot = r;
                        f.grays += 1;
                    }
                }
            }
        }
        let gray = &mut gray[..f.grays];
        insertion_sort_by_key(gray, |r| !u32::from(r.route().length));
        f.set_gray_and_base(gray);
        f
    }

    /// From the coloured routes' and locomotive needs and the gray routes
    /// in the order they are assigned.
    #[cfg(test)]
    fn with(need: [u8; 9], gray_routes: &[RouteId]) -> FixedNeeds {
        let mut f = FixedNeeds {
            need,
            grays: gray_routes.len().min(GRAYS),
            ..FixedNeeds::default()
        };
        f.set_gray_and_base(gray_routes);
        f
    }

    /// Each gray route's cards (`grays` of them) and each colour's base key.
    fn set_gray_and_base(&mut self, gray_routes: &[RouteId]) {
        for (slot, r) in self.gray.iter_mut().zip(gray_routes) {
            let route = r.route();
            *slot = route.length - route.locomotives;
        }
        for (i, (b, &n)) in self.base.iter_mut().zip(&self.need).enumerate() {
            *b = -i32::from(n) * 256 * 8 + i as i32;
        }
    }
}

/// [`needs`] from the plan's fixed part.
pub(crate) fn needs_with(t: &Table, f: &FixedNeeds) -> [u8; 9] {
    let mut need = f.need;
    let grays = f.gray.get(..f.grays).unwrap_or_default();
    if grays.is_empty() {
        return need;
    }
    // Each gray route goes to the colour with the most cards beyond its
    // needs, then the most cards; the last of equals (as `max_by_key`).
    // The pair as one number (cards beyond needs × 256 + cards: a hand's
    // count is below 256), compared as the pair is; × 8 + the colour, so
    // the plain maximum (no branch: vectorised) is the last of equals and
    // its low three bits name it: the hand's count × (256 + 1) × 8 plus the
    // kept base, −need × 256 × 8 + colour. The keys are worked out once, and
    // the chosen colour's lowered by what its need grew.
    let mut keys = [0i32; 8];
    for (k, (&b, &held)) in keys.iter_mut().zip(f.base.iter().zip(&t.hand.0)) {
        *k = i32::from(held) * 257 * 8 + b;
    }
    // The last gray route's colour lowers no key (most plans hold one).
    let Some((&last, first)) = grays.split_last() else {
        return need;
    };
    for &cards in first {
        let most = keys.iter().fold(i32::MIN, |m, &k| m.max(k));
        let best = (most & 7) as usize;
        let before = need[best];
        need[best] = before.saturating_add(cards);
        keys[best] -= i32::from(need[best] - before) * 256 * 8;
    }
    let most = keys.iter().fold(i32::MIN, |m, &k| m.max(k));
    let best = (most & 7) as usize;
    need[best] = need[best].saturating_add(last);
    need
}

/// What each card kind is worth drawing, and keeping when paying.
pub(crate) fn card_values(t: &Table, need: &[u8; 9]) -> (KeepValue, KeepValue) {
    (want_values(t, need), keep_values(need))
}

/// What each card kind is worth keeping when paying ([`card_values`]'s
/// second half: the hand does not change it).
pub(crate) fn keep_values(need: &[u8; 9]) -> KeepValue {
    let mut keep = [1.0f32; 9];
    let loco = CardColor::Locomotive.index();
    for (k, &needed) in keep.iter_mut().zip(need).take(loco) {
        *k = if needed > 0 { 2.0 } else { 1.0 };
    }
    keep[loco] = 3.0;
    keep
}

/// What each card kind is worth drawing ([`card_values`]'s first half: a
/// turn that claims does not ask it).
pub(crate) fn want_values(t: &Table, need: &[u8; 9]) -> KeepValue {
    let mut want = [0.15f32; 9];
    let loco = CardColor::Locomotive.index();
    let mut total_deficit = 0u32;
    // The colours are the first eight kinds: one pass over the arrays,
    // without a branch per colour.
    let colours = want.iter_mut().zip(need.iter().zip(&t.hand.0));
    for (w, (&needed, &held)) in colours.take(loco) {
        let deficit = needed.saturating_sub(held);
        total_deficit += deficit as u32;
        *w = play::WANT_SHORT_BY[usize::from(deficit)];
    }
    let loco_deficit = need[loco].saturating_sub(t.hand.count(CardColor::Locomotive));
    want[loco] = if loco_deficit > 0 {
        1.8
    } else if total_deficit > 0 {
        1.1
    } else {
        0.5
    };
    want
}

/// The plan for `t`'s tickets: in turns once the end is near (with
/// `p.end_race`), else in trains.
pub(crate) fn plan_for(t: &Table, p: &Params) -> Plan {
    if endgame::racing(t, p) {
        endgame::hurry_plan(t, p, endgame::turns_left(t))
    } else {
        make_plan(t, &t.tickets, p)
    }
}

// `free_want` takes a colour's longest open route as its worthiest: a
// longer route never scores less than a shorter one.
const _: () = {
    let routes = &crate::data::ROUTES;
    let mut i = 0;
    while i < routes.len() {
        let mut j = 0;
        while j < routes.len() {
            let (a, b) = (routes[i].length, routes[j].length);
            assert!(a <= b || route_points(a) >= route_points(b));
            j += 1;
        }
        i += 1;
    }
};

/// Card values once the tickets are done: collect towards the longest routes
/// still open, in the colours the hand is strongest in.
pub(crate) fn free_want(t: &Table, closed: &RouteSet) -> KeepValue {
    let mut want = [0.2f32; 9];
    let trains = t.my_trains();
    // Open routes of 3 cars or more.
    let open =
        RouteSet::ALL.0 & !closed.0 & masks::length_at_most(trains) & !masks::LENGTH_AT_MOST[2];
    let length_is =
        |length: usize| masks::LENGTH_AT_MOST[length] & !masks::LENGTH_AT_MOST[length - 1];
    // A route's worth depends on its colour and length alone, and grows
    // with the length: a colour is worth its longest open route's (the
    // maximum over its routes), found from the longest length down. A gray
    // length's worth is worked out after.
    for c in CardColor::COLORS {
        let routes = open & masks::COLOR_ROUTES[c.index()];
        if routes == 0 {
            continue;
        }
        if let Some(length) = (3..=masks::MAX_LENGTH)
            .rev()
            .find(|&l| routes & length_is(l) != 0)
        {
            let w = route_points(length as u8) as f32 / 10.0;
            want[c.index()] = want[c.index()].max(0.5 + w);
        }
    }
    let gray = open & masks::COLOR_ROUTES[masks::GRAY];
    let mut gray_lengths = 0u32;
    if gray != 0 {
        for length in 3..=masks::MAX_LENGTH {
            if gray & length_is(length) != 0 {
                gray_lengths |= 1 << length;
            }
        }
    }
    gray_and_locomotive_wants(t, gray_lengths, &mut want);
    want
}

/// The rest of [`free_want`]: each colour's worth for the open gray routes
/// (bit `l` of `gray_lengths`: one of `l` cars), by the share of one the
/// hand covers, and the locomotive's.
fn gray_and_locomotive_wants(t: &Table, mut gray_lengths: u32, want: &mut KeepValue) {
    while gray_lengths != 0 {
        let length = gray_lengths.trailing_zeros() as u8;
        gray_lengths &= gray_lengths - 1;
        let w = route_points(length) as f32 / 10.0;
        for c in CardColor::COLORS {
            let have = t.hand.count(c) as f32 / length as f32;
            want[c.index()] = want[c.index()].max(0.3 + w * have.min(1.0));
        }
    }
    want[CardColor::Locomotive.index()] = 1.2;
}

/// The second card of a draw turn.
pub(crate) fn second_card(t: &Table, p: &Params) -> Option<Action> {
    let plan = plan_for(t, p);
    if plan.todo.is_empty() && endgame::racing(t, p) {
        let closed = graph::closed_for(t.me, t.owners(), t.players);
        return play::draw(t, &free_want_within(t, closed, endgame::turns_left(t)), 1.0);
    }
    second_card_with(t, &plan, &FixedNeeds::of(&plan))
}

/// [`free_want`] near the end: only the open routes (not in `closed`) the
/// hand can still pay for in `turns` (two cards a draw turn, one turn to
/// claim) count, so a hand is not built towards a route the end will not
/// wait for.
pub(crate) fn free_want_within(t: &Table, mut closed: RouteSet, turns: u32) -> KeepValue {
    let draws = 2 * turns.saturating_sub(1);
    let locos = u32::from(t.hand.count(CardColor::Locomotive));
    let most = CardColor::COLORS
        .iter()
        .map(|&c| t.hand.count(c))
        .max()
        .unwrap_or(0);
    for r in RouteId::all() {
        let route = r.route();
        let held = route.color.map_or(most, |c| t.hand.count(c));
        if u32::from(route.length) > u32::from(held) + locos + draws {
            closed.insert(r);
        }
    }
    free_want(t, &closed)
}

/// `fixed` is the plan's [`FixedNeeds`].
pub(crate) fn second_card_with(t: &Table, plan: &Plan, fixed: &FixedNeeds) -> Option<Action> {
    let want = if plan.todo.is_empty() {
        free_want(t, &graph::closed_for(t.me, t.owners(), t.players))
    } else {
        want_values(t, &needs_with(t, fixed))
    };
    play::draw(t, &want, 1.0)
}

/// The planner's choice for any decision, given the legal actions.
pub(crate) fn decide(t: &Table, legal: &[Action], p: &Params) -> Action {
    let wanted = match legal.first() {
        Some(Action::KeepInitialTickets { .. }) | Some(Action::KeepTickets { .. }) => {
            let masks: Vec<u8> = legal.iter().map(play::keep_mask).collect();
            best_keep(t, &masks, p).map(|keep| {
                if t.initial {
                    Action::KeepInitialTickets { keep }
                } else {
                    Action::KeepTickets { keep }
                }
            })
        }
        Some(Action::PayTunnel { .. }) | Some(Action::DeclineTunnel) => {
            let plan = make_plan(t, &t.tickets, p);
            let (_, keep) = card_values(t, &needs(t, &plan));
            Some(play::tunnel(legal, &keep, t.tunnel_extra))
        }
        _ if t.second_card => second_card(t, p),
        _ => turn_options(t, p).first().map(|o| o.action),
    };
    play::legal_or_fallback(wanted, legal)
}

#[cfg(test)]
mod needs_tests;

/// What Hard's own planner makes of the end from `t`'s seat: its guess of
/// the turns left and what its plan (and the plan in trains) still needs,
/// for the lab's programs that log it ([`super::end_guess`]).
pub(crate) fn end_guess(t: &Table, p: &Params) -> EndGuess {
    let plan = plan_for(t, p);
    let full = make_plan(t, &t.tickets, p);
    EndGuess {
        full_trains: full.trains,
        full_turns: endgame::turns_needed(t, &full),
        full_open_points: full.open_points,
        turns_left: endgame::turns_left(t),
        racing: endgame::racing(t, p),
        plan_trains: plan.trains,
        plan_turns: endgame::turns_needed(t, &plan),
        open_points: plan.open_points,
        lost_points: plan.lost_points,
    }
}
