//! Rule tests, named after RULINGS.md C1–C8 where a ruling decides them.
use crate::{Action, CardColor, Game, GameConfig, Hand, Seat};

mod data;
mod draws;
mod flow;
mod hardening;
mod matching;
mod plays;
mod scoring;
mod take_back;

/// A game past set-up: every seat kept its first offered ticket, seat 0 to play.
pub(crate) fn started(players: u8, seed: u64) -> Game {
    let config = GameConfig {
        first_player: Some(Seat(0)),
        ..GameConfig::new(players, seed)
    };
    let mut g = Game::new(config).unwrap();
    for s in 0..players {
        g.apply(Seat(s), &Action::KeepInitialTickets { keep: 1 })
            .unwrap();
    }
    g
}

pub(crate) fn hand(cards: &[(CardColor, u8)]) -> Hand {
    let mut h = Hand::default();
    for &(c, n) in cards {
        h.add(c, n);
    }
    h
}

/// Ends seat 0's first turn with a blind draw of two cards, and so on
/// around the table, so every seat has had its first turn.
pub(crate) fn everyone_draws_once(g: &mut Game) {
    for _ in 0..g.num_players() {
        let s = g.current();
        g.apply(s, &Action::DrawBlind).unwrap();
        g.apply(s, &Action::DrawBlind).unwrap();
    }
}
