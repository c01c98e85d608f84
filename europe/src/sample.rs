//! One legal action chosen by its index in `legal_actions`, without building
//! the list at a turn's start (the hot path of random playouts): the list's
//! length and its `i`-th action come from counts of payments, the claims'
//! from the open routes' tables each claim keeps (`claim_counts.rs`) or per
//! route shape. Other moments have short lists and build them.
mod payments;

use crate::actions::Action;
use crate::cards::{CardColor, Hand};
use crate::claim_counts::ClaimCounts;
use crate::config::STATIONS_PER_PLAYER;
use crate::data::{CityId, NUM_CITIES, ROUTES};
use crate::events::NoEvents;
use crate::masks::{self, GRAY, MAX_LENGTH};
use crate::shapes::{
    COLOUR_PAYMENTS, GRAY_ALL_LOCOS, GRAY_PAYMENTS, SAME_SHAPE, SHAPE, SHAPE_KIND, SHAPE_SIZE,
    STATION_PAYMENTS, cell,
};
use crate::state::{Game, Phase, RouteSet, Seat, TurnStep};
use payments::{PaymentCounts, few_ones, nth_payment};

impl Game {
    /// The action at index `pick(n)` of `legal_actions(seat)`, where `n` is
    /// that list's length; `None` (and `pick` not called) when it is empty,
    /// and `None` when `pick` answers `n` or more.
    /// The same action as `legal_actions(seat)[pick(n)]`, so a uniformly
    /// random `pick` is a uniformly random legal action. `scratch` holds the
    /// list at moments where it is short enough to build.
    pub fn legal_action_at(
        &self,
        seat: Seat,
        scratch: &mut Vec<Action>,
        pick: impl FnOnce(usize) -> usize,
    ) -> Option<Action> {
        let playing = self.phase == Phase::Playing && seat == self.current;
        match &self.step {
            TurnStep::Start if playing && !self.config.depots => {}
            TurnStep::SecondCard if playing => return self.second_card_at(pick),
            TurnStep::ChoosingTickets if playing => {
                // Every non-empty subset of the offer, in mask order.
                let offered = self.players.get(seat.index())?.offer.len();
                let n = (1usize << offered) - 1;
                if n == 0 {
                    return None;
                }
                let i = pick(n);
                return (i < n).then_some(Action::KeepTickets {
                    keep: (i + 1) as u8,
                });
            }
            _ => {
                self.legal_actions_into(seat, scratch);
                if scratch.is_empty() {
                    return None;
                }
                return scratch.get(pick(scratch.len())).copied();
            }
        }
        let list = TurnStart::new(self, seat);
        let n = list.len();
        list.nth(self, pick(n))
    }
}

impl Game {
    /// [`Game::legal_action_at`] and [`Game::apply_quiet`] in one: the
    /// action at index `pick(n)` of `legal_actions(seat)`, applied and
    /// returned; `None` when none is. An action the engine lists is legal
    /// by its own rules (the tests check that `check` accepts every listed
    /// action), so it is performed without `check`: a random playout's
    /// move costs ~50 instructions less.
    pub fn play_at(
        &mut self,
        seat: Seat,
        scratch: &mut Vec<Action>,
        pick: impl FnOnce(usize) -> usize,
    ) -> Option<Action> {
        let action = self.legal_action_at(seat, scratch, pick)?;
        self.perform(seat, &action, &mut NoEvents);
        Some(action)
    }

    /// `legal_action_at` for the second card of a draw: the blind draw, then
    /// each face-up card but a locomotive.
    fn second_card_at(&self, pick: impl FnOnce(usize) -> usize) -> Option<Action> {
        let blind = usize::from(self.can_draw_blind());
        let face_up = |c: &Option<CardColor>| matches!(c, Some(c) if *c != CardColor::Locomotive);
        let n = blind + self.face_up.iter().filter(|c| face_up(c)).count();
        if n == 0 {
            return None;
        }
        let i = pick(n);
        if i < blind {
            return Some(Action::DrawBlind);
        }
        let (slot, _) = self
            .face_up
            .iter()
            .enumerate()
            .filter(|(_, c)| face_up(c))
            .nth(i - blind)?;
        Some(Action::DrawFaceUp { slot: slot as u8 })
    }
}

/// The turn-start list of `push_turn_start` (without W&D) as counts, in its
/// order: blind draw, face-up draws, claims by route id, tickets, stations.
struct TurnStart {
    hand: Hand,
    draws: usize,
    /// Routes closed to the seat and its trains: `nth` works out the
    /// candidate claims from them for a pick among the claims.
    closed: u128,
    trains: u8,
    claims: usize,
    tickets: usize,
    /// Cities open to a station, and payments for the next station.
    free_cities: usize,
    station_payments: usize,
    station_cost: u8,
}

impl TurnStart {
    // Inline into the pick's caller: 1.2 k a random game less (the pick
    // itself inline costs 6 k more).
    #[inline(always)]
    fn new(g: &Game, seat: Seat) -> TurnStart {
        let player = &g.players[seat.index()];
        let hand = player.hand;
        let draws =
            usize::from(g.can_draw_blind()) + g.face_up.iter().filter(|c| c.is_some()).count();
        // The kept counts hold every open route whatever its length, so they
        // serve while the seat has trains for the longest route.
        let kept = g.players.len() <= 3
            && usize::from(player.trains) >= MAX_LENGTH
            && g.claim_counts.taken == g.taken();
        let station_cost = if player.stations_built < STATIONS_PER_PLAYER {
            player.stations_built + 1
        } else {
            0
        };
        let closed;
        let (claims, station_payments) = if kept {
            closed = g.claim_counts.closed;
            kept_claims(&g.claim_counts, &hand, station_cost)
        } else {
            closed = g.closed_to(seat);
            let counts = PaymentCounts::new(&hand);
            let mut claims = 0;
            // Routes of one shape have the same payments: count each shape once.
            let mut rest = candidates(closed, player.trains, &hand);
            while rest != 0 {
                let i = rest.trailing_zeros() as usize;
                let same = rest & SAME_SHAPE[i];
                rest &= !same;
                let r = &ROUTES[i];
                let k = counts.of(&hand, r.length, r.locomotives, r.color);
                let routes_of_shape = if same == SAME_SHAPE[i] {
                    SHAPE_SIZE[SHAPE[i] as usize] as usize
                } else {
                    few_ones(same)
                };
                claims += k * routes_of_shape;
            }
            let stations = match station_cost {
                0 => 0,
                cost => counts.of(&hand, cost, 0, None),
            };
            (claims, stations)
        };
        let tickets = usize::from(!g.ticket_deck.is_empty());
        let mut free_cities = 0;
        if station_payments > 0 {
            // Each station stands on its own city, and without W&D no
            // depot closes one (the invariants check the first).
            let built: usize = g.players.iter().map(|p| p.stations_built as usize).sum();
            free_cities = NUM_CITIES.saturating_sub(built);
        }
        TurnStart {
            hand,
            draws,
            closed,
            trains: player.trains,
            claims,
            tickets,
            free_cities,
            station_payments,
            station_cost,
        }
    }

    /// The payments of a route of shape `s` (`PaymentCounts::of`), from
    /// the shapes' tables.
    fn payments_of_shape(&self, s: usize) -> usize {
        let locos = self.hand.count(CardColor::Locomotive);
        let kind = SHAPE_KIND[s] as usize;
        match self.hand.0.get(kind) {
            Some(&held) if kind != GRAY => COLOUR_PAYMENTS[s][cell(held, locos)] as usize,
            _ => {
                let all = GRAY_ALL_LOCOS[s][usize::from(locos).min(MAX_LENGTH)];
                let colours = self.hand.0.iter().take(8);
                let one = colours.map(|&h| GRAY_PAYMENTS[s][cell(h, locos)] as usize);
                all as usize + one.sum::<usize>()
            }
        }
    }

    /// The length of the list before `Pass`.
    #[inline(always)]
    fn actions(&self) -> usize {
        self.draws + self.claims + self.tickets + self.free_cities * self.station_payments
    }

    /// The list's length; an empty turn start lists `Pass` alone.
    #[inline(always)]
    fn len(&self) -> usize {
        self.actions().max(1)
    }

    fn nth(&self, g: &Game, mut i: usize) -> Option<Action> {
        if self.actions() == 0 {
            return (i == 0).then_some(Action::Pass);
        }
        if i < self.draws {
            if g.can_draw_blind() {
                if i == 0 {
                    return Some(Action::DrawBlind);
                }
                i -= 1;
            }
            let slot = g
                .face_up
                .iter()
                .enumerate()
                .filter(|(_, c)| c.is_some())
                .nth(i)?
                .0;
            return Some(Action::DrawFaceUp { slot: slot as u8 });
        }
        i -= self.draws;
        if i < self.claims {
            let routes = candidates(self.closed, self.trains, &self.hand);
            // Each shape's payments worked out once (routes of a shape are
            // often next to each other).
            let mut last = (usize::MAX, 0);
            for route in RouteSet(routes).iter() {
                let s = SHAPE[route.0 as usize] as usize;
                if last.0 != s {
                    last = (s, self.payments_of_shape(s));
                }
                let k = last.1;
                if i < k {
                    let r = route.route();
                    let payment = nth_payment(&self.hand, r.length, r.locomotives, r.color, i)?;
                    return Some(Action::ClaimRoute { route, payment });
                }
                i -= k;
            }
            return None;
        }
        i -= self.claims;
        if i < self.tickets {
            return Some(Action::DrawTickets);
        }
        i -= self.tickets;
        if self.station_payments == 0 {
            return None;
        }
        let (nth_city, p) = (i / self.station_payments, i % self.station_payments);
        let city = (0..NUM_CITIES)
            .filter(|&c| g.station_owner[c].is_none() && g.depot_owner[c].is_none())
            .nth(nth_city)?;
        let payment = nth_payment(&self.hand, self.station_cost, 0, None, p)?;
        Some(Action::BuildStation {
            city: CityId(city as u8),
            payment,
        })
    }
}

/// Routes not `closed`, within `trains`, that `hand` may pay for: the
/// turn start's candidate claims (`Game::claim_candidates`).
fn candidates(closed: u128, trains: u8, hand: &Hand) -> u128 {
    RouteSet::ALL.0 & !closed & masks::length_at_most(trains) & masks::payable(hand)
}

/// The payments of every open route for `hand`, from the kept counts, and
/// those of a station costing `station_cost` (0: none): each colour's
/// tables read at the hand's cards of it.
fn kept_claims(kept: &ClaimCounts, hand: &Hand, station_cost: u8) -> (usize, usize) {
    let locos = hand.count(CardColor::Locomotive);
    let station = &STATION_PAYMENTS[usize::from(station_cost).min(3)];
    let (mut claims, mut stations) = (0usize, 0usize);
    for (table, &held) in kept.colour.iter().zip(hand.0.iter()) {
        let x = cell(held, locos);
        claims += usize::from(table[x]) + usize::from(kept.gray[x]);
        stations += usize::from(station[x]);
    }
    let l = usize::from(locos).min(MAX_LENGTH);
    claims += usize::from(kept.gray_all_locos[l]);
    stations += usize::from(station_cost > 0 && locos >= station_cost);
    (claims, stations)
}

#[cfg(test)]
mod tests {
    use crate::rng::GameRng;
    use crate::{Game, GameConfig, Seat, VariantId};

    /// Random playouts pick from `legal_actions` by index; the shortcut must
    /// give that very action at every index, at every moment.
    #[test]
    fn the_action_at_an_index_is_the_listed_action_at_that_index() {
        let mut rng = GameRng::new(0x5A3);
        let (mut legal, mut scratch) = (Vec::new(), Vec::new());
        for seed in 0..120u64 {
            let config = GameConfig {
                variant: VariantId::ALL[seed as usize % VariantId::ALL.len()],
                depots: seed % 5 == 0,
                ..GameConfig::new(2 + (seed % 4) as u8, seed)
            };
            let mut g = Game::new(config).unwrap();
            while !g.is_over() {
                let seat = g.acting_seats()[0];
                assert_eq!(g.first_acting_seat(), Some(seat));
                g.legal_actions_into(seat, &mut legal);
                for (i, a) in legal.iter().enumerate() {
                    let got = g.legal_action_at(seat, &mut scratch, |n| {
                        assert_eq!(n, legal.len(), "seed {seed}: list length");
                        i
                    });
                    assert_eq!(got, Some(*a), "seed {seed}: action {i} of {legal:?}");
                }
                // Past the end there is no action.
                assert_eq!(g.legal_action_at(seat, &mut scratch, |n| n), None);
                let a = legal[rng.below(legal.len())];
                g.apply(seat, &a).unwrap();
            }
            assert_eq!(g.first_acting_seat(), None);
        }
    }

    /// `play_at` leaves the game as `legal_action_at` then `apply_quiet`
    /// do, at every move of seeded games of every size and variant.
    #[test]
    fn playing_at_an_index_is_applying_the_action_there() {
        let mut rng = GameRng::new(0x91A7);
        let mut scratch = Vec::new();
        for seed in 0..80u64 {
            let config = GameConfig {
                variant: VariantId::ALL[seed as usize % VariantId::ALL.len()],
                depots: seed % 5 == 0,
                ..GameConfig::new(2 + (seed % 4) as u8, seed)
            };
            let mut g = Game::new(config).unwrap();
            while let Some(seat) = g.first_acting_seat() {
                let r = rng.next_u64() as usize;
                let mut applied = g.clone();
                let a = g.legal_action_at(seat, &mut scratch, |n| r % n).unwrap();
                applied.apply_quiet(seat, &a).unwrap();
                assert_eq!(g.play_at(seat, &mut scratch, |n| r % n), Some(a));
                assert_eq!(g, applied, "seed {seed}: {a:?}");
                assert_eq!(g.claim_counts.taken, applied.claim_counts.taken);
            }
            assert_eq!(g.play_at(Seat(0), &mut scratch, |_| 0), None);
        }
    }
}
