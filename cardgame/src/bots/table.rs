//! The table as one seat sees it, in the form the policies read: built from
//! a view and the seat's memory, or (inside Hard's rollouts) from a sampled
//! game, reading only what that seat could know there.
use super::memory::Memory;
use crate::data::TicketId;
use crate::state::{Game, Phase, Row, Seat, TurnStep};
use crate::view::PlayerView;
use europa_common::{CardColor, Hand};

#[derive(Clone, Debug)]
pub struct Table {
    pub me: Seat,
    pub players: usize,
    pub phase: Phase,
    pub step: TurnStep,
    pub hand: Hand,
    pub tickets: Vec<TicketId>,
    pub offer: Vec<TicketId>,
    /// The own On the Track pile.
    pub pile: Hand,
    pub railyards: Vec<Vec<Row>>,
    pub hand_counts: Vec<u32>,
    pub face_up: [Option<CardColor>; 5],
    pub deck: u32,
    /// Turns left in the last round, the current one included.
    pub turns_left: Option<u8>,
    pub my_turns_played: u32,
}

impl Table {
    pub fn from_view(v: &PlayerView, memory: &Memory) -> Table {
        let me = v.viewer;
        let pile = match &v.me.on_track {
            Some(cards) => {
                let mut h = Hand::default();
                cards.iter().for_each(|&c| h.add(c, 1));
                h
            }
            None => memory.pile(me),
        };
        Table {
            me,
            players: v.seats.len(),
            phase: v.phase,
            step: v.step,
            hand: v.me.hand,
            tickets: v.me.tickets.clone(),
            offer: v.me.offer.clone(),
            pile,
            railyards: v.seats.iter().map(|s| s.railyard.clone()).collect(),
            hand_counts: v.seats.iter().map(|s| s.cards).collect(),
            face_up: v.face_up,
            deck: v.deck,
            turns_left: v.last_round.map(|l| l.turns_left),
            my_turns_played: v.seats.get(me.index()).map_or(0, |s| s.turns_played),
        }
    }

    pub fn from_game(g: &Game, me: Seat) -> Table {
        let p = &g.players[me.index()];
        Table {
            me,
            players: g.players.len(),
            phase: g.phase,
            step: g.step,
            hand: p.hand,
            tickets: p.tickets.clone(),
            offer: p.offer.clone(),
            pile: p.on_track_hand(),
            railyards: g.players.iter().map(|q| q.railyard.clone()).collect(),
            hand_counts: g.players.iter().map(|q| q.hand.total()).collect(),
            face_up: g.face_up,
            deck: g.deck.len() as u32,
            turns_left: g.last_round.map(|l| l.turns_left),
            my_turns_played: p.turns_played,
        }
    }

    pub fn my_rows(&self) -> &[Row] {
        &self.railyards[self.me.index()]
    }

    /// My turns after this one, as far as can be told: exact in the last
    /// round, else from the deck and how fast it is drawn.
    pub fn future_turns(&self) -> u32 {
        match self.turns_left {
            Some(t) => u32::from(t > self.players as u8),
            // About 1.3 cards leave the deck per turn.
            None => 1 + self.deck * 10 / (13 * self.players as u32),
        }
    }
}
