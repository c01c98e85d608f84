//! The whole game state, with the turn as an explicit state machine.
use crate::cards::{CardColor, Hand, Payment};
use crate::config::GameConfig;
use crate::data::{CityId, NUM_CITIES, NUM_ROUTES, RouteId, TicketId};
use crate::rng::GameRng;
use crate::scoring::FinalScores;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// A place at the table, 0-based, in clockwise order: both games' one type.
pub use europa_common::Seat;

/// A set of routes as a bit mask (101 routes fit in 128 bits).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RouteSet(pub u128);

impl RouteSet {
    /// Every route of the board.
    pub const ALL: RouteSet = RouteSet(u128::MAX >> (128 - NUM_ROUTES));

    pub fn contains(self, r: RouteId) -> bool {
        // The bit read from its 64-bit half: a shift of a `u128` by a
        // variable costs several instructions more.
        let half = match r.0 {
            0..64 => self.0 as u64,
            64..128 => (self.0 >> 64) as u64,
            _ => return false,
        };
        half >> (r.0 & 63) & 1 == 1
    }
    /// Adds `r`; an id past the board adds nothing.
    pub fn insert(&mut self, r: RouteId) {
        // The bit set in its 64-bit half, as `contains` reads it.
        if (r.0 as usize) < NUM_ROUTES {
            let bit = 1u64 << (r.0 & 63);
            self.0 |= if r.0 < 64 {
                u128::from(bit)
            } else {
                u128::from(bit) << 64
            };
        }
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The routes in id order. Walks the set as two 64-bit halves: a bit
    /// found and cleared in a `u64` costs a few instructions, in a `u128`
    /// several more (the bots walk route sets at every move).
    pub fn iter(self) -> impl Iterator<Item = RouteId> {
        let (mut low, mut high) = (self.0 as u64, (self.0 >> 64) as u64);
        std::iter::from_fn(move || {
            if low != 0 {
                let i = low.trailing_zeros();
                low &= low - 1;
                return Some(RouteId(i as u8));
            }
            if high != 0 {
                let i = high.trailing_zeros();
                high &= high - 1;
                return Some(RouteId(64 + i as u8));
            }
            None
        })
    }
}

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
