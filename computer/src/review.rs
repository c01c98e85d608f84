//! A finished game's review, asked of the worker: each decision of one
//! seat, sent back as soon as it is judged, so the page shows what it has
//! as it goes and can resume a review it left.
use super::{Failure, FromWorker};
use europa_common::review::Decision;
use europa_common::save::Record;
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
    let started = match ask {
        ReviewAsk::Europe { record, seat, from } => {
            use europa_engine::bots::{ReviewSettings, Reviewer};
            Reviewer::new(
                record.config,
                record.actions,
                seat,
                ReviewSettings::default(),
            )
            .map(|r| (Box::new(r) as Box<dyn Reviews>, from))
        }
        ReviewAsk::CardGame { record, seat, from } => {
            use cardgame_engine::bots::{ReviewSettings, Reviewer};
            Reviewer::new(
                record.config,
                record.actions,
                seat,
                ReviewSettings::default(),
            )
            .map(|r| (Box::new(r) as Box<dyn Reviews>, from))
        }
    };
    let Ok((mut r, from)) = started else {
        send(FromWorker::Failed {
            token,
            failure: Failure::Replay { index: None },
        });
        return;
    };
    r.skip_to(from as usize);
    while r.step() {
        if let Some(part) = r.last() {
            let percent = r.progress();
            send(FromWorker::Reviewed {
                token,
                part,
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

/// Either game's reviewer, as the worker drives it.
trait Reviews {
    fn skip_to(&mut self, index: usize);
    fn step(&mut self) -> bool;
    fn progress(&self) -> u8;
    /// The decision the last step judged.
    fn last(&self) -> Option<ReviewPart>;
}

impl Reviews for europa_engine::bots::Reviewer {
    fn skip_to(&mut self, index: usize) {
        self.skip_to(index);
    }
    fn step(&mut self) -> bool {
        self.step()
    }
    fn progress(&self) -> u8 {
        self.progress()
    }
    fn last(&self) -> Option<ReviewPart> {
        self.review()
            .decisions
            .last()
            .cloned()
            .map(ReviewPart::Europe)
    }
}

impl Reviews for cardgame_engine::bots::Reviewer {
    fn skip_to(&mut self, index: usize) {
        self.skip_to(index);
    }
    fn step(&mut self) -> bool {
        self.step()
    }
    fn progress(&self) -> u8 {
        self.progress()
    }
    fn last(&self) -> Option<ReviewPart> {
        self.review()
            .decisions
            .last()
            .cloned()
            .map(ReviewPart::CardGame)
    }
}
