//! One Hard decision shared by the page's pool of bots workers. Each worker
//! gets the same request with its own [`Shard`]: it replays the game, plays
//! out its share of each round's sampled games, hands the round's rewards
//! back ([`FromWorker::Round`]) and waits, the search kept, for the page to
//! send every worker the whole round ([`Request::Merged`]); the last round
//! merged, every worker answers one searcher's action
//! (europe/tests/shards.rs).
//!
//! [`Request::Merged`]: super::Request::Merged

use super::games::{self, level_of, replay, seed_of};
use super::{Answer, Failure, FromWorker, Level, WORK_PER_STEP};
use europa_common::Bot;
use europa_common::save::Record;
use europa_engine::bots::{HardBot, Round, Shard, ShardThought, Thought};

/// A shared decision kept between the worker's messages.
pub(crate) struct Pending {
    token: u64,
    bot: HardBot,
}

/// Starts `token`'s decision as `shard` of it; the search to keep until
/// its merged round comes, if it is not over.
pub(crate) fn start(
    token: u64,
    record: &Record<europa_engine::Game>,
    levels: &[Option<Level>],
    seat: europa_engine::Seat,
    shard: Shard,
    send: &mut dyn FnMut(FromWorker),
) -> Option<Pending> {
    let level = match level_of::<europa_engine::Game>(levels, seat) {
        Ok(level) => level,
        Err(failure) => {
            send(FromWorker::Failed { token, failure });
            return None;
        }
    };
    if !matches!(level, Level::Hard | Level::Expert) {
        // Only Hard and Expert search: another level decides whole, alike in every shard.
        let mut progress = |percent| send(FromWorker::Thinking { token, percent });
        let reply = games::decide(record, levels, seat, &mut progress);
        send(reply_of(token, reply));
        return None;
    }
    let seed = seed_of(record, seat);
    let mut bot = if level == Level::Expert {
        HardBot::expert(seed)
    } else {
        HardBot::new(seed)
    };
    bot.set_shard(shard);
    match replay(record, seat, &mut bot) {
        Ok((game, legal)) => match bot.begin(&game.view(seat), &legal) {
            Thought::Decided(action) => {
                send(reply_of(token, Ok(action)));
                None
            }
            _ => go_on(Pending { token, bot }, send),
        },
        Err(failure) => {
            send(FromWorker::Failed { token, failure });
            None
        }
    }
}

/// Adds up the merged `round` of the kept decision `token`, and goes on.
pub(crate) fn merged(
    pending: Option<Pending>,
    token: u64,
    round: &Round,
    send: &mut dyn FnMut(FromWorker),
) -> Option<Pending> {
    let Some(mut pending) = pending.filter(|p| p.token == token) else {
        send(FromWorker::Failed {
            token,
            failure: Failure::Round,
        });
        return None;
    };
    if pending.bot.merge(round).is_err() {
        send(FromWorker::Failed {
            token,
            failure: Failure::Round,
        });
        return None;
    }
    go_on(pending, send)
}

/// Thinks until the round is played (kept, its rewards sent) or the
/// decision made (sent).
fn go_on(mut pending: Pending, send: &mut dyn FnMut(FromWorker)) -> Option<Pending> {
    let token = pending.token;
    loop {
        match pending.bot.think_shard(WORK_PER_STEP) {
            ShardThought::Thought(Thought::Thinking { percent }) => {
                send(FromWorker::Thinking { token, percent });
            }
            ShardThought::Thought(Thought::Decided(action)) => {
                send(reply_of(token, Ok(action)));
                return None;
            }
            ShardThought::Thought(Thought::Idle) => {
                send(reply_of(token, Err(Failure::NoMove)));
                return None;
            }
            ShardThought::Round(round) => {
                send(FromWorker::Round { token, round });
                return Some(pending);
            }
            // Handed out already: the merged round has not come. Cannot
            // happen after a merge; the page hears nothing more and its
            // watchdog asks one worker the whole decision.
            ShardThought::Waiting => return Some(pending),
        }
    }
}

fn reply_of(token: u64, reply: Result<europa_engine::Action, Failure>) -> FromWorker {
    match reply {
        Ok(action) => FromWorker::Decided {
            token,
            answer: Answer::Europe(action),
        },
        Err(failure) => FromWorker::Failed { token, failure },
    }
}
