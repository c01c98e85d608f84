//! What one action showed a seat that it could not see before: the rule
//! behind taking an action back (`europa_common::take_back`,
//! docs/TAKE_BACK.md). Every card that turns face up or into the seat's
//! hand is told by an event here (a face-up draw names its refill), so the
//! events alone decide.
use crate::events::Event;
use crate::state::{Game, Seat};
use europa_common::take_back::TakeBack;

impl TakeBack for Game {
    /// Nothing to compare: the events tell every card shown.
    type Sight = ();

    fn sight(&self, _: Seat) {}

    fn showed(&self, (): &(), events: &[Event], seat: Seat) -> bool {
        events.iter().any(|e| shows(e, seat))
    }
}

/// Whether `event` shows `seat` a card it could not see before. Every
/// kind is named, so a new one must be judged here.
fn shows(event: &Event, seat: Seat) -> bool {
    match event {
        // Its own card or tickets from the decks.
        Event::DrewBlind { seat: s, card } => *s == seat && card.is_some(),
        Event::TicketsDrawn { seat: s, count } => *s == seat && *count > 0,
        // The deck's top card turned face up in the taken one's place.
        Event::DrewFaceUp { refill, .. } => refill.is_some(),
        // Another seat's cards leave its hidden hand for its railyard.
        Event::PlayedGroup { seat: s, .. } | Event::PlayedThree { seat: s, .. } => *s != seat,
        // Every seat's completed tickets, a new deal, the final scores.
        Event::FirstScoring { .. } | Event::SecondRoundStarted { .. } | Event::GameOver => true,
        // Public already (the railyards lie face up), or a choice, a count, a turn.
        Event::InitialTicketsKept { .. }
        | Event::PlayStarted { .. }
        | Event::MovedOnTrack { .. }
        | Event::Robbed { .. }
        | Event::TicketsKept { .. }
        | Event::Passed { .. }
        | Event::LastRoundStarted { .. }
        | Event::TurnEnded { .. } => false,
    }
}
