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
    let hand = Memo::new(move |_| table.view().with(|v| v.as_ref().map(|v| v.me.hand)));
    let count = move |c: CardColor| hand.with(|h| h.map_or(0, |h| h.count(c)));
    // Keyed by colour: a drawn card changes one count (or adds one chip),
    // and the other chips stay as they are.
    let held = move || {
        CardColor::ALL
            .iter()
            .copied()
            .filter(|c| count(*c) > 0)
            .collect::<Vec<_>>()
    };
    let shown = Memo::new(move |_| hand.with(Option::is_some));
    move || {
        let seat = table.revealed().get()?;
        shown.get().then(|| view! {
            <section class="hand" data-testid="hand" data-seat=seat.0 aria-label=t("hand")>
                <h3>{t("hand")}</h3>
                <div class="chips">
                    <For each=held key=|c| *c let:c>
                        {
                            let n = Memo::new(move |_| count(c));
                            view! {
                                <span data-testid="hand-card" data-color=c.key() data-count=n>
                                    {move || view! { <CardChip color=c count=u32::from(n.get()) /> }}
                                </span>
                            }
                        }
                    </For>
                </div>
            </section>
        })
    }
}
