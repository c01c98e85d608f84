//! Train cards: eight colours and the locomotive, and a hand kept as counts.
use serde::{Deserialize, Serialize};

/// A train card. The eight colours also name route colours; `Locomotive` is wild.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[repr(u8)]
pub enum CardColor {
    Purple = 0,
    Blue = 1,
    Orange = 2,
    White = 3,
    Green = 4,
    Yellow = 5,
    Black = 6,
    Red = 7,
    Locomotive = 8,
}

impl CardColor {
    /// The eight non-wild colours, in card order.
    pub const COLORS: [CardColor; 8] = [
        CardColor::Purple,
        CardColor::Blue,
        CardColor::Orange,
        CardColor::White,
        CardColor::Green,
        CardColor::Yellow,
        CardColor::Black,
        CardColor::Red,
    ];
    /// All nine card kinds, colours first, locomotive last.
    pub const ALL: [CardColor; 9] = [
        CardColor::Purple,
        CardColor::Blue,
        CardColor::Orange,
        CardColor::White,
        CardColor::Green,
        CardColor::Yellow,
        CardColor::Black,
        CardColor::Red,
        CardColor::Locomotive,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Option<CardColor> {
        CardColor::ALL.get(i).copied()
    }

    /// Stable lower-case key, used by the UI's translation table and in saves.
    pub const fn key(self) -> &'static str {
        match self {
            CardColor::Purple => "purple",
            CardColor::Blue => "blue",
            CardColor::Orange => "orange",
            CardColor::White => "white",
            CardColor::Green => "green",
            CardColor::Yellow => "yellow",
            CardColor::Black => "black",
            CardColor::Red => "red",
            CardColor::Locomotive => "locomotive",
        }
    }
}

/// Cards per colour in the Europe deck, and locomotives.
pub const CARDS_PER_COLOR: u8 = 12;
pub const LOCOMOTIVE_CARDS: u8 = 14;
pub const TOTAL_TRAIN_CARDS: usize = 8 * CARDS_PER_COLOR as usize + LOCOMOTIVE_CARDS as usize;

/// A set of train cards as a count per kind (index = `CardColor::index`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hand(pub [u8; 9]);

impl Hand {
    pub fn count(&self, c: CardColor) -> u8 {
        self.0[c.index()]
    }
    pub fn add(&mut self, c: CardColor, n: u8) {
        self.0[c.index()] += n;
    }
    /// Removes `n` cards of `c`; the caller has checked they are there.
    pub fn remove(&mut self, c: CardColor, n: u8) {
        self.0[c.index()] -= n;
    }
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| n as u32).sum()
    }
    pub fn contains(&self, other: &Hand) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a >= b)
    }
    pub fn add_all(&mut self, other: &Hand) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a += b;
        }
    }
    pub fn remove_all(&mut self, other: &Hand) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a -= b;
        }
    }
}

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
