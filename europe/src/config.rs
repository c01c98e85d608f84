//! What a new game is made of: player count, seed, variant, first player.
//! A variant is data (RULINGS.md, variants table), so new ones slot in
//! without touching the turn logic.
use crate::data::{DECK_1912, DECK_BIG_CITIES, DECK_CLASSIC, DECK_EXPANDED, TICKETS, TicketId};
use crate::state::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum VariantId {
    Classic,
    Europa1912,
    EuropeExpanded,
    BigCities,
}

impl VariantId {
    pub const ALL: [VariantId; 4] = [
        VariantId::Classic,
        VariantId::Europa1912,
        VariantId::EuropeExpanded,
        VariantId::BigCities,
    ];

    pub fn rules(self) -> &'static Variant {
        match self {
            VariantId::Classic => &CLASSIC,
            VariantId::Europa1912 => &EUROPA_1912,
            VariantId::EuropeExpanded => &EUROPE_EXPANDED,
            VariantId::BigCities => &BIG_CITIES,
        }
    }

    /// Stable key for saves and the UI's translation table.
    pub const fn key(self) -> &'static str {
        match self {
            VariantId::Classic => "classic",
            VariantId::Europa1912 => "europa1912",
            VariantId::EuropeExpanded => "europe_expanded",
            VariantId::BigCities => "big_cities",
        }
    }
}

/// Where tickets a player does not keep at set-up go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupDiscards {
    /// Back in the box: out of the game.
    LeaveGame,
    /// Shuffled, then put under the undealt deck.
    UnderDeck,
}

/// The ticket rules of one variant.
#[derive(Debug)]
pub struct Variant {
    pub id: VariantId,
    /// `DECK_*` bit a ticket must carry to be in this variant's pool.
    pub deck: u8,
    /// Long tickets dealt to each player at set-up (drawn from the long pile).
    pub setup_long: u8,
    /// Regular tickets dealt to each player at set-up.
    pub setup_regular: u8,
    /// Fewest tickets a player keeps at set-up.
    pub setup_min_keep: u8,
    pub setup_discards: SetupDiscards,
    /// Tickets drawn by the draw-tickets action in play; at least one is kept.
    pub draw_in_play: u8,
}

pub static CLASSIC: Variant = Variant {
    id: VariantId::Classic,
    deck: DECK_CLASSIC,
    setup_long: 1,
    setup_regular: 3,
    setup_min_keep: 2,
    setup_discards: SetupDiscards::LeaveGame,
    draw_in_play: 3,
};
pub static EUROPA_1912: Variant = Variant {
    id: VariantId::Europa1912,
    deck: DECK_1912,
    setup_long: 1,
    setup_regular: 3,
    setup_min_keep: 2,
    setup_discards: SetupDiscards::LeaveGame,
    draw_in_play: 3,
};
pub static EUROPE_EXPANDED: Variant = Variant {
    id: VariantId::EuropeExpanded,
    deck: DECK_EXPANDED,
    setup_long: 1,
    setup_regular: 3,
    setup_min_keep: 2,
    setup_discards: SetupDiscards::LeaveGame,
    draw_in_play: 3,
};
pub static BIG_CITIES: Variant = Variant {
    id: VariantId::BigCities,
    deck: DECK_BIG_CITIES,
    setup_long: 0,
    setup_regular: 5,
    setup_min_keep: 2,
    setup_discards: SetupDiscards::UnderDeck,
    draw_in_play: 4,
};

impl Variant {
    /// The variant's ticket pool, split into long and regular piles, in data order.
    pub fn pool(&self) -> (Vec<TicketId>, Vec<TicketId>) {
        let mut long = Vec::new();
        let mut regular = Vec::new();
        for (i, t) in TICKETS.iter().enumerate() {
            if t.decks & self.deck != 0 {
                if t.long {
                    long.push(TicketId(i as u8));
                } else {
                    regular.push(TicketId(i as u8));
                }
            }
        }
        (long, regular)
    }
}

/// Everything that decides a new game. With the same config and the same
/// actions, a game replays exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameConfig {
    /// 2 to 5.
    pub players: u8,
    pub seed: u64,
    pub variant: VariantId,
    /// `None` draws the first player with the game's RNG (E14).
    pub first_player: Option<Seat>,
}

impl GameConfig {
    pub fn new(players: u8, seed: u64) -> Self {
        GameConfig {
            players,
            seed,
            variant: VariantId::Classic,
            first_player: None,
        }
    }
}

pub const MIN_PLAYERS: u8 = 2;
pub const MAX_PLAYERS: u8 = 5;
pub const TRAINS_PER_PLAYER: u8 = 45;
pub const STATIONS_PER_PLAYER: u8 = 3;
pub const STARTING_HAND: u8 = 4;
pub const FACE_UP_SLOTS: usize = 5;
/// E1: after this many resets in a row, the face-up cards stay as they are.
pub const MAX_FACE_UP_RESETS: u32 = 3;
/// E11: a turn ending with this many trains or fewer starts the final round.
pub const END_TRIGGER_TRAINS: u8 = 2;
pub const EXPRESS_BONUS: i32 = 10;
pub const UNUSED_STATION_POINTS: i32 = 4;
