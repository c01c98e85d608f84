//! A game's review kept with the game (one stored text per game id), so it
//! is never worked out twice and a review left midway resumes.
use crate::session::AnySave;
use europa_common::review::Review;
use serde::{Deserialize, Serialize};

/// Either game's review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum AnyReview {
    Europe(Review<europa_engine::Action>),
    CardGame(Review<cardgame_engine::Action>),
}

/// The stored text's first byte: a review of another layout is worked out
/// again rather than misread.
const FORMAT: u8 = 1;

impl AnyReview {
    /// A review of `save` for `seat`, nothing judged yet.
    pub fn new(save: &AnySave, seat: u8) -> Self {
        match save {
            AnySave::Europe(_) => AnyReview::Europe(Review::new(seat)),
            AnySave::CardGame(_) => AnyReview::CardGame(Review::new(seat)),
        }
    }

    pub fn seat(&self) -> u8 {
        match self {
            AnyReview::Europe(r) => r.seat,
            AnyReview::CardGame(r) => r.seat,
        }
    }

    pub fn complete(&self) -> bool {
        match self {
            AnyReview::Europe(r) => r.complete,
            AnyReview::CardGame(r) => r.complete,
        }
    }

    /// The record's move just past the last decision judged: where a
    /// resumed review starts.
    pub fn resume_at(&self) -> u32 {
        let last = match self {
            AnyReview::Europe(r) => r.decisions.last().map(|d| d.index),
            AnyReview::CardGame(r) => r.decisions.last().map(|d| d.index),
        };
        last.map_or(0, |i| i + 1)
    }

    pub fn to_text(&self) -> String {
        let mut bytes = vec![FORMAT];
        bytes.extend(postcard::to_allocvec(self).unwrap_or_default());
        crate::base64::encode(&bytes)
    }

    /// A stored text read back; `None` for anything else (worked out anew).
    pub fn from_text(text: &str) -> Option<Self> {
        let bytes = crate::base64::decode(text)?;
        match bytes.split_first() {
            Some((&FORMAT, rest)) => postcard::from_bytes(rest).ok(),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use europa_common::review::{Decision, MoveKind};

    #[test]
    fn a_stored_review_reads_back_and_anything_else_is_worked_out_again() {
        let mut r = Review::new(1);
        r.decisions.push(Decision {
            index: 4,
            turn: 2,
            kind: MoveKind::Draw,
            played: europa_engine::Action::DrawBlind,
            best: europa_engine::Action::DrawTickets,
            expected: -3.5,
            loss: 6.25,
            left: 40,
        });
        let any = AnyReview::Europe(r);
        assert_eq!(AnyReview::from_text(&any.to_text()), Some(any.clone()));
        assert_eq!(any.resume_at(), 5);
        assert_eq!(AnyReview::from_text("not a review"), None);
        let mut other = any.to_text().into_bytes();
        other[1] ^= 1;
        let other = String::from_utf8(other).unwrap_or_default();
        assert_ne!(AnyReview::from_text(&other), Some(any));
    }
}
