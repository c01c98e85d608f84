//! A tunnel attempt: the three revealed cards, the extra cost, and the ways
//! to pay it the engine lists, or give up.

use super::card::{CardChip, PaymentChips};
use super::collect_picker::collect_after_claim;
use super::ui::use_ui;
use crate::europe::table::use_table;
use crate::i18n::{count, fill, t, tr, use_lang};
use crate::modal::modal;
use crate::rules_help::HelpButton;
use crate::rules_text::Topic;
use europa_engine::Action;
use leptos::prelude::*;

#[component]
pub fn TunnelDialog() -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    let lang = use_lang();
    move || {
        // Only the seat in the tunnel gets the choice; others see it in the log.
        let legal = table.legal().get();
        if !legal.contains(&Action::DeclineTunnel) {
            return None;
        }
        let tunnel = table
            .view()
            .with(|v| v.as_ref().and_then(|v| v.tunnel.clone()))?;
        let r = tunnel.route.route();
        let (a, b) = (r.a.city().label, r.b.city().label);
        let extra = tunnel.extra;
        let can_pay = legal.iter().any(|a| matches!(a, Action::PayTunnel { .. }));
        let node = NodeRef::new();
        modal(node, None);
        Some(view! {
            <div node_ref=node class="dialog" role="dialog" aria-modal="true" aria-labelledby="tunnel-dialog-title" data-testid="tunnel-dialog">
                <h2 id="tunnel-dialog-title">{move || fill(tr(lang.get(), "tunnel_title"), &[a, b])}</h2>
                <HelpButton topic=Topic::Tunnels />
                <div class="chips" data-testid="tunnel-revealed">
                    {tunnel.revealed.iter().map(|&c| view! { <CardChip color=c /> }).collect_view()}
                </div>
                <p data-testid="tunnel-extra" data-extra=extra>
                    {move || {
                        let l = lang.get();
                        count(l, "tunnel_extra", u32::from(extra), &[])
                    }}
                </p>
                <div class="payments">
                    {legal
                        .iter()
                        .filter_map(|a| match a {
                            Action::PayTunnel { payment } => Some(*payment),
                            _ => None,
                        })
                        .map(|p| {
                            view! {
                                <button
                                    class="payment"
                                    data-testid="tunnel-pay"
                                    aria-label=t("pay")
                                    on:click=move |_| {
                                        match table.act(Action::PayTunnel { payment: p }) {
                                            // W4: the collection chosen with the claim, now due.
                                            Ok(()) => if let Some(c) = ui.collect.get_value() {
                                                collect_after_claim(table, ui, c);
                                            },
                                            Err(e) => ui.refusal.set(Some(e)),
                                        }
                                    }
                                >
                                    {t("pay")}
                                    " "
                                    <PaymentChips payment=p total=extra />
                                </button>
                            }
                        })
                        .collect_view()}
                </div>
                {(!can_pay)
                    .then(|| view! { <p class="hint" data-testid="tunnel-cannot-pay">{t("tunnel_cannot_pay")}</p> })}
                <button
                    data-testid="tunnel-decline"
                    aria-label=t("decline")
                    on:click=move |_| {
                        ui.collect.set_value(None);
                        ui.refusal.set(table.act(Action::DeclineTunnel).err());
                    }
                >
                    {t("decline")}
                </button>
            </div>
        })
    }
}
