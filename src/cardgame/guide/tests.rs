//! The whole guided Card Game played on the engine, as the table plays it:
//! each step's move legal when reached, every other legal move refused by
//! the step, and the lessons as the texts tell them.

use super::script::{SCRIPT, config};
use crate::i18n::{Lang, tr};
use crate::seating::next_actor;
use crate::session::{Level, SeatKind};
use cardgame_engine::{Action, CardColor, Event, Game, Seat};

const KINDS: [SeatKind; 2] = [SeatKind::Human, SeatKind::Computer(Level::Easy)];

#[test]
fn the_guided_card_game_plays_through_on_the_engine_each_step_taking_only_its_move() {
    let Ok(mut game) = Game::new(config()) else {
        panic!("the guide's deal must set up");
    };
    let person = SCRIPT.person;
    let mut record: Vec<(Seat, Action)> = Vec::new();
    // Every event, by the person's step at the time.
    let mut events: Vec<Vec<Event>> = vec![Vec::new(); SCRIPT.steps.len()];
    let mut closing = false;
    for _ in 0..100 {
        let Some(seat) = next_actor(&game.acting_seats(), &KINDS) else {
            panic!("the game ended during the guide");
        };
        let legal = game.legal_actions(seat);
        let step = SCRIPT.step_index(&record);
        let action = if seat == person {
            let now = &SCRIPT.steps[step];
            if now.expect.is_empty() {
                closing = true;
                break;
            }
            for a in now.expect {
                assert!(
                    legal.contains(a),
                    "step {step} ({}): {a:?} is not legal",
                    now.text
                );
            }
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
            Ok(e) => events[step].extend(e),
            Err(e) => panic!("{action:?} refused: {e:?}"),
        }
        record.push((seat, action));
    }
    assert!(closing, "the guide reached its closing step");
    assert_eq!(
        SCRIPT.scripted(&record, Seat(1)),
        None,
        "the computer's script is played"
    );
    let drew = events[1].iter().find_map(|e| match e {
        Event::DrewFaceUp { card, .. } => Some(*card),
        _ => None,
    });
    assert_eq!(drew, Some(CardColor::Purple), "the purple face-up card");
    // Before the robbery step, one purple card went On the Track.
    assert!(
        events[4]
            .iter()
            .chain(&events[3])
            .any(|e| matches!(e, Event::MovedOnTrack { seat, .. } if *seat == person)),
        "a card of the purple row went On the Track"
    );
    assert!(
        events[4].iter().any(|e| matches!(e,
            Event::Robbed { thief, victim: Seat(1), color: CardColor::Black, .. } if *thief == person)),
        "three blacks rob the computer's black row"
    );
}

#[test]
fn every_step_of_the_card_game_speaks_both_languages() {
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
