//! How a dialog behaves, in either game and in the rules reference: focus
//! moves into it when it opens and, if nothing else took it meanwhile, back
//! to the control that opened it when it closes; Esc closes it when it may
//! be closed. A function over the dialog's own element rather than a
//! wrapper component: a wrapper's `Children` erases each dialog's view type,
//! and that costs several KB in the page.

use leptos::html::Div;
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::JsCast;

/// What a dialog gives the focus back to when it closes having it.
struct Open {
    id: u32,
    /// The control inside another dialog that opened this one (the rules
    /// reference's "?" in a claim dialog, a claim's confirm before a tunnel).
    inner: Option<web_sys::Element>,
    /// The control outside every dialog that opened the first of them: a
    /// button, or a route of the map (an SVG element).
    opener: Option<web_sys::Element>,
}

thread_local! {
    /// The dialogs open now, the newest last: Esc closes only the newest.
    static OPEN: RefCell<Vec<Open>> = const { RefCell::new(Vec::new()) };
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
/// options without another feature.
pub(crate) fn focus(el: &web_sys::Element) {
    if let Ok(f) = js_sys::Reflect::get(el, &"focus".into())
        && let Some(f) = f.dyn_ref::<js_sys::Function>()
    {
        let options = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&options, &"preventScroll".into(), &true.into());
        let _ = f.call1(el, &options);
    }
}

/// Whether a player could focus `el` now: in the page and not in a
/// dialog hidden while it closes.
fn usable(el: &web_sys::Element) -> bool {
    el.is_connected() && el.closest("[hidden]").ok().flatten().is_none()
}

/// After the paint, and only if the focus was lost (on the page body, or
/// on a control taken away or hidden with its dialog): back to `inner`,
/// else to `opener`, else to the control the table marks `data-focus-home`
/// (either game's deck). A dialog that opened meanwhile (a tunnel's after
/// its claim, the next player's hand-off) has taken the focus: it keeps it.
fn restore(inner: Option<web_sys::Element>, opener: Option<web_sys::Element>) {
    crate::scheduler::after_paint(move || {
        let doc = document();
        let lost = doc
            .active_element()
            .is_none_or(|el| doc.body().is_some_and(|b| *b == el) || !usable(&el));
        if !lost {
            return;
        }
        let home = || doc.query_selector("[data-focus-home]").ok().flatten();
        if let Some(el) = inner.filter(usable).or(opener.filter(usable)).or_else(home) {
            focus(&el);
        }
    });
}

/// Call while building a dialog whose root element gets `node`. `on_close`
/// is what Esc does; `None`: the dialog waits for its own buttons (the
/// Card Game's overlays, which open on their own).
pub fn modal(node: NodeRef<Div>, on_close: Option<Callback<()>>) {
    let doc = document();
    let active = doc
        .active_element()
        .filter(|el| doc.body().is_none_or(|b| *b != *el));
    let in_dialog = |el: &web_sys::Element| el.closest("[role=dialog]").ok().flatten().is_some();
    let (inner, opener) = match active {
        Some(el) if in_dialog(&el) => {
            let outer = OPEN.with(|o| o.borrow().last().and_then(|d| d.opener.clone()));
            (Some(el), outer)
        }
        other => (None, other),
    };
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
    OPEN.with(|o| o.borrow_mut().push(Open { id, inner, opener }));
    let esc = on_close.map(|close| {
        window_event_listener(leptos::ev::keydown, move |ev| {
            if ev.key() == "Escape" && OPEN.with(|o| o.borrow().last().map(|d| d.id) == Some(id)) {
                ev.prevent_default();
                close.run(());
            }
        })
    });
    on_cleanup(move || {
        let closed = OPEN.with(|o| {
            let mut o = o.borrow_mut();
            let at = o.iter().position(|d| d.id == id);
            at.map(|at| o.remove(at))
        });
        if let Some(handle) = esc {
            handle.remove();
        }
        if let Some(d) = closed {
            restore(d.inner, d.opener);
        }
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
