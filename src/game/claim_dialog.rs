//! Claiming a tapped route: the engine lists the payments; the player picks
//! one (preselected when there is only one) and confirms. Nothing is played
//! before the confirmation.

use super::card::PaymentChips;
use super::ui::use_ui;
use crate::i18n::{fill, t, tr, use_lang};
use crate::rules_help::HelpButton;
use crate::rules_text::Topic;
use crate::table::use_table;
use europa_engine::Action;
use leptos::prelude::*;

#[component]
pub fn ClaimDialog() -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    let lang = use_lang();
    let picked = RwSignal::new(None::<usize>);
    move || {
        let route = ui.route.get()?;
        let payments = table.claim_payments(route);
        if payments.is_empty() {
            return None;
        }
        picked.set((payments.len() == 1).then_some(0));
        let r = route.route();
        let (a, b) = (r.a.city().label, r.b.city().label);
        let pays = payments.clone();
        Some(view! {
            <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="claim-dialog-title" data-testid="claim-dialog">
                <h2 id="claim-dialog-title">{move || fill(tr(lang.get(), "claim_route"), &[a, b])}</h2>
                <HelpButton topic=Topic::ClaimRoute />
                <p class="hint">{t("choose_payment")}</p>
                <div class="payments">
                    {payments
                        .iter()
                        .enumerate()
                        .map(|(i, &p)| {
                            view! {
                                <button
                                    class="payment"
                                    class:picked=move || picked.get() == Some(i)
                                    aria-pressed=move || (picked.get() == Some(i)).to_string()
                                    data-testid="payment"
                                    data-index=i
                                    aria-label=format!("{} {}", p.color.key(), p.locomotives)
                                    on:click=move |_| picked.set(Some(i))
                                >
                                    <PaymentChips payment=p total=r.length />
                                </button>
                            }
                        })
                        .collect_view()}
                </div>
                <div class="buttons">
                    <button
                        data-testid="claim-cancel"
                        aria-label=t("cancel")
                        on:click=move |_| ui.route.set(None)
                    >
                        {t("cancel")}
                    </button>
                    <button
                        class="primary"
                        data-testid="claim-confirm"
                        aria-label=t("confirm")
                        class:disabled=move || picked.get().is_none()
                        on:click=move |_| {
                            let Some(payment) = picked.get_untracked().and_then(|i| pays.get(i).copied())
                            else {
                                return;
                            };
                            ui.route.set(None);
                            ui.refusal.set(table.act(Action::ClaimRoute { route, payment }).err());
                        }
                    >
                        {t("confirm")}
                    </button>
                </div>
            </div>
        })
    }
}
