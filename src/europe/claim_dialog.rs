//! Claiming a tapped route: the engine lists the payments; the player picks
//! one (preselected when there is only one) and confirms. Nothing is played
//! before the confirmation.

use super::collect_picker::{CollectChoice, collect_after_claim};
use super::payment_picker::PaymentPicker;
use super::route_words::route_terms;
use super::track_choice::{TrackChoice, tracks};
use super::ui::{Ui, use_ui};
use crate::europe::table::{claimable_routes, use_table};
use crate::i18n::{fill, tr, use_lang};
use crate::modal::{close_after_paint, modal};
use crate::rules_help::HelpButton;
use crate::rules_text::Topic;
use europa_engine::{Action, RouteId};
use leptos::prelude::*;

/// The route being claimed glows on the map (the `lit` routes) while its
/// dialog is open, so the player sees which track they tapped. Lit and put
/// out after a paint: the tap's and the confirm's frames draw no more.
fn light_while_open(ui: Ui, route: RouteId) {
    crate::scheduler::after_paint(move || {
        if ui.route.get_untracked() == Some(route) {
            ui.routes.set(vec![route]);
        }
    });
    on_cleanup(move || {
        crate::scheduler::after_paint(move || {
            if ui.routes.with_untracked(|r| r.as_slice() == [route]) {
                ui.routes.set(Vec::new());
            }
        });
    });
}

#[component]
pub fn ClaimDialog() -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    let lang = use_lang();
    move || {
        let route = ui.route.get()?;
        let payments = table.claim_payments(route);
        if payments.is_empty() {
            return None;
        }
        // W&D (W4): the warehouses this claim could take, chosen here.
        let masks = table.collections(route);
        // From the legal actions, not the map's marks: those change a frame
        // after a move (`Table::publish`).
        let both = table
            .legal()
            .with_untracked(|l| tracks(route, &claimable_routes(l)));
        let chosen = RwSignal::new(0u8);
        let closing = RwSignal::new(false);
        let r = route.route();
        let (a, b) = (r.a.city().label, r.b.city().label);
        let node = NodeRef::new();
        modal(node, Some(Callback::new(move |()| ui.route.set(None))));
        light_while_open(ui, route);
        Some(view! {
            <div node_ref=node class="dialog" hidden=move || closing.get() role="dialog" aria-modal="true" aria-labelledby="claim-dialog-title" data-testid="claim-dialog">
                <h2 id="claim-dialog-title">{move || fill(tr(lang.get(), "claim_route"), &[a, b])}</h2>
                <HelpButton topic=Topic::ClaimRoute />
                {both.map(|tracks| view! { <TrackChoice route tracks /> })}
                <ul class="terms" data-testid="claim-terms">
                    {move || {
                        route_terms(lang.get(), r)
                            .into_iter()
                            .map(|s| view! { <li>{s}</li> })
                            .collect_view()
                    }}
                </ul>
                {(masks.len() > 1).then(|| view! { <CollectChoice route masks chosen /> })}
                <PaymentPicker
                    payments=payments
                    total=r.length
                    testid="claim"
                    payment_testid="payment"
                    on_cancel=Callback::new(move |()| ui.route.set(None))
                    on_confirm=Callback::new(move |payment| {
                        close_after_paint(closing, ui.route);
                        match table.act(Action::ClaimRoute { route, payment }) {
                            Ok(()) => collect_after_claim(table, ui, chosen.get_untracked()),
                            Err(e) => ui.refusal.set(Some(e)),
                        }
                    })
                />
            </div>
        })
    }
}
