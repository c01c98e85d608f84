//! Hard's end game (issue 14), from a real position: the arena's game 46 of
//! `--players 2 --seed 107 --bots hard,easy` (seed 107,000,367; Hard at
//! seat 0), as Hard played it before it learned the end game, up to Hard's
//! turn 71. Its tickets wanted Cádiz joined to Madrid; it held no orange for
//! Cádiz–Madrid but the blue and purple for Cádiz–Lisboa–Madrid, and drew
//! cards from turn 57 until Easy ended the game, losing 62 to 89 with 16
//! trains and 26 cards left.
use europa_engine::bots::{Bot, HardBot};
use europa_engine::{Action, Event, Game, GameRecord, RouteId, Seat, TurnStep};

const FIXTURE: &str = include_str!("fixtures/endgame_2p_hard_easy.json");

/// Cádiz–Lisboa and Lisboa–Madrid: the path the cards in hand pay for.
const LISBOA_PATH: [RouteId; 2] = [RouteId(40), RouteId(68)];

/// The fixture's game at seat 0's turn start on `turn`, and a Hard for seat
/// 0 (the arena's seed for it) that has seen every event its seat saw.
fn position(turn: u32) -> (Game, HardBot) {
    let record = match GameRecord::from_json(FIXTURE) {
        Ok((r, _)) => r,
        Err(e) => panic!("the fixture loads: {e}"),
    };
    let mut game = Game::new(record.config.clone()).expect("the fixture's config");
    let mut hard = HardBot::new(record.config.seed ^ (1 << 32));
    for (seat, action) in &record.actions {
        if *seat == Seat(0) && game.turns() >= turn && *game.step() == TurnStep::Start {
            break;
        }
        let events = game
            .apply(*seat, action)
            .expect("the recorded game replays");
        let seen: Vec<Event> = events.iter().map(|e| e.redacted_for(Seat(0))).collect();
        hard.observe(&seen);
    }
    assert_eq!(game.current_player(), Seat(0));
    assert_eq!(game.turns(), turn);
    (game, hard)
}

#[test]
fn hard_claims_when_an_opponents_trains_run_low_and_it_holds_the_cards() {
    // Turn 67: Easy has 8 trains, two or three turns from the end; turn 71:
    // 4 trains. Hard holds what Cádiz–Lisboa–Madrid costs (at turn 69 with
    // a locomotive for the missing blue), and drew cards at all three.
    for turn in [67, 69, 71] {
        let (game, mut hard) = position(turn);
        let easy = game.player(Seat(1)).expect("two seats");
        assert!(easy.trains <= 8, "Easy's trains are running low");
        let action = hard.choose(&game.view(Seat(0)), &game.legal_actions(Seat(0)));
        match action {
            Action::ClaimRoute { route, .. } => assert!(
                LISBOA_PATH.contains(&route),
                "turn {turn}: claimed {route:?}, not the path its cards pay for"
            ),
            other => panic!("turn {turn}: Hard played {other:?} with its ticket's cards in hand"),
        }
    }
}
