//! A place at the table: both games number their seats the same way.
use serde::{Deserialize, Serialize};

/// A place at the table, 0-based, in clockwise order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Why a config cannot seat a game: the two checks both games make before
/// dealing anything.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ConfigError {
    /// Not between `min` and `max` players, the game's own bounds.
    PlayerCount { players: u8, min: u8, max: u8 },
    /// The player named to start is not at the table.
    FirstPlayer { seat: Seat },
}

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConfigError::PlayerCount { players, min, max } => {
                write!(f, "This game is for {min} to {max} players, not {players}.")
            }
            ConfigError::FirstPlayer { seat } => {
                // Widened: a crafted save may name seat 255.
                write!(f, "Player {} is not at the table.", u16::from(seat.0) + 1)
            }
        }
    }
}

impl std::error::Error for ConfigError {}

/// Checks a table of `players` (between `min` and `max`) whose first
/// player, when one is named, sits at it.
///
/// # Errors
/// The first check that fails, the player count first.
pub fn check_seating(
    players: u8,
    first: Option<Seat>,
    min: u8,
    max: u8,
) -> Result<(), ConfigError> {
    if !(min..=max).contains(&players) {
        return Err(ConfigError::PlayerCount { players, min, max });
    }
    match first {
        Some(seat) if seat.0 >= players => Err(ConfigError::FirstPlayer { seat }),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_needs_a_player_count_in_the_games_bounds_and_its_first_player_seated() {
        assert_eq!(check_seating(2, None, 2, 5), Ok(()));
        assert_eq!(check_seating(5, Some(Seat(4)), 2, 5), Ok(()));
        assert_eq!(
            check_seating(1, None, 2, 5),
            Err(ConfigError::PlayerCount {
                players: 1,
                min: 2,
                max: 5
            })
        );
        assert_eq!(
            check_seating(5, Some(Seat(0)), 2, 4),
            Err(ConfigError::PlayerCount {
                players: 5,
                min: 2,
                max: 4
            })
        );
        assert_eq!(
            check_seating(3, Some(Seat(3)), 2, 5),
            Err(ConfigError::FirstPlayer { seat: Seat(3) })
        );
        assert_eq!(
            ConfigError::FirstPlayer { seat: Seat(255) }.to_string(),
            "Player 256 is not at the table."
        );
    }
}
