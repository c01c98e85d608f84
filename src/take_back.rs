//! The "Take back" button both tables show (docs/TAKE_BACK.md): there only
//! while the engine's rule allows it, which the table's keeper judges after
//! every move (`turn_keeper/take_back.rs`). After a tap a short note says
//! so in the button's place until the next move, so the line keeps its
//! size. Ctrl+Z (⌘Z) does the same outside dialogs and text fields.
use crate::i18n::t;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

pub(crate) mod texts;

/// The button, or the note of a take-back just made, or nothing.
/// `available`: the keeper's `may_take_back`; `moves`: its `moves_played`;
/// `on_take`: the table's own take-back.
#[component]
pub fn TakeBack(
    available: Signal<bool>,
    moves: Signal<usize>,
    on_take: Callback<()>,
) -> impl IntoView {
    // The moves the game held right after the last take-back.
    let taken_at = RwSignal::new(None::<usize>);
    let take = move || {
        if available.get_untracked() {
            on_take.run(());
            taken_at.set(Some(moves.get_untracked()));
        }
    };
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let undo = (ev.ctrl_key() || ev.meta_key()) && !ev.shift_key() && !ev.alt_key();
        if undo && ev.key().eq_ignore_ascii_case("z") && !in_dialog_or_field(&ev) {
            ev.prevent_default();
            take();
        }
    });
    on_cleanup(move || keys.remove());
    move || {
        if available.get() {
            view! {
                <button
                    type="button"
                    class="take-back"
                    data-testid="take-back"
                    title=t("take_back_hint")
                    aria-label=t("take_back")
                    aria-keyshortcuts="Control+Z"
                    on:click=move |_| take()
                >
                    // The arrow alone where room is short (CSS hides the words).
                    <span class="take-back-icon" aria-hidden="true">"↶"</span>
                    <span class="take-back-words">{t("take_back")}</span>
                </button>
            }
            .into_any()
        } else if taken_at.get().is_some_and(|m| m == moves.get()) {
            view! {
                <span class="take-back-note" role="status" data-testid="taken-back">
                    {t("taken_back")}
                </span>
            }
            .into_any()
        } else {
            ().into_any()
        }
    }
}

/// Whether a dialog is open or the key went to a text field, where Ctrl+Z
/// is theirs (a dialog's choice stands on the game as it is).
fn in_dialog_or_field(ev: &leptos::ev::KeyboardEvent) -> bool {
    let modal = document()
        .query_selector("[aria-modal=true]:not([hidden])")
        .ok()
        .flatten();
    modal.is_some()
        || ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest("[role=dialog], input, textarea, select").ok())
            .flatten()
            .is_some()
}
