//! Route Focus, "Path" (de Mesentier Silva et al., FDG 2017): keeps every
//! ticket and never draws more. Each turn it ranks the unclaimed routes on
//! the paths (fewest routes) of its open tickets by the route's points plus
//! twice the ticket's, claims the best one it can pay for, and otherwise
//! draws the colour of the best one. With no ticket open it claims the
//! longest routes left.
use super::Bot;
use super::graph;
use super::play::{self, PLAIN_KEEP};
use super::reference::{self as r, Weight};
use super::table::Table;
use super::tunnels::DeclinedTunnels;
use crate::actions::Action;
use crate::cards::CardColor;
use crate::data::RouteId;
use crate::state::Game;
use crate::view::PlayerView;

pub struct PathBot {
    fallback: r::Fallback,
    tunnels: DeclinedTunnels,
}

impl PathBot {
    pub fn new(seed: u64) -> Self {
        PathBot {
            fallback: r::Fallback::new(seed),
            tunnels: DeclinedTunnels::default(),
        }
    }
}

/// Routes towards open tickets, best first, by the paper's priority.
fn ranked(t: &Table) -> Vec<RouteId> {
    let cost = r::joint_costs(t, 1, Weight::Hops);
    let mine = t.mine();
    let mut prio: Vec<(i32, RouteId)> = Vec::new();
    for tk in r::open_tickets(t) {
        let k = tk.ticket();
        let Some((_, path)) = graph::cheapest_path(k.from, k.to, &cost) else {
            continue;
        };
        for route in path.iter().filter(|x| !mine.contains(*x)) {
            if route.route().length >= t.my_trains() {
                continue;
            }
            let p = r::points(route) + 2 * k.points as i32;
            match prio.iter_mut().find(|(_, x)| *x == route) {
                Some(e) => e.0 = e.0.max(p),
                None => prio.push((p, route)),
            }
        }
    }
    if prio.is_empty() {
        let closed = graph::closed_for(t.me, t.owners(), t.players);
        prio = RouteId::all()
            .filter(|x| !closed.contains(*x) && x.route().length <= t.my_trains())
            .map(|x| (r::points(x), x))
            .collect();
    }
    prio.sort_by_key(|(p, x)| (std::cmp::Reverse(*p), x.0));
    prio.into_iter().map(|(_, x)| x).collect()
}

fn decide(t: &Table, legal: &[Action]) -> Option<Action> {
    if r::is_keep(legal) {
        return play::keep_all(legal);
    }
    if r::is_tunnel(legal) {
        return Some(play::tunnel(legal, &PLAIN_KEEP, t.tunnel_extra));
    }
    if !t.second_card
        && let Some(a) = r::station_rescue(t)
    {
        return Some(a);
    }
    let routes = ranked(t);
    if !t.second_card
        && let Some(a) = routes.iter().find_map(|x| r::claim_pair(t, *x))
    {
        return Some(a);
    }
    let colour = routes.first().map(|x| r::colour_for(t, *x));
    // The paper's Path agent draws the colour face up, else blind (never a
    // face-up locomotive unless that is the colour it wants).
    if let Some(c) = colour
        && let Some(i) = t.face_up.iter().position(|x| *x == Some(c))
        && !(t.second_card && c == CardColor::Locomotive)
    {
        return Some(Action::DrawFaceUp { slot: i as u8 });
    }
    if t.can_blind {
        return Some(Action::DrawBlind);
    }
    r::draw_for(t, colour.unwrap_or(CardColor::Locomotive))
}

impl Bot<Game> for PathBot {
    fn name(&self) -> &'static str {
        "path"
    }
    // It decides from the view alone: no event is worth redacting for it.
    fn observes(&self) -> bool {
        false
    }
    fn choose(&mut self, view: &PlayerView, legal: &[Action]) -> Action {
        r::choose_with(decide, &mut self.fallback, &mut self.tunnels, view, legal)
    }
    fn random_moves(&self) -> u32 {
        self.fallback.random_moves
    }
}
