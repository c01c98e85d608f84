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
    set_timeout(
        move || {
            if token() == at {
                run();
            }
        },
        Duration::from_millis(delay_ms),
    );
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
