//! The Card Game's computer seats: one bot per computer seat, fed the
//! public history as its seat may see it.

use crate::session::{Level, SeatKind, SeatSetup};
use cardgame_engine::bots::{Bot, EASY, HardBot, MEDIUM, PolicyBot, Thought};
use cardgame_engine::{Action, Event, PlayerView, Seat};

/// Where a computer's decision stands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Step {
    Thinking(u8),
    Decided(Action),
}

#[derive(Default)]
pub struct Computers {
    bots: Vec<Option<Box<dyn Bot>>>,
}

impl Computers {
    /// A bot for each computer seat, seeded from the game's seed and the seat,
    /// so a continued game's computers decide as they would have.
    pub fn new(seats: &[SeatSetup], seed: u64) -> Self {
        let bots = seats
            .iter()
            .enumerate()
            .map(|(i, s)| match s.kind {
                SeatKind::Computer(level) => Some(computer(level, seed ^ ((i as u64 + 1) << 40))),
                SeatKind::Human => None,
            })
            .collect();
        Computers { bots }
    }

    pub fn observe(&mut self, events: &[Event]) {
        for (i, bot) in self.bots.iter_mut().enumerate() {
            if let Some(bot) = bot {
                let seen: Vec<Event> = events
                    .iter()
                    .map(|e| e.redacted_for(Seat(i as u8)))
                    .collect();
                bot.observe(&seen);
            }
        }
    }

    pub fn begin(&mut self, seat: Seat, view: &PlayerView, legal: &[Action]) -> Option<Step> {
        let bot = self.bots.get_mut(seat.index())?.as_mut()?;
        step(bot.begin(view, legal))
    }

    pub fn think(&mut self, seat: Seat) -> Option<Step> {
        let bot = self.bots.get_mut(seat.index())?.as_mut()?;
        step(bot.think(crate::scheduler::THINK_WORK))
    }
}

fn step(thought: Thought) -> Option<Step> {
    match thought {
        Thought::Decided(a) => Some(Step::Decided(a)),
        Thought::Thinking { percent } => Some(Step::Thinking(percent)),
        Thought::Idle => None,
    }
}

/// The computer player of a level. Named by type, not `bots::by_name`: that
/// table also names the arena's reference agents, which would be linked into
/// the page for nothing.
fn computer(level: Level, seed: u64) -> Box<dyn Bot> {
    match level {
        Level::Easy => Box::new(PolicyBot::new("easy", EASY, seed)),
        Level::Medium => Box::new(PolicyBot::new("medium", MEDIUM, seed)),
        Level::Hard => Box::new(HardBot::new(seed)),
    }
}
