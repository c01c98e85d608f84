//! The Card Game's moves as motion ([`crate::motion`] runs them): a taken
//! card flies from its face-up place or the deck to the hand that took it
//! (or that seat's counts), played cards fly from the hand (or the seat) to
//! its railyard, the rows' end cards go On the Track, drawn tickets go to
//! the seat that drew them.

use crate::motion::{Flight, Spot, TICKET_HTML, card_html, fly, hand_spots};
use cardgame_engine::{CardColor, Event, Seat};

fn seat_part(seat: Seat, part: &str) -> Spot {
    format!("[data-testid=cg-seat][data-seat=\"{}\"] {part}", seat.0)
}

/// Where cards leave or reach `seat`: the hand on screen when it is that
/// seat's (the colour's place first), else the seat's counts.
fn hand_of(seat: Seat, card: Option<CardColor>, shown: Option<Seat>) -> Vec<Spot> {
    hand_spots(shown == Some(seat), card, "cg-hand", seat_part(seat, "h4"))
}

/// The railyard row of `color`, else the railyard.
fn row_of(seat: Seat, color: CardColor) -> Vec<Spot> {
    vec![
        seat_part(
            seat,
            &format!("[data-testid=cg-row][data-color=\"{}\"]", color.key()),
        ),
        seat_part(seat, ".cg-yard"),
    ]
}

/// What `events` show to the person looking (`shown`: whose cards show).
pub fn moves(events: &[Event], shown: Option<Seat>) -> Vec<Flight> {
    let mut f = Vec::new();
    // Played cards are face up for everybody; they leave the hand's place
    // for their colour when it is on screen (else the hand, else the seat).
    let play = |seat: Seat, color: CardColor, n: u8, f: &mut Vec<Flight>| {
        for _ in 0..n.min(3) {
            f.push(Flight {
                from: hand_of(seat, Some(color), shown),
                to: row_of(seat, color),
                html: card_html(Some(color)),
            });
        }
    };
    for e in events {
        match e {
            Event::DrewFaceUp {
                seat, slot, card, ..
            } => f.push(Flight {
                from: vec![format!("[data-testid=cg-face-up][data-slot=\"{slot}\"]")],
                to: hand_of(*seat, Some(*card), shown),
                html: card_html(Some(*card)),
            }),
            Event::DrewBlind { seat, card } => {
                let card = card.filter(|_| shown == Some(*seat));
                f.push(Flight {
                    from: vec!["[data-testid=cg-deck]".to_string()],
                    to: hand_of(*seat, card, shown),
                    html: card_html(card),
                });
            }
            Event::PlayedGroup {
                seat,
                color,
                cards,
                locomotives,
            } => {
                play(*seat, *color, *cards, &mut f);
                play(*seat, CardColor::Locomotive, *locomotives, &mut f);
            }
            Event::PlayedThree { seat, colors } => {
                for c in colors {
                    play(*seat, *c, 1, &mut f);
                }
            }
            Event::MovedOnTrack { seat, cards } => {
                for c in cards.iter().take(3) {
                    f.push(Flight {
                        from: row_of(*seat, *c),
                        to: vec![seat_part(*seat, "[data-testid=cg-pile]")],
                        html: card_html(Some(*c)),
                    });
                }
            }
            Event::TicketsDrawn { seat, count } if shown != Some(*seat) => {
                for _ in 0..(*count).min(3) {
                    f.push(Flight {
                        from: vec!["[data-testid=cg-draw-tickets]".to_string()],
                        to: vec![seat_part(*seat, "h4")],
                        html: TICKET_HTML.to_string(),
                    });
                }
            }
            _ => {}
        }
    }
    f
}

/// Shows `events` as motion (the caller has checked motion is wanted).
pub fn show(events: &[Event], shown: Option<Seat>) {
    fly(moves(events, shown));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_from_the_railyard_flies_to_the_hand_of_the_seat_shown() {
        let f = moves(
            &[Event::DrewFaceUp {
                seat: Seat(0),
                slot: 2,
                card: CardColor::Green,
                refill: None,
            }],
            Some(Seat(0)),
        );
        assert_eq!(f.len(), 1);
        assert_eq!(f[0].from, vec!["[data-testid=cg-face-up][data-slot=\"2\"]"]);
        assert_eq!(
            f[0].to[0],
            "[data-testid=cg-hand-card][data-color=\"green\"]"
        );
    }

    #[test]
    fn another_seats_blind_card_flies_face_down() {
        let f = moves(
            &[Event::DrewBlind {
                seat: Seat(1),
                card: Some(CardColor::Red),
            }],
            Some(Seat(0)),
        );
        assert!(f[0].html.contains("back") && !f[0].html.contains("red"));
        assert_eq!(f[0].to, vec![seat_part(Seat(1), "h4")]);
    }

    #[test]
    fn played_cards_fly_from_the_hand_to_their_row() {
        let f = moves(
            &[Event::PlayedGroup {
                seat: Seat(0),
                color: CardColor::Blue,
                cards: 2,
                locomotives: 1,
            }],
            Some(Seat(0)),
        );
        assert_eq!(f.len(), 3);
        assert_eq!(
            f[0].from[0],
            "[data-testid=cg-hand-card][data-color=\"blue\"]"
        );
        assert_eq!(
            f[0].to[0],
            seat_part(Seat(0), "[data-testid=cg-row][data-color=\"blue\"]")
        );
        assert_eq!(
            f[2].from[0],
            "[data-testid=cg-hand-card][data-color=\"locomotive\"]"
        );
    }
}
