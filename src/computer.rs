//! The page's side of the bots worker (`worker/`, logic in `computer/`):
//! both tables ask it for a computer's move and get the answer back as an
//! event, so Hard's thinking never runs on the page's thread. The worker is
//! started the first time a computer moves, or earlier when the new-game
//! form seats Hard ([`warm_up`]); until then its code is not even downloaded
//! (the service worker precaches it for offline play).
//!
//! A watchdog keeps a game from sitting on "thinking…": a worker that fails,
//! or says nothing for [`SILENT_MS`] while a decision is asked of it
//! ([`LOADING_MS`] while it loads), is ended, a new one started and the
//! request sent again; a second failure of the same request tells the table,
//! which offers Retry.
//!
//! With more than one core, the page runs a pool of workers ([`links`]):
//! Hard's Europe decisions are shared between them ([`pool`]), each playing
//! out part of the search's sampled games, with the same answer as one
//! worker's; anything amiss there, and one worker is asked the whole
//! decision as above. Other decisions go to one worker.

use europa_computer::{Answer, FromWorker, Request, ToWorker};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

mod links;
mod pool;

/// A listening worker that says nothing for this long while a decision is
/// asked of it has died: Hard reports progress every 100 ms, the other
/// levels answer within milliseconds, on a slow phone too.
const SILENT_MS: u64 = 5_000;
/// The same before the worker says it listens: its code may still be
/// downloading and compiling on a slow network.
const LOADING_MS: u64 = 20_000;

/// What a table hears about the decision it asked for.
#[derive(Clone, Debug, PartialEq)]
pub enum Heard {
    /// Still thinking; roughly how far, in percent.
    Thinking(u8),
    Decided(Answer),
    /// No answer will come (the worker failed or refused): the table says so.
    Failed,
    /// A reviewed decision, or the review's end, and how far it is.
    Reviewed(europa_computer::ReviewPart, u8),
}

type Listener = Rc<dyn Fn(Heard)>;

/// The decision asked of worker 0, kept to be sent again to a new worker.
struct InFlight {
    token: u64,
    bytes: Vec<u8>,
    /// Already sent again once: the next failure is the table's to hear.
    resent: bool,
}

thread_local! {
    static IN_FLIGHT: RefCell<Option<InFlight>> = const { RefCell::new(None) };
    static WATCHDOG: RefCell<Option<leptos::prelude::TimeoutHandle>> = const { RefCell::new(None) };
    /// The decision the page waits for: its token and who hears about it.
    static WAITING: RefCell<Option<(u64, Listener)>> = const { RefCell::new(None) };
    static NEXT_TOKEN: Cell<u64> = const { Cell::new(1) };
}

/// Asks for a computer's move; `listener` hears progress and the answer.
/// A newer request, or [`forget`], makes the page ignore this one's answer.
pub fn ask(request: Request, listener: impl Fn(Heard) + 'static) {
    let token = next_token();
    WAITING.with(|w| *w.borrow_mut() = Some((token, Rc::new(listener))));
    // Anything still shared or in flight is older: no longer watched.
    pool::forget();
    unwatch();
    if let Err(request) = pool::share(token, request) {
        ask_one(token, request);
    }
}

/// Asks worker 0 the whole decision `token`.
fn ask_one(token: u64, request: Request) {
    let bytes = ToWorker { token, request }.to_bytes();
    IN_FLIGHT.with(|f| {
        *f.borrow_mut() = Some(InFlight {
            token,
            bytes: bytes.clone(),
            resent: false,
        });
    });
    if links::send(0, bytes) {
        watch(token);
    } else {
        died(0);
    }
}

/// The shared decision `old` failed: worker 0 is asked the whole of it
/// under a new token, if the page still waits for it.
fn ask_again(old: u64, request: Request) {
    let token = next_token();
    let waited = WAITING.with(|w| match w.borrow_mut().as_mut() {
        Some((t, _)) if *t == old => {
            *t = token;
            true
        }
        _ => false,
    });
    if waited {
        ask_one(token, request);
    }
}

/// (Re)starts the watchdog of decision `token`, asked of worker 0: it must
/// say something before it fires.
fn watch(token: u64) {
    arm(!links::ready(0), move || {
        let waiting = IN_FLIGHT.with(|f| f.borrow().as_ref().map(|f| f.token)) == Some(token);
        if waiting {
            died(0);
        }
    });
}

/// Calls `fire` after [`SILENT_MS`] ([`LOADING_MS`] while a worker
/// `loading`), unless rearmed or [`unwatch`]ed before.
fn arm(loading: bool, fire: impl FnOnce() + 'static) {
    use leptos::prelude::set_timeout_with_handle;
    let bound = if loading { LOADING_MS } else { SILENT_MS };
    let handle = set_timeout_with_handle(fire, std::time::Duration::from_millis(bound)).ok();
    WATCHDOG.with(|w| {
        if let Some(old) = std::mem::replace(&mut *w.borrow_mut(), handle) {
            old.clear();
        }
    });
}

/// No more watching: the decision came, failed or is no longer wanted.
fn unwatch() {
    IN_FLIGHT.with(|f| f.borrow_mut().take());
    WATCHDOG.with(|w| {
        if let Some(old) = w.borrow_mut().take() {
            old.clear();
        }
    });
}

/// Worker `index` failed to load, trapped, or went silent: it is ended. A
/// shared decision goes to one worker; a decision asked of worker 0 is
/// sent once to a new one, and after that the table hears.
fn died(index: usize) {
    links::end(index);
    if pool::involves(index) {
        pool::fall_back(false);
        return;
    }
    if index != 0 {
        return;
    }
    let again = IN_FLIGHT.with(|f| {
        let mut f = f.borrow_mut();
        match f.as_mut() {
            Some(f) if !f.resent => {
                f.resent = true;
                Some((f.token, f.bytes.clone()))
            }
            _ => None,
        }
    });
    let resent = again.and_then(|(token, bytes)| links::send(0, bytes).then_some(token));
    match resent {
        Some(token) => watch(token),
        None => {
            unwatch();
            fail_waiting();
        }
    }
}

fn next_token() -> u64 {
    NEXT_TOKEN.with(|t| {
        let token = t.get();
        t.set(token + 1);
        token
    })
}

/// Starts the workers, those not running, and has each run Hard's code for
/// a moment with no decision to make (`Request::WarmUp`), so the browser
/// has optimised that code by the time a computer first moves. Once per
/// worker; a decision asked before a worker listens replaces it.
pub fn warm_up() {
    for index in 0..links::size() {
        warm_worker(index);
    }
}

/// Starts worker `index` with its warm-up, if it is not running.
fn warm_worker(index: usize) {
    links::warm(index, || {
        let token = next_token();
        let request = Request::WarmUp;
        ToWorker { token, request }.to_bytes()
    });
}

/// The page no longer waits for any answer (another game, home).
pub fn forget() {
    unwatch();
    pool::forget();
    WAITING.with(|w| *w.borrow_mut() = None);
}

/// A message from worker `index` (`None`: unreadable).
fn heard(index: usize, message: Option<FromWorker>) {
    if let Some(FromWorker::Ready) = message {
        links::listening(index);
    }
    if pool::heard(index, &message) || index != 0 {
        return;
    }
    // Any word from the worker shows it alive; an answer ends the watch
    // (before the table hears it: the table may ask again at once).
    let asked = IN_FLIGHT.with(|f| f.borrow().as_ref().map(|f| f.token));
    let alive = matches!(
        message,
        Some(FromWorker::Ready | FromWorker::Thinking { .. } | FromWorker::Reviewed { .. })
    );
    let review_done = matches!(
        message,
        Some(FromWorker::Reviewed {
            part: europa_computer::ReviewPart::Done,
            ..
        })
    );
    match &message {
        Some(FromWorker::Decided { token, .. } | FromWorker::Failed { token, .. })
            if Some(*token) == asked || *token == 0 =>
        {
            unwatch();
        }
        Some(FromWorker::Reviewed { token, .. }) if review_done && Some(*token) == asked => {
            unwatch()
        }
        None => unwatch(),
        _ => {}
    }
    match message {
        Some(FromWorker::Ready) => {}
        Some(FromWorker::Thinking { token, percent }) => tell(token, Heard::Thinking(percent)),
        Some(FromWorker::Decided { token, answer }) => tell(token, Heard::Decided(answer)),
        // Token 0 is never asked: the worker could not read the request
        // at all (say, a worker of another version), so it cannot name it.
        Some(FromWorker::Failed { token: 0, .. }) | None => fail_waiting(),
        Some(FromWorker::Failed { token, .. }) => tell(token, Heard::Failed),
        // A round of a shared decision given up on: no answer to anything.
        Some(FromWorker::Round { .. }) => {}
        Some(FromWorker::Reviewed {
            token,
            part,
            percent,
        }) => tell(token, Heard::Reviewed(part, percent)),
    }
    if let Some(token) = asked.filter(|_| alive && !review_done) {
        watch(token);
    }
}

/// Passes `heard` to the listener if `token` is still the decision waited for.
fn tell(token: u64, heard: Heard) {
    let listener = WAITING.with(|w| {
        let mut waiting = w.borrow_mut();
        match waiting.as_ref() {
            Some((t, listener)) if *t == token => {
                let listener = listener.clone();
                let more = match &heard {
                    Heard::Thinking(_) => true,
                    Heard::Reviewed(part, _) => *part != europa_computer::ReviewPart::Done,
                    _ => false,
                };
                if !more {
                    *waiting = None;
                }
                Some(listener)
            }
            _ => None,
        }
    });
    // Called outside the borrow: the listener may ask again at once.
    if let Some(listener) = listener {
        listener(heard);
    }
}

fn fail_waiting() {
    let token = WAITING.with(|w| w.borrow().as_ref().map(|(t, _)| *t));
    if let Some(token) = token {
        tell(token, Heard::Failed);
    }
}

/// One decision, for either table: bumps `decision` (so an answer to an
/// older one is ignored), shows progress in `thinking`, then hands the
/// answer to `play`, or calls `failed` when none comes.
pub fn decide_for(
    decision: leptos::prelude::StoredValue<u64>,
    thinking: leptos::prelude::RwSignal<Option<u8>>,
    request: Request,
    play: impl Fn(Answer) + 'static,
    failed: impl Fn() + 'static,
) {
    use leptos::prelude::*;
    decision.update_value(|d| *d += 1);
    let mine = decision.get_value();
    thinking.set(Some(0));
    ask(request, move |heard| {
        if decision.get_value() != mine {
            return;
        }
        match heard {
            Heard::Thinking(percent) => thinking.set(Some(percent)),
            Heard::Decided(answer) => {
                thinking.set(None);
                play(answer);
            }
            Heard::Failed => {
                thinking.set(None);
                failed();
            }
            Heard::Reviewed(..) => {}
        }
    });
}

/// Try again, after a computer's worker failed twice: `on_retry` clears
/// the table's error and asks the computer again (either game's table).
#[leptos::component]
pub fn RetryButton(on_retry: leptos::prelude::Callback<()>) -> impl leptos::IntoView {
    use leptos::prelude::*;
    view! {
        <button type="button" data-testid="computer-retry" on:click=move |_| on_retry.run(())>
            {crate::i18n::t("try_again")}
        </button>
    }
}
