//! What a new game is made of: player count, seed, the beginner option and
//! the first player.
use europa_common::Seat;
use serde::{Deserialize, Serialize};

/// Everything that decides a new game. With the same config and the same
/// actions, a game replays exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameConfig {
    /// 2 to 4.
    pub players: u8,
    pub seed: u64,
    /// The rulebook's option for beginners (C2): owners may look at their
    /// own On the Track pile at any time.
    pub beginner: bool,
    /// `None` draws the first player with the game's RNG.
    pub first_player: Option<Seat>,
}

impl GameConfig {
    pub fn new(players: u8, seed: u64) -> Self {
        GameConfig {
            players,
            seed,
            beginner: false,
            first_player: None,
        }
    }
}

pub const MIN_PLAYERS: u8 = 2;
pub const MAX_PLAYERS: u8 = 4;
/// C1: 10 of each of the 8 colours and 16 locomotives.
pub const CARDS_PER_COLOR: u8 = 10;
pub const LOCOMOTIVES: u8 = 16;
pub const TOTAL_CARDS: usize = 96;
pub const STARTING_HAND: u8 = 7;
pub const FACE_UP_SLOTS: usize = 5;
pub const SETUP_TICKETS: usize = 6;
pub const DRAW_TICKETS: usize = 4;
/// C7: cards each player gets at the start of the 4-player second round.
pub const SECOND_ROUND_CARDS: u8 = 4;
