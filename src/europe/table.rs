//! The one facade components use to read and change the game, provided once
//! through context (`Table::provide` in the app, `use_table()` anywhere).
//!
//! # For the new-game and saved-games screens
//!
//! ```text
//! let table = use_table();
//! table.start(saved_game);               // a new game, or one loaded from storage
//! crate::app::use_screen().set(Screen::Game);
//! // Autosave: the app queues `table.saved()` after every applied action
//! // (and right after start): `save_each_move` in app.rs.
//! ```
//!
//! The engine is the only judge: components ask `legal`,
//! `why_not`, [`Table::claim_payments`] and call [`Table::act`]; nothing
//! here computes a rule. Private information reaches components only through
//! `view`, which is the engine's `PlayerView` of the revealed seat, or
//! a public view (private part emptied) when no seat's secrets may show.
//! The turn bookkeeping both games share (`view`, `legal`, `why_not`, who
//! acts, the computer's moves) is [`crate::turn_keeper`]'s.

use crate::computer;
use crate::europe::recap::{Flashes, Turn, flashes, latest_turns, since_my_turn};
pub use crate::europe::turns::{claimable_routes, hold_for, next_actor, only_person, reveal_for};
use crate::europe::words::Who;
use crate::seating::choose_early;
use crate::session::{Level, SavedGame, SeatKind};
use crate::turn_keeper::{self, TableGame, TurnKeeper};
use europa_engine::view::PrivateSeat;
use europa_engine::{
    Action, CardColor, CityId, Event, Game, Hand, Phase, PlayerView, RouteId, RuleError, Seat,
};
use leptos::prelude::*;
use std::ops::Deref;

mod queries;

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
pub type TableError = turn_keeper::TableError<Seat, RuleError>;

#[derive(Clone, Copy)]
pub struct Table {
    keeper: TurnKeeper<Game>,
    /// One signal per route and per city, so a claim repaints that route only.
    owners: StoredValue<Vec<RwSignal<Option<Seat>>>>,
    stations: StoredValue<Vec<RwSignal<Option<Seat>>>>,
    /// W&D: whose depot is on each city.
    depots: StoredValue<Vec<RwSignal<Option<Seat>>>>,
    /// The routes the revealed seat may claim now (from the legal actions).
    claimable: RwSignal<Vec<RouteId>>,
    /// The others' turns since the person at the screen (or the one the
    /// device goes to) last played, and what of them the board flashes.
    recap: RwSignal<Vec<Turn>>,
    /// Each other seat's latest turn, which the recap above the map shows.
    latest: RwSignal<Vec<Turn>>,
    flash: RwSignal<Flashes>,
    /// Cards the revealed person drew this turn (shown when it ends).
    drawn: RwSignal<Vec<CardColor>>,
    /// The one person's starting tickets, chosen while the computers still
    /// think: played once they are done (`seating::choose_early`).
    held: StoredValue<Option<Action>>,
    /// Counts `publish` calls, so a change put off until after a paint is
    /// dropped when a newer one has come meanwhile.
    published: StoredValue<u64>,
    /// The player's sounds switch (`crate::sound`).
    sound: RwSignal<bool>,
    /// The player's fast play: moves show without motion (`crate::motion`).
    fast_play: RwSignal<bool>,
}

// The turn bookkeeping (`view`, `next`, `why_not`…) is the keeper's; the
// table adds Europe's own signals.
impl Deref for Table {
    type Target = TurnKeeper<Game>;
    fn deref(&self) -> &Self::Target {
        &self.keeper
    }
}

/// The table provided by the app.
pub fn use_table() -> Table {
    expect_context::<Table>()
}

impl Table {
    pub fn new() -> Self {
        Table {
            keeper: TurnKeeper::new(),
            claimable: RwSignal::new(Vec::new()),
            recap: RwSignal::new(Vec::new()),
            latest: RwSignal::new(Vec::new()),
            flash: RwSignal::new(Flashes::default()),
            drawn: RwSignal::new(Vec::new()),
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
            held: StoredValue::new(None),
            published: StoredValue::new(0),
            sound: crate::settings::use_settings().sound,
            fast_play: crate::settings::use_settings().fast,
        }
    }

    /// Creates the table and makes it the context of the calling component's children.
    pub fn provide() -> Self {
        let table = Self::new();
        provide_context(table);
        table
    }

    /// Begins or continues the game in `save` (new, or loaded from storage):
    /// replays its actions through the rules and schedules whoever acts next.
    pub fn start(&self, save: SavedGame) {
        self.begin();
        // A guided game's component sets its referee again (src/guide/).
        self.guide.set_value(None);
        crate::autosave::opened(&save.id);
        self.drawn.set(Vec::new());
        self.held.set_value(None);
        let hard = save
            .seats
            .iter()
            .any(|s| matches!(s.kind, SeatKind::Computer(Level::Hard | Level::Expert)));
        if !self.replay(save) {
            self.clear_board();
            return;
        }
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

    /// Shows `save` (cut to the moment to show) as a replay with `seat`'s
    /// cards (`None`: nobody's): the whole table at that moment, nobody to
    /// act, no computer asked, nothing saved. A table of its own, never the
    /// app's (the replay screen provides it).
    pub fn watch(&self, save: SavedGame, seat: Option<Seat>) {
        self.drawn.set(Vec::new());
        self.held.set_value(None);
        if !self.watch_save(save, seat) {
            self.clear_board();
            return;
        }
        self.refresh(false);
    }

    /// No game: the previous game's trains, stations, depots and marks go
    /// (a save that does not replay must not show the game before it).
    fn clear_board(&self) {
        self.owners.with_value(|s| sync_owners(s, &[]));
        self.stations.with_value(|s| sync_owners(s, &[]));
        self.depots.with_value(|s| sync_owners(s, &[]));
        set_if_changed(self.claimable, Vec::new());
        set_if_changed(self.recap, Vec::new());
        set_if_changed(self.latest, Vec::new());
        set_if_changed(self.flash, Flashes::default());
        super::test_hook::publish(&None, &[], None, None, None);
    }

    /// The routes the revealed seat may claim now.
    pub fn claimable(&self) -> Signal<Vec<RouteId>> {
        self.claimable.into()
    }

    /// What the [`Table::recap`] turns did: routes claimed, face-up slots
    /// taken, stations and depots placed, tickets drawn.
    /// The review's better move drawn on a replay's position: a claim's
    /// route marked as claimable, a face-up card's slot or a station's city
    /// flashed; other moves (draws from the deck, tickets) have no place.
    pub fn show_better(&self, action: &Action) {
        match action {
            Action::ClaimRoute { route, .. } => set_if_changed(self.claimable, vec![*route]),
            Action::DrawFaceUp { slot } => {
                let slots = vec![*slot];
                set_if_changed(
                    self.flash,
                    Flashes {
                        slots,
                        ..Flashes::default()
                    },
                );
            }
            Action::BuildStation { city, .. } => {
                let cities = vec![*city];
                set_if_changed(
                    self.flash,
                    Flashes {
                        cities,
                        ..Flashes::default()
                    },
                );
            }
            _ => {}
        }
    }

    pub fn flash(&self) -> Signal<Flashes> {
        self.flash.into()
    }

    /// The cards the revealed person drew this turn.
    pub fn drawn(&self) -> Signal<Vec<CardColor>> {
        self.drawn.into()
    }

    /// The person who finished looks away: the game goes on (a hand-off, or the computers).
    pub fn pass_on(&self) {
        if self.end_look() {
            self.refresh(false);
        }
    }

    /// The others' turns since the person at the screen (or the one the
    /// device goes to) last played.
    pub fn recap(&self) -> Signal<Vec<Turn>> {
        self.recap.into()
    }

    /// Each other seat's latest turn, for the person at the screen: what
    /// the table shows above the map, there from the first move on.
    pub fn latest(&self) -> Signal<Vec<Turn>> {
        self.latest.into()
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

    /// How sentences name `seat`: "you" for the only person at the table,
    /// the seat's name otherwise (pass and play shares one screen).
    pub fn who(&self, seat: Seat) -> Who {
        if self.only_person() == Some(seat) {
            Who::You
        } else {
            Who::Named(self.seat_name(seat))
        }
    }

    /// The person the device was passed to taps: their secrets may show now.
    pub fn reveal(&self) {
        if self.take_handoff() {
            self.publish();
        }
    }

    /// Plays `action` for the revealed seat (a person). The engine decides;
    /// a refusal changes nothing and is returned for display.
    pub fn act(&self, action: Action) -> Result<(), RuleError> {
        if !self.guide_allows(&action) {
            // Not played: the guide shows its hint instead of a refusal.
            return Ok(());
        }
        if let Some(seat) = self.revealed.get_untracked()
            && self.next.get_untracked() != Some(seat)
            && self.may_choose_early(seat)
            && matches!(action, Action::KeepInitialTickets { .. })
        {
            // Judged now, played once the computers have chosen.
            self.game
                .with_value(|g| g.as_ref().map(|g| g.why_not(seat, &action)))
                .unwrap_or(Err(RuleError::GameOver))?;
            self.held.set_value(Some(action));
            self.publish();
            return Ok(());
        }
        let seat = self.mover()?;
        let first_card = !self
            .view
            .with_untracked(|v| v.as_ref().is_some_and(|v| v.second_card));
        if first_card {
            self.drawn.set(Vec::new());
        }
        self.apply(seat, action, true)
    }

    fn apply(&self, seat: Seat, action: Action, person: bool) -> Result<(), RuleError> {
        // Whose cards showed when the move was made: its cards fly to them.
        let shown = self.revealed.get_untracked();
        // A person's claim or station may complete a ticket: it sounds.
        let sound = self.sound.get_untracked();
        let joins = person
            && sound
            && matches!(
                action,
                Action::ClaimRoute { .. } | Action::PayTunnel { .. } | Action::BuildStation { .. }
            );
        let completed = move || {
            self.game.with_value(|g| {
                g.as_ref().map_or(0, |g| {
                    g.ticket_status(seat)
                        .0
                        .iter()
                        .filter(|t| t.completed)
                        .count()
                })
            })
        };
        let before = joins.then(completed);
        let events = self.play(seat, &action)?;
        if crate::motion::allowed(self.fast_play.get_untracked()) {
            super::motion::show(&events, shown);
        }
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
        if sound {
            let kinds = self.kinds();
            let is_person = |s: Seat| kinds.get(s.index()) == Some(&SeatKind::Human);
            let ticket_done = before.is_some_and(|b| completed() > b);
            if let Some(cue) = super::cues::cue(&events, is_person, ticket_done) {
                crate::sound::play(true, cue);
            }
        }
        self.record(seat, action, &events);
        self.refresh(person);
        Ok(())
    }

    /// Takes back the person's last move and the computers' after it
    /// ([`TurnKeeper::take_back`]); the cards drawn this turn and a held
    /// starting choice go with them.
    pub fn take_back(&self) {
        if self.guided() {
            return;
        }
        match self.keeper.take_back() {
            Some(true) => {
                self.drawn.set(Vec::new());
                self.held.set_value(None);
                self.refresh(false);
            }
            // A cut record that does not replay leaves no game to show.
            Some(false) => self.clear_board(),
            None => {}
        }
    }

    /// Starts the computer's move now (the skip button, and the timer): the
    /// bots worker decides from the game so far, and the answer is played
    /// here, judged by the engine like any move.
    pub fn run_computer(&self) {
        if let Some((seat, action)) = self.scripted_move() {
            if let Err(error) = self.apply(seat, action, false) {
                self.error.set(Some(TableError::Bot { seat, error }));
            }
            return;
        }
        let table = *self;
        self.think(move |seat, action| table.apply(seat, action, false));
    }

    /// After any change: who acts, whose secrets show, and the signals
    /// components read; then a computer's move is scheduled if it is theirs.
    /// `acted`: a person just played, and may have to see their turn's end.
    fn refresh(&self, acted: bool) {
        let now = self.seating(acted);
        set_if_changed(self.next, now.next);
        if let Some(person) = now.hold {
            // Their cards stay a moment; nothing moves until they pass on.
            set_if_changed(self.done, Some(person));
            set_if_changed(self.handoff, None);
            self.publish();
            return;
        }
        set_if_changed(self.revealed, now.revealed);
        set_if_changed(self.handoff, now.handoff);
        if let Some(seat) = now.next
            && now.revealed == Some(seat)
            && let Some(keep) = self.held.try_update_value(Option::take).flatten()
            && self.apply(seat, keep, true).is_ok()
        {
            return;
        }
        self.publish();
        if now.computer_next {
            let table = *self;
            self.schedule(move || table.run_computer());
        }
    }

    /// Pushes the view, the legal actions and the board's owners to the signals.
    fn publish(&self) {
        let revealed = self.revealed.get_untracked();
        let early = revealed.is_some_and(|seat| self.may_choose_early(seat));
        let (view, legal) = self.sight(early);
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
        let others = players.max(2) - 1;
        let (turns, latest) = me
            .map(|me| {
                self.log.with_untracked(|log| {
                    (
                        since_my_turn(log, me, others),
                        latest_turns(log, me, others),
                    )
                })
            })
            .unwrap_or_default();
        set_if_changed(self.flash, flashes(&turns));
        set_if_changed(self.recap, turns);
        set_if_changed(self.latest, latest);
        if let Some(v) = &view {
            self.owners.with_value(|s| sync_owners(s, &v.route_owner));
            self.stations
                .with_value(|s| sync_owners(s, &v.station_owner));
            self.depots.with_value(|s| sync_owners(s, &v.depot_owner));
        }
        // Tests compare a replay with the game at the same number of moves.
        let moves = self
            .save
            .with_untracked(|s| s.as_ref().map_or(0, |s| s.record.actions.len()));
        crate::automation::publish("__europaMoves", || moves.to_string());
        super::test_hook::publish(
            &view,
            &legal,
            revealed,
            self.handoff.get_untracked(),
            self.done.get_untracked(),
        );
        // Unchanged legal actions repaint nothing (an open ticket choice
        // keeps its ticks while a computer's set-up choice lands).
        let published = self.published;
        let generation = published.get_value().wrapping_add(1);
        published.set_value(generation);
        if legal.is_empty() && self.legal.with_untracked(|l| !l.is_empty()) {
            // A move that ends the person's turn greys every control; the
            // move itself is what they wait to see, the grey can follow a
            // frame later. (The engine judges every tap meanwhile.)
            let signal = self.legal;
            crate::scheduler::after_paint(move || {
                if published.try_get_value() == Some(generation) {
                    set_if_changed(signal, legal);
                }
            });
        } else {
            set_if_changed(self.legal, legal);
        }
        self.view.set(view);
    }

    /// Whether `seat` may choose its starting tickets before its turn comes.
    fn may_choose_early(&self, seat: Seat) -> bool {
        let kinds = self.kinds();
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
pub(crate) fn public_view(game: &Game) -> PlayerView {
    let mut v = game.view(Seat(0));
    v.me = PrivateSeat {
        hand: Hand::default(),
        tickets: Vec::new(),
        offer: Vec::new(),
        stations: Vec::new(),
    };
    v
}

impl TableGame for Game {
    type Entry = LogEntry;
    type View = PlayerView;

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
    turn_keeper::forward_to_engine!(europa_engine, Europe, public_view);
}
