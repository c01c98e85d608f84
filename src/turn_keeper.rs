//! The turn bookkeeping both games' tables share: the game and its save, who
//! acts, whose secrets show, the log, errors and the computer's moves. Each
//! game's table wraps a [`TurnKeeper`] (and derefs to it, so components call
//! `table.view()`, `table.next()`… unchanged) and keeps only its own parts:
//! what it sets after each move, and how it repaints.
//!
//! Each table sets the turn's signals itself ([`TurnKeeper::seating`] only
//! works them out): Europe sets only changed values, to spare repaints of
//! its map, and each game has its own signals to set in between.

use crate::computer;
use crate::i18n::{Lang, seat_name_in, use_lang};
use crate::seating::only_person;
use crate::session::{Level, Saved, SeatKind};
use europa_common::Rules;
use europa_common::save::{Record, Replay};
use europa_common::take_back::TakeBack;
use europa_computer::{Answer, Request};
use leptos::prelude::*;
use std::fmt::Display;

mod guide;
mod hint;
mod moves;
mod take_back;

/// What a table needs of its game's engine, beyond replaying a save, the
/// rules every engine's game has ([`Rules`]: applying, what is legal, why
/// not) and what each move showed a seat ([`TakeBack`]).
pub trait TableGame:
    TakeBack
    + Replay<
        Config: Send + Sync + 'static,
        Seat = europa_common::Seat,
        Action: Clone + Send + Sync + 'static,
        ConfigError: Display,
        RuleError: Send + Sync + 'static,
    > + Send
    + Sync
    + 'static
{
    /// One line of the public log.
    type Entry: Send + Sync + 'static;
    type View: Send + Sync + 'static;

    fn acting(&self) -> Vec<Self::Seat>;
    /// `seat`'s view, or with `None` everybody's public information only.
    fn view_for(&self, seat: Option<Self::Seat>) -> Self::View;
    /// Appends `events` to the log as everybody saw them.
    fn push_log(log: &mut Vec<Self::Entry>, events: &[Self::Event]);
    /// The bots worker's question: `seat`'s move in the game so far.
    fn request(record: Record<Self>, levels: Vec<Option<Level>>, seat: Self::Seat) -> Request;
    /// The move in the worker's answer; `None` for an answer about the other game.
    fn answer(answer: Answer) -> Option<Self::Action>;
    fn game_over() -> Self::RuleError;
    fn not_your_turn(seat: Self::Seat, expected: Self::Seat) -> Self::RuleError;
}

/// The [`TableGame`] methods that only forward to the engine, written once
/// since both engines name these calls alike: `$engine` is the engine crate,
/// `$variant` its game's `Request`/`Answer` variant, `$public` the table's
/// function for the public view (nobody's secrets).
macro_rules! forward_to_engine {
    ($engine:ident, $variant:ident, $public:ident) => {
        fn acting(&self) -> Vec<Self::Seat> {
            self.acting_seats()
        }
        fn view_for(&self, seat: Option<Self::Seat>) -> Self::View {
            match seat {
                Some(seat) => self.view(seat),
                None => $public(self),
            }
        }
        fn request(
            record: ::europa_common::save::Record<Self>,
            levels: Vec<Option<$crate::session::Level>>,
            seat: Self::Seat,
        ) -> ::europa_computer::Request {
            ::europa_computer::Request::$variant {
                record,
                levels,
                seat,
            }
        }
        fn answer(answer: ::europa_computer::Answer) -> Option<Self::Action> {
            match answer {
                ::europa_computer::Answer::$variant(action) => Some(action),
                _ => None,
            }
        }
        fn game_over() -> Self::RuleError {
            ::$engine::RuleError::GameOver
        }
        fn not_your_turn(seat: Self::Seat, expected: Self::Seat) -> Self::RuleError {
            ::$engine::RuleError::NotYourTurn { seat, expected }
        }
    };
}
pub(crate) use forward_to_engine;

/// Why a game could not be started or continued.
#[derive(Clone, Debug, PartialEq)]
pub enum TableError<Seat, RuleError> {
    /// The save's actions do not replay (index of the first bad one).
    Replay {
        index: usize,
        error: RuleError,
    },
    Config(String),
    /// A computer seat chose an action the engine refused: an engine or bot bug.
    Bot {
        seat: Seat,
        error: RuleError,
    },
    /// The computer players' worker gave no answer for this seat.
    Computer {
        seat: Seat,
    },
}

type ErrorOf<G> = TableError<<G as Rules>::Seat, <G as Rules>::RuleError>;

/// Where the turn stands after a change, before any signal is set.
pub struct Seating<S> {
    pub next: Option<S>,
    pub prev: Option<S>,
    pub revealed: Option<S>,
    pub handoff: Option<S>,
    /// The person who just ended their turn and keeps the screen a moment.
    pub hold: Option<S>,
    pub computer_next: bool,
}

/// One game's table state that does not depend on the game: its fields are
/// the crate's so each table's refresh and publish can set them its own way.
pub struct TurnKeeper<G: TableGame> {
    pub(crate) game: StoredValue<Option<G>>,
    pub(crate) save: RwSignal<Option<Saved<G>>>,
    pub(crate) view: RwSignal<Option<G::View>>,
    pub(crate) legal: RwSignal<Vec<G::Action>>,
    pub(crate) revealed: RwSignal<Option<G::Seat>>,
    pub(crate) handoff: RwSignal<Option<G::Seat>>,
    pub(crate) next: RwSignal<Option<G::Seat>>,
    /// The person whose turn just ended, still looking before passing the device.
    pub(crate) done: RwSignal<Option<G::Seat>>,
    /// The public history: every event as everybody saw it.
    pub(crate) log: RwSignal<Vec<G::Entry>>,
    pub(crate) error: RwSignal<Option<ErrorOf<G>>>,
    /// `?fast=1` (browser tests): no pause, whatever the setting.
    fast: StoredValue<bool>,
    /// The player's "fast play" setting.
    fast_play: RwSignal<bool>,
    thinking: RwSignal<Option<u8>>,
    /// Bumped by every new decision and every (re)started game, so an
    /// answer to an older one does nothing.
    decision: StoredValue<u64>,
    /// The app's language: names the app gave follow it ([`Self::seat_name`]).
    lang: RwSignal<Lang>,
    /// A replay (`Some`, holding whose cards show; `None` inside: nobody's):
    /// nobody acts, no computer is asked, nothing is saved.
    pub(crate) watching: StoredValue<Option<Option<G::Seat>>>,
    /// Each move of the game with whether it showed the one person
    /// anything hidden (none noted in pass and play or a replay): what
    /// take back reads (`take_back.rs`).
    seen: StoredValue<Vec<(G::Seat, bool)>>,
    may_take_back: RwSignal<bool>,
    /// A guided game's referee (`crate::guide`), set by the guide's component.
    pub(crate) guide: StoredValue<Option<crate::guide::Referee<G::Action>>>,
}

// By hand rather than derived: a derive would also demand them of `G`.
impl<G: TableGame> Clone for TurnKeeper<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TableGame> Copy for TurnKeeper<G> {}

impl<G: TableGame> Default for TurnKeeper<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: TableGame> TurnKeeper<G> {
    pub fn new() -> Self {
        TurnKeeper {
            game: StoredValue::new(None),
            save: RwSignal::new(None),
            view: RwSignal::new(None),
            legal: RwSignal::new(Vec::new()),
            revealed: RwSignal::new(None),
            handoff: RwSignal::new(None),
            next: RwSignal::new(None),
            done: RwSignal::new(None),
            log: RwSignal::new(Vec::new()),
            error: RwSignal::new(None),
            fast: StoredValue::new(false),
            fast_play: crate::settings::use_settings().fast,
            thinking: RwSignal::new(None),
            decision: StoredValue::new(0),
            lang: use_lang(),
            watching: StoredValue::new(None),
            seen: StoredValue::new(Vec::new()),
            may_take_back: RwSignal::new(false),
            guide: StoredValue::new(None),
        }
    }

    /// Computer moves without the pause (tests: `?fast=1`).
    pub fn set_fast(&self, fast: bool) {
        self.fast.set_value(fast);
    }

    /// A new start forgets the last game's decision, error and hand-over.
    pub(crate) fn begin(&self) {
        self.decision.update_value(|d| *d += 1);
        computer::forget();
        self.thinking.set(None);
        self.error.set(None);
        self.handoff.set(None);
        self.revealed.set(None);
        self.done.set(None);
    }

    /// Replays `save`'s actions through the rules and keeps the game, its
    /// log and the save; `false` (and the error set) when it does not replay.
    /// A save that does not replay leaves no game: nothing of the game
    /// played before stays on screen, and nothing is saved over.
    pub(crate) fn replay(&self, save: Saved<G>) -> bool {
        let mut game = match G::from_config(save.record.config.clone()) {
            Ok(g) => g,
            Err(e) => {
                self.forget_game();
                self.error.set(Some(TableError::Config(e.to_string())));
                return false;
            }
        };
        let mut log = Vec::new();
        let watcher = self.watcher(&save);
        self.seen.set_value(Vec::new());
        for (index, (seat, action)) in save.record.actions.iter().enumerate() {
            match self.apply_noted(&mut game, *seat, action, watcher) {
                Ok(events) => G::push_log(&mut log, &events),
                Err(error) => {
                    self.forget_game();
                    self.error.set(Some(TableError::Replay { index, error }));
                    return false;
                }
            }
        }
        self.game.set_value(Some(game));
        self.log.set(log);
        self.save.set(Some(save));
        self.judge_take_back();
        true
    }

    fn forget_game(&self) {
        self.game.set_value(None);
        self.save.set(None);
        self.view.set(None);
        self.legal.set(Vec::new());
        self.next.set(None);
        self.log.set(Vec::new());
        self.seen.set_value(Vec::new());
        self.judge_take_back();
    }

    /// Shows `save` as a replay: its actions replayed, `seat`'s cards shown
    /// (`None`: the public information only), nobody to act. The table's
    /// own `watch` calls this, then publishes. `false` when it does not
    /// replay (the error is set).
    pub(crate) fn watch_save(&self, save: Saved<G>, seat: Option<G::Seat>) -> bool {
        self.watching.set_value(Some(seat));
        self.thinking.set(None);
        self.error.set(None);
        self.handoff.set(None);
        self.done.set(None);
        self.replay(save)
    }

    /// Whether this table shows a replay.
    pub fn is_replay(&self) -> bool {
        self.watching.with_value(Option::is_some)
    }

    /// The saved game after every change; `None` before any game started.
    pub fn saved(&self) -> Signal<Option<Saved<G>>> {
        self.save.into()
    }

    /// What may be shown now: the revealed seat's view, or the public one.
    pub fn view(&self) -> Signal<Option<G::View>> {
        self.view.into()
    }

    /// Legal actions of the revealed seat when it is that seat's move; empty otherwise.
    pub fn legal(&self) -> Signal<Vec<G::Action>> {
        self.legal.into()
    }

    /// Whose private information is shown (`None`: public only).
    pub fn revealed(&self) -> Signal<Option<G::Seat>> {
        self.revealed.into()
    }

    /// The person the device must be passed to before anything private shows.
    pub fn handoff(&self) -> Signal<Option<G::Seat>> {
        self.handoff.into()
    }

    /// The person whose turn just ended and who passes the device on with
    /// the table's `pass_on`; meanwhile their cards still show.
    pub fn done(&self) -> Signal<Option<G::Seat>> {
        self.done.into()
    }

    /// The seat that acts next (computers included).
    pub fn next(&self) -> Signal<Option<G::Seat>> {
        self.next.into()
    }

    pub fn log(&self) -> Signal<Vec<G::Entry>> {
        self.log.into()
    }

    pub fn error(&self) -> Signal<Option<ErrorOf<G>>> {
        self.error.into()
    }

    /// Forgets the error shown: a computer's move is about to be asked again
    /// (the Retry after its worker failed twice).
    pub fn clear_error(&self) {
        self.error.set(None);
    }

    /// While a computer thinks: roughly how far it is, in percent.
    pub fn thinking(&self) -> Signal<Option<u8>> {
        self.thinking.into()
    }

    /// A seat's name as the set-up gave it, in the current language when
    /// the app gave it ("You"); tracks the language, so a view that shows it
    /// in a closure follows a switch. The only person at the table is "You"
    /// everywhere, as the log speaks to them (a seat list that said
    /// "Player 1" beside a log that said "You keep…" read as two people).
    pub fn seat_name(&self, seat: G::Seat) -> String {
        let lang = self.lang.get();
        if self.only_person() == Some(seat) {
            return crate::i18n::tr(lang, "you").to_string();
        }
        self.save
            .with_untracked(|s| {
                s.as_ref()
                    .and_then(|s| s.seat_at(seat.index()))
                    .map(|s| seat_name_in(lang, &s.name))
            })
            .unwrap_or_else(|| format!("{}", seat.index() + 1))
    }

    /// Seat kinds (an untracked snapshot is enough: they never change in a game).
    pub(crate) fn kinds(&self) -> Vec<SeatKind> {
        self.save.with_untracked(|s| {
            s.as_ref()
                .map(|s| s.seats.iter().map(|s| s.kind).collect())
                .unwrap_or_default()
        })
    }

    /// The one person at the table, spoken to as "you".
    pub fn only_person(&self) -> Option<G::Seat> {
        only_person(&self.kinds())
    }

    pub fn seat_kind(&self, seat: G::Seat) -> Option<SeatKind> {
        self.save.with_untracked(|s| {
            s.as_ref()
                .and_then(|s| s.seat_at(seat.index()))
                .map(|s| s.kind)
        })
    }

    /// Whether this seat is a computer.
    pub fn is_computer(&self, seat: G::Seat) -> bool {
        matches!(self.seat_kind(seat), Some(SeatKind::Computer(_)))
    }

    /// The hand-off's tap: the person it was for is revealed; `false` when
    /// no hand-off was waiting.
    pub(crate) fn take_handoff(&self) -> bool {
        let Some(seat) = self.handoff.get_untracked() else {
            return false;
        };
        self.handoff.set(None);
        self.revealed.set(Some(seat));
        true
    }

    /// The person who finished looks away; `false` when nobody was looking.
    pub(crate) fn end_look(&self) -> bool {
        if self.done.get_untracked().is_none() {
            return false;
        }
        self.done.set(None);
        true
    }
}

fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Date::now()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{SavedGame, SeatSetup};
    use europa_engine::{Action, Game, GameConfig, Seat};

    fn save(id: &str, actions: Vec<(Seat, Action)>) -> SavedGame {
        let seat = |name: &str, kind| SeatSetup {
            name: name.to_string(),
            kind,
        };
        let seats = vec![
            seat("Ada", SeatKind::Human),
            seat("Bob", SeatKind::Computer(Level::Easy)),
        ];
        let mut save = SavedGame::new(id.into(), 0.0, seats, GameConfig::new(2, 7));
        save.record.actions = actions;
        save
    }

    #[test]
    fn a_save_that_does_not_replay_leaves_nothing_of_the_game_before() {
        let keeper = TurnKeeper::<Game>::new();
        assert!(keeper.replay(save("good", Vec::new())));
        assert!(keeper.game.with_value(Option::is_some));
        assert_eq!(
            keeper.saved().get_untracked().map(|s| s.id),
            Some("good".into())
        );
        // A blind draw before anyone kept their tickets is refused at move 0.
        assert!(!keeper.replay(save("bad", vec![(Seat(0), Action::DrawBlind)])));
        assert!(matches!(
            keeper.error.get_untracked(),
            Some(TableError::Replay { index: 0, .. })
        ));
        assert!(keeper.game.with_value(Option::is_none));
        assert!(keeper.saved().get_untracked().is_none());
        assert!(keeper.view().get_untracked().is_none());
        assert!(keeper.log.with_untracked(Vec::is_empty));
    }
}
