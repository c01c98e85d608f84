//! What happened since a seat's own last turn: the turns of the others, read
//! from the public log (blind draws carry no card). Pure functions of the log,
//! so the recap, the hand-off screen and the map's flashes agree, and tests
//! need no browser.

use europa_engine::{Event, RouteId, Seat};
use std::borrow::Borrow;

/// One turn: whose it was (the seat whose `TurnEnded` closed it, or who is
/// still playing it) and what it did, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Turn {
    pub seat: Seat,
    pub events: Vec<Event>,
}

/// The seat an event is about, for a turn still in progress.
fn actor(e: &Event) -> Option<Seat> {
    use Event::*;
    match e {
        InitialTicketsKept { seat, .. }
        | DrewFaceUp { seat, .. }
        | DrewBlind { seat, .. }
        | RouteClaimed { seat, .. }
        | TunnelRevealed { seat, .. }
        | TunnelDeclined { seat, .. }
        | TicketsDrawn { seat, .. }
        | TicketsKept { seat, .. }
        | StationBuilt { seat, .. }
        | Passed { seat } => Some(*seat),
        _ => None,
    }
}

/// The others' turns since `me` last ended a turn, oldest first (at most
/// `max`, the newest). Before `me` has played: the most recent turns.
pub fn since_my_turn<E: Borrow<Event>>(log: &[E], me: Seat, max: usize) -> Vec<Turn> {
    let start = log
        .iter()
        .rposition(|e| matches!(e.borrow(), Event::TurnEnded { seat, .. } if *seat == me))
        .map_or(0, |i| i + 1);
    let mut turns = Vec::new();
    let mut current = Vec::new();
    for e in log[start..].iter().map(Borrow::borrow) {
        if let Event::TurnEnded { seat, .. } = e {
            turns.push(Turn {
                seat: *seat,
                events: std::mem::take(&mut current),
            });
        } else {
            current.push(e.clone());
        }
    }
    // A turn still being played (someone's first card, a tunnel's cards).
    if let Some(seat) = current.iter().find_map(actor) {
        turns.push(Turn {
            seat,
            events: current,
        });
    }
    // Only the others: my own starting-ticket choice is no news to me.
    for t in &mut turns {
        t.events.retain(|e| actor(e) != Some(me));
    }
    turns.retain(|t| t.seat != me && !t.events.is_empty());
    let skip = turns.len().saturating_sub(max);
    turns.split_off(skip)
}

/// What the map and the face-up row should flash for `turns`: the routes
/// claimed and the face-up slots taken.
pub fn flashes(turns: &[Turn]) -> (Vec<RouteId>, Vec<u8>) {
    let mut routes = Vec::new();
    let mut slots = Vec::new();
    for e in turns.iter().flat_map(|t| &t.events) {
        match e {
            Event::RouteClaimed { route, .. } => routes.push(*route),
            Event::DrewFaceUp { slot, .. } => slots.push(*slot),
            _ => {}
        }
    }
    (routes, slots)
}

#[cfg(test)]
mod tests {
    use super::*;
    use europa_engine::CardColor;

    fn ended(seat: u8, next: u8) -> Event {
        Event::TurnEnded {
            seat: Seat(seat),
            next: Seat(next),
        }
    }
    fn claim(seat: u8, route: u8) -> Event {
        Event::RouteClaimed {
            seat: Seat(seat),
            route: RouteId(route),
            cards: Default::default(),
            points: 2,
        }
    }
    fn face_up(seat: u8, slot: u8) -> Event {
        Event::DrewFaceUp {
            seat: Seat(seat),
            slot,
            card: CardColor::Red,
        }
    }

    #[test]
    fn the_recap_holds_each_opponents_turn_since_mine() {
        let log = vec![
            claim(1, 9),
            ended(1, 0),
            face_up(0, 2),
            face_up(0, 3),
            ended(0, 1),
            claim(1, 4),
            ended(1, 2),
            face_up(2, 1),
            ended(2, 0),
        ];
        let turns = since_my_turn(&log, Seat(0), 8);
        assert_eq!(turns.len(), 2);
        assert_eq!(turns[0].seat, Seat(1));
        assert_eq!(turns[0].events, vec![claim(1, 4)]);
        assert_eq!(turns[1].seat, Seat(2));
        // Only what came after my own turn flashes: route 4, slot 1.
        assert_eq!(flashes(&turns), (vec![RouteId(4)], vec![1]));
    }

    #[test]
    fn a_turn_in_progress_counts_and_my_own_never_does() {
        let log = vec![ended(0, 1), face_up(1, 0)];
        let turns = since_my_turn(&log, Seat(0), 8);
        assert_eq!(
            turns,
            vec![Turn {
                seat: Seat(1),
                events: vec![face_up(1, 0)]
            }]
        );
        assert!(since_my_turn(&log, Seat(1), 8).is_empty());
        // Before play: the others' starting tickets, not mine.
        let kept = |seat: u8| Event::InitialTicketsKept {
            seat: Seat(seat),
            stage: 0,
            kept: 2,
            returned: 1,
        };
        let turns = since_my_turn(&[kept(1), kept(0)], Seat(0), 8);
        assert_eq!(
            turns,
            vec![Turn {
                seat: Seat(1),
                events: vec![kept(1)]
            }]
        );
    }

    #[test]
    fn the_recap_keeps_only_the_newest_turns() {
        let log = vec![
            claim(1, 1),
            ended(1, 2),
            claim(2, 2),
            ended(2, 1),
            claim(1, 3),
            ended(1, 2),
        ];
        let turns = since_my_turn(&log, Seat(0), 2);
        assert_eq!(turns.len(), 2);
        assert_eq!(turns[1].events, vec![claim(1, 3)]);
    }
}
