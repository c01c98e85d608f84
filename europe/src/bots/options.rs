//! The planner's options at the start of a turn, scored: claims its plan
//! needs, stations it relies on, more tickets, routes outside the plan and a
//! card draw. Hard's candidates take the whole list; a rollout only the best.
mod outside;

use super::endgame;
use super::express;
use super::graph::{self, Components};
use super::params::Params;
use super::plan::{Plan, network};
use super::planner::{
    FixedNeeds, free_want, keep_values, needs, needs_with, plan_for, want_values,
};
use super::play;
use super::table::Table;
use crate::actions::Action;
use crate::data::{RouteId, TicketId};
use crate::masks;
use crate::order::{f32_key, sort_by_key};
use crate::state::RouteSet;
use outside::Outside;

/// Points of the still-open tickets whose cities claiming `r` would join.
pub(crate) fn completes_ticket(comp: &Components, tickets: &[TicketId], r: RouteId) -> i32 {
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

pub(crate) fn turn_options_with(t: &Table, p: &Params, plan: &Plan) -> Vec<Choice> {
    let mut out = Vec::new();
    let closed = graph::closed_for(t.me, t.owners(), t.players);
    unsorted_options(
        t,
        p,
        plan,
        needs(t, plan),
        closed,
        false,
        &mut out,
        &mut None,
    );
    sort_by_key(&mut out, |c| !f32_key(c.score));
    out
}

/// The first of [`turn_options_with`] (the best score, the earliest found
/// among equals), listed into `buf` and picked without sorting. `closed`
/// is `graph::closed_for` the table (a rollout has it from keeping the plan).
pub(crate) fn best_option(
    t: &Table,
    p: &Params,
    plan: &Plan,
    fixed: &FixedNeeds,
    closed: RouteSet,
    buf: &mut Vec<Choice>,
    net: &mut Option<Components>,
) -> Option<Action> {
    buf.clear();
    unsorted_options(t, p, plan, needs_with(t, fixed), closed, true, buf, net);
    let mut best: Option<&Choice> = None;
    for c in buf.iter() {
        if best.is_none_or(|b| !f32_key(c.score) < !f32_key(b.score)) {
            best = Some(c);
        }
    }
    best.map(|c| c.action)
}

/// The options of [`turn_options_with`] in the order they are found.
/// `comp` is `t`'s network if known (else built when a claim needs it);
/// `closed` the routes closed to the seat.
#[allow(clippy::too_many_arguments)]
fn unsorted_options(
    t: &Table,
    p: &Params,
    plan: &Plan,
    need: [u8; 9],
    closed: RouteSet,
    best_only: bool,
    out: &mut Vec<Choice>,
    comp: &mut Option<Components>,
) {
    // What to draw is asked only when nothing else is done (below).
    // Only claims ask which tickets they complete: build the network then.
    let last_turn = t.final_round;
    // Planned routes the hand pays for: claim, longest first.
    // Routes without a payment give no claim: not asked.
    let payable = masks::payable(&t.hand);
    for r in RouteSet(plan.todo.0 & payable).iter() {
        if let Some(a) = play::claim_fewest_locos(t, r, &need).filter(|a| play::worth_trying(t, a))
        {
            let done = completes_ticket(comp.get_or_insert_with(|| network(t)), &t.tickets, r);
            let score = 20.0 + r.route().length as f32 + done as f32 * 0.5;
            out.push(Choice { score, action: a });
        }
    }
    // Stations the plan relies on, paid as cheaply as the keep worths say.
    for &(_, city) in &plan.borrow {
        if let Some(a) = play::station(t, city, &keep_values(&need)) {
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
    if outside != 0 {
        let any_cards = free_mode || near_end;
        let found = Outside {
            near_end,
            any_cards,
            need: &need,
        };
        let outside = found.may_pass(t, outside);
        if outside != 0 {
            top = found.options(t, comp, outside, top, out);
        }
        // With every ticket joined, the claim that lengthens the longest
        // trail most scores `express` above a route as long elsewhere.
        if p.express > 0.0
            && free_mode
            && outside != 0
            && let Some(r) = express::lengthens_most(t, outside)
            && let Some(a) =
                play::claim_fewest_locos(t, r, &need).filter(|a| play::worth_trying(t, a))
        {
            // A lengthening claim touches own routes.
            let score = outside::by_length(r.route().length) + 0.5 + p.express;
            out.push(Choice { score, action: a });
            top = top.map(|top| top.max(f32_key(score)));
        }
    }
    // Drawing cards (5: below every other option).
    if top.is_some_and(|top| f32_key(5.0) <= top) {
        return;
    }
    let draw_want = if free_mode && racing {
        super::planner::free_want_within(t, closed, endgame::turns_left(t))
    } else if free_mode {
        free_want(t, &closed)
    } else {
        want_values(t, &need)
    };
    if let Some(a) = play::draw(t, &draw_want, 1.0) {
        out.push(Choice {
            score: 5.0,
            action: a,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameConfig;
    use crate::bots::params::MEDIUM;
    use crate::bots::planner::plan_for;
    use crate::state::{Game, Phase, TurnStep};

    /// A rollout's best option (the outside routes walked longest first,
    /// compared by score and id) is the whole list's first, on the tables of
    /// whole games and on the same tables with fuller hands (more routes
    /// outside the plan paid for), for Medium's knobs, Hard's end race and
    /// an idle hand of any size.
    #[test]
    fn the_best_option_is_the_first_of_the_whole_list() {
        let knobs = [
            MEDIUM,
            Params {
                end_race: true,
                ..MEDIUM
            },
            Params {
                idle_hand: 0,
                end_race: true,
                ..MEDIUM
            },
            crate::bots::hard::HARD,
        ];
        let mut compared = 0;
        for (players, seed) in [(2, 3u64), (3, 8), (4, 5)] {
            let mut g = Game::new(GameConfig::new(players, seed)).expect("game");
            let mut bots: Vec<_> = (0..players)
                .map(|s| crate::bots::by_name("medium", seed + s as u64).expect("bot"))
                .collect();
            for step in 0..600usize {
                if g.is_over() {
                    break;
                }
                let seat = g.acting_seats()[0];
                if g.phase() == Phase::Playing && *g.step() == TurnStep::Start {
                    for extra in [0u8, 1, 3] {
                        let mut t = Table::from_game(&g, seat);
                        for k in 0..9 {
                            t.hand.0[k] =
                                t.hand.0[k].saturating_add(extra * ((step + k) % 3) as u8);
                        }
                        for p in &knobs {
                            let plan = plan_for(&t, p);
                            let whole = turn_options_with(&t, p, &plan);
                            let closed = graph::closed_for(t.me, t.owners(), t.players);
                            let fixed = FixedNeeds::of(&plan);
                            let best = best_option(
                                &t,
                                p,
                                &plan,
                                &fixed,
                                closed,
                                &mut Vec::new(),
                                &mut None,
                            );
                            assert_eq!(best, whole.first().map(|c| c.action), "step {step}");
                            compared += 1;
                        }
                    }
                }
                let a = bots[seat.index()].choose(&g.view(seat), &g.legal_actions(seat));
                g.apply(seat, &a).expect("legal");
            }
        }
        assert!(compared > 1000, "{compared}");
    }
}
