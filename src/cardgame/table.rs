//! The one facade the Card Game's components use to read and change the
//! game, provided once through context (`CardTable::provide` in the app,
//! `use_card_table()` anywhere).
//!
//! ```ignore
//! let table = use_card_table();
//! table.start(save);                      // a new game, or one loaded from storage
//! Effect::new(move |_| if let Some(s) = table.saved().get() { storage::write(&s.id, &s.to_text()) });
//! ```
//!
//! The engine is the only judge: components ask [`CardTable::legal`] and
//! [`CardTable::why_not`] and call [`CardTable::act`]. Private information
//! reaches them only through [`CardTable::view`]: the engine's `PlayerView`
//! of the revealed seat, or a public view (private part emptied) while no
//! seat's secrets may show (a hand-off, a computer's turn in pass and play).

use crate::computer;
use crate::scheduler::{self, BOT_DELAY_MS};
use crate::seating::{hold_for, next_actor, only_person, reveal_for};
use crate::session::{CardSave, SeatKind};
use cardgame_engine::view::PrivateSeat;
use cardgame_engine::{Action, Event, Game, Hand, PlayerView, RuleError, Seat};
use leptos::prelude::*;

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

/// A robbery (C4) as both players are told it, until dismissed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Robbery {
    pub thief: Seat,
    pub victim: Seat,
    pub color: cardgame_engine::CardColor,
    pub cards: u8,
}

#[derive(Clone, Copy)]
pub struct CardTable {
    game: StoredValue<Option<Game>>,
    save: RwSignal<Option<CardSave>>,
    view: RwSignal<Option<PlayerView>>,
    legal: RwSignal<Vec<Action>>,
    revealed: RwSignal<Option<Seat>>,
    handoff: RwSignal<Option<Seat>>,
    next: RwSignal<Option<Seat>>,
    /// The person whose turn just ended, still looking before passing the device.
    done: RwSignal<Option<Seat>>,
    /// The public history: every event as everybody saw it.
    log: RwSignal<Vec<Event>>,
    robberies: RwSignal<Vec<Robbery>>,
    /// The revealed person's last move took a face-up locomotive (C3: it
    /// counts as two cards, so the draw is over).
    loco_ended_draw: RwSignal<bool>,
    error: RwSignal<Option<TableError>>,
    fast: StoredValue<bool>,
    thinking: RwSignal<Option<u8>>,
    /// Bumped by every new decision and every (re)started game, so a slice
    /// scheduled for an older one does nothing.
    decision: StoredValue<u64>,
}

/// The Card Game's table provided by the app.
pub fn use_card_table() -> CardTable {
    expect_context::<CardTable>()
}

impl CardTable {
    /// Creates the table and makes it the context of the calling component's children.
    pub fn provide() -> Self {
        let table = CardTable {
            game: StoredValue::new(None),
            save: RwSignal::new(None),
            view: RwSignal::new(None),
            legal: RwSignal::new(Vec::new()),
            revealed: RwSignal::new(None),
            handoff: RwSignal::new(None),
            next: RwSignal::new(None),
            done: RwSignal::new(None),
            log: RwSignal::new(Vec::new()),
            robberies: RwSignal::new(Vec::new()),
            loco_ended_draw: RwSignal::new(false),
            error: RwSignal::new(None),
            fast: StoredValue::new(false),
            thinking: RwSignal::new(None),
            decision: StoredValue::new(0),
        };
        provide_context(table);
        table
    }

    /// Computer moves without the pause (tests: `?fast=1`).
    pub fn set_fast(&self, fast: bool) {
        self.fast.set_value(fast);
    }

    /// Begins or continues the game in `save`: replays its actions through
    /// the rules and schedules whoever acts next. A save that does not
    /// replay leaves an error and no game.
    pub fn start(&self, save: CardSave) {
        self.decision.update_value(|d| *d += 1);
        computer::forget();
        self.thinking.set(None);
        self.error.set(None);
        self.handoff.set(None);
        self.revealed.set(None);
        self.done.set(None);
        self.robberies.set(Vec::new());
        self.loco_ended_draw.set(false);
        self.game.set_value(None);
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
        self.save.set(Some(save));
        self.refresh(false);
    }

    /// The saved game after every change; `None` before any game started.
    pub fn saved(&self) -> Signal<Option<CardSave>> {
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

    /// Whose private information is shown (`None`: public only).
    pub fn revealed(&self) -> Signal<Option<Seat>> {
        self.revealed.into()
    }

    /// The person the device must be passed to before anything private shows.
    pub fn handoff(&self) -> Signal<Option<Seat>> {
        self.handoff.into()
    }

    /// The person whose turn just ended and who passes the device on with
    /// [`CardTable::pass_on`]; meanwhile their cards still show.
    pub fn done(&self) -> Signal<Option<Seat>> {
        self.done.into()
    }

    /// The seat that acts next (computers included).
    pub fn next(&self) -> Signal<Option<Seat>> {
        self.next.into()
    }

    pub fn log(&self) -> Signal<Vec<Event>> {
        self.log.into()
    }

    /// Robberies not yet acknowledged, for the thief's and the victim's eyes
    /// (a robbery is public: the rows lie face up).
    pub fn robberies(&self) -> Signal<Vec<Robbery>> {
        self.robberies.into()
    }

    pub fn dismiss_robberies(&self) {
        self.robberies.set(Vec::new());
    }

    /// The revealed person's draw just ended on a face-up locomotive.
    pub fn loco_ended_draw(&self) -> Signal<bool> {
        self.loco_ended_draw.into()
    }

    pub fn error(&self) -> Signal<Option<TableError>> {
        self.error.into()
    }

    /// While a computer thinks: roughly how far it is, in percent.
    pub fn thinking(&self) -> Signal<Option<u8>> {
        self.thinking.into()
    }

    /// A seat's name as the set-up gave it.
    pub fn seat_name(&self, seat: Seat) -> String {
        self.save
            .with_untracked(|s| {
                s.as_ref()
                    .and_then(|s| s.seat_at(seat.index()))
                    .map(|s| s.name.clone())
            })
            .unwrap_or_else(|| format!("{}", u32::from(seat.0) + 1))
    }

    fn kinds(&self) -> Vec<SeatKind> {
        self.save.with_untracked(|s| {
            s.as_ref()
                .map(|s| s.seats.iter().map(|s| s.kind).collect())
                .unwrap_or_default()
        })
    }

    /// The one person at the table, spoken to as "you".
    pub fn only_person(&self) -> Option<Seat> {
        only_person(&self.kinds())
    }

    pub fn is_computer(&self, seat: Seat) -> bool {
        matches!(self.kinds().get(seat.index()), Some(SeatKind::Computer(_)))
    }

    /// The person the device was passed to taps: their secrets may show now.
    pub fn reveal(&self) {
        if let Some(seat) = self.handoff.get_untracked() {
            self.handoff.set(None);
            self.revealed.set(Some(seat));
            self.publish();
        }
    }

    /// The person who finished looks away: the game goes on.
    pub fn pass_on(&self) {
        if self.done.get_untracked().is_some() {
            self.done.set(None);
            self.refresh(false);
        }
    }

    /// Why `action` is refused for the revealed seat now (`None`: allowed).
    pub fn why_not(&self, action: &Action) -> Option<RuleError> {
        let seat = self.revealed.get_untracked()?;
        self.game
            .with_value(|g| g.as_ref().map(|g| g.why_not(seat, action).err()))
            .flatten()
    }

    /// Plays `action` for the revealed seat (a person). The engine decides;
    /// a refusal changes nothing and is returned for display.
    pub fn act(&self, action: Action) -> Result<(), RuleError> {
        let Some(seat) = self.revealed.get_untracked() else {
            return Err(RuleError::GameOver);
        };
        if self.next.get_untracked() != Some(seat) {
            let expected = self.next.get_untracked().unwrap_or(seat);
            return Err(RuleError::NotYourTurn { seat, expected });
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
            let loco = events.iter().any(|e| {
                matches!(e, Event::DrewFaceUp { card, .. } if *card == cardgame_engine::CardColor::Locomotive)
            });
            self.loco_ended_draw.set(loco);
        }
        let robbed: Vec<Robbery> = events
            .iter()
            .filter_map(|e| match *e {
                Event::Robbed {
                    thief,
                    victim,
                    color,
                    cards,
                    locomotives,
                } => Some(Robbery {
                    thief,
                    victim,
                    color,
                    cards: cards + locomotives,
                }),
                _ => None,
            })
            .collect();
        if !robbed.is_empty() {
            self.robberies.update(|r| r.extend(robbed));
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

    /// Starts the computer's move: the bots worker decides from the game so
    /// far, and the answer is played here, judged by the engine.
    pub fn run_computer(&self) {
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
            s.as_ref().map(|s| europa_computer::Request::CardGame {
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
                europa_computer::Answer::CardGame(action) => {
                    if let Err(error) = table.apply(seat, action, false) {
                        table.error.set(Some(TableError::Bot { seat, error }));
                    }
                }
                // An answer about the other game: never sent for this request.
                europa_computer::Answer::Europe(_) => {
                    table.error.set(Some(TableError::Computer { seat }))
                }
            },
            move || table.error.set(Some(TableError::Computer { seat })),
        );
    }

    /// After any change: who acts, whose secrets show, the signals; then a
    /// computer's move is scheduled if it is theirs. `acted`: a person just
    /// played, and may have to look at their turn's end.
    fn refresh(&self, acted: bool) {
        let kinds = self.kinds();
        let next = self
            .game
            .with_value(|g| g.as_ref().map(|g| next_actor(&g.acting_seats(), &kinds)))
            .flatten();
        let prev = self.revealed.get_untracked();
        let (revealed, handoff) = reveal_for(next, &kinds, prev);
        self.next.set(next);
        if let Some(person) = hold_for(prev, acted, revealed, &kinds) {
            self.done.set(Some(person));
            self.handoff.set(None);
            self.publish();
            return;
        }
        if revealed != prev {
            self.loco_ended_draw.set(false);
        }
        self.revealed.set(revealed);
        self.handoff.set(handoff);
        self.publish();
        if let Some(seat) = next
            && matches!(kinds.get(seat.index()), Some(SeatKind::Computer(_)))
        {
            let table = *self;
            let delay = if self.fast.get_value() {
                0
            } else {
                BOT_DELAY_MS
            };
            scheduler::later(move || table.moves(), delay, move || table.run_computer());
        }
    }

    /// Pushes the view and the legal actions to the signals.
    fn publish(&self) {
        let revealed = self.revealed.get_untracked();
        let next = self.next.get_untracked();
        let (view, legal) = self
            .game
            .with_value(|g| {
                let g = g.as_ref()?;
                let view = match revealed {
                    Some(seat) => g.view(seat),
                    None => public_view(g),
                };
                let legal = match revealed {
                    Some(seat) if next == Some(seat) => g.legal_actions(seat),
                    _ => Vec::new(),
                };
                Some((view, legal))
            })
            .unzip();
        let legal = legal.unwrap_or_default();
        super::test_hook::publish(
            &view,
            &legal,
            revealed,
            self.handoff.get_untracked(),
            self.done.get_untracked(),
        );
        self.legal.set(legal);
        self.view.set(view);
    }

    /// Actions played so far (a token for stale timers).
    fn moves(&self) -> Option<(String, usize)> {
        self.save
            .with_untracked(|s| s.as_ref().map(|s| (s.id.clone(), s.record.actions.len())))
    }
}

/// Every seat's public information, nobody's secrets.
fn public_view(game: &Game) -> PlayerView {
    let mut v = game.view(Seat(0));
    v.me = PrivateSeat {
        hand: Hand::default(),
        tickets: Vec::new(),
        offer: Vec::new(),
        on_track: None,
        matching: None,
    };
    v
}

/// The log keeps what everybody saw: blind draws lose their card.
fn push_log(log: &mut Vec<Event>, events: &[Event]) {
    log.extend(events.iter().map(|e| e.redacted_for(Seat(u8::MAX))));
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
