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
        for a in 0..n {
            for b in a + 1..n {
                for c in b + 1..n {
                    out.push(Action::PlayThree {
                        colors: [free[a], free[b], free[c]],
                    });
                }
            }
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
