//! The whole guided game of Europe played on the engine, as the table
//! plays it: if the deal, the rules or the computer's moves change so that
//! a step's move is no longer legal when reached, or a lesson no longer
//! happens (the tunnel's extra card, the locomotive ending the draw), this
//! fails rather than a player's guide.

use super::script::{SCRIPT, config};
use crate::guide::Referee;
use crate::i18n::{Lang, tr};
use crate::seating::next_actor;
use crate::session::{Level, SeatKind};
use europa_engine::{Action, CardColor, Event, Game, Seat};
use leptos::prelude::GetUntracked;

const KINDS: [SeatKind; 2] = [SeatKind::Human, SeatKind::Computer(Level::Easy)];

/// Plays the script up to its closing step; returns the game, the record
/// and every event, by the person's step index.
fn play_through() -> (Game, Vec<(Seat, Action)>, Vec<Vec<Event>>) {
    let Ok(mut game) = Game::new(config()) else {
        panic!("the guide's deal must set up");
    };
    let person = SCRIPT.person;
    let mut record: Vec<(Seat, Action)> = Vec::new();
    let mut events = vec![Vec::new(); SCRIPT.steps.len()];
    for _ in 0..100 {
        let Some(seat) = next_actor(&game.acting_seats(), &KINDS) else {
            panic!("the game ended during the guide");
        };
        let legal = game.legal_actions(seat);
        let step = SCRIPT.step_index(&record);
        let action = if seat == person {
            let now = &SCRIPT.steps[step];
            if now.expect.is_empty() {
                return (game, record, events);
            }
            for a in now.expect {
                assert!(
                    legal.contains(a),
                    "step {step} ({}): {a:?} is not legal",
                    now.text
                );
            }
            // Every other move the engine would take is refused by the step.
            for a in &legal {
                assert_eq!(
                    SCRIPT.allows(&record, a),
                    now.expect.contains(a),
                    "step {step}: {a:?}"
                );
            }
            now.expect[0]
        } else {
            let Some(a) = SCRIPT.scripted(&record, seat) else {
                panic!("the computer has no scripted move before step {step}");
            };
            assert!(
                legal.contains(&a),
                "the computer's {a:?} before step {step}"
            );
            a
        };
        match game.apply(seat, &action) {
            Ok(e) if seat == person => events[step] = e,
            Ok(_) => {}
            Err(e) => panic!("{action:?} refused: {e:?}"),
        }
        record.push((seat, action));
    }
    panic!("the guide did not reach its closing step");
}

#[test]
fn the_guided_game_plays_through_on_the_engine_each_step_taking_only_its_move() {
    let (game, record, events) = play_through();
    let person = SCRIPT.person;
    // It is the person's turn at the closing step, and the computer has
    // played all its scripted moves: from here on the game is a normal one.
    assert_eq!(game.acting_seats(), vec![person]);
    assert_eq!(SCRIPT.scripted(&record, Seat(1)), None);
    assert_eq!(SCRIPT.step_index(&record), SCRIPT.steps.len() - 1);
    // The lessons happened as the texts say.
    let drew = |e: &[Event]| {
        e.iter().find_map(|e| match e {
            Event::DrewFaceUp { card, .. } => Some(*card),
            _ => None,
        })
    };
    assert_eq!(
        drew(&events[1]),
        Some(CardColor::Orange),
        "the orange face-up card"
    );
    assert_eq!(drew(&events[3]), Some(CardColor::Locomotive));
    assert!(
        events[3]
            .iter()
            .any(|e| matches!(e, Event::TurnEnded { .. })),
        "the face-up locomotive ends the draw"
    );
    assert!(
        events[5].iter().any(
            |e| matches!(e, Event::TunnelRevealed { extra: 1, revealed, .. }
            if revealed.contains(&CardColor::Locomotive))
        ),
        "the tunnel turns up a locomotive: one card more"
    );
    let Some(me) = game.player(person) else {
        panic!("the person's seat");
    };
    assert_eq!(me.hand.total(), 0, "every card dealt and drawn was used");
    assert_eq!(game.stations_of(person).count(), 1);
}

#[test]
fn the_steps_name_the_routes_the_texts_say_and_the_ferry_twin_is_taken_too() {
    let kinds = |i: usize| SCRIPT.steps[i].expect.first().copied();
    let route = |i: usize| match kinds(i) {
        Some(Action::ClaimRoute { route, .. }) => route.route(),
        other => panic!("step {i} is not a claim: {other:?}"),
    };
    let names = |i: usize| (route(i).a.city().label, route(i).b.city().label);
    assert_eq!(names(4), ("Budapest", "Wien"));
    assert!(route(5).tunnel && names(5) == ("München", "Zürich"));
    assert!(route(7).is_ferry() && names(7) == ("Dieppe", "London"));
    assert!(
        matches!(kinds(8), Some(Action::BuildStation { city, .. }) if city.city().label == "Wien")
    );
}

#[test]
fn a_refused_move_is_remembered_for_the_hint_and_the_right_one_passes() {
    let referee = Referee::new(&SCRIPT);
    assert!(!referee.allows(&[], &Action::KeepInitialTickets { keep: 0b1111 }));
    assert_eq!(referee.refused.get_untracked(), Some(0));
    assert!(referee.allows(&[], &Action::KeepInitialTickets { keep: 0b1110 }));
}

#[test]
fn every_step_speaks_both_languages() {
    // As the table's module does when it loads.
    crate::i18n::register(super::texts::TEXTS);
    for step in SCRIPT.steps {
        for key in [step.text, step.hint, step.done] {
            for lang in [Lang::It, Lang::En] {
                assert_ne!(tr(lang, key), key, "{key} has no text");
            }
            assert_ne!(
                tr(Lang::It, key),
                tr(Lang::En, key),
                "{key} is not translated"
            );
        }
    }
}
