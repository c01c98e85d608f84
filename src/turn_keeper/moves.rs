//! A table's moves: judging and applying one, recording it, working out
//! who acts next and what the screen shows, and starting the computer's.
use super::{Seating, TableError, TableGame, TurnKeeper, now_ms};
use crate::computer;
use crate::scheduler::{self, BOT_DELAY_MS, TAKE_BACK_DELAY_MS};
use crate::seating::{hold_for, next_actor, reveal_for};
use crate::session::SeatKind;
use leptos::prelude::*;

impl<G: TableGame> TurnKeeper<G> {
    /// Why `action` is refused for the revealed seat now (`None`: it is allowed).
    pub fn why_not(&self, action: &G::Action) -> Option<G::RuleError> {
        if self.is_replay() {
            return Some(G::game_over());
        }
        let seat = self.revealed.get_untracked()?;
        self.game
            .with_value(|g| g.as_ref().map(|g| g.check(seat, action).err()))
            .flatten()
    }

    /// The revealed seat, if it is theirs to act: a person's move is judged
    /// for them only.
    pub(crate) fn mover(&self) -> Result<G::Seat, G::RuleError> {
        if self.is_replay() {
            return Err(G::game_over());
        }
        let Some(seat) = self.revealed.get_untracked() else {
            return Err(G::game_over());
        };
        let next = self.next.get_untracked();
        if next != Some(seat) {
            return Err(G::not_your_turn(seat, next.unwrap_or(seat)));
        }
        Ok(seat)
    }

    /// Applies `action` to the game, noting for take back what it showed
    /// the one person; a refusal changes nothing.
    pub(crate) fn play(
        &self,
        seat: G::Seat,
        action: &G::Action,
    ) -> Result<Vec<G::Event>, G::RuleError> {
        let watcher = self
            .save
            .with_untracked(|s| s.as_ref().and_then(|s| self.watcher(s)));
        self.game
            .try_update_value(|g| {
                g.as_mut()
                    .map(|g| self.apply_noted(g, seat, action, watcher))
            })
            .flatten()
            .unwrap_or_else(|| Err(G::game_over()))
    }

    /// After a move: its events go to the log and the move to the save.
    pub(crate) fn record(&self, seat: G::Seat, action: G::Action, events: &[G::Event]) {
        self.log.update(|log| G::push_log(log, events));
        self.save.update(|s| {
            if let Some(s) = s {
                s.record.actions.push((seat, action));
                s.updated_ms = now_ms();
            }
        });
        self.judge_take_back();
    }

    /// Who acts next and whose secrets show; `acted`: a person just played,
    /// and may have to look at their turn's end.
    pub(crate) fn seating(&self, acted: bool) -> Seating<G::Seat> {
        let kinds = self.kinds();
        let next = self
            .game
            .with_value(|g| g.as_ref().map(|g| next_actor(&g.acting(), &kinds)))
            .flatten();
        let prev = self.revealed.get_untracked();
        if let Some(shown) = self.watching.get_value() {
            // A replay: the chosen seat's cards, no hand-off, nobody moves.
            return Seating {
                next,
                prev,
                revealed: shown,
                handoff: None,
                hold: None,
                computer_next: false,
            };
        }
        let (revealed, handoff) = reveal_for(next, &kinds, prev);
        Seating {
            next,
            prev,
            revealed,
            handoff,
            hold: hold_for(prev, acted, revealed, &kinds),
            computer_next: next
                .is_some_and(|seat| matches!(kinds.get(seat.index()), Some(SeatKind::Computer(_)))),
        }
    }

    /// The view and legal actions to show: the revealed seat's, or the
    /// public view and none. `early`: the revealed seat may act before its
    /// turn (Europe's starting tickets).
    pub(crate) fn sight(&self, early: bool) -> (Option<G::View>, Vec<G::Action>) {
        let revealed = self.revealed.get_untracked();
        let next = self.next.get_untracked();
        let (view, legal) = self
            .game
            .with_value(|g| {
                let g = g.as_ref()?;
                let legal = match revealed {
                    _ if self.is_replay() => Vec::new(),
                    Some(seat) if next == Some(seat) || early => g.legal_actions(seat),
                    _ => Vec::new(),
                };
                Some((g.view_for(revealed), legal))
            })
            .unzip();
        (view, legal.unwrap_or_default())
    }

    /// Starts the computer's move: the bots worker decides from the game so
    /// far, and `apply` plays the answer, judged by the engine like any move.
    /// A computer already thinking is left to it, and none starts while a
    /// person still looks at the end of their turn.
    pub(crate) fn think(
        &self,
        apply: impl Fn(G::Seat, G::Action) -> Result<(), G::RuleError> + 'static,
    ) {
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
            s.as_ref().map(|s| {
                let levels = s.seats.iter().map(|s| s.kind.level()).collect();
                G::request(s.record.clone(), levels, seat)
            })
        }) else {
            return;
        };
        let error = self.error;
        computer::decide_for(
            self.decision,
            self.thinking,
            request,
            move |answer| match G::answer(answer) {
                Some(action) => {
                    if let Err(e) = apply(seat, action) {
                        error.set(Some(TableError::Bot { seat, error: e }));
                    }
                }
                None => error.set(Some(TableError::Computer { seat })),
            },
            move || error.set(Some(TableError::Computer { seat })),
        );
    }

    /// Runs `run` (the computer's move) after the pause, unless a move, a
    /// skip or a new game came first: the timer lets the page paint between
    /// moves, and a stale one does nothing.
    pub(crate) fn schedule(&self, run: impl FnOnce() + 'static) {
        let keeper = *self;
        let delay = if self.fast.get_value() || self.fast_play.get_untracked() {
            0
        } else if self.may_take_back.get_untracked() {
            // The computer's answer usually shows a card, which ends the
            // chance to take back: the person gets a moment to see the
            // mis-tap first.
            TAKE_BACK_DELAY_MS
        } else {
            BOT_DELAY_MS
        };
        scheduler::later(move || keeper.moves(), delay, run);
    }

    /// Actions played so far and the decision (a token for stale timers):
    /// after a take-back the game may hold as many actions again as when a
    /// timer was set, but the decision has moved on.
    fn moves(&self) -> Option<(String, usize, u64)> {
        let decision = self.decision.get_value();
        self.save.with_untracked(|s| {
            s.as_ref()
                .map(|s| (s.id.clone(), s.record.actions.len(), decision))
        })
    }
}
