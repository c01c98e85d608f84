//! Ticket to Ride Europe's moves as motion ([`crate::motion`] runs them): a
//! taken card flies from its face-up slot or the deck to the hand that took
//! it (or that seat's card count), drawn tickets to the seat's tickets, a
//! claimed train slides onto its route from its owner's row, a station or
//! depot drops onto its city. The tunnel's cards turning and the final
//! scores counting up are the stylesheet's alone.

use crate::motion::{
    Flight, Spot, TICKET_HTML, card_html as chip, fly, hand_spots, mark, shown, svg_offset,
};
use europa_engine::{CardColor, CityId, Event, RouteId, Seat};

/// How long an arrival or a drop plays, in ms (style/main.css matches).
const ARRIVAL_MS: u64 = 700;

/// What a move shows, worked out from its events.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Moves {
    pub flights: Vec<Flight>,
    pub trains: Vec<(RouteId, Seat)>,
    pub drops: Vec<CityId>,
}

fn seat_cell(seat: Seat, cell: &str) -> Spot {
    format!(
        "[data-testid=seat][data-seat=\"{}\"] [data-testid={cell}]",
        seat.0
    )
}

fn seat_row(seat: Seat) -> Spot {
    format!("[data-testid=seat][data-seat=\"{}\"]", seat.0)
}

/// Where a card taken by `seat` lands: the hand on screen when it is that
/// seat's (its colour's place first), else the seat's card count.
fn card_goes(seat: Seat, card: Option<CardColor>, shown: Option<Seat>) -> Vec<Spot> {
    hand_spots(
        shown == Some(seat),
        card,
        "hand",
        seat_cell(seat, "seat-cards"),
    )
}

/// What `events` show to the person looking (`shown`: whose cards show).
pub fn moves(events: &[Event], shown: Option<Seat>) -> Moves {
    let mut m = Moves::default();
    for e in events {
        match *e {
            Event::DrewFaceUp { seat, slot, card } => m.flights.push(Flight {
                from: vec![format!("[data-testid=face-up][data-slot=\"{slot}\"]")],
                to: card_goes(seat, Some(card), shown),
                html: chip(Some(card)),
            }),
            Event::DrewBlind { seat, card } => {
                // Only the seat shown sees its blind card, in flight too.
                let card = card.filter(|_| shown == Some(seat));
                m.flights.push(Flight {
                    from: vec!["[data-testid=deck]".to_string()],
                    to: card_goes(seat, card, shown),
                    html: chip(card),
                });
            }
            // The person's own drawn tickets open their choice instead.
            Event::TicketsDrawn { seat, count } if shown != Some(seat) => {
                for _ in 0..count.min(3) {
                    m.flights.push(Flight {
                        from: vec!["[data-testid=draw-tickets]".to_string()],
                        to: vec![seat_cell(seat, "seat-tickets")],
                        html: TICKET_HTML.to_string(),
                    });
                }
            }
            Event::RouteClaimed { seat, route, .. } => m.trains.push((route, seat)),
            Event::StationBuilt { city, .. } | Event::DepotPlaced { city, .. } => {
                m.drops.push(city)
            }
            _ => {}
        }
    }
    m
}

/// Shows `events` as motion (the caller has checked motion is wanted).
pub fn show(events: &[Event], shown_seat: Option<Seat>) {
    let m = moves(events, shown_seat);
    fly(m.flights);
    for (route, seat) in m.trains {
        // From the owner's row when it is on screen; else from above.
        let from = move |train: &web_sys::Element| {
            let (dx, dy) = shown(&seat_row(seat))
                .and_then(|row| svg_offset(train, &row))
                .unwrap_or((0, -60));
            Some(format!("--dx:{dx}px;--dy:{dy}px"))
        };
        mark(
            format!("[data-testid=train][data-route=\"{}\"]", route.0),
            "arrive",
            from,
            ARRIVAL_MS,
        );
    }
    for city in m.drops {
        let key = city.city().key;
        mark(
            format!(
                "[data-testid=city][data-city=\"{key}\"] .station, [data-testid=city][data-city=\"{key}\"] .depot"
            ),
            "drop",
            |_| None,
            ARRIVAL_MS,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use europa_engine::Hand;

    #[test]
    fn a_card_taken_by_the_seat_shown_flies_to_its_colour_in_the_hand() {
        let m = moves(
            &[Event::DrewFaceUp {
                seat: Seat(0),
                slot: 3,
                card: CardColor::Red,
            }],
            Some(Seat(0)),
        );
        assert_eq!(m.flights.len(), 1);
        assert_eq!(
            m.flights[0].from,
            vec!["[data-testid=face-up][data-slot=\"3\"]"]
        );
        assert_eq!(
            m.flights[0].to[0],
            "[data-testid=hand-card][data-color=\"red\"]"
        );
        assert!(m.flights[0].html.contains("c-red"));
    }

    #[test]
    fn another_seats_blind_card_flies_face_down_to_its_card_count() {
        // Even were the event to carry the card, a seat not shown flies a back.
        let m = moves(
            &[Event::DrewBlind {
                seat: Seat(1),
                card: Some(CardColor::Blue),
            }],
            Some(Seat(0)),
        );
        assert_eq!(m.flights[0].from, vec!["[data-testid=deck]"]);
        assert_eq!(m.flights[0].to, vec![seat_cell(Seat(1), "seat-cards")]);
        assert!(m.flights[0].html.contains("back"));
        assert!(!m.flights[0].html.contains("blue"));
    }

    #[test]
    fn claims_stations_and_others_tickets_move_but_a_pass_does_not() {
        let m = moves(
            &[
                Event::RouteClaimed {
                    seat: Seat(1),
                    route: RouteId(7),
                    cards: Hand::default(),
                    points: 2,
                },
                Event::StationBuilt {
                    seat: Seat(1),
                    city: CityId(4),
                    cards: Hand::default(),
                },
                Event::TicketsDrawn {
                    seat: Seat(1),
                    count: 3,
                },
                Event::TicketsDrawn {
                    seat: Seat(0),
                    count: 3,
                },
                Event::Passed { seat: Seat(1) },
            ],
            Some(Seat(0)),
        );
        assert_eq!(m.trains, vec![(RouteId(7), Seat(1))]);
        assert_eq!(m.drops, vec![CityId(4)]);
        // Three tickets to seat 1's count; the person's own draw opens a choice.
        assert_eq!(m.flights.len(), 3);
    }
}
