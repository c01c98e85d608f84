//! Which sound a move of the board game makes (`crate::sound`): one per
//! move, the one that matters most ([`crate::sound::loudest`]).

use crate::sound::Cue;
use europa_engine::{Event, Seat};

/// The cue for a move's `events`; `person` says whether each seat is a
/// person at the screen; `ticket_done`: the move completed one of the
/// person's tickets. A computer's draw is silent (it would sound all the
/// time); your turn sounds when a computer hands the turn to a person.
pub fn cue(events: &[Event], person: impl Fn(Seat) -> bool, ticket_done: bool) -> Option<Cue> {
    let done = ticket_done.then_some(Cue::TicketDone);
    crate::sound::loudest(
        done.into_iter()
            .chain(events.iter().filter_map(|e| match e {
                Event::GameOver => Some(Cue::End),
                Event::FinalRoundStarted { .. } => Some(Cue::LastRound),
                Event::TunnelRevealed { .. } => Some(Cue::Tunnel),
                Event::RouteClaimed { .. } => Some(Cue::Claim),
                Event::TurnEnded { seat, next } if !person(*seat) && person(*next) => {
                    Some(Cue::YourTurn)
                }
                Event::DrewBlind { seat, .. } | Event::DrewFaceUp { seat, .. } if person(*seat) => {
                    Some(Cue::Draw)
                }
                _ => None,
            })),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use europa_engine::{CardColor, RouteId};

    const ME: Seat = Seat(0);
    const BOT: Seat = Seat(1);
    fn person(s: Seat) -> bool {
        s == ME
    }
    fn claim(seat: Seat) -> Event {
        Event::RouteClaimed {
            seat,
            route: RouteId(3),
            cards: Default::default(),
            points: 2,
        }
    }

    #[test]
    fn a_move_makes_the_one_sound_that_matters_most() {
        let drew = Event::DrewBlind {
            seat: ME,
            card: Some(CardColor::Red),
        };
        assert_eq!(
            cue(std::slice::from_ref(&drew), person, false),
            Some(Cue::Draw)
        );
        let ended = Event::TurnEnded {
            seat: ME,
            next: BOT,
        };
        assert_eq!(cue(&[claim(ME), ended], person, false), Some(Cue::Claim));
        assert_eq!(
            cue(&[claim(ME), Event::GameOver], person, false),
            Some(Cue::End)
        );
    }

    #[test]
    fn a_claim_that_completes_a_ticket_sounds_as_a_ticket_not_a_claim() {
        assert_eq!(cue(&[claim(ME)], person, true), Some(Cue::TicketDone));
        // The end still sounds over it.
        assert_eq!(
            cue(&[claim(ME), Event::GameOver], person, true),
            Some(Cue::End)
        );
    }

    #[test]
    fn a_computers_draw_is_silent_and_its_turns_end_calls_you() {
        let drew = Event::DrewBlind {
            seat: BOT,
            card: None,
        };
        assert_eq!(cue(std::slice::from_ref(&drew), person, false), None);
        let to_me = Event::TurnEnded {
            seat: BOT,
            next: ME,
        };
        assert_eq!(cue(&[drew, to_me], person, false), Some(Cue::YourTurn));
        // A computer's claim still sounds: it changes the map.
        assert_eq!(cue(&[claim(BOT)], person, false), Some(Cue::Claim));
    }
}
