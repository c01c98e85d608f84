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
    let count = move |c: CardColor| {
        table
            .view()
            .with(|v| v.as_ref().map_or(0, |v| v.me.hand.count(c)))
    };
    // One place per colour, in the usual order, each shown while held: a
    // drawn card changes one count (or shows one chip) and nothing else.
    let shown = Memo::new(move |_| table.view().with(Option::is_some));
    move || {
        let seat = table.revealed().get()?;
        shown.get().then(|| view! {
            <section class="hand" data-testid="hand" data-seat=seat.0 aria-label=t("hand")>
                <h3>{t("hand")}</h3>
                <div class="chips">
                    {CardColor::ALL
                        .iter()
                        .map(|&c| {
                            let n = Memo::new(move |_| count(c));
                            move || (n.get() > 0).then(|| view! {
                                <span data-testid="hand-card" data-color=c.key() data-count=n>
                                    {move || view! { <CardChip color=c count=u32::from(n.get()) /> }}
                                </span>
                            })
                        })
                        .collect_view()}
                </div>
            </section>
        })
    }
}
