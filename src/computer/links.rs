//! The bots workers themselves: worker 0 takes every decision asked of
//! one worker, the others (up to [`size`] in all) share Hard's with it
//! ([`super::pool`]). Each is started when first needed, and whatever it
//! says goes to [`super::heard`] with its number.

use std::cell::{Cell, RefCell};
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{MessageEvent, Worker};

/// The worker's loader, written by Trunk next to index.html.
const WORKER_URL: &str = "./europa-bots_loader.js";

/// The most workers a decision is shared by: beyond 4, merging each
/// round and sampling every game in every worker eat what one more saves.
const MOST: usize = 4;

struct Link {
    worker: Worker,
    ready: bool,
    /// A message sent before the worker listened, sent once it does.
    queued: Option<Vec<u8>>,
    /// A warm-up was sent or queued ([`super::warm_up`]).
    warmed: bool,
    _onmessage: Closure<dyn FnMut(MessageEvent)>,
    _onerror: Closure<dyn FnMut(web_sys::Event)>,
}

thread_local! {
    static LINKS: RefCell<Vec<Option<Link>>> = const { RefCell::new(Vec::new()) };
    static SIZE: Cell<Option<usize>> = const { Cell::new(None) };
}

/// How many workers the page runs: one per core the browser reports, at
/// most [`MOST`]; `?workers=N` sets it (tests and benchmarks: `1` is the
/// single worker of before).
pub(super) fn size() -> usize {
    if let Some(n) = SIZE.get() {
        return n;
    }
    let window = web_sys::window();
    let asked = window
        .as_ref()
        .and_then(|w| w.location().search().ok())
        .and_then(|q| workers_param(&q));
    let cores = window.map_or(1.0, |w| w.navigator().hardware_concurrency());
    let n = asked.unwrap_or(cores as usize).clamp(1, MOST);
    SIZE.set(Some(n));
    n
}

/// `N` of a query string's `workers=N`.
fn workers_param(query: &str) -> Option<usize> {
    let (_, rest) = query.split_once("workers=")?;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// Posts `bytes` to worker `index`, starting it if needed, or queues them
/// until it listens. False when there is no worker to send to.
pub(super) fn send(index: usize, bytes: Vec<u8>) -> bool {
    with_link(index, true, |link| match link {
        Some(link) if link.ready => link.worker.post_message(&to_js(&bytes)).is_ok(),
        Some(link) => {
            link.queued = Some(bytes);
            true
        }
        None => false,
    })
}

/// Whether worker `index` runs and listens.
pub(super) fn ready(index: usize) -> bool {
    with_link(index, false, |link| link.is_some_and(|l| l.ready))
}

/// Starts worker `index` if it is not running, with a warm-up once
/// (`warm_bytes`, sent only if it was never warmed).
pub(super) fn warm(index: usize, warm_bytes: impl FnOnce() -> Vec<u8>) {
    let cold = with_link(index, true, |link| link.is_some_and(|l| !l.warmed));
    if cold && send(index, warm_bytes()) {
        with_link(index, false, |link| {
            if let Some(link) = link {
                link.warmed = true;
            }
        });
    }
}

/// Ends worker `index` (failed, silent, or no longer trusted).
pub(super) fn end(index: usize) {
    let link = LINKS.with(|l| l.borrow_mut().get_mut(index).and_then(Option::take));
    if let Some(link) = link {
        link.worker.terminate();
    }
}

/// Worker `index` listens now: what was queued for it goes.
pub(super) fn listening(index: usize) {
    with_link(index, false, |link| {
        if let Some(link) = link {
            link.ready = true;
            if let Some(bytes) = link.queued.take() {
                let _ = link.worker.post_message(&to_js(&bytes));
            }
        }
    });
}

/// `f` on worker `index`'s link, started first if `start` and it is not running.
fn with_link<R>(index: usize, start: bool, f: impl FnOnce(Option<&mut Link>) -> R) -> R {
    LINKS.with(|l| {
        let mut links = l.borrow_mut();
        if links.len() <= index {
            links.resize_with(index + 1, || None);
        }
        let slot = &mut links[index];
        if start && slot.is_none() {
            *slot = begin(index);
        }
        f(slot.as_mut())
    })
}

fn begin(index: usize) -> Option<Link> {
    let worker = Worker::new(WORKER_URL).ok()?;
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |msg: MessageEvent| {
        let bytes = js_sys::Uint8Array::new(&msg.data()).to_vec();
        super::heard(index, europa_computer::FromWorker::from_bytes(&bytes));
    });
    // The worker's script failed to load, or its code trapped: it is gone.
    let onerror = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| super::died(index));
    worker.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    worker.set_onerror(Some(onerror.as_ref().unchecked_ref()));
    Some(Link {
        worker,
        ready: false,
        queued: None,
        warmed: false,
        _onmessage: onmessage,
        _onerror: onerror,
    })
}

fn to_js(bytes: &[u8]) -> js_sys::Uint8Array {
    js_sys::Uint8Array::from(bytes)
}

#[cfg(test)]
mod tests {
    use super::workers_param;

    #[test]
    fn the_workers_parameter_is_read_from_the_query() {
        assert_eq!(workers_param("?fast=1&workers=1"), Some(1));
        assert_eq!(workers_param("?workers=3&fast=1"), Some(3));
        assert_eq!(workers_param("?fast=1"), None);
        assert_eq!(workers_param("?workers=x"), None);
    }
}
