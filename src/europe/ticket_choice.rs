//! Choosing which offered tickets to keep (at set-up and after drawing). The
//! minimum (and, where there is one, the maximum: Mega Europe's long tickets)
//! shown are the smallest and largest choices the engine lists as legal.

use super::ui::use_ui;
use crate::europe::table::use_table;
use crate::i18n::{count, fill, t, tr, use_lang};
use crate::modal::modal;
use crate::rules_help::HelpButton;
use crate::rules_text::Topic;
use europa_engine::Action;
use leptos::prelude::*;

/// The keep-action for `mask`, of the kind the engine lists now (starting
/// tickets or drawn ones), legal or not: a refused one says why in words.
fn keep_action(legal: &[Action], mask: u8) -> Action {
    if legal
        .iter()
        .any(|a| matches!(a, Action::KeepInitialTickets { .. }))
    {
        Action::KeepInitialTickets { keep: mask }
    } else {
        Action::KeepTickets { keep: mask }
    }
}

fn keep_masks(legal: &[Action]) -> impl Iterator<Item = u8> + '_ {
    legal.iter().filter_map(|a| match a {
        Action::KeepInitialTickets { keep } | Action::KeepTickets { keep } => Some(*keep),
        _ => None,
    })
}

fn min_keep(legal: &[Action]) -> Option<u32> {
    keep_masks(legal).map(u8::count_ones).min()
}

/// The legal choice keeping the most tickets (all of them, unless the
/// variant caps how many may be kept).
fn widest_keep(legal: &[Action]) -> Option<u8> {
    keep_masks(legal).max_by_key(|m| m.count_ones())
}

#[component]
pub fn TicketChoice() -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    let lang = use_lang();
    let chosen = RwSignal::new(0u8);
    // The offer alone, not the whole view: a computer's move landing while
    // the person chooses (starting tickets are chosen at once) must not
    // rebuild the dialog and drop their ticks.
    let offer = Memo::new(move |_| {
        table
            .view()
            .with(|v| v.as_ref().map(|v| v.me.offer.clone()))
    });
    move || {
        let legal = table.legal().get();
        let min = min_keep(&legal)?;
        let offer = offer.get()?;
        if offer.is_empty() {
            return None;
        }
        // Nothing ticked: keeping is a choice (the 20-point long ticket
        // included); Keep stays refused until the minimum is ticked.
        chosen.set(0);
        // Mega Europe caps the long tickets kept: then the maximum is said too.
        let max = widest_keep(&legal).map_or(0, u8::count_ones);
        let capped = (max as usize) < offer.len();
        // Mega Europe deals its long tickets on their own: the title says so.
        let title = if offer.iter().all(|id| id.ticket().long) {
            "choose_long_tickets"
        } else {
            "choose_tickets"
        };
        let legal2 = legal.clone();
        // The choices the rules allow: a tick that no allowed keep could
        // contain (a second long ticket in Mega Europe) is refused as it is
        // made; where only one may be kept, the tap moves the tick.
        let masks = StoredValue::new(keep_masks(&legal).collect::<Vec<u8>>());
        let allowed = move |mask: u8| masks.with_value(|m| m.iter().any(|&k| k & mask == mask));
        let node = NodeRef::new();
        modal(node, None);
        Some(view! {
            <div node_ref=node class="dialog" role="dialog" aria-modal="true" aria-labelledby="ticket-choice-title" data-testid="ticket-choice">
                <h2 id="ticket-choice-title">{t(title)}</h2>
                <HelpButton topic=Topic::Tickets />
                <p class="hint" data-testid="keep-min">
                    {move || {
                        let l = lang.get();
                        if capped {
                            fill(tr(l, "keep_between"), &[&min.to_string(), &count(l, "n_tickets", max, &[])])
                        } else {
                            fill(tr(l, "keep_min"), &[&count(l, "n_tickets", min, &[])])
                        }
                    }}
                </p>
                <ul class="offer">
                    {offer
                        .iter()
                        .enumerate()
                        .map(|(i, id)| {
                            let tk = id.ticket();
                            let bit = 1u8 << i;
                            let label = format!(
                                "{} – {} ({})",
                                tk.from.city().label,
                                tk.to.city().label,
                                tk.points
                            );
                            let cities = vec![tk.from, tk.to];
                            let aria = label.clone();
                            view! {
                                <li>
                                    <button
                                        class="offer-ticket"
                                        class:kept=move || chosen.get() & bit != 0
                                        class:long=tk.long
                                        aria-pressed=move || (chosen.get() & bit != 0).to_string()
                                        data-testid="offer-ticket"
                                        data-index=i
                                        aria-label=aria
                                        on:click=move |_| chosen.update(|c| {
                                            let next = *c ^ bit;
                                            if allowed(next) {
                                                *c = next;
                                            } else if allowed(bit) {
                                                *c = bit;
                                            }
                                        })
                                        on:mouseenter=move |_| ui.cities.set(cities.clone())
                                        on:mouseleave=move |_| ui.cities.set(Vec::new())
                                    >
                                        <span class="mark">
                                            {move || if chosen.get() & bit != 0 { "☑" } else { "☐" }}
                                        </span>
                                        {label}
                                    </button>
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
                <button
                    class="primary"
                    data-testid="keep-tickets"
                    aria-label=t("keep")
                    aria-disabled=move || (!legal2.contains(&keep_action(&legal2, chosen.get()))).to_string()
                    on:click=move |_| {
                        let mask = chosen.get_untracked();
                        let action = keep_action(&legal, mask);
                        ui.cities.set(Vec::new());
                        ui.refusal.set(table.act(action).err());
                    }
                >
                    {t("keep")}
                </button>
            </div>
        })
    }
}
