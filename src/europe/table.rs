//! The one facade components use to read and change the game, provided once
//! through context (`Table::provide` in the app, `use_table()` anywhere).
//!
//! # For the new-game and saved-games screens
//!
//! ```ignore
//! let table = use_table();
//! table.start(saved_game);               // a new game, or one loaded from storage
//! crate::app::use_screen().set(Screen::Game);
//! // Autosave: the SavedGame after every applied action (and right after start).
//! Effect::new(move |_| if let Some(save) = table.saved().get() { storage::put(&save) });
//! ```
//!
//! The engine is the only judge: components ask [`Table::legal`],
//! [`Table::why_not`], [`Table::claim_payments`] and call [`Table::act`]; nothing
//! here computes a rule. Private information reaches components only through
//! [`Table::view`], which is the engine's `PlayerView` of the revealed seat, or
//! a public view (private part emptied) when no seat's secrets may show.

use crate::computer;
use crate::europe::recap::{Turn, flashes, since_my_turn};
pub use crate::europe::turns::{claimable_routes, hold_for, next_actor, only_person, reveal_for};
use crate::europe::words::Who;
use crate::scheduler::{self, BOT_DELAY_MS};
use crate::seating::choose_early;
use crate::session::{Level, SavedGame, SeatKind};
use europa_engine::view::PrivateSeat;
use europa_engine::{
    Action, CardColor, CityId, Event, Game, Hand, Payment, Phase, PlayerView, RouteId, RuleError,
    Seat, TicketId, TurnStep,
};
use leptos::prelude::*;

/// One line of the move log: an event as everybody may see it.
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry {
    pub index: usize,
    pub event: Event,
}

impl std::borrow::Borrow<Event> for LogEntry {
    fn borrow(&self) -> &Event {
        &self.event
    }
}

/// Why a game could not be started or continued.
#[derive(Clone, Debug, PartialEq)]
pub enum TableError {
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

#[derive(Clone, Copy)]
pub struct Table {
    game: StoredValue<Option<Game>>,
    save: RwSignal<Option<SavedGame>>,
    view: RwSignal<Option<PlayerView>>,
    legal: RwSignal<Vec<Action>>,
    revealed: RwSignal<Option<Seat>>,
    handoff: RwSignal<Option<Seat>>,
    next: RwSignal<Option<Seat>>,
    /// One signal per route and per city, so a claim repaints that route only.
    owners: StoredValue<Vec<RwSignal<Option<Seat>>>>,
    stations: StoredValue<Vec<RwSignal<Option<Seat>>>>,
    /// W&D: whose depot is on each city.
    depots: StoredValue<Vec<RwSignal<Option<Seat>>>>,
    log: RwSignal<Vec<LogEntry>>,
    error: RwSignal<Option<TableError>>,
    fast: StoredValue<bool>,
    /// How far the computer's current decision is, while it thinks.
    thinking: RwSignal<Option<u8>>,
    /// The routes the revealed seat may claim now (from the legal actions).
    claimable: RwSignal<Vec<RouteId>>,
    /// The others' turns since the person at the screen (or the one the
    /// device goes to) last played, and what of them the board flashes.
    recap: RwSignal<Vec<Turn>>,
    flash: RwSignal<(Vec<RouteId>, Vec<u8>)>,
    /// The person whose turn just ended, still looking before passing the device.
    done: RwSignal<Option<Seat>>,
    /// Cards the revealed person drew this turn (shown when it ends).
    drawn: RwSignal<Vec<CardColor>>,
    /// Bumped by every new decision and every (re)started game, so an
    /// answer to an older one does nothing.
    decision: StoredValue<u64>,
    /// The one person's starting tickets, chosen while the computers still
    /// think: played once they are done (`seating::choose_early`).
    held: StoredValue<Option<Action>>,
}

/// The table provided by the app.
pub fn use_table() -> Table {
    expect_context::<Table>()
}

impl Table {
    pub fn new() -> Self {
        Table {
            game: StoredValue::new(None),
            save: RwSignal::new(None),
            view: RwSignal::new(None),
            legal: RwSignal::new(Vec::new()),
            claimable: RwSignal::new(Vec::new()),
            recap: RwSignal::new(Vec::new()),
            flash: RwSignal::new((Vec::new(), Vec::new())),
            done: RwSignal::new(None),
            drawn: RwSignal::new(Vec::new()),
            revealed: RwSignal::new(None),
            handoff: RwSignal::new(None),
            next: RwSignal::new(None),
            owners: StoredValue::new(RouteId::all().map(|_| RwSignal::new(None)).collect()),
            stations: StoredValue::new(
                (0..europa_engine::CITIES.len())
                    .map(|_| RwSignal::new(None))
                    .collect(),
            ),
            depots: StoredValue::new(
                (0..europa_engine::CITIES.len())
                    .map(|_| RwSignal::new(None))
                    .collect(),
            ),
            log: RwSignal::new(Vec::new()),
            error: RwSignal::new(None),
            fast: StoredValue::new(false),
            thinking: RwSignal::new(None),
            decision: StoredValue::new(0),
            held: StoredValue::new(None),
        }
    }

    /// Creates the table and makes it the context of the calling component's children.
    pub fn provide() -> Self {
        let table = Self::new();
        provide_context(table);
        table
    }

    /// Computer moves without the pause (tests: `?fast=1`).
    pub fn set_fast(&self, fast: bool) {
        self.fast.set_value(fast);
    }

    /// Begins or continues the game in `save` (new, or loaded from storage):
    /// replays its actions through the rules and schedules whoever acts next.
    pub fn start(&self, save: SavedGame) {
        self.decision.update_value(|d| *d += 1);
        computer::forget();
        self.thinking.set(None);
        self.error.set(None);
        self.handoff.set(None);
        self.revealed.set(None);
        self.done.set(None);
        self.drawn.set(Vec::new());
        self.held.set_value(None);
        let config = save.record.config.clone();
        let mut game = match Game::new(config.clone()) {
            Ok(g) => g,
            Err(e) => {
                self.error.set(Some(TableError::Config(e.to_string())));
                return;
            }
        };
        let mut log = Vec::new();
        for (index, (seat, action)) in save.record.actions.iter().enumerate() {
            match game.apply(*seat, action) {
                Ok(events) => {
                    push_log(&mut log, &events);
                }
                Err(error) => {
                    self.error.set(Some(TableError::Replay { index, error }));
                    return;
                }
            }
        }
        self.game.set_value(Some(game));
        self.log.set(log);
        let hard = save
            .seats
            .iter()
            .any(|s| s.kind == SeatKind::Computer(Level::Hard));
        self.save.set(Some(save));
        self.refresh(false);
        // A continued game against Hard: the bots worker warms up while the
        // person plays (as the new-game form does; a no-op once warm). Not
        // when a computer moves first: its own decision warms it.
        if hard
            && self
                .next
                .get_untracked()
                .is_some_and(|s| !self.is_computer(s))
        {
            computer::warm_up();
        }
    }

    /// The saved game after every change; `None` before any game started.
    pub fn saved(&self) -> Signal<Option<SavedGame>> {
        self.save.into()
    }

    /// What may be shown now: the revealed seat's view, or the public one.
    pub fn view(&self) -> Signal<Option<PlayerView>> {
        self.view.into()
    }

    /// Legal actions of the revealed seat when it is that seat's move; empty otherwise.
    pub fn legal(&self) -> Signal<Vec<Action>> {
        self.legal.into()
    }

    /// The routes the revealed seat may claim now.
    pub fn claimable(&self) -> Signal<Vec<RouteId>> {
        self.claimable.into()
    }

    /// Routes claimed and face-up slots taken in the [`Table::recap`] turns.
    pub fn flash(&self) -> Signal<(Vec<RouteId>, Vec<u8>)> {
        self.flash.into()
    }

    /// The person whose turn just ended and who passes the device on with
    /// [`Table::pass_on`]; meanwhile their cards still show.
    pub fn done(&self) -> Signal<Option<Seat>> {
        self.done.into()
    }

    /// The cards the revealed person drew this turn.
    pub fn drawn(&self) -> Signal<Vec<CardColor>> {
        self.drawn.into()
    }

    /// The person who finished looks away: the game goes on (a hand-off, or the computers).
    pub fn pass_on(&self) {
        if self.done.get_untracked().is_some() {
            self.done.set(None);
            self.refresh(false);
        }
    }

    /// The others' turns since the person at the screen (or the one the
    /// device goes to) last played.
    pub fn recap(&self) -> Signal<Vec<Turn>> {
        self.recap.into()
    }

    /// Whose private information is shown (`None`: public only).
    pub fn revealed(&self) -> Signal<Option<Seat>> {
        self.revealed.into()
    }

    /// The person the device must be passed to before anything private shows.
    pub fn handoff(&self) -> Signal<Option<Seat>> {
        self.handoff.into()
    }

    /// The seat that acts next (computers included).
    pub fn next(&self) -> Signal<Option<Seat>> {
        self.next.into()
    }

    pub fn log(&self) -> Signal<Vec<LogEntry>> {
        self.log.into()
    }

    pub fn error(&self) -> Signal<Option<TableError>> {
        self.error.into()
    }

    /// While a computer thinks: roughly how far it is, in percent.
    pub fn thinking(&self) -> Signal<Option<u8>> {
        self.thinking.into()
    }

    pub fn route_owner(&self, route: RouteId) -> Signal<Option<Seat>> {
        match self
            .owners
            .with_value(|o| o.get(usize::from(route.0)).copied())
        {
            Some(owner) => owner.into(),
            None => Signal::stored(None),
        }
    }

    pub fn station_owner(&self, city: CityId) -> Signal<Option<Seat>> {
        match self
            .stations
            .with_value(|o| o.get(usize::from(city.0)).copied())
        {
            Some(owner) => owner.into(),
            None => Signal::stored(None),
        }
    }

    /// W&D: whose depot stands on `city`.
    pub fn depot_owner(&self, city: CityId) -> Signal<Option<Seat>> {
        match self
            .depots
            .with_value(|o| o.get(usize::from(city.0)).copied())
        {
            Some(owner) => owner.into(),
            None => Signal::stored(None),
        }
    }

    /// Seat names and kinds (untracked snapshot is enough: they never change in a game).
    pub fn seat_name(&self, seat: Seat) -> String {
        self.save
            .with_untracked(|s| {
                s.as_ref()
                    .and_then(|s| s.seat(seat))
                    .map(|s| s.name.clone())
            })
            .unwrap_or_else(|| format!("{}", u32::from(seat.0) + 1))
    }

    /// How sentences name `seat`: "you" for the only person at the table,
    /// the seat's name otherwise (pass and play shares one screen).
    pub fn who(&self, seat: Seat) -> Who {
        let kinds: Vec<SeatKind> = self.save.with_untracked(|s| {
            s.as_ref()
                .map(|s| s.seats.iter().map(|s| s.kind).collect())
                .unwrap_or_default()
        });
        if only_person(&kinds) == Some(seat) {
            Who::You
        } else {
            Who::Named(self.seat_name(seat))
        }
    }

    /// The routes that complete `ticket` for `seat` (own routes plus station
    /// loans), for lighting on the map; empty when it is not connected. A
    /// seat's tickets are secret until the end, so only the revealed seat's
    /// paths are given during play.
    pub fn ticket_path(&self, seat: Seat, ticket: TicketId) -> Vec<RouteId> {
        let revealed = self.revealed.get_untracked();
        self.game
            .with_value(|g| {
                let g = g.as_ref()?;
                if !g.is_over() && revealed != Some(seat) {
                    return None;
                }
                g.ticket_path(seat, ticket)
            })
            .unwrap_or_default()
    }

    pub fn seat_kind(&self, seat: Seat) -> Option<SeatKind> {
        self.save
            .with_untracked(|s| s.as_ref().and_then(|s| s.seat(seat)).map(|s| s.kind))
    }

    /// Whether this seat is a computer.
    pub fn is_computer(&self, seat: Seat) -> bool {
        matches!(self.seat_kind(seat), Some(SeatKind::Computer(_)))
    }

    /// The person the device was passed to taps: their secrets may show now.
    pub fn reveal(&self) {
        if let Some(seat) = self.handoff.get_untracked() {
            self.handoff.set(None);
            self.revealed.set(Some(seat));
            self.publish();
        }
    }

    /// Why `action` is refused for the revealed seat now (`None`: it is allowed).
    pub fn why_not(&self, action: &Action) -> Option<RuleError> {
        let seat = self.revealed.get_untracked()?;
        self.game
            .with_value(|g| g.as_ref().map(|g| g.why_not(seat, action).err()))
            .flatten()
    }

    /// Every way the revealed seat can pay for `route` now.
    pub fn claim_payments(&self, route: RouteId) -> Vec<Payment> {
        let Some(seat) = self.revealed.get_untracked() else {
            return Vec::new();
        };
        self.game
            .with_value(|g| g.as_ref().map(|g| g.claim_payments(seat, route)))
            .unwrap_or_default()
    }

    /// W&D (W4): the collections the revealed seat could choose right after
    /// claiming `route` (each a `CollectWarehouses` mask; 0 takes nothing).
    pub fn collections(&self, route: RouteId) -> Vec<u8> {
        let Some(seat) = self.revealed.get_untracked() else {
            return vec![0];
        };
        self.game
            .with_value(|g| g.as_ref().map(|g| g.collections_after_claim(seat, route)))
            .unwrap_or_else(|| vec![0])
    }

    /// Cards the revealed seat's next station costs.
    pub fn station_price(&self) -> u8 {
        let Some(seat) = self.revealed.get_untracked() else {
            return 1;
        };
        self.game
            .with_value(|g| g.as_ref().map(|g| g.station_price(seat)))
            .unwrap_or(1)
    }

    /// Why the revealed seat cannot claim `route`, if it cannot.
    pub fn why_not_claim(&self, route: RouteId) -> Option<RuleError> {
        let seat = self.revealed.get_untracked()?;
        self.game
            .with_value(|g| g.as_ref().map(|g| g.why_not_claim(seat, route)))
            .flatten()
    }

    /// Plays `action` for the revealed seat (a person). The engine decides;
    /// a refusal changes nothing and is returned for display.
    pub fn act(&self, action: Action) -> Result<(), RuleError> {
        let Some(seat) = self.revealed.get_untracked() else {
            return Err(RuleError::GameOver);
        };
        if self.next.get_untracked() != Some(seat) {
            if self.may_choose_early(seat) && matches!(action, Action::KeepInitialTickets { .. }) {
                // Judged now, played once the computers have chosen.
                self.game
                    .with_value(|g| g.as_ref().map(|g| g.why_not(seat, &action)))
                    .unwrap_or(Err(RuleError::GameOver))?;
                self.held.set_value(Some(action));
                self.publish();
                return Ok(());
            }
            let expected = self.next.get_untracked().unwrap_or(seat);
            return Err(RuleError::NotYourTurn { seat, expected });
        }
        let first_card = !self
            .view
            .with_untracked(|v| v.as_ref().is_some_and(|v| v.second_card));
        if first_card {
            self.drawn.set(Vec::new());
        }
        self.apply(seat, action, true)
    }

    fn apply(&self, seat: Seat, action: Action, person: bool) -> Result<(), RuleError> {
        let result = self
            .game
            .try_update_value(|g| g.as_mut().map(|g| g.apply(seat, &action)));
        let events = match result.flatten() {
            Some(Ok(events)) => events,
            Some(Err(e)) => return Err(e),
            None => return Err(RuleError::GameOver),
        };
        if person {
            let cards: Vec<CardColor> = events
                .iter()
                .filter_map(|e| match e {
                    Event::DrewBlind { card, .. } => *card,
                    Event::DrewFaceUp { card, .. } => Some(*card),
                    _ => None,
                })
                .collect();
            if !cards.is_empty() {
                self.drawn.update(|d| d.extend(cards));
            }
        }
        self.log.update(|log| push_log(log, &events));
        self.save.update(|s| {
            if let Some(s) = s {
                s.record.actions.push((seat, action));
                s.updated_ms = now_ms();
            }
        });
        self.refresh(person);
        Ok(())
    }

    /// Starts the computer's move now (the skip button, and the timer): the
    /// bots worker decides from the game so far, and the answer is played
    /// here, judged by the engine like any move. A computer already
    /// thinking is left to it.
    pub fn run_computer(&self) {
        // Nor while a person still looks at the end of their turn: their
        // cards are on the screen until they pass the device on.
        if self.thinking.get_untracked().is_some() || self.done.get_untracked().is_some() {
            return;
        }
        let Some(seat) = self.next.get_untracked() else {
            return;
        };
        if !self.is_computer(seat) {
            return;
        }
        let Some(request) = self.save.with_untracked(|s| {
            s.as_ref().map(|s| europa_computer::Request::Europe {
                record: s.record.clone(),
                levels: s.seats.iter().map(|s| s.kind.level()).collect(),
                seat,
            })
        }) else {
            return;
        };
        let table = *self;
        computer::decide_for(
            self.decision,
            self.thinking,
            request,
            move |answer| match answer {
                europa_computer::Answer::Europe(action) => {
                    if let Err(error) = table.apply(seat, action, false) {
                        table.error.set(Some(TableError::Bot { seat, error }));
                    }
                }
                // An answer about the other game: never sent for this request.
                europa_computer::Answer::CardGame(_) => {
                    table.error.set(Some(TableError::Computer { seat }))
                }
            },
            move || table.error.set(Some(TableError::Computer { seat })),
        );
    }

    /// After any change: who acts, whose secrets show, and the signals
    /// components read; then a computer's move is scheduled if it is theirs.
    /// `acted`: a person just played, and may have to see their turn's end.
    fn refresh(&self, acted: bool) {
        let kinds: Vec<SeatKind> = self
            .save
            .with_untracked(|s| s.as_ref().map(|s| s.seats.iter().map(|s| s.kind).collect()))
            .unwrap_or_default();
        let next = self
            .game
            .with_value(|g| g.as_ref().map(|g| next_actor(&g.acting_seats(), &kinds)))
            .flatten();
        let prev = self.revealed.get_untracked();
        let (revealed, handoff) = reveal_for(next, &kinds, prev);
        set_if_changed(self.next, next);
        if let Some(person) = hold_for(prev, acted, revealed, &kinds) {
            // Their cards stay a moment; nothing moves until they pass on.
            set_if_changed(self.done, Some(person));
            set_if_changed(self.handoff, None);
            self.publish();
            return;
        }
        set_if_changed(self.revealed, revealed);
        set_if_changed(self.handoff, handoff);
        if let Some(seat) = next
            && revealed == Some(seat)
            && let Some(keep) = self.held.try_update_value(Option::take).flatten()
            && self.apply(seat, keep, true).is_ok()
        {
            return;
        }
        self.publish();
        if let Some(seat) = next
            && matches!(kinds.get(seat.index()), Some(SeatKind::Computer(_)))
        {
            self.schedule_computer();
        }
    }

    /// Pushes the view, the legal actions and the board's owners to the signals.
    fn publish(&self) {
        let revealed = self.revealed.get_untracked();
        let next = self.next.get_untracked();
        let early = revealed.is_some_and(|seat| self.may_choose_early(seat));
        let (view, legal) = self
            .game
            .with_value(|g| {
                let g = g.as_ref()?;
                let view = match revealed {
                    Some(seat) => g.view(seat),
                    None => public_view(g),
                };
                let legal = match revealed {
                    Some(seat) if next == Some(seat) || early => g.legal_actions(seat),
                    _ => Vec::new(),
                };
                Some((view, legal))
            })
            .unzip();
        let legal = legal.unwrap_or_default();
        // The marks of what the person may claim come second to the move
        // just made: they change once its frame has painted. On a first card
        // drawn, 30 to 100 routes drop their mark and label, most of that
        // click's DOM work. (A table already gone sets nothing.)
        let marks = claimable_routes(&legal);
        let claimable = self.claimable;
        crate::scheduler::after_paint(move || {
            if claimable.try_with_untracked(|v| v != &marks) == Some(true) {
                claimable.set(marks);
            }
        });
        let me = revealed.or(self.handoff.get_untracked());
        let players = self
            .save
            .with_untracked(|s| s.as_ref().map_or(0, |s| s.seats.len()));
        let turns = me
            .map(|me| {
                self.log
                    .with_untracked(|log| since_my_turn(log, me, players.max(2) - 1))
            })
            .unwrap_or_default();
        set_if_changed(self.flash, flashes(&turns));
        set_if_changed(self.recap, turns);
        if let Some(v) = &view {
            self.owners.with_value(|s| sync_owners(s, &v.route_owner));
            self.stations
                .with_value(|s| sync_owners(s, &v.station_owner));
            self.depots.with_value(|s| sync_owners(s, &v.depot_owner));
        }
        super::test_hook::publish(
            &view,
            &legal,
            revealed,
            self.handoff.get_untracked(),
            self.done.get_untracked(),
        );
        // Unchanged legal actions repaint nothing (an open ticket choice
        // keeps its ticks while a computer's set-up choice lands).
        set_if_changed(self.legal, legal);
        self.view.set(view);
    }

    /// Whether `seat` may choose its starting tickets before its turn comes.
    fn may_choose_early(&self, seat: Seat) -> bool {
        let kinds: Vec<SeatKind> = self
            .save
            .with_untracked(|s| s.as_ref().map(|s| s.seats.iter().map(|s| s.kind).collect()))
            .unwrap_or_default();
        let next = self.next.get_untracked();
        let held = self.held.with_value(Option::is_some);
        self.game.with_value(|g| {
            g.as_ref().is_some_and(|g| {
                choose_early(
                    g.phase() == Phase::InitialTickets,
                    &g.acting_seats(),
                    &kinds,
                    seat,
                    next,
                    held,
                )
            })
        })
    }

    fn schedule_computer(&self) {
        let table = *self;
        let delay = if self.fast.get_value() {
            0
        } else {
            BOT_DELAY_MS
        };
        // The timer lets the page paint between moves; a skip or a new game
        // in the meantime changes the move count, and the stale timer does nothing.
        scheduler::later(move || table.moves(), delay, move || table.run_computer());
    }

    /// Actions played so far (a token for stale timers).
    fn moves(&self) -> Option<(String, usize)> {
        self.save
            .with_untracked(|s| s.as_ref().map(|s| (s.id.clone(), s.record.actions.len())))
    }

    /// Whether the current seat is in the middle of a tunnel attempt.
    pub fn in_tunnel(&self) -> bool {
        self.game.with_value(|g| {
            g.as_ref()
                .is_some_and(|g| matches!(g.step(), TurnStep::Tunnel(_)))
        })
    }
}

impl Default for Table {
    fn default() -> Self {
        Self::new()
    }
}

/// Sets `signal` only when the value differs, so nothing repaints for nothing.
fn set_if_changed<T: PartialEq + Send + Sync + 'static>(signal: RwSignal<T>, value: T) {
    if signal.with_untracked(|v| v != &value) {
        signal.set(value);
    }
}

/// One signal per route or city follows the view, set only where it changed.
fn sync_owners(signals: &[RwSignal<Option<Seat>>], owners: &[Option<Seat>]) {
    for (i, s) in signals.iter().enumerate() {
        let owner = owners.get(i).copied().flatten();
        if s.get_untracked() != owner {
            s.set(owner);
        }
    }
}

/// Every seat's public information, nobody's secrets.
fn public_view(game: &Game) -> PlayerView {
    let mut v = game.view(Seat(0));
    v.me = PrivateSeat {
        hand: Hand::default(),
        tickets: Vec::new(),
        offer: Vec::new(),
        stations: Vec::new(),
    };
    v
}

/// The log keeps what everybody saw: blind draws lose their card.
fn push_log(log: &mut Vec<LogEntry>, events: &[Event]) {
    for e in events {
        let index = log.len();
        log.push(LogEntry {
            index,
            event: e.redacted_for(Seat(u8::MAX)),
        });
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
