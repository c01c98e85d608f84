//! Hard's end game: how many turns the opponents may leave, and a plan that
//! fits in them.
//!
//! The planner's network is the cheapest in trains, whatever the hand holds;
//! early on the colours come, but near the end a route whose colour the
//! hand lacks can stay unclaimed until the game is over (issue 14: Hard drew
//! twenty cards for Cádiz–Madrid, three orange, while Cádiz–Lisboa–Madrid
//! was paid for in hand). So once an opponent may end the game within
//! [`HORIZON`] turns, Hard plans in turns instead: a route costs the turn
//! that claims it plus two draw turns per card the hand still lacks, tickets
//! that cannot be joined in the turns left are given up, and with no ticket
//! left to join, or cards beyond what the plan needs, it claims for points,
//! collecting only for the routes the turns left can still pay for
//! (`planner::free_want_within`).
use super::graph::{self, Costs, NO_WAY};
use super::params::Params;
use super::plan::{self, Plan};
use super::table::Table;
use crate::cards::{CardColor, Hand};
use crate::data::{CityId, NUM_ROUTES, RouteId};
use crate::order::sort_by_key;

/// Turns left (this seat's) from which the end-game plan takes over. Not
/// earlier: the plan is greedy by points and prices a missing card at two
/// turns, so six to eight turns out it gave up tickets the plan in trains
/// still joined (issue 14: seed 1's game 410 vs Medium dropped a 12-point
/// ticket one paid claim away for a 21-point one it then lost too).
pub(crate) const HORIZON: u32 = 5;

/// Trains an opponent places per claim, for guessing its pace (a little
/// above the board's average, so the guess errs towards an early end).
const TRAINS_PER_CLAIM: u32 = 3;

/// This seat's turns before the game ends, if the opponent nearest the end
/// plays it out as fast as its trains and hand allow: it must place all but
/// 2 of its trains (E11), a claim at a time, drawing two cards a turn for
/// what its hand lacks (most of a hand is usable by then); every seat then
/// plays once more.
pub(crate) fn turns_left(t: &Table) -> u32 {
    if t.final_round {
        return 1;
    }
    let mut nearest = u32::MAX;
    for o in (0..t.players).filter(|&o| o != t.me.index()) {
        let to_place = u32::from(t.trains[o]).saturating_sub(2);
        let claims = to_place.div_ceil(TRAINS_PER_CLAIM).max(1);
        let usable = u32::from(t.cards[o]) * 4 / 5;
        let draws = to_place.saturating_sub(usable).div_ceil(2);
        nearest = nearest.min(claims + draws);
    }
    nearest.saturating_add(1)
}

/// Whether the end is near enough for [`hurry_plan`].
pub(crate) fn racing(t: &Table, p: &Params) -> bool {
    p.end_race && turns_left(t) <= HORIZON
}

/// Takes from `hand` the cards that would pay for `r` (its colour first,
/// then locomotives), and returns how many it lacks.
fn take(hand: &mut Hand, r: RouteId) -> u32 {
    let route = r.route();
    let loco = CardColor::Locomotive;
    let ferry = route.locomotives.min(hand.count(loco));
    hand.remove(loco, ferry);
    u32::from(route.locomotives - ferry)
        + take_cards(hand, route.color, route.length - route.locomotives)
}

/// Takes `count` cards of `colour` (with none, the hand's most plentiful
/// colour), locomotives filling in, and returns how many it lacks: a
/// route's coloured part, or a station (`count` its price, any colour).
fn take_cards(hand: &mut Hand, colour: Option<CardColor>, count: u8) -> u32 {
    let loco = CardColor::Locomotive;
    let colour = colour.unwrap_or_else(|| {
        CardColor::COLORS
            .iter()
            .copied()
            .max_by_key(|c| hand.count(*c))
            .unwrap_or(CardColor::Black)
    });
    let own = count.min(hand.count(colour));
    hand.remove(colour, own);
    let wild = (count - own).min(hand.count(loco));
    hand.remove(loco, wild);
    u32::from(count - own - wild)
}

/// The price in cards of this seat's next station once `planned` more are built.
fn station_price(t: &Table, planned: u8) -> u8 {
    t.my_stations_built() + 1 + planned
}

/// What a new station adds to a path's cost over a claim of the same turns:
/// its 4 points lost at the end (a claim of up to 8 trains beats it at equal
/// turns; a station wins when it saves a turn).
const STATION_EXTRA: u32 = 60;

/// Each route's cost for a seat holding `hand`, in hundredths of a turn:
/// the claim plus two draw turns per missing card, plus its length to break
/// ties (a path's lengths add up to less than a turn: 45 trains at most); own routes free, borrowed
/// ones free through an own station, and through a new one (after
/// `planned` planned already) a turn and the draws for its cards: the last
/// link of a long ticket is often an opponent's route (issue 14: 17 of 39
/// failed long tickets were planned through a station never built).
fn turn_costs(t: &Table, hand: &Hand, p: &Params, planned: u8) -> Costs {
    let mine = t.mine();
    let others = plan::others_routes(t);
    let closed = graph::closed_for(t.me, t.owners(), t.players);
    let trains = t.my_trains();
    let mut cost = [NO_WAY; NUM_ROUTES];
    for r in RouteId::all() {
        let route = r.route();
        let i = r.0 as usize;
        if mine.contains(r) {
            cost[i] = 0;
        } else if !closed.contains(r) && route.length <= trains {
            let short = take(&mut hand.clone(), r);
            // The length breaks ties: fewer trains leave more for points.
            cost[i] = 100 * (1 + 2 * short) + u32::from(route.length);
        } else if p.use_stations && others.contains(r) {
            let (a, b) = (route.a.0 as usize, route.b.0 as usize);
            if t.station[a] == Some(t.me) || t.station[b] == Some(t.me) {
                cost[i] = 1;
            } else if t.my_stations_left() > planned
                && (t.station[a].is_none() || t.station[b].is_none())
            {
                let short = take_cards(&mut hand.clone(), None, station_price(t, planned));
                cost[i] = 100 * (1 + 2 * short) + STATION_EXTRA;
            }
        }
    }
    cost
}

/// A plan in turns for the `turns` this seat has left: the most valuable
/// tickets first, each joined by the path of fewest turns given the cards
/// still in hand after the routes already planned; a ticket that would not
/// fit in the turns (or the trains) left is given up.
pub(crate) fn hurry_plan(t: &Table, p: &Params, turns: u32) -> Plan {
    let mut hand = t.hand;
    let mut planned = 0u8;
    let mut cost = turn_costs(t, &hand, p, planned);
    let comp = plan::network(t);
    let mine = t.mine();
    let others = plan::others_routes(t);
    let mut plan = Plan::default();
    let mut order: Vec<usize> = (0..t.tickets.len()).collect();
    sort_by_key(&mut order, |&i| !u32::from(t.tickets[i].ticket().points));
    let trains = u32::from(t.my_trains());
    // In whole turns: the lengths only break ties.
    let mut spent = 0u32;
    for i in order {
        let tk = t.tickets[i].ticket();
        let pts = i32::from(tk.points);
        if comp.connected(tk.from, tk.to) {
            plan.done_points += pts;
            continue;
        }
        let fits = graph::cheapest_path(tk.from, tk.to, &cost).filter(|(c, path)| {
            let add: u32 = path
                .iter()
                .filter(|r| !mine.contains(*r) && !plan.todo.contains(*r) && !others.contains(*r))
                .map(|r| u32::from(r.route().length))
                .sum();
            spent + c / 100 <= turns && plan.trains + add <= trains
        });
        let Some((c, path)) = fits else {
            plan.lost_points += pts;
            continue;
        };
        spent += c / 100;
        plan.open_points += pts;
        for r in path.iter() {
            if mine.contains(r) || plan.todo.contains(r) {
                continue;
            }
            if others.contains(r) {
                // Borrowed: through an own station, one planned, or a new one.
                let route = r.route();
                let at = |c: CityId| {
                    t.station[c.0 as usize] == Some(t.me)
                        || plan.borrow.iter().any(|&(_, s)| s == c)
                };
                if !(at(route.a) || at(route.b))
                    && let Some(city) = plan::station_city(t, r)
                {
                    take_cards(&mut hand, None, station_price(t, planned));
                    planned += 1;
                    plan.borrow.push((r, city));
                }
                continue;
            }
            plan.todo.insert(r);
            plan.trains += u32::from(r.route().length);
            take(&mut hand, r);
        }
        // The next ticket pays from what is left.
        cost = turn_costs(t, &hand, p, planned);
        for r in plan.todo.iter().chain(plan.borrow.iter().map(|&(r, _)| r)) {
            cost[r.0 as usize] = 0;
        }
    }
    plan
}

/// Turns `plan` still needs from `t`'s hand: a claim per route and a turn
/// per station, two draw turns per missing card.
pub(crate) fn turns_needed(t: &Table, plan: &Plan) -> u32 {
    let mut hand = t.hand;
    let mut turns = 0;
    for r in plan.todo.iter() {
        turns += 1 + 2 * take(&mut hand, r);
    }
    for (planned, _) in (0u8..).zip(&plan.borrow) {
        turns += 1 + 2 * take_cards(&mut hand, None, station_price(t, planned));
    }
    turns
}

/// What Hard's own planner makes of the end from a seat's view, for the
/// lab's programs that log it ([`super::end_guess`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct EndGuess {
    /// This seat's turns left as [`turns_left`] guesses them.
    pub turns_left: u32,
    /// Whether the plan is in turns ([`racing`]).
    pub racing: bool,
    /// Trains and turns ([`turns_needed`]) the plan it plays still needs
    /// (in turns when racing), the points of its open and given-up tickets.
    pub plan_trains: u32,
    pub plan_turns: u32,
    pub open_points: i32,
    pub lost_points: i32,
    /// The same for the plan in trains, racing or not.
    pub full_trains: u32,
    pub full_turns: u32,
    pub full_open_points: i32,
}
