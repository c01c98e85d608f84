//! The Card Game's side of the fuzzers: arbitrary actions from bytes, the
//! refusal check and the read-only questions the app asks.
use crate::Bytes;
use cardgame_engine::{Action, CardColor, Game, Seat, invariants};

impl Bytes<'_> {
    /// Any Card Game action at all, numbers out of range included; small
    /// values are likelier so that legal-looking actions come up too.
    pub fn card_action(&mut self) -> Action {
        let small = |b: u8| if b & 0x80 == 0 { b % 8 } else { b };
        match self.u8() % 8 {
            0 => Action::KeepInitialTickets { keep: self.u8() },
            1 => Action::DrawFaceUp {
                slot: small(self.u8()),
            },
            2 => Action::DrawBlind,
            3 => Action::PlayGroup {
                color: self.colour_of(),
                cards: small(self.u8()),
                locomotives: small(self.u8()),
            },
            4 => Action::PlayThree {
                colors: [self.colour_of(), self.colour_of(), self.colour_of()],
            },
            5 => Action::DrawTickets,
            6 => Action::KeepTickets { keep: self.u8() },
            _ => Action::Pass,
        }
    }

    fn colour_of(&mut self) -> CardColor {
        CardColor::ALL[self.u8() as usize % CardColor::ALL.len()]
    }
}

/// Applies `action`; a refusal must leave the game as it was, an acceptance
/// must keep every invariant. Returns whether it was accepted.
pub fn apply_checked(game: &mut Game, seat: Seat, action: &Action) -> bool {
    let before = game.clone();
    match game.apply(seat, action) {
        Ok(_) => {
            if let Err(e) = invariants::check(game) {
                panic!("after {action:?} by {seat:?}: {e}");
            }
            true
        }
        Err(e) => {
            // The sentence is what a player reads: it must format.
            let _ = e.to_string();
            assert!(*game == before, "refused {action:?} changed the game");
            false
        }
    }
}

/// Every read-only question the app asks of a game, for seats 0, 1, the
/// first past the table and one from the bytes: none may panic.
pub fn exercise(game: &Game, b: &mut Bytes) {
    check_loaded(game);
    let n = game.num_players() as u8;
    for s in [0, 1, n, b.u8()] {
        ask(game, Seat(s), b);
    }
}

/// [`exercise`] for one seat chosen by the bytes (at the table, just past
/// it, or any): over a run every seat is asked, at a quarter of the cost.
pub fn exercise_one(game: &Game, b: &mut Bytes) {
    check_loaded(game);
    let seat = Seat(b.any_seat(game.num_players()).0);
    ask(game, seat, b);
}

fn check_loaded(game: &Game) {
    if let Err(e) = invariants::check(game) {
        panic!("a loaded Card Game is broken: {e}");
    }
    if game.is_over() {
        assert!(game.final_scores().is_some());
    }
}

/// `seat`'s view, its legal list, and an arbitrary action that must be
/// accepted exactly when listed.
fn ask(game: &Game, seat: Seat, b: &mut Bytes) {
    let view = game.view(seat);
    let _ = serde_json::to_vec(&view);
    let legal = game.legal_actions(seat);
    let a = b.card_action();
    assert_eq!(
        game.clone().apply(seat, &a).is_ok(),
        legal.contains(&a),
        "{a:?} by {seat:?}: listed and accepted disagree"
    );
}
