//! The coach's review of a Card Game (`bots::Reviewer`): every decision of
//! one seat, from what that seat knew.
use cardgame_engine::bots::{self, Bot, Memory, ReviewSettings, reviewer};
use cardgame_engine::determinize::Sampler;
use cardgame_engine::rng::GameRng;
use cardgame_engine::{Action, Game, GameConfig, Seat};

const QUICK: ReviewSettings = ReviewSettings {
    pick: 4,
    measure: 6,
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
        let events = g.apply(seat, &a).unwrap();
        europa_common::play::tell_every_seat(&mut seats, &events, &mut Vec::new());
        record.push((seat, a));
    }
    (config, record)
}

#[test]
fn a_card_game_review_scores_every_choice_the_seat_made_and_no_other_seats() {
    let (config, record) = medium_game(3);
    let mut r = reviewer(config.clone(), record.clone(), Seat(0), QUICK).unwrap();
    while r.step() {}
    let review = r.review();
    assert!(review.complete);
    let mut g = Game::new(config).unwrap();
    let mut choices = Vec::new();
    for (i, (seat, a)) in record.iter().enumerate() {
        if *seat == Seat(0) && g.legal_actions(*seat).len() >= 2 {
            choices.push(i as u32);
        }
        g.apply(*seat, a).unwrap();
    }
    let reviewed: Vec<u32> = review.decisions.iter().map(|d| d.index).collect();
    assert_eq!(reviewed, choices);
    for d in &review.decisions {
        assert_eq!(record[d.index as usize], (Seat(0), d.played));
        assert_eq!(d.best != d.played, d.loss > 0.0, "{d:?}");
    }
    assert!(review.line().len() > 10);
}

#[test]
fn the_card_game_review_of_a_decision_is_the_same_whatever_cards_the_seat_could_not_see() {
    let (config, record) = medium_game(4);
    let mut g = Game::new(config.clone()).unwrap();
    let mut memory = Memory::new();
    let mut at = None;
    let mut seen = 0;
    for (i, (seat, a)) in record.iter().enumerate() {
        if *seat == Seat(1) && g.legal_actions(*seat).len() >= 2 {
            seen += 1;
            if seen == 12 {
                at = Some(i);
                break;
            }
        }
        let events = g.apply(*seat, a).unwrap();
        let redacted: Vec<_> = events.iter().map(|e| e.redacted_for(Seat(1))).collect();
        memory.observe(&redacted);
    }
    let at = at.unwrap();
    let view = g.view(Seat(1));
    let other = Sampler::new(&view, &memory).sample(&mut GameRng::new(5));
    assert_eq!(other.view(Seat(1)), view);
    assert_ne!(
        other.view(Seat(0)),
        g.view(Seat(0)),
        "the hidden cards differ"
    );
    let mut r = reviewer(config, record.clone(), Seat(1), QUICK).unwrap();
    r.skip_to(at);
    assert_eq!(r.game(), &g);
    let here = r.decision(&g, at as u32, record[at].1);
    assert!(here.is_some());
    assert_eq!(here, r.decision(&other, at as u32, record[at].1));
}
