//! Whose turn it is, what the step asks (the second card), the last round
//! and the second round, and a computer's thinking.

use super::table::use_card_table;
use crate::i18n::{count, fill, tr, use_lang};
use cardgame_engine::{Phase, TurnStep};
use leptos::prelude::*;

#[component]
pub fn Banner() -> impl IntoView {
    let table = use_card_table();
    let lang = use_lang();
    let turn = move || {
        let l = lang.get();
        let v = table.view().get()?;
        let me = table.revealed().get();
        let text = match v.phase {
            Phase::GameOver => return None,
            Phase::InitialTickets => tr(l, "cg_choosing_start").to_string(),
            Phase::Playing if Some(v.current) == me && !table.is_computer(v.current) => {
                if v.step == TurnStep::SecondCard {
                    tr(l, "cg_second_card").to_string()
                } else {
                    tr(l, "cg_your_turn").to_string()
                }
            }
            Phase::Playing => fill(tr(l, "cg_turn_of"), &[&table.seat_name(v.current)]),
        };
        // A computer thinking says so instead of whose turn it is, not as
        // well: both folded the banner onto a second line on a phone, and
        // the table below jumped at every computer's turn.
        let thinking = table.thinking().get().map(|p| {
            let who = table
                .next()
                .get()
                .map(|s| table.seat_name(s))
                .unwrap_or_default();
            view! {
                <span>{fill(tr(l, "cg_thinking"), &[&who])}</span>
                <progress max="100" value=p data-testid="cg-thinking"></progress>
            }
        });
        let text = thinking.is_none().then_some(text);
        Some(view! {
            <p class="turn" data-testid="cg-turn">{text}{thinking}</p>
        })
    };
    // The table's remaining turns read as one's own ("2 turns left" on
    // one's last turn): the person at the screen is told their own.
    let last = move || {
        let v = table.view().get()?;
        let last = v.last_round.filter(|_| v.phase == Phase::Playing)?;
        let l = lang.get();
        let me = table.revealed().get().or_else(|| table.only_person());
        let text = match me {
            Some(me) => {
                let mine = turns_of(me.0, v.current.0, v.seats.len() as u8, last.turns_left);
                if v.current == me {
                    match mine.saturating_sub(1) {
                        0 => tr(l, "cg_last_this").to_string(),
                        more => fill(tr(l, "cg_last_this_more"), &[&more.to_string()]),
                    }
                } else if mine == 0 {
                    tr(l, "cg_last_none").to_string()
                } else {
                    count(l, "cg_last_more", u32::from(mine), &[])
                }
            }
            None => count(l, "cg_last_round", u32::from(last.turns_left), &[]),
        };
        Some(view! {
            <p class="final-round" role="status" data-testid="cg-last-round">
                {text}
            </p>
        })
    };
    let second = move || {
        let v = table.view().get()?;
        (v.round == 2 && v.phase == Phase::Playing).then(|| {
            view! {
                <p class="cg-round" data-testid="cg-round-two">{tr(lang.get(), "cg_round_two")}</p>
            }
        })
    };
    let loco = move || {
        table.loco_ended_draw().get().then(|| {
            view! {
                <p class="cg-note" role="status" data-testid="cg-loco-note">
                    {tr(lang.get(), "cg_loco_ends")}
                </p>
            }
        })
    };
    let take_back = Callback::new(move |()| table.take_back());
    // A hint's sentence lasts until the next move.
    let hint_asked: crate::hint::Asked = RwSignal::new(None);
    let hint_said = crate::hint::shown(hint_asked, table.moves_played());
    let ask_hint =
        Callback::new(move |()| super::hint::ask(table, hint_asked, lang.get_untracked()));
    view! {
        <div class="banner">
            {turn}
            <crate::take_back::TakeBack
                available=table.take_back_offered()
                moves=table.moves_played()
                on_take=take_back
            />
            <crate::hint::Hint offered=table.hint_offered() said=hint_said on_ask=ask_hint />
            {last}
            {second}
            {loco}
        </div>
    }
}

/// How many of the `left` remaining turns (the current one included) are
/// `seat`'s: turns go round from `current` among `seats` players.
fn turns_of(seat: u8, current: u8, seats: u8, left: u8) -> u8 {
    (0..left)
        .filter(|k| {
            (u16::from(current) + u16::from(*k)) % u16::from(seats.max(1)) == u16::from(seat)
        })
        .count() as u8
}

#[cfg(test)]
mod tests {
    use super::turns_of;

    // C5: the deck ran out on seat 0's turn, 3 players: seat 0 plays this
    // turn and one more, the others one each.
    #[test]
    fn c5_each_person_counts_their_own_last_turns() {
        assert_eq!(turns_of(0, 0, 3, 4), 2);
        assert_eq!(turns_of(1, 0, 3, 4), 1);
        assert_eq!(turns_of(2, 0, 3, 4), 1);
        // Two turns left, seat 2 playing: seat 0 has one, seat 1 none.
        assert_eq!(turns_of(2, 2, 3, 2), 1);
        assert_eq!(turns_of(0, 2, 3, 2), 1);
        assert_eq!(turns_of(1, 2, 3, 2), 0);
    }
}
