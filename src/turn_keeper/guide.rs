//! A guided game at either table (`crate::guide`): its referee judges the
//! person's moves before the engine, holds the computer's scripted moves,
//! and keeps Take back away while the script runs.
use super::{TableGame, TurnKeeper};
use crate::guide::{Referee, Script, Stage, guided};
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

    /// Where `script` stands in this table's game, judged on the game
    /// itself (the page's legal actions change a frame after a move);
    /// `left` (the person left the guide in this page) is followed.
    pub(crate) fn guide_stage(
        &self,
        script: &'static Script<G::Action>,
        left: RwSignal<bool>,
    ) -> Memo<Option<Stage>> {
        let keeper = *self;
        Memo::new(move |_| {
            left.track();
            let person = script.person;
            keeper.save.with(|s| {
                let s = s.as_ref()?;
                keeper.game.with_value(|g| {
                    let g = g.as_ref()?;
                    let legal = g
                        .acting()
                        .contains(&person)
                        .then(|| g.legal_actions(person));
                    Some(script.stage(guided(&s.id), &s.record.actions, legal.as_deref()))
                })
            })
        })
    }

    /// The person leaves the guide: storage remembers it for this game,
    /// the table plays it as a normal game, `left` is set.
    pub(crate) fn leave_guide(&self, left: RwSignal<bool>) {
        if let Some(id) = self
            .save
            .with_untracked(|s| s.as_ref().map(|s| s.id.clone()))
        {
            crate::guide::leave(&id);
        }
        self.set_guide(None);
        left.set(true);
    }
}
