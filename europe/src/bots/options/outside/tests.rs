//! Tests of the routes outside the plan's shortcuts against the plain
//! computations.
use super::*;
use crate::data::{NUM_ROUTES, TicketId};

/// Every claim [`claim_outside`] gives is of a route [`Outside::may_pass`]
/// keeps, on hands with and without locomotives, with and without
/// cards to spare beyond the plan's needs, on the last turn or not;
/// and it leaves some routes out.
#[test]
fn may_pass_keeps_every_route_claimed() {
    let game = crate::state::Game::new(crate::GameConfig::new(2, 1)).expect("game");
    let mut t = Table::from_game(&game, crate::Seat(0));
    let mut rng = crate::rng::GameRng::new(7);
    let (mut claimed, mut left_out) = (0, 0);
    for step in 0..10_000usize {
        for k in 0..9 {
            t.hand.0[k] = rng.below([3, 6, 13][step % 3]) as u8;
        }
        t.trains[t.me.index()] = rng.below(46) as u8;
        t.final_round = rng.below(4) == 0;
        let mut need = [0u8; 9];
        for n in need.iter_mut() {
            *n = rng.below(4) as u8;
        }
        for any_cards in [false, true] {
            let found = Outside {
                near_end: false,
                any_cards,
                need: &need,
            };
            let passing = found.may_pass(&t, RouteSet::ALL.0);
            for r in RouteId::all() {
                let kept = passing >> r.0 & 1 == 1;
                if claim_outside(&t, r, any_cards, &need).is_some() {
                    assert!(kept, "{step} {r:?} {any_cards}");
                    claimed += 1;
                } else if !kept {
                    left_out += 1;
                }
            }
        }
    }
    assert!(claimed > 1000 && left_out > 1000, "{claimed} {left_out}");
}

/// A route that completes a ticket is one of those `ends_within` both
/// its ends, over own networks of every size (no station).
#[test]
fn completing_routes_touch_both_ends_parts() {
    let game = crate::state::Game::new(crate::GameConfig::new(2, 1)).expect("game");
    let mut t = Table::from_game(&game, crate::Seat(0));
    let mut rng = crate::rng::GameRng::new(3);
    let mut completed = 0;
    for step in 0..2_000usize {
        let mut routes = RouteSet::default();
        for _ in 0..step % 40 {
            routes.insert(RouteId(rng.below(NUM_ROUTES) as u8));
        }
        t.owned[t.me.index()] = routes;
        let comp = network(&t);
        for _ in 0..4 {
            let tk = TicketId(rng.below(crate::data::TICKETS.len()) as u8);
            let (from, to) = (tk.ticket().from, tk.ticket().to);
            let may = ends_within(&t, from) & ends_within(&t, to);
            for r in RouteId::all() {
                if completes_ticket(&comp, &[tk], r) > 0 {
                    assert!(may >> r.0 & 1 == 1, "{step} {r:?} {tk:?}");
                    completed += 1;
                }
            }
        }
    }
    assert!(completed > 100, "{completed}");
}

/// The pairs (and the parts they name) give every route's completed
/// points as looking every ticket up does, over networks of every size;
/// a route said to complete none completes none.
#[test]
fn apart_completes_what_the_tickets_say() {
    let mut rng = crate::rng::GameRng::new(5);
    for step in 0..400usize {
        let mut routes = RouteSet::default();
        for _ in 0..step % 40 {
            routes.insert(RouteId(rng.below(NUM_ROUTES) as u8));
        }
        let comp = Components::of(routes);
        let tickets: Vec<TicketId> = (0..1 + step % 9)
            .map(|_| TicketId(rng.below(crate::data::TICKETS.len()) as u8))
            .collect();
        let mut apart = Apart::default();
        for tk in tickets.iter().map(|tk| tk.ticket()) {
            if !comp.connected(tk.from, tk.to) {
                apart.push(comp.part(tk.from), comp.part(tk.to), tk.points as i32);
            }
        }
        for r in RouteId::all() {
            let plain = completes_ticket(&comp, &tickets, r);
            assert_eq!(
                apart.completed_by(&comp, r).unwrap_or(plain),
                plain,
                "{step} {r:?}"
            );
        }
    }
}
