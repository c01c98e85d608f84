//! Computer players: they only ever play legal moves, the search level beats
//! chance every time, and the games it imagines look, from its seat, exactly
//! like the real one.
use europa_engine::bots::{self, Bot, HardBot, HardSettings, LEVELS, Thought};
use europa_engine::determinize::{History, Sampler};
use europa_engine::rng::GameRng;
use europa_engine::{Action, Event, Game, GameConfig, PlayerView, Seat, VariantId};

/// A cheap Hard for tests that play many games: the same search, fewer rollouts.
fn quick_hard(seed: u64) -> Box<dyn Bot<Game>> {
    Box::new(HardBot::with_settings(
        seed,
        HardSettings {
            rollouts: 12,
            candidates: 3,
            ..HardSettings::default()
        },
    ))
}

fn make(name: &str, seed: u64) -> Box<dyn Bot<Game>> {
    if name == "hard" {
        return quick_hard(seed);
    }
    match bots::by_name(name, seed) {
        Some(b) => b,
        None => panic!("no bot named {name}"),
    }
}

/// Plays `game` to the end with `seats`, feeding every bot the events as
/// its seat sees them. `look` sees each decision before it is applied.
fn play(
    game: &mut Game,
    seats: &mut [Box<dyn Bot<Game>>],
    mut look: impl FnMut(&Game, Seat, &PlayerView, &[Action], &Action),
) {
    let mut guard = 0;
    while !game.is_over() {
        guard += 1;
        assert!(guard < 5000, "game does not end");
        let seat = game.acting_seats()[0];
        let legal = game.legal_actions(seat);
        let view = game.view(seat);
        let action = seats[seat.index()].choose(&view, &legal);
        look(game, seat, &view, &legal, &action);
        let events = game.apply(seat, &action).expect("a listed action applies");
        for (s, bot) in seats.iter_mut().enumerate() {
            let seen: Vec<Event> = events
                .iter()
                .map(|e| e.redacted_for(Seat(s as u8)))
                .collect();
            bot.observe(&seen);
        }
    }
}

#[test]
fn every_bot_only_chooses_legal_actions() {
    // Expert is Hard's code with more rollouts: Hard stands for it here.
    let names: Vec<&str> = bots::BOT_NAMES
        .iter()
        .copied()
        .filter(|n| *n != "expert")
        .collect();
    let mut games = 0;
    for (b, name) in names.iter().enumerate() {
        let rounds = if *name == "hard" { 12 } else { 50 };
        for g in 0..rounds {
            let players = 2 + (g % 4) as u8;
            let variant = VariantId::ALL[g % VariantId::ALL.len()];
            let seed = 1000 * b as u64 + g as u64;
            // Every variant with and without Warehouses & Depots.
            let config = GameConfig {
                variant,
                depots: (g / VariantId::ALL.len()) % 2 == 1,
                ..GameConfig::new(players, seed)
            };
            let mut game = Game::new(config).expect("valid config");
            // The bot under test at a rotating seat, the others from the list.
            let under_test = g % players as usize;
            let mut seats: Vec<Box<dyn Bot<Game>>> = (0..players as usize)
                .map(|s| {
                    let other = names[(b + s + g) % names.len()];
                    let other = if other == "hard" { "medium" } else { other };
                    make(if s == under_test { name } else { other }, seed ^ s as u64)
                })
                .collect();
            play(&mut game, &mut seats, |_, seat, _, legal, action| {
                assert!(
                    legal.contains(action),
                    "{name} at seat {} chose {action:?}, not among {} legal actions",
                    seat.0,
                    legal.len()
                );
            });
            assert!(game.final_scores().is_some());
            games += 1;
        }
    }
    assert!(games > 100);
}

/// One game of the full-strength Hard against Random; the winners.
fn hard_against_random(g: u64) -> (usize, Vec<Seat>) {
    let mut game = Game::new(GameConfig::new(2, 7000 + g)).expect("valid config");
    let hard_seat = (g % 2) as usize;
    let mut seats: Vec<Box<dyn Bot<Game>>> = (0..2)
        .map(|s| {
            if s == hard_seat {
                Box::new(HardBot::new(g)) as Box<dyn Bot<Game>>
            } else {
                make("random", g)
            }
        })
        .collect();
    play(&mut game, &mut seats, |_, _, _, _, _| {});
    let winners = game.final_scores().expect("game over").winners.clone();
    (hard_seat, winners)
}

#[test]
fn hard_beats_random_in_every_one_of_50_games() {
    // Two threads: CI has two cores, and Hard at full strength takes about
    // a second a game.
    let results: Vec<(u64, usize, Vec<Seat>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2u64)
            .map(|w| {
                scope.spawn(move || {
                    (0..50u64)
                        .filter(|g| g % 2 == w)
                        .map(|g| {
                            let (seat, winners) = hard_against_random(g);
                            (g, seat, winners)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("worker finished"))
            .collect()
    });
    assert_eq!(results.len(), 50);
    for (g, seat, winners) in results {
        assert_eq!(
            winners,
            vec![Seat(seat as u8)],
            "game {g}: hard did not win alone"
        );
    }
}

#[test]
fn a_sampled_game_looks_exactly_like_the_real_one_to_its_seat() {
    let mut checked = 0;
    // Every variant, without then with Warehouses & Depots (whose contents
    // are hidden from every seat, so sampled like the deck).
    let n = VariantId::ALL.len() as u64;
    for g in 0..2 * n {
        let players = 2 + (g % 4) as u8;
        let variant = VariantId::ALL[(g % n) as usize];
        let config = GameConfig {
            variant,
            depots: g >= n,
            ..GameConfig::new(players, 300 + g)
        };
        let mut game = Game::new(config).expect("valid config");
        let mut seats: Vec<Box<dyn Bot<Game>>> = (0..players)
            .map(|s| {
                make(
                    ["medium", "hungry", "onestep"][s as usize % 3],
                    g + s as u64,
                )
            })
            .collect();
        let watcher = Seat((g % players as u64) as u8);
        let mut history = History::new();
        let mut rng = GameRng::new(g);
        let mut decision = 0;
        while !game.is_over() {
            let seat = game.acting_seats()[0];
            let legal = game.legal_actions(seat);
            let view = game.view(seat);
            let action = seats[seat.index()].choose(&view, &legal);
            if seat == watcher && decision % 3 == 0 {
                history.sync(&view);
                let sampler = Sampler::new(&view, &history);
                for _ in 0..2 {
                    let s = sampler.sample(&mut rng).expect("a game");
                    assert_eq!(s.view(watcher), view, "game {g}: the view differs");
                    assert_eq!(s.legal_actions(watcher), legal, "game {g}: moves differ");
                    assert_eq!(s.card_census(), game.card_census(), "game {g}: cards");
                    assert_eq!(s.ticket_census(), game.ticket_census(), "game {g}: tickets");
                    checked += 1;
                }
            }
            if seat == watcher {
                decision += 1;
            }
            let events = game.apply(seat, &action).expect("legal");
            let seen: Vec<Event> = events.iter().map(|e| e.redacted_for(watcher)).collect();
            history.observe(&seen);
            for (s, bot) in seats.iter_mut().enumerate() {
                let seen: Vec<Event> = events
                    .iter()
                    .map(|e| e.redacted_for(Seat(s as u8)))
                    .collect();
                bot.observe(&seen);
            }
        }
    }
    assert!(checked > 150, "only {checked} samples checked");
}

#[test]
fn hard_decides_the_same_in_games_its_seat_cannot_tell_apart() {
    // Two games that differ only in what seat 0 cannot see (other hands,
    // other tickets, deck order): Hard, seeing the same history, must choose
    // the same — it has nothing else to go on.
    let mut game = Game::new(GameConfig::new(3, 77)).expect("valid config");
    let mut seats: Vec<Box<dyn Bot<Game>>> = (0..3).map(|s| make("medium", s)).collect();
    let mut seen = Vec::new();
    let mut turns = 0;
    while turns < 30 || game.acting_seats() != vec![Seat(0)] {
        let seat = game.acting_seats()[0];
        let legal = game.legal_actions(seat);
        let action = seats[seat.index()].choose(&game.view(seat), &legal);
        let events = game.apply(seat, &action).expect("legal");
        seen.extend(events.iter().map(|e| e.redacted_for(Seat(0))));
        turns += 1;
    }
    let view = game.view(Seat(0));
    let mut history = History::new();
    history.observe(&seen);
    history.sync(&view);
    let sampler = Sampler::new(&view, &history);
    let mut rng = GameRng::new(5);
    let choices: Vec<Action> = (0..2)
        .map(|_| {
            let other = sampler.sample(&mut rng).expect("a game");
            assert_eq!(other.view(Seat(0)), view);
            let mut bot = quick_hard(9);
            bot.observe(&seen);
            bot.choose(&other.view(Seat(0)), &other.legal_actions(Seat(0)))
        })
        .collect();
    assert_eq!(choices[0], choices[1]);
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let run = || {
        let mut game = Game::new(GameConfig::new(3, 42)).expect("valid config");
        let mut seats: Vec<Box<dyn Bot<Game>>> =
            vec![quick_hard(1), make("medium", 2), make("easy", 3)];
        let mut moves = Vec::new();
        play(&mut game, &mut seats, |_, seat, _, _, a| {
            moves.push((seat, *a))
        });
        moves
    };
    assert_eq!(run(), run());
}

#[test]
fn every_level_is_a_bot_with_a_description() {
    for level in LEVELS {
        assert!(bots::by_name(level.key, 0).is_some(), "{}", level.key);
        assert!(!level.description.is_empty());
    }
    for name in ["onestep", "hungry", "path", "longroute", "random"] {
        assert!(bots::by_name(name, 0).is_some(), "{name}");
    }
}

#[test]
fn hard_chooses_the_same_however_its_thinking_is_sliced() {
    // The browser thinks in slices between paints: the same bot thinking in
    // small slices must play exactly the game it plays thinking at once.
    let settings = HardSettings {
        rollouts: 60,
        candidates: 5,
        ..HardSettings::default()
    };
    let mut whole = HardBot::with_settings(4, settings);
    let mut sliced = HardBot::with_settings(4, settings);
    let mut game = Game::new(GameConfig::new(3, 19)).expect("valid config");
    let mut others: Vec<Box<dyn Bot<Game>>> = vec![make("medium", 1), make("onestep", 2)];
    let mut searched = 0;
    while !game.is_over() {
        let seat = game.acting_seats()[0];
        let legal = game.legal_actions(seat);
        let view = game.view(seat);
        let action = if seat == Seat(0) {
            let at_once = whole.choose(&view, &legal);
            let mut thought = sliced.begin(&view, &legal);
            let mut last = 0;
            let mut slices = 0;
            let in_slices = loop {
                match thought {
                    Thought::Decided(a) => break a,
                    Thought::Thinking { percent } => {
                        assert!(
                            percent >= last && percent < 100,
                            "progress {last} -> {percent}"
                        );
                        last = percent;
                        slices += 1;
                        // Slices of every size, down to one rollout.
                        thought = sliced.think(1 + slices % 7);
                    }
                    Thought::Idle => panic!("a begun decision went idle"),
                }
            };
            if slices > 1 {
                searched += 1;
            }
            assert_eq!(in_slices, at_once, "turn {}", game.turns());
            assert_eq!(sliced.think(7), Thought::Idle, "a given decision is over");
            at_once
        } else {
            others[seat.index() - 1].choose(&view, &legal)
        };
        let events = game.apply(seat, &action).expect("legal");
        let seen: Vec<Event> = events.iter().map(|e| e.redacted_for(Seat(0))).collect();
        whole.observe(&seen);
        sliced.observe(&seen);
        for (i, bot) in others.iter_mut().enumerate() {
            let seen: Vec<Event> = events
                .iter()
                .map(|e| e.redacted_for(Seat(i as u8 + 1)))
                .collect();
            bot.observe(&seen);
        }
    }
    assert!(
        searched > 10,
        "only {searched} decisions were searched in slices"
    );
}

/// What Hard's rollouts expected of a position (read by
/// `lab/src/bin/rollout_calibration.rs`): against Random, whom Hard beats by
/// far more than 60 points, the expectation of a searched turn start stays
/// in the reward's range and ends near the lone win by 60 or more that
/// `final_reward` gives the finished game.
#[test]
fn hards_expectation_foresees_a_rout_of_random() {
    let mut game = Game::new(GameConfig::new(2, 7100)).expect("valid config");
    let mut hard = HardBot::with_settings(
        1,
        HardSettings {
            rollouts: 48,
            ..HardSettings::default()
        },
    );
    let mut random = bots::by_name("random", 1).expect("random");
    let mut expected = Vec::new();
    while !game.is_over() {
        assert!(expected.len() < 1000, "game does not end");
        let seat = game.acting_seats()[0];
        let legal = game.legal_actions(seat);
        let view = game.view(seat);
        let action = if seat == Seat(0) {
            let a = hard.choose(&view, &legal);
            if let Some(e) = hard.expected() {
                expected.push(e);
            }
            a
        } else {
            random.choose(&view, &legal)
        };
        let events = game.apply(seat, &action).expect("a listed action applies");
        for (s, bot) in [&mut hard as &mut dyn Bot<Game>, random.as_mut()]
            .into_iter()
            .enumerate()
        {
            let seen: Vec<Event> = events
                .iter()
                .map(|e| e.redacted_for(Seat(s as u8)))
                .collect();
            bot.observe(&seen);
        }
    }
    assert_eq!(bots::final_reward(&game, Seat(0)), 2.0);
    assert!(expected.len() > 10, "{} searched decisions", expected.len());
    assert!(
        expected.iter().all(|e| (-1.0..=2.0).contains(e)),
        "{expected:?}"
    );
    let last = &expected[expected.len() - 5..];
    assert!(last.iter().all(|&e| e > 1.5), "{last:?}");
}

/// The arena builds no events for bots that say they read none
/// (`Bot::observes`), so such a bot must play the same game shown no event.
#[test]
fn bots_that_read_no_events_play_the_same_games_shown_none() {
    for name in bots::BOT_NAMES {
        if make(name, 0).observes() {
            continue;
        }
        for g in 0..6u64 {
            let config = GameConfig {
                variant: VariantId::ALL[g as usize % VariantId::ALL.len()],
                depots: g % 3 == 2,
                ..GameConfig::new(2 + (g % 3) as u8, 40 + g)
            };
            let moves = |told: bool| {
                let mut game = Game::new(config.clone()).expect("valid config");
                let players = game.num_players();
                let mut seats: Vec<Box<dyn Bot<Game>>> =
                    (0..players).map(|s| make(name, g ^ s as u64)).collect();
                let mut moves = Vec::new();
                while let Some(seat) = game.first_acting_seat() {
                    let legal = game.legal_actions(seat);
                    let action = seats[seat.index()].choose(&game.view(seat), &legal);
                    moves.push(action);
                    let events = game.apply(seat, &action).expect("a listed action applies");
                    if told {
                        // Told directly: `tell_every_seat` skips such bots.
                        for (s, bot) in seats.iter_mut().enumerate() {
                            let seen: Vec<Event> = events
                                .iter()
                                .map(|e| e.redacted_for(Seat(s as u8)))
                                .collect();
                            bot.observe(&seen);
                        }
                    }
                }
                moves
            };
            assert_eq!(moves(true), moves(false), "{name}, game {g}");
        }
    }
}
