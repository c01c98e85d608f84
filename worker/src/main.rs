//! The bots worker: each message is a decision to make (`europa_computer::ToWorker`
//! as bytes), or the next round of one shared with the page's other
//! workers; the answer, and progress while Hard thinks, go back as bytes.
//! All the logic is in `europa-computer`, tested natively; a shared
//! decision's search is kept in its `Computer` between messages.

use europa_computer::{Computer, FromWorker};
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Progress reports at most this often: the page only moves a bar.
const PROGRESS_EVERY_MS: f64 = 100.0;

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply = scope.clone();
    let mut computer = Computer::default();
    let onmessage = Closure::<dyn FnMut(MessageEvent)>::new(move |msg: MessageEvent| {
        let bytes = js_sys::Uint8Array::new(&msg.data()).to_vec();
        let mut last_progress = js_sys::Date::now();
        computer.answer(&bytes, &mut |message| {
            if let FromWorker::Thinking { .. } = message {
                let now = js_sys::Date::now();
                if now - last_progress < PROGRESS_EVERY_MS {
                    return;
                }
                last_progress = now;
            }
            post(&reply, &message);
        });
    });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    onmessage.forget();
    // Messages the page sent before this point were dropped: it waits for this.
    post(&scope, &FromWorker::Ready);
}

fn post(scope: &DedicatedWorkerGlobalScope, message: &FromWorker) {
    let bytes = js_sys::Uint8Array::from(&message.to_bytes()[..]);
    // Posting bytes to the page cannot fail short of the page being gone.
    let _ = scope.post_message(&bytes);
}
