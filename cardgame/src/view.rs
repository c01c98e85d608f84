//! What one seat may see. The UI renders only from this, so another seat's
//! hand, tickets, offers and every On the Track pile's cards never reach it
//! (the owner's own pile only with the beginner option, C2).
use crate::data::TicketId;
use crate::scoring::{BonusResult, FinalScores, TicketResult, big_city_leaders};
use crate::state::{Game, LastRound, Phase, Row, Seat, TurnStep};
use europa_common::{CardColor, Hand};
use serde::{Deserialize, Serialize};

/// What everybody can see of a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicSeat {
    pub seat: Seat,
    /// Cards in hand.
    pub cards: u32,
    /// Tickets held (not yet completed).
    pub tickets: u32,
    /// The railyard's rows, in the order they were played.
    pub railyard: Vec<Row>,
    /// Cards in the On the Track pile.
    pub on_track: u32,
    /// Turns taken; phase 1 starts from the second.
    pub turns_played: u32,
    /// 4 players: tickets completed at the first scoring, public since.
    pub completed: Vec<TicketId>,
    /// 4 players: the first scoring's points.
    pub banked: i32,
    /// Choosing starting tickets or drawn tickets.
    pub choosing_tickets: bool,
}

/// The viewer's own secrets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrivateSeat {
    pub hand: Hand,
    pub tickets: Vec<TicketId>,
    /// Tickets offered and not yet chosen.
    pub offer: Vec<TicketId>,
    /// The own On the Track pile, oldest first: only with the beginner option.
    pub on_track: Option<Vec<CardColor>>,
    /// With the beginner option: how the pile would score now.
    pub matching: Option<Vec<TicketResult>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub viewer: Seat,
    pub beginner: bool,
    pub phase: Phase,
    /// 1, or 2 in a 4-player game's second round.
    pub round: u8,
    pub current: Seat,
    pub step: TurnStep,
    pub last_round: Option<LastRound>,
    pub seats: Vec<PublicSeat>,
    pub me: PrivateSeat,
    pub face_up: [Option<CardColor>; 5],
    pub deck: u32,
    pub discard: u32,
    pub ticket_deck: u32,
    /// Who leads each Big City on tickets known to be completed (none before
    /// a scoring).
    pub big_cities: Vec<BonusResult>,
    pub final_scores: Option<FinalScores>,
}

impl PlayerView {
    /// With the beginner option (C2), the viewer's tickets its On the Track
    /// pile would complete now, by the final scoring's exact matching (C6),
    /// in the order held; `None` without the option.
    pub fn pile_completes(&self) -> Option<Vec<TicketId>> {
        let matching = self.me.matching.as_ref().filter(|_| self.beginner)?;
        let done = matching.iter().filter(|r| r.completed);
        Some(done.map(|r| r.ticket).collect())
    }

    pub fn is_my_turn(&self) -> bool {
        match self.phase {
            Phase::InitialTickets => !self.me.offer.is_empty(),
            Phase::Playing => self.current == self.viewer,
            Phase::GameOver => false,
        }
    }
}

impl Game {
    /// The game as `viewer` may see it.
    pub fn view(&self, viewer: Seat) -> PlayerView {
        let seats = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| PublicSeat {
                seat: Seat(i as u8),
                cards: p.hand.total(),
                tickets: p.tickets.len() as u32,
                railyard: p.railyard.clone(),
                on_track: p.on_track.len() as u32,
                turns_played: p.turns_played,
                completed: p.completed.clone(),
                banked: p.first_scoring.iter().map(|r| r.points).sum(),
                choosing_tickets: !p.offer.is_empty(),
            })
            .collect();
        let me = match self.players.get(viewer.index()) {
            Some(p) => {
                let beginner = self.config.beginner;
                PrivateSeat {
                    hand: p.hand,
                    tickets: p.tickets.clone(),
                    offer: p.offer.clone(),
                    on_track: beginner.then(|| p.on_track.clone()),
                    matching: beginner
                        .then(|| crate::scoring::match_pile(&p.on_track, &p.tickets, true)),
                }
            }
            None => PrivateSeat {
                hand: Hand::default(),
                tickets: Vec::new(),
                offer: Vec::new(),
                on_track: None,
                matching: None,
            },
        };
        let completed: Vec<Vec<TicketId>> =
            self.players.iter().map(|p| p.completed.clone()).collect();
        PlayerView {
            viewer,
            beginner: self.config.beginner,
            phase: self.phase,
            round: self.round,
            current: self.current,
            step: self.step,
            last_round: self.last_round,
            seats,
            me,
            face_up: self.face_up,
            deck: self.deck.len() as u32,
            discard: self.discard.len() as u32,
            ticket_deck: self.ticket_deck.len() as u32,
            big_cities: match &self.final_scores {
                Some(f) => f.bonuses.clone(),
                None => big_city_leaders(&completed),
            },
            final_scores: self.final_scores.clone(),
        }
    }
}

// The game as both games' bots, the arena and the bots worker drive it.
europa_common::impl_play!(Game, Seat, PlayerView);
