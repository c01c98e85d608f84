//! The driver over both games, and each game's levels.

use super::{Failure, Game, Level, WORK_PER_STEP, bot_seed};
use europa_common::save::Record;
use europa_common::{Bot, Thought};

pub(crate) fn decide<G: Game>(
    record: &Record<G>,
    levels: &[Option<Level>],
    seat: G::Seat,
    progress: &mut dyn FnMut(u8),
) -> Result<G::Action, Failure>
where
    G::Action: Clone,
{
    let level = level_of::<G>(levels, seat)?;
    let mut bot = G::bot(level, seed_of(record, seat));
    let (game, legal) = replay(record, seat, bot.as_mut())?;
    let mut thought = bot.begin(&game.view(seat), &legal);
    loop {
        match thought {
            Thought::Decided(action) => return Ok(action),
            Thought::Thinking { percent } => {
                progress(percent);
                thought = bot.think(WORK_PER_STEP);
            }
            Thought::Idle => return Err(Failure::NoMove),
        }
    }
}

/// The level of the computer at `seat`.
pub(crate) fn level_of<G: Game>(levels: &[Option<Level>], seat: G::Seat) -> Result<Level, Failure> {
    levels
        .get(G::index(seat))
        .copied()
        .flatten()
        .ok_or(Failure::NotAComputer)
}

/// The seed of `seat`'s bot for the decision after `record`'s moves.
pub(crate) fn seed_of<G: Game>(record: &Record<G>, seat: G::Seat) -> u64 {
    bot_seed(
        G::seed(&record.config),
        G::index(seat),
        record.actions.len(),
    )
}

/// Replays `record`, showing `bot` what `seat` saw (and its own past moves):
/// the game now and `seat`'s legal actions in it.
pub(crate) fn replay<G: Game>(
    record: &Record<G>,
    seat: G::Seat,
    bot: &mut dyn Bot<G>,
) -> Result<(G, Vec<G::Action>), Failure> {
    let mut game =
        G::from_config(record.config.clone()).map_err(|_| Failure::Replay { index: None })?;
    let mut events = Vec::new();
    let mut seen = Vec::new();
    for (index, (who, action)) in record.actions.iter().enumerate() {
        if G::index(*who) == G::index(seat) {
            bot.replayed(action, &|| game.view(seat));
        }
        events.clear();
        game.apply_into(*who, action, &mut events)
            .map_err(|_| Failure::Replay { index: Some(index) })?;
        seen.clear();
        seen.extend(events.iter().map(|e| G::redacted_for(e, seat)));
        bot.observe(&seen);
    }
    let mut legal = Vec::new();
    game.legal_actions_into(seat, &mut legal);
    if legal.is_empty() {
        return Err(Failure::NoMove);
    }
    Ok((game, legal))
}

impl Game for europa_engine::Game {
    fn seed(config: &europa_engine::GameConfig) -> u64 {
        config.seed
    }
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        use europa_engine::bots::{EasyBot, HardBot, MediumBot};
        match level {
            Level::Easy => Box::new(EasyBot::new(seed)),
            Level::Medium => Box::new(MediumBot::new(seed)),
            Level::Hard => Box::new(HardBot::new(seed)),
            Level::Expert => Box::new(HardBot::expert(seed)),
        }
    }
}

impl Game for cardgame_engine::Game {
    fn seed(config: &cardgame_engine::GameConfig) -> u64 {
        config.seed
    }
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        use cardgame_engine::bots::{EASY, HardBot, MEDIUM, PolicyBot};
        match level {
            Level::Easy => Box::new(PolicyBot::new("easy", EASY, seed)),
            Level::Medium => Box::new(PolicyBot::new("medium", MEDIUM, seed)),
            Level::Hard => Box::new(HardBot::new(seed)),
            Level::Expert => Box::new(HardBot::expert(seed)),
        }
    }
}
