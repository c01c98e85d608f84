//! A Hard decision shared by several workers, the page's part played here
//! through the messages' bytes: the same answer as one worker's.
use super::*;

/// The page's part: sends each of `count` workers its shard of `request`,
/// gathers their rounds (every message through its bytes), sends each the
/// whole round, and returns the answer they all agree on.
fn shared(request: &Request, count: u8, token: u64) -> Result<Answer, Failure> {
    let Request::Europe {
        record,
        levels,
        seat,
    } = request
    else {
        panic!("a Europe request")
    };
    let mut workers: Vec<Computer> = (0..count).map(|_| Computer::default()).collect();
    let mut outbox: Vec<Vec<u8>> = (0..count)
        .map(|index| {
            let request = Request::EuropeShard {
                record: record.clone(),
                levels: levels.clone(),
                seat: *seat,
                shard: Shard::new(index, count).unwrap(),
            };
            ToWorker { token, request }.to_bytes()
        })
        .collect();
    for _ in 0..50 {
        let mut gathered = Round::default();
        let mut answers = Vec::new();
        // The last shard's rewards first: the order the page hears them in varies.
        for (i, worker) in workers.iter_mut().enumerate().rev() {
            let mut heard = Vec::new();
            worker.answer(&outbox[i], &mut |m| {
                heard.push(FromWorker::from_bytes(&m.to_bytes()).unwrap())
            });
            match heard.pop() {
                Some(FromWorker::Round { token: t, round }) => {
                    assert_eq!(t, token);
                    gathered.round = round.round;
                    gathered.worlds.extend(round.worlds);
                }
                Some(FromWorker::Decided { token: t, answer }) => {
                    assert_eq!(t, token);
                    answers.push(Ok(answer));
                }
                Some(FromWorker::Failed { token: t, failure }) => {
                    assert_eq!(t, token);
                    answers.push(Err(failure));
                }
                other => panic!("shard {i}: {other:?}"),
            }
            assert!(
                heard
                    .iter()
                    .all(|m| matches!(m, FromWorker::Thinking { token: t, .. } if *t == token)),
                "{heard:?}"
            );
        }
        if !answers.is_empty() {
            assert_eq!(answers.len(), count as usize, "every shard answers at once");
            assert!(answers.windows(2).all(|w| w[0] == w[1]), "{answers:?}");
            return answers.remove(0);
        }
        let merged = ToWorker {
            token,
            request: Request::Merged(gathered),
        }
        .to_bytes();
        outbox = vec![merged; count as usize];
    }
    panic!("no answer in 50 rounds")
}

/// A 2-player game's first `moves` moves, each seat's first legal action.
fn first_moves(seed: u64, moves: usize) -> Vec<(europa_engine::Seat, europa_engine::Action)> {
    let mut game = europa_engine::Game::new(europa_engine::GameConfig::new(2, seed)).unwrap();
    let mut actions = Vec::new();
    while actions.len() < moves && !game.is_over() {
        let seat = game.acting_seats()[0];
        let a = game.legal_actions(seat)[0];
        game.apply(seat, &a).unwrap();
        actions.push((seat, a));
    }
    actions
}

/// Hard's set-up ticket choice and decisions in play, shared by 2, 3 and 4
/// workers, answer as one worker asked the whole decision.
#[test]
fn hard_shared_by_several_workers_answers_as_one_worker() {
    for (seed, moves) in [(3, 0), (4, 1), (5, 9), (6, 14), (7, 23)] {
        let actions = first_moves(seed, moves);
        let mut game = europa_engine::Game::new(europa_engine::GameConfig::new(2, seed)).unwrap();
        for (s, a) in &actions {
            game.apply(*s, a).unwrap();
        }
        let seat = game.acting_seats()[0];
        let request = europe_request(2, seed, vec![Some(Level::Hard); 2], actions, seat.0);
        let alone = decide(&request, &mut |_| {});
        assert!(alone.is_ok(), "{alone:?}");
        for count in 2..=4 {
            assert_eq!(
                shared(&request, count, seed),
                alone,
                "seed {seed}, {count} workers"
            );
        }
    }
}

/// Easy and Medium search nothing: every shard decides the whole at once.
#[test]
fn a_shard_of_another_level_decides_at_once() {
    let request = europe_request(2, 8, vec![Some(Level::Medium); 2], first_moves(8, 6), 1);
    let alone = decide(&request, &mut |_| {});
    assert_eq!(shared(&request, 3, 1), alone);
}

/// A merged round with nothing waiting for it, for another decision, or
/// after a new request, fails that token's decision; so does a garbled one.
#[test]
fn a_merged_round_nothing_waits_for_fails_its_decision() {
    let mut worker = Computer::default();
    let mut heard = Vec::new();
    let merged = |token| {
        ToWorker {
            token,
            request: Request::Merged(Round::default()),
        }
        .to_bytes()
    };
    let failed = |token| FromWorker::Failed {
        token,
        failure: Failure::Round,
    };
    worker.answer(&merged(4), &mut |m| heard.push(m));
    assert_eq!(heard, vec![failed(4)]);
    let shard = |token| {
        let request = europe_request(2, 9, vec![Some(Level::Hard); 2], Vec::new(), 0);
        let Request::Europe {
            record,
            levels,
            seat,
        } = request
        else {
            unreachable!()
        };
        let request = Request::EuropeShard {
            record,
            levels,
            seat,
            shard: Shard::new(1, 2).unwrap(),
        };
        ToWorker { token, request }.to_bytes()
    };
    // Another decision's round: the kept search is dropped.
    heard.clear();
    worker.answer(&shard(5), &mut |m| heard.push(m));
    assert!(matches!(
        heard.last(),
        Some(FromWorker::Round { token: 5, .. })
    ));
    worker.answer(&merged(6), &mut |m| heard.push(m));
    assert_eq!(heard.last(), Some(&failed(6)));
    worker.answer(&merged(5), &mut |m| heard.push(m));
    assert_eq!(heard.last(), Some(&failed(5)), "dropped");
    // A round that does not fit (an empty one: games are missing).
    worker.answer(&shard(7), &mut |m| heard.push(m));
    worker.answer(&merged(7), &mut |m| heard.push(m));
    assert_eq!(heard.last(), Some(&failed(7)));
    // A new request drops the kept search too.
    worker.answer(&shard(8), &mut |m| heard.push(m));
    let warm = ToWorker {
        token: 9,
        request: Request::WarmUp,
    };
    worker.answer(&warm.to_bytes(), &mut |m| heard.push(m));
    worker.answer(&merged(8), &mut |m| heard.push(m));
    assert_eq!(heard.last(), Some(&failed(8)));
}

/// The messages of before the pool keep their bytes: a page and a worker of
/// different versions still understand each other's old messages.
#[test]
fn older_messages_keep_their_bytes() {
    let warm = ToWorker {
        token: 5,
        request: Request::WarmUp,
    };
    assert_eq!(warm.to_bytes(), vec![5, 2]);
    assert_eq!(FromWorker::Ready.to_bytes(), vec![0]);
    let thinking = FromWorker::Thinking {
        token: 3,
        percent: 40,
    };
    assert_eq!(thinking.to_bytes(), vec![1, 3, 40]);
    let failed = FromWorker::Failed {
        token: 300,
        failure: Failure::NoMove,
    };
    assert_eq!(failed.to_bytes(), vec![3, 0xac, 0x02, 3]);
    let decided = FromWorker::Decided {
        token: 1,
        answer: Answer::Europe(europa_engine::Action::DrawBlind),
    };
    assert_eq!(decided.to_bytes()[..3], [2, 1, 0]);
    let request = europe_request(2, 1, vec![None, Some(Level::Hard)], Vec::new(), 1);
    assert_eq!(ToWorker { token: 2, request }.to_bytes()[..2], [2, 0]);
}
