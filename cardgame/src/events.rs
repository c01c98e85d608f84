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
        cards: Vec<CardColor>,
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
