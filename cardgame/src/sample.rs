//! One legal action chosen by its index in `legal_actions`, without building
//! the list at a turn's start (the hot path of random playouts): the list's
//! length and its `i`-th action come from counts of the groups each colour
//! allows and of the three-colour plays. The second card's list is read
//! from the face-up slots; other moments have short lists and build them.
use crate::actions::{Action, COLOURS_IN, Plays, three};
use crate::state::{Game, Phase, Seat, TurnStep};
use europa_common::CardColor;

impl Game {
    /// [`Game::legal_action_at`] and [`Game::apply_quiet`] in one (Europe's
    /// `play_at`, for the arena's random bots): the action at `pick(n)`,
    /// applied and returned; `None` when none is.
    pub fn play_at(
        &mut self,
        seat: Seat,
        scratch: &mut Vec<Action>,
        pick: impl FnOnce(usize) -> usize,
    ) -> Option<Action> {
        let action = self.legal_action_at(seat, scratch, pick)?;
        self.apply_quiet(seat, &action).ok()?;
        Some(action)
    }

    /// The action at index `pick(n)` of `legal_actions(seat)`, where `n` is
    /// that list's length; `None` (and `pick` not called) when it is empty,
    /// and `None` when `pick` answers `n` or more. The same action as
    /// `legal_actions(seat)[pick(n)]`, so a uniformly random `pick` is a
    /// uniformly random legal action. `scratch` holds the list at moments
    /// where it is built.
    pub fn legal_action_at(
        &self,
        seat: Seat,
        scratch: &mut Vec<Action>,
        pick: impl FnOnce(usize) -> usize,
    ) -> Option<Action> {
        let playing = self.phase == Phase::Playing && seat == self.current;
        if playing && self.step == TurnStep::SecondCard {
            // Face-up slots without a locomotive, then the blind draw.
            let mut slots = 0u8;
            for (i, c) in self.face_up.iter().enumerate() {
                slots |= u8::from(matches!(c, Some(c) if *c != CardColor::Locomotive)) << i;
            }
            let blind = !self.deck.is_empty();
            let shown = slot_count(slots);
            let n = shown + usize::from(blind);
            if n == 0 {
                return None;
            }
            let i = pick(n);
            return if i < shown {
                Some(Action::DrawFaceUp {
                    slot: nth_slot(slots, i),
                })
            } else {
                (i < n).then_some(Action::DrawBlind)
            };
        }
        if !(playing && self.step == TurnStep::Start) {
            self.legal_actions_into(seat, scratch);
            if scratch.is_empty() {
                return None;
            }
            return scratch.get(pick(scratch.len())).copied();
        }
        let list = TurnStart::new(self, seat);
        let n = list.len();
        list.nth(pick(n))
    }
}

/// `push_turn_start`'s list as counts, in its order: face-up draws, the
/// blind draw, groups by colour, three-colour plays, tickets; `Pass` alone
/// when there is nothing else.
struct TurnStart {
    /// The face-up slots holding a card, bit i for slot i.
    face_up: u8,
    draws: usize,
    blind: bool,
    plays: Plays,
    groups: usize,
    threes: usize,
    tickets: usize,
}

impl TurnStart {
    #[inline]
    fn new(g: &Game, seat: Seat) -> TurnStart {
        let (mut face_up, mut slots) = (0u8, 0);
        for (i, c) in g.face_up.iter().enumerate() {
            face_up |= u8::from(c.is_some()) << i;
            slots += usize::from(c.is_some());
        }
        let blind = !g.deck.is_empty();
        let plays = Plays::new(g, seat);
        let mut groups = 0;
        let mut rest = plays.groups;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize & 7;
            rest &= rest - 1;
            groups += group_count(plays.hand.0[c], plays.locos, plays.least(c));
        }
        TurnStart {
            face_up,
            draws: slots + usize::from(blind),
            blind,
            groups,
            threes: plays.threes().len(),
            plays,
            tickets: usize::from(!g.ticket_deck.is_empty()),
        }
    }

    /// The length of the list before `Pass`.
    fn actions(&self) -> usize {
        self.draws + self.groups + self.threes + self.tickets
    }

    /// The list's length; an empty turn start lists `Pass` alone.
    #[inline]
    fn len(&self) -> usize {
        self.actions().max(1)
    }

    #[inline]
    fn nth(&self, mut i: usize) -> Option<Action> {
        if self.actions() == 0 {
            return (i == 0).then_some(Action::Pass);
        }
        if i < self.draws {
            let slots = self.draws - usize::from(self.blind);
            if i == slots {
                return Some(Action::DrawBlind);
            }
            return Some(Action::DrawFaceUp {
                slot: nth_slot(self.face_up, i),
            });
        }
        i -= self.draws;
        if i < self.groups {
            let p = &self.plays;
            let mut rest = p.groups;
            while rest != 0 {
                let c = rest.trailing_zeros() as usize & 7;
                rest &= rest - 1;
                let n = group_count(p.hand.0[c], p.locos, p.least(c));
                if i < n {
                    return Some(self.nth_group(c, i));
                }
                i -= n;
            }
            return None;
        }
        i -= self.groups;
        if i < self.threes {
            let free = self.plays.free_colours();
            return Some(three(&free, self.plays.threes()[i]));
        }
        i -= self.threes;
        (i < self.tickets).then_some(Action::DrawTickets)
    }

    /// The `i`-th group of colour `c`: by cards, then by locomotives, both
    /// rising, as the list has them.
    fn nth_group(&self, c: usize, mut i: usize) -> Action {
        let (least, locos) = (self.plays.least(c), self.plays.locos);
        let mut cards = 1;
        loop {
            let fewest = least.saturating_sub(cards);
            let n = usize::from((locos + 1).saturating_sub(fewest));
            if i < n {
                return Action::PlayGroup {
                    color: europa_common::CardColor::COLORS[c],
                    cards,
                    locomotives: fewest + i as u8,
                };
            }
            i -= n;
            cards += 1;
        }
    }
}

/// How many of the five face-up slots `slots` marks (bit i: slot i).
fn slot_count(slots: u8) -> usize {
    usize::from(COLOURS_IN[usize::from(slots)])
}

/// The slot of the `i`-th bit set in `slots` (`i` below their number).
fn nth_slot(slots: u8, i: usize) -> u8 {
    let mut rest = slots;
    for _ in 0..i {
        rest &= rest.wrapping_sub(1);
    }
    rest.trailing_zeros() as u8
}

/// How many groups `push_turn_start` lists for a colour of `held` cards
/// with `locos` locomotives and a group of at least `least` (2 or more)
/// cards in all: for each `cards` in `1..=held`, the locomotives from
/// `least - cards` (or 0) to `locos`. From `least` cards on, any number of
/// locomotives; below, only a few counts of cards (one when no opposing row
/// is to be beaten).
#[inline]
fn group_count(held: u8, locos: u8, least: u8) -> usize {
    let below = least - 1;
    let whole = usize::from(held.saturating_sub(below)) * (usize::from(locos) + 1);
    // With `cards` below `least`, the counts `least - cards ..= locos`:
    // `cards - t` of them once `cards` passes `t`, a run summed at once
    // (a loop over the counts of cards cost a third of a turn's count).
    let t = i32::from(least) - i32::from(locos) - 1;
    let (lo, hi) = ((t + 1).max(1), i32::from(held.min(below)));
    let part = if hi < lo {
        0
    } else {
        (hi - lo + 1) * (lo - t + hi - t) / 2
    };
    whole + part as usize
}

#[cfg(test)]
mod tests {
    use super::group_count;
    use crate::{Game, GameConfig};
    use europa_common::GameRng;

    #[test]
    fn a_colours_group_count_is_the_number_of_groups_listed() {
        for held in 0..20u8 {
            for locos in 0..20u8 {
                for least in 2..20u8 {
                    let listed: usize = (1..held + 1)
                        .map(|cards| (least.saturating_sub(cards)..locos + 1).len())
                        .sum();
                    assert_eq!(
                        group_count(held, locos, least),
                        listed,
                        "{held} {locos} {least}"
                    );
                }
            }
        }
    }

    /// Random playouts pick from `legal_actions` by index; the shortcut must
    /// give that very action at every index, at every moment.
    #[test]
    fn the_action_at_an_index_is_the_listed_action_at_that_index() {
        let mut rng = GameRng::new(0xCA4D);
        let (mut legal, mut scratch) = (Vec::new(), Vec::new());
        for seed in 0..150u64 {
            let mut g = Game::new(GameConfig::new(2 + (seed % 3) as u8, seed)).unwrap();
            while let Some(seat) = g.first_acting_seat() {
                g.legal_actions_into(seat, &mut legal);
                for (i, a) in legal.iter().enumerate() {
                    let got = g.legal_action_at(seat, &mut scratch, |n| {
                        assert_eq!(n, legal.len(), "seed {seed}: list length");
                        i
                    });
                    assert_eq!(got, Some(*a), "seed {seed}: action {i} of {legal:?}");
                }
                // Past the end there is no action.
                assert_eq!(g.legal_action_at(seat, &mut scratch, |n| n), None);
                let a = legal[rng.below(legal.len())];
                g.apply(seat, &a).unwrap();
            }
        }
    }
}
