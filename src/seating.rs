//! Who acts and whose secrets show, for either game's table: pure functions
//! of the seats' kinds and the engine's acting seats, so tests need no
//! browser. Both engines number seats from 0 in the one shared `Seat` type.

use crate::session::SeatKind;
use europa_common::Seat;

/// Whether the person `prev`, whose secrets were showing and who just
/// acted, keeps the screen a moment: their turn is over, the device goes
/// to somebody else, and they have not yet seen the card they drew. Never
/// when one person plays alone (the screen stays theirs anyway).
pub fn hold_for(
    prev: Option<Seat>,
    acted: bool,
    revealed: Option<Seat>,
    kinds: &[SeatKind],
) -> Option<Seat> {
    let p = prev?;
    (acted && revealed != Some(p) && only_person(kinds).is_none()).then_some(p)
}

/// The pure part of turn bookkeeping: which seat acts next. Computers go
/// first during the simultaneous initial ticket choice, so their choices
/// never depend on a person's; one person alone may choose meanwhile
/// ([`choose_early`]), and in pass and play the device goes round after them.
pub fn next_actor(acting: &[Seat], kinds: &[SeatKind]) -> Option<Seat> {
    let is_computer = |s: &Seat| matches!(kinds.get(s.index()), Some(SeatKind::Computer(_)));
    acting
        .iter()
        .find(|s| is_computer(s))
        .or_else(|| acting.first())
        .copied()
}

/// Whether `person`, the one person at the table, may choose their starting
/// tickets now although a computer acts first: the choice is simultaneous
/// (RULINGS E8), computers are asked first so they never learn anything of
/// the person's choice, and the person's keep waits (`held`) until they are
/// done. So the person chooses while the computers think instead of after.
pub fn choose_early(
    initial_tickets: bool,
    acting: &[Seat],
    kinds: &[SeatKind],
    person: Seat,
    next: Option<Seat>,
    held: bool,
) -> bool {
    initial_tickets
        && !held
        && next != Some(person)
        && only_person(kinds) == Some(person)
        && acting.contains(&person)
}

/// Whose secrets may show when `next` is about to act, and whether the
/// device must be handed over first. With one person at the table their
/// secrets always show; with several, only after they tap the hand-off.
pub fn reveal_for(
    next: Option<Seat>,
    kinds: &[SeatKind],
    shown: Option<Seat>,
) -> (Option<Seat>, Option<Seat>) {
    if let Some(person) = only_person(kinds) {
        return (Some(person), None);
    }
    let humans: Vec<Seat> = kinds
        .iter()
        .enumerate()
        .filter(|(_, k)| **k == SeatKind::Human)
        .map(|(i, _)| Seat(i as u8))
        .collect();
    match next {
        Some(s) if humans.contains(&s) => {
            if shown == Some(s) {
                (Some(s), None)
            } else {
                (None, Some(s))
            }
        }
        _ => (None, None),
    }
}

/// The one person at the table, when there is exactly one: the screen is
/// theirs, so it speaks to them as "you".
pub fn only_person(kinds: &[SeatKind]) -> Option<Seat> {
    let mut people = kinds
        .iter()
        .enumerate()
        .filter(|(_, k)| **k == SeatKind::Human);
    match (people.next(), people.next()) {
        (Some((i, _)), None) => Some(Seat(i as u8)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Level;

    const H: SeatKind = SeatKind::Human;
    const C: SeatKind = SeatKind::Computer(Level::Easy);

    #[test]
    fn computers_choose_starting_tickets_before_people() {
        assert_eq!(
            next_actor(&[Seat(0), Seat(1), Seat(2)], &[H, C, H]),
            Some(Seat(1))
        );
        assert_eq!(next_actor(&[Seat(0), Seat(2)], &[H, C, H]), Some(Seat(0)));
        assert_eq!(next_actor(&[], &[H, C]), None);
    }

    #[test]
    fn the_one_person_chooses_starting_tickets_while_the_computers_think() {
        let acting = [Seat(0), Seat(1)];
        // Ada (seat 0) against a computer that acts first: she may choose now.
        assert!(choose_early(
            true,
            &acting,
            &[H, C],
            Seat(0),
            Some(Seat(1)),
            false
        ));
        // Not once her keep is held, nor when she is next anyway.
        assert!(!choose_early(
            true,
            &acting,
            &[H, C],
            Seat(0),
            Some(Seat(1)),
            true
        ));
        assert!(!choose_early(
            true,
            &acting,
            &[H, C],
            Seat(0),
            Some(Seat(0)),
            false
        ));
        // Not after the set-up, nor once her own choice is made.
        assert!(!choose_early(
            false,
            &acting,
            &[H, C],
            Seat(0),
            Some(Seat(1)),
            false
        ));
        assert!(!choose_early(
            true,
            &[Seat(1)],
            &[H, C],
            Seat(0),
            Some(Seat(1)),
            false
        ));
        // Pass and play: the device goes round in turn, as before.
        assert!(!choose_early(
            true,
            &[Seat(0), Seat(1), Seat(2)],
            &[H, C, H],
            Seat(0),
            Some(Seat(1)),
            false
        ));
    }

    #[test]
    fn one_person_always_sees_their_own_secrets() {
        assert_eq!(
            reveal_for(Some(Seat(1)), &[H, C], None),
            (Some(Seat(0)), None)
        );
    }

    // Issue 12: the hand-off came right after the second blind draw, so that
    // card was never seen.
    #[test]
    fn a_person_sees_the_end_of_their_turn_before_the_device_moves_on() {
        let kinds = [H, H, C];
        assert_eq!(hold_for(Some(Seat(0)), true, None, &kinds), Some(Seat(0)));
        // Not after a computer's move, not while it is still their turn.
        assert_eq!(hold_for(Some(Seat(0)), false, None, &kinds), None);
        assert_eq!(hold_for(Some(Seat(0)), true, Some(Seat(0)), &kinds), None);
        // Alone against computers, the screen stays theirs anyway.
        assert_eq!(hold_for(Some(Seat(0)), true, Some(Seat(0)), &[H, C]), None);
        assert_eq!(hold_for(None, true, Some(Seat(1)), &kinds), None);
    }

    #[test]
    fn only_a_lone_person_is_spoken_to_as_you() {
        assert_eq!(only_person(&[C, H]), Some(Seat(1)));
        assert_eq!(only_person(&[H, H, C]), None);
        assert_eq!(only_person(&[C, C]), None);
    }

    #[test]
    fn a_second_person_gets_the_device_through_a_handoff() {
        let kinds = [H, H, C];
        assert_eq!(
            reveal_for(Some(Seat(1)), &kinds, Some(Seat(0))),
            (None, Some(Seat(1)))
        );
        assert_eq!(
            reveal_for(Some(Seat(1)), &kinds, Some(Seat(1))),
            (Some(Seat(1)), None)
        );
        // A computer's turn shows public information only.
        assert_eq!(
            reveal_for(Some(Seat(2)), &kinds, Some(Seat(1))),
            (None, None)
        );
    }
}
