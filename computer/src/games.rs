//! The driver over both games, and each game's bots behind one trait.

use super::{Failure, Game, Level, Thought, WORK_PER_STEP, bot_seed};
use europa_common::save::Record;

pub(crate) fn decide<G: Game>(
    record: &Record<G>,
    levels: &[Option<Level>],
    seat: G::Seat,
    progress: &mut dyn FnMut(u8),
) -> Result<G::Action, Failure>
where
    G::Action: Clone,
{
    let level = levels
        .get(G::index(seat))
        .copied()
        .flatten()
        .ok_or(Failure::NotAComputer)?;
    let mut game =
        G::from_config(record.config.clone()).map_err(|_| Failure::Replay { index: None })?;
    let mut bot = G::bot(level, bot_seed(G::seed(&record.config), G::index(seat)));
    let mut events = Vec::new();
    for (index, (who, action)) in record.actions.iter().enumerate() {
        events.clear();
        game.apply_recorded(*who, action, &mut events)
            .map_err(|_| Failure::Replay { index: Some(index) })?;
        G::observe(&mut bot, seat, &events);
    }
    let mut thought = game.begin(&mut bot, seat).ok_or(Failure::NoMove)?;
    loop {
        match thought {
            Thought::Decided(action) => return Ok(action),
            Thought::Thinking(percent) => {
                progress(percent);
                thought = G::think(&mut bot, WORK_PER_STEP);
            }
            Thought::Idle => return Err(Failure::NoMove),
        }
    }
}

/// Each engine has its own `Bot` trait and types with the same names and
/// shapes; one implementation, written once, for both.
macro_rules! computer_game {
    ($engine:ident, $easy:expr, $medium:expr, $hard:expr) => {
        impl Game for $engine::Game {
            type Bot = dyn $engine::bots::Bot;
            fn seed(config: &$engine::GameConfig) -> u64 {
                config.seed
            }
            fn bot(level: Level, seed: u64) -> Box<Self::Bot> {
                match level {
                    Level::Easy => Box::new($easy(seed)),
                    Level::Medium => Box::new($medium(seed)),
                    Level::Hard => Box::new($hard(seed)),
                }
            }
            fn index(seat: $engine::Seat) -> usize {
                seat.index()
            }
            fn observe(bot: &mut Self::Bot, seat: $engine::Seat, events: &[$engine::Event]) {
                let seen: Vec<$engine::Event> =
                    events.iter().map(|e| e.redacted_for(seat)).collect();
                bot.observe(&seen);
            }
            fn begin(
                &self,
                bot: &mut Self::Bot,
                seat: $engine::Seat,
            ) -> Option<Thought<$engine::Action>> {
                let legal = self.legal_actions(seat);
                if legal.is_empty() {
                    return None;
                }
                Some(bot.begin(&self.view(seat), &legal).into())
            }
            fn think(bot: &mut Self::Bot, work: u32) -> Thought<$engine::Action> {
                bot.think(work).into()
            }
        }

        impl From<$engine::bots::Thought> for Thought<$engine::Action> {
            fn from(t: $engine::bots::Thought) -> Self {
                match t {
                    $engine::bots::Thought::Decided(a) => Thought::Decided(a),
                    $engine::bots::Thought::Thinking { percent } => Thought::Thinking(percent),
                    $engine::bots::Thought::Idle => Thought::Idle,
                }
            }
        }
    };
}

computer_game!(
    europa_engine,
    europa_engine::bots::EasyBot::new,
    europa_engine::bots::MediumBot::new,
    europa_engine::bots::HardBot::new
);
computer_game!(
    cardgame_engine,
    |seed| cardgame_engine::bots::PolicyBot::new("easy", cardgame_engine::bots::EASY, seed),
    |seed| cardgame_engine::bots::PolicyBot::new("medium", cardgame_engine::bots::MEDIUM, seed),
    cardgame_engine::bots::HardBot::new
);
