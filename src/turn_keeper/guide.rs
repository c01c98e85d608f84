//! A guided game at either table (`crate::guide`): its referee judges the
//! person's moves before the engine, holds the computer's scripted moves,
//! and keeps Take back away while the script runs.
use super::{TableGame, TurnKeeper};
use crate::guide::Referee;
use leptos::prelude::*;

impl<G: TableGame> TurnKeeper<G>
where
    G::Action: PartialEq,
{
    /// Whether Take back is offered: when the keeper's rule allows it, and
    /// never while a guided game's script runs (its steps follow the record
    /// forward; a first game's guide has no step for going back).
    pub fn take_back_offered(&self) -> Signal<bool> {
        let keeper = *self;
        Signal::derive(move || {
            // The script's end is a number of moves: follow them.
            keeper.moves_played().track();
            keeper.may_take_back().get() && !keeper.guided()
        })
    }

    /// Whether a guided game's script is running now.
    pub(crate) fn guided(&self) -> bool {
        self.guide.with_value(|g| {
            g.as_ref().is_some_and(|referee| {
                self.save.with_untracked(|s| {
                    s.as_ref()
                        .is_some_and(|s| referee.script.running(&s.record.actions))
                })
            })
        })
    }

    /// Starts (`Some`) or ends a guide at this table.
    pub fn set_guide(&self, referee: Option<Referee<G::Action>>) {
        self.guide.set_value(referee);
    }

    /// Whether the guide lets the person play `action` now (always without one).
    pub(crate) fn guide_allows(&self, action: &G::Action) -> bool {
        let Some(referee) = self.guide.get_value() else {
            return true;
        };
        self.save.with_untracked(|s| {
            s.as_ref()
                .is_none_or(|s| referee.allows(&s.record.actions, action))
        })
    }

    /// The computer's scripted move, if the guide holds one now: the table
    /// plays it instead of asking the bots worker.
    pub(crate) fn scripted_move(&self) -> Option<(G::Seat, G::Action)> {
        let referee = self.guide.get_value()?;
        let seat = self.next.get_untracked().filter(|s| self.is_computer(*s))?;
        self.save.with_untracked(|s| {
            s.as_ref()
                .and_then(|s| referee.scripted(&s.record.actions, seat))
                .map(|a| (seat, a))
        })
    }
}
