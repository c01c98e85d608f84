//! What a seat remembers of the public history: the cards of every On the
//! Track pile (each came face up from a railyard, C2), the discard pile (robbed
//! rows) and the cards each opponent took face up and has not played since.
use crate::events::Event;
use crate::state::Seat;
use europa_common::{CardColor, Hand};

#[derive(Clone, Debug, Default)]
pub struct Memory {
    pub piles: Vec<Hand>,
    pub discard: Hand,
    /// Cards each seat is known to hold (taken face up, not played since).
    pub known: Vec<Hand>,
}

impl Memory {
    pub fn new() -> Self {
        Memory::default()
    }

    fn seat(v: &mut Vec<Hand>, s: Seat) -> &mut Hand {
        if v.len() <= s.index() {
            v.resize(s.index() + 1, Hand::default());
        }
        &mut v[s.index()]
    }

    fn forget(&mut self, s: Seat, c: CardColor, n: u8) {
        let k = Memory::seat(&mut self.known, s);
        let gone = k.count(c).min(n);
        k.remove(c, gone);
    }

    pub fn observe(&mut self, events: &[Event]) {
        for e in events {
            match e {
                Event::MovedOnTrack { seat, cards } => {
                    let p = Memory::seat(&mut self.piles, *seat);
                    cards.iter().for_each(|&c| p.add(c, 1));
                }
                Event::DrewFaceUp { seat, card, .. } => {
                    Memory::seat(&mut self.known, *seat).add(*card, 1);
                }
                Event::PlayedGroup {
                    seat,
                    color,
                    cards,
                    locomotives,
                } => {
                    self.forget(*seat, *color, *cards);
                    self.forget(*seat, CardColor::Locomotive, *locomotives);
                }
                Event::PlayedThree { seat, colors } => {
                    colors.iter().for_each(|&c| self.forget(*seat, c, 1));
                }
                Event::Robbed {
                    color,
                    cards,
                    locomotives,
                    ..
                } => {
                    self.discard.add(*color, *cards);
                    self.discard.add(CardColor::Locomotive, *locomotives);
                }
                Event::FirstScoring { .. } => {
                    // C7: piles, rows and discards go back into the deck.
                    self.piles.clear();
                    self.discard = Hand::default();
                }
                _ => {}
            }
        }
    }

    /// Seat `s`'s On the Track pile as remembered.
    pub fn pile(&self, s: Seat) -> Hand {
        self.piles.get(s.index()).copied().unwrap_or_default()
    }
}
