//! Building a station in the tapped city: the engine's payments for that
//! city, one to pick, then confirm.

use super::payment_picker::PaymentPicker;
use super::ui::use_ui;
use crate::europe::table::use_table;
use crate::i18n::{fill, tr, use_lang};
use crate::modal::{close_after_paint, modal};
use crate::rules_help::HelpButton;
use crate::rules_text::Topic;
use europa_engine::Action;
use leptos::prelude::*;

#[component]
pub fn StationDialog() -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    let lang = use_lang();
    move || {
        let city = ui.station_city.get()?;
        let legal = table.legal().get_untracked();
        let payments: Vec<_> = legal
            .iter()
            .filter_map(|a| match a {
                Action::BuildStation { city: c, payment } if *c == city => Some(*payment),
                _ => None,
            })
            .collect();
        let total = table.station_price();
        let label = city.city().label;
        let node = NodeRef::new();
        let closing = RwSignal::new(false);
        modal(
            node,
            Some(Callback::new(move |()| ui.station_city.set(None))),
        );
        Some(view! {
            <div node_ref=node class="dialog" hidden=move || closing.get() role="dialog" aria-modal="true" aria-labelledby="station-dialog-title" data-testid="station-dialog">
                <h2 id="station-dialog-title">{move || fill(tr(lang.get(), "station_in"), &[label])}</h2>
                <HelpButton topic=Topic::Stations />
                <PaymentPicker
                    payments=payments
                    total=total
                    testid="station"
                    payment_testid="station-payment"
                    on_cancel=Callback::new(move |()| ui.station_city.set(None))
                    on_confirm=Callback::new(move |payment| {
                        close_after_paint(closing, ui.station_city);
                        ui.placing_station.set(false);
                        ui.refusal.set(table.act(Action::BuildStation { city, payment }).err());
                    })
                />
            </div>
        })
    }
}
