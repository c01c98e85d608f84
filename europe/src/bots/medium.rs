//! Medium: the planner as it stands, without search.
use super::Bot;
use super::planner::{self, MEDIUM};
use super::table::Table;
use super::tunnels::DeclinedTunnels;
use crate::actions::Action;
use crate::view::PlayerView;

pub struct MediumBot {
    tunnels: DeclinedTunnels,
}

impl MediumBot {
    /// The seed is unused: Medium is deterministic given what it sees.
    pub fn new(_seed: u64) -> Self {
        MediumBot {
            tunnels: DeclinedTunnels::default(),
        }
    }
}

impl Bot for MediumBot {
    fn name(&self) -> &'static str {
        "medium"
    }
    fn choose(&mut self, view: &PlayerView, legal: &[Action]) -> Action {
        super::depots::choose_with_depots(view, legal, |plain| {
            self.tunnels.choose(view, plain, |allowed| {
                if allowed.len() == 1 {
                    return allowed[0];
                }
                planner::decide(&Table::from_view(view), allowed, &MEDIUM)
            })
        })
    }
}
