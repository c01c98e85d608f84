//! How a dialog behaves, in either game and in the rules reference: focus
//! moves into it when it opens and back to the control that opened it when
//! it closes; Esc closes it when it may be closed. A function over the dialog's own element rather than a
//! wrapper component: a wrapper's `Children` erases each dialog's view type,
//! and that costs several KB in the page.

use leptos::html::Div;
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::JsCast;

thread_local! {
    /// The control focused before the dialog opened (one dialog at a time):
    /// a button, or a route of the map (an SVG element).
    static OPENER: RefCell<Option<web_sys::Element>> = const { RefCell::new(None) };
    /// The dialogs open now, the newest last: Esc closes only the newest
    /// (the rules reference opened from a claim dialog closes alone).
    static OPEN: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// `el.focus({preventScroll: true})` for HTML and SVG elements alike, once
/// the frame has painted: focusing lays the page out at once, and inside
/// the tap's task that cost 3.8 ms a tap at CPU x4 before the dialog showed.
/// The dialog and its opener are on screen already: no scrolling.
fn focus_after_paint(el: web_sys::Element) {
    crate::scheduler::after_paint(move || focus(&el));
}

/// `el.focus({preventScroll: true})`: web-sys has no binding for the
/// options without another feature. (The Card Game's overlays use it too.)
pub(crate) fn focus(el: &web_sys::Element) {
    if let Ok(f) = js_sys::Reflect::get(el, &"focus".into())
        && let Some(f) = f.dyn_ref::<js_sys::Function>()
    {
        let options = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&options, &"preventScroll".into(), &true.into());
        let _ = f.call1(el, &options);
    }
}

/// Back to the control inside another dialog that opened this one (the
/// rules reference's "?" in a claim dialog) if it is still there; else to
/// the opener of the dialogs, or if it is gone to the control the table
/// marks `data-focus-home` (Europe's deck), never to the page body.
fn restore(inner: Option<web_sys::Element>) {
    if let Some(el) = inner.filter(|el| el.is_connected()) {
        crate::scheduler::after_paint(move || focus(&el));
        return;
    }
    let opener = OPENER.with(|o| o.borrow_mut().take());
    crate::scheduler::after_paint(move || match opener.filter(|el| el.is_connected()) {
        Some(el) => focus(&el),
        None => focus_home(),
    });
}

/// Focuses the control the table marks `data-focus-home` (Europe's deck).
fn focus_home() {
    if let Ok(Some(el)) = document().query_selector("[data-focus-home]") {
        focus(&el);
    }
}

/// Call while building a dialog whose root element gets `node`. `on_close`
/// is what Esc does; `None`: the dialog waits for its own buttons.
pub fn modal(node: NodeRef<Div>, on_close: Option<Callback<()>>) {
    let active = document().active_element();
    let in_dialog = |el: &web_sys::Element| el.closest("[role=dialog]").ok().flatten().is_some();
    let inner = active.clone().filter(in_dialog);
    if let Some(el) = active.filter(|el| !in_dialog(el)) {
        OPENER.with(|o| *o.borrow_mut() = Some(el));
    }
    // The control marked `autofocus`, else the first one inside, takes the
    // focus (a help button is not the point). `autofocus` alone does not:
    // browsers honour it once per page, not in a dialog added later.
    node.on_load(|dialog| {
        let first = ["[autofocus]", "button:not(.help-button)"]
            .iter()
            .find_map(|sel| dialog.query_selector(sel).ok().flatten());
        if let Some(first) = first {
            focus_after_paint(first);
        }
    });
    let id = NEXT_ID.with(|n| {
        n.set(n.get().wrapping_add(1));
        n.get()
    });
    OPEN.with(|o| o.borrow_mut().push(id));
    let esc = on_close.map(|close| {
        window_event_listener(leptos::ev::keydown, move |ev| {
            if ev.key() == "Escape" && OPEN.with(|o| o.borrow().last() == Some(&id)) {
                ev.prevent_default();
                close.run(());
            }
        })
    });
    on_cleanup(move || {
        OPEN.with(|o| o.borrow_mut().retain(|x| *x != id));
        if let Some(handle) = esc {
            handle.remove();
        }
        restore(inner);
    });
}

/// Closes a dialog the player has just confirmed: out of sight at once
/// (`closing` drives its `hidden`), taken down after the paint, unless
/// `open` has meanwhile moved on to another route or city. Unmounting a
/// dialog (its nodes and listeners) was ~2 ms of the confirm's frame at full
/// speed and 8 at CPU x4; the move itself is what the player waits to see.
pub fn close_after_paint<T: PartialEq + Copy + Send + Sync + 'static>(
    closing: RwSignal<bool>,
    open: RwSignal<Option<T>>,
) {
    let was = open.get_untracked();
    closing.set(true);
    crate::scheduler::after_paint(move || {
        if open.get_untracked() == was {
            open.set(None);
        }
    });
}
