//! The whole game state, with the turn as an explicit state machine.
use crate::cards::{CardColor, Hand, Payment};
use crate::claim_counts::ClaimCounts;
use crate::config::GameConfig;
use crate::data::{CityId, NUM_CITIES, NUM_ROUTES, RouteId, TicketId};
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// A set of the board's routes (`data`), which the state and its views use.
pub use crate::data::RouteSet;
/// A place at the table, 0-based, in clockwise order: both games' one type.
pub use europa_common::Seat;

// Clone by hand (clone.rs): `clone_from` reuses the ticket lists.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    pub hand: Hand,
    /// Tickets kept, in the order they were kept.
    pub tickets: Vec<TicketId>,
    /// Tickets offered and not yet chosen (set-up, or a draw in play).
    pub offer: Vec<TicketId>,
    pub trains: u8,
    pub stations_built: u8,
    /// Points from claimed routes so far (the score track during play).
    pub route_points: i32,
    pub routes: RouteSet,
    /// Tickets dealt for later set-up stages, face down until their stage (Mega Europe).
    pub later_offer: Vec<TicketId>,
    /// The set-up stage this player is choosing in (index into the variant's `setup`).
    pub setup_stage: u8,
    /// W&D: depots left in supply (W1, W3, W4).
    pub depots: u8,
    /// W&D: the warehouse's face-down cards (W5: nobody may see them).
    pub warehouse: Hand,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Every seat chooses its starting tickets, in any order.
    InitialTickets,
    Playing,
    GameOver,
    /// W&D (W1): each player places one depot, last player first, counter-clockwise.
    PlacingDepots,
}

/// Where the current player is within their turn. A tag of its own
/// (`repr(u8)`): read at every move, a byte is cheaper to test than the
/// tunnel's list's niche the enum's variants were told by.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[repr(u8)]
pub enum TurnStep {
    Start,
    /// One train card taken; the second may follow.
    SecondCard,
    /// Tickets drawn (in the player's `offer`); the player chooses what to keep.
    ChoosingTickets,
    /// A tunnel's cards are paid and 3 cards revealed; pay the extra or decline.
    Tunnel(TunnelAttempt),
    /// W&D (W4): the route is claimed; the player chooses which depot
    /// cities' warehouses to collect.
    Collecting {
        route: RouteId,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TunnelAttempt {
    pub route: RouteId,
    pub payment: Payment,
    /// The cards already paid, set aside until the attempt ends.
    pub paid: Hand,
    pub revealed: Vec<CardColor>,
    pub extra: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalRound {
    pub trigger: Seat,
    /// Turns still to be played before the game ends.
    pub turns_left: u8,
}

/// The saved record's format: 1 had no Warehouses & Depots option in the
/// config (`save::GameRecordV1` still reads it); 2 has (`save::GameRecordV2`);
/// 3 has `legacy_face_up_reset`, the E1 fix: saves of 1 and 2 were played
/// with the old check and read with it set, so they replay as they were.
pub const FORMAT_VERSION: u32 = 3;

// Clone by hand (clone.rs): `clone_from` reuses every list.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub(crate) format_version: u32,
    pub(crate) config: GameConfig,
    pub(crate) rng: GameRng,
    /// The draw pile; its top is the end of the vector.
    pub(crate) deck: Vec<CardColor>,
    pub(crate) discard: Vec<CardColor>,
    pub(crate) face_up: [Option<CardColor>; 5],
    /// The ticket draw pile; its top is the front.
    pub(crate) ticket_deck: VecDeque<TicketId>,
    /// Tickets put back in the box: out of the game.
    pub(crate) boxed_tickets: Vec<TicketId>,
    pub(crate) players: Vec<PlayerState>,
    pub(crate) route_owner: Vec<Option<Seat>>,
    pub(crate) station_owner: Vec<Option<Seat>>,
    /// W&D: whose depot is on each city.
    pub(crate) depot_owner: Vec<Option<Seat>>,
    /// Set-up tickets returned under the deck, gathered from every player and
    /// shuffled together once all have chosen (nobody knows their order).
    pub(crate) setup_returns: Vec<TicketId>,
    pub(crate) phase: Phase,
    pub(crate) step: TurnStep,
    pub(crate) current: Seat,
    pub(crate) first_player: Seat,
    pub(crate) final_round: Option<FinalRound>,
    /// Turns completed since play started.
    pub(crate) turns: u32,
    /// Passes in a row; a full round of them ends the game (nothing can change).
    pub(crate) passes_in_a_row: u8,
    pub(crate) final_scores: Option<FinalScores>,
    /// The open routes' payment tables the turn start reads, kept up to
    /// date by each claim (`claim_counts.rs`); derived, so not saved.
    #[serde(skip)]
    pub(crate) claim_counts: ClaimCounts,
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
    pub fn step(&self) -> &TurnStep {
        &self.step
    }
    pub fn current_player(&self) -> Seat {
        self.current
    }
    pub fn first_player(&self) -> Seat {
        self.first_player
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
    pub fn route_owner(&self, r: RouteId) -> Option<Seat> {
        self.route_owner.get(r.0 as usize).copied().flatten()
    }
    pub fn station_owner(&self, c: CityId) -> Option<Seat> {
        self.station_owner.get(c.0 as usize).copied().flatten()
    }
    pub fn final_round(&self) -> Option<FinalRound> {
        self.final_round
    }
    pub fn turns(&self) -> u32 {
        self.turns
    }
    pub fn is_over(&self) -> bool {
        self.phase == Phase::GameOver
    }
    /// The final scores, once the game is over.
    pub fn final_scores(&self) -> Option<&FinalScores> {
        self.final_scores.as_ref()
    }
    /// Cities holding a station of `seat`.
    pub fn stations_of(&self, seat: Seat) -> impl Iterator<Item = CityId> + '_ {
        self.station_owner
            .iter()
            .enumerate()
            .filter(move |(_, o)| **o == Some(seat))
            .map(|(i, _)| CityId(i as u8))
    }

    /// Seats that may act now: every seat still choosing starting tickets,
    /// else the current player; none once the game is over.
    pub fn acting_seats(&self) -> Vec<Seat> {
        match self.phase {
            Phase::InitialTickets => (0..self.players.len())
                .filter(|&i| !self.players[i].offer.is_empty())
                .map(|i| Seat(i as u8))
                .collect(),
            Phase::Playing | Phase::PlacingDepots => vec![self.current],
            Phase::GameOver => Vec::new(),
        }
    }

    /// The first of [`Game::acting_seats`], without building the list (the
    /// hot path of playouts).
    #[inline]
    pub fn first_acting_seat(&self) -> Option<Seat> {
        match self.phase {
            Phase::InitialTickets => (0..self.players.len())
                .find(|&i| !self.players[i].offer.is_empty())
                .map(|i| Seat(i as u8)),
            Phase::Playing | Phase::PlacingDepots => Some(self.current),
            Phase::GameOver => None,
        }
    }

    /// Train cards held by the state outside the deck, discard and face-up row:
    /// a tunnel's paid and revealed cards.
    pub fn cards_in_tunnel(&self) -> Hand {
        let mut h = Hand::default();
        if let TurnStep::Tunnel(t) = &self.step {
            h.add_all(&t.paid);
            for &c in &t.revealed {
                h.add(c, 1);
            }
        }
        h
    }

    /// Every train card, wherever it is (for invariant checks).
    pub fn card_census(&self) -> Hand {
        let mut h = self.cards_in_tunnel();
        for c in self.deck.iter().chain(self.discard.iter()) {
            h.add(*c, 1);
        }
        for c in self.face_up.iter().flatten() {
            h.add(*c, 1);
        }
        for p in &self.players {
            h.add_all(&p.hand);
            h.add_all(&p.warehouse);
        }
        h
    }

    /// Every ticket of the variant's pool, wherever it is (for invariant checks).
    pub fn ticket_census(&self) -> Vec<TicketId> {
        let mut all: Vec<TicketId> = self
            .ticket_deck
            .iter()
            .chain(self.boxed_tickets.iter())
            .chain(self.setup_returns.iter())
            .copied()
            .collect();
        for p in &self.players {
            all.extend(
                p.tickets
                    .iter()
                    .chain(p.offer.iter())
                    .chain(p.later_offer.iter())
                    .copied(),
            );
        }
        all.sort();
        all
    }

    pub(crate) fn empty_routes() -> Vec<Option<Seat>> {
        vec![None; NUM_ROUTES]
    }
    pub(crate) fn empty_cities() -> Vec<Option<Seat>> {
        vec![None; NUM_CITIES]
    }
}

// What a finished game holds: its final scores, worked out by `scoring`.

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TicketResult {
    pub ticket: TicketId,
    pub completed: bool,
    /// Positive when completed, negative when not.
    pub points: i32,
}

/// The route a station lent its owner at scoring (`None`: it lent nothing).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StationLoan {
    pub city: CityId,
    pub route: Option<RouteId>,
    /// Whether another player has a route at the city: why a station lends
    /// nothing (E10), "none of theirs helps a ticket" or "nobody's to use".
    #[serde(default)]
    pub others_here: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerScore {
    pub seat: Seat,
    pub route_points: i32,
    pub tickets: Vec<TicketResult>,
    pub ticket_points: i32,
    pub stations: Vec<StationLoan>,
    pub unused_stations: u8,
    pub station_points: i32,
    /// Cars in this player's longest continuous trail, and its routes in order.
    pub longest_trail: u32,
    pub longest_path: Vec<RouteId>,
    pub express: bool,
    pub express_points: i32,
    /// W&D (W7): 10 for the fewest depots used, else 0.
    pub depot_points: i32,
    pub total: i32,
    pub completed_tickets: u8,
    pub stations_used: u8,
    /// 1 for the winner(s); tied players share a rank.
    pub rank: u8,
}

/// Which comparison decided the winner (E13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TieBreak {
    Points,
    CompletedTickets,
    FewestStations,
    EuropeanExpress,
    SharedWin,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalScores {
    pub players: Vec<PlayerScore>,
    pub winners: Vec<Seat>,
    pub decided_by: TieBreak,
}
