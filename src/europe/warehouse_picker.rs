//! W&D (RULINGS W2): before every draw the deck's top card goes into a
//! warehouse the drawer names. The choice is remembered per person, so a
//! draw stays one tap: a tap on the picker, else the warehouse the person
//! last stored into (read from the game's own actions, so a reload or a
//! loaded save remembers it too), else the drawer's own warehouse, which is
//! what a player expects: their own depot sits on a city they mean to reach,
//! so the card comes back to them (the engine's bots store there too).
//! The row of seats above the cards shows the choice and changes it.

use super::ui::{Ui, use_ui};
use crate::europe::table::{Table, use_table};
use crate::i18n::{count, fill, t, tr, use_lang};
use crate::palette::{player_color, player_symbol};
use crate::rules_help::HelpButton;
use crate::rules_text::Topic;
use europa_engine::{Action, Phase, Seat};
use leptos::prelude::*;

/// The warehouse `me` picked on screen, else the one they last stored
/// into in `actions` (the game so far), else their own.
pub fn chosen(choices: &[(Seat, Seat)], actions: &[(Seat, Action)], me: Seat) -> Seat {
    choices
        .iter()
        .find(|(person, _)| *person == me)
        .map(|(_, w)| *w)
        .or_else(|| last_stored(actions, me))
        .unwrap_or(me)
}

/// The warehouse `me` named in their latest storing draw.
fn last_stored(actions: &[(Seat, Action)], me: Seat) -> Option<Seat> {
    actions
        .iter()
        .rev()
        .find_map(|(seat, action)| match action {
            Action::DrawBlindStoring { warehouse }
            | Action::DrawFaceUpStoring { warehouse, .. }
                if *seat == me =>
            {
                Some(*warehouse)
            }
            _ => None,
        })
}

/// `me`'s warehouse choice now, for the table on screen.
fn chosen_now(table: Table, ui: Ui, me: Seat) -> Seat {
    ui.warehouse.with(|c| {
        table.saved().with(|s| {
            let actions = s.as_ref().map_or(&[][..], |s| &s.record.actions[..]);
            chosen(c, actions, me)
        })
    })
}

/// Remembers `warehouse` as `me`'s choice.
pub fn remember(choices: &mut Vec<(Seat, Seat)>, me: Seat, warehouse: Seat) {
    choices.retain(|(person, _)| *person != me);
    choices.push((me, warehouse));
}

/// The action a tap on the deck (`slot` `None`) or a face-up card sends:
/// the first card of a W&D turn names the warehouse (W2), a second card
/// does not. Only the shape of the action; the engine judges it.
pub fn draw_action(depots: bool, second: bool, warehouse: Seat, slot: Option<u8>) -> Action {
    match (depots && !second, slot) {
        (true, None) => Action::DrawBlindStoring { warehouse },
        (true, Some(slot)) => Action::DrawFaceUpStoring { slot, warehouse },
        (false, None) => Action::DrawBlind,
        (false, Some(slot)) => Action::DrawFaceUp { slot },
    }
}

/// The draw a tap sends now, for the person at the screen.
pub fn draw_now(table: Table, ui: Ui, slot: Option<u8>) -> Action {
    let (depots, second) = table.view().with(|v| {
        v.as_ref()
            .map_or((false, false), |v| (v.depots, v.second_card))
    });
    // The choice is read from the whole record: only when it counts.
    let warehouse = if depots && !second {
        chosen_now(table, ui, table.revealed().get().unwrap_or(Seat(0)))
    } else {
        Seat(0)
    };
    draw_action(depots, second, warehouse, slot)
}

/// The seats whose warehouse may get the top card, the chosen one pressed.
/// Shown only for the first card of the person's W&D turn.
#[component]
pub fn WarehousePicker() -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    let lang = use_lang();
    move || {
        let me = table.revealed().get()?;
        let (seats, show) = table.view().with(|v| {
            let v = v.as_ref()?;
            let show = v.depots
                && v.phase == Phase::Playing
                && !v.second_card
                && v.collecting.is_none()
                && v.tunnel.is_none()
                && table.next().get() == Some(me);
            Some((
                v.seats
                    .iter()
                    .map(|s| (s.seat, s.warehouse))
                    .collect::<Vec<_>>(),
                show,
            ))
        })?;
        if !show {
            return None;
        }
        let buttons = seats
            .into_iter()
            .map(|(seat, held)| {
                let pressed = move || chosen_now(table, ui, me) == seat;
                // The person at the screen reads "you", even in pass and play.
                let name = move || {
                    if seat == me {
                        tr(lang.get(), "warehouse_you").to_string()
                    } else {
                        table.seat_name(seat)
                    }
                };
                let label = move || {
                    let l = lang.get();
                    let n = count(l, "n_cards", held, &[]);
                    if seat == me {
                        fill(tr(l, "store_in_you"), &[&n])
                    } else {
                        fill(tr(l, "store_in"), &[&name(), &n])
                    }
                };
                view! {
                    <button
                        class="store"
                        class:picked=pressed
                        aria-pressed=move || pressed().to_string()
                        data-testid="store-in"
                        data-seat=seat.0
                        aria-label=label
                        title=label
                        on:click=move |_| ui.warehouse.update(|c| remember(c, me, seat))
                    >
                        <span class="swatch" style:background-color=player_color(seat).hex style:color=player_color(seat).ink>
                            {player_symbol(seat)}
                        </span>
                        {name}
                        <b class="held">{held}</b>
                    </button>
                }
            })
            .collect_view();
        Some(view! {
            <div class="warehouse-pick" role="group" aria-label=t("store_to") data-testid="warehouse-picker">
                <span class="hint">{t("store_to")}</span>
                {buttons}
                <HelpButton topic=Topic::Warehouses />
            </div>
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn w2_the_warehouse_is_ones_own_until_changed_and_then_remembered_per_person() {
        let mut c = Vec::new();
        assert_eq!(chosen(&c, &[], Seat(2)), Seat(2));
        remember(&mut c, Seat(2), Seat(0));
        remember(&mut c, Seat(1), Seat(1));
        remember(&mut c, Seat(2), Seat(3));
        assert_eq!(chosen(&c, &[], Seat(2)), Seat(3));
        assert_eq!(chosen(&c, &[], Seat(1)), Seat(1));
        assert_eq!(chosen(&c, &[], Seat(0)), Seat(0));
        assert_eq!(c.len(), 2, "one choice per person");
    }

    #[test]
    fn w2_after_a_reload_the_warehouse_is_the_one_last_stored_into() {
        let actions = [
            (Seat(0), Action::DrawBlindStoring { warehouse: Seat(1) }),
            (Seat(0), Action::DrawBlind),
            (
                Seat(1),
                Action::DrawFaceUpStoring {
                    slot: 2,
                    warehouse: Seat(0),
                },
            ),
            (
                Seat(0),
                Action::DrawFaceUpStoring {
                    slot: 0,
                    warehouse: Seat(2),
                },
            ),
            (Seat(0), Action::DrawBlind),
        ];
        // Nothing picked on screen since the reload: the last storing draw counts.
        assert_eq!(chosen(&[], &actions, Seat(0)), Seat(2));
        assert_eq!(chosen(&[], &actions, Seat(1)), Seat(0));
        // Someone who never stored: their own warehouse.
        assert_eq!(chosen(&[], &actions, Seat(2)), Seat(2));
        // A tap on the picker wins over the history.
        assert_eq!(chosen(&[(Seat(0), Seat(0))], &actions, Seat(0)), Seat(0));
    }

    #[test]
    fn w2_only_the_first_card_of_a_depots_turn_names_a_warehouse() {
        let w = Seat(1);
        assert_eq!(
            draw_action(true, false, w, None),
            Action::DrawBlindStoring { warehouse: w }
        );
        assert_eq!(
            draw_action(true, false, w, Some(3)),
            Action::DrawFaceUpStoring {
                slot: 3,
                warehouse: w
            }
        );
        assert_eq!(draw_action(true, true, w, None), Action::DrawBlind);
        assert_eq!(
            draw_action(false, false, w, Some(2)),
            Action::DrawFaceUp { slot: 2 }
        );
    }
}
