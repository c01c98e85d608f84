//! When computer seats move, for either game's table: a pause a person can
//! follow before each move, and long decisions thought in slices between
//! paints so taps and scrolling never feel stuck.

use leptos::prelude::*;
use std::time::Duration;

/// Pause before a computer's move, so a person can follow it.
pub const BOT_DELAY_MS: u64 = 600;
/// Longest a computer thinks before the page gets the main thread back
/// (a task over 50 ms makes taps and scrolling feel stuck).
pub const THINK_SLICE_MS: f64 = 8.0;
/// Rollouts per `think` call inside a slice: one, so a slice overruns its
/// time by at most one game played out (about a millisecond).
pub const THINK_WORK: u32 = 1;

/// Runs `run` after `delay_ms` in a task of its own, unless `token` has
/// changed meanwhile (a newer decision, a skip, another game): a stale timer
/// does nothing.
pub fn later<T: PartialEq + 'static>(
    token: impl Fn() -> T + 'static,
    delay_ms: u64,
    run: impl FnOnce() + 'static,
) {
    let at = token();
    let task = move || {
        if token() == at {
            run();
        }
    };
    // Without a delay, a message rather than a timer: `setTimeout(0)` waits
    // at least 4 ms once timers nest, a third of every 8 ms thinking slice.
    if delay_ms == 0
        && let Ok(channel) = web_sys::MessageChannel::new()
    {
        post_task(&channel, task);
        return;
    }
    set_timeout(task, Duration::from_millis(delay_ms));
}

/// Runs `task` in a task of its own as soon as the page has had its turn.
fn post_task(channel: &web_sys::MessageChannel, task: impl FnOnce() + 'static) {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    let onmessage = Closure::once_into_js(task);
    channel
        .port1()
        .set_onmessage(Some(onmessage.unchecked_ref()));
    // Posting to a fresh channel's own port cannot fail.
    let _ = channel.port2().post_message(&wasm_bindgen::JsValue::NULL);
}

/// Calls `think` again while `still_thinking` says so, for about
/// [`THINK_SLICE_MS`]; returns the last answer.
pub fn slice<R>(mut think: impl FnMut() -> R, still_thinking: impl Fn(&R) -> bool) -> R {
    let started = js_sys::Date::now();
    loop {
        let r = think();
        if !still_thinking(&r) || js_sys::Date::now() - started >= THINK_SLICE_MS {
            return r;
        }
    }
}
