//! When computer seats move, for either game's table: a pause a person can
//! follow before each move. (The thinking itself happens in the bots
//! worker, `src/computer.rs`, off the page's thread.)

use leptos::prelude::*;
use std::time::Duration;

/// Pause before a computer's move, so a person can follow it.
pub const BOT_DELAY_MS: u64 = 600;
/// The pause when the person's last move may still be taken back.
pub const TAKE_BACK_DELAY_MS: u64 = 1_500;

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
    // at least 4 ms once timers nest (fast mode chains many such moves).
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

/// Runs `run` once the next frame has painted: work the player need not
/// wait for (writing the save, moving the focus) stays out of the click's
/// frame. It waits for the frame after that one to begin: a timer right
/// after the click's frame ran while that frame was still being rastered
/// and drawn, and on two cores it could delay the picture the player waits
/// for (docs/INPUT_LATENCY.md). A timer, not a message: a
/// timer set in a frame's callback is not nested, so it is not clamped,
/// and a `MessageChannel` costs more to make. A hidden page paints no
/// frames, so there the timer is set at once.
pub fn after_paint(run: impl FnOnce() + 'static) {
    if document().hidden() {
        set_timeout(run, Duration::ZERO);
    } else {
        request_animation_frame(move || {
            request_animation_frame(move || set_timeout(run, Duration::ZERO))
        });
    }
}
