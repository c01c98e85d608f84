//! Regressions for crafted input the fuzzers reached (issue 15): seats and
//! numbers a real game never produces, from a save or a crafted action, give
//! a sentence — never a panic.
use super::*;
use crate::error::{ConfigError, RuleError};
use crate::save::{GameRecord, LoadError};

/// Bug (found by `cardgame_apply`): `seat.0 + 1` overflowed a u8 when the
/// refusal of an action by seat 255 was put in words (a panic in debug
/// builds, "player 0" in release).
#[test]
fn an_action_by_seat_255_is_refused_naming_player_256() {
    let mut g = Game::new(GameConfig::new(2, 3)).unwrap();
    let err = g.apply(Seat(255), &Action::DrawBlind).unwrap_err();
    assert_eq!(err, RuleError::NoSuchSeat { seat: Seat(255) });
    assert_eq!(err.to_string(), "There is no player 256 at this table.");
    let turn = RuleError::NotYourTurn {
        expected: Seat(255),
        seat: Seat(0),
    };
    assert!(turn.to_string().contains("player 256"));
    let rob = RuleError::CannotRob {
        color: CardColor::Red,
        victim: Seat(255),
        row: 2,
        played: 2,
    };
    assert!(rob.to_string().starts_with("Player 256 has"));
    let three = RuleError::ThreeColorsInRailyard {
        color: CardColor::Red,
        owner: Seat(255),
    };
    assert!(three.to_string().contains("player 256's railyard"));
}

/// The same overflow for face-up slot 255 and a first player 255.
#[test]
fn a_save_with_slot_or_first_player_255_says_256() {
    assert_eq!(
        RuleError::NoSuchSlot { slot: 255 }.to_string(),
        "There is no face-up card 256."
    );
    assert_eq!(
        RuleError::EmptySlot { slot: 255 }.to_string(),
        "Face-up place 256 is empty."
    );
    let config = GameConfig {
        first_player: Some(Seat(255)),
        ..GameConfig::new(3, 1)
    };
    let err = GameRecord::new(config).replay().unwrap_err();
    assert_eq!(
        err,
        LoadError::Config(ConfigError::FirstPlayer { seat: Seat(255) })
    );
    assert!(err.to_string().ends_with("Player 256 is not at the table."));
}
