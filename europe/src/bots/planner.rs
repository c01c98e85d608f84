//! The planning heuristic behind Easy, Medium and Hard's rollouts: join the
//! tickets' cities with a cheap network (own routes free, opponents' routes
//! through a station at a price), collect the colours that network needs,
//! claim its routes as soon as they are paid for, then draw more tickets or
//! turn the last trains into long routes.
use super::endgame;
use super::graph::{self, Components};
use super::plan::insertion_sort_by_key;
pub(crate) use super::plan::{Plan, make_plan, make_plan_on, network, others_routes};
use super::play::{self, KeepValue};
use super::table::Table;
pub(crate) use super::tickets::{best_keep, keep_masks, ranked_keeps};
use crate::actions::Action;
use crate::cards::CardColor;
use crate::data::{NUM_ROUTES, RouteId, TicketId, route_points};
use crate::masks;
use crate::order::{f32_key, sort_by_key};
use crate::state::RouteSet;

/// Knobs that make the levels differ.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Params {
    /// Extra cost of each route in a plan, in cards: the turn spent claiming it.
    pub claim_overhead: f32,
    /// Extra cost per ferry locomotive, in cards (locomotives are scarce).
    pub ferry_extra: f32,
    /// Extra cost of a tunnel, in cards (expected extra cards and the risk).
    pub tunnel_extra: f32,
    /// Cost of borrowing an opponent's route through a new station, in cards.
    pub station_cost: f32,
    /// Whether to plan stations at all.
    pub use_stations: bool,
    /// When judging tickets: points a planned train costs.
    pub ticket_train_cost: f32,
    /// Trains kept in reserve when judging whether tickets fit.
    pub reserve_trains: u8,
    /// Draw more tickets only with at least this many trains left.
    pub draw_tickets_min_trains: u8,
    /// ... and only while every other seat has at least this many.
    pub draw_tickets_min_other: u8,
    /// Whether to draw more tickets at all once the first ones are done.
    pub draw_more_tickets: bool,
    /// A hand this big claims routes outside the plan with cards the plan
    /// does not need, rather than hoard.
    pub idle_hand: u32,
    /// Near the end, plan in turns and cash cards in ([`super::endgame`]).
    pub end_race: bool,
}

pub(crate) const MEDIUM: Params = Params {
    claim_overhead: 1.5,
    ferry_extra: 1.0,
    tunnel_extra: 1.0,
    station_cost: 9.0,
    use_stations: true,
    ticket_train_cost: 0.45,
    reserve_trains: 6,
    draw_tickets_min_trains: 14,
    draw_tickets_min_other: 12,
    draw_more_tickets: true,
    idle_hand: 20,
    end_race: false,
};

/// Cards per kind the plan's routes need, gray routes assigned to the colour
/// the hand is best placed for.
pub(crate) fn needs(t: &Table, plan: &Plan) -> [u8; 9] {
    let mut need = [0u8; 9];
    let loco = CardColor::Locomotive.index();
    // On the stack: the rollouts ask for needs at every move.
    let mut gray = [RouteId(0); NUM_ROUTES];
    let mut grays = 0;
    for r in plan.todo.iter() {
        let route = r.route();
        need[loco] = need[loco].saturating_add(route.locomotives);
        match route.color {
            Some(c) => {
                need[c.index()] = need[c.index()].saturating_add(route.length - route.locomotives)
            }
            None => {
                gray[grays] = r;
                grays += 1;
            }
        }
    }
    let gray = &mut gray[..grays];
    insertion_sort_by_key(gray, |r| !u32::from(r.route().length));
    let hand = &t.hand.0;
    for &mut r in gray {
        let route = r.route();
        // The colour with the most cards beyond its needs, then the most
        // cards; the last of equals (as `max_by_key`).
        let mut best = 0;
        let mut best_key = (i32::MIN, 0u8);
        for i in 0..8 {
            let key = (hand[i] as i32 - need[i] as i32, hand[i]);
            if key >= best_key {
                best = i;
                best_key = key;
            }
        }
        need[best] = need[best].saturating_add(route.length - route.locomotives);
    }
    need
}

/// What each card kind is worth drawing, and keeping when paying.
pub(crate) fn card_values(t: &Table, need: &[u8; 9]) -> (KeepValue, KeepValue) {
    let mut want = [0.15f32; 9];
    let mut keep = [1.0f32; 9];
    let loco = CardColor::Locomotive.index();
    let mut total_deficit = 0u32;
    for c in CardColor::COLORS {
        let i = c.index();
        let deficit = need[i].saturating_sub(t.hand.count(c));
        total_deficit += deficit as u32;
        if deficit > 0 {
            want[i] = 1.0 + 0.05 * deficit as f32;
        }
        if need[i] > 0 {
            keep[i] = 2.0;
        }
    }
    let loco_deficit = need[loco].saturating_sub(t.hand.count(CardColor::Locomotive));
    want[loco] = if loco_deficit > 0 {
        1.8
    } else if total_deficit > 0 {
        1.1
    } else {
        0.5
    };
    keep[loco] = 3.0;
    (want, keep)
}

/// Points of the still-open tickets whose cities claiming `r` would join.
pub(crate) fn completes_ticket(comp: &mut Components, tickets: &[TicketId], r: RouteId) -> i32 {
    // Joining r's two parts connects exactly the tickets with one end in each.
    let route = r.route();
    let (a, b) = (comp.part(route.a), comp.part(route.b));
    if a == b {
        return 0;
    }
    tickets
        .iter()
        .map(|tk| tk.ticket())
        .filter(|tk| {
            let (f, t) = (comp.part(tk.from), comp.part(tk.to));
            (f, t) == (a, b) || (f, t) == (b, a)
        })
        .map(|tk| tk.points as i32)
        .sum()
}

/// A scored option at the start of a turn (higher is better).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Choice {
    pub score: f32,
    pub action: Action,
}

/// Every option worth considering at the start of a turn, scored; the first
/// is the planner's choice.
pub(crate) fn turn_options(t: &Table, p: &Params) -> Vec<Choice> {
    let plan = plan_for(t, p);
    turn_options_with(t, p, &plan)
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

pub(crate) fn turn_options_with(t: &Table, p: &Params, plan: &Plan) -> Vec<Choice> {
    let mut out = Vec::new();
    unsorted_options(t, p, plan, false, &mut out, &mut None);
    sort_by_key(&mut out, |c| !f32_key(c.score));
    out
}

/// The first of [`turn_options_with`] (the best score, the earliest found
/// among equals), listed into `buf` and picked without sorting.
pub(crate) fn best_option(
    t: &Table,
    p: &Params,
    plan: &Plan,
    buf: &mut Vec<Choice>,
    net: &mut Option<Components>,
) -> Option<Action> {
    buf.clear();
    unsorted_options(t, p, plan, true, buf, net);
    let mut best: Option<&Choice> = None;
    for c in buf.iter() {
        if best.is_none_or(|b| !f32_key(c.score) < !f32_key(b.score)) {
            best = Some(c);
        }
    }
    best.map(|c| c.action)
}

/// The options of [`turn_options_with`] in the order they are found.
/// `comp` is `t`'s network if known (else built when a claim needs it).
fn unsorted_options(
    t: &Table,
    p: &Params,
    plan: &Plan,
    best_only: bool,
    out: &mut Vec<Choice>,
    comp: &mut Option<Components>,
) {
    let need = needs(t, plan);
    let (want, keep) = card_values(t, &need);
    // Only claims ask which tickets they complete: build the network then.
    let last_turn = t.final_round;
    let closed = graph::closed_for(t.me, t.owners(), t.players);
    // Planned routes the hand pays for: claim, longest first.
    // Routes without a payment give no claim: not asked.
    let payable = masks::payable(&t.hand);
    for r in RouteSet(plan.todo.0 & payable).iter() {
        if let Some(a) = play::claim(t, r, &keep).filter(|a| play::worth_trying(t, a)) {
            let done = completes_ticket(comp.get_or_insert_with(|| network(t)), &t.tickets, r);
            let score = 20.0 + r.route().length as f32 + done as f32 * 0.5;
            out.push(Choice { score, action: a });
        }
    }
    // Stations the plan relies on.
    for &(_, city) in &plan.borrow {
        if let Some(a) = play::station(t, city, &keep) {
            out.push(Choice {
                score: 19.0,
                action: a,
            });
        }
    }
    let free_mode = plan.todo.is_empty() && plan.borrow.is_empty();
    let trains = t.my_trains();
    // Near the end (Hard): cash cards in when the plan cannot be finished
    // in the turns left, and spend spare cards while there are turns to spare.
    let racing = endgame::racing(t, p);
    let (cash_in, turns_to_spare) = if racing {
        let (left, needed) = (endgame::turns_left(t), endgame::turns_needed(t, plan));
        (needed > left || left <= 2, left > needed)
    } else {
        (false, false)
    };
    if free_mode
        && !racing
        && p.draw_more_tickets
        && !last_turn
        && t.ticket_deck > 0
        && trains >= p.draw_tickets_min_trains
        && t.min_other_trains() >= p.draw_tickets_min_other
    {
        out.push(Choice {
            score: 18.0,
            action: Action::DrawTickets,
        });
    }
    // Routes outside the plan: for points once the plan is done, or on the
    // last turn, or when the end is near, or — with a big hand while the plan
    // waits for other cards — with cards and trains the plan does not need.
    let near_end = last_turn || t.min_other_trains() <= 4 || trains <= 6 || cash_in;
    let spare_trains = (trains as u32).saturating_sub(plan.trains);
    let idle_hand = t.hand.total() >= p.idle_hand || turns_to_spare;
    // The routes the checks below can pass, as a set (most turns none: the
    // plan waits for cards); each is still checked one by one.
    let mut outside = payable & !closed.0 & masks::length_at_most(trains) & !plan.todo.0;
    if !(free_mode || near_end) {
        outside &= match spare_trains.checked_sub(2) {
            Some(most) if idle_hand => {
                !masks::LENGTH_AT_MOST[2] & masks::length_at_most(most.min(255) as u8)
            }
            _ => 0,
        };
    }
    // With `best_only`, an option that cannot beat the best listed before it
    // (the first of the highest score wins) is not worked out: the score
    // comes first, the claim's payment only for a route that may win.
    let mut top = best_only.then(|| out.iter().map(|c| f32_key(c.score)).max().unwrap_or(0));
    let mine = t.mine();
    let mut all_joined: Option<bool> = None;
    for r in RouteSet(outside).iter() {
        let route = r.route();
        if closed.contains(r) || route.length > trains || plan.todo.contains(r) {
            continue;
        }
        let spare = idle_hand && route.length >= 3 && spare_trains >= route.length as u32 + 2;
        if !(free_mode || near_end || spare) {
            continue;
        }
        let pts = route_points(route.length) as f32;
        let comp = comp.get_or_insert_with(|| network(t));
        // No claim completes a ticket once every ticket is joined (the
        // usual case out here): asked once, not route by route.
        let joined = *all_joined.get_or_insert_with(|| {
            t.tickets.iter().all(|tk| {
                let tk = tk.ticket();
                comp.connected(tk.from, tk.to)
            })
        });
        let done = if joined {
            0.0
        } else {
            completes_ticket(comp, &t.tickets, r) as f32
        };
        // Short routes waste a turn unless the end is near.
        if route.length < 3 && !near_end && done == 0.0 {
            continue;
        }
        let touches = mine.0 & (graph::touching(route.a).0 | graph::touching(route.b).0) != 0;
        let score = 10.0 + pts * 0.5 + done + if touches { 0.5 } else { 0.0 };
        if top.is_some_and(|top| f32_key(score) <= top) || !play::affordable(&t.hand, r) {
            continue;
        }
        let Some(a) = play::claim(t, r, &keep).filter(|a| play::worth_trying(t, a)) else {
            continue;
        };
        if !(free_mode || near_end || spends_spare_cards(t, &a, &need)) {
            continue;
        }
        out.push(Choice { score, action: a });
        top = top.map(|_| f32_key(score));
    }
    // Drawing cards (5: below every other option).
    if top.is_some_and(|top| f32_key(5.0) <= top) {
        return;
    }
    let draw_want = if free_mode {
        free_want(t, &closed)
    } else {
        want
    };
    if let Some(a) = play::draw(t, &draw_want, 1.0) {
        out.push(Choice {
            score: 5.0,
            action: a,
        });
    }
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

/// Card values once the tickets are done: collect towards the longest routes
/// still open, in the colours the hand is strongest in.
pub(crate) fn free_want(t: &Table, closed: &RouteSet) -> KeepValue {
    let mut want = [0.2f32; 9];
    let trains = t.my_trains();
    let open = RouteSet::ALL.0 & !closed.0 & masks::length_at_most(trains);
    for r in RouteSet(open & !masks::LENGTH_AT_MOST[2]).iter() {
        let route = r.route();
        if closed.contains(r) || route.length > trains || route.length < 3 {
            continue;
        }
        let w = route_points(route.length) as f32 / 10.0;
        match route.color {
            Some(c) => want[c.index()] = want[c.index()].max(0.5 + w),
            None => {
                for c in CardColor::COLORS {
                    let have = t.hand.count(c) as f32 / route.length as f32;
                    want[c.index()] = want[c.index()].max(0.3 + w * have.min(1.0));
                }
            }
        }
    }
    want[CardColor::Locomotive.index()] = 1.2;
    want
}

/// The second card of a draw turn.
pub(crate) fn second_card(t: &Table, p: &Params) -> Option<Action> {
    let plan = plan_for(t, p);
    second_card_with(t, &plan)
}

pub(crate) fn second_card_with(t: &Table, plan: &Plan) -> Option<Action> {
    let want = if plan.todo.is_empty() {
        free_want(t, &graph::closed_for(t.me, t.owners(), t.players))
    } else {
        card_values(t, &needs(t, plan)).0
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
