//! Take back (docs/TAKE_BACK.md): the one person alone against computers
//! undoes their own last move while nothing hidden has been shown to them
//! since. The engines say what each move showed
//! ([`europa_common::take_back`]); here each move's answer is noted as it
//! is played or replayed, and a take-back cuts the save's record there and
//! replays it, so the record keeps only what stands.
use super::{TableGame, TurnKeeper, now_ms};
use crate::seating::only_person;
use crate::session::Saved;
use europa_common::take_back::{apply_seen, take_back_point};
use leptos::prelude::*;

impl<G: TableGame> TurnKeeper<G> {
    /// Whether the person may take back their last move now.
    pub fn may_take_back(&self) -> Signal<bool> {
        self.may_take_back.into()
    }

    /// How many moves the game holds: the take-back note lasts until it changes.
    pub fn moves_played(&self) -> Signal<usize> {
        let save = self.save;
        Signal::derive(move || save.with(|s| s.as_ref().map_or(0, |s| s.record.actions.len())))
    }

    /// Whose sight the moves of `save` are judged by: its one person, never
    /// in a replay (nobody plays there) nor in pass and play (a take-back
    /// would undo another person's move, or show it to them).
    pub(super) fn watcher(&self, save: &Saved<G>) -> Option<G::Seat> {
        if self.is_replay() {
            return None;
        }
        let kinds: Vec<_> = save.seats.iter().map(|s| s.kind).collect();
        only_person(&kinds)
    }

    /// Applies `action` for `seat` to `game`, noting for take back whether
    /// it showed `watcher` anything hidden.
    pub(super) fn apply_noted(
        &self,
        game: &mut G,
        seat: G::Seat,
        action: &G::Action,
        watcher: Option<G::Seat>,
    ) -> Result<Vec<G::Event>, G::RuleError> {
        let Some(watcher) = watcher else {
            return game.apply(seat, action);
        };
        let (events, showed) = apply_seen(game, seat, action, watcher)?;
        self.seen.update_value(|s| s.push((seat, showed)));
        Ok(events)
    }

    /// The index of the move the person may take back, if any: the save's
    /// record and the noted moves must agree, or nothing is offered.
    fn take_back_at(&self) -> Option<usize> {
        let person = self
            .save
            .with_untracked(|s| s.as_ref().and_then(|s| self.watcher(s)))?;
        let moves = self
            .save
            .with_untracked(|s| s.as_ref().map(|s| s.record.actions.len()))?;
        self.seen.with_value(|seen| {
            (seen.len() == moves)
                .then(|| take_back_point(seen, person))
                .flatten()
        })
    }

    /// Sets [`Self::may_take_back`] after a move, a start or a take-back.
    pub(super) fn judge_take_back(&self) {
        let may = self.take_back_at().is_some();
        if self.may_take_back.get_untracked() != may {
            self.may_take_back.set(may);
        }
    }

    /// Takes back the person's last move and every computer's move after
    /// it: the record is cut before it and replayed, the computer's pending
    /// decision forgotten (an answer still on its way does nothing), and
    /// the save written again through the app's autosave, which follows
    /// [`Self::saved`]. `None` when there is nothing to take back (nothing
    /// changed); else whether the cut record replayed, as
    /// [`Self::replay`] says. The table then refreshes its own signals.
    pub(crate) fn take_back(&self) -> Option<bool> {
        let index = self.take_back_at()?;
        let mut save = self.save.get_untracked()?;
        save.record.actions.truncate(index);
        save.updated_ms = now_ms();
        self.begin();
        Some(self.replay(save))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{Level, SeatKind, SeatSetup};
    use europa_common::save::Replay;

    const ME: europa_common::Seat = europa_common::Seat(0);
    const BOT: europa_common::Seat = europa_common::Seat(1);

    fn save<G: TableGame>(config: G::Config, other: SeatKind) -> Saved<G> {
        let seat = |name: &str, kind| SeatSetup {
            name: name.to_string(),
            kind,
        };
        let seats = vec![seat("Ada", SeatKind::Human), seat("Bob", other)];
        Saved::new("g".into(), 0.0, seats, config)
    }

    /// A Europe game against a computer, both starting tickets kept, seat 0
    /// to play and able to claim a route: the save and that claim.
    fn europe_before_a_claim() -> (Saved<europa_engine::Game>, europa_engine::Action) {
        use europa_engine::{Action, Game, GameConfig};
        for seed in 0.. {
            let config = GameConfig {
                first_player: Some(ME),
                ..GameConfig::new(2, seed)
            };
            let mut s = save::<Game>(config.clone(), SeatKind::Computer(Level::Easy));
            let mut game = Game::from_config(config).unwrap();
            for seat in [ME, BOT] {
                let keep = Action::KeepInitialTickets { keep: 0b0111 };
                game.apply(seat, &keep).unwrap();
                s.record.actions.push((seat, keep));
            }
            let claim = game
                .legal_actions(ME)
                .into_iter()
                .find(|a| matches!(a, Action::ClaimRoute { .. }));
            if let Some(claim) = claim {
                return (s, claim);
            }
        }
        unreachable!("some seed deals a claimable route")
    }

    #[test]
    fn a_claim_is_taken_back_to_the_record_where_it_was_never_made() {
        let (before, claim) = europe_before_a_claim();
        let keeper = TurnKeeper::<europa_engine::Game>::new();
        assert!(keeper.replay(before.clone()));
        let decision = keeper.decision.get_value();
        // The claim and the computer's blind draw after it, which shows the
        // person nothing.
        let mut after = before.clone();
        after.record.actions.push((ME, claim));
        after
            .record
            .actions
            .push((BOT, europa_engine::Action::DrawBlind));
        assert!(keeper.replay(after));
        assert!(keeper.may_take_back().get_untracked());
        assert_eq!(keeper.take_back(), Some(true));
        let now = keeper.saved().get_untracked().unwrap();
        assert_eq!(now.record, before.record);
        assert!(
            keeper.decision.get_value() > decision,
            "a computer's answer on its way is stale"
        );
    }

    #[test]
    fn take_back_is_refused_after_a_blind_draw() {
        let (mut s, _) = europe_before_a_claim();
        s.record
            .actions
            .push((ME, europa_engine::Action::DrawBlind));
        let keeper = TurnKeeper::<europa_engine::Game>::new();
        assert!(keeper.replay(s));
        assert!(!keeper.may_take_back().get_untracked());
        assert_eq!(keeper.take_back(), None);
    }

    #[test]
    fn pass_and_play_never_offers_take_back() {
        let (mut s, claim) = europe_before_a_claim();
        s.seats[1].kind = SeatKind::Human;
        s.record.actions.push((ME, claim));
        let keeper = TurnKeeper::<europa_engine::Game>::new();
        assert!(keeper.replay(s));
        assert!(!keeper.may_take_back().get_untracked());
        assert_eq!(keeper.take_back(), None);
    }

    #[test]
    fn a_card_game_play_is_taken_back_but_not_a_face_up_draw() {
        use cardgame_engine::{Action, Game, GameConfig};
        let config = GameConfig {
            first_player: Some(ME),
            ..GameConfig::new(2, 3)
        };
        let mut s = save::<Game>(config.clone(), SeatKind::Computer(Level::Easy));
        let mut game = Game::from_config(config).unwrap();
        for seat in [ME, BOT] {
            let keep = Action::KeepInitialTickets { keep: 0b1 };
            game.apply(seat, &keep).unwrap();
            s.record.actions.push((seat, keep));
        }
        let kept = s.clone();
        let play = game
            .legal_actions(ME)
            .into_iter()
            .find(|a| matches!(a, Action::PlayGroup { .. } | Action::PlayThree { .. }))
            .unwrap();
        s.record.actions.push((ME, play));
        let keeper = TurnKeeper::<Game>::new();
        assert!(keeper.replay(s));
        assert_eq!(keeper.take_back(), Some(true));
        assert_eq!(keeper.saved().get_untracked().unwrap().record, kept.record);
        let mut drew = kept;
        drew.record
            .actions
            .push((ME, Action::DrawFaceUp { slot: 0 }));
        assert!(keeper.replay(drew));
        assert!(!keeper.may_take_back().get_untracked());
    }
}
