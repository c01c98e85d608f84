//! Medium: the planner as it stands, without search.
use super::Bot;
use super::params::{MEDIUM, Params};
use super::planner;
use super::table::Table;
use super::tunnels::DeclinedTunnels;
use crate::actions::Action;
use crate::state::Game;
use crate::view::PlayerView;

pub struct MediumBot {
    tunnels: DeclinedTunnels,
    params: Params,
}

impl MediumBot {
    /// The seed is unused: Medium is deterministic given what it sees.
    pub fn new(_seed: u64) -> Self {
        MediumBot::with_params(MEDIUM)
    }

    /// Medium's play with other knobs (the arena's `medium:station_cost=30`).
    pub(crate) fn with_params(params: Params) -> Self {
        MediumBot {
            tunnels: DeclinedTunnels::default(),
            params,
        }
    }
}

impl Bot<Game> for MediumBot {
    fn name(&self) -> &'static str {
        "medium"
    }
    // It decides from the view alone: no event is worth redacting for it.
    fn observes(&self) -> bool {
        false
    }
    fn choose(&mut self, view: &PlayerView, legal: &[Action]) -> Action {
        super::depots::choose_with_depots(view, legal, |plain| {
            self.tunnels.choose(view, plain, |allowed| {
                if allowed.len() == 1 {
                    return allowed[0];
                }
                planner::decide(&Table::from_view(view), allowed, &self.params)
            })
        })
    }
    fn replayed(&mut self, action: &Action, view: &dyn Fn() -> PlayerView) {
        self.tunnels.replayed(action, view);
    }
}
