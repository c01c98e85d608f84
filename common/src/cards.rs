//! Train cards as both games print them: eight colours and the locomotive,
//! and a set of cards kept as a count per kind.
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

/// A train deck before its shuffle: `per_color` cards of each colour in card
/// order, then `locomotives` locomotives. Both games deal from one, so the
/// order a seed shuffles is the same wherever a deck is built.
pub fn train_deck(per_color: u8, locomotives: u8) -> Vec<CardColor> {
    let mut deck = Vec::with_capacity(8 * usize::from(per_color) + usize::from(locomotives));
    for c in CardColor::COLORS {
        deck.extend(std::iter::repeat_n(c, usize::from(per_color)));
    }
    deck.extend(std::iter::repeat_n(
        CardColor::Locomotive,
        usize::from(locomotives),
    ));
    deck
}

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
    #[inline]
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
