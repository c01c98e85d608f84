//! Why an action was refused, in words a player understands. Every variant
//! carries typed fields so the UI can translate it and tests can compare it.
use crate::cards::CardColor;
use crate::data::{CityId, RouteId};
use crate::state::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuleError {
    GameOver,
    NotYourTurn {
        seat: Seat,
        expected: Seat,
    },
    /// The action does not belong to this moment of the turn (for example
    /// claiming a route after drawing a first card).
    WrongMoment {
        expected: Moment,
    },
    NoSuchSlot {
        slot: u8,
    },
    EmptySlot {
        slot: u8,
    },
    LocomotiveAsSecondCard,
    NoCardsToDraw,
    NoSuchRoute {
        route: RouteId,
    },
    RouteTaken {
        route: RouteId,
    },
    DoubleRouteClosed {
        route: RouteId,
    },
    OwnsOtherHalfOfDouble {
        route: RouteId,
    },
    NotEnoughTrains {
        needed: u8,
        left: u8,
    },
    WrongColor {
        route: RouteId,
        required: CardColor,
    },
    FerryNeedsLocomotives {
        route: RouteId,
        needed: u8,
    },
    /// No payment in hand covers the route.
    CannotAffordRoute {
        route: RouteId,
        length: u8,
        color: Option<CardColor>,
        locomotives: u8,
    },
    /// A payment that names more locomotives than cards, or spells an
    /// all-locomotive payment with a colour.
    MalformedPayment,
    NotEnoughCards {
        color: CardColor,
        needed: u8,
        held: u8,
    },
    TunnelWrongColor {
        allowed: CardColor,
    },
    NoTicketsLeft,
    KeepAtLeast {
        min: u8,
    },
    NoSuchTicketChoice,
    NoSuchCity {
        city: CityId,
    },
    CityHasStation {
        city: CityId,
    },
    NoStationsLeft,
    PassNotAllowed,
    KeepAtMost {
        max: u8,
    },
    /// A Warehouses & Depots action in a game played without them.
    NoDepotsInThisGame,
    NoDepotsLeft,
    /// W3: a depot goes only on a city with no depot and no station.
    CityNotFreeForDepot {
        city: CityId,
    },
    /// W3: a station may not go on a depot's city.
    StationOnDepot {
        city: CityId,
    },
    /// W2: a draw must say which warehouse gets the deck's top card.
    ChooseWarehouse,
    NoSuchWarehouse {
        warehouse: Seat,
    },
    /// W4: only the warehouses of depots at the claimed route's ends, each once.
    NoSuchCollection,
    NotEnoughDepots {
        needed: u8,
        left: u8,
    },
}

/// The step of the game an action belongs to, for `WrongMoment`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Moment {
    InitialTickets,
    TurnStart,
    SecondCard,
    ChoosingTickets,
    Tunnel,
    PlacingDepots,
    Collecting,
}

impl fmt::Display for Moment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Moment::InitialTickets => "choose the destination tickets you keep",
            Moment::TurnStart => "start a turn",
            Moment::SecondCard => "draw your second train card",
            Moment::ChoosingTickets => "choose which of the drawn tickets you keep",
            Moment::Tunnel => "pay the tunnel's extra cards or give up the tunnel",
            Moment::PlacingDepots => "place your first depot",
            Moment::Collecting => "choose which warehouses you collect",
        })
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use RuleError::*;
        match self {
            GameOver => write!(f, "The game is over."),
            NotYourTurn { expected, .. } => {
                write!(
                    f,
                    "It is not your turn: player {} is playing.",
                    u16::from(expected.0) + 1
                )
            }
            WrongMoment { expected } => write!(f, "Not now: first {expected}."),
            NoSuchSlot { slot } => write!(f, "There is no face-up card {}.", u16::from(*slot) + 1),
            EmptySlot { slot } => write!(f, "Face-up slot {} is empty.", u16::from(*slot) + 1),
            LocomotiveAsSecondCard => write!(
                f,
                "A face-up locomotive can only be taken as your first and only card."
            ),
            NoCardsToDraw => write!(f, "There are no train cards left to draw."),
            NoSuchRoute { .. } => write!(f, "That route does not exist."),
            RouteTaken { .. } => write!(f, "That route is already claimed."),
            DoubleRouteClosed { .. } => write!(
                f,
                "With 2 or 3 players only one route of a double route can be claimed."
            ),
            OwnsOtherHalfOfDouble { .. } => {
                write!(f, "You already own the other route of this double route.")
            }
            NotEnoughTrains { needed, left } => {
                write!(
                    f,
                    "You need {needed} trains for this route but have {left} left."
                )
            }
            WrongColor { required, .. } => {
                write!(
                    f,
                    "This route must be paid in {} (locomotives are wild).",
                    required.key()
                )
            }
            FerryNeedsLocomotives { needed, .. } => {
                write!(f, "This ferry needs at least {needed} locomotive(s).")
            }
            CannotAffordRoute {
                length,
                color,
                locomotives,
                ..
            } => {
                match color {
                    Some(c) => write!(f, "This route needs {length} {} cards", c.key())?,
                    None => write!(f, "This route needs {length} cards of one colour")?,
                }
                if *locomotives > 0 {
                    write!(f, ", {locomotives} of them locomotives")?;
                }
                write!(f, " (locomotives are wild).")
            }
            MalformedPayment => write!(f, "Those cards do not make a valid payment."),
            NotEnoughCards {
                color,
                needed,
                held,
            } => write!(
                f,
                "You need {needed} {} card(s) but hold {held}.",
                color.key()
            ),
            TunnelWrongColor { allowed } => write!(
                f,
                "The tunnel's extra cards must be {} or locomotives.",
                allowed.key()
            ),
            NoTicketsLeft => write!(f, "The destination ticket deck is empty."),
            KeepAtLeast { min } => write!(f, "You must keep at least {min} ticket(s)."),
            NoSuchTicketChoice => write!(f, "Choose only among the tickets you were offered."),
            NoSuchCity { .. } => write!(f, "That city does not exist."),
            CityHasStation { .. } => write!(f, "That city already has a station."),
            NoStationsLeft => write!(f, "You have built all 3 of your stations."),
            PassNotAllowed => write!(f, "You may pass only when no other action is possible."),
            KeepAtMost { max } => write!(f, "You may keep at most {max} of these tickets."),
            NoDepotsInThisGame => write!(f, "This game is played without warehouses and depots."),
            NoDepotsLeft => write!(f, "You have no depots left in your supply."),
            CityNotFreeForDepot { .. } => write!(
                f,
                "A depot can only go on a city with no depot and no station."
            ),
            StationOnDepot { .. } => write!(f, "A station cannot be built on a city with a depot."),
            ChooseWarehouse => write!(
                f,
                "Before drawing, choose the warehouse that gets the deck's top card."
            ),
            NoSuchWarehouse { .. } => write!(f, "There is no such player's warehouse."),
            NoSuchCollection => write!(
                f,
                "You can only collect the warehouses of depots at the ends of the route you claimed."
            ),
            NotEnoughDepots { needed, left } => write!(
                f,
                "Collecting {needed} warehouse(s) costs {needed} depot(s); you have {left} left."
            ),
        }
    }
}

impl std::error::Error for RuleError {}

/// Why a config cannot seat a game: the same checks in both games.
pub use europa_common::ConfigError;
