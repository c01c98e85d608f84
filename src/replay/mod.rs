//! A game played back: any finished game from the history, an imported
//! save or a shared link, step by step or at a chosen speed, on the real
//! table. The replay screen provides a table of its own (never the app's,
//! which keeps the game in play and its autosave) and shows it at the
//! chosen move with `watch`: the map, the seats, the log as they were then;
//! nobody acts, no computer is asked, nothing is saved. Once the game is
//! over any seat's cards may be shown; before, only what everybody saw.

mod controls;
pub mod link;
pub(crate) mod texts;

use crate::app::{Screen, use_screen};
use crate::cardgame::table::CardTable;
use crate::europe::table::Table;
use crate::session::{AnySave, Saved};
use crate::table_loader::LazyTable;
use controls::Controls;
use europa_common::Seat;
use europa_common::save::Replay;
use leptos::prelude::*;

/// The game the replay screen shows and the screen it was opened from
/// (Close goes back there), provided once by the app.
#[derive(Clone, Copy)]
pub struct Replaying {
    pub save: RwSignal<Option<AnySave>>,
    pub from: StoredValue<Screen>,
    /// The number of moves shown first (the end when `None`).
    pub at: StoredValue<Option<usize>>,
    /// A better move to draw at that position (the review's, Europe's map).
    pub better: StoredValue<Option<europa_engine::Action>>,
}

/// Provides the replay screen's game (none yet).
pub fn provide() -> Replaying {
    let r = Replaying {
        save: RwSignal::new(None),
        from: StoredValue::new(Screen::Home),
        at: StoredValue::new(None),
        better: StoredValue::new(None),
    };
    provide_context(r);
    r
}

/// Opens `save` in the replay screen.
pub fn open(save: AnySave) {
    open_at(save, None, None);
}

/// Opens `save` in the replay screen with `at` moves played (the review's
/// "show on the map": the position a choice was made in, with the better
/// move drawn there).
pub fn open_at(save: AnySave, at: Option<usize>, better: Option<europa_engine::Action>) {
    if let Some(r) = use_context::<Replaying>() {
        r.at.set_value(at);
        r.better.set_value(better);
        let screen = use_screen();
        r.from.set_value(match screen.get_untracked() {
            Screen::Replay => Screen::Home,
            other => other,
        });
        r.save.set(Some(save));
        screen.set(Screen::Replay);
    }
}

/// For each number of moves played (0 to all of them), the turn the game
/// was at; and whether the whole record ends the game.
pub fn turn_marks<G: Replay>(
    save: &Saved<G>,
    turns: impl Fn(&G) -> u32,
    over: impl Fn(&G) -> bool,
) -> (Vec<u32>, bool) {
    let Ok(mut game) = G::from_config(save.record.config.clone()) else {
        return (vec![0], false);
    };
    let mut marks = vec![turns(&game)];
    for (seat, action) in &save.record.actions {
        if game.apply(*seat, action).is_err() {
            break;
        }
        marks.push(turns(&game));
    }
    let over = over(&game);
    (marks, over)
}

/// Who may be shown, and the one shown first: the only person at the
/// table once the game is over (it is their game), else nobody.
fn first_shown<G: Replay>(save: &Saved<G>, over: bool) -> Option<usize> {
    let people: Vec<usize> = save
        .seats
        .iter()
        .enumerate()
        .filter(|(_, s)| s.kind == crate::session::SeatKind::Human)
        .map(|(i, _)| i)
        .collect();
    (over && people.len() == 1).then(|| people[0])
}

#[component]
pub fn ReplayScreen() -> impl IntoView {
    let replaying = use_context::<Replaying>().map(|r| r.save);
    let screen = use_screen();
    move || match replaying.and_then(|r| r.get()) {
        Some(AnySave::Europe(save)) => view! { <EuropeReplay save /> }.into_any(),
        Some(AnySave::CardGame(save)) => view! { <CardReplay save /> }.into_any(),
        None => {
            // Nothing to show (a reload): home.
            screen.set(Screen::Home);
            ().into_any()
        }
    }
}

#[component]
fn EuropeReplay(save: crate::session::SavedGame) -> impl IntoView {
    let table = Table::provide();
    let (marks, over) = turn_marks(
        &save,
        europa_engine::Game::turns,
        europa_engine::Game::is_over,
    );
    let text = save.to_text();
    let game = Screen::Game;
    let shown = use_context::<Replaying>().and_then(|r| r.at.get_value().zip(r.better.get_value()));
    played_back(save, marks, over, text, game, move |cut, seat| {
        let moves = cut.record.actions.len();
        table.watch(cut, seat);
        if let Some((_, better)) = shown.filter(|(at, _)| *at == moves) {
            table.show_better(&better);
        }
    })
}

#[component]
fn CardReplay(save: crate::session::CardSave) -> impl IntoView {
    let table = CardTable::provide();
    let (marks, over) = turn_marks(
        &save,
        cardgame_engine::Game::turns,
        cardgame_engine::Game::is_over,
    );
    let text = save.to_text();
    let game = Screen::CardGame;
    played_back(save, marks, over, text, game, move |cut, seat| {
        table.watch(cut, seat)
    })
}

/// The bar over `game`'s table, which `watch` shows at the bar's move with
/// the chosen seat's cards (opening at the end).
fn played_back<G: Replay + 'static>(
    save: Saved<G>,
    marks: Vec<u32>,
    over: bool,
    text: String,
    game: Screen,
    watch: impl Fn(Saved<G>, Option<Seat>) + 'static,
) -> impl IntoView
where
    Saved<G>: Clone,
{
    let end = marks.len() - 1;
    let at = use_context::<Replaying>().and_then(|r| r.at.get_value());
    let step = RwSignal::new(at.map_or(end, |at| at.min(end)));
    let shown = RwSignal::new(first_shown(&save, over));
    let names: Vec<String> = save.seats.iter().map(|s| s.name.clone()).collect();
    Effect::new(move |_| {
        let mut cut = save.clone();
        cut.record.actions.truncate(step.get());
        watch(cut, shown.get().map(|i| Seat(i as u8)));
    });
    view! {
        <div class="replay" data-testid="replay">
            <Controls step marks shown names over text />
            <LazyTable screen=game />
        </div>
    }
}

#[cfg(test)]
mod tests;
