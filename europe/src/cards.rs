//! The Europe deck's make-up, and how a player pays for a route or a station.
use serde::{Deserialize, Serialize};

pub use europa_common::cards::{CardColor, Hand};

/// Cards per colour in the Europe deck, and locomotives.
pub const CARDS_PER_COLOR: u8 = 12;
pub const LOCOMOTIVE_CARDS: u8 = 14;
pub const TOTAL_TRAIN_CARDS: usize = 8 * CARDS_PER_COLOR as usize + LOCOMOTIVE_CARDS as usize;

/// How a player pays for a route or a station: `locomotives` wild cards and the
/// rest in `color`. Paying only with locomotives is written with
/// `color: Locomotive`, so every distinct set of cards has one spelling.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Payment {
    pub color: CardColor,
    pub locomotives: u8,
}

impl Payment {
    /// The cards this payment takes for a cost of `total` cards.
    pub fn cards(&self, total: u8) -> Hand {
        let mut h = Hand::default();
        if self.color == CardColor::Locomotive {
            h.add(CardColor::Locomotive, total);
        } else {
            h.add(CardColor::Locomotive, self.locomotives);
            h.add(self.color, total.saturating_sub(self.locomotives));
        }
        h
    }
    pub fn is_all_locomotives(&self) -> bool {
        self.color == CardColor::Locomotive
    }
}
