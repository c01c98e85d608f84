//! The one action type, and the list of every legal action.
use crate::error::Moment;
use crate::state::{Game, Phase, Seat, TurnStep};
use europa_common::{CardColor, Hand};
use serde::{Deserialize, Serialize};

/// Everything a seat can do. Ticket choices are bit masks over the seat's
/// current offer (bit i keeps `offer[i]`).
// Default: a pass, what a random pick among no actions gives.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    KeepInitialTickets {
        keep: u8,
    },
    DrawFaceUp {
        slot: u8,
    },
    DrawBlind,
    /// `cards` of `color` and `locomotives` placed first in the row (C3);
    /// robs every opponent whose row of `color` is smaller (C4).
    PlayGroup {
        color: CardColor,
        cards: u8,
        locomotives: u8,
    },
    /// Exactly three different colours, in card order (C3).
    PlayThree {
        colors: [CardColor; 3],
    },
    DrawTickets,
    KeepTickets {
        keep: u8,
    },
    /// Only when nothing else is possible.
    #[default]
    Pass,
}

impl Game {
    /// The legal actions of `seat` now, each distinct play once, into a
    /// reused buffer (cleared first); `legal_actions` lists them.
    pub fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        let Some(p) = self.players.get(seat.index()) else {
            return;
        };
        match self.phase {
            Phase::GameOver => {}
            Phase::InitialTickets => {
                let n = p.offer.len() as u32;
                if n > 0 {
                    out.extend(
                        (1..1u32 << n).map(|m| Action::KeepInitialTickets { keep: m as u8 }),
                    );
                }
            }
            Phase::Playing if seat != self.current => {}
            Phase::Playing => match self.step {
                TurnStep::Start => self.push_turn_start(seat, out),
                TurnStep::SecondCard => {
                    for (i, c) in self.face_up.iter().enumerate() {
                        if matches!(c, Some(c) if *c != CardColor::Locomotive) {
                            out.push(Action::DrawFaceUp { slot: i as u8 });
                        }
                    }
                    if !self.deck.is_empty() {
                        out.push(Action::DrawBlind);
                    }
                }
                TurnStep::ChoosingTickets => {
                    let n = p.offer.len() as u32;
                    out.extend((0..1u32 << n).map(|m| Action::KeepTickets { keep: m as u8 }));
                }
            },
        }
    }

    fn push_turn_start(&self, seat: Seat, out: &mut Vec<Action>) {
        for (i, c) in self.face_up.iter().enumerate() {
            if c.is_some() {
                out.push(Action::DrawFaceUp { slot: i as u8 });
            }
        }
        if !self.deck.is_empty() {
            out.push(Action::DrawBlind);
        }
        let plays = Plays::new(self, seat);
        let mut groups = plays.groups;
        while groups != 0 {
            let c = groups.trailing_zeros() as usize & 7;
            groups &= groups - 1;
            let (color, least) = (CardColor::COLORS[c], plays.least(c));
            // Half-open ranges: inclusive ones cost a check per step.
            for cards in 1..plays.hand.count(color) + 1 {
                for locomotives in least.saturating_sub(cards)..plays.locos + 1 {
                    out.push(Action::PlayGroup {
                        color,
                        cards,
                        locomotives,
                    });
                }
            }
        }
        // Every three of the free colours, in card order, from a table of
        // positions.
        let threes = plays.threes();
        if !threes.is_empty() {
            let free = plays.free_colours();
            out.extend(threes.iter().map(|&t| three(&free, t)));
        }
        if !self.ticket_deck.is_empty() {
            out.push(Action::DrawTickets);
        }
        if out.is_empty() {
            out.push(Action::Pass);
        }
    }

    /// The largest railyard row of `color` and its owner, leaving out `except`.
    pub(crate) fn largest_row(&self, color: CardColor, except: Option<Seat>) -> Option<(Seat, u8)> {
        let mut best: Option<(Seat, u8)> = None;
        for (i, p) in self.players.iter().enumerate() {
            if Some(Seat(i as u8)) == except {
                continue;
            }
            if let Some(r) = p.row(color)
                && best.is_none_or(|(_, n)| r.len() > n)
            {
                best = Some((Seat(i as u8), r.len()));
            }
        }
        best
    }

    pub(crate) fn moment(&self) -> Moment {
        match (self.phase, self.step) {
            (Phase::InitialTickets, _) => Moment::InitialTickets,
            (_, TurnStep::Start) => Moment::TurnStart,
            (_, TurnStep::SecondCard) => Moment::SecondCard,
            (_, TurnStep::ChoosingTickets) => Moment::ChoosingTickets,
        }
    }
}

/// What a seat may play at its turn's start (C3, C4): the groups and the
/// threes of `push_turn_start`'s list, which the list and the sampler
/// (`sample.rs`) both read. Colours are bit masks (bit i for colour i):
/// the sampler reads them every turn, the colours themselves seldom.
pub(crate) struct Plays {
    pub(crate) hand: Hand,
    pub(crate) locos: u8,
    /// The colours a group may be played in: held, and not in the seat's
    /// own railyard. A random player's turn has about three of the eight.
    pub(crate) groups: u8,
    /// Per colour, the largest opposing row: a group must be larger (C4).
    beat: [u8; 8],
    /// The colours held and in no railyard: those three-colour plays take.
    free: u8,
}

impl Plays {
    #[inline]
    pub(crate) fn new(g: &Game, seat: Seat) -> Plays {
        let hand = g.players[seat.index()].hand;
        let mut beat = [0u8; 8];
        let (mut anywhere, mut mine) = (0u8, 0u8);
        for (i, p) in g.players.iter().enumerate() {
            for r in &p.railyard {
                let c = r.color.index() & 7;
                anywhere |= 1 << c;
                if i == seat.index() {
                    mine |= 1 << c;
                } else {
                    beat[c] = beat[c].max(r.len());
                }
            }
        }
        let held = held_colors(&hand);
        Plays {
            hand,
            locos: hand.count(CardColor::Locomotive),
            groups: held & !mine,
            beat,
            free: held & !anywhere,
        }
    }

    /// The fewest cards and locomotives a group of colour `c` needs: at
    /// least two, and more than the largest opposing row.
    #[inline]
    pub(crate) fn least(&self, c: usize) -> u8 {
        (self.beat[c & 7] + 1).max(2)
    }

    /// The positions among the free colours of every three-colour play, in
    /// list order.
    #[inline]
    pub(crate) fn threes(&self) -> &'static [[u8; 3]] {
        // `count_ones` is a dozen instructions without `popcnt`.
        let n = COLOURS_IN[usize::from(self.free)] as usize;
        &TRIPLES[TRIPLES_FROM[n]..TRIPLES_FROM[n + 1]]
    }

    /// The free colours in card order (the rest of the array unused).
    pub(crate) fn free_colours(&self) -> [CardColor; 8] {
        let mut free = [CardColor::Locomotive; 8];
        let (mut rest, mut n) = (self.free, 0);
        while rest != 0 {
            free[n & 7] = CardColor::COLORS[rest.trailing_zeros() as usize & 7];
            rest &= rest - 1;
            n += 1;
        }
        free
    }
}

/// The three-colour play at positions `at` of `free` (`free_colours`).
pub(crate) fn three(free: &[CardColor; 8], at: [u8; 3]) -> Action {
    Action::PlayThree {
        colors: at.map(|k| free[k as usize & 7]),
    }
}

/// How many bits of a byte are set: the colours of a colour mask.
pub(crate) static COLOURS_IN: [u8; 256] = {
    let mut n = [0u8; 256];
    let mut i = 1;
    while i < 256 {
        n[i] = n[i / 2] + (i % 2) as u8;
        i += 1;
    }
    n
};

/// Where the triples of `n` positions start in [`TRIPLES`] (n = 0..=8; the
/// last entry is the end): each n adds C(n, 3).
const TRIPLES_FROM: [usize; 10] = {
    let mut from = [0; 10];
    let mut n = 0;
    while n < 9 {
        from[n + 1] = from[n] + n * n.saturating_sub(1) * n.saturating_sub(2) / 6;
        n += 1;
    }
    from
};

/// For n = 3..=8 in turn, every three positions i < j < k < n in
/// lexicographic order: the C(n, 3) ways to play three of n colours.
static TRIPLES: [[u8; 3]; TRIPLES_FROM[9]] = {
    let mut out = [[0u8; 3]; TRIPLES_FROM[9]];
    let mut at = 0;
    let mut n = 3;
    while n <= 8 {
        let mut i = 0;
        while i < n {
            let mut j = i + 1;
            while j < n {
                let mut k = j + 1;
                while k < n {
                    out[at] = [i, j, k];
                    at += 1;
                    k += 1;
                }
                j += 1;
            }
            i += 1;
        }
        n += 1;
    }
    out
};

/// The colours `hand` holds at least one card of, as a bit mask (bit i for
/// colour i), from the eight counts read as one word: a count of 1 or more
/// sets its byte's high bit once 127 is added to its low seven bits.
#[inline(always)]
fn held_colors(hand: &Hand) -> u8 {
    let mut counts = [0u8; 8];
    counts.copy_from_slice(&hand.0[..8]);
    let word = u64::from_le_bytes(counts);
    let low = word & 0x7F7F_7F7F_7F7F_7F7F;
    let nonzero = ((low + 0x7F7F_7F7F_7F7F_7F7F) | word) & 0x8080_8080_8080_8080;
    // Gather each byte's high bit into bit i of the top byte.
    ((nonzero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
}

#[cfg(test)]
mod tests {
    use super::{TRIPLES, TRIPLES_FROM, held_colors};
    use europa_common::Hand;

    #[test]
    fn held_colors_marks_exactly_the_colours_with_cards_whatever_the_count() {
        let hand = Hand([0, 1, 2, 127, 128, 255, 0, 10, 3]);
        assert_eq!(held_colors(&hand), 0b1011_1110);
        assert_eq!(held_colors(&Hand::default()), 0);
    }

    #[test]
    fn the_triples_of_n_colours_are_every_three_positions_in_order() {
        for n in 0..=8usize {
            let mut expected = Vec::new();
            for a in 0..n {
                for b in a + 1..n {
                    for c in b + 1..n {
                        expected.push([a as u8, b as u8, c as u8]);
                    }
                }
            }
            assert_eq!(TRIPLES[TRIPLES_FROM[n]..TRIPLES_FROM[n + 1]], expected[..]);
        }
    }
}
