//! One legal action chosen by its index in `legal_actions`, without building
//! the list at a turn's start (the hot path of random playouts): the list's
//! length and its `i`-th action come from counts per route and per station
//! payment. Other moments have short lists and build them.
use crate::actions::Action;
use crate::cards::{CardColor, Hand, Payment};
use crate::config::STATIONS_PER_PLAYER;
use crate::data::{CityId, NUM_CITIES, NUM_ROUTES, ROUTES};
use crate::state::{Game, Phase, RouteSet, Seat, TurnStep};

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
    /// Candidate routes, and the number of payments of each route shape
    /// (by [`SHAPE`]) that has a candidate.
    routes: u128,
    shape_payments: [u8; SHAPES],
    claims: usize,
    tickets: usize,
    /// Cities open to a station, and payments for the next station.
    free_cities: usize,
    station_payments: usize,
    station_cost: u8,
}

impl TurnStart {
    fn new(g: &Game, seat: Seat) -> TurnStart {
        let player = &g.players[seat.index()];
        let hand = player.hand;
        let draws =
            usize::from(g.can_draw_blind()) + g.face_up.iter().filter(|c| c.is_some()).count();
        let routes = g.claim_candidates(seat);
        let mut shape_payments = [0u8; SHAPES];
        let mut claims = 0;
        let counts = PaymentCounts::new(&hand);
        // Routes of one shape have the same payments: count each shape once.
        let mut rest = routes;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            let same = rest & SAME_SHAPE[i];
            rest &= !same;
            let r = &ROUTES[i];
            let k = counts.of(&hand, r.length, r.locomotives, r.color);
            shape_payments[SHAPE[i] as usize] = k as u8;
            let routes_of_shape = if same == SAME_SHAPE[i] {
                SHAPE_SIZE[SHAPE[i] as usize] as usize
            } else {
                few_ones(same)
            };
            claims += k * routes_of_shape;
        }
        let tickets = usize::from(!g.ticket_deck.is_empty());
        let (mut free_cities, mut station_payments, mut station_cost) = (0, 0, 0);
        if player.stations_built < STATIONS_PER_PLAYER {
            station_cost = player.stations_built + 1;
            station_payments = counts.of(&hand, station_cost, 0, None);
            if station_payments > 0 {
                // Each station stands on its own city, and without W&D no
                // depot closes one (the invariants check the first).
                let built: usize = g.players.iter().map(|p| p.stations_built as usize).sum();
                free_cities = NUM_CITIES.saturating_sub(built);
            }
        }
        TurnStart {
            hand,
            draws,
            routes,
            shape_payments,
            claims,
            tickets,
            free_cities,
            station_payments,
            station_cost,
        }
    }

    /// The length of the list before `Pass`.
    fn actions(&self) -> usize {
        self.draws + self.claims + self.tickets + self.free_cities * self.station_payments
    }

    /// The list's length; an empty turn start lists `Pass` alone.
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
            for route in RouteSet(self.routes).iter() {
                let k = self.shape_payments[SHAPE[route.0 as usize] as usize] as usize;
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

/// How many payments `for_each_payment` gives for a hand, in closed form.
/// In colour c with `h` cards, `k` locomotives are possible for
/// `max(min_locos, total - h) <= k <= hi`, `hi = min(locos, total - 1)`:
/// that is `clamp(h - d, 0, w)` payments with `d = total - 1 - hi` and
/// `w = hi - min_locos + 1`. Summed over the colours (a gray route) it is
/// the number of (colour, x) with `d < x <= d + w` and `h >= x`: a
/// difference of prefix sums of how many colours hold at least x cards.
struct PaymentCounts {
    locos: u8,
    /// `at_least[x]`: sum over y in 1..=x of the colours holding >= y cards.
    at_least: [u8; MAX_COST + 1],
}

/// The most cards a route or station costs.
const MAX_COST: usize = 8;

impl PaymentCounts {
    fn new(hand: &Hand) -> PaymentCounts {
        let mut holding = [0u8; MAX_COST + 2];
        for c in CardColor::COLORS {
            holding[(hand.count(c) as usize).min(MAX_COST + 1)] += 1;
        }
        // holding[x] becomes the colours with >= x cards, then its prefix sum.
        for x in (1..=MAX_COST).rev() {
            holding[x] += holding[x + 1];
        }
        let mut at_least = [0u8; MAX_COST + 1];
        for x in 1..=MAX_COST {
            at_least[x] = at_least[x - 1] + holding[x];
        }
        PaymentCounts {
            locos: hand.count(CardColor::Locomotive),
            at_least,
        }
    }

    /// The number of payments `for_each_payment(hand, total, min_locos, color)` gives.
    #[inline(always)]
    fn of(&self, hand: &Hand, total: u8, min_locos: u8, color: Option<CardColor>) -> usize {
        let all_locos = usize::from(self.locos >= total && total >= min_locos);
        let hi = self.locos.min(total.saturating_sub(1));
        if hi < min_locos {
            // Fewer locomotives than a ferry needs: all-locomotive or nothing.
            return all_locos;
        }
        if total as usize > MAX_COST {
            return all_locos + self.slow(hand, total, min_locos, color);
        }
        let (d, w) = (total - 1 - hi, hi - min_locos + 1);
        let colored = match color {
            Some(c) => hand.count(c).saturating_sub(d).min(w),
            None => self.at_least[(d + w) as usize] - self.at_least[d as usize],
        };
        all_locos + colored as usize
    }

    /// The same count colour by colour (cases outside the table).
    fn slow(&self, hand: &Hand, total: u8, min_locos: u8, color: Option<CardColor>) -> usize {
        let one = |c: CardColor| {
            let lo = min_locos.max(total.saturating_sub(hand.count(c)));
            let hi = self.locos.min(total.saturating_sub(1));
            if hi >= lo { (hi - lo + 1) as usize } else { 0 }
        };
        match color {
            Some(c) => one(c),
            None => CardColor::COLORS.iter().map(|&c| one(c)).sum(),
        }
    }
}

/// The number of routes in `set`, which has few (a shape's routes).
fn few_ones(mut set: u128) -> usize {
    let mut n = 0;
    while set != 0 {
        set &= set - 1;
        n += 1;
    }
    n
}

/// The `i`-th payment `for_each_payment` would give: colour by colour,
/// fewest locomotives first, then all locomotives.
fn nth_payment(
    hand: &Hand,
    total: u8,
    min_locos: u8,
    color: Option<CardColor>,
    mut i: usize,
) -> Option<Payment> {
    let locos = hand.count(CardColor::Locomotive);
    let hi = locos.min(total.saturating_sub(1));
    let one;
    let colors: &[CardColor] = match color {
        Some(c) => {
            one = [c];
            &one
        }
        None => &CardColor::COLORS,
    };
    for &c in colors {
        let lo = min_locos.max(total.saturating_sub(hand.count(c)));
        if hi >= lo {
            let n = (hi - lo + 1) as usize;
            if i < n {
                return Some(Payment {
                    color: c,
                    locomotives: lo + i as u8,
                });
            }
            i -= n;
        }
    }
    (i == 0 && locos >= total && total >= min_locos).then_some(Payment {
        color: CardColor::Locomotive,
        locomotives: total,
    })
}

/// Routes of one shape (colour, length, ferry locomotives) have the same
/// payments. The board has 39 shapes.
const SHAPES: usize = 40;

/// Each route's shape, numbered in order of first appearance.
const SHAPE: [u8; NUM_ROUTES] = {
    let mut shape = [0u8; NUM_ROUTES];
    let mut shapes = 0u8;
    let mut i = 0;
    while i < NUM_ROUTES {
        let mut j = 0;
        shape[i] = shapes;
        while j < i {
            if same_shape(i, j) {
                shape[i] = shape[j];
                break;
            }
            j += 1;
        }
        if shape[i] == shapes {
            shapes += 1;
        }
        i += 1;
    }
    assert!((shapes as usize) <= SHAPES);
    shape
};

/// Each route's shape as a route set.
const SAME_SHAPE: [u128; NUM_ROUTES] = {
    let mut m = [0u128; NUM_ROUTES];
    let mut i = 0;
    while i < NUM_ROUTES {
        let mut j = 0;
        while j < NUM_ROUTES {
            if SHAPE[i] == SHAPE[j] {
                m[i] |= 1 << j;
            }
            j += 1;
        }
        i += 1;
    }
    m
};

/// How many routes each shape has.
const SHAPE_SIZE: [u8; SHAPES] = {
    let mut n = [0u8; SHAPES];
    let mut i = 0;
    while i < NUM_ROUTES {
        n[SHAPE[i] as usize] += 1;
        i += 1;
    }
    n
};

const fn same_shape(i: usize, j: usize) -> bool {
    let (a, b) = (&ROUTES[i], &ROUTES[j]);
    let color = match (a.color, b.color) {
        (None, None) => true,
        (Some(x), Some(y)) => x as u8 == y as u8,
        _ => false,
    };
    color && a.length == b.length && a.locomotives == b.locomotives
}

#[cfg(test)]
mod tests {
    use crate::rng::GameRng;
    use crate::{Game, GameConfig, VariantId};

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
}
