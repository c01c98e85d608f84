//! What happened since a seat's own last turn: the turns of the others, read
//! from the public log (blind draws carry no card). Pure functions of the log,
//! so the recap, the hand-off screen and the map's flashes agree, and tests
//! need no browser.

use europa_engine::{CityId, Event, RouteId, Seat};
use std::borrow::Borrow;

/// One turn: whose it was (the seat whose `TurnEnded` closed it, or who is
/// still playing it) and what it did, in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Turn {
    pub seat: Seat,
    pub events: Vec<Event>,
}

/// The others' turns since `me` last acted (its last turn, or its starting
/// tickets), oldest first (at most `max`, the newest), a turn a seat: so a
/// hand-off never repeats what that person was told before. Before `me`
/// has acted: the most recent turns.
pub fn since_my_turn<E: Borrow<Event>>(log: &[E], me: Seat, max: usize) -> Vec<Turn> {
    let start = log
        .iter()
        .rposition(|e| {
            let e = e.borrow();
            matches!(e, Event::TurnEnded { seat, .. } if *seat == me) || e.actor() == Some(me)
        })
        .map_or(0, |i| i + 1);
    let mut turns = Vec::new();
    let mut current: Vec<Event> = Vec::new();
    for e in log[start..].iter().map(Borrow::borrow) {
        if let Event::TurnEnded { seat, .. } = e {
            turns.push(Turn {
                seat: *seat,
                events: std::mem::take(&mut current),
            });
        } else if news(e) {
            // The set-up's choices have no turn between them: another
            // seat's choice starts a line of its own.
            if let (Some(now), Some(before)) = (e.actor(), current.iter().find_map(Event::actor))
                && now != before
            {
                turns.push(Turn {
                    seat: before,
                    events: std::mem::take(&mut current),
                });
            }
            current.push(e.clone());
        }
    }
    // A turn still being played (someone's first card, a tunnel's cards).
    if let Some(seat) = current.iter().find_map(Event::actor) {
        turns.push(Turn {
            seat,
            events: current,
        });
    }
    // Only the others: my own starting-ticket choice is no news to me.
    for t in &mut turns {
        t.events.retain(|e| e.actor() != Some(me));
    }
    turns.retain(|t| t.seat != me && !t.events.is_empty());
    let skip = turns.len().saturating_sub(max);
    turns.split_off(skip)
}

/// Each other seat's latest turn, oldest first (at most `max`, the newest):
/// what the table shows above the map. At the start of `me`'s turn these
/// are the turns since its last one; after `me` has played they stay, so
/// the recap does not come and go and the map under it never jumps.
pub fn latest_turns<E: Borrow<Event>>(log: &[E], me: Seat, max: usize) -> Vec<Turn> {
    let mut turns: Vec<Turn> = Vec::new();
    let mut end = log.len();
    // The seat whose `TurnEnded` closes `log[..end]` (none: a turn still
    // being played, or the starting tickets).
    let mut closer = None;
    while turns.len() < max {
        // The starting tickets are a turn of their own, not the first
        // player's: that player's first move replaces them.
        let start = log[..end]
            .iter()
            .rposition(|e| {
                matches!(
                    e.borrow(),
                    Event::TurnEnded { .. } | Event::PlayStarted { .. }
                )
            })
            .map_or(0, |i| i + 1);
        let events: Vec<Event> = log[start..end]
            .iter()
            .map(Borrow::borrow)
            .filter(|e| e.actor() != Some(me) && news(e))
            .cloned()
            .collect();
        let actors = actors_newest_first(&events);
        let set_up = events
            .iter()
            .any(|e| matches!(e, Event::InitialTicketsKept { .. }));
        if closer.is_none() && (actors.len() > 1 || set_up) {
            // The set-up (starting tickets, the depot round): several seats'
            // choices with no turn between them. Each seat gets its own
            // line; the table's events (returned tickets) stay in the log.
            for seat in actors {
                if turns.len() < max && turns.iter().all(|t| t.seat != seat) {
                    let own = events.iter().filter(|e| e.actor() == Some(seat));
                    turns.push(Turn {
                        seat,
                        events: own.cloned().collect(),
                    });
                }
            }
        } else if let Some(seat) = closer.or_else(|| events.iter().find_map(Event::actor))
            && seat != me
            && !events.is_empty()
            && turns.iter().all(|t| t.seat != seat)
        {
            turns.push(Turn { seat, events });
        }
        let Some(last) = start.checked_sub(1) else {
            break;
        };
        closer = match log[last].borrow() {
            Event::TurnEnded { seat, .. } => Some(*seat),
            _ => None,
        };
        end = last;
    }
    turns.reverse();
    turns
}

/// Whether a recap line tells `e`: the end of the game is the final
/// scores' news, not the last mover's.
fn news(e: &Event) -> bool {
    !matches!(e, Event::GameOver)
}

/// The seats that acted in `events`, the one that acted last first.
fn actors_newest_first(events: &[Event]) -> Vec<Seat> {
    let mut seats: Vec<Seat> = Vec::new();
    for seat in events.iter().rev().filter_map(Event::actor) {
        if !seats.contains(&seat) {
            seats.push(seat);
        }
    }
    seats
}

/// What the table flashes for the others' turns since yours.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Flashes {
    /// Routes claimed (the map).
    pub routes: Vec<RouteId>,
    /// Face-up slots taken (the row).
    pub slots: Vec<u8>,
    /// Cities given a station or a depot (the map).
    pub cities: Vec<CityId>,
    /// Seats that drew tickets (their ticket count in the seats table).
    pub tickets: Vec<Seat>,
}

/// What the table should flash for `turns`.
pub fn flashes(turns: &[Turn]) -> Flashes {
    let mut f = Flashes::default();
    for e in turns.iter().flat_map(|t| &t.events) {
        match e {
            Event::RouteClaimed { route, .. } => f.routes.push(*route),
            Event::DrewFaceUp { slot, .. } => f.slots.push(*slot),
            Event::StationBuilt { city, .. } | Event::DepotPlaced { city, .. } => {
                f.cities.push(*city);
            }
            Event::TicketsKept { seat, .. } => f.tickets.push(*seat),
            _ => {}
        }
    }
    f
}

/// Where one turn happened on the map: the routes it claimed and the cities
/// they join or it built on (a station, a depot). Empty for a turn that only
/// drew: its line has nothing to show on the map.
pub fn places(turn: &Turn) -> (Vec<RouteId>, Vec<CityId>) {
    let mut routes = Vec::new();
    let mut cities = Vec::new();
    for e in &turn.events {
        match e {
            Event::RouteClaimed { route, .. } => {
                routes.push(*route);
                let r = route.route();
                cities.extend([r.a, r.b]);
            }
            Event::StationBuilt { city, .. } | Event::DepotPlaced { city, .. } => {
                cities.push(*city)
            }
            _ => {}
        }
    }
    (routes, cities)
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

    /// Seat 1, then my turn (seat 0), then seats 1 and 2: my turn is next.
    fn round_of_three() -> Vec<Event> {
        vec![
            claim(1, 9),
            ended(1, 0),
            face_up(0, 2),
            face_up(0, 3),
            ended(0, 1),
            claim(1, 4),
            ended(1, 2),
            face_up(2, 1),
            ended(2, 0),
        ]
    }

    #[test]
    fn the_recap_holds_each_opponents_turn_since_mine() {
        let log = round_of_three();
        let turns = since_my_turn(&log, Seat(0), 8);
        assert_eq!(turns.len(), 2);
        assert_eq!(turns[0].seat, Seat(1));
        assert_eq!(turns[0].events, vec![claim(1, 4)]);
        assert_eq!(turns[1].seat, Seat(2));
        // Only what came after my own turn flashes: route 4, slot 1.
        let f = flashes(&turns);
        assert_eq!((f.routes, f.slots), (vec![RouteId(4)], vec![1]));
    }

    #[test]
    fn the_last_movers_line_does_not_say_game_over_the_final_scores_do() {
        let log = vec![
            claim(1, 9),
            ended(1, 0),
            claim(0, 3),
            ended(0, 1),
            claim(1, 4),
            Event::GameOver,
        ];
        let latest = latest_turns(&log, Seat(0), 8);
        assert_eq!(latest.len(), 1);
        assert_eq!(latest[0].events, vec![claim(1, 4)]);
        assert_eq!(since_my_turn(&log, Seat(0), 8)[0].events, vec![claim(1, 4)]);
    }

    #[test]
    fn stations_depots_and_drawn_tickets_flash_too_but_not_my_own() {
        let city = |n| CityId(n);
        let log = vec![
            Event::StationBuilt {
                seat: Seat(0),
                city: city(3),
                cards: Default::default(),
            },
            ended(0, 1),
            Event::StationBuilt {
                seat: Seat(1),
                city: city(7),
                cards: Default::default(),
            },
            ended(1, 2),
            Event::TicketsDrawn {
                seat: Seat(2),
                count: 3,
            },
            Event::TicketsKept {
                seat: Seat(2),
                kept: 1,
                returned: 2,
            },
            ended(2, 3),
            Event::DepotPlaced {
                seat: Seat(3),
                city: city(9),
            },
            ended(3, 0),
        ];
        let f = flashes(&since_my_turn(&log, Seat(0), 8));
        assert_eq!(f.cities, vec![city(7), city(9)]);
        assert_eq!(f.tickets, vec![Seat(2)]);
        assert!(f.routes.is_empty() && f.slots.is_empty());
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
        // Before play: the others' starting tickets chosen since mine, not
        // mine, nor those I was told of when I chose.
        let kept = |seat: u8| Event::InitialTicketsKept {
            seat: Seat(seat),
            stage: 0,
            kept: 2,
            returned: 1,
        };
        let turns = since_my_turn(&[kept(0), kept(1)], Seat(0), 8);
        assert_eq!(
            turns,
            vec![Turn {
                seat: Seat(1),
                events: vec![kept(1)]
            }]
        );
        assert!(since_my_turn(&[kept(1), kept(0)], Seat(0), 8).is_empty());
    }

    #[test]
    fn a_hand_off_tells_only_what_happened_since_that_persons_own_choice_one_line_a_player() {
        // Two people (0 and 1) and a computer (2): the computer and person 0
        // chose their starting tickets before person 1 did; then play.
        let kept = |seat: u8, kept: u8| Event::InitialTicketsKept {
            seat: Seat(seat),
            stage: 0,
            kept,
            returned: 3 - kept,
        };
        let set_up = vec![kept(2, 2), kept(0, 3)];
        // Person 1's first hand-off: a line for each, the computer's first.
        assert_eq!(
            since_my_turn(&set_up, Seat(1), 8),
            vec![
                Turn {
                    seat: Seat(2),
                    events: vec![kept(2, 2)]
                },
                Turn {
                    seat: Seat(0),
                    events: vec![kept(0, 3)]
                },
            ]
        );
        // After person 1 chose and person 0 and the computer played, person
        // 1 hears of those turns only, not the starting tickets again.
        let mut log = set_up.clone();
        log.extend([
            kept(1, 2),
            face_up(0, 1),
            ended(0, 1),
            face_up(2, 3),
            ended(2, 1),
        ]);
        let turns = since_my_turn(&log, Seat(1), 8);
        assert_eq!(
            turns.iter().map(|t| t.seat).collect::<Vec<_>>(),
            vec![Seat(0), Seat(2)]
        );
        assert!(turns.iter().all(|t| {
            t.events
                .iter()
                .all(|e| !matches!(e, Event::InitialTicketsKept { .. }))
        }));
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

    #[test]
    fn the_recap_stays_after_my_move_with_each_opponents_latest_turn() {
        let log = vec![
            claim(1, 9),
            ended(1, 2),
            face_up(2, 1),
            ended(2, 0),
            claim(0, 5),
            ended(0, 1),
        ];
        // My move is made: nothing is new since it, yet both lines stay.
        assert!(since_my_turn(&log, Seat(0), 2).is_empty());
        let turns = latest_turns(&log, Seat(0), 2);
        assert_eq!(turns.len(), 2);
        assert_eq!((turns[0].seat, turns[1].seat), (Seat(1), Seat(2)));
        assert_eq!(turns[0].events, vec![claim(1, 9)]);
        // Seat 1 plays again: its line changes, seat 2's stays, oldest first.
        let mut log = log;
        log.extend([claim(1, 4), ended(1, 2)]);
        let turns = latest_turns(&log, Seat(0), 2);
        assert_eq!((turns[0].seat, turns[1].seat), (Seat(2), Seat(1)));
        assert_eq!(turns[1].events, vec![claim(1, 4)]);
    }

    #[test]
    fn at_my_turn_the_latest_turns_are_those_since_mine() {
        let log = round_of_three();
        assert_eq!(
            latest_turns(&log, Seat(0), 2),
            since_my_turn(&log, Seat(0), 2)
        );
        // My own first card of a turn is no news, the others' stay.
        let mut log = log;
        log.push(face_up(0, 4));
        assert_eq!(latest_turns(&log, Seat(0), 2).len(), 2);
        assert!(latest_turns(&[] as &[Event], Seat(0), 2).is_empty());
    }

    #[test]
    fn the_first_move_replaces_the_starting_tickets_in_the_latest_turns() {
        let kept = |seat: u8| Event::InitialTicketsKept {
            seat: Seat(seat),
            stage: 0,
            kept: 2,
            returned: 1,
        };
        let started = Event::PlayStarted { first: Seat(1) };
        let log = vec![kept(1), kept(0), started.clone()];
        let turns = latest_turns(&log, Seat(0), 1);
        assert_eq!(turns.len(), 1);
        assert_eq!(turns[0].events, vec![kept(1)]);
        let log = vec![kept(1), kept(0), started, claim(1, 3)];
        let turns = latest_turns(&log, Seat(0), 1);
        assert_eq!(turns[0].events, vec![claim(1, 3)]);
    }

    #[test]
    fn in_a_two_seat_set_up_the_opponent_s_line_holds_its_own_choices_only() {
        let kept = |seat: u8| Event::InitialTicketsKept {
            seat: Seat(seat),
            stage: 0,
            kept: 2,
            returned: 1,
        };
        let log = vec![kept(1), kept(0), Event::SetupTicketsReturned { count: 2 }];
        let turns = latest_turns(&log, Seat(0), 1);
        assert_eq!(turns.len(), 1);
        assert_eq!(turns[0].events, vec![kept(1)]);
    }

    #[test]
    fn in_the_set_up_each_opponent_has_a_line_of_its_own() {
        let kept = |seat: u8| Event::InitialTicketsKept {
            seat: Seat(seat),
            stage: 0,
            kept: 2,
            returned: 1,
        };
        let depot = |seat: u8, city: u8| Event::DepotPlaced {
            seat: Seat(seat),
            city: europa_engine::CityId(city),
        };
        let log = vec![
            kept(1),
            kept(2),
            kept(0),
            Event::SetupTicketsReturned { count: 3 },
            Event::DepotRoundStarted { first: Seat(2) },
            depot(2, 7),
            depot(1, 9),
        ];
        let turns = latest_turns(&log, Seat(0), 2);
        let lines: Vec<(Seat, Vec<Event>)> =
            turns.into_iter().map(|t| (t.seat, t.events)).collect();
        assert_eq!(
            lines,
            vec![
                (Seat(2), vec![kept(2), depot(2, 7)]),
                (Seat(1), vec![kept(1), depot(1, 9)])
            ]
        );
    }

    #[test]
    fn a_turns_place_on_the_map_is_its_claimed_route_and_its_cities() {
        let turns = since_my_turn(&round_of_three(), Seat(0), 8);
        let (routes, cities) = places(&turns[0]);
        assert_eq!(routes, vec![RouteId(4)]);
        let r = RouteId(4).route();
        assert_eq!(cities, vec![r.a, r.b]);
        // A turn that only drew has no place.
        assert_eq!(places(&turns[1]), (Vec::new(), Vec::new()));
    }
}
