use super::*;

fn europe_request(
    players: u8,
    seed: u64,
    levels: Vec<Option<Level>>,
    actions: Vec<(europa_engine::Seat, europa_engine::Action)>,
    seat: u8,
) -> Request {
    let mut record =
        Record::<europa_engine::Game>::new(europa_engine::GameConfig::new(players, seed));
    record.actions = actions;
    Request::Europe {
        record,
        levels,
        seat: europa_engine::Seat(seat),
    }
}

/// Plays a whole Europe game: seat 0 takes the first legal action, seat 1
/// is the computer at `level`, asked through `decide` from the record alone.
fn play_europe(level: Level, seed: u64) -> (europa_engine::Game, usize) {
    play_europe_against(
        level,
        seed,
        |game, seat| game.legal_actions(seat)[0],
        |_, _, _| {},
    )
}

/// The same, with seat 0 played by `first` and `watch` shown each move and
/// the game after it.
fn play_europe_against(
    level: Level,
    seed: u64,
    mut first: impl FnMut(&europa_engine::Game, europa_engine::Seat) -> europa_engine::Action,
    mut watch: impl FnMut(&europa_engine::Game, europa_engine::Seat, &europa_engine::Action),
) -> (europa_engine::Game, usize) {
    let config = europa_engine::GameConfig::new(2, seed);
    let mut game = europa_engine::Game::new(config.clone()).unwrap();
    let mut record = Record::<europa_engine::Game>::new(config);
    let mut asked = 0;
    while !game.is_over() && record.actions.len() < 2_000 {
        let seat = game.acting_seats()[0];
        let action = if seat.0 == 1 {
            asked += 1;
            let request = Request::Europe {
                record: record.clone(),
                levels: vec![None, Some(level)],
                seat,
            };
            match decide(&request, &mut |_| {}) {
                Ok(Answer::Europe(a)) => a,
                other => panic!("no Europe answer: {other:?}"),
            }
        } else {
            first(&game, seat)
        };
        game.apply(seat, &action)
            .expect("the computer's answer is legal");
        record.actions.push((seat, action));
        watch(&game, seat, &action);
    }
    (game, asked)
}

#[test]
fn a_computer_asked_from_the_record_alone_plays_a_whole_europe_game_legally() {
    let (game, asked) = play_europe(Level::Medium, 5);
    assert!(game.is_over(), "the game ends");
    assert!(asked > 20, "the computer made {asked} decisions");
}

#[test]
fn hard_reports_progress_and_decides_the_same_however_often_asked() {
    // After the set-up ticket choices, on Hard's first turn of play.
    let config = europa_engine::GameConfig::new(2, 9);
    let mut game = europa_engine::Game::new(config).unwrap();
    let mut actions = Vec::new();
    while game.acting_seats().len() > 1 || game.acting_seats()[0].0 != 1 {
        let seat = game.acting_seats()[0];
        let a = game.legal_actions(seat)[0];
        game.apply(seat, &a).unwrap();
        actions.push((seat, a));
    }
    let request = europe_request(2, 9, vec![None, Some(Level::Hard)], actions, 1);
    let mut reports = Vec::new();
    let first = decide(&request, &mut |p| reports.push(p)).unwrap();
    assert!(!reports.is_empty(), "a long decision says how far it is");
    assert!(reports.windows(2).all(|w| w[0] <= w[1]) && reports.iter().all(|p| *p <= 100));
    let again = decide(&request, &mut |_| {}).unwrap();
    assert_eq!(first, again, "the decision depends on the game so far only");
    let Answer::Europe(action) = first else {
        panic!("a Europe answer")
    };
    assert!(game.legal_actions(europa_engine::Seat(1)).contains(&action));
}

#[test]
fn a_person_a_bad_record_and_garbled_bytes_are_refused_not_panicked_on() {
    let person = europe_request(2, 1, vec![Some(Level::Easy), None], Vec::new(), 1);
    assert_eq!(decide(&person, &mut |_| {}), Err(Failure::NotAComputer));
    let out_of_range = europe_request(2, 1, vec![Some(Level::Easy), None], Vec::new(), 7);
    assert_eq!(
        decide(&out_of_range, &mut |_| {}),
        Err(Failure::NotAComputer)
    );
    let illegal = europe_request(
        2,
        1,
        vec![Some(Level::Easy), Some(Level::Easy)],
        vec![(europa_engine::Seat(0), europa_engine::Action::DrawBlind)],
        0,
    );
    assert_eq!(
        decide(&illegal, &mut |_| {}),
        Err(Failure::Replay { index: Some(0) })
    );
    let bad_config = europe_request(9, 1, vec![Some(Level::Easy)], Vec::new(), 0);
    assert_eq!(
        decide(&bad_config, &mut |_| {}),
        Err(Failure::Replay { index: None })
    );

    let mut sent = Vec::new();
    answer(b"not a request", &mut |m| sent.push(m));
    assert_eq!(
        sent,
        vec![FromWorker::Failed {
            token: 0,
            failure: Failure::Garbled
        }]
    );
}

#[test]
fn the_worker_answers_with_the_token_it_was_given() {
    let request = europe_request(
        2,
        3,
        vec![Some(Level::Easy), Some(Level::Easy)],
        Vec::new(),
        0,
    );
    let bytes = ToWorker { token: 42, request }.to_bytes();
    let mut sent = Vec::new();
    answer(&bytes, &mut |m| sent.push(m));
    let last = sent
        .last()
        .cloned()
        .and_then(|m| FromWorker::from_bytes(&m.to_bytes()));
    assert!(
        matches!(
            last,
            Some(FromWorker::Decided {
                token: 42,
                answer: Answer::Europe(_)
            })
        ),
        "{last:?}"
    );
}

#[test]
fn a_computer_asked_from_the_record_alone_plays_a_whole_card_game_legally() {
    for level in Level::ALL {
        let config = cardgame_engine::GameConfig::new(2, 11);
        let mut game = cardgame_engine::Game::new(config.clone()).unwrap();
        let mut record = Record::<cardgame_engine::Game>::new(config);
        while !game.is_over() && record.actions.len() < 2_000 {
            let seat = game.acting_seats()[0];
            let action = if seat.0 == 0 {
                let request = Request::CardGame {
                    record: record.clone(),
                    levels: vec![Some(level), None],
                    seat,
                };
                match decide(&request, &mut |_| {}) {
                    Ok(Answer::CardGame(a)) => a,
                    other => panic!("no Card Game answer: {other:?}"),
                }
            } else {
                game.legal_actions(seat)[0]
            };
            game.apply(seat, &action)
                .expect("the computer's answer is legal");
            record.actions.push((seat, action));
        }
        assert!(game.is_over(), "{level:?}: the game ends");
    }
}

#[test]
fn a_warm_up_gets_no_answer_and_the_next_decision_is_answered_as_usual() {
    let mut sent = Vec::new();
    let warm = ToWorker {
        token: 7,
        request: Request::WarmUp,
    };
    answer(&warm.to_bytes(), &mut |m| sent.push(m));
    assert!(sent.is_empty(), "the page waits for no answer: {sent:?}");
    let ask = ToWorker {
        token: 8,
        request: europe_request(2, 3, vec![None, Some(Level::Medium)], vec![], 1),
    };
    answer(&ask.to_bytes(), &mut |m| sent.push(m));
    assert!(matches!(
        sent.last(),
        Some(FromWorker::Decided { token: 8, .. })
    ));
}

/// Easy draws blind instead of claiming now and then (30 % of its claims
/// while every other player has trains to spare). Asked one decision at a
/// time, a bot made afresh with the same seed at every turn drew the same
/// first number each time: in about a third of games Easy never claimed
/// while its opponent kept the deck going, and held 60 cards and more.
/// Each decision now has a seed of its own.
#[test]
fn easy_dawdles_now_and_then_not_at_every_turn() {
    use europa_common::Bot;
    for seed in 0..12 {
        // Seat 0 is Medium, played as the arena plays it: one bot all game.
        let mut medium = europa_engine::bots::MediumBot::new(seed);
        let mut most = 0;
        let (game, asked) = play_europe_against(
            Level::Easy,
            seed,
            |game, seat| medium.choose(&game.view(seat), &game.legal_actions(seat)),
            |game, _, _| most = most.max(game.players()[1].hand.total()),
        );
        let easy = &game.players()[1];
        assert!(
            most < 40,
            "seed {seed}: Easy held {most} cards at once in {asked} decisions"
        );
        assert!(
            easy.trains <= 15,
            "seed {seed}: Easy placed only {} of its 45 trains",
            45 - easy.trains
        );
    }
}

/// Declining a tunnel gives the cards back, so the same hand sees the same
/// route next turn: a bot remembers what it declined with which hand and
/// does not try it again until its hand has changed. Asked one decision at
/// a time, the bot must remember it too, or a computer tries and declines
/// the same tunnel turn after turn.
#[test]
fn a_computer_does_not_retry_a_tunnel_it_declined_with_the_same_hand() {
    use europa_common::Bot;
    use europa_engine::{Action, Seat};
    let (mut declines, mut retries) = (0, 0);
    for level in [Level::Easy, Level::Medium] {
        for seed in 0..24 {
            let mut medium = europa_engine::bots::MediumBot::new(seed);
            // The computer's tunnel attempt under way, and the last one it
            // declined: the route and the hand it held before paying.
            let (mut attempt, mut declined) = (None, None);
            play_europe_against(
                level,
                seed,
                |game, seat| medium.choose(&game.view(seat), &game.legal_actions(seat)),
                |game, seat, action| {
                    if seat != Seat(1) {
                        return;
                    }
                    match action {
                        Action::ClaimRoute { .. } => {
                            let view = game.view(seat);
                            attempt = view.tunnel.map(|t| {
                                let mut hand = view.me.hand;
                                hand.add_all(&t.paid);
                                (t.route, hand)
                            });
                            let same = |(a, h): (europa_engine::RouteId, _), (b, g)| {
                                h == g && (a == b || a.route().double_of == Some(b))
                            };
                            if let (Some(now), Some(before)) = (attempt, declined)
                                && same(now, before)
                            {
                                retries += 1;
                            }
                        }
                        Action::DeclineTunnel => {
                            declines += 1;
                            declined = attempt;
                        }
                        _ => {}
                    }
                },
            );
        }
    }
    assert!(
        declines > 0,
        "no tunnel was declined: the test shows nothing"
    );
    assert_eq!(
        retries, 0,
        "{retries} of {declines} declined tunnels tried again with the same hand"
    );
}

/// Medium draws no random number, so asked one decision at a time (a bot
/// made afresh from the record each time, as in the browser) it must play
/// exactly the game the arena's Medium, one bot for the whole game, plays.
#[test]
fn medium_asked_one_decision_at_a_time_plays_the_arenas_game() {
    use europa_common::Bot;
    use europa_engine::bots::MediumBot;
    for seed in 0..12 {
        let mut opponent = MediumBot::new(seed);
        let mut asked = Vec::new();
        play_europe_against(
            Level::Medium,
            seed,
            |game, seat| opponent.choose(&game.view(seat), &game.legal_actions(seat)),
            |_, seat, action| asked.push((seat, *action)),
        );
        let mut game = europa_engine::Game::new(europa_engine::GameConfig::new(2, seed)).unwrap();
        let mut bots = [MediumBot::new(seed), MediumBot::new(seed)];
        let mut kept = Vec::new();
        while !game.is_over() && kept.len() < 2_000 {
            let seat = game.acting_seats()[0];
            let action = bots[seat.index()].choose(&game.view(seat), &game.legal_actions(seat));
            game.apply(seat, &action).unwrap();
            kept.push((seat, action));
        }
        assert_eq!(asked, kept, "seed {seed}: the same moves both ways");
    }
}

/// The Card Game's Medium draws no random number either: asked one decision
/// at a time it plays the game one Medium kept all game plays, seeing the
/// same events (`Bot::observe`) either way.
#[test]
fn card_game_medium_asked_one_decision_at_a_time_plays_the_arenas_game() {
    use cardgame_engine::bots::{MEDIUM, PolicyBot};
    use europa_common::Bot;
    use europa_common::play::tell_every_seat;
    for seed in 0..8 {
        let config = cardgame_engine::GameConfig::new(2, seed);
        // Seat 1: the Medium the worker makes afresh at every decision.
        let mut game = cardgame_engine::Game::new(config.clone()).unwrap();
        let mut record = Record::<cardgame_engine::Game>::new(config.clone());
        let mut bots: Vec<Box<dyn Bot<cardgame_engine::Game>>> = (0..2)
            .map(|s| Box::new(PolicyBot::new("medium", MEDIUM, bot_seed(seed, s, 0))) as _)
            .collect();
        let mut seen = Vec::new();
        while !game.is_over() && record.actions.len() < 2_000 {
            let seat = game.acting_seats()[0];
            let action = if seat.0 == 1 {
                let request = Request::CardGame {
                    record: record.clone(),
                    levels: vec![None, Some(Level::Medium)],
                    seat,
                };
                match decide(&request, &mut |_| {}) {
                    Ok(Answer::CardGame(a)) => a,
                    other => panic!("no Card Game answer: {other:?}"),
                }
            } else {
                bots[0].choose(&game.view(seat), &game.legal_actions(seat))
            };
            let events = game.apply(seat, &action).unwrap();
            tell_every_seat(&mut bots, &events, &mut seen);
            record.actions.push((seat, action));
        }
        // The same game with seat 1 a Medium kept all game.
        let mut again = cardgame_engine::Game::new(config).unwrap();
        let mut bots: Vec<Box<dyn Bot<cardgame_engine::Game>>> = (0..2)
            .map(|s| Box::new(PolicyBot::new("medium", MEDIUM, bot_seed(seed, s, 0))) as _)
            .collect();
        let mut kept = Vec::new();
        while !again.is_over() && kept.len() < 2_000 {
            let seat = again.acting_seats()[0];
            let action =
                bots[seat.0 as usize].choose(&again.view(seat), &again.legal_actions(seat));
            let events = again.apply(seat, &action).unwrap();
            tell_every_seat(&mut bots, &events, &mut seen);
            kept.push((seat, action));
        }
        assert_eq!(
            record.actions, kept,
            "seed {seed}: the same moves both ways"
        );
    }
}

mod review;
mod shards;
