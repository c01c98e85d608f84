//! "Pass the device to Anna": covers the page until that person taps, while
//! the table shows public information only (nobody's hand is in the DOM).

use super::recap_view::Recap;
use crate::europe::table::use_table;
use crate::i18n::{fill, tr, use_lang};
use crate::modal::modal;
use leptos::prelude::*;

#[component]
pub fn Handoff() -> impl IntoView {
    let table = use_table();
    let lang = use_lang();
    move || {
        table.handoff().get().map(|seat| {
            let name = table.seat_name(seat);
            let n2 = name.clone();
            let node = NodeRef::new();
            modal(node, None);
            view! {
                <div node_ref=node class="handoff" data-testid="handoff" role="dialog" aria-modal="true" aria-labelledby="handoff-title">
                    <p class="big" id="handoff-title">{move || fill(tr(lang.get(), "pass_device"), &[&name])}</p>
                    <button
                        class="primary"
                        data-testid="handoff-ready"
                        aria-label=move || fill(tr(lang.get(), "i_am"), &[&n2])
                        on:click=move |_| table.reveal()
                    >
                        {move || fill(tr(lang.get(), "i_am"), &[&table.seat_name(seat)])}
                    </button>
                    // What the others did meanwhile: public, so it may show before the tap.
                    <Recap turns=table.recap() heading="since_last_turn" />
                </div>
            }
        })
    }
}
