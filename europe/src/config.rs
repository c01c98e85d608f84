//! What a new game is made of: player count, seed, variant, first player.
//! A variant is data (RULINGS.md, variants table), so new ones slot in
//! without touching the turn logic.
use crate::data::{
    DECK_1912, DECK_BIG_CITIES, DECK_CLASSIC, DECK_EXPANDED, DECK_MEGA, TICKETS, TicketId,
};
use europa_common::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum VariantId {
    Classic,
    Europa1912,
    EuropeExpanded,
    BigCities,
    // New variants go at the end: saves store the variant by its index.
    Mega,
}

impl VariantId {
    pub const ALL: [VariantId; 5] = [
        VariantId::Classic,
        VariantId::Europa1912,
        VariantId::EuropeExpanded,
        VariantId::BigCities,
        VariantId::Mega,
    ];

    pub fn rules(self) -> &'static Variant {
        match self {
            VariantId::Classic => &CLASSIC,
            VariantId::Europa1912 => &EUROPA_1912,
            VariantId::EuropeExpanded => &EUROPE_EXPANDED,
            VariantId::BigCities => &BIG_CITIES,
            VariantId::Mega => &MEGA,
        }
    }

    /// Stable key for saves and the UI's translation table.
    pub const fn key(self) -> &'static str {
        match self {
            VariantId::Classic => "classic",
            VariantId::Europa1912 => "europa1912",
            VariantId::EuropeExpanded => "europe_expanded",
            VariantId::BigCities => "big_cities",
            VariantId::Mega => "mega",
        }
    }

    /// The variant with this key, or with a short name (`1912`, `bigcities`, ...).
    pub fn from_key(key: &str) -> Option<VariantId> {
        let short = match key {
            "1912" => "europa1912",
            "expanded" => "europe_expanded",
            "bigcities" => "big_cities",
            other => other,
        };
        VariantId::ALL.into_iter().find(|v| v.key() == short)
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

/// One round of the set-up deal: what each player is dealt, and how many of
/// those may be kept at most. The fewest kept is worked out from the
/// variant's `setup_min_keep` (see [`Variant::stage_min_keep`]).
#[derive(Debug)]
pub struct SetupStage {
    /// Long tickets dealt (from the long pile).
    pub long: u8,
    /// Regular tickets dealt.
    pub regular: u8,
    pub max_keep: u8,
    pub discards: SetupDiscards,
}

/// The ticket rules of one variant.
#[derive(Debug)]
pub struct Variant {
    pub id: VariantId,
    /// `DECK_*` bit a ticket must carry to be in this variant's pool.
    pub deck: u8,
    /// The set-up deal, stage by stage (Mega Europe has two).
    pub setup: &'static [SetupStage],
    /// Fewest tickets a player keeps over the whole set-up.
    pub setup_min_keep: u8,
    /// Tickets drawn by the draw-tickets action in play; at least one is kept.
    pub draw_in_play: u8,
}

/// 1 long + 3 regular, any mix kept, the rest back in the box.
static ONE_LONG_THREE_REGULAR: [SetupStage; 1] = [SetupStage {
    long: 1,
    regular: 3,
    max_keep: 4,
    discards: SetupDiscards::LeaveGame,
}];

pub static CLASSIC: Variant = Variant {
    id: VariantId::Classic,
    deck: DECK_CLASSIC,
    setup: &ONE_LONG_THREE_REGULAR,
    setup_min_keep: 2,
    draw_in_play: 3,
};
pub static EUROPA_1912: Variant = Variant {
    id: VariantId::Europa1912,
    deck: DECK_1912,
    setup: &ONE_LONG_THREE_REGULAR,
    setup_min_keep: 2,
    draw_in_play: 3,
};
pub static EUROPE_EXPANDED: Variant = Variant {
    id: VariantId::EuropeExpanded,
    deck: DECK_EXPANDED,
    setup: &ONE_LONG_THREE_REGULAR,
    setup_min_keep: 2,
    draw_in_play: 3,
};
pub static BIG_CITIES: Variant = Variant {
    id: VariantId::BigCities,
    deck: DECK_BIG_CITIES,
    setup: &[SetupStage {
        long: 0,
        regular: 5,
        max_keep: 5,
        discards: SetupDiscards::UnderDeck,
    }],
    setup_min_keep: 2,
    draw_in_play: 4,
};
/// Mega Europe: 2 long (keep 0 or 1, the other leaves the game), then 5
/// regular; at least 3 kept in all, so 2 regular after a long, else 3.
pub static MEGA: Variant = Variant {
    id: VariantId::Mega,
    deck: DECK_MEGA,
    setup: &[
        SetupStage {
            long: 2,
            regular: 0,
            max_keep: 1,
            discards: SetupDiscards::LeaveGame,
        },
        SetupStage {
            long: 0,
            regular: 5,
            max_keep: 5,
            discards: SetupDiscards::UnderDeck,
        },
    ],
    setup_min_keep: 3,
    draw_in_play: 3,
};

impl Variant {
    /// Fewest tickets kept at set-up stage `stage` by a player who has kept
    /// `kept` so far: what the whole set-up still needs, less what later
    /// stages could still provide.
    pub fn stage_min_keep(&self, stage: usize, kept: usize) -> u8 {
        let later: usize = self
            .setup
            .iter()
            .skip(stage + 1)
            .map(|s| (s.long + s.regular) as usize)
            .sum();
        (self.setup_min_keep as usize)
            .saturating_sub(kept)
            .saturating_sub(later) as u8
    }

    /// Long tickets dealt to each player over the whole set-up.
    pub fn setup_long(&self) -> u8 {
        self.setup.iter().map(|s| s.long).sum()
    }

    /// Regular tickets dealt to each player over the whole set-up.
    pub fn setup_regular(&self) -> u8 {
        self.setup.iter().map(|s| s.regular).sum()
    }

    /// Whether some set-up returns go under the ticket deck (then the
    /// returns of every player are shuffled together first).
    pub fn returns_under_deck(&self) -> bool {
        self.setup
            .iter()
            .any(|s| s.discards == SetupDiscards::UnderDeck)
    }

    /// The variant's ticket pool, split into long and regular piles, in data order.
    pub fn pool(&self) -> (Vec<TicketId>, Vec<TicketId>) {
        // Sized once: growing both piles ticket by ticket reallocated each a few times.
        let mut long = Vec::with_capacity(TICKETS.len());
        let mut regular = Vec::with_capacity(TICKETS.len());
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
    /// Warehouses & Depots (W1–W7), with any variant.
    pub depots: bool,
    /// Saves of record formats 1 and 2 only, so they replay as they were
    /// played: E1's check also ran after a face-up card was taken and
    /// nothing replaced it (deck and discard empty), "resetting" a row that
    /// E1's limit had left with 3+ locomotives. `false` in every new game.
    pub legacy_face_up_reset: bool,
}

impl GameConfig {
    pub fn new(players: u8, seed: u64) -> Self {
        GameConfig {
            players,
            seed,
            variant: VariantId::Classic,
            first_player: None,
            depots: false,
            legacy_face_up_reset: false,
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
