//! The revealed seat's hand, grouped by colour with counts. Rendered only
//! while a seat is revealed, so in pass-and-play no other hand is in the DOM.
//! Tapping a colour picks it: the map then marks only the routes that colour
//! can pay for now (the engine's `claimable_with`); tapping it again, or
//! playing the colour's last card, drops the pick.

use super::card::CardChip;
use super::ui::use_ui;
use crate::europe::table::use_table;
use crate::i18n::t;
use europa_engine::CardColor;
use leptos::prelude::*;

#[component]
pub fn Hand() -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
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
                            let picked = move || ui.colour.get() == Some(c) && n.get() > 0;
                            move || (n.get() > 0).then(|| view! {
                                <button
                                    type="button"
                                    class="hand-card"
                                    class:picked=picked
                                    data-testid="hand-card"
                                    data-color=c.key()
                                    data-count=n
                                    aria-pressed=move || picked().to_string()
                                    title=t("pick_colour")
                                    on:click=move |_| ui.colour.update(|p| {
                                        *p = if *p == Some(c) { None } else { Some(c) };
                                    })
                                >
                                    {move || view! { <CardChip color=c count=u32::from(n.get()) /> }}
                                </button>
                            })
                        })
                        .collect_view()}
                </div>
            </section>
        })
    }
}
