//! A seat's plan: the network joining its tickets' cities, own routes free
//! and opponents' routes through a station at a price, within its trains.
use super::graph::{self, Components, Costs, NO_WAY};
use super::params::Params;
use super::table::Table;
use crate::data::{CityId, NUM_ROUTES, RouteId, TicketId};
use crate::masks;
use crate::state::RouteSet;
use std::cell::RefCell;

/// What a seat means to build for its tickets.
#[derive(Clone, Debug, Default)]
pub(crate) struct Plan {
    /// Unclaimed routes the network still needs.
    pub todo: RouteSet,
    /// Opponents' routes the network borrows, with the city for the station.
    pub borrow: Vec<(RouteId, CityId)>,
    pub done_points: i32,
    /// Points of tickets the plan still has to complete.
    pub open_points: i32,
    /// Points of tickets judged impossible (they will count against).
    pub lost_points: i32,
    /// Trains `todo` needs.
    pub trains: u32,
}

fn scaled(x: f32) -> u32 {
    (x * 10.0).round().max(0.0) as u32
}

/// The cost of each route to `t`'s seat for planning, in tenths of a card,
/// written into `cost` (a plan's draft: no copy of the array on the way),
/// given the seat's routes and the others' (a plan's base keeps them).
fn route_costs(t: &Table, p: &Params, mine: RouteSet, others: RouteSet, cost: &mut Costs) {
    let closed = graph::closed_for(t.me, t.owners(), t.players);
    let trains = t.my_trains();
    let stations_left = t.my_stations_left() > 0 && p.use_stations;
    // Rounded only when a route costs a new station (a rounding is a call).
    let new_station = || scaled(p.station_cost + t.my_stations_built() as f32);
    // Every route's cost as if open (it depends on the knobs alone: kept
    // per thread), then the routes not open made unusable and own routes
    // free (the open ones are most of the board early on).
    open_costs(p, cost);
    let open = RouteSet::ALL.0 & !closed.0 & !mine.0 & masks::length_at_most(trains);
    let lendable = others.0 & !mine.0 & !open;
    // No station anywhere (most of a game): every end is free, so every
    // lendable route costs a new station while one is left.
    let no_station = p.use_stations && t.station.iter().all(Option::is_none);
    let at_new_station = if no_station && stations_left {
        lendable
    } else {
        0
    };
    // Own routes are set free below, and routes at a new station priced,
    // so neither is made unusable first.
    set_all(
        cost,
        RouteSet::ALL.0 & !open & !mine.0 & !at_new_station,
        NO_WAY,
    );
    set_all(cost, mine.0, 0);
    if at_new_station != 0 {
        set_all(cost, at_new_station, new_station());
    } else if p.use_stations && !no_station {
        let (lent, new_station) = (scaled(0.5), new_station());
        for r in RouteSet(lendable).iter() {
            let route = r.route();
            let (a, b) = (route.a.0 as usize, route.b.0 as usize);
            if t.station[a] == Some(t.me) || t.station[b] == Some(t.me) {
                cost[r.0 as usize] = lent;
            } else if stations_left && (t.station[a].is_none() || t.station[b].is_none()) {
                cost[r.0 as usize] = new_station;
            }
        }
    }
}

/// Sets the cost of every route of `set` to `value`, each 64-bit half's
/// bits by hand: a plan is made thousands of times a decision.
fn set_all(cost: &mut Costs, set: u128, value: u32) {
    for (half, first) in [(set as u64, 0), ((set >> 64) as u64, 64)] {
        let mut bits = half;
        while bits != 0 {
            let i = first + bits.trailing_zeros() as usize;
            bits &= bits - 1;
            if let Some(c) = cost.get_mut(i) {
                *c = value;
            }
        }
    }
}

/// The knobs an open cost reads (overhead, ferry, tunnel: their bits),
/// and the costs.
type OpenCosts = ((u32, u32, u32), Costs);

thread_local! {
    /// Open costs by the knobs they were worked out for (a search plays
    /// its seats with one or two sets of knobs).
    static OPEN_COSTS: RefCell<Vec<OpenCosts>> = const { RefCell::new(Vec::new()) };
}

/// Every route's cost as if open, for `p`'s knobs (tenths of a card), into
/// `out`. Kept by the knobs' bits, so a plan rounds none of them.
fn open_costs(p: &Params, out: &mut Costs) {
    let knobs = (
        p.claim_overhead.to_bits(),
        p.ferry_extra.to_bits(),
        p.tunnel_extra.to_bits(),
    );
    OPEN_COSTS.with_borrow_mut(|kept| {
        if let Some((_, cost)) = kept.iter().find(|(k, _)| *k == knobs) {
            *out = *cost;
            return;
        }
        let overhead = scaled(p.claim_overhead);
        let ferry = scaled(p.ferry_extra);
        let tunnel = scaled(p.tunnel_extra);
        // One pass over the shape arrays (no branch: vectorised), wrapping
        // as release builds do, so no knob makes it panic. The products by
        // masks (a ferry's locomotives, at most 3, bit by bit): the same
        // wrapping sums, and no 32-bit multiply, which the baseline x86-64
        // target cannot vectorise.
        let mut cost = [0u32; NUM_ROUTES];
        let ferry2 = ferry.wrapping_mul(2);
        let shapes = cost
            .iter_mut()
            .zip(&TENTHS)
            .zip(&ONE_LOCO)
            .zip(&TWO_LOCOS)
            .zip(&TUNNELS);
        for ((((c, &tenths), &one), &two), &is_tunnel) in shapes {
            *c = tenths
                .wrapping_add(overhead)
                .wrapping_add(ferry & one)
                .wrapping_add(ferry2 & two)
                .wrapping_add(tunnel & is_tunnel);
        }
        // A few sets of knobs at most; more (tuning) start afresh.
        if kept.len() >= 8 {
            kept.clear();
        }
        kept.push((knobs, cost));
        *out = cost;
    })
}

/// What a route's planning cost is made of, route by route: its length in
/// tenths of a card; all ones where its ferry locomotives' count has bit 0,
/// then bit 1, set; all ones for a tunnel.
const TENTHS: [u32; NUM_ROUTES] = SHAPES[0];
const ONE_LOCO: [u32; NUM_ROUTES] = SHAPES[1];
const TWO_LOCOS: [u32; NUM_ROUTES] = SHAPES[2];
const TUNNELS: [u32; NUM_ROUTES] = SHAPES[3];
const SHAPES: [[u32; NUM_ROUTES]; 4] = {
    let mut s = [[0; NUM_ROUTES]; 4];
    let mut i = 0;
    while i < NUM_ROUTES {
        let r = &crate::data::ROUTES[i];
        assert!(r.locomotives < 4, "two bits hold a ferry's locomotives");
        s[0][i] = r.length as u32 * 10;
        s[1][i] = 0u32.wrapping_sub(r.locomotives as u32 & 1);
        s[2][i] = 0u32.wrapping_sub(r.locomotives as u32 >> 1 & 1);
        s[3][i] = 0u32.wrapping_sub(r.tunnel as u32);
        i += 1;
    }
    s
};

/// Routes the other seats own.
pub(crate) fn others_routes(t: &Table) -> RouteSet {
    let mut s = RouteSet::default();
    for (i, o) in t.owners().iter().enumerate() {
        if i != t.me.index() {
            s.0 |= o.0;
        }
    }
    s
}

/// A city of `r` where `t`'s seat could build a station now.
pub(crate) fn station_city(t: &Table, r: RouteId) -> Option<CityId> {
    let route = r.route();
    [route.a, route.b]
        .into_iter()
        .find(|c| t.station[c.0 as usize].is_none())
}

/// Own routes plus, approximately, what own stations could borrow.
pub(crate) fn network(t: &Table) -> Components {
    let mut net = t.mine();
    // Most of a game no station stands: no city to look at.
    if t.my_stations_built() > 0 {
        let others = others_routes(t);
        for (ci, o) in t.station.iter().enumerate() {
            if *o == Some(t.me) {
                net.0 |= graph::touching(CityId(ci as u8)).0 & others.0;
            }
        }
    }
    Components::of(net)
}

/// A plan in the making: the route costs it leaves (its routes free) and
/// its sums. Copied, not rebuilt, when ticket choices share a beginning.
#[derive(Clone, Copy)]
pub(crate) struct Draft {
    pub cost: Costs,
    pub todo: RouteSet,
    pub trains: u32,
    pub done_points: i32,
    pub open_points: i32,
    pub lost_points: i32,
}

impl Draft {
    /// Filled by [`Base::new`].
    pub(crate) const EMPTY: Draft = Draft {
        cost: [0; NUM_ROUTES],
        todo: RouteSet(0),
        trains: 0,
        done_points: 0,
        open_points: 0,
        lost_points: 0,
    };
}

/// What every draft for `t`'s seat starts from.
pub(crate) struct Base {
    comp: Components,
    others: RouteSet,
    mine: RouteSet,
    trains: u32,
}

impl Base {
    /// `comp` is `t`'s [`network`]; `d` becomes the empty draft (its costs
    /// written in place: a draft is too large to pass around by value).
    pub(crate) fn new(t: &Table, p: &Params, comp: Components, d: &mut Draft) -> Base {
        let (mine, others) = (t.mine(), others_routes(t));
        route_costs(t, p, mine, others, &mut d.cost);
        d.todo = RouteSet::default();
        d.trains = 0;
        d.done_points = 0;
        d.open_points = 0;
        d.lost_points = 0;
        Base {
            comp,
            others,
            mine,
            trains: t.my_trains() as u32,
        }
    }

    /// Adds `ticket` to `d`: done if the network joins it already, else the
    /// cheapest path if the trains suffice, else lost. The path, when taken.
    pub(crate) fn add(&mut self, d: &mut Draft, ticket: TicketId) -> Option<RouteSet> {
        let tk = ticket.ticket();
        let pts = tk.points as i32;
        if self.comp.connected(tk.from, tk.to) {
            d.done_points += pts;
            return None;
        }
        let Some((_, path)) = super::paths::cheapest_path(tk.from, tk.to, &d.cost) else {
            d.lost_points += pts;
            return None;
        };
        // The path's routes not yet owned or planned, as one set.
        let new = RouteSet(path.0 & !self.mine.0 & !d.todo.0 & !self.others.0);
        let add_trains: u32 = new.iter().map(|r| r.route().length as u32).sum();
        if d.trains + add_trains > self.trains {
            d.lost_points += pts;
            return None;
        }
        d.trains += add_trains;
        d.open_points += pts;
        for r in path.iter() {
            d.cost[r.0 as usize] = 0;
        }
        d.todo.0 |= path.0 & !self.mine.0 & !self.others.0;
        Some(path)
    }
}

/// Plans a network joining `tickets` (most valuable first), within the
/// trains `t`'s seat has left.
pub(crate) fn make_plan(t: &Table, tickets: &[TicketId], p: &Params) -> Plan {
    make_plan_on(t, tickets, p, network(t))
}

/// [`make_plan`] given `t`'s [`network`] (a rollout keeps it across moves).
pub(crate) fn make_plan_on(t: &Table, tickets: &[TicketId], p: &Params, comp: Components) -> Plan {
    let mut d = Draft::EMPTY;
    let mut base = Base::new(t, p, comp, &mut d);
    let mut borrow = Vec::new();
    // The tickets most valuable first (ties in list order: a stable sort),
    // on the stack when few (always, in play): a plan is made thousands of
    // times a decision.
    let mut few = [TicketId(0); 64];
    let mut many = Vec::new();
    let order = match few.get_mut(..tickets.len()) {
        Some(slots) => slots,
        None => {
            many.resize(tickets.len(), TicketId(0));
            &mut many[..]
        }
    };
    order.copy_from_slice(tickets);
    insertion_sort_by_key(order, |tk| !u32::from(tk.ticket().points));
    for &tk in order.iter() {
        let Some(path) = base.add(&mut d, tk) else {
            continue;
        };
        for r in RouteSet(path.0 & base.others.0 & !base.mine.0).iter() {
            let has_station = [r.route().a, r.route().b]
                .iter()
                .any(|c| t.station[c.0 as usize] == Some(t.me));
            if !has_station && let Some(c) = station_city(t, r) {
                borrow.push((r, c));
            }
        }
    }
    Plan {
        todo: d.todo,
        borrow,
        done_points: d.done_points,
        open_points: d.open_points,
        lost_points: d.lost_points,
        trains: d.trains,
    }
}

/// A stable sort for the few items the planner sorts at every move (a
/// plan's tickets, its gray routes), where the shared heapsort's buffers cost
/// more than the sort; same order as [`crate::order::sort_by_key`].
pub(crate) fn insertion_sort_by_key<T: Copy>(items: &mut [T], key: impl Fn(&T) -> u32) {
    for i in 1..items.len() {
        let x = items[i];
        let k = key(&x);
        let mut j = i;
        while j > 0 && key(&items[j - 1]) > k {
            items[j] = items[j - 1];
            j -= 1;
        }
        items[j] = x;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::params::MEDIUM;

    /// Open costs are kept by the knobs' bits: each set of knobs, met again
    /// or not, must give the costs of its own rounded knobs.
    #[test]
    fn kept_open_costs_are_those_of_the_rounded_knobs() {
        let knobs = [
            (1.5, 1.0, 1.0),
            (1.54, 1.0, 1.0),
            (1.5, 2.0, 0.0),
            (0.0, 0.26, 3.0),
        ];
        for round in 0..12 {
            let (claim_overhead, ferry_extra, tunnel_extra) = knobs[round * 7 % knobs.len()];
            let p = Params {
                claim_overhead,
                ferry_extra,
                tunnel_extra,
                ..MEDIUM
            };
            let mut got: Costs = [0; NUM_ROUTES];
            open_costs(&p, &mut got);
            for (c, r) in got.iter().zip(&crate::data::ROUTES) {
                let want = u32::from(r.length) * 10
                    + scaled(claim_overhead)
                    + scaled(ferry_extra) * u32::from(r.locomotives)
                    + if r.tunnel { scaled(tunnel_extra) } else { 0 };
                assert_eq!(*c, want, "round {round}");
            }
        }
    }
}
