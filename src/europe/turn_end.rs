//! Pass and play: the end of a person's turn. Their cards still show, with
//! the cards they drew this turn (the second blind card included), until
//! they tap to hide them and pass the device on.

use super::card::CardChip;
use crate::europe::table::use_table;
use crate::i18n::{fill, t, tr, use_lang};
use crate::modal::modal;
use leptos::prelude::*;

#[component]
pub fn TurnEnd() -> impl IntoView {
    let table = use_table();
    let lang = use_lang();
    move || {
        let seat = table.done().get()?;
        let name = table.seat_name(seat);
        let drawn = table.drawn().get();
        let node = NodeRef::new();
        modal(node, None);
        Some(view! {
            <div node_ref=node class="dialog" role="dialog" aria-modal="true" aria-labelledby="turn-end-title" data-testid="turn-end">
                <h2 id="turn-end-title">{move || fill(tr(lang.get(), "turn_over"), &[&name])}</h2>
                {(!drawn.is_empty())
                    .then(|| {
                        view! {
                            <p data-testid="drawn">
                                {t("you_drew")}" "
                                <span class="chips">
                                    {drawn.iter().map(|&c| view! { <CardChip color=c /> }).collect_view()}
                                </span>
                            </p>
                        }
                    })}
                <div class="buttons">
                    <button
                        class="primary"
                        data-testid="pass-on"
                        aria-label=t("hide_and_pass")
                        on:click=move |_| table.pass_on()
                    >
                        {t("hide_and_pass")}
                    </button>
                </div>
            </div>
        })
    }
}
