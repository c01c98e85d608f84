//! The engine's last refusal, translated, until the player closes it or
//! acts: in the turn banner's line, in the turn's place.

use super::ui::use_ui;
use super::words::refusal;
use crate::i18n::{t, use_lang};
use leptos::prelude::*;

#[component]
pub fn Refusal() -> impl IntoView {
    let ui = use_ui();
    let lang = use_lang();
    move || {
        ui.refusal.get().map(|e| {
            view! {
                <div class="refusal" role="alert" data-testid="refusal">
                    <span>{move || refusal(lang.get(), &e)}</span>
                    <button
                        data-testid="refusal-close"
                        aria-label=t("dismiss")
                        on:click=move |_| ui.refusal.set(None)
                    >
                        "×"
                    </button>
                </div>
            }
        })
    }
}
