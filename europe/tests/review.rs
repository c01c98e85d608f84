//! The coach's review (`bots::Reviewer`): every decision of one seat, from
//! what that seat knew.
use europa_engine::bots::{self, Bot, ReviewSettings, reviewer};
use europa_engine::determinize::{History, Sampler};
use europa_engine::rng::GameRng;
use europa_engine::{Action, Game, GameConfig, Seat};

const QUICK: ReviewSettings = ReviewSettings {
    pick: 6,
    measure: 8,
};

/// A whole 2-player game between two Medium players, as its record.
fn medium_game(seed: u64) -> (GameConfig, Vec<(Seat, Action)>) {
    let config = GameConfig::new(2, seed);
    let mut g = Game::new(config.clone()).unwrap();
    let mut seats: Vec<Box<dyn Bot<Game>>> = (0..2)
        .map(|s| bots::by_name("medium", seed + s).unwrap())
        .collect();
    let mut record = Vec::new();
    while !g.is_over() {
        let seat = g.acting_seats()[0];
        let a = seats[seat.index()].choose(&g.view(seat), &g.legal_actions(seat));
        g.apply(seat, &a).unwrap();
        record.push((seat, a));
    }
    (config, record)
}

#[test]
fn a_review_scores_every_choice_the_seat_made_and_no_other_seats() {
    let (config, record) = medium_game(5);
    let mut r = reviewer(config.clone(), record.clone(), Seat(1), QUICK).unwrap();
    let mut steps = 0;
    while r.step() {
        steps += 1;
        assert!(r.progress() <= 100);
    }
    let review = r.review();
    assert!(review.complete);
    assert_eq!(review.decisions.len(), steps);
    // Every move of seat 1 with a choice to make, and only those.
    let mut g = Game::new(config).unwrap();
    let mut choices = Vec::new();
    for (i, (seat, a)) in record.iter().enumerate() {
        if *seat == Seat(1) && g.legal_actions(*seat).len() >= 2 {
            choices.push(i as u32);
        }
        g.apply(*seat, a).unwrap();
    }
    let reviewed: Vec<u32> = review.decisions.iter().map(|d| d.index).collect();
    assert_eq!(reviewed, choices);
    for d in &review.decisions {
        assert_eq!(record[d.index as usize], (Seat(1), d.played));
        assert!(d.loss >= 0.0);
        // A better move is named exactly when points were lost.
        assert_eq!(d.best != d.played, d.loss > 0.0, "{d:?}");
    }
    assert!(review.line().len() > 10);
    assert!(review.decisions.iter().any(|d| d.loss > 0.0));
}

#[test]
fn the_review_of_a_decision_is_the_same_whatever_cards_the_seat_could_not_see() {
    let (config, record) = medium_game(8);
    // Seat 0's tenth choice.
    let mut g = Game::new(config.clone()).unwrap();
    let mut history = History::new();
    let mut at = None;
    let mut seen = 0;
    for (i, (seat, a)) in record.iter().enumerate() {
        if *seat == Seat(0) && g.legal_actions(*seat).len() >= 2 {
            seen += 1;
            if seen == 10 {
                at = Some(i);
                break;
            }
        }
        let events = g.apply(*seat, a).unwrap();
        let redacted: Vec<_> = events.iter().map(|e| e.redacted_for(Seat(0))).collect();
        history.observe(&redacted);
    }
    let at = at.unwrap();
    let played = record[at].1;
    // Another game the seat could be in: the opponent's hand, its tickets
    // and the deck dealt anew, consistent with all the seat has seen.
    let view = g.view(Seat(0));
    history.sync(&view);
    let other = Sampler::new(&view, &history)
        .sample(&mut GameRng::new(77))
        .unwrap();
    assert_eq!(other.view(Seat(0)), view);
    assert_ne!(
        other.view(Seat(1)),
        g.view(Seat(1)),
        "the hidden cards differ"
    );
    let mut r = reviewer(config, record, Seat(0), QUICK).unwrap();
    r.skip_to(at);
    assert_eq!(r.game(), &g);
    let here = r.decision(&g, at as u32, played);
    let there = r.decision(&other, at as u32, played);
    assert!(here.is_some());
    assert_eq!(here, there);
}

#[test]
fn a_review_of_a_seat_not_at_the_table_is_refused_with_a_reason() {
    let (config, record) = medium_game(1);
    let e = reviewer(config, record, Seat(2), QUICK).err().unwrap();
    assert_eq!(e.to_string(), "There is no player 3 in this game of 2.");
}
