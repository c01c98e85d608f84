//! A train card chip: its colour, its symbol (for colour-blind players) and
//! an optional count.

use crate::i18n::{tr, use_lang};
use crate::palette::{card_fill, card_symbol};
use europa_engine::CardColor;
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

/// The cards a payment of `total` takes, as chips.
#[component]
pub fn PaymentChips(payment: europa_engine::Payment, total: u8) -> impl IntoView {
    let cards = payment.cards(total);
    view! {
        <span class="chips">
            {CardColor::ALL
                .iter()
                .filter(|c| cards.count(**c) > 0)
                .map(|&c| view! { <CardChip color=c count=u32::from(cards.count(c)) /> })
                .collect_view()}
        </span>
    }
}
