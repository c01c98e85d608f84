//! One Step Thinker (de Mesentier Silva et al., FDG 2017): works on its most
//! valuable open ticket one route at a time — the first unclaimed route on
//! the path with the fewest routes — collecting that route's colour. With no
//! ticket left to work on it draws new tickets while every seat still has 8
//! trains, and otherwise claims the longest route it can.
use super::Bot;
use super::play::{self, PLAIN_KEEP};
use super::reference::{self as r, Weight};
use super::table::Table;
use super::tunnels::DeclinedTunnels;
use crate::actions::Action;
use crate::state::Game;
use crate::view::PlayerView;

pub struct OneStepBot {
    fallback: r::Fallback,
    tunnels: DeclinedTunnels,
}

impl OneStepBot {
    pub fn new(seed: u64) -> Self {
        OneStepBot {
            fallback: r::Fallback::new(seed),
            tunnels: DeclinedTunnels::default(),
        }
    }
}

/// Every seat, this one included, must have this many trains for it to draw tickets.
const DRAW_TICKETS_MIN_TRAINS: u8 = 8;

fn decide(t: &Table, legal: &[Action]) -> Option<Action> {
    if r::is_keep(legal) {
        return if t.initial {
            play::keep_all(legal)
        } else {
            r::keep_by_ratio(t, legal, 1)
        };
    }
    if r::is_tunnel(legal) {
        return Some(play::tunnel(legal, &PLAIN_KEEP, t.tunnel_extra));
    }
    if !t.second_card
        && let Some(a) = r::station_rescue(t)
    {
        return Some(a);
    }
    let cost = r::joint_costs(t, 1, Weight::Hops);
    if let Some(route) = r::best_ticket_route(t, &cost) {
        return r::go_for(t, route);
    }
    let fewest = (0..t.players).map(|s| t.trains[s]).min().unwrap_or(0);
    if !t.second_card && fewest >= DRAW_TICKETS_MIN_TRAINS && t.ticket_deck > 0 {
        return Some(Action::DrawTickets);
    }
    r::longest_free_route(t).and_then(|route| r::go_for(t, route))
}

impl Bot<Game> for OneStepBot {
    fn name(&self) -> &'static str {
        "onestep"
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
