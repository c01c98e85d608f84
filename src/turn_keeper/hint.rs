//! The keeper's side of a hint (`crate::hint`): when one may be asked, the
//! question to the worker (the person's seat played as Expert), and the
//! hint kept in the save.
use super::{TableGame, TurnKeeper};
use crate::computer::{self, Heard};
use crate::session::Level;
use leptos::prelude::*;

impl<G: TableGame> TurnKeeper<G>
where
    G::Action: PartialEq,
{
    /// Whether a hint may be asked now: one person alone against
    /// computers, on their move, in play (not a replay, not a guided game,
    /// not over), and no computer thinking.
    pub fn hint_offered(&self) -> Signal<bool> {
        let keeper = *self;
        Signal::derive(move || {
            keeper.moves_played().track();
            let person = keeper
                .save
                .with(|s| s.as_ref().and_then(|s| keeper.watcher(s)));
            let next = keeper.next.get();
            person.is_some()
                && next == person
                && keeper.thinking.get().is_none()
                && !keeper.guided()
                && keeper
                    .game
                    .with_value(|g| g.as_ref().is_some_and(|g| !g.acting().is_empty()))
        })
    }

    /// How many hints the person has asked in this game.
    pub fn hints_used(&self) -> Signal<usize> {
        let save = self.save;
        Signal::derive(move || save.with(|s| s.as_ref().map_or(0, |s| s.hints.len())))
    }

    /// Asks Expert's move for the person now; `heard` gets the game as it
    /// stands, the person's seat and the move, or `None` when no answer comes. The hint is
    /// kept in the save as soon as it is given.
    pub fn ask_hint(&self, heard: impl Fn(Option<(G, G::Seat, G::Action)>) + 'static)
    where
        G: Clone,
    {
        let Some((request, moves, seat)) = self.save.with_untracked(|s| {
            let s = s.as_ref()?;
            let seat = self.watcher(s)?;
            let mut levels: Vec<Option<Level>> = s.seats.iter().map(|s| s.kind.level()).collect();
            *levels.get_mut(seat.index())? = Some(Level::Expert);
            let request = G::request(s.record.clone(), levels, seat);
            Some((request, s.record.actions.len(), seat))
        }) else {
            heard(None);
            return;
        };
        let keeper = *self;
        computer::ask(request, move |answer| match answer {
            Heard::Thinking(_) | Heard::Reviewed(..) => {}
            Heard::Failed => heard(None),
            Heard::Decided(answer) => {
                // Only for the position it was asked about.
                let still = keeper.moves_played().get_untracked() == moves;
                match (still, G::answer(answer)) {
                    (true, Some(action)) => {
                        keeper.save.update(|s| {
                            if let Some(s) = s
                                && s.hints.last() != Some(&(moves as u32))
                            {
                                s.hints.push(moves as u32);
                            }
                        });
                        let game = keeper.game.with_value(|g| g.clone());
                        heard(game.map(|g| (g, seat, action)));
                    }
                    _ => heard(None),
                }
            }
        });
    }
}
