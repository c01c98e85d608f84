//! Colours: the eight route colours (and gray), and the five player colours
//! of the anniversary edition, tuned to read well on the parchment board.

use europa_engine::{CardColor, Seat};

/// Fill of an unclaimed car space; `None` is a gray route.
pub fn route_fill(color: Option<CardColor>) -> &'static str {
    match color {
        Some(CardColor::Purple) => "#b760b0",
        Some(CardColor::Blue) => "#2f7fd0",
        Some(CardColor::Orange) => "#ee8a1c",
        Some(CardColor::White) => "#fbf8ef",
        Some(CardColor::Green) => "#3c9a46",
        Some(CardColor::Yellow) => "#f3d02c",
        Some(CardColor::Black) => "#33302d",
        Some(CardColor::Red) => "#d63a2f",
        // Locomotive never colours a route; treat it as gray.
        Some(CardColor::Locomotive) | None => "#b9b4aa",
    }
}

/// Translation key of a route colour (`"gray"` for gray routes).
pub fn route_color_key(color: Option<CardColor>) -> &'static str {
    match color {
        Some(CardColor::Locomotive) | None => "gray",
        Some(c) => c.key(),
    }
}

/// A player's colour: hex for drawing, key for the translation table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerColor {
    pub hex: &'static str,
    pub key: &'static str,
}

/// Brown, red, purple, gray, blue: the anniversary edition's trains, in
/// seat order. Darker than the route colours so claimed routes stand out.
pub const PLAYER_COLORS: [PlayerColor; 5] = [
    PlayerColor {
        hex: "#7a4a23",
        key: "brown",
    },
    PlayerColor {
        hex: "#b3192b",
        key: "red",
    },
    PlayerColor {
        hex: "#6a2c91",
        key: "purple",
    },
    PlayerColor {
        hex: "#56606b",
        key: "gray",
    },
    PlayerColor {
        hex: "#1d4f9c",
        key: "blue",
    },
];

/// A seat's colour, in either game.
pub fn player_color<S: crate::seating::SeatNo>(seat: S) -> PlayerColor {
    PLAYER_COLORS[seat.index() % PLAYER_COLORS.len()]
}

/// A shape per card colour, so a colour-blind player tells cards apart.
pub fn card_symbol(color: CardColor) -> &'static str {
    match color {
        CardColor::Purple => "◆",
        CardColor::Blue => "●",
        CardColor::Orange => "▲",
        CardColor::White => "○",
        CardColor::Green => "♣",
        CardColor::Yellow => "★",
        CardColor::Black => "■",
        CardColor::Red => "♥",
        CardColor::Locomotive => "⚙",
    }
}

/// A player's number, shown in every swatch and (colour-blind mode) on
/// claimed routes. Digits, not shapes: shapes already mean card colours.
pub fn player_symbol(seat: Seat) -> &'static str {
    ["1", "2", "3", "4", "5"][seat.index() % 5]
}

/// Fill of a train card (locomotives are drawn as a rainbow by CSS).
pub fn card_fill(color: CardColor) -> &'static str {
    match color {
        CardColor::Locomotive => "#e7e1d2",
        c => route_fill(Some(c)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn player_colours_are_distinct() {
        for (i, a) in PLAYER_COLORS.iter().enumerate() {
            for b in &PLAYER_COLORS[i + 1..] {
                assert_ne!(a.hex, b.hex);
            }
        }
    }

    #[test]
    fn every_card_colour_has_its_own_symbol() {
        let mut s: Vec<_> = CardColor::ALL.iter().map(|&c| card_symbol(c)).collect();
        s.sort();
        s.dedup();
        assert_eq!(s.len(), 9);
    }

    // Issue 6: ▲ meant both "orange card" and "player 1".
    #[test]
    fn no_player_mark_looks_like_a_card_symbol() {
        for i in 0..5 {
            let mark = player_symbol(Seat(i));
            assert!(
                CardColor::ALL.iter().all(|&c| card_symbol(c) != mark),
                "{mark}"
            );
        }
    }

    #[test]
    fn every_route_colour_has_a_fill() {
        let mut fills: Vec<_> = CardColor::COLORS
            .iter()
            .map(|&c| route_fill(Some(c)))
            .collect();
        fills.push(route_fill(None));
        fills.sort();
        fills.dedup();
        assert_eq!(fills.len(), 9);
    }
}
