//! What happened, told turn by turn. The move log reads these;
//! `redacted_for` hides what another seat may not see.
use crate::data::TicketId;
use crate::state::Seat;
use europa_common::CardColor;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    InitialTicketsKept {
        seat: Seat,
        kept: u8,
        returned: u8,
    },
    PlayStarted {
        first: Seat,
    },
    /// Phase 1 (C2): the end card of each railyard row moved onto the On the
    /// Track pile. Public: the rows lie face up.
    MovedOnTrack {
        seat: Seat,
        cards: RowEnds,
    },
    /// `refill` is the card turned up in its place (`None`: the deck is empty).
    DrewFaceUp {
        seat: Seat,
        slot: u8,
        card: CardColor,
        refill: Option<CardColor>,
    },
    /// `card` is `None` in views of other seats.
    DrewBlind {
        seat: Seat,
        card: Option<CardColor>,
    },
    PlayedGroup {
        seat: Seat,
        color: CardColor,
        cards: u8,
        locomotives: u8,
    },
    PlayedThree {
        seat: Seat,
        colors: [CardColor; 3],
    },
    /// C4: `victim` discarded its whole row of `color`.
    Robbed {
        thief: Seat,
        victim: Seat,
        color: CardColor,
        cards: u8,
        locomotives: u8,
    },
    TicketsDrawn {
        seat: Seat,
        count: u8,
    },
    TicketsKept {
        seat: Seat,
        kept: u8,
        returned: u8,
    },
    Passed {
        seat: Seat,
    },
    /// C5: the train deck is empty; `trigger` and everyone else have one last turn.
    LastRoundStarted {
        trigger: Seat,
    },
    /// C7: the first scoring of a 4-player game; `completed[seat]` are the
    /// tickets each seat completed, now public.
    FirstScoring {
        completed: Vec<Vec<TicketId>>,
        points: Vec<i32>,
    },
    /// C7: the new deck is dealt, `dealt` cards to each player.
    SecondRoundStarted {
        first: Seat,
        dealt: u8,
    },
    TurnEnded {
        seat: Seat,
        next: Seat,
    },
    GameOver,
}

impl Event {
    /// The seat whose move this event is part of (the thief of a robbery);
    /// none for the table's own events.
    pub fn actor(&self) -> Option<Seat> {
        match self {
            Event::InitialTicketsKept { seat, .. }
            | Event::MovedOnTrack { seat, .. }
            | Event::DrewFaceUp { seat, .. }
            | Event::DrewBlind { seat, .. }
            | Event::PlayedGroup { seat, .. }
            | Event::PlayedThree { seat, .. }
            | Event::TicketsDrawn { seat, .. }
            | Event::TicketsKept { seat, .. }
            | Event::Passed { seat } => Some(*seat),
            Event::Robbed { thief, .. } => Some(*thief),
            Event::PlayStarted { .. }
            | Event::LastRoundStarted { .. }
            | Event::FirstScoring { .. }
            | Event::SecondRoundStarted { .. }
            | Event::TurnEnded { .. }
            | Event::GameOver => None,
        }
    }

    /// This event as `viewer` may see it.
    pub fn redacted_for(&self, viewer: Seat) -> Event {
        match self {
            Event::DrewBlind { seat, .. } if *seat != viewer => Event::DrewBlind {
                seat: *seat,
                card: None,
            },
            other => other.clone(),
        }
    }
}

/// The cards phase 1 moves (C2): the end card of each railyard row, in row
/// order. A railyard holds at most one row per colour, so they are kept in
/// place rather than in a `Vec`, which cost an allocation at every turn's
/// start. Reads as a slice; (de)serialised as a list of cards.
#[derive(Clone, Copy)]
pub struct RowEnds {
    cards: [CardColor; 8],
    len: u8,
}

impl Default for RowEnds {
    fn default() -> RowEnds {
        RowEnds {
            cards: [CardColor::Locomotive; 8],
            len: 0,
        }
    }
}

impl PartialEq for RowEnds {
    fn eq(&self, other: &RowEnds) -> bool {
        self[..] == other[..]
    }
}

impl Eq for RowEnds {}

impl RowEnds {
    /// Adds a card; a ninth is dropped (a railyard never has nine rows).
    pub fn push(&mut self, card: CardColor) {
        if let Some(c) = self.cards.get_mut(usize::from(self.len)) {
            *c = card;
            self.len += 1;
        }
    }
}

impl std::ops::Deref for RowEnds {
    type Target = [CardColor];
    fn deref(&self) -> &[CardColor] {
        &self.cards[..usize::from(self.len).min(8)]
    }
}

impl FromIterator<CardColor> for RowEnds {
    fn from_iter<I: IntoIterator<Item = CardColor>>(cards: I) -> RowEnds {
        let mut r = RowEnds::default();
        cards.into_iter().for_each(|c| r.push(c));
        r
    }
}

impl std::fmt::Debug for RowEnds {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for RowEnds {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for RowEnds {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<RowEnds, D::Error> {
        let cards = Vec::<CardColor>::deserialize(d)?;
        if cards.len() > 8 {
            return Err(serde::de::Error::invalid_length(
                cards.len(),
                &"at most 8 cards",
            ));
        }
        Ok(cards.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use CardColor::*;

    /// The row ends replaced a `Vec` of cards: they must read and write as
    /// that list did, so a move log written before reads back the same.
    #[test]
    fn row_ends_read_and_write_as_the_list_of_cards_they_replaced() {
        for cards in [
            vec![],
            vec![Red],
            vec![Red, Blue, Green, Yellow, Black, White, Orange, Purple],
        ] {
            let ends: RowEnds = cards.iter().copied().collect();
            assert_eq!(&ends[..], &cards[..]);
            let json = serde_json::to_string(&ends).unwrap();
            assert_eq!(json, serde_json::to_string(&cards).unwrap());
            assert_eq!(serde_json::from_str::<RowEnds>(&json).unwrap(), ends);
            assert_eq!(format!("{ends:?}"), format!("{cards:?}"));
        }
        assert!(
            serde_json::from_str::<RowEnds>(&serde_json::to_string(&[Red; 9]).unwrap()).is_err()
        );
    }
}
