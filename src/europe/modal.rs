//! A dialog over the game: focus moves into it when it opens and back to the
//! control that opened it when it closes; Esc closes it when it may be
//! closed. The dialogs' contents are their own components.

use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::JsCast;

thread_local! {
    /// The control focused before the dialog opened (one dialog at a time).
    static OPENER: RefCell<Option<web_sys::HtmlElement>> = const { RefCell::new(None) };
}

fn active() -> Option<web_sys::HtmlElement> {
    document().active_element()?.dyn_into().ok()
}

/// Back to the opener, or to the deck if it is gone, never to the page body.
fn restore() {
    let opener = OPENER.with(|o| o.borrow_mut().take());
    let target = opener.filter(|el| el.is_connected()).or_else(|| {
        document()
            .query_selector("[data-testid=\"deck\"]")
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into().ok())
    });
    if let Some(el) = target {
        let _ = el.focus();
    }
}

#[component]
pub fn Modal(
    testid: &'static str,
    /// `dialog` (a card at the bottom) or `handoff` (the whole screen).
    #[prop(default = "dialog")]
    class: &'static str,
    /// Id of the dialog's heading (aria-labelledby).
    title_id: &'static str,
    /// What Esc does; `None`: the dialog waits for its own buttons.
    on_close: Option<Callback<()>>,
    children: Children,
) -> impl IntoView {
    let node = NodeRef::<leptos::html::Div>::new();
    if let Some(el) = active().filter(|el| el.closest("[role=dialog]").ok().flatten().is_none()) {
        OPENER.with(|o| *o.borrow_mut() = Some(el));
    }
    Effect::new(move |_| {
        // The first control inside takes the focus (a help button is not the point).
        let first = node.get().and_then(|d| {
            d.query_selector("button:not(.help-button)")
                .ok()
                .flatten()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        });
        if let Some(el) = first {
            let _ = el.focus();
        }
    });
    let esc = on_close.map(|close| {
        window_event_listener(leptos::ev::keydown, move |ev| {
            if ev.key() == "Escape" {
                ev.prevent_default();
                close.run(());
            }
        })
    });
    on_cleanup(move || {
        if let Some(handle) = esc {
            handle.remove();
        }
        restore();
    });
    view! {
        <div
            node_ref=node
            class=class
            role="dialog"
            aria-modal="true"
            aria-labelledby=title_id
            data-testid=testid
        >
            {children()}
        </div>
    }
}
