//! What one seat may see. The UI renders only from this, so another seat's
//! hand, tickets and offers never reach it.
use crate::cards::{CardColor, Hand};
use crate::config::{STATIONS_PER_PLAYER, VariantId};
use crate::data::{CityId, RouteId, TicketId};
use crate::scoring::{FinalScores, StationLoan, TicketResult};
use crate::state::{FinalRound, Game, Phase, Seat, TurnStep};
use serde::{Deserialize, Serialize};

/// What everybody can see of a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicSeat {
    pub seat: Seat,
    pub cards: u32,
    pub tickets: u32,
    pub trains: u8,
    pub stations_left: u8,
    pub score: i32,
    /// Still choosing starting tickets or drawn tickets.
    pub choosing_tickets: bool,
    /// The set-up stage the seat is at (Mega Europe deals tickets in two).
    pub setup_stage: u8,
    /// W&D: depots left in supply.
    pub depots_left: u8,
    /// W&D (W5): how many cards the warehouse holds; which is nobody's to see.
    pub warehouse: u32,
}

/// The viewer's own secrets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrivateSeat {
    pub hand: Hand,
    pub tickets: Vec<TicketResult>,
    /// Tickets offered and not yet chosen.
    pub offer: Vec<TicketId>,
    /// The best station lending as the board stands.
    pub stations: Vec<StationLoan>,
}

/// The tunnel attempt in progress: public, since the cards are revealed on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TunnelView {
    pub route: RouteId,
    pub paid: Hand,
    pub revealed: Vec<CardColor>,
    pub extra: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub viewer: Seat,
    pub variant: VariantId,
    pub phase: Phase,
    pub current: Seat,
    pub second_card: bool,
    pub tunnel: Option<TunnelView>,
    pub seats: Vec<PublicSeat>,
    pub me: PrivateSeat,
    pub face_up: [Option<CardColor>; 5],
    pub deck: u32,
    /// [`Game::deck_to_draw`]: what the deck button counts (with the deck
    /// empty, the discards or warehouses it is refilled from).
    pub deck_to_draw: u32,
    pub discard: u32,
    /// The discard pile's cards: public, since every card in it was played or revealed openly.
    pub discard_pile: Hand,
    pub ticket_deck: u32,
    pub route_owner: Vec<Option<Seat>>,
    pub station_owner: Vec<Option<Seat>>,
    pub final_round: Option<FinalRound>,
    pub turns: u32,
    /// Played with Warehouses & Depots.
    pub depots: bool,
    /// W&D: whose depot is on each city.
    pub depot_owner: Vec<Option<Seat>>,
    /// W&D (W4): the claimed route whose end warehouses the player to move is choosing to collect.
    pub collecting: Option<RouteId>,
    /// Set-up tickets returned so far, waiting to be shuffled together under the deck.
    pub setup_returns: u32,
    /// Only once the game is over: then every ticket is revealed.
    pub final_scores: Option<FinalScores>,
}

impl Game {
    /// Everything `viewer` may see, and nothing else.
    pub fn view(&self, viewer: Seat) -> PlayerView {
        let seats = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| PublicSeat {
                seat: Seat(i as u8),
                cards: p.hand.total(),
                tickets: p.tickets.len() as u32,
                trains: p.trains,
                stations_left: STATIONS_PER_PLAYER - p.stations_built,
                score: p.route_points,
                choosing_tickets: !p.offer.is_empty(),
                setup_stage: p.setup_stage,
                depots_left: p.depots,
                warehouse: p.warehouse.total(),
            })
            .collect();
        let me = match self.players.get(viewer.index()) {
            Some(p) => {
                let (tickets, stations) = self.ticket_status(viewer);
                PrivateSeat {
                    hand: p.hand,
                    tickets,
                    offer: p.offer.clone(),
                    stations,
                }
            }
            None => PrivateSeat {
                hand: Hand::default(),
                tickets: vec![],
                offer: vec![],
                stations: vec![],
            },
        };
        let tunnel = match &self.step {
            TurnStep::Tunnel(t) => Some(TunnelView {
                route: t.route,
                paid: t.paid,
                revealed: t.revealed.clone(),
                extra: t.extra,
            }),
            _ => None,
        };
        PlayerView {
            viewer,
            variant: self.config.variant,
            phase: self.phase,
            current: self.current,
            second_card: self.step == TurnStep::SecondCard,
            tunnel,
            seats,
            me,
            face_up: self.face_up,
            deck: self.deck.len() as u32,
            deck_to_draw: self.deck_to_draw(),
            discard: self.discard.len() as u32,
            discard_pile: self.discard.iter().fold(Hand::default(), |mut h, c| {
                h.add(*c, 1);
                h
            }),
            ticket_deck: self.ticket_deck.len() as u32,
            route_owner: self.route_owner.clone(),
            station_owner: self.station_owner.clone(),
            final_round: self.final_round,
            turns: self.turns,
            depots: self.config.depots,
            depot_owner: self.depot_owner.clone(),
            collecting: match self.step {
                TurnStep::Collecting { route } => Some(route),
                _ => None,
            },
            setup_returns: self.setup_returns.len() as u32,
            final_scores: self.final_scores.clone(),
        }
    }
}

impl PlayerView {
    pub fn route_owner(&self, r: RouteId) -> Option<Seat> {
        self.route_owner.get(r.0 as usize).copied().flatten()
    }
    pub fn station_owner(&self, c: CityId) -> Option<Seat> {
        self.station_owner.get(c.0 as usize).copied().flatten()
    }
    pub fn depot_owner(&self, c: CityId) -> Option<Seat> {
        self.depot_owner.get(c.0 as usize).copied().flatten()
    }
}

// The game as both games' bots, the arena and the bots worker drive it.
europa_common::impl_play!(Game, Seat, PlayerView);
