//! A payment's cards as chips (the chip itself is shared: [`crate::card_chip`]).

pub use crate::card_chip::CardChip;
use europa_engine::CardColor;
use leptos::prelude::*;

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
