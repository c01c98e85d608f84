//! The whole game state, with the turn as an explicit state machine.
use crate::config::GameConfig;
use crate::data::{BigCityId, TicketId};
use crate::served::ServedCards;
use europa_common::{CardColor, GameRng, Hand};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// A place at the table, 0-based, in clockwise order: both games' one type.
pub use europa_common::Seat;

/// One colour group in a railyard: its locomotives first, then its cards
/// of `color` (C2, C3). Phase 1 takes from the end: coloured cards first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Row {
    pub color: CardColor,
    pub locomotives: u8,
    pub cards: u8,
}

impl Row {
    /// Cards in the row, locomotives included (what a robbery must beat, C4).
    pub fn len(&self) -> u8 {
        self.locomotives + self.cards
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The card at the end of the row: the next one phase 1 moves.
    pub fn last(&self) -> CardColor {
        if self.cards > 0 {
            self.color
        } else {
            CardColor::Locomotive
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    pub hand: Hand,
    /// Tickets held and not yet completed, in the order they were kept.
    pub tickets: Vec<TicketId>,
    /// Tickets offered and not yet chosen (set-up, or a draw in play).
    pub offer: Vec<TicketId>,
    /// Colour groups, in the order they were played.
    pub railyard: Vec<Row>,
    /// The face-down On the Track pile, oldest first.
    pub on_track: Vec<CardColor>,
    /// Turns taken in this game: phase 1 is skipped on the first (C2).
    pub turns_played: u32,
    /// 4 players: tickets completed at the first scoring (C7), set aside.
    pub completed: Vec<TicketId>,
    /// 4 players: the first scoring's results.
    pub first_scoring: Vec<TicketResult>,
}

impl PlayerState {
    pub fn row(&self, color: CardColor) -> Option<&Row> {
        self.railyard.iter().find(|r| r.color == color)
    }
    /// The On the Track pile as counts.
    pub fn on_track_hand(&self) -> Hand {
        let mut h = Hand::default();
        for &c in &self.on_track {
            h.add(c, 1);
        }
        h
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Every seat chooses its starting tickets, in any order.
    InitialTickets,
    Playing,
    GameOver,
}

/// Where the current player is within phase 2 of their turn (phase 1 is
/// automatic and done as the turn begins).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnStep {
    Start,
    /// One train card taken; the second may follow.
    SecondCard,
    /// Tickets drawn (in the player's `offer`); the player chooses what to keep.
    ChoosingTickets,
}

/// C5: the train deck ran out; these turns remain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastRound {
    /// Whose turn it was when the deck ran out.
    pub trigger: Seat,
    /// Turns still to be played, the current one included.
    pub turns_left: u8,
}

pub const FORMAT_VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub(crate) format_version: u32,
    pub(crate) config: GameConfig,
    pub(crate) rng: GameRng,
    /// The train deck; its top is the end of the vector.
    pub(crate) deck: Vec<CardColor>,
    /// Cards discarded by robberies.
    pub(crate) discard: Vec<CardColor>,
    pub(crate) face_up: [Option<CardColor>; 5],
    /// The ticket deck; its top is the front.
    pub(crate) ticket_deck: VecDeque<TicketId>,
    pub(crate) players: Vec<PlayerState>,
    pub(crate) phase: Phase,
    pub(crate) step: TurnStep,
    pub(crate) current: Seat,
    /// 1, or 2 in the second round of a 4-player game (C7).
    pub(crate) round: u8,
    pub(crate) last_round: Option<LastRound>,
    /// Turns completed since play started.
    pub(crate) turns: u32,
    pub(crate) final_scores: Option<FinalScores>,
}

impl Game {
    pub fn config(&self) -> &GameConfig {
        &self.config
    }
    pub fn num_players(&self) -> usize {
        self.players.len()
    }
    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn step(&self) -> TurnStep {
        self.step
    }
    pub fn current(&self) -> Seat {
        self.current
    }
    pub fn round(&self) -> u8 {
        self.round
    }
    pub fn last_round(&self) -> Option<LastRound> {
        self.last_round
    }
    pub fn turns(&self) -> u32 {
        self.turns
    }
    pub fn player(&self, seat: Seat) -> Option<&PlayerState> {
        self.players.get(seat.index())
    }
    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }
    pub fn face_up(&self) -> [Option<CardColor>; 5] {
        self.face_up
    }
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }
    pub fn discard_len(&self) -> usize {
        self.discard.len()
    }
    pub fn ticket_deck_len(&self) -> usize {
        self.ticket_deck.len()
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }
    /// The final scores, once the game is over.
    pub fn final_scores(&self) -> Option<&FinalScores> {
        self.final_scores.as_ref()
    }
    /// Seats that may act now: every seat still choosing at set-up, else the
    /// current player; none once the game is over.
    pub fn acting_seats(&self) -> Vec<Seat> {
        match self.phase {
            Phase::InitialTickets => (0..self.players.len())
                .filter(|&i| !self.players[i].offer.is_empty())
                .map(|i| Seat(i as u8))
                .collect(),
            Phase::Playing => vec![self.current],
            Phase::GameOver => Vec::new(),
        }
    }
    /// The first of [`Game::acting_seats`], without building the list: a
    /// driving loop asks this every action.
    pub fn first_acting_seat(&self) -> Option<Seat> {
        match self.phase {
            Phase::InitialTickets => self
                .players
                .iter()
                .position(|p| !p.offer.is_empty())
                .map(|i| Seat(i as u8)),
            Phase::Playing => Some(self.current),
            Phase::GameOver => None,
        }
    }
    /// Every train card of the game, wherever it is, as counts (96 in all).
    pub fn all_cards(&self) -> Hand {
        let mut h = Hand::default();
        let loose = self
            .deck
            .iter()
            .chain(&self.discard)
            .chain(self.face_up.iter().flatten());
        loose.for_each(|&c| h.add(c, 1));
        for p in &self.players {
            p.on_track.iter().for_each(|&c| h.add(c, 1));
            for r in &p.railyard {
                h.add(r.color, r.cards);
                h.add(CardColor::Locomotive, r.locomotives);
            }
            h.add_all(&p.hand);
        }
        h
    }
    /// Every ticket of the game, wherever it is (46 in all, each once).
    pub fn all_tickets(&self) -> Vec<TicketId> {
        let mut v: Vec<TicketId> = self.ticket_deck.iter().copied().collect();
        for p in &self.players {
            v.extend(&p.tickets);
            v.extend(&p.offer);
            v.extend(&p.completed);
        }
        v
    }
}

// What a finished game holds: its final scores, worked out by `scoring`
// (and, in a 4-player game, each seat's first scoring).

/// One card of the pile serving one card of a ticket.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Served {
    /// The colour the ticket asks for.
    pub need: CardColor,
    /// The pile card used: that colour, or a locomotive.
    pub card: CardColor,
    /// Its position in the On the Track pile, oldest first.
    pub position: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TicketResult {
    pub ticket: TicketId,
    pub completed: bool,
    /// `+value` when completed, `-value` when not (0 for an uncompleted
    /// ticket at a 4-player first scoring, which is kept for the second).
    pub points: i32,
    /// The pile cards that completed it (empty when not completed).
    pub served: ServedCards,
}

/// A Big City bonus card and who scored it (C8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BonusResult {
    pub city: BigCityId,
    pub bonus: i32,
    /// Completed tickets naming the city that won it (0: nobody did).
    pub tickets: u8,
    /// Every player tied for the most; empty when nobody completed one.
    pub winners: Vec<Seat>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerScore {
    pub seat: Seat,
    /// 4 players: the first scoring (C7); empty otherwise.
    pub first_scoring: Vec<TicketResult>,
    /// The last scoring, every ticket still held.
    pub tickets: Vec<TicketResult>,
    /// The On the Track pile the last scoring used, oldest first.
    pub pile: Vec<CardColor>,
    pub ticket_points: i32,
    pub bonuses: Vec<BigCityId>,
    pub bonus_points: i32,
    pub completed_tickets: u32,
    pub total: i32,
}

/// What settled the winner (C8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TieBreak {
    Points,
    CompletedTickets,
    BonusCards,
    /// Still tied: every winner shares the win.
    Shared,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalScores {
    pub players: Vec<PlayerScore>,
    pub bonuses: Vec<BonusResult>,
    pub winners: Vec<Seat>,
    pub decided_by: TieBreak,
}

impl FinalScores {
    pub fn get(&self, seat: Seat) -> Option<&PlayerScore> {
        self.players.get(seat.index())
    }
}
