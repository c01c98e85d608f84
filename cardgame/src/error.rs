//! Why an action was refused, in words a player understands. Every variant
//! carries typed fields so the UI can translate it and tests can compare it.
use crate::state::Seat;
use europa_common::CardColor;
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleError {
    GameOver,
    NoSuchSeat {
        seat: Seat,
    },
    NotYourTurn {
        seat: Seat,
        expected: Seat,
    },
    /// The action does not belong to this moment of the turn (for example
    /// playing cards after drawing a first card).
    WrongMoment {
        expected: Moment,
    },
    NoSuchSlot {
        slot: u8,
    },
    EmptySlot {
        slot: u8,
    },
    /// C3: a face-up locomotive counts as two cards, so it can't be the second.
    LocomotiveAsSecondCard,
    NoCardsToDraw,
    NotEnoughCards {
        color: CardColor,
        needed: u8,
        held: u8,
    },
    /// A group is 2 or more cards.
    GroupTooSmall {
        played: u8,
    },
    /// A group is of one of the eight colours, with at least one card of it.
    GroupNeedsColor,
    /// C4: the colour is already in the player's own railyard.
    ColorInOwnRailyard {
        color: CardColor,
    },
    /// C4: an opponent's row of this colour is not smaller than the play.
    CannotRob {
        color: CardColor,
        victim: Seat,
        row: u8,
        played: u8,
    },
    /// Exactly three cards of three different colours, no locomotive.
    NotThreeColors,
    /// C4: a 3-colour play can never rob, so no colour of it may be in any railyard.
    ThreeColorsInRailyard {
        color: CardColor,
        owner: Seat,
    },
    NoTicketsLeft,
    KeepAtLeast {
        min: u8,
    },
    NoSuchTicketChoice,
    PassNotAllowed,
}

/// The step of the game an action belongs to, for `WrongMoment`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Moment {
    InitialTickets,
    TurnStart,
    SecondCard,
    ChoosingTickets,
}

impl fmt::Display for Moment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Moment::InitialTickets => "choose the destination tickets you keep",
            Moment::TurnStart => "start a turn",
            Moment::SecondCard => "draw your second train card",
            Moment::ChoosingTickets => "choose which of the drawn tickets you keep",
        })
    }
}

fn plural(n: u8, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use RuleError::*;
        match self {
            GameOver => write!(f, "The game is over."),
            NoSuchSeat { seat } => write!(
                f,
                "There is no player {} at this table.",
                u32::from(seat.0) + 1
            ),
            NotYourTurn { expected, .. } => write!(
                f,
                "It is not your turn: player {} is playing.",
                u32::from(expected.0) + 1
            ),
            WrongMoment { expected } => write!(f, "Not now: first {expected}."),
            NoSuchSlot { slot } => write!(f, "There is no face-up card {}.", u32::from(*slot) + 1),
            EmptySlot { slot } => write!(f, "Face-up place {} is empty.", u32::from(*slot) + 1),
            LocomotiveAsSecondCard => write!(
                f,
                "A face-up locomotive counts as two cards: it can't be your second card."
            ),
            NoCardsToDraw => write!(f, "There are no train cards left to draw."),
            NotEnoughCards {
                color,
                needed,
                held,
            } => write!(
                f,
                "You need {} and hold {held}.",
                plural(
                    *needed,
                    &format!("{} card", color.key()),
                    &format!("{} cards", color.key())
                )
            ),
            GroupTooSmall { played } => write!(
                f,
                "A group needs at least 2 cards of one colour; you chose {}.",
                plural(*played, "card", "cards")
            ),
            GroupNeedsColor => write!(
                f,
                "A group needs at least one card of its colour; locomotives only join it."
            ),
            ColorInOwnRailyard { color } => write!(
                f,
                "You already have {} cards in your railyard: that colour can't be played until they are gone.",
                color.key()
            ),
            CannotRob {
                color,
                victim,
                row,
                played,
            } => write!(
                f,
                "Player {} has {} in the railyard: to rob them you must play more than that, not {played}.",
                u32::from(victim.0) + 1,
                plural(
                    *row,
                    &format!("{} card", color.key()),
                    &format!("{} cards", color.key())
                )
            ),
            NotThreeColors => write!(
                f,
                "Play exactly 3 cards of 3 different colours, without locomotives."
            ),
            ThreeColorsInRailyard { color, owner } => write!(
                f,
                "{} cards are in player {}'s railyard: 3 different colours can't rob, so that colour can't be one of them.",
                color.key(),
                u32::from(owner.0) + 1
            ),
            NoTicketsLeft => write!(f, "There are no destination tickets left to draw."),
            KeepAtLeast { min } => write!(
                f,
                "Keep at least {}.",
                plural(*min, "destination ticket", "destination tickets")
            ),
            NoSuchTicketChoice => write!(f, "That choice names tickets you were not offered."),
            PassNotAllowed => write!(
                f,
                "You can only pass when there is nothing else you can do."
            ),
        }
    }
}

impl std::error::Error for RuleError {}

/// Why a config cannot seat a game: the same checks in both games.
pub use europa_common::ConfigError;
