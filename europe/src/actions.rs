//! The one action type, and the list of every legal action with its payment.
//! The ways to pay themselves (listing and checking) are in `payments`, and
//! the gray routes' payments the list shares per shape in `gray`.
use crate::cards::{CardColor, Hand, Payment};
use crate::config::STATIONS_PER_PLAYER;
use crate::data::{CityId, NUM_CITIES, RouteId};
use crate::error::{Moment, RuleError};
use crate::masks;
use crate::state::{Game, Phase, RouteSet, Seat, TurnStep};
use serde::{Deserialize, Serialize};

mod gray;
mod payments;

use gray::GrayPayments;

pub(crate) use payments::check_payment;
pub use payments::for_each_payment;

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
    ClaimRoute {
        route: RouteId,
        payment: Payment,
    },
    PayTunnel {
        payment: Payment,
    },
    DeclineTunnel,
    DrawTickets,
    KeepTickets {
        keep: u8,
    },
    BuildStation {
        city: CityId,
        payment: Payment,
    },
    #[default]
    Pass,
    // New actions go at the end: saves store an action by its index.
    /// W&D (W1, W3): one depot from the supply onto an empty city.
    PlaceDepot {
        city: CityId,
    },
    /// W&D (W2): the first card of a draw, blind, after the deck's top card
    /// went into `warehouse`.
    DrawBlindStoring {
        warehouse: Seat,
    },
    /// W&D (W2): the first card of a draw, face up, after the deck's top
    /// card went into `warehouse`.
    DrawFaceUpStoring {
        slot: u8,
        warehouse: Seat,
    },
    /// W&D (W4): after a claim, the warehouses collected: bit 0 the depot on
    /// the route's first city, bit 1 on its second (0 collects nothing).
    CollectWarehouses {
        cities: u8,
    },
}

/// The most ways to pay for a station: the last costs `STATIONS_PER_PLAYER`
/// cards, payable in each colour with 0 to that many less one locomotives,
/// or all in locomotives.
const MAX_STATION_PAYMENTS: usize = 8 * STATIONS_PER_PLAYER as usize + 1;

impl Game {
    /// Every action `seat` may take now, into a reused buffer (cleared
    /// first; the hot path of bots); `legal_actions` lists them.
    pub fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        let Some(player) = self.players.get(seat.index()) else {
            return;
        };
        match self.phase {
            Phase::GameOver => {}
            Phase::InitialTickets => {
                let n = player.offer.len() as u32;
                if n > 0 {
                    let (min, max) = self.setup_keep_bounds(seat);
                    push_keep_masks(n, min as u32, out, |keep| {
                        (keep.count_ones() <= max as u32)
                            .then_some(Action::KeepInitialTickets { keep })
                    });
                }
            }
            Phase::PlacingDepots => {
                if seat == self.current {
                    self.push_depot_placements(seat, out);
                }
            }
            Phase::Playing => {
                if seat != self.current {
                    return;
                }
                match &self.step {
                    TurnStep::Start => {
                        self.push_turn_start(seat, out);
                        if out.is_empty() {
                            out.push(Action::Pass);
                        }
                        if self.config.depots {
                            self.push_depot_placements(seat, out);
                        }
                    }
                    TurnStep::SecondCard => {
                        if self.can_draw_blind() {
                            out.push(Action::DrawBlind);
                        }
                        for (i, c) in self.face_up.iter().enumerate() {
                            if matches!(c, Some(c) if *c != CardColor::Locomotive) {
                                out.push(Action::DrawFaceUp { slot: i as u8 });
                            }
                        }
                    }
                    TurnStep::ChoosingTickets => {
                        push_keep_masks(player.offer.len() as u32, 1, out, |keep| {
                            Some(Action::KeepTickets { keep })
                        });
                    }
                    TurnStep::Collecting { route } => self.push_collections(seat, *route, out),
                    TurnStep::Tunnel(t) => {
                        let color = if t.payment.is_all_locomotives() {
                            Some(CardColor::Locomotive)
                        } else {
                            Some(t.payment.color)
                        };
                        push_tunnel_payments(&player.hand, t.extra, color, out);
                        out.push(Action::DeclineTunnel);
                    }
                }
            }
        }
    }

    /// The fewest and most tickets `seat` may keep at its set-up stage.
    pub(crate) fn setup_keep_bounds(&self, seat: Seat) -> (u8, u8) {
        let rules = self.config.variant.rules();
        let p = &self.players[seat.index()];
        let stage = p.setup_stage as usize;
        let offered = p.offer.len() as u8;
        let min = rules.stage_min_keep(stage, p.tickets.len()).min(offered);
        let max = rules.setup.get(stage).map_or(offered, |s| s.max_keep);
        (min, max.min(offered).max(min))
    }

    /// The turn's main actions (not the free depot placement).
    pub(crate) fn push_turn_start(&self, seat: Seat, out: &mut Vec<Action>) {
        let player = &self.players[seat.index()];
        if self.config.depots {
            self.push_storing_draws(out);
        } else {
            if self.can_draw_blind() {
                out.push(Action::DrawBlind);
            }
            for (i, c) in self.face_up.iter().enumerate() {
                if c.is_some() {
                    out.push(Action::DrawFaceUp { slot: i as u8 });
                }
            }
        }
        // Gray routes of one shape (length, ferry locomotives) share their
        // payments for this hand: compute each shape once.
        let mut shapes = GrayPayments::default();
        let hand = &player.hand;
        for route in RouteSet(self.claim_candidates(seat)).iter() {
            let r = route.route();
            match r.color {
                Some(c) => {
                    for_each_payment(hand, r.length, r.locomotives, Some(c), |payment| {
                        out.push(Action::ClaimRoute { route, payment })
                    });
                }
                None => match shapes.get(hand, r.length, r.locomotives) {
                    Some(list) => out.extend(
                        list.iter()
                            .map(|&payment| Action::ClaimRoute { route, payment }),
                    ),
                    None => for_each_payment(hand, r.length, r.locomotives, None, |payment| {
                        out.push(Action::ClaimRoute { route, payment })
                    }),
                },
            }
        }
        if !self.ticket_deck.is_empty() {
            out.push(Action::DrawTickets);
        }
        if player.stations_built < STATIONS_PER_PLAYER {
            let mut payments = [Payment {
                color: CardColor::Locomotive,
                locomotives: 0,
            }; MAX_STATION_PAYMENTS];
            let mut n = 0;
            for_each_payment(&player.hand, player.stations_built + 1, 0, None, |p| {
                if let Some(slot) = payments.get_mut(n) {
                    *slot = p;
                    n += 1;
                }
            });
            self.push_stations(&payments[..n], out);
        }
    }

    fn push_stations(&self, payments: &[Payment], out: &mut Vec<Action>) {
        if payments.is_empty() {
            return;
        }
        for city in 0..NUM_CITIES {
            // A station may not go on a depot's city (W3).
            if self.station_owner[city].is_none() && self.depot_owner[city].is_none() {
                for &payment in payments {
                    out.push(Action::BuildStation {
                        city: CityId(city as u8),
                        payment,
                    });
                }
            }
        }
    }

    /// The distinct ways `seat` can pay for `route` now; empty when it cannot
    /// be claimed (then `why_not_claim` says why).
    pub fn claim_payments(&self, seat: Seat, route: RouteId) -> Vec<Payment> {
        let mut out = Vec::new();
        let claimable = self.phase == Phase::Playing
            && self.current == seat
            && self.step == TurnStep::Start
            && (route.0 as usize) < crate::data::NUM_ROUTES
            && self.claimable(seat, route);
        if claimable {
            let r = route.route();
            let hand = &self.players[seat.index()].hand;
            for_each_payment(hand, r.length, r.locomotives, r.color, |p| out.push(p));
        }
        out
    }

    /// How many cards `seat`'s next station costs (the UI shows payments with it).
    pub fn station_price(&self, seat: Seat) -> u8 {
        self.players
            .get(seat.index())
            .map_or(1, |p| p.stations_built + 1)
    }

    /// Why `seat` cannot claim `route` now with any payment, if it cannot.
    pub fn why_not_claim(&self, seat: Seat, route: RouteId) -> Option<RuleError> {
        if !self.claim_payments(seat, route).is_empty() {
            return None;
        }
        if route.0 as usize >= crate::data::NUM_ROUTES {
            return Some(RuleError::NoSuchRoute { route });
        }
        // Probe with an all-locomotive payment: every refusal other than
        // missing cards is about the route or the moment, not the hand.
        let r = route.route();
        let probe = Action::ClaimRoute {
            route,
            payment: Payment {
                color: CardColor::Locomotive,
                locomotives: r.length,
            },
        };
        match self.check(seat, &probe) {
            Err(RuleError::NotEnoughCards { .. }) | Ok(()) => Some(RuleError::CannotAffordRoute {
                route,
                length: r.length,
                color: r.color,
                locomotives: r.locomotives,
            }),
            Err(e) => Some(e),
        }
    }

    #[inline]
    pub(crate) fn can_draw_blind(&self) -> bool {
        !self.deck.is_empty() || !self.discard.is_empty() || self.w6_cards() > 0
    }

    /// The routes `seat` may claim now (open to it, enough trains) and has
    /// the cards of one colour plus locomotives for, in id order: the
    /// routes whose payments `legal_actions` lists. Whole sets at once, not
    /// route by route (the hot path of every turn start).
    pub(crate) fn claim_candidates(&self, seat: Seat) -> u128 {
        let player = &self.players[seat.index()];
        let closed = self.closed_to(seat);
        RouteSet::ALL.0
            & !closed
            & masks::length_at_most(player.trains)
            & masks::payable(&player.hand)
    }

    /// Routes `seat` may never claim as the board stands (`masks::closed_for`).
    #[inline]
    pub(crate) fn closed_to(&self, seat: Seat) -> u128 {
        masks::closed_for(
            seat.index(),
            self.players.iter().map(|p| p.routes.0),
            self.players.len(),
        )
    }

    /// Every seat's routes.
    #[inline]
    pub(crate) fn taken(&self) -> u128 {
        self.players.iter().fold(0, |t, p| t | p.routes.0)
    }

    /// `route_blocked(..).is_none()` without building an error (hot path).
    fn claimable(&self, seat: Seat, route: RouteId) -> bool {
        let r = route.route();
        if self.route_owner[route.0 as usize].is_some()
            || self.players[seat.index()].trains < r.length
        {
            return false;
        }
        match r.double_of {
            Some(twin) => match self.route_owner[twin.0 as usize] {
                None => true,
                Some(owner) => self.players.len() > 3 && owner != seat,
            },
            None => true,
        }
    }

    /// Why `seat` may not claim `route` regardless of cards, if it may not.
    pub(crate) fn route_blocked(&self, seat: Seat, route: RouteId) -> Option<RuleError> {
        let r = route.route();
        if self.route_owner[route.0 as usize].is_some() {
            return Some(RuleError::RouteTaken { route });
        }
        if let Some(twin) = r.double_of {
            let twin_owner = self.route_owner[twin.0 as usize];
            if self.players.len() <= 3 && twin_owner.is_some() {
                return Some(RuleError::DoubleRouteClosed { route });
            }
            if twin_owner == Some(seat) {
                return Some(RuleError::OwnsOtherHalfOfDouble { route });
            }
        }
        let left = self.players[seat.index()].trains;
        if left < r.length {
            return Some(RuleError::NotEnoughTrains {
                needed: r.length,
                left,
            });
        }
        None
    }

    /// The moment the game is at, for `WrongMoment` errors.
    pub(crate) fn moment(&self) -> Moment {
        match (&self.phase, &self.step) {
            (Phase::InitialTickets, _) => Moment::InitialTickets,
            (Phase::PlacingDepots, _) => Moment::PlacingDepots,
            (_, TurnStep::Start) => Moment::TurnStart,
            (_, TurnStep::SecondCard) => Moment::SecondCard,
            (_, TurnStep::ChoosingTickets) => Moment::ChoosingTickets,
            (_, TurnStep::Tunnel(_)) => Moment::Tunnel,
            (_, TurnStep::Collecting { .. }) => Moment::Collecting,
        }
    }
}

fn push_keep_masks(n: u32, min: u32, out: &mut Vec<Action>, make: impl Fn(u8) -> Option<Action>) {
    // Keeping nothing is a choice only where the minimum is 0 (Mega Europe's long tickets).
    let first = u32::from(min > 0);
    for mask in first..(1 << n) {
        if mask.count_ones() >= min {
            out.extend(make(mask as u8));
        }
    }
}

fn push_tunnel_payments(hand: &Hand, extra: u8, color: Option<CardColor>, out: &mut Vec<Action>) {
    match color {
        Some(CardColor::Locomotive) => {
            if hand.count(CardColor::Locomotive) >= extra {
                out.push(Action::PayTunnel {
                    payment: Payment {
                        color: CardColor::Locomotive,
                        locomotives: extra,
                    },
                });
            }
        }
        _ => for_each_payment(hand, extra, 0, color, |payment| {
            out.push(Action::PayTunnel { payment })
        }),
    }
}
