//! Pass and play: "Pass the device to Anna" covers the table (which shows
//! public information only meanwhile) until that person taps; and at the
//! end of a person's turn, their cards stay until they pass the device on.

use super::table::use_card_table;
use crate::i18n::{fill, t, tr, use_lang};
use leptos::prelude::*;

#[component]
pub fn Handoff() -> impl IntoView {
    let table = use_card_table();
    let lang = use_lang();
    let handoff = move || {
        table.handoff().get().map(|seat| {
            let name = table.seat_name(seat);
            let n2 = name.clone();
            let node = NodeRef::new();
            super::focus::focus_on_open(node);
            view! {
                <div node_ref=node class="handoff" data-testid="cg-handoff" role="dialog" aria-modal="true" aria-labelledby="cg-handoff-title">
                    <p class="big" id="cg-handoff-title">{move || fill(tr(lang.get(), "cg_pass_device"), &[&name])}</p>
                    <button class="primary" data-testid="cg-handoff-ready" on:click=move |_| table.reveal()>
                        {move || fill(tr(lang.get(), "cg_i_am"), &[&n2])}
                    </button>
                </div>
            }
        })
    };
    let done = move || {
        table.done().get().map(|_| {
            let node = NodeRef::new();
            super::focus::focus_on_open(node);
            view! {
                <div node_ref=node class="cg-turn-end" role="status" data-testid="cg-turn-end">
                    <p>{t("cg_turn_over")}</p>
                    <button class="primary" data-testid="cg-pass-on" on:click=move |_| table.pass_on()>
                        {t("cg_done")}
                    </button>
                </div>
            }
        })
    };
    view! { {handoff}{done} }
}
