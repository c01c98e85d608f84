use super::Bot;
use crate::actions::Action;
use crate::rng::GameRng;
use crate::state::Game;
use crate::view::PlayerView;

/// Picks uniformly among the legal actions.
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
        super::play::random_legal(&mut self.rng, legal)
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
