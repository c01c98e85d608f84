//! A finished game's review, asked of the worker: each decision of one
//! seat, sent back as soon as it is judged, so the page shows what it has
//! as it goes and can resume a review it left.
use super::{Failure, FromWorker};
use europa_common::review::{Decision, Judges, Reviewer};
use europa_common::save::Record;
use europa_common::{Bot, Play};
use serde::{Deserialize, Serialize};

/// Which game to review, for which seat, from which move of its record
/// (0, or just past the last decision a resumed review holds).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum ReviewAsk {
    Europe {
        record: Record<europa_engine::Game>,
        seat: europa_engine::Seat,
        from: u32,
    },
    CardGame {
        record: Record<cardgame_engine::Game>,
        seat: cardgame_engine::Seat,
        from: u32,
    },
}

/// One piece of a review as it comes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ReviewPart {
    Europe(Decision<europa_engine::Action>),
    CardGame(Decision<cardgame_engine::Action>),
    /// Every decision is in.
    Done,
}

/// Reviews `ask`, sending each decision (with the share of the record
/// done) as it is judged, then [`ReviewPart::Done`].
pub fn review(token: u64, ask: ReviewAsk, send: &mut dyn FnMut(FromWorker)) {
    let streamed = match ask {
        ReviewAsk::Europe { record, seat, from } => {
            use europa_engine::bots::{ReviewSettings, reviewer};
            reviewer(
                record.config,
                record.actions,
                seat,
                ReviewSettings::default(),
            )
            .map(|r| stream(token, r, from, ReviewPart::Europe, send))
        }
        ReviewAsk::CardGame { record, seat, from } => {
            use cardgame_engine::bots::{ReviewSettings, reviewer};
            reviewer(
                record.config,
                record.actions,
                seat,
                ReviewSettings::default(),
            )
            .map(|r| stream(token, r, from, ReviewPart::CardGame, send))
        }
    };
    if streamed.is_err() {
        send(FromWorker::Failed {
            token,
            failure: Failure::Replay { index: None },
        });
    }
}

/// Either game's review from move `from` on, each decision sent as
/// `part(decision)`.
fn stream<G, O, J>(
    token: u64,
    mut r: Reviewer<G, O, J>,
    from: u32,
    part: fn(Decision<G::Action>) -> ReviewPart,
    send: &mut dyn FnMut(FromWorker),
) where
    G: Play + Clone,
    G::Seat: PartialEq,
    G::Action: Copy,
    O: Bot<G>,
    J: Judges<G, O>,
{
    r.skip_to(from as usize);
    while r.step() {
        if let Some(d) = r.review().decisions.last() {
            let percent = r.progress();
            send(FromWorker::Reviewed {
                token,
                part: part(d.clone()),
                percent,
            });
        }
    }
    send(FromWorker::Reviewed {
        token,
        part: ReviewPart::Done,
        percent: 100,
    });
}
