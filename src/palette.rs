//! Colours: the eight route colours (and gray), and the five player colours,
//! chosen apart from every route colour and readable on land and sea.

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

/// A player's colour: hex for drawing, key for the translation table, and
/// the ink of the player's number written on it (dark on the light colours,
/// so it keeps a 4.5:1 contrast).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerColor {
    pub hex: &'static str,
    pub key: &'static str,
    pub ink: &'static str,
}

/// Teal, magenta, lime, brown, navy, in seat order: hues no route uses, so
/// a claimed train never reads as an unclaimed route of the same colour
/// (the anniversary edition's red and purple players did). The test below
/// keeps them apart in CIELAB from every route colour and from each other.
pub const PLAYER_COLORS: [PlayerColor; 5] = [
    PlayerColor {
        hex: "#00a0a0",
        key: "teal",
        ink: "#111",
    },
    PlayerColor {
        hex: "#d6007a",
        key: "magenta",
        ink: "#fff",
    },
    PlayerColor {
        hex: "#8fd400",
        key: "lime",
        ink: "#111",
    },
    PlayerColor {
        hex: "#7b4a1e",
        key: "brown",
        ink: "#fff",
    },
    PlayerColor {
        hex: "#182c6a",
        key: "navy",
        ink: "#fff",
    },
];

/// A seat's colour, in either game.
pub fn player_color(seat: europa_common::Seat) -> PlayerColor {
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

    /// Linear sRGB red, green and blue of "#rrggbb".
    fn linear_rgb(hex: &str) -> [f64; 3] {
        [1, 3, 5].map(|i| {
            let c = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap()) / 255.0;
            if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        })
    }

    /// CIELAB (D65) of "#rrggbb".
    fn lab(hex: &str) -> [f64; 3] {
        let [r, g, b] = linear_rgb(hex);
        let f = |t: f64| {
            if t > 0.008856 {
                t.cbrt()
            } else {
                7.787 * t + 16.0 / 116.0
            }
        };
        let x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
        let y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
        let z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
        [116.0 * y - 16.0, 500.0 * (x - y), 200.0 * (y - z)]
    }

    /// CIE76 colour difference: about 2.3 is just noticeable; 35 and more
    /// is another colour name.
    fn delta_e(a: &str, b: &str) -> f64 {
        let (a, b) = (lab(a), lab(b));
        ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
    }

    // Issue 12: a red player's trains on red routes read as unclaimed.
    #[test]
    fn player_colours_differ_from_route_colours_and_each_other() {
        let mut routes: Vec<_> = CardColor::COLORS
            .iter()
            .map(|&c| route_fill(Some(c)))
            .collect();
        routes.push(route_fill(None));
        for p in &PLAYER_COLORS {
            for r in &routes {
                let d = delta_e(p.hex, r);
                assert!(d >= 35.0, "{} vs route {r}: {d}", p.hex);
            }
        }
        for (i, a) in PLAYER_COLORS.iter().enumerate() {
            for b in &PLAYER_COLORS[i + 1..] {
                let d = delta_e(a.hex, b.hex);
                assert!(d >= 60.0, "{} vs {}: {d}", a.hex, b.hex);
                assert_ne!(a.key, b.key);
            }
            let route_keys: Vec<_> = CardColor::ALL.iter().map(|c| c.key()).collect();
            assert!(
                !route_keys.contains(&a.key),
                "{} is a route colour's name",
                a.key
            );
        }
    }

    /// WCAG relative luminance of "#rrggbb".
    fn luminance(hex: &str) -> f64 {
        let [r, g, b] = linear_rgb(hex);
        0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    #[test]
    fn a_players_number_reads_on_the_players_colour() {
        let long = |h: &str| match h.len() {
            4 => h.chars().flat_map(|c| [c, c]).skip(1).collect::<String>(),
            _ => h.to_string(),
        };
        for p in &PLAYER_COLORS {
            let (a, b) = (luminance(p.hex), luminance(&long(p.ink)));
            let ratio = (a.max(b) + 0.05) / (a.min(b) + 0.05);
            assert!(ratio >= 4.5, "{} on {}: {ratio}", p.ink, p.hex);
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
