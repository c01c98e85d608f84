//! A hint at either table: in a game against computers, on the person's
//! turn, "Hint" asks the computers' worker for the move Expert would play
//! from the person's seat (it sees only what that seat sees) and says it
//! with its reason in one sentence, in the table's words
//! (`crate::europe::hint`, `crate::cardgame::hint`). Every hint asked is
//! kept in the save ([`crate::session::Saved::hints`]); the final scores
//! and the review say so.
use crate::i18n::t;
use leptos::prelude::*;

pub(crate) mod texts;

/// What the hint says now.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    Thinking,
    Sentence(String),
    Failed,
}

/// What the hint said, with the number of moves the game held when it was
/// asked: it shows only while the game still holds that many.
pub type Asked = RwSignal<Option<(usize, Said)>>;

/// The hint to show now: the one asked at this many moves, if any.
pub fn shown(asked: Asked, moves: Signal<usize>) -> Signal<Option<Said>> {
    Signal::derive(move || {
        let now = moves.get();
        asked
            .get()
            .filter(|(at, _)| *at == now)
            .map(|(_, said)| said)
    })
}

/// The button, and the hint's sentence under the turn until the next move.
#[component]
pub fn Hint(
    offered: Signal<bool>,
    said: Signal<Option<Said>>,
    on_ask: Callback<()>,
) -> impl IntoView {
    let button = move || {
        offered.get().then(|| {
            view! {
                <button
                    type="button"
                    class="hint-button"
                    data-testid="hint"
                    title=t("hint_title")
                    aria-label=t("hint")
                    disabled=move || said.with(|s| matches!(s, Some(Said::Thinking)))
                    on:click=move |_| on_ask.run(())
                >
                    <span aria-hidden="true">"☼"</span>
                    <span class="hint-words">{t("hint")}</span>
                </button>
            }
        })
    };
    let note = move || {
        said.get().map(|s| {
            let text = match s {
                Said::Thinking => t("hint_thinking")().to_string(),
                Said::Sentence(text) => text,
                Said::Failed => t("hint_failed")().to_string(),
            };
            view! { <p class="hint-note" role="status" data-testid="hint-note">{text}</p> }
        })
    };
    view! {
        {button}
        {note}
    }
}

/// "2 hints used", at the final scores, when the person asked any.
#[component]
pub fn HintsUsed(used: Signal<usize>) -> impl IntoView {
    let lang = crate::i18n::use_lang();
    move || {
        let n = used.get();
        (n > 0).then(|| {
            view! {
                <p class="hints-used" data-testid="hints-used">
                    {crate::i18n::count(lang.get(), "hints_used", n as u32, &[])}
                </p>
            }
        })
    }
}
