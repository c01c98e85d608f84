//! What one action showed a seat that it could not see before: the rule
//! behind taking an action back (`europa_common::take_back`,
//! docs/TAKE_BACK.md). Taking back is honest only while nothing hidden
//! has been shown since, so each kind of event is judged here, and the
//! face-up row and the seat's ticket offer are compared, since a refill
//! or a Mega Europe stage's tickets show cards without an event of their own.
use crate::CardColor;
use crate::data::TicketId;
use crate::events::Event;
use crate::state::{Game, Seat};
use europa_common::take_back::TakeBack;

/// What a seat sees that a hidden card can enter without an event saying
/// which: the face-up row and its own ticket offer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sight {
    face_up: [Option<CardColor>; 5],
    offer: Vec<TicketId>,
}

impl TakeBack for Game {
    type Sight = Sight;

    fn sight(&self, seat: Seat) -> Sight {
        Sight {
            face_up: self.face_up,
            offer: self
                .players
                .get(seat.index())
                .map(|p| p.offer.clone())
                .unwrap_or_default(),
        }
    }

    fn showed(&self, before: &Sight, events: &[Event], seat: Seat) -> bool {
        // The row as it was, less the card taken from it: any other change
        // is a card dealt face up (a replacement, a refill, a reset).
        let mut row = before.face_up;
        for e in events {
            if let Event::DrewFaceUp { slot, .. } = e
                && let Some(place) = row.get_mut(usize::from(*slot))
            {
                *place = None;
            }
        }
        if row != self.face_up {
            return true;
        }
        let offer = self
            .players
            .get(seat.index())
            .map_or(&[][..], |p| &p.offer[..]);
        if offer.iter().any(|t| !before.offer.contains(t)) {
            return true;
        }
        events.iter().any(|e| shows(e, seat))
    }
}

/// Whether `event` shows `seat` a card it could not see before. Every
/// kind is named, so a new one must be judged here.
fn shows(event: &Event, seat: Seat) -> bool {
    match event {
        // Its own card from the deck.
        Event::DrewBlind { seat: s, card } => *s == seat && card.is_some(),
        Event::TicketsDrawn { seat: s, count } => *s == seat && *count > 0,
        Event::WarehouseCollected { seat: s, count, .. } => *s == seat && *count > 0,
        // Cards from the deck, face up for everybody.
        Event::TunnelRevealed { revealed, .. } => !revealed.is_empty(),
        Event::FaceUpReset { .. } => true,
        // Another seat's cards leave its hidden hand face up.
        Event::RouteClaimed { seat: s, .. } | Event::StationBuilt { seat: s, .. } => *s != seat,
        // The final scores show every seat's tickets.
        Event::GameOver => true,
        // Public, or unseen by anybody: a choice, a count, a turn, a shuffle.
        Event::InitialTicketsKept { .. }
        | Event::PlayStarted { .. }
        | Event::DrewFaceUp { .. }
        | Event::DeckReshuffled { .. }
        | Event::TunnelDeclined { .. }
        | Event::TicketsKept { .. }
        | Event::Passed { .. }
        | Event::FinalRoundStarted { .. }
        | Event::TurnEnded { .. }
        | Event::SetupTicketsReturned { .. }
        | Event::DepotRoundStarted { .. }
        | Event::DepotPlaced { .. }
        | Event::CardStored { .. }
        | Event::WarehousesEmptied { .. } => false,
    }
}
