use super::Bot;
use crate::actions::Action;
use crate::state::Game;
use crate::view::PlayerView;
use europa_common::GameRng;

/// Picks uniformly among the legal actions: the arena's floor and the
/// property tests' driver.
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: GameRng::new(seed),
        }
    }
    pub fn pick(&mut self, legal: &[Action]) -> Action {
        legal
            .get(self.rng.below(legal.len().max(1)))
            .copied()
            .unwrap_or(Action::Pass)
    }
}

impl Bot<Game> for RandomBot {
    fn name(&self) -> &'static str {
        "random"
    }
    fn choose(&mut self, _view: &PlayerView, legal: &[Action]) -> Action {
        self.pick(legal)
    }
    fn choose_without_view(&mut self, legal: &[Action]) -> Option<Action> {
        Some(self.pick(legal))
    }
}
