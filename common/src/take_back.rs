//! Take back, for either game: a person alone against computers may undo
//! their own last action while nothing hidden has been shown to them since
//! (docs/TAKE_BACK.md). Each engine says what one action showed a seat
//! ([`TakeBack`]); the rule over a game's record of moves is written once
//! here ([`take_back_point`]), so both tables and both engines' tests read
//! the same answer.
use crate::rules::Rules;
use crate::save::{LoadError, LoadErrorOf, Record, Replay};

/// What an engine tells of one action: whether it showed a seat a card it
/// could not see before. Taking an action back is honest only while none
/// did: undone, a shown card would stay known to the seat.
pub trait TakeBack: Rules {
    /// What a seat sees of the table that a hidden card can newly enter
    /// without an event saying so (a refilled face-up row): taken before
    /// each action, small and cheap.
    type Sight;

    /// `seat`'s sight now.
    fn sight(&self, seat: Self::Seat) -> Self::Sight;

    /// Whether the action that caused `events` and left the game as it is
    /// now showed `seat` a card it could not see `before` (its sight then).
    fn showed(&self, before: &Self::Sight, events: &[Self::Event], seat: Self::Seat) -> bool;
}

/// Applies `action` for `mover` and tells whether it showed `watcher`
/// anything hidden, with the events as [`Rules::apply`] gives them.
///
/// # Errors
/// The rule the action breaks; the game is then exactly as it was.
pub fn apply_seen<G: TakeBack>(
    game: &mut G,
    mover: G::Seat,
    action: &G::Action,
    watcher: G::Seat,
) -> Result<(Vec<G::Event>, bool), G::RuleError> {
    let before = game.sight(watcher);
    let events = game.apply(mover, action)?;
    let showed = game.showed(&before, &events, watcher);
    Ok((events, showed))
}

/// The index in a game's moves of the one `seat` may take back: its last
/// move, when neither it nor any move after it (the computers' included)
/// showed `seat` anything hidden. `moves` holds each move's seat and
/// whether it showed `seat` anything. Taking it back leaves the moves
/// before that index.
pub fn take_back_point<S: PartialEq>(moves: &[(S, bool)], seat: S) -> Option<usize> {
    for (index, (mover, showed)) in moves.iter().enumerate().rev() {
        if *showed {
            return None;
        }
        if *mover == seat {
            return Some(index);
        }
    }
    None
}

/// Replays `record` noting, for each move, its seat and whether it showed
/// `watcher` anything hidden: what [`take_back_point`] reads.
///
/// # Errors
/// As [`Record::replay`].
pub fn seen_moves<G: Replay + TakeBack>(
    record: &Record<G>,
    watcher: G::Seat,
) -> Result<Vec<(G::Seat, bool)>, LoadErrorOf<G>> {
    if record.format_version != G::FORMAT_VERSION {
        return Err(LoadError::Version {
            found: record.format_version,
            supported: G::FORMAT_VERSION,
        });
    }
    let mut game = G::from_config(record.config.clone()).map_err(LoadError::Config)?;
    record
        .actions
        .iter()
        .enumerate()
        .map(|(index, (seat, action))| {
            apply_seen(&mut game, *seat, action, watcher)
                .map(|(_, showed)| (*seat, showed))
                .map_err(|error| LoadError::IllegalAction { index, error })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const ME: u8 = 0;
    const BOT: u8 = 1;

    #[test]
    fn the_last_own_move_may_be_taken_back_when_nothing_since_showed_anything() {
        let moves = [
            (ME, false),
            (BOT, false),
            (ME, false),
            (BOT, false),
            (BOT, false),
        ];
        assert_eq!(take_back_point(&moves, ME), Some(2));
    }

    #[test]
    fn a_move_that_showed_something_blocks_taking_back_anything_before_it() {
        // A computer's move that showed a card, after the person's move.
        assert_eq!(take_back_point(&[(ME, false), (BOT, true)], ME), None);
        // The person's own move that showed a card (a blind draw).
        assert_eq!(take_back_point(&[(ME, false), (ME, true)], ME), None);
        // An earlier one does not matter.
        assert_eq!(
            take_back_point(&[(BOT, true), (ME, false), (BOT, false)], ME),
            Some(1)
        );
    }

    #[test]
    fn nothing_may_be_taken_back_before_the_seat_has_moved() {
        assert_eq!(take_back_point::<u8>(&[], ME), None);
        assert_eq!(take_back_point(&[(BOT, false), (BOT, false)], ME), None);
    }
}
