//! Computer players. A bot sees only its seat's [`PlayerView`] and the legal
//! actions, and carries its own seeded RNG, so games stay reproducible.
use crate::actions::Action;
use crate::view::PlayerView;

mod random;
pub use random::RandomBot;

pub trait Bot {
    fn name(&self) -> &'static str;
    /// Picks one of `legal` (never empty) for the seat `view` belongs to.
    fn choose(&mut self, view: &PlayerView, legal: &[Action]) -> Action;
    /// A choice that needs no view, for bots that ignore it (saves building
    /// one in the arena's hot loop). `None`: call `choose`.
    fn choose_without_view(&mut self, _legal: &[Action]) -> Option<Action> {
        None
    }
}

/// Builds a bot by its arena name.
pub fn by_name(name: &str, seed: u64) -> Option<Box<dyn Bot>> {
    match name {
        "random" => Some(Box::new(RandomBot::new(seed))),
        _ => None,
    }
}

/// Names `by_name` accepts.
pub const BOT_NAMES: &[&str] = &["random"];
