//! The one facade the Card Game's components use to read and change the
//! game, provided once through context (`CardTable::provide` in the app,
//! `use_card_table()` anywhere).
//!
//! ```text
//! let table = use_card_table();
//! table.start(save);                      // a new game, or one loaded from storage
//! // Autosave: the app queues `table.saved()` after every move
//! // (`save_each_move` in app.rs).
//! ```
//!
//! The engine is the only judge: components ask `legal` and
//! `why_not` and call [`CardTable::act`]. Private information
//! reaches them only through `view`: the engine's `PlayerView`
//! of the revealed seat, or a public view (private part emptied) while no
//! seat's secrets may show (a hand-off, a computer's turn in pass and play).
//! The turn bookkeeping both games share is [`crate::turn_keeper`]'s.

use crate::session::CardSave;
use crate::turn_keeper::{self, TableGame, TurnKeeper};
use cardgame_engine::view::PrivateSeat;
use cardgame_engine::{Action, CardColor, Event, Game, Hand, PlayerView, RuleError, Seat};
use leptos::prelude::*;
use std::ops::Deref;

/// Why a game could not be started or continued.
pub type TableError = turn_keeper::TableError<Seat, RuleError>;

/// A robbery (C4) as both players are told it, until dismissed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Robbery {
    pub thief: Seat,
    pub victim: Seat,
    pub color: cardgame_engine::CardColor,
    pub cards: u8,
}

/// A robbery, the people at the table who have not read it yet, and the
/// index in the record of the move that made it (a take-back drops it).
type Told = (Robbery, Vec<Seat>, usize);

#[derive(Clone, Copy)]
pub struct CardTable {
    keeper: TurnKeeper<Game>,
    /// Each robbery stays for every person until that person taps "Got
    /// it": in pass and play the thief reading theirs must not take the
    /// victim's away.
    robberies: RwSignal<Vec<Told>>,
    /// The revealed person's last move took a face-up locomotive (C3: it
    /// counts as two cards, so the draw is over).
    loco_ended_draw: RwSignal<bool>,
    /// The player's sounds switch (`crate::sound`).
    sound: RwSignal<bool>,
    /// The player's fast play: moves show without motion (`crate::motion`).
    fast_play: RwSignal<bool>,
}

// The turn bookkeeping (`view`, `next`, `why_not`…) is the keeper's; the
// table adds the Card Game's own signals.
impl Deref for CardTable {
    type Target = TurnKeeper<Game>;
    fn deref(&self) -> &Self::Target {
        &self.keeper
    }
}

/// The Card Game's table provided by the app.
pub fn use_card_table() -> CardTable {
    expect_context::<CardTable>()
}

impl CardTable {
    /// Creates the table and makes it the context of the calling component's children.
    pub fn provide() -> Self {
        let table = CardTable {
            keeper: TurnKeeper::new(),
            robberies: RwSignal::new(Vec::new()),
            loco_ended_draw: RwSignal::new(false),
            sound: crate::settings::use_settings().sound,
            fast_play: crate::settings::use_settings().fast,
        };
        provide_context(table);
        table
    }

    /// Begins or continues the game in `save`: replays its actions through
    /// the rules and schedules whoever acts next. A save that does not
    /// replay leaves an error and no game.
    pub fn start(&self, save: CardSave) {
        self.begin();
        // A guided game's component sets its referee again (src/guide/).
        self.guide.set_value(None);
        crate::autosave::opened(&save.id);
        self.robberies.set(Vec::new());
        self.loco_ended_draw.set(false);
        if self.replay(save) {
            self.refresh(false);
        }
    }

    /// Shows `save` (cut to the moment to show) as a replay with `seat`'s
    /// cards (`None`: nobody's): nobody to act, no computer asked, nothing
    /// saved. A table of its own, never the app's.
    pub fn watch(&self, save: CardSave, seat: Option<Seat>) {
        self.robberies.set(Vec::new());
        self.loco_ended_draw.set(false);
        if self.watch_save(save, seat) {
            self.refresh(false);
        }
    }

    /// The robberies `person` has not acknowledged yet (a robbery is
    /// public: the rows lie face up, so every person is told).
    pub fn robberies_for(&self, person: Option<Seat>) -> Vec<Robbery> {
        let Some(person) = person else {
            return Vec::new();
        };
        self.robberies.with(|r| {
            r.iter()
                .filter(|(_, unread, _)| unread.contains(&person))
                .map(|(r, _, _)| *r)
                .collect()
        })
    }

    /// `person` has read their robberies; the others still see theirs.
    pub fn dismiss_robberies(&self, person: Seat) {
        self.robberies.update(|r| {
            for (_, unread, _) in r.iter_mut() {
                unread.retain(|s| *s != person);
            }
            r.retain(|(_, unread, _)| !unread.is_empty());
        });
    }

    /// The revealed person's draw just ended on a face-up locomotive.
    pub fn loco_ended_draw(&self) -> Signal<bool> {
        self.loco_ended_draw.into()
    }

    /// The person the device was passed to taps: their secrets may show now.
    pub fn reveal(&self) {
        if self.take_handoff() {
            self.publish();
        }
    }

    /// The person who finished looks away: the game goes on.
    pub fn pass_on(&self) {
        if self.end_look() {
            self.refresh(false);
        }
    }

    /// Plays `action` for the revealed seat (a person). The engine decides;
    /// a refusal changes nothing and is returned for display.
    pub fn act(&self, action: Action) -> Result<(), RuleError> {
        if !self.guide_allows(&action) {
            // Not played: the guide shows its hint instead of a refusal.
            return Ok(());
        }
        let seat = self.mover()?;
        self.apply(seat, action, true)
    }

    fn apply(&self, seat: Seat, action: Action, person: bool) -> Result<(), RuleError> {
        // Whose cards showed when the move was made: its cards fly to them.
        let shown = self.revealed.get_untracked();
        let events = self.play(seat, &action)?;
        if crate::motion::allowed(self.fast_play.get_untracked()) {
            super::motion::show(&events, shown);
        }
        if self.sound.get_untracked() {
            let kinds = self.kinds();
            let is_person =
                |s: Seat| kinds.get(s.index()) == Some(&crate::session::SeatKind::Human);
            if let Some(cue) = super::cues::cue(&events, is_person) {
                crate::sound::play(true, cue);
            }
        }
        if person {
            let loco = events.iter().any(
                |e| matches!(e, Event::DrewFaceUp { card, .. } if *card == CardColor::Locomotive),
            );
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
            let people: Vec<Seat> = (0..self.kinds().len())
                .map(|i| Seat(i as u8))
                .filter(|s| !self.is_computer(*s))
                .collect();
            let at = self.moves_played().get_untracked();
            self.robberies
                .update(|r| r.extend(robbed.into_iter().map(|b| (b, people.clone(), at))));
        }
        self.record(seat, action, &events);
        self.refresh(person);
        Ok(())
    }

    /// Takes back the person's last move and the computers' after it
    /// ([`TurnKeeper::take_back`]), and the robberies those moves made.
    pub fn take_back(&self) {
        if !self.guided() && self.keeper.take_back() == Some(true) {
            let left = self.moves_played().get_untracked();
            self.robberies.update(|r| r.retain(|(_, _, at)| *at < left));
            self.loco_ended_draw.set(false);
            self.refresh(false);
        }
    }

    /// Starts the computer's move: the bots worker decides from the game so
    /// far, and the answer is played here, judged by the engine.
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

    /// After any change: who acts, whose secrets show, the signals; then a
    /// computer's move is scheduled if it is theirs. `acted`: a person just
    /// played, and may have to look at their turn's end.
    fn refresh(&self, acted: bool) {
        let now = self.seating(acted);
        self.next.set(now.next);
        if let Some(person) = now.hold {
            self.done.set(Some(person));
            self.handoff.set(None);
            self.publish();
            return;
        }
        if now.revealed != now.prev {
            self.loco_ended_draw.set(false);
        }
        self.revealed.set(now.revealed);
        self.handoff.set(now.handoff);
        self.publish();
        if now.computer_next {
            let table = *self;
            self.schedule(move || table.run_computer());
        }
    }

    /// Pushes the view and the legal actions to the signals.
    fn publish(&self) {
        let (view, legal) = self.sight(false);
        // Tests wait for storage to hold the game at this many moves.
        let moves = self
            .save
            .with_untracked(|s| s.as_ref().map_or(0, |s| s.record.actions.len()));
        crate::automation::publish("__cardgameMoves", || moves.to_string());
        super::test_hook::publish(
            &view,
            &legal,
            self.revealed.get_untracked(),
            self.handoff.get_untracked(),
            self.done.get_untracked(),
        );
        self.legal.set(legal);
        self.view.set(view);
    }
}

impl TableGame for Game {
    type Entry = Event;
    type View = PlayerView;

    /// The log keeps what everybody saw: blind draws lose their card.
    fn push_log(log: &mut Vec<Event>, events: &[Event]) {
        log.extend(events.iter().map(|e| e.redacted_for(Seat(u8::MAX))));
    }
    turn_keeper::forward_to_engine!(cardgame_engine, CardGame, public_view);
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
