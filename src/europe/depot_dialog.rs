//! W&D: placing a depot on the tapped city, in the depot round (W1) or as
//! the free action at the start of a turn (W3). The engine listed the
//! placement before the dialog opened; the dialog says why and confirms.

use super::ui::use_ui;
use crate::europe::table::use_table;
use crate::i18n::{count, fill, t, tr, use_lang};
use crate::modal::modal;
use crate::rules_help::HelpButton;
use crate::rules_text::Topic;
use europa_engine::{Action, Phase};
use leptos::prelude::*;

#[component]
pub fn DepotDialog() -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    let lang = use_lang();
    move || {
        let city = ui.depot_city.get()?;
        let (first, left) = table.view().with_untracked(|v| {
            let v = v.as_ref()?;
            let left = v.seats.get(v.viewer.index()).map_or(0, |s| s.depots_left);
            Some((v.phase == Phase::PlacingDepots, left))
        })?;
        let label = city.city().label;
        let close = Callback::new(move |()| ui.depot_city.set(None));
        let node = NodeRef::new();
        modal(node, Some(close));
        let why = if first {
            "depot_first_why"
        } else {
            "depot_free_why"
        };
        Some(view! {
            <div node_ref=node class="dialog" role="dialog" aria-modal="true" aria-labelledby="depot-dialog-title" data-testid="depot-dialog">
                <h2 id="depot-dialog-title">{move || fill(tr(lang.get(), "depot_in"), &[label])}</h2>
                <HelpButton topic=Topic::Depots />
                <p class="hint">{t(why)}</p>
                <p data-testid="depots-left">{move || count(lang.get(), "n_depots_left", u32::from(left), &[])}</p>
                <div class="buttons">
                    <button data-testid="depot-cancel" aria-label=t("cancel") on:click=move |_| close.run(())>
                        {t("cancel")}
                    </button>
                    <button
                        class="primary"
                        data-testid="depot-confirm"
                        aria-label=t("depot_place")
                        on:click=move |_| {
                            ui.depot_city.set(None);
                            ui.placing_depot.set(false);
                            ui.refusal.set(table.act(Action::PlaceDepot { city }).err());
                        }
                    >
                        {t("depot_place")}
                    </button>
                </div>
            </div>
        })
    }
}
