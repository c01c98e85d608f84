//! What the four reference agents of de Mesentier Silva, Lee, Togelius and
//! Nealen (FDG 2017) share: the "joint graph" (own routes plus routes still
//! free), the next route towards a ticket, the colour to collect for it, and
//! the Europe additions the paper's USA agents lacked — ferries want
//! locomotives, tunnels are paid when possible, and a station rescues a
//! ticket whose every path an opponent has cut.
use super::graph::{self, Costs, NO_WAY};
use super::play::{self, PLAIN_KEEP};
use super::table::Table;
use super::tunnels::DeclinedTunnels;
use crate::actions::Action;
use crate::cards::CardColor;
use crate::data::{NUM_ROUTES, RouteId, TicketId, route_points};
use crate::rng::GameRng;
use crate::state::RouteSet;
use crate::view::PlayerView;

/// How the joint graph weighs a route.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Weight {
    /// Every route counts 1: fewest routes (the paper's unweighted paths).
    Hops,
    /// A route counts its length in trains.
    Trains,
}

/// Own routes cost nothing; routes `t`'s seat may still claim cost by
/// `weight`, if at least `min_len` long; everything else is unusable.
pub(crate) fn joint_costs(t: &Table, min_len: u8, weight: Weight) -> Costs {
    let mine = t.mine();
    let closed = graph::closed_for(t.me, t.owners(), t.players);
    let mut cost = [NO_WAY; NUM_ROUTES];
    for r in RouteId::all() {
        let len = r.route().length;
        cost[r.0 as usize] = if mine.contains(r) {
            0
        } else if closed.contains(r) || len < min_len {
            NO_WAY
        } else {
            match weight {
                Weight::Hops => 1,
                Weight::Trains => len as u32,
            }
        };
    }
    cost
}

/// Tickets not yet joined by own routes (stations aside), as (ticket, points).
pub(crate) fn open_tickets(t: &Table) -> Vec<TicketId> {
    let comp = graph::Components::of(t.mine());
    t.tickets
        .iter()
        .copied()
        .filter(|tk| {
            let k = tk.ticket();
            !comp.connected(k.from, k.to)
        })
        .collect()
}

/// The first route not yet owned on the cheapest path of `ticket`.
pub(crate) fn next_route(t: &Table, ticket: TicketId, cost: &Costs) -> Option<RouteId> {
    let k = ticket.ticket();
    let (_, path) = graph::cheapest_path_ordered(k.from, k.to, cost)?;
    let mine = t.mine();
    path.into_iter().find(|r| !mine.contains(*r))
}

/// Free routes parallel to `r` (itself included) that the seat may claim.
fn parallel(t: &Table, r: RouteId) -> Vec<RouteId> {
    let closed = graph::closed_for(t.me, t.owners(), t.players);
    let mut out = vec![r];
    if let Some(twin) = r.route().double_of {
        out.push(twin);
    }
    out.retain(|x| !closed.contains(*x));
    out
}

/// The colour to collect for `r`: its own, or for gray (or a double with a
/// choice) the colour the hand holds most of; locomotives while a ferry
/// still lacks them.
pub(crate) fn colour_for(t: &Table, r: RouteId) -> CardColor {
    let route = r.route();
    if t.hand.count(CardColor::Locomotive) < route.locomotives {
        return CardColor::Locomotive;
    }
    let mut options: Vec<CardColor> = Vec::new();
    for x in parallel(t, r) {
        match x.route().color {
            Some(c) => options.push(c),
            None => options.extend(CardColor::COLORS),
        }
    }
    options
        .into_iter()
        .max_by_key(|c| t.hand.count(*c))
        .unwrap_or(CardColor::Locomotive)
}

/// Claims `r` or its free twin if the hand pays for it.
pub(crate) fn claim_pair(t: &Table, r: RouteId) -> Option<Action> {
    parallel(t, r)
        .into_iter()
        .find_map(|x| play::claim(t, x, &PLAIN_KEEP))
}

/// The paper's card draw: the wanted colour face up, else a face-up
/// locomotive, else the top of the deck.
pub(crate) fn draw_for(t: &Table, colour: CardColor) -> Option<Action> {
    let slot_of = |c: CardColor| t.face_up.iter().position(|x| *x == Some(c));
    if let Some(i) = slot_of(colour)
        && !(t.second_card && colour == CardColor::Locomotive)
    {
        return Some(Action::DrawFaceUp { slot: i as u8 });
    }
    if !t.second_card
        && let Some(i) = slot_of(CardColor::Locomotive)
    {
        return Some(Action::DrawFaceUp { slot: i as u8 });
    }
    if t.can_blind {
        return Some(Action::DrawBlind);
    }
    t.face_up
        .iter()
        .position(|c| c.is_some_and(|c| !(t.second_card && c == CardColor::Locomotive)))
        .map(|i| Action::DrawFaceUp { slot: i as u8 })
}

/// The longest route the seat may still claim with its trains, the one the
/// hand is closest to paying for among equals ("choose max route").
pub(crate) fn longest_free_route(t: &Table) -> Option<RouteId> {
    let closed = graph::closed_for(t.me, t.owners(), t.players);
    RouteId::all()
        .filter(|r| !closed.contains(*r) && r.route().length <= t.my_trains())
        .max_by_key(|r| {
            (
                r.route().length,
                std::cmp::Reverse(play::missing_cards(&t.hand, *r)),
            )
        })
}

/// Europe: when an opponent has cut every path of an open ticket, a station
/// at one end of an opponent's route on the cheapest detour lends it.
pub(crate) fn station_rescue(t: &Table) -> Option<Action> {
    if t.my_stations_left() == 0 {
        return None;
    }
    let plain = joint_costs(t, 1, Weight::Trains);
    let mut with_loans = plain;
    let mine = t.mine();
    let mut others = RouteSet::default();
    for (s, o) in t.owners().iter().enumerate() {
        if s != t.me.index() {
            others.0 |= o.0;
        }
    }
    for r in others.iter() {
        with_loans[r.0 as usize] = 20;
    }
    let mut open = open_tickets(t);
    open.sort_by_key(|tk| std::cmp::Reverse(tk.ticket().points));
    for tk in open {
        let k = tk.ticket();
        if graph::cheapest_path(k.from, k.to, &plain).is_some() {
            continue;
        }
        let Some((_, path)) = graph::cheapest_path(k.from, k.to, &with_loans) else {
            continue;
        };
        for r in path
            .iter()
            .filter(|r| !mine.contains(*r) && others.contains(*r))
        {
            let route = r.route();
            for city in [route.a, route.b] {
                if t.station[city.0 as usize] == Some(t.me) {
                    // Already lent through this city.
                    return None;
                }
                if let Some(a) = play::station(t, city, &PLAIN_KEEP) {
                    return Some(a);
                }
            }
        }
    }
    None
}

/// Ticket choice by points per train still to lay, as the paper's One Step
/// Thinker and Long Route Junkie intend: each kept set is worth the points of
/// its reachable tickets (minus those of unreachable ones) over the trains
/// their cheapest paths still need; a set needing more trains than are left
/// only counts if nothing fits, and then the one with the fewest points.
pub(crate) fn keep_by_ratio(t: &Table, legal: &[Action], min_len: u8) -> Option<Action> {
    let cost = joint_costs(t, min_len.min(t.my_trains().max(1)), Weight::Hops);
    let mine = t.mine();
    let value = |tk: TicketId| -> (f32, u32) {
        let k = tk.ticket();
        match graph::cheapest_path(k.from, k.to, &cost) {
            Some((_, path)) => {
                let trains: u32 = path
                    .iter()
                    .filter(|r| !mine.contains(*r))
                    .map(|r| r.route().length as u32)
                    .sum();
                (k.points as f32, trains)
            }
            None => (-(k.points as f32), 45),
        }
    };
    let mut best: Option<(f32, Action)> = None;
    let mut least_worst: Option<(i32, Action)> = None;
    for a in legal {
        let mask = play::keep_mask(a);
        let (mut v, mut trains, mut points) = (0.0, 0u32, 0i32);
        for (i, tk) in t.offer.iter().enumerate() {
            if mask >> i & 1 == 1 {
                let (pv, pt) = value(*tk);
                v += pv;
                trains += pt;
                points += tk.ticket().points as i32;
            }
        }
        if trains <= t.my_trains() as u32 {
            let ratio = v / trains.max(1) as f32;
            if ratio > 0.0 && best.as_ref().is_none_or(|(b, _)| ratio > *b) {
                best = Some((ratio, *a));
            }
        } else if least_worst.as_ref().is_none_or(|(p, _)| points < *p) {
            least_worst = Some((points, *a));
        }
    }
    best.map(|(_, a)| a)
        .or(least_worst.map(|(_, a)| a))
        .or_else(|| play::keep_all(legal))
}

/// Whether the decision is a ticket keep.
pub(crate) fn is_keep(legal: &[Action]) -> bool {
    matches!(
        legal.first(),
        Some(Action::KeepInitialTickets { .. } | Action::KeepTickets { .. })
    )
}

/// Whether the decision is a tunnel's extra payment.
pub(crate) fn is_tunnel(legal: &[Action]) -> bool {
    legal
        .iter()
        .any(|a| matches!(a, Action::PayTunnel { .. } | Action::DeclineTunnel))
}

/// Points a route scores.
pub(crate) fn points(r: RouteId) -> i32 {
    route_points(r.route().length)
}

/// Goes for `r`: claims it (or its twin) if paid for, else draws its colour.
pub(crate) fn go_for(t: &Table, r: RouteId) -> Option<Action> {
    if !t.second_card
        && let Some(a) = claim_pair(t, r)
    {
        return Some(a);
    }
    draw_for(t, colour_for(t, r))
}

/// A reference agent's random fallback, counted.
pub(crate) struct Fallback {
    rng: GameRng,
    /// Random moves played so far ([`europa_common::Bot::random_moves`]).
    pub(crate) random_moves: u32,
}

impl Fallback {
    pub(crate) fn new(seed: u64) -> Self {
        Fallback {
            rng: GameRng::new(seed),
            random_moves: 0,
        }
    }

    /// A uniformly random legal move, counted.
    pub(crate) fn random(&mut self, legal: &[Action]) -> Action {
        self.random_moves += 1;
        play::random_legal(&mut self.rng, legal)
    }
}

/// A reference agent's move: what its heuristic `decide` picks when that is
/// legal, otherwise a random legal move (the paper's agents fall back so);
/// never a tunnel it declined with the same hand.
pub(crate) fn choose_with(
    decide: fn(&Table, &[Action]) -> Option<Action>,
    fallback: &mut Fallback,
    tunnels: &mut DeclinedTunnels,
    view: &PlayerView,
    legal: &[Action],
) -> Action {
    super::depots::choose_with_depots(view, legal, |plain| {
        tunnels.choose(view, plain, |allowed| {
            if allowed.len() == 1 {
                return allowed[0];
            }
            let t = Table::from_view(view);
            match decide(&t, allowed) {
                Some(a) if allowed.contains(&a) => a,
                // The tunnel it declined with this very hand: a card may change that.
                Some(a) if plain.contains(&a) => play::legal_or_fallback(None, allowed),
                _ => fallback.random(allowed),
            }
        })
    })
}

/// The next route towards the most valuable open ticket that still needs one.
pub(crate) fn best_ticket_route(t: &Table, cost: &Costs) -> Option<RouteId> {
    let mut open = open_tickets(t);
    open.sort_by_key(|tk| std::cmp::Reverse(tk.ticket().points));
    open.iter().find_map(|tk| next_route(t, *tk, cost))
}
