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
        self.tunnels.choose(view, legal, |legal| {
            if legal.len() == 1 {
                return legal[0];
            }
            planner::decide(&Table::from_view(view), legal, &MEDIUM)
        })
    }
}
