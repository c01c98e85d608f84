//! W&D (W4): taking the warehouse of a depot at an end of the route just
//! claimed, for one depot from the supply each. The claim dialog offers it
//! before the claim (the engine lists the same choices before and after);
//! the choice is sent as soon as the engine asks for it, after a tunnel's
//! extra cards if the route is a tunnel. A dialog of its own asks only when
//! no choice is waiting (a game reloaded at that moment).

use super::ui::{Ui, use_ui};
use crate::europe::table::{Table, use_table};
use crate::i18n::{count, fill, t, tr, use_lang};
use crate::modal::modal;
use crate::palette::{player_color, player_symbol};
use crate::rules_help::HelpButton;
use crate::rules_text::Topic;
use europa_engine::{Action, RouteId};
use leptos::prelude::*;

/// The choice after tapping the warehouse of `bit`: added to the others
/// when the engine allows that, else alone (one depot left, two offered).
pub fn toggle(masks: &[u8], chosen: u8, bit: u8) -> u8 {
    let next = chosen ^ bit;
    if masks.contains(&next) {
        next
    } else if masks.contains(&bit) {
        bit
    } else {
        chosen
    }
}

/// The warehouses (route end bits) offered at all.
pub fn offered_bits(masks: &[u8]) -> Vec<u8> {
    [1u8, 2]
        .into_iter()
        .filter(|b| masks.iter().any(|m| m & b != 0))
        .collect()
}

/// After a claim was accepted: sends the collection if the engine waits for
/// it, or keeps it until a tunnel's extra cards are paid.
pub fn collect_after_claim(table: Table, ui: Ui, cities: u8) {
    let waiting = table.legal().with_untracked(|l| {
        l.iter()
            .any(|a| matches!(a, Action::CollectWarehouses { .. }))
    });
    if waiting {
        ui.collect.set_value(None);
        ui.refusal
            .set(table.act(Action::CollectWarehouses { cities }).err());
    } else if table.in_tunnel() {
        ui.collect.set_value(Some(cities));
    } else {
        ui.collect.set_value(None);
    }
}

/// The warehouses at the ends of `route`, each a toggle with its card count.
#[component]
pub fn CollectChoice(route: RouteId, masks: Vec<u8>, chosen: RwSignal<u8>) -> impl IntoView {
    let table = use_table();
    let lang = use_lang();
    let r = route.route();
    let (owners, held, left, me) = table
        .view()
        .with_untracked(|v| {
            let v = v.as_ref()?;
            let owner =
                |c: europa_engine::CityId| v.depot_owner.get(c.0 as usize).copied().flatten();
            let held = |s: Option<europa_engine::Seat>| {
                s.and_then(|s| v.seats.get(s.index()))
                    .map_or(0, |s| s.warehouse)
            };
            let owners = [owner(r.a), owner(r.b)];
            let left = v.seats.get(v.viewer.index()).map_or(0, |s| s.depots_left);
            Some((owners, [held(owners[0]), held(owners[1])], left, v.viewer))
        })
        .unwrap_or(([None, None], [0, 0], 0, europa_engine::Seat(u8::MAX)));
    let options = offered_bits(&masks)
        .into_iter()
        .filter_map(|bit| {
            let i = usize::from(bit - 1);
            let owner = owners[i]?;
            let city = if bit == 1 { r.a } else { r.b }.city().label;
            let name = table.seat_name(owner);
            let cards = held[i];
            let masks = masks.clone();
            let on = move || chosen.get() & bit != 0;
            Some(view! {
                <button
                    class="collect"
                    class:picked=on
                    aria-pressed=move || on().to_string()
                    data-testid="collect"
                    data-bit=bit
                    data-cards=cards
                    on:click=move |_| chosen.update(|c| *c = toggle(&masks, *c, bit))
                >
                    <span class="swatch" style:background-color=player_color(owner).hex style:color=player_color(owner).ink>
                        {player_symbol(owner)}
                    </span>
                    {move || {
                        let l = lang.get();
                        let n = count(l, "n_cards", cards, &[]);
                        if owner == me {
                            fill(tr(l, "collect_option_you"), &[city, &n])
                        } else {
                            fill(tr(l, "collect_option"), &[&name, city, &n])
                        }
                    }}
                </button>
            })
        })
        .collect_view();
    view! {
        <div class="collect-choice" role="group" aria-label=t("collect_title") data-testid="collect-choice">
            <h3>{t("collect_title")} <HelpButton topic=Topic::Warehouses /></h3>
            {options}
            <p class="hint">
                {move || {
                    let l = lang.get();
                    fill(tr(l, "collect_cost"), &[&count(l, "n_depots_left", u32::from(left), &[])])
                }}
            </p>
        </div>
    }
}

/// Asks for the collection when the engine waits for it and no choice was made.
#[component]
pub fn CollectDialog() -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    move || {
        let route = table
            .view()
            .with(|v| v.as_ref().and_then(|v| v.collecting))?;
        let masks: Vec<u8> = table.legal().with(|l| {
            l.iter()
                .filter_map(|a| match a {
                    Action::CollectWarehouses { cities } => Some(*cities),
                    _ => None,
                })
                .collect()
        });
        if masks.is_empty() {
            return None;
        }
        let chosen = RwSignal::new(0u8);
        let node = NodeRef::new();
        modal(node, None);
        Some(view! {
            <div node_ref=node class="dialog" role="dialog" aria-modal="true" aria-label=t("collect_title") data-testid="collect-dialog">
                <CollectChoice route masks chosen />
                <div class="buttons">
                    <button
                        class="primary"
                        data-testid="collect-confirm"
                        aria-label=t("collect_confirm")
                        on:click=move |_| {
                            let cities = chosen.get_untracked();
                            ui.refusal.set(table.act(Action::CollectWarehouses { cities }).err());
                        }
                    >
                        {t("collect_confirm")}
                    </button>
                </div>
            </div>
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn w4_with_one_depot_left_taking_one_warehouse_drops_the_other() {
        let one_depot = [0, 1, 2];
        assert_eq!(toggle(&one_depot, 0, 1), 1);
        assert_eq!(toggle(&one_depot, 1, 2), 2, "the other is dropped");
        assert_eq!(toggle(&one_depot, 2, 2), 0, "a second tap takes nothing");
        let two = [0, 1, 2, 3];
        assert_eq!(toggle(&two, 1, 2), 3, "both when two depots are left");
        assert_eq!(offered_bits(&[0, 2]), vec![2]);
        assert_eq!(offered_bits(&[0]), Vec::<u8>::new());
    }
}
