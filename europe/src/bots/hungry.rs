//! Destination Hungry (de Mesentier Silva et al., FDG 2017): collects
//! tickets. It keeps the set whose joint network scores most points (tickets
//! plus routes) per train, and goes on drawing tickets while that network
//! leaves more than 8 of its trains unplanned. It then claims the network's
//! routes, saving the colours its coloured routes need, and draws the colour
//! it lacks most. With the network built it claims the longest routes left.
use super::Bot;
use super::params::{MEDIUM, Params};
use super::planner;
use super::play::{self, PLAIN_KEEP};
use super::reference as r;
use super::table::Table;
use super::tunnels::DeclinedTunnels;
use crate::actions::Action;
use crate::cards::CardColor;
use crate::data::TicketId;
use crate::state::Game;
use crate::view::PlayerView;

/// The paper's plan counts trains only: no turn overhead, no station.
const TRAINS_ONLY: Params = Params {
    claim_overhead: 0.0,
    ferry_extra: 0.0,
    tunnel_extra: 0.0,
    use_stations: false,
    ..MEDIUM
};
/// A kept set must leave this many trains unplanned, if any set does.
const KEEP_SPARE_TRAINS: u32 = 5;
/// Draw more tickets while the plan leaves more than this many trains.
const DRAW_SPARE_TRAINS: u32 = 8;

pub struct HungryBot {
    fallback: r::Fallback,
    /// Trains the plan needed when tickets were last chosen.
    planned_trains: Option<u32>,
    tunnels: DeclinedTunnels,
}

impl HungryBot {
    pub fn new(seed: u64) -> Self {
        HungryBot {
            fallback: r::Fallback::new(seed),
            planned_trains: None,
            tunnels: DeclinedTunnels::default(),
        }
    }

    fn keep(&mut self, t: &Table, legal: &[Action]) -> Option<Action> {
        let trains = t.my_trains() as u32;
        let mut best: Option<(f32, Action, u32)> = None;
        let mut fitting: Option<(u32, Action)> = None;
        let mut fewest_points: Option<(i32, Action)> = None;
        for a in legal {
            let mask = play::keep_mask(a);
            let mut all: Vec<TicketId> = t.tickets.clone();
            all.extend(
                t.offer
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| mask >> i & 1 == 1)
                    .map(|(_, tk)| *tk),
            );
            let points: i32 = all.iter().map(|tk| tk.ticket().points as i32).sum();
            if fewest_points.as_ref().is_none_or(|(p, _)| points < *p) {
                fewest_points = Some((points, *a));
            }
            let plan = planner::make_plan(t, &all, &TRAINS_ONLY);
            let route_points: i32 = plan.todo.iter().map(r::points).sum();
            let needed = plan.trains + (plan.lost_points > 0) as u32 * trains;
            let fitness = (points + route_points) as f32 / needed.max(1) as f32;
            if needed + KEEP_SPARE_TRAINS <= trains {
                if best.as_ref().is_none_or(|(f, _, _)| fitness > *f) {
                    best = Some((fitness, *a, needed));
                }
            } else if needed <= trains && fitting.as_ref().is_none_or(|(n, _)| needed < *n) {
                fitting = Some((needed, *a));
            }
        }
        let (action, needed) = match (best, fitting) {
            (Some((_, a, n)), _) => (a, n),
            (None, Some((n, a))) => (a, n),
            (None, None) => (fewest_points.map(|(_, a)| a)?, trains),
        };
        self.planned_trains = Some(needed);
        Some(action)
    }

    fn decide(&mut self, t: &Table, legal: &[Action]) -> Option<Action> {
        if r::is_keep(legal) {
            return self.keep(t, legal);
        }
        if r::is_tunnel(legal) {
            return Some(play::tunnel(legal, &PLAIN_KEEP, t.tunnel_extra));
        }
        let trains = t.my_trains() as u32;
        if !t.second_card {
            if self
                .planned_trains
                .is_some_and(|n| n + DRAW_SPARE_TRAINS < trains)
                && t.ticket_deck > 0
            {
                return Some(Action::DrawTickets);
            }
            if let Some(a) = r::station_rescue(t) {
                return Some(a);
            }
        }
        let plan = planner::make_plan(t, &t.tickets, &TRAINS_ONLY);
        if plan.todo.is_empty() {
            if !t.second_card
                && let Some(a) = planner_longest_claim(t)
            {
                return Some(a);
            }
            return r::longest_free_route(t).and_then(|x| r::go_for(t, x));
        }
        let need = planner::needs(t, &plan);
        let (_, keep) = planner::card_values(t, &need);
        if !t.second_card
            && let Some(a) = plan.todo.iter().find_map(|x| play::claim(t, x, &keep))
        {
            return Some(a);
        }
        // The colour it lacks most, face up; else any needed colour face up; else blind.
        let mut lacking: Vec<(u8, CardColor)> = CardColor::ALL
            .iter()
            .map(|&c| (need[c.index()].saturating_sub(t.hand.count(c)), c))
            .filter(|(d, _)| *d > 0)
            .collect();
        lacking.sort_by_key(|(d, c)| (std::cmp::Reverse(*d), c.index()));
        for (_, c) in &lacking {
            if *c == CardColor::Locomotive && t.second_card {
                continue;
            }
            if let Some(i) = t.face_up.iter().position(|x| *x == Some(*c)) {
                return Some(Action::DrawFaceUp { slot: i as u8 });
            }
        }
        if t.can_blind {
            return Some(Action::DrawBlind);
        }
        r::draw_for(t, lacking.first().map_or(CardColor::Locomotive, |x| x.1))
    }
}

/// The longest route the hand pays for now.
fn planner_longest_claim(t: &Table) -> Option<Action> {
    let closed = super::graph::closed_for(t.me, t.owners(), t.players);
    crate::data::RouteId::all()
        .filter(|x| !closed.contains(*x) && x.route().length <= t.my_trains())
        .filter(|x| play::affordable(&t.hand, *x))
        .max_by_key(|x| x.route().length)
        .and_then(|x| play::claim(t, x, &PLAIN_KEEP))
}

impl Bot<Game> for HungryBot {
    fn name(&self) -> &'static str {
        "hungry"
    }
    // It decides from the view alone: no event is worth redacting for it.
    fn observes(&self) -> bool {
        false
    }
    fn choose(&mut self, view: &PlayerView, legal: &[Action]) -> Action {
        let mut tunnels = std::mem::take(&mut self.tunnels);
        let chosen = super::depots::choose_with_depots(view, legal, |plain| {
            tunnels.choose(view, plain, |allowed| {
                if allowed.len() == 1 {
                    return allowed[0];
                }
                let t = Table::from_view(view);
                match self.decide(&t, allowed) {
                    Some(a) if allowed.contains(&a) => a,
                    // The tunnel it declined with this very hand: a card may change that.
                    Some(a) if plain.contains(&a) => play::legal_or_fallback(None, allowed),
                    _ => self.fallback.random(allowed),
                }
            })
        });
        self.tunnels = tunnels;
        chosen
    }
    fn random_moves(&self) -> u32 {
        self.fallback.random_moves
    }
}
