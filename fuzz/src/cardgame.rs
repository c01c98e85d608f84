//! The Card Game's side of the fuzzers: arbitrary actions from bytes, its
//! invariants and the read-only questions the app asks.
use crate::{Bytes, Fuzzed};
use cardgame_engine::{Action, CardColor, Game, Phase, Seat, TurnStep, invariants};

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

impl Fuzzed for Game {
    fn players(&self) -> usize {
        self.num_players()
    }
    fn sound(&self) -> Result<(), String> {
        invariants::check(self)
    }
    fn inside(&self) -> bool {
        self.step() != TurnStep::Start
            || self.phase() != Phase::Playing
            || self.last_round().is_some()
    }
    fn any_action(b: &mut Bytes) -> Action {
        b.card_action()
    }
    fn check_loaded(&self) {
        if let Err(e) = self.sound() {
            panic!("a loaded Card Game is broken: {e}");
        }
        if self.is_over() {
            assert!(self.final_scores().is_some());
        }
    }
    fn ask(&self, seat: Seat, b: &mut Bytes) {
        ask(self, seat, b);
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
