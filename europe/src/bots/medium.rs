//! Medium: the planner as it stands, without search.
use super::Bot;
use super::planner::{self, MEDIUM};
use super::table::Table;
use crate::actions::Action;
use crate::view::PlayerView;

pub struct MediumBot;

impl MediumBot {
    /// The seed is unused: Medium is deterministic given what it sees.
    pub fn new(_seed: u64) -> Self {
        MediumBot
    }
}

impl Bot for MediumBot {
    fn name(&self) -> &'static str {
        "medium"
    }
    fn choose(&mut self, view: &PlayerView, legal: &[Action]) -> Action {
        if legal.len() == 1 {
            return legal[0];
        }
        super::depots::choose_with_depots(view, legal, |plain| {
            planner::decide(&Table::from_view(view), plain, &MEDIUM)
        })
    }
}
