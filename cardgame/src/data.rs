//! The Card Game's 46 destination tickets, generated at compile time from
//! `data/cardgame_tickets.json` (see `build.rs` and `data/SOURCES.md`), and
//! the six Big City bonus cards.
use europa_common::{CardColor, Hand};
use serde::{Deserialize, Serialize};

/// Index of a ticket in [`TICKETS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TicketId(pub u8);

/// Index of a Big City in [`BIG_CITIES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct BigCityId(pub u8);

#[derive(Debug)]
pub struct Ticket {
    pub from: &'static str,
    pub to: &'static str,
    pub points: u8,
    /// Train cards of each colour the ticket asks for (never locomotives).
    pub need: Hand,
    /// Bit i set: the ticket names `BIG_CITIES[i]`.
    pub big_cities: u8,
}

#[derive(Debug)]
pub struct BigCity {
    pub name: &'static str,
    /// Points of the bonus card (data/SOURCES.md).
    pub bonus: i32,
}

include!(concat!(env!("OUT_DIR"), "/cardgame_data.rs"));

pub const NUM_TICKETS: usize = TICKETS.len();

/// The six bonus cards, in the bit order of [`Ticket::big_cities`].
pub static BIG_CITIES: [BigCity; 6] = [
    BigCity {
        name: "Chicago",
        bonus: 12,
    },
    BigCity {
        name: "Dallas",
        bonus: 10,
    },
    BigCity {
        name: "Los Angeles",
        bonus: 12,
    },
    BigCity {
        name: "Miami",
        bonus: 8,
    },
    BigCity {
        name: "New York",
        bonus: 15,
    },
    BigCity {
        name: "Seattle",
        bonus: 8,
    },
];

impl TicketId {
    pub fn ticket(self) -> &'static Ticket {
        &TICKETS[self.0 as usize]
    }
    pub fn all() -> impl Iterator<Item = TicketId> {
        (0..NUM_TICKETS as u8).map(TicketId)
    }
}

impl BigCityId {
    pub fn city(self) -> &'static BigCity {
        &BIG_CITIES[self.0 as usize]
    }
    pub fn all() -> impl Iterator<Item = BigCityId> {
        (0..BIG_CITIES.len() as u8).map(BigCityId)
    }
}

impl Ticket {
    /// Cards the ticket asks for.
    pub fn cards(&self) -> u32 {
        self.need.total()
    }
    pub fn names(&self, city: BigCityId) -> bool {
        self.big_cities >> city.0 & 1 == 1
    }
    /// The colours asked for, one entry per card, in card order.
    pub fn needed_colors(&self) -> impl Iterator<Item = CardColor> + '_ {
        CardColor::COLORS
            .into_iter()
            .flat_map(move |c| std::iter::repeat_n(c, self.need.count(c) as usize))
    }
}
