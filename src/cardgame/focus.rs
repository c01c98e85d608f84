//! The keyboard follows the Card Game's overlays: the ticket choice, the
//! hand-off and the turn's end take the focus when they open (Tab would
//! otherwise walk the whole table behind them first), and when they close
//! the focus goes to the deck rather than to the page body. Focusing never
//! scrolls: a player who scrolled down to the railyards stays there.
//! (The board game's dialogs use `crate::modal`, which gives the focus back
//! to what opened them; these overlays open on their own, so the focus only
//! goes to the deck when it was lost.)

use crate::modal::focus as focus_in_place;
use leptos::html::Div;
use leptos::prelude::*;

/// Call while building an overlay whose root element gets `node`: its
/// first button takes the focus.
pub fn focus_on_open(node: NodeRef<Div>) {
    node.on_load(|overlay| {
        // After the paint: the overlay is on screen, so nothing scrolls.
        crate::scheduler::after_paint(move || {
            if let Ok(Some(first)) = overlay.query_selector("button")
                && first.is_connected()
            {
                focus_in_place(&first);
            }
        });
    });
    on_cleanup(|| {
        crate::scheduler::after_paint(|| {
            let doc = document();
            let lost = doc
                .active_element()
                .is_none_or(|el| doc.body().is_some_and(|b| *b == el) || !el.is_connected());
            if !lost {
                return;
            }
            let target = [
                "[data-testid=\"cg-handoff-ready\"]",
                "[data-testid=\"cg-pass-on\"]",
                "[data-testid=\"cg-deck\"]",
            ]
            .iter()
            .find_map(|sel| doc.query_selector(sel).ok().flatten());
            if let Some(el) = target {
                focus_in_place(&el);
            }
        });
    });
}
