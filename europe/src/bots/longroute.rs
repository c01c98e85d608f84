//! Long Route Junkie (de Mesentier Silva et al., FDG 2017): plans its
//! tickets over routes of 3 or more only, keeps tickets by points per train
//! on that sparse graph, never draws more, and once no ticket can be reached
//! that way claims the longest routes left.
use super::Bot;
use super::play::{self, PLAIN_KEEP};
use super::reference::{self as r, Weight};
use super::table::Table;
use super::tunnels::DeclinedTunnels;
use crate::actions::Action;
use crate::state::Game;
use crate::view::PlayerView;

/// Shortest route the junkie builds towards its tickets.
const MIN_LENGTH: u8 = 3;

pub struct LongRouteBot {
    fallback: r::Fallback,
    tunnels: DeclinedTunnels,
}

impl LongRouteBot {
    pub fn new(seed: u64) -> Self {
        LongRouteBot {
            fallback: r::Fallback::new(seed),
            tunnels: DeclinedTunnels::default(),
        }
    }
}

fn decide(t: &Table, legal: &[Action]) -> Option<Action> {
    if r::is_keep(legal) {
        return r::keep_by_ratio(t, legal, MIN_LENGTH);
    }
    if r::is_tunnel(legal) {
        return Some(play::tunnel(legal, &PLAIN_KEEP, t.tunnel_extra));
    }
    if !t.second_card
        && let Some(a) = r::station_rescue(t)
    {
        return Some(a);
    }
    let min_len = MIN_LENGTH.min(t.my_trains().max(1));
    let cost = r::joint_costs(t, min_len, Weight::Hops);
    if let Some(route) = r::best_ticket_route(t, &cost) {
        return r::go_for(t, route);
    }
    r::longest_free_route(t).and_then(|route| r::go_for(t, route))
}

impl Bot<Game> for LongRouteBot {
    fn name(&self) -> &'static str {
        "longroute"
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
