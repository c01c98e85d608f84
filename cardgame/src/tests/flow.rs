//! Rounds and the end (C5, C7), saves and views.
use crate::bots::{self, Bot};
use crate::{Action, Event, Game, GameConfig, GameRecord, LoadError, Phase, Seat};

/// Plays `game` with Medium at every seat until `stop` says so or it ends;
/// returns the record.
fn play_until(game: &mut Game, record: &mut GameRecord, mut stop: impl FnMut(&[Event]) -> bool) {
    let n = game.num_players();
    let mut players: Vec<Box<dyn Bot<Game>>> = (0..n)
        .map(|i| bots::by_name("medium", i as u64).unwrap())
        .collect();
    while !game.is_over() {
        let seat = game.acting_seats()[0];
        let legal = game.legal_actions(seat);
        let a = players[seat.index()].choose(&game.view(seat), &legal);
        let events = game.apply(seat, &a).unwrap();
        record.actions.push((seat, a));
        for (i, p) in players.iter_mut().enumerate() {
            let seen: Vec<Event> = events
                .iter()
                .map(|e| e.redacted_for(Seat(i as u8)))
                .collect();
            p.observe(&seen);
        }
        if stop(&events) {
            return;
        }
    }
}

#[test]
fn c7_four_players_score_twice_with_a_new_deck_and_four_cards_each() {
    let config = GameConfig::new(4, 21);
    let mut g = Game::new(config.clone()).unwrap();
    let mut record = GameRecord::new(config);
    let mut before = None;
    play_until(&mut g, &mut record, |events| {
        events
            .iter()
            .any(|e| matches!(e, Event::LastRoundStarted { .. }))
    });
    // Play the last round up to the first scoring, remembering the state before it.
    while !g.is_over() {
        let seat = g.current();
        let legal = g.legal_actions(seat);
        let snapshot = g.clone();
        let events = g.apply(seat, &legal[0]).unwrap();
        record.actions.push((seat, legal[0]));
        if events
            .iter()
            .any(|e| matches!(e, Event::FirstScoring { .. }))
        {
            before = Some((snapshot, seat, events));
            break;
        }
    }
    let (before, last, events) = before.expect("a 4-player game has a first scoring");
    assert_eq!(g.round(), 2);
    assert!(!g.is_over());
    let first = Seat((last.0 + 1) % 4);
    assert!(events.contains(&Event::SecondRoundStarted { first, dealt: 4 }));
    assert_eq!(g.current(), first, "play resumes left of the last player");
    for s in 0..4 {
        let (old, new) = (&before.players[s], &g.players[s]);
        // Hands kept, plus 4 cards; completed tickets set aside, the rest kept.
        if s == last.index() {
            // The last action itself may have been a draw.
            assert!(new.hand.total() >= old.hand.total() + 4);
        } else {
            assert_eq!(new.hand.total(), old.hand.total() + 4);
        }
        assert!(new.railyard.is_empty() && new.on_track.is_empty());
        assert_eq!(new.tickets.len() + new.completed.len(), old.tickets.len());
        assert!(
            new.first_scoring.iter().all(|r| r.points >= 0),
            "nothing subtracted yet"
        );
    }
    assert_eq!(g.all_cards().total(), 96);
    assert_eq!(g.discard_len(), 0);
    play_until(&mut g, &mut record, |_| false);
    let f = g.final_scores().unwrap();
    for p in &f.players {
        let first: i32 = p.first_scoring.iter().map(|r| r.points).sum();
        let second: i32 = p.tickets.iter().map(|r| r.points).sum();
        assert_eq!(p.ticket_points, first + second);
        assert_eq!(p.total, p.ticket_points + p.bonus_points);
    }
    // The save replays to the same end.
    let (_, replayed) = GameRecord::from_json(&record.to_json()).unwrap();
    assert_eq!(replayed, g);
}

#[test]
fn c7_two_and_three_players_end_at_the_first_scoring() {
    for players in [2, 3] {
        let config = GameConfig::new(players, 5);
        let mut g = Game::new(config.clone()).unwrap();
        let mut record = GameRecord::new(config);
        let mut scorings = 0;
        play_until(&mut g, &mut record, |events| {
            scorings += events
                .iter()
                .filter(|e| matches!(e, Event::FirstScoring { .. }))
                .count();
            false
        });
        assert!(g.is_over());
        assert_eq!(scorings, 0);
        assert_eq!(g.round(), 1);
        assert_eq!(g.deck_len(), 0, "the game ends when the deck has run out");
    }
}

#[test]
fn saves_replay_and_bad_saves_are_refused_without_panicking() {
    let config = GameConfig::new(2, 9);
    let mut g = Game::new(config.clone()).unwrap();
    let mut record = GameRecord::new(config);
    play_until(&mut g, &mut record, |_| false);
    let json = record.to_json();
    let (_, replayed) = GameRecord::from_json(&json).unwrap();
    assert_eq!(replayed, g);
    assert!(matches!(
        GameRecord::from_json("{nonsense"),
        Err(LoadError::Malformed { .. })
    ));
    let future = json.replacen("\"format_version\":1", "\"format_version\":99", 1);
    assert!(matches!(
        GameRecord::from_json(&future),
        Err(LoadError::Version { found: 99, .. })
    ));
    let mut bad = record.clone();
    bad.actions.insert(3, (Seat(1), Action::Pass));
    assert!(matches!(
        bad.replay(),
        Err(LoadError::IllegalAction { index: 3, .. })
    ));
    let mut bad = record.clone();
    bad.config.players = 9;
    assert!(matches!(bad.replay(), Err(LoadError::Config(_))));
    // Cut anywhere, a save still loads.
    for cut in [0, 1, 7, record.actions.len() / 2] {
        let mut short = record.clone();
        short.actions.truncate(cut);
        assert!(short.replay().is_ok());
    }
}

#[test]
fn the_view_shows_one_seat_its_own_secrets_only() {
    let g = super::started(3, 2);
    let v = g.view(Seat(1));
    assert_eq!(v.me.hand, g.players[1].hand);
    assert_eq!(v.me.tickets, g.players[1].tickets);
    assert_eq!(v.seats.len(), 3);
    assert_eq!(v.seats[0].cards, g.players[0].hand.total());
    assert_eq!(v.deck as usize, g.deck_len());
    assert_eq!(v.phase, Phase::Playing);
    assert_eq!(v.round, 1);
    assert_eq!(v.big_cities.len(), 6);
    assert!(v.big_cities.iter().all(|b| b.winners.is_empty()));
    let json = serde_json::to_string(&v).unwrap();
    for t in &g.players[0].tickets {
        assert!(!v.me.tickets.contains(t) || g.players[1].tickets.contains(t));
    }
    assert!(!json.is_empty());
}
