//! Which sound a move of the Card Game makes (`crate::sound`): one per
//! move, the one that matters most ([`crate::sound::loudest`]).

use crate::sound::Cue;
use cardgame_engine::{Event, Seat};

/// The cue for a move's `events`; `person` says whether each seat is a
/// person at the screen. A computer's draw is silent; your turn sounds
/// when a computer hands the turn to a person.
pub fn cue(events: &[Event], person: impl Fn(Seat) -> bool) -> Option<Cue> {
    crate::sound::loudest(events.iter().filter_map(|e| match e {
        Event::GameOver => Some(Cue::End),
        Event::LastRoundStarted { .. } => Some(Cue::LastRound),
        Event::Robbed { .. } => Some(Cue::Robbery),
        Event::PlayedGroup { .. } | Event::PlayedThree { .. } => Some(Cue::Claim),
        Event::TurnEnded { seat, next } if !person(*seat) && person(*next) => Some(Cue::YourTurn),
        Event::DrewBlind { seat, .. } | Event::DrewFaceUp { seat, .. } if person(*seat) => {
            Some(Cue::Draw)
        }
        _ => None,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_card_games_end_outsounds_the_move_that_made_it() {
        let person = |s: Seat| s == Seat(0);
        let to_me = Event::TurnEnded {
            seat: Seat(1),
            next: Seat(0),
        };
        assert_eq!(
            cue(std::slice::from_ref(&to_me), person),
            Some(Cue::YourTurn)
        );
        assert_eq!(cue(&[to_me, Event::GameOver], person), Some(Cue::End));
        let theirs = Event::DrewBlind {
            seat: Seat(1),
            card: None,
        };
        assert_eq!(cue(&[theirs], person), None);
    }
}
