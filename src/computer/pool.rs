//! One Hard decision shared by the pool's workers. Each gets the request
//! with its shard; at each round's end each hands back its sampled games'
//! rewards, and once all have, every worker gets the whole round
//! (`Request::Merged`) and thinks on. They end with one worker's answer
//! (europe/tests/shards.rs, computer/src/tests/shards.rs), which the page
//! takes once every worker has given it.
//!
//! Nothing may leave the game waiting: a worker that fails, answers
//! otherwise than the others, or leaves the decision silent for
//! [`super::SILENT_MS`], and the whole decision goes to one worker as
//! before the pool ([`fall_back`]), its watchdog and its one resend with it.

use super::links;
use europa_computer::{Answer, FromWorker, Level, Request, Round, Shard, ToWorker};
use std::cell::RefCell;

/// The decision being shared.
struct Shared {
    token: u64,
    /// The whole request, to ask one worker if the pool fails.
    request: Request,
    /// The workers playing shard 0, 1, … of it.
    workers: Vec<usize>,
    /// Each shard's rewards of the round being played, once handed back.
    rounds: Vec<Option<Round>>,
    answers: Vec<Option<Answer>>,
}

thread_local! {
    static SHARED: RefCell<Option<Shared>> = const { RefCell::new(None) };
}

/// Shares decision `token` between the pool's listening workers if it is
/// Hard's, at Europe, and another worker than worker 0 listens; gives the
/// request back otherwise. The others are started for the decisions after.
pub(super) fn share(token: u64, request: Request) -> Result<(), Request> {
    let Request::Europe {
        record,
        levels,
        seat,
    } = &request
    else {
        return Err(request);
    };
    if !matches!(
        levels.get(seat.index()),
        Some(Some(Level::Hard | Level::Expert))
    ) {
        return Err(request);
    }
    let mut workers = vec![0];
    for index in 1..links::size() {
        if links::ready(index) {
            workers.push(index);
        } else {
            // Loading, or ended after a failure: ready for a later decision.
            super::warm_worker(index);
        }
    }
    let count = workers.len() as u8;
    if count < 2 {
        return Err(request);
    }
    for (k, &index) in workers.iter().enumerate() {
        let Some(shard) = Shard::new(k as u8, count) else {
            return Err(request);
        };
        let part = Request::EuropeShard {
            record: record.clone(),
            levels: levels.clone(),
            seat: *seat,
            shard,
        };
        if !links::send(
            index,
            ToWorker {
                token,
                request: part,
            }
            .to_bytes(),
        ) {
            // The shards sent so far are for a token nobody waits for.
            return Err(request);
        }
    }
    let n = workers.len();
    SHARED.with(|s| {
        *s.borrow_mut() = Some(Shared {
            token,
            request,
            workers,
            rounds: vec![None; n],
            answers: vec![None; n],
        });
    });
    watch(token);
    Ok(())
}

/// What to do once the shared decision's state is put back.
enum Next {
    Nothing,
    /// Tell the table how far shard 0 is.
    Progress(u64, u8),
    /// Every worker's rewards are in: send each the whole round.
    Merge(u64, Vec<usize>, Round),
    Decided(u64, Answer),
    FallBack,
}

/// A message from worker `index`: true when it was about the shared decision.
pub(super) fn heard(index: usize, message: &Option<FromWorker>) -> bool {
    let next = SHARED.with(|s| {
        let mut s = s.borrow_mut();
        let shared = s.as_mut()?;
        let k = shared.workers.iter().position(|&w| w == index)?;
        let token = shared.token;
        Some(match message {
            Some(FromWorker::Thinking { token: t, percent }) if *t == token => match k {
                0 => Next::Progress(token, *percent),
                _ => Next::Nothing,
            },
            Some(FromWorker::Round { token: t, round }) if *t == token => {
                shared.rounds[k] = Some(round.clone());
                gathered(shared)
            }
            Some(FromWorker::Decided { token: t, answer }) if *t == token => {
                shared.answers[k] = Some(answer.clone());
                gathered(shared)
            }
            Some(FromWorker::Failed { token: t, .. }) if *t == token || *t == 0 => Next::FallBack,
            // Unreadable: a worker of another version, say.
            None => Next::FallBack,
            // Ready, or about an older decision.
            _ => return None,
        })
    });
    let Some(next) = next else {
        return false;
    };
    match next {
        Next::Nothing => watch_again(),
        Next::Progress(token, percent) => {
            watch_again();
            super::tell(token, super::Heard::Thinking(percent));
        }
        Next::Merge(token, workers, round) => {
            let bytes = ToWorker {
                token,
                request: Request::Merged(round),
            }
            .to_bytes();
            if workers.iter().all(|&w| links::send(w, bytes.clone())) {
                watch_again();
            } else {
                fall_back(false);
            }
        }
        Next::Decided(token, answer) => {
            forget();
            super::unwatch();
            super::tell(token, super::Heard::Decided(answer));
        }
        Next::FallBack => fall_back(false),
    }
    true
}

/// What the shards' rounds and answers so far call for.
fn gathered(shared: &mut Shared) -> Next {
    let rounds = shared.rounds.iter().filter(|r| r.is_some()).count();
    let answers = shared.answers.iter().filter(|a| a.is_some()).count();
    let n = shared.workers.len();
    // One shard decided while another ended a round: they can never agree.
    if rounds > 0 && answers > 0 {
        return Next::FallBack;
    }
    if answers == n {
        let first = shared.answers[0].clone();
        let agree = shared.answers.iter().all(|a| *a == first);
        return match first {
            Some(answer) if agree => Next::Decided(shared.token, answer),
            _ => Next::FallBack,
        };
    }
    if rounds < n {
        return Next::Nothing;
    }
    let mut whole = Round::default();
    let mut numbers = Vec::with_capacity(n);
    for round in shared.rounds.iter_mut().filter_map(Option::take) {
        numbers.push(round.round);
        whole.round = round.round;
        whole.worlds.extend(round.worlds);
    }
    if numbers.iter().any(|&r| r != whole.round) {
        return Next::FallBack;
    }
    Next::Merge(shared.token, shared.workers.clone(), whole)
}

/// Whether worker `index` shares the decision being shared.
pub(super) fn involves(index: usize) -> bool {
    SHARED.with(|s| {
        s.borrow()
            .as_ref()
            .is_some_and(|shared| shared.workers.contains(&index))
    })
}

/// Asks worker 0 the whole decision instead, under a new token (the
/// shards' late words are then about an older decision, and ignored).
/// After a silence (`silent`), the workers that had nothing to hand back
/// are ended: one of them is dead or stuck, and a pool member that never
/// answers would hold up every decision.
pub(super) fn fall_back(silent: bool) {
    let Some(shared) = SHARED.with(|s| s.borrow_mut().take()) else {
        return;
    };
    super::unwatch();
    for (k, &index) in shared.workers.iter().enumerate() {
        if silent && shared.rounds[k].is_none() && shared.answers[k].is_none() {
            links::end(index);
        }
    }
    super::ask_again(shared.token, shared.request);
}

/// The page no longer waits for the shared decision.
pub(super) fn forget() {
    SHARED.with(|s| *s.borrow_mut() = None);
}

/// (Re)starts the watchdog of the shared decision `token`.
fn watch(token: u64) {
    let loading = SHARED.with(|s| {
        s.borrow()
            .as_ref()
            .is_some_and(|shared| shared.workers.iter().any(|&w| !links::ready(w)))
    });
    super::arm(loading, move || {
        let waiting = SHARED.with(|s| s.borrow().as_ref().map(|s| s.token)) == Some(token);
        if waiting {
            fall_back(true);
        }
    });
}

fn watch_again() {
    if let Some(token) = SHARED.with(|s| s.borrow().as_ref().map(|s| s.token)) {
        watch(token);
    }
}
