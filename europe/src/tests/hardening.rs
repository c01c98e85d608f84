//! Regressions for crafted input the fuzzers reached (issue 15): ids and
//! numbers a real game never produces, read from a save or passed to a
//! public function, give a sentence or a plain answer — never a panic.
use super::*;
use crate::error::{ConfigError, RuleError};
use crate::save::{GameRecord, LoadError};
use crate::scoring::longest_trail;
use crate::state::RouteSet;

/// Bug: `slot + 1` overflowed a u8 (a panic in debug builds, "face-up card
/// 0" in release) for a save holding `DrawFaceUp { slot: 255 }`.
#[test]
fn a_save_drawing_face_up_card_255_says_card_256() {
    let mut record = GameRecord::new(GameConfig::new(2, 1));
    for s in 0..2 {
        record
            .actions
            .push((Seat(s), Action::KeepInitialTickets { keep: 0b111 }));
    }
    let first = record.replay().unwrap().current_player();
    record
        .actions
        .push((first, Action::DrawFaceUp { slot: 255 }));
    let err = record.replay().unwrap_err();
    assert_eq!(
        err,
        LoadError::IllegalAction {
            index: 2,
            error: RuleError::NoSuchSlot { slot: 255 }
        }
    );
    assert!(err.to_string().contains("There is no face-up card 256."));
    assert_eq!(
        RuleError::EmptySlot { slot: 255 }.to_string(),
        "Face-up slot 256 is empty."
    );
}

/// Bug: `seat.0 + 1` overflowed for `first_player: Some(Seat(255))`
/// ("Player 0 is not at the table." in release).
#[test]
fn a_save_starting_with_seat_255_names_player_256() {
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
    let turn = RuleError::NotYourTurn {
        expected: Seat(255),
        seat: Seat(0),
    };
    assert!(turn.to_string().contains("player 256"));
}

/// Bug: `ticket_path` indexed the ticket table with an id past its end.
#[test]
fn ticket_path_of_a_ticket_that_does_not_exist_is_none() {
    let g = playing(2, 3);
    assert_eq!(g.ticket_path(Seat(0), crate::data::TicketId(255)), None);
    assert_eq!(g.ticket_path(Seat(9), crate::data::TicketId(0)), None);
}

/// Bug: `longest_trail` and `RouteSet` took bits past the board's routes
/// for routes (an index past the table; a shift overflow past 127).
#[test]
fn route_sets_ignore_ids_past_the_board() {
    let wien_budapest = route("wien", "budapest");
    let mut mine = RouteSet::default();
    mine.insert(wien_budapest);
    let with_junk = RouteSet(mine.0 | !RouteSet::ALL.0);
    assert_eq!(longest_trail(with_junk), longest_trail(mine));
    assert_eq!(longest_trail(mine).1, vec![wien_budapest]);
    let mut s = RouteSet::default();
    s.insert(RouteId(200));
    s.insert(RouteId(127));
    assert!(s.is_empty());
    assert!(!RouteSet(u128::MAX).contains(RouteId(200)));
    assert_eq!(RouteSet::ALL.len() as usize, crate::data::NUM_ROUTES);
}

/// Bug: the station payment list was a buffer of exactly 25, today's most
/// ways to pay a third station; it is now sized from STATIONS_PER_PLAYER.
#[test]
fn a_rich_hand_lists_every_way_to_pay_the_last_station() {
    let mut g = playing(2, 5);
    let seat = g.current_player();
    let all: Vec<(CardColor, u8)> = CardColor::ALL.iter().map(|&c| (c, 12)).collect();
    give(&mut g, seat.0, &all);
    g.players[seat.index()].stations_built = crate::config::STATIONS_PER_PLAYER - 1;
    let berlin = city("berlin");
    let ways = g
        .legal_actions(seat)
        .iter()
        .filter(|a| matches!(a, Action::BuildStation { city, .. } if *city == berlin))
        .count();
    // 8 colours with 0, 1 or 2 locomotives, or 3 locomotives.
    assert_eq!(ways, 25);
}
