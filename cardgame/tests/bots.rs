//! The computer players: legal, reproducible, and Hard's thinking in
//! slices gives the same move as thinking at once.
use cardgame_engine::bots::{self, Bot, HardBot, HardSettings, LEVELS, Thought};
use cardgame_engine::{Event, Game, GameConfig, Seat};

fn play(names: &[&str], seed: u64) -> Game {
    let mut g = Game::new(GameConfig::new(names.len() as u8, seed)).unwrap();
    let mut seats: Vec<Box<dyn Bot<Game>>> = names
        .iter()
        .enumerate()
        .map(|(i, n)| bots::by_name(n, seed + i as u64).unwrap())
        .collect();
    while !g.is_over() {
        let seat = g.acting_seats()[0];
        let legal = g.legal_actions(seat);
        let a = seats[seat.index()].choose(&g.view(seat), &legal);
        assert!(legal.contains(&a), "{} chose {a:?}", names[seat.index()]);
        let events = g.apply(seat, &a).unwrap();
        for (i, b) in seats.iter_mut().enumerate() {
            let seen: Vec<Event> = events
                .iter()
                .map(|e| e.redacted_for(Seat(i as u8)))
                .collect();
            b.observe(&seen);
        }
    }
    g
}

#[test]
fn every_bot_plays_whole_games_legally_at_every_table_size() {
    for names in [
        &["random", "greedy"][..],
        &["easy", "medium", "greedy"][..],
        &["hard", "medium", "easy", "random"][..],
    ] {
        let g = play(names, 5);
        assert!(g.final_scores().is_some());
    }
}

#[test]
fn the_same_seeds_give_the_same_game() {
    let a = play(&["hard", "medium"], 9);
    let b = play(&["hard", "medium"], 9);
    assert_eq!(a, b);
}

#[test]
fn levels_are_three_with_a_description_each() {
    assert_eq!(LEVELS.map(|l| l.key), ["easy", "medium", "hard", "expert"]);
    for l in LEVELS {
        assert!(bots::by_name(l.key, 1).is_some());
        assert!(l.description.len() > 40);
    }
    assert!(bots::by_name("nobody", 1).is_none());
}

#[test]
fn hard_decides_the_same_in_slices_as_at_once() {
    let mut g = Game::new(GameConfig::new(2, 3)).unwrap();
    for s in 0..2 {
        g.apply(
            Seat(s),
            &cardgame_engine::Action::KeepInitialTickets { keep: 3 },
        )
        .unwrap();
    }
    let seat = g.acting_seats()[0];
    let legal = g.legal_actions(seat);
    let view = g.view(seat);
    let settings = HardSettings::default();
    let mut whole = HardBot::with_settings(4, settings);
    let at_once = whole.choose(&view, &legal);
    let mut sliced = HardBot::with_settings(4, settings);
    let mut t = sliced.begin(&view, &legal);
    let mut slices = 0;
    let in_slices = loop {
        match t {
            Thought::Decided(a) => break a,
            Thought::Thinking { .. } => t = sliced.think(3),
            Thought::Idle => panic!("a decision was begun"),
        }
        slices += 1;
    };
    assert!(slices > 1);
    assert_eq!(at_once, in_slices);
}
