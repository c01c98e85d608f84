//! How likely each unseen ticket is in an opponent's hand, and the draws
//! that follow those odds: the Bayesian half of the sampler, apart from the
//! dealing of the game itself.
use crate::data::{NUM_CITIES, NUM_ROUTES, RouteId, TicketId};
use crate::rng::GameRng;
use crate::state::{RouteSet, Seat};
use crate::view::PlayerView;

/// How much likelier each ticket is in `seat`'s hand, from its routes: a
/// ticket whose cheapest connection its routes already cover in good part
/// weighs up to `e^3` times one they do not touch.
pub fn ticket_weights(view: &PlayerView, seat: Seat, tickets: &[TicketId]) -> Vec<f32> {
    let mut theirs = RouteSet::default();
    let mut others = RouteSet::default();
    for (i, o) in view.route_owner.iter().enumerate() {
        match o {
            Some(s) if *s == seat => theirs.insert(RouteId(i as u8)),
            Some(_) => others.insert(RouteId(i as u8)),
            None => {}
        }
    }
    if theirs.is_empty() {
        return vec![1.0; tickets.len()];
    }
    let mut with = [u32::MAX; NUM_ROUTES];
    let mut without = [u32::MAX; NUM_ROUTES];
    for r in RouteId::all() {
        let len = r.route().length as u32 * 10 + 15;
        let i = r.0 as usize;
        if theirs.contains(r) {
            with[i] = 0;
            without[i] = len;
        } else if !others.contains(r) {
            with[i] = len;
            without[i] = len;
        }
    }
    tickets
        .iter()
        .map(|t| {
            let k = t.ticket();
            let d_without = crate::bots::graph::path_cost(k.from, k.to, &without);
            let d_with = crate::bots::graph::path_cost(k.from, k.to, &with);
            match (d_with, d_without) {
                (Some(w), Some(wo)) if wo > 0 => {
                    let covered = 1.0 - w as f32 / wo as f32;
                    (3.0 * covered.clamp(0.0, 1.0)).exp()
                }
                (Some(_), _) => 1.0,
                // Cut off from it: possible (a station, or a lost ticket) but unlikelier.
                (None, _) => 0.4,
            }
        })
        .collect()
}

/// [`ticket_weights`] sharpened by how many trains `seat` has placed: the
/// more it has built, the more its network says about its tickets, so a
/// covered ticket's weight `e^(3c)` becomes `e^(3c)` early and up to
/// `e^(9c)` once 30 trains are placed (Medium keeps only tickets it can join,
/// and joins them). With `e^(3c)` Hard took most of Medium's tickets for
/// open late in the game, judged its own lead safe and lost (issue 14).
/// Only the choice within a pool is sharpened; whether a set-up long ticket
/// was kept is still judged by the plain weights, since a long ticket is
/// rarely covered as much as a short one.
pub(super) fn sharpened(view: &PlayerView, seat: Seat, weights: &[f32]) -> Vec<f32> {
    let placed: u32 = view
        .route_owner
        .iter()
        .enumerate()
        .filter(|(_, o)| **o == Some(seat))
        .map(|(i, _)| u32::from(RouteId(i as u8).route().length))
        .sum();
    let power = 1.0 + 2.0 * (placed as f32 / 30.0).min(1.0);
    weights
        .iter()
        .map(|&w| if w > 1.0 { w.powf(power) } else { w })
        .collect()
}

/// `weights` (over `tickets`) times `odds` for each of a ticket's cities
/// where `seat`'s network comes to a dead end (a city one of its routes
/// reaches and no other does). A network is built towards its owner's
/// tickets, so its dead ends are mostly ticket cities: where the coverage
/// alone cannot tell a ticket joined end to end from one the network merely
/// passes through, this can (`sampler_calibration` gives the real odds,
/// about 4 to 1 for Medium; docs/bots/beliefs.md).
pub(super) fn at_dead_ends(
    view: &PlayerView,
    seat: Seat,
    tickets: &[TicketId],
    odds: f32,
    weights: &mut [f32],
) {
    let ends = dead_ends(view, seat);
    for (w, t) in weights.iter_mut().zip(tickets) {
        let k = t.ticket();
        for c in [k.from, k.to] {
            if ends.get(c.0 as usize).copied().unwrap_or(false) {
                *w *= odds;
            }
        }
    }
}

/// For each city, whether exactly one of `seat`'s routes reaches it: where
/// its network comes to a dead end.
pub fn dead_ends(view: &PlayerView, seat: Seat) -> [bool; NUM_CITIES] {
    let mut reached = [0u8; NUM_CITIES];
    for (i, o) in view.route_owner.iter().enumerate() {
        if *o == Some(seat) {
            let r = RouteId(i as u8).route();
            for c in [r.a, r.b] {
                if let Some(n) = reached.get_mut(c.0 as usize) {
                    *n = n.saturating_add(1);
                }
            }
        }
    }
    reached.map(|n| n == 1)
}

/// Deals `n` tickets uniformly from `pool` onto `to`.
pub(super) fn deal(
    to: &mut Vec<TicketId>,
    n: u8,
    pool: &mut Vec<TicketId>,
    weights: &mut [Vec<f32>],
    rng: &mut GameRng,
) {
    for _ in 0..n {
        if pool.is_empty() {
            return;
        }
        let i = rng.below(pool.len());
        to.push(pool[i]);
        remove_at(pool, weights, i);
    }
}

/// Takes a ticket from `pool` with seat `s`'s weights, keeping every seat's
/// weight list aligned with the pool.
pub(super) fn take_shared(
    pool: &mut Vec<TicketId>,
    weights: &mut [Vec<f32>],
    s: usize,
    rng: &mut GameRng,
) -> Option<TicketId> {
    let w = weights.get(s)?;
    if pool.is_empty() {
        return None;
    }
    let total: f32 = w.iter().sum();
    let mut i = pool.len() - 1;
    if total > 0.0 && w.len() == pool.len() {
        let mut x = unit(rng) * total;
        for (j, wj) in w.iter().enumerate() {
            if x < *wj {
                i = j;
                break;
            }
            x -= wj;
        }
    } else {
        i = rng.below(pool.len());
    }
    let t = pool[i];
    remove_at(pool, weights, i);
    Some(t)
}

/// Removes entry `i` of `pool` and of every non-empty weight list.
fn remove_at(pool: &mut Vec<TicketId>, weights: &mut [Vec<f32>], i: usize) {
    pool.swap_remove(i);
    for w in weights.iter_mut() {
        if i < w.len() {
            w.swap_remove(i);
        }
    }
}

/// Uniform in [0, 1).
fn unit(rng: &mut GameRng) -> f32 {
    (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32
}

/// How many of `kept` set-up tickets were long, drawn from the odds of a
/// uniform choice among `setup_long` long and the rest regular, tilted by how
/// likely the long and regular tickets are on average (`ml`, `mr`: the plain
/// mean weights of the long and regular pools).
pub(super) fn long_kept(kept: u8, setup_long: u8, (ml, mr): (f32, f32), rng: &mut GameRng) -> u8 {
    if setup_long == 0 || ml <= 0.0 {
        return 0;
    }
    let mr = mr.max(1e-3);
    // Classic deals 1 long and 3 regular; keeping k of 4 at random keeps the long one with odds k/4.
    let dealt = 4.0f32.max(kept as f32);
    let prior = (kept as f32 / dealt).min(1.0);
    let odds = prior * ml / (prior * ml + (1.0 - prior) * mr);
    u8::from(unit(rng) < odds).min(setup_long)
}

#[cfg(test)]
mod tests {
    use super::at_dead_ends;
    use crate::data::RouteId;
    use crate::masks::routes_at;
    use crate::state::Seat;
    use crate::{Game, GameConfig, VariantId};

    /// A route at `city` leading neither to `avoid` nor along `taken`.
    fn route_at(
        city: crate::data::CityId,
        avoid: crate::data::CityId,
        taken: &[RouteId],
    ) -> RouteId {
        routes_at(city)
            .find(|r| {
                let o = r.route();
                o.a != avoid
                    && o.b != avoid
                    && !taken.contains(r)
                    && o.double_of.is_none_or(|d| !taken.contains(&d))
            })
            .unwrap_or(RouteId(0))
    }

    const ODDS: f32 = 4.0;

    #[test]
    fn a_ticket_is_likelier_for_each_of_its_cities_where_a_seats_network_ends() {
        let game = Game::new(GameConfig::new(2, 7)).unwrap_or_else(|e| panic!("{e}"));
        let mut view = game.view(Seat(0));
        let (_, regular) = VariantId::Classic.rules().pool();
        let ticket = regular[0];
        let (from, to) = (ticket.ticket().from, ticket.ticket().to);
        let weigh = |view: &crate::view::PlayerView| {
            let mut w = [1.0];
            at_dead_ends(view, Seat(1), &[ticket], ODDS, &mut w);
            w[0]
        };
        assert_eq!(weigh(&view), 1.0, "no network, no dead end");

        // Seat 1's one route at `from`: its network ends there.
        let first = route_at(from, to, &[]);
        view.route_owner[first.0 as usize] = Some(Seat(1));
        assert_eq!(weigh(&view), ODDS);
        // Another seat's dead ends say nothing of seat 1's tickets.
        let at_to = route_at(to, from, &[first]);
        view.route_owner[at_to.0 as usize] = Some(Seat(0));
        assert_eq!(weigh(&view), ODDS);
        // Both cities dead ends of seat 1's network.
        view.route_owner[at_to.0 as usize] = Some(Seat(1));
        assert_eq!(weigh(&view), ODDS * ODDS);
        // A second route at `from`: the network passes through it.
        let second = route_at(from, to, &[first, at_to]);
        view.route_owner[second.0 as usize] = Some(Seat(1));
        assert_eq!(weigh(&view), ODDS);
    }
}
