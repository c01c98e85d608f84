//! The Europe board and its destination tickets, generated at compile time
//! from `data/*.json` (see `build.rs` and `data/SOURCES.md`).
use crate::cards::CardColor;
use serde::{Deserialize, Serialize};

/// Index of a city in [`CITIES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CityId(pub u8);

/// Index of a route in [`ROUTES`] (the data file's id minus one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RouteId(pub u8);

/// Index of a ticket in [`TICKETS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TicketId(pub u8);

#[derive(Debug)]
pub struct City {
    /// Lower-case ASCII id from the data file (`kobenhavn`).
    pub key: &'static str,
    /// ASCII board name (`Kobenhavn`).
    pub name: &'static str,
    /// Board spelling with diacritics (`København`).
    pub label: &'static str,
    /// Position on the 1744×1125 board frame; only the UI reads these.
    pub x: i32,
    pub y: i32,
    pub big_city: bool,
}

#[derive(Debug)]
pub struct Route {
    pub a: CityId,
    pub b: CityId,
    pub length: u8,
    /// `None` is a gray route (any one colour).
    pub color: Option<CardColor>,
    pub tunnel: bool,
    /// Locomotive symbols on a ferry; 0 for every other route.
    pub locomotives: u8,
    pub double_of: Option<RouteId>,
}

impl Route {
    pub fn is_ferry(&self) -> bool {
        self.locomotives > 0
    }
    pub fn touches(&self, c: CityId) -> bool {
        self.a == c || self.b == c
    }
    /// Points for claiming this route (E12).
    pub fn points(&self) -> i32 {
        route_points(self.length)
    }
}

pub const SET_EUROPA: u8 = 1;
pub const SET_1912: u8 = 2;
pub const SET_BIG_CITIES: u8 = 4;

pub const DECK_CLASSIC: u8 = 1;
pub const DECK_EXPANDED: u8 = 2;
pub const DECK_MEGA: u8 = 4;
pub const DECK_BIG_CITIES: u8 = 8;
pub const DECK_1912: u8 = 16;

#[derive(Debug)]
pub struct Ticket {
    pub from: CityId,
    pub to: CityId,
    pub points: u8,
    pub long: bool,
    /// Logos printed on the card (`SET_*` bits).
    pub sets: u8,
    /// Variant decks the card belongs to (`DECK_*` bits).
    pub decks: u8,
}

include!(concat!(env!("OUT_DIR"), "/board_data.rs"));

pub const NUM_CITIES: usize = CITIES.len();
pub const NUM_ROUTES: usize = ROUTES.len();

/// Route scoring table printed on the board (E12).
pub const fn route_points(length: u8) -> i32 {
    match length {
        1 => 1,
        2 => 2,
        3 => 4,
        4 => 7,
        5 => 10,
        6 => 15,
        8 => 21,
        _ => 0,
    }
}

impl CityId {
    pub fn city(self) -> &'static City {
        &CITIES[self.0 as usize]
    }
    /// Looks a city up by its data-file key (`"kobenhavn"`).
    pub fn by_key(key: &str) -> Option<CityId> {
        CITIES
            .iter()
            .position(|c| c.key == key)
            .map(|i| CityId(i as u8))
    }
}

impl RouteId {
    pub fn route(self) -> &'static Route {
        &ROUTES[self.0 as usize]
    }
    pub fn all() -> impl Iterator<Item = RouteId> {
        (0..NUM_ROUTES as u8).map(RouteId)
    }
    /// The route between two cities (the first of a double pair).
    pub fn between(a: CityId, b: CityId) -> Option<RouteId> {
        ROUTES
            .iter()
            .position(|r| (r.a == a && r.b == b) || (r.a == b && r.b == a))
            .map(|i| RouteId(i as u8))
    }
}

impl TicketId {
    pub fn ticket(self) -> &'static Ticket {
        &TICKETS[self.0 as usize]
    }
}

/// A set of routes as a bit mask (101 routes fit in 128 bits).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RouteSet(pub u128);

impl RouteSet {
    /// Every route of the board.
    pub const ALL: RouteSet = RouteSet(u128::MAX >> (128 - NUM_ROUTES));

    pub fn contains(self, r: RouteId) -> bool {
        // The bit read from its 64-bit half: a shift of a `u128` by a
        // variable costs several instructions more.
        let half = match r.0 {
            0..64 => self.0 as u64,
            64..128 => (self.0 >> 64) as u64,
            _ => return false,
        };
        half >> (r.0 & 63) & 1 == 1
    }
    /// Adds `r`; an id past the board adds nothing.
    pub fn insert(&mut self, r: RouteId) {
        // The bit set in its 64-bit half, as `contains` reads it.
        if (r.0 as usize) < NUM_ROUTES {
            let bit = 1u64 << (r.0 & 63);
            self.0 |= if r.0 < 64 {
                u128::from(bit)
            } else {
                u128::from(bit) << 64
            };
        }
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The routes in id order. Walks the set as two 64-bit halves: a bit
    /// found and cleared in a `u64` costs a few instructions, in a `u128`
    /// several more (the bots walk route sets at every move).
    pub fn iter(self) -> impl Iterator<Item = RouteId> {
        let (mut low, mut high) = (self.0 as u64, (self.0 >> 64) as u64);
        std::iter::from_fn(move || {
            if low != 0 {
                let i = low.trailing_zeros();
                low &= low - 1;
                return Some(RouteId(i as u8));
            }
            if high != 0 {
                let i = high.trailing_zeros();
                high &= high - 1;
                return Some(RouteId(64 + i as u8));
            }
            None
        })
    }
}
