//! Building a station in the tapped city: the engine's payments for that
//! city, one to pick, then confirm.

use super::card::PaymentChips;
use super::ui::use_ui;
use crate::i18n::{fill, t, tr, use_lang};
use crate::rules_help::HelpButton;
use crate::rules_text::Topic;
use crate::table::use_table;
use europa_engine::Action;
use leptos::prelude::*;

#[component]
pub fn StationDialog() -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    let lang = use_lang();
    let picked = RwSignal::new(None::<usize>);
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
        picked.set((payments.len() == 1).then_some(0));
        let label = city.city().label;
        let pays = payments.clone();
        Some(view! {
            <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="station-dialog-title" data-testid="station-dialog">
                <h2 id="station-dialog-title">{move || fill(tr(lang.get(), "station_in"), &[label])}</h2>
                <HelpButton topic=Topic::Stations />
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
                                    data-testid="station-payment"
                                    data-index=i
                                    aria-label=format!("{} {}", p.color.key(), p.locomotives)
                                    on:click=move |_| picked.set(Some(i))
                                >
                                    <PaymentChips payment=p total=total />
                                </button>
                            }
                        })
                        .collect_view()}
                </div>
                <div class="buttons">
                    <button
                        data-testid="station-cancel"
                        aria-label=t("cancel")
                        on:click=move |_| ui.station_city.set(None)
                    >
                        {t("cancel")}
                    </button>
                    <button
                        class="primary"
                        data-testid="station-confirm"
                        aria-label=t("confirm")
                        class:disabled=move || picked.get().is_none()
                        on:click=move |_| {
                            let Some(payment) = picked.get_untracked().and_then(|i| pays.get(i).copied())
                            else {
                                return;
                            };
                            ui.station_city.set(None);
                            ui.placing_station.set(false);
                            ui.refusal.set(table.act(Action::BuildStation { city, payment }).err());
                        }
                    >
                        {t("confirm")}
                    </button>
                </div>
            </div>
        })
    }
}
