//! The revealed seat's hand, grouped by colour with counts. Rendered only
//! while a seat is revealed, so in pass-and-play no other hand is in the DOM.

use super::card::CardChip;
use crate::europe::table::use_table;
use crate::i18n::t;
use europa_engine::CardColor;
use leptos::prelude::*;

#[component]
pub fn Hand() -> impl IntoView {
    let table = use_table();
    move || {
        let seat = table.revealed().get()?;
        let hand = table.view().with(|v| v.as_ref().map(|v| v.me.hand))?;
        Some(view! {
            <section class="hand" data-testid="hand" data-seat=seat.0 aria-label=t("hand")>
                <h3>{t("hand")}</h3>
                <div class="chips">
                    {CardColor::ALL
                        .iter()
                        .filter(|c| hand.count(**c) > 0)
                        .map(|&c| {
                            view! {
                                <span data-testid="hand-card" data-color=c.key() data-count=hand.count(c)>
                                    <CardChip color=c count=u32::from(hand.count(c)) />
                                </span>
                            }
                        })
                        .collect_view()}
                </div>
            </section>
        })
    }
}
