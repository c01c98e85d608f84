//! What must hold after every action of any Card Game: all 96 cards and
//! every ticket somewhere exactly once, and someone able to act until the
//! end. The property tests, the soak (`arena/src/bin/soak.rs`) and the fuzz
//! target check a game with [`check`], so they agree on what "broken" means.
use crate::config::{CARDS_PER_COLOR, LOCOMOTIVES};
use crate::data::TicketId;
use crate::state::Game;
use europa_common::CardColor;

/// Actions after which a game counts as stuck in a loop: the soak reports
/// such a game instead of playing on. Random 4-player games, the longest
/// kind, take a few hundred.
pub const ACTION_BOUND: u32 = 5_000;

/// The first broken invariant of `g`, in words.
///
/// # Errors
/// A sentence naming what is wrong.
pub fn check(g: &Game) -> Result<(), String> {
    let cards = g.all_cards();
    for c in CardColor::COLORS {
        if cards.count(c) != CARDS_PER_COLOR {
            return Err(format!("{} {c:?} cards", cards.count(c)));
        }
    }
    if cards.count(CardColor::Locomotive) != LOCOMOTIVES {
        return Err(format!(
            "{} locomotives",
            cards.count(CardColor::Locomotive)
        ));
    }
    let mut tickets = g.all_tickets();
    tickets.sort();
    if !tickets.iter().copied().eq(TicketId::all()) {
        return Err("a ticket is missing or twice in the game".into());
    }
    if g.is_over() {
        return Ok(());
    }
    let seats = g.acting_seats();
    if seats.is_empty() {
        return Err("nobody can act".into());
    }
    if g.first_acting_seat() != seats.first().copied() {
        return Err("first_acting_seat disagrees with acting_seats".into());
    }
    match seats.iter().find(|&&s| g.legal_actions(s).is_empty()) {
        Some(s) => Err(format!("seat {} has no legal action", s.0)),
        None => Ok(()),
    }
}
