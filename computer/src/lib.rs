//! The computer seats of both games, away from the page. The page sends a
//! [`Request`] (the game's record so far, each seat's level, the seat to
//! move) as bytes to the bots worker (`worker/`); the worker replays the
//! game, builds that seat's bot, feeds it the public history as its seat saw
//! it, and answers with the action. Nothing is kept between requests, so a
//! decision depends only on the game so far: the same after a reload, and
//! the worker may be restarted at any time.
//!
//! With several workers, the page may share one Hard decision between them
//! ([`Request::EuropeShard`], [`shards`]): then each keeps its part of the
//! search between the rounds the page gathers and hands back, and answers
//! as one worker deciding alone would.
//!
//! The page then plays the answer through its own engine, which judges it
//! like any other action.

use europa_common::save::Record;
use europa_common::{Bot, Play, Thought};
use serde::{Deserialize, Serialize};
use std::fmt;

mod games;
mod review;
mod shards;

pub use europa_engine::bots::{Round, Shard};
pub use review::{ReviewAsk, ReviewPart};

pub use europa_common::Level;

/// Rollouts per `think` call between progress reports.
const WORK_PER_STEP: u32 = 8;

/// One decision to make.
#[derive(Serialize, Deserialize)]
pub enum Request {
    Europe {
        record: Record<europa_engine::Game>,
        /// Per seat: its level, or `None` for a person.
        levels: Vec<Option<Level>>,
        seat: europa_engine::Seat,
    },
    CardGame {
        record: Record<cardgame_engine::Game>,
        levels: Vec<Option<Level>>,
        seat: cardgame_engine::Seat,
    },
    /// No decision: run Hard's code for a moment so the browser compiles
    /// its hot functions before the first real decision ([`warm_up`]).
    /// Nothing is sent back. After the first two, so they keep their bytes.
    WarmUp,
    /// A Europe decision shared by several workers, this one playing out
    /// `shard`'s part of Hard's search ([`shards`]); it answers each round
    /// with [`FromWorker::Round`] and waits for [`Request::Merged`]. Another
    /// level decides whole, as [`Request::Europe`]. New variants go last,
    /// so older ones keep their bytes.
    EuropeShard {
        record: Record<europa_engine::Game>,
        levels: Vec<Option<Level>>,
        seat: europa_engine::Seat,
        shard: Shard,
    },
    /// The round every shard of the decision of the same token played,
    /// gathered by the page: the worker adds it up and thinks on.
    Merged(Round),
    /// A finished game's review for one seat; its decisions come back one
    /// by one ([`FromWorker::Reviewed`]). Appended: older messages keep their bytes.
    Review(ReviewAsk),
}

/// The action the computer chose.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Answer {
    Europe(europa_engine::Action),
    CardGame(cardgame_engine::Action),
}

/// Why no action came back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Failure {
    /// The bytes are not a request of this version of the app.
    Garbled,
    /// The game does not replay: its config, or the action at `index`.
    Replay { index: Option<usize> },
    /// The seat is not a computer of this game.
    NotAComputer,
    /// The seat has nothing to do now.
    NoMove,
    /// A merged round that no shared decision here waits for, or that does
    /// not fit it.
    Round,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Garbled => write!(f, "the request could not be read"),
            Failure::Replay { index: None } => write!(f, "the game's set-up is not valid"),
            Failure::Replay { index: Some(i) } => write!(f, "move {} does not replay", i + 1),
            Failure::NotAComputer => write!(f, "that seat is not a computer"),
            Failure::NoMove => write!(f, "that seat has no move to make"),
            Failure::Round => write!(f, "the shared decision's round does not fit"),
        }
    }
}

/// What travels from the page to the worker: a token naming the decision
/// (the page ignores answers to older ones) and the request.
#[derive(Serialize, Deserialize)]
pub struct ToWorker {
    pub token: u64,
    pub request: Request,
}

/// What travels back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker listens now (messages sent earlier would be lost).
    Ready,
    /// Roughly how far the decision `token` is, in percent.
    Thinking {
        token: u64,
        percent: u8,
    },
    Decided {
        token: u64,
        answer: Answer,
    },
    Failed {
        token: u64,
        failure: Failure,
    },
    /// A shard's rewards of its round of decision `token`, for the page to
    /// gather with the other shards' and send all of them back.
    Round {
        token: u64,
        round: Round,
    },
    /// A reviewed decision (or the review's end), with how far the review is.
    Reviewed {
        token: u64,
        part: ReviewPart,
        percent: u8,
    },
}

impl ToWorker {
    pub fn to_bytes(&self) -> Vec<u8> {
        postcard::to_allocvec(self).unwrap_or_default()
    }
    pub fn from_bytes(bytes: &[u8]) -> Option<Self> {
        postcard::from_bytes(bytes).ok()
    }
}

impl FromWorker {
    pub fn to_bytes(&self) -> Vec<u8> {
        postcard::to_allocvec(self).unwrap_or_default()
    }
    pub fn from_bytes(bytes: &[u8]) -> Option<Self> {
        postcard::from_bytes(bytes).ok()
    }
}

/// The seed of seat `index`'s bot for the decision after `moves` moves: from
/// the game's seed, the seat and the moves so far, so a continued game's
/// computers decide as they would have. The bot is made afresh for every
/// decision, so each must have a seed of its own: with one seed a game, a
/// bot's first random draw was the same at every turn (Easy then dawdled at
/// every turn, or never).
pub fn bot_seed(game_seed: u64, index: usize, moves: usize) -> u64 {
    game_seed ^ ((index as u64 + 1) << 40) ^ (moves as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Makes the decision, calling `progress` with a percentage while a long
/// one goes on.
pub fn decide(request: &Request, progress: &mut dyn FnMut(u8)) -> Result<Answer, Failure> {
    match request {
        Request::Europe {
            record,
            levels,
            seat,
        } => games::decide::<europa_engine::Game>(record, levels, *seat, progress)
            .map(Answer::Europe),
        Request::CardGame {
            record,
            levels,
            seat,
        } => games::decide::<cardgame_engine::Game>(record, levels, *seat, progress)
            .map(Answer::CardGame),
        // A shard alone decides the whole.
        Request::EuropeShard {
            record,
            levels,
            seat,
            shard: _,
        } => games::decide::<europa_engine::Game>(record, levels, *seat, progress)
            .map(Answer::Europe),
        Request::WarmUp | Request::Merged(_) | Request::Review(_) => Err(Failure::NoMove),
    }
}

/// A bots worker: answers the page's messages one at a time, keeping a
/// shared decision's search between its rounds.
#[derive(Default)]
pub struct Computer {
    pending: Option<shards::Pending>,
}

impl Computer {
    /// Answers one message from the page: every message to send back,
    /// progress first, through `send`.
    pub fn answer(&mut self, bytes: &[u8], send: &mut dyn FnMut(FromWorker)) {
        let Some(ToWorker { token, request }) = ToWorker::from_bytes(bytes) else {
            // Without a token the page cannot tell which decision failed; token
            // 0 is never asked, and the page gives up on the one it waits for
            // (src/computer.rs).
            send(FromWorker::Failed {
                token: 0,
                failure: Failure::Garbled,
            });
            return;
        };
        // Any other message ends a kept search: the page moved on.
        let pending = self.pending.take();
        match request {
            Request::WarmUp => warm_up(),
            Request::Review(ask) => review::review(token, ask, send),
            Request::Merged(round) => {
                self.pending = shards::merged(pending, token, &round, send);
            }
            Request::EuropeShard {
                record,
                levels,
                seat,
                shard,
            } => {
                self.pending = shards::start(token, &record, &levels, seat, shard, send);
            }
            request => {
                let mut progress = |percent| send(FromWorker::Thinking { token, percent });
                let reply = match decide(&request, &mut progress) {
                    Ok(answer) => FromWorker::Decided { token, answer },
                    Err(failure) => FromWorker::Failed { token, failure },
                };
                send(reply);
            }
        }
    }
}

/// Answers one message from a worker that keeps nothing between messages
/// (any shared decision's search is dropped after its first round).
pub fn answer(bytes: &[u8], send: &mut dyn FnMut(FromWorker)) {
    Computer::default().answer(bytes, send);
}

/// Hard's rollouts for the warm-up; the set-up choice triples them.
const WARM_UP_ROLLOUTS: u32 = 300;

/// A Hard decision (the set-up ticket choice of a fixed 2-player
/// game, three quarters of the real one's rollouts: a smaller one left
/// functions the real choice runs unoptimised) whose result is thrown away.
/// A browser first runs wasm through its baseline compiler and optimises a
/// function only once it is hot: on a slow CPU the first set-up choice
/// shared its time with that optimising (issue 13). Run while the person
/// fills in the new-game form, it leaves the code optimised for the real one.
pub fn warm_up() {
    use europa_engine::bots::{HardBot, HardSettings};
    let Ok(game) = europa_engine::Game::new(europa_engine::GameConfig::new(2, 1)) else {
        return;
    };
    let Some(seat) = game.first_acting_seat() else {
        return;
    };
    let settings = HardSettings {
        rollouts: WARM_UP_ROLLOUTS,
        ..HardSettings::default()
    };
    let mut bot = HardBot::with_settings(1, settings);
    let mut thought = bot.begin(&game.view(seat), &game.legal_actions(seat));
    while let Thought::Thinking { .. } = thought {
        thought = bot.think(WORK_PER_STEP);
    }
}

/// A game whose computer seats this crate can run: its levels' bots.
trait Game: Play {
    fn seed(config: &Self::Config) -> u64;
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>>;
}

#[cfg(test)]
mod tests;
