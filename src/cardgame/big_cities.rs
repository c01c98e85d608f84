//! The six Big City bonus cards: value, and who leads each (from tickets
//! known to be completed, so nobody before a scoring).

use super::table::use_card_table;
use crate::i18n::{fill, t, tr, use_lang};
use crate::rules_help::HelpButton;
use crate::rules_text::Topic;
use cardgame_engine::BIG_CITIES;
use leptos::prelude::*;

#[component]
pub fn BigCities() -> impl IntoView {
    let table = use_card_table();
    let lang = use_lang();
    move || {
        let v = table.view().get()?;
        let l = lang.get();
        let cards = BIG_CITIES
            .iter()
            .enumerate()
            .map(|(i, city)| {
                let leaders: Vec<String> = v
                    .big_cities
                    .iter()
                    .find(|b| usize::from(b.city.0) == i)
                    .map(|b| b.winners.iter().map(|s| table.seat_name(*s)).collect())
                    .unwrap_or_default();
                let who = if leaders.is_empty() {
                    tr(l, "cg_nobody").to_string()
                } else {
                    leaders.join(", ")
                };
                view! {
                    <li class="cg-city" data-testid="cg-big-city">
                        <strong>{city.name}</strong>
                        <span class="cg-bonus">{format!("+{}", city.bonus)}</span>
                        <small>{fill(tr(l, "cg_leads"), &[&who])}</small>
                    </li>
                }
            })
            .collect_view();
        Some(view! {
            <section class="cg-big-cities" aria-label=t("cg_big_cities")>
                <div class="cg-head">
                    <h3>{t("cg_big_cities")}</h3>
                    <HelpButton topic=Topic::CardEnd />
                </div>
                <ul>{cards}</ul>
            </section>
        })
    }
}
