//! The review's costliest choices in sentences, in the game's words, with
//! where each was made and the better move to draw there.
use super::AnyReview;
use crate::i18n::{Lang, count, fill, tr};
use crate::session::AnySave;

/// One costly choice, in words: its sentence and where it was made.
pub(super) struct Said {
    pub index: u32,
    pub sentence: String,
    /// Europe's better move, drawn on the map at that position.
    pub better: Option<europa_engine::Action>,
    /// What kind of move the better one is, for the page's tests.
    pub kind: &'static str,
}

/// The three costliest choices, each a sentence, in the game's words.
pub(super) fn costliest(lang: Lang, save: &AnySave, review: &AnyReview) -> Vec<Said> {
    let points = |loss: f32| count(lang, "review_points", loss.round().max(1.0) as u32, &[]);
    let sentence = |turn: u32, played: String, left: String, best: String, loss: f32| {
        if turn == 0 {
            fill(
                tr(lang, "review_setup_sentence"),
                &[&played, &best, &points(loss)],
            )
        } else {
            fill(
                tr(lang, "review_sentence"),
                &[&turn.to_string(), &played, &left, &best, &points(loss)],
            )
        }
    };
    match (save, review) {
        (AnySave::Europe(s), AnyReview::Europe(r)) => r
            .costliest(3)
            .into_iter()
            .map(|d| {
                let seat = europa_engine::Seat(r.seat);
                let game = position::<europa_engine::Game>(&s.record, d.index);
                let say = |a| {
                    game.as_ref().map_or_else(String::new, |g| {
                        crate::europe::review_words::move_words(lang, g, seat, a)
                    })
                };
                let left = count(lang, "review_trains_left", u32::from(d.left), &[]);
                let kind = match d.best {
                    europa_engine::Action::ClaimRoute { .. } => "claim",
                    europa_engine::Action::DrawFaceUp { .. } => "face-up",
                    europa_engine::Action::BuildStation { .. } => "station",
                    _ => "other",
                };
                Said {
                    index: d.index,
                    sentence: sentence(d.turn, say(&d.played), left, say(&d.best), d.loss),
                    better: Some(d.best),
                    kind,
                }
            })
            .collect(),
        (AnySave::CardGame(s), AnyReview::CardGame(r)) => r
            .costliest(3)
            .into_iter()
            .map(|d| {
                let seat = cardgame_engine::Seat(r.seat);
                let game = position::<cardgame_engine::Game>(&s.record, d.index);
                let say = |a| {
                    game.as_ref().map_or_else(String::new, |g| {
                        crate::cardgame::review_words::move_words(lang, g, seat, a)
                    })
                };
                let left = count(lang, "review_deck_left", u32::from(d.left), &[]);
                Said {
                    index: d.index,
                    sentence: sentence(d.turn, say(&d.played), left, say(&d.best), d.loss),
                    better: None,
                    kind: "other",
                }
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The game as it stood before move `index` of `record`.
fn position<G: europa_common::save::Replay>(
    record: &europa_common::save::Record<G>,
    index: u32,
) -> Option<G> {
    let mut game = G::from_config(record.config.clone()).ok()?;
    for (seat, action) in record.actions.iter().take(index as usize) {
        game.apply(*seat, action).ok()?;
    }
    Some(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{SavedGame, SeatKind, SeatSetup};
    use europa_common::review::{Decision, MoveKind, Review};
    use europa_engine::{Action, GameConfig, Seat};

    /// A game's first moves and a review naming two costly choices.
    fn reviewed() -> (AnySave, AnyReview) {
        let seats = ["Ada", "Bot"]
            .map(|n| SeatSetup {
                name: n.into(),
                kind: SeatKind::Human,
            })
            .to_vec();
        let mut save = SavedGame::new("r".into(), 1.0, seats, GameConfig::new(2, 5));
        let mut game = save.record.replay().unwrap();
        // Both keep their first offer whole, then seat 0 draws blind.
        for seat in [Seat(0), Seat(1)] {
            let a = game.legal_actions(seat)[0];
            game.apply(seat, &a).unwrap();
            save.record.actions.push((seat, a));
        }
        let mut r = Review::new(0);
        let keep = save.record.actions[0].1;
        r.decisions.push(Decision {
            index: 0,
            turn: 0,
            kind: MoveKind::Tickets,
            played: keep,
            best: keep,
            expected: 3.0,
            loss: 1.2,
            left: 45,
        });
        r.decisions.push(Decision {
            index: 2,
            turn: 1,
            kind: MoveKind::Draw,
            played: Action::DrawBlind,
            best: Action::DrawTickets,
            expected: -4.0,
            loss: 12.4,
            left: 1,
        });
        (AnySave::Europe(save), AnyReview::Europe(r))
    }

    #[test]
    fn the_costliest_choices_are_told_in_both_languages_with_their_plurals() {
        let (save, review) = reviewed();
        let en = costliest(Lang::En, &save, &review);
        assert_eq!(en.len(), 2);
        assert_eq!(
            en[0].sentence,
            "Turn 1: drawing from the deck with 1 train left; drawing tickets was worth about 12 points more."
        );
        assert!(
            en[1].sentence.starts_with("At the set-up: keeping "),
            "{}",
            en[1].sentence
        );
        assert!(
            en[1].sentence.ends_with(" was worth about 1 point more."),
            "{}",
            en[1].sentence
        );
        assert_eq!(
            (en[0].index, en[0].kind, en[0].better),
            (2, "other", Some(Action::DrawTickets))
        );
        let it = costliest(Lang::It, &save, &review);
        assert_eq!(
            it[0].sentence,
            "Turno 1: pescare dal mazzo con 1 vagone rimasto; pescare biglietti valeva circa 12 punti in più."
        );
        assert!(
            it[1].sentence.ends_with(" valeva circa 1 punto in più."),
            "{}",
            it[1].sentence
        );
    }
}
