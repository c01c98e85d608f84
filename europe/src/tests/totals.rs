//! The scores of Hard's played-out games (`Game::played_out_scores`): the
//! same totals, express holders, ranks and winners as the full final scores.
use super::{own_id, playing};
use crate::data::{NUM_CITIES, NUM_ROUTES, RouteId, TICKETS, TicketId};
use crate::rng::GameRng;
use crate::scoring::FinalScores;
use crate::state::{Game, RouteSet, Seat};
use crate::trail::{longest_trail, longest_trail_between};

/// A finished-looking game: each seat owns a few random routes (often
/// small networks, so trails tie), some stations and random tickets.
fn random_end(rng: &mut GameRng) -> Game {
    let players = 2 + rng.below(4) as u8;
    let mut g = playing(players, rng.next_u64());
    let per_seat = 1 + rng.below(14);
    for s in 0..players {
        for _ in 0..rng.below(per_seat + 1) {
            let r = RouteId(rng.below(NUM_ROUTES) as u8);
            if g.route_owner[r.0 as usize].is_none() {
                own_id(&mut g, s, r);
            }
        }
        for _ in 0..rng.below(4) {
            let c = rng.below(NUM_CITIES);
            if g.station_owner[c].is_none() {
                g.station_owner[c] = Some(Seat(s));
                g.players[s as usize].stations_built += 1;
            }
        }
        let tickets = &mut g.players[s as usize].tickets;
        for _ in 0..rng.below(6) {
            tickets.push(TicketId(rng.below(TICKETS.len()) as u8));
        }
    }
    g
}

/// What the search's reward and the tie-breaks read of the scores.
fn outcome(s: &FinalScores) -> Vec<(i32, i32, u8, u8, bool, u8)> {
    let seats = s.players.iter();
    seats
        .map(|p| {
            let (total, tickets, done) = (p.total, p.ticket_points, p.completed_tickets);
            (total, tickets, done, p.stations_used, p.express, p.rank)
        })
        .collect()
}

#[test]
fn totals_only_scores_give_the_full_scores_totals_express_and_winners() {
    let mut rng = GameRng::new(71);
    let mut shared = 0;
    for _ in 0..3000 {
        let g = random_end(&mut rng);
        // Twice each, so remembered trails and bounds are read back too.
        for _ in 0..2 {
            let full = g.compute_final_scores();
            let lean = g.played_out_scores();
            assert_eq!(Some(&lean), g.totals_only_scores().as_ref());
            assert_eq!(outcome(&lean), outcome(&full), "{:?}", g.players);
            assert_eq!(lean.winners, full.winners);
            assert_eq!(lean.decided_by, full.decided_by);
            shared += usize::from(full.players.iter().filter(|p| p.express).count() > 1);
        }
        // The game's own scoring stays the full one.
        assert_eq!(g.compute_final_scores(), g.clone().compute_final_scores());
        assert_eq!(g.compute_final_scores().players.len(), g.players.len());
        assert!(
            g.compute_final_scores()
                .players
                .iter()
                .all(|p| { p.tickets.len() == g.players[p.seat.index()].tickets.len() })
        );
    }
    // Ties for the express were met.
    assert!(shared > 100, "{shared}");
}

#[test]
fn a_trail_between_bounds_is_the_longest_trail_as_far_as_asked() {
    let mut rng = GameRng::new(5);
    for n in 0..3000 {
        let mut routes = RouteSet::default();
        for _ in 0..(n % 20) {
            routes.insert(RouteId(rng.below(NUM_ROUTES) as u8));
        }
        let at_least = rng.below(30) as u32;
        let stop = if n % 2 == 0 {
            u32::MAX
        } else {
            rng.below(30) as u32
        };
        let found = longest_trail_between(routes, at_least, stop);
        let len = longest_trail(routes).0;
        if len < at_least.max(1) {
            assert_eq!(found, None, "{routes:?} {at_least} {stop}");
        } else if len < stop {
            assert_eq!(found, Some(len), "{routes:?} {at_least} {stop}");
        } else {
            assert!(found.is_some_and(|f| f >= stop && f <= len), "{routes:?}");
        }
    }
}
