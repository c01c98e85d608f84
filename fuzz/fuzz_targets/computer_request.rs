//! The bots worker's input: the bytes of a message from the page, decoded
//! and answered exactly as `worker/src/main.rs` does (`europa_computer::answer`:
//! postcard `ToWorker`, replay of either game's record, the seat's bot).
//! A warm-up (`Request::WarmUp`) gets no answer at all.
//! Never a panic; undecodable bytes get `Failed { token: 0, Garbled }`; a
//! decoded request gets progress for its own token, then one answer: an
//! action the seat may play, or the failure that fits (a seat that is not a
//! computer, a record that does not replay at the move the engine rejects,
//! a seat with nothing to do). Hard's search takes seconds a decision, so a
//! Hard seat is asked as Medium: the request's own level field, re-encoded;
//! the soak and the bots' tests cover Hard's play.
#![no_main]
use europa_common::Level;
use europa_common::save::{Record, Replay};
use europa_computer::{Answer, Failure, FromWorker, Request, ToWorker, answer};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut sent = Vec::new();
    let Some(mut message) = ToWorker::from_bytes(data) else {
        answer(data, &mut |m| sent.push(m));
        let garbled = FromWorker::Failed {
            token: 0,
            failure: Failure::Garbled,
        };
        assert_eq!(sent, [garbled]);
        return;
    };
    if let Request::WarmUp = message.request {
        answer(data, &mut |m| sent.push(m));
        assert!(sent.is_empty(), "a warm-up answered {sent:?}");
        return;
    }
    if at_most_medium(&mut message.request) {
        answer(data, &mut |m| sent.push(m));
    } else {
        answer(&message.to_bytes(), &mut |m| sent.push(m));
    }
    let token = message.token;
    let Some((last, progress)) = sent.split_last() else {
        panic!("no answer");
    };
    for p in progress {
        assert!(
            matches!(p, FromWorker::Thinking { token: t, percent } if *t == token && *percent <= 100),
            "{p:?} before the answer"
        );
    }
    match (&message.request, last) {
        (
            Request::Europe {
                record,
                levels,
                seat,
            },
            FromWorker::Decided {
                token: t,
                answer: Answer::Europe(a),
            },
        ) => {
            assert_eq!(*t, token);
            let game = replayed(record).expect("a decision on a game that replays");
            assert!(levels.get(seat.index()).copied().flatten().is_some());
            assert!(game.is_legal(*seat, a), "{a:?} for {seat:?} is not legal");
        }
        (
            Request::CardGame {
                record,
                levels,
                seat,
            },
            FromWorker::Decided {
                token: t,
                answer: Answer::CardGame(a),
            },
        ) => {
            assert_eq!(*t, token);
            let game = replayed(record).expect("a decision on a game that replays");
            assert!(levels.get(seat.index()).copied().flatten().is_some());
            assert!(game.is_legal(*seat, a), "{a:?} for {seat:?} is not legal");
        }
        (request, FromWorker::Failed { token: t, failure }) => {
            assert_eq!(*t, token);
            match request {
                Request::Europe {
                    record,
                    levels,
                    seat,
                } => failed_rightly(
                    failure,
                    levels.get(seat.index()).copied().flatten(),
                    record,
                    |g| g.legal_actions(*seat).is_empty(),
                ),
                Request::CardGame {
                    record,
                    levels,
                    seat,
                } => failed_rightly(
                    failure,
                    levels.get(seat.index()).copied().flatten(),
                    record,
                    |g| g.legal_actions(*seat).is_empty(),
                ),
                Request::WarmUp => panic!("a warm-up answered"),
            }
        }
        (_, other) => panic!("answered {other:?}"),
    }
});

/// Hard seats become Medium; true when there was none (the bytes go to the
/// worker's code as they came).
fn at_most_medium(request: &mut Request) -> bool {
    let levels = match request {
        Request::Europe { levels, .. } | Request::CardGame { levels, .. } => levels,
        Request::WarmUp => return true,
    };
    let mut none = true;
    for level in levels.iter_mut().flatten() {
        if *level == Level::Hard {
            *level = Level::Medium;
            none = false;
        }
    }
    none
}

/// The game the record replays to, or the index of the move it rejects
/// (`None`: its set-up). As the worker replays: the page sends records of
/// its own version, so the format number is not looked at.
fn replayed<G: Replay>(record: &Record<G>) -> Result<G, Option<usize>> {
    let mut game = G::from_config(record.config.clone()).map_err(|_| None)?;
    let mut events = Vec::new();
    for (index, (seat, action)) in record.actions.iter().enumerate() {
        events.clear();
        game.apply_into(*seat, action, &mut events)
            .map_err(|_| Some(index))?;
    }
    Ok(game)
}

/// A failure must be the one that fits the request.
fn failed_rightly<G: Replay>(
    failure: &Failure,
    level: Option<Level>,
    record: &Record<G>,
    no_move: impl Fn(&G) -> bool,
) {
    let replay = replayed(record);
    match failure {
        Failure::Garbled => panic!("a decoded request called garbled"),
        Failure::NotAComputer => assert!(level.is_none(), "a computer seat refused"),
        Failure::Replay { index } => {
            assert!(level.is_some());
            assert_eq!(replay.err(), Some(*index), "a different move rejected");
        }
        Failure::NoMove => {
            assert!(level.is_some());
            match replay {
                Ok(game) => assert!(no_move(&game), "a computer with legal moves did not move"),
                Err(_) => panic!("no move on a game that does not replay"),
            }
        }
    }
}
