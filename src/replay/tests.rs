//! A replay shows the table as the engine had it at the chosen move, and
//! nobody may act in it. (The table's signals are the keeper's: tested
//! here without a page.)
use super::turn_marks;
use crate::session::{Level, SavedGame, SeatKind, SeatSetup};
use crate::turn_keeper::TurnKeeper;
use europa_engine::{Action, Game, GameConfig, Seat};
use leptos::prelude::Set;

/// A game of `moves` moves, each seat taking its first legal move, with
/// a person and a computer at the table.
fn played(moves: usize) -> SavedGame {
    let seats = vec![
        SeatSetup {
            name: "Ada".into(),
            kind: SeatKind::Human,
        },
        SeatSetup {
            name: "Bob".into(),
            kind: SeatKind::Computer(Level::Easy),
        },
    ];
    let config = GameConfig::new(2, 11);
    let mut save = SavedGame::new("r".into(), 0.0, seats, config.clone());
    let mut game = Game::new(config).expect("a 2-player game");
    while save.record.actions.len() < moves && !game.is_over() {
        let seat = game.acting_seats()[0];
        // Keep starting tickets, else draw: the game moves on every turn.
        let legal = game.legal_actions(seat);
        let action = legal
            .iter()
            .find(|a| matches!(a, Action::ClaimRoute { .. }))
            .or_else(|| legal.first())
            .cloned()
            .expect("a move");
        game.apply(seat, &action).expect("legal");
        save.record.actions.push((seat, action));
    }
    save
}

#[test]
fn a_replay_shows_each_seats_view_as_the_engine_had_it_after_that_move() {
    let save = played(40);
    let keeper = TurnKeeper::<Game>::new();
    for n in [0, 1, 7, 25, 40] {
        let mut cut = save.clone();
        cut.record.actions.truncate(n);
        let mut game = Game::new(save.record.config.clone()).expect("game");
        for (seat, action) in &save.record.actions[..n] {
            game.apply(*seat, action).expect("replays");
        }
        for shown in [None, Some(Seat(0)), Some(Seat(1))] {
            assert!(keeper.watch_save(cut.clone(), shown));
            let seating = keeper.seating(false);
            assert_eq!(
                seating.revealed, shown,
                "the chosen seat's cards, whoever acts"
            );
            assert_eq!(seating.handoff, None, "no hand-off in a replay");
            assert!(!seating.computer_next, "no computer is asked");
            keeper.revealed.set(seating.revealed);
            keeper.next.set(seating.next);
            let (view, legal) = keeper.sight(false);
            let want = match shown {
                Some(seat) => game.view(seat),
                None => crate::europe::table::public_view(&game),
            };
            assert_eq!(view, Some(want), "move {n}, cards of {shown:?}");
            assert!(legal.is_empty(), "nothing to do in a replay");
        }
    }
}

#[test]
fn nobody_acts_in_a_replay() {
    let save = played(10);
    let keeper = TurnKeeper::<Game>::new();
    assert!(keeper.watch_save(save, Some(Seat(0))));
    let seating = keeper.seating(false);
    keeper.revealed.set(seating.revealed);
    keeper.next.set(seating.next);
    assert!(keeper.is_replay());
    assert!(keeper.mover().is_err(), "no seat may move");
    assert!(
        keeper.why_not(&Action::DrawBlind).is_some(),
        "every tap is refused"
    );
}

#[test]
fn the_turn_marks_follow_the_engines_turns_and_know_a_finished_game() {
    let save = played(500);
    let (marks, over) = turn_marks(&save, Game::turns, Game::is_over);
    assert_eq!(marks.len(), save.record.actions.len() + 1);
    assert_eq!(marks[0], 0);
    assert!(
        marks.windows(2).all(|w| w[0] <= w[1]),
        "turns never go back"
    );
    let mut game = Game::new(save.record.config.clone()).expect("game");
    for (seat, action) in &save.record.actions {
        game.apply(*seat, action).expect("replays");
    }
    assert_eq!(marks.last().copied(), Some(game.turns()));
    assert_eq!(over, game.is_over());
    let (short, short_over) = turn_marks(&played(12), Game::turns, Game::is_over);
    assert_eq!(short.len(), 13);
    assert!(!short_over);
}
