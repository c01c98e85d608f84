//! The one action type, and the list of every legal action.
use crate::error::{Moment, RuleError};
use crate::state::{Game, Phase, Seat, TurnStep};
use europa_common::CardColor;
use serde::{Deserialize, Serialize};

/// Everything a seat can do. Ticket choices are bit masks over the seat's
/// current offer (bit i keeps `offer[i]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
    Pass,
}

impl Game {
    /// Every legal action of `seat` now, each distinct play once.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(seat, &mut out);
        out
    }

    /// `legal_actions` into a reused buffer (cleared first).
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
        let hand = self.players[seat.index()].hand;
        let locos = hand.count(CardColor::Locomotive);
        // Per colour: the largest opposing row, and whether any railyard has it.
        let mut beat = [0u8; 8];
        let mut anywhere = [false; 8];
        let mut mine = [false; 8];
        for (i, p) in self.players.iter().enumerate() {
            for r in &p.railyard {
                let c = r.color.index();
                anywhere[c] = true;
                if i == seat.index() {
                    mine[c] = true;
                } else {
                    beat[c] = beat[c].max(r.len());
                }
            }
        }
        for color in CardColor::COLORS {
            let held = hand.count(color);
            if held == 0 || mine[color.index()] {
                continue;
            }
            // The play must beat the largest opposing row (C4).
            let beat = beat[color.index()];
            // At least two cards, and more than the row to beat. Half-open
            // ranges: inclusive ones cost a check per step.
            let least = (beat + 1).max(2);
            for cards in 1..held + 1 {
                for locomotives in least.saturating_sub(cards)..locos + 1 {
                    out.push(Action::PlayGroup {
                        color,
                        cards,
                        locomotives,
                    });
                }
            }
        }
        let mut free = [CardColor::Locomotive; 8];
        let mut n = 0;
        for c in CardColor::COLORS {
            if hand.count(c) > 0 && !anywhere[c.index()] {
                free[n] = c;
                n += 1;
            }
        }
        // Every three of the `n` free colours, in card order, from a table
        // of positions: one extend instead of three nested loops.
        let combos = &TRIPLES[TRIPLES_FROM[n]..TRIPLES_FROM[n + 1]];
        out.extend(combos.iter().map(|&[a, b, c]| Action::PlayThree {
            colors: [
                free[a as usize & 7],
                free[b as usize & 7],
                free[c as usize & 7],
            ],
        }));
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

    pub fn is_legal(&self, seat: Seat, action: &Action) -> bool {
        self.check(seat, action).is_ok()
    }

    /// Why `action` is refused now, or `Ok` when it is legal.
    ///
    /// # Errors
    /// The rule the action breaks.
    pub fn why_not(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        self.check(seat, action)
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
