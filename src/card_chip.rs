//! A train card chip, for either game: its colour, its symbol (for
//! colour-blind players) and an optional count.

use crate::i18n::{tr, use_lang};
use crate::palette::{card_fill, card_symbol};
use europa_common::CardColor;
use leptos::prelude::*;

#[component]
pub fn CardChip(color: CardColor, #[prop(optional)] count: Option<u32>) -> impl IntoView {
    let lang = use_lang();
    view! {
        <span
            class=format!("card c-{}", color.key())
            style:background-color=card_fill(color)
            title=move || tr(lang.get(), color.key())
        >
            <span class="sym" aria-hidden="true">{card_symbol(color)}</span>
            {count.map(|n| view! { <span class="n">{n}</span> })}
        </span>
    }
}
