//! Scoring: E10 (station lending), E12 (points, Express), E13 (winner).
use super::*;
use crate::scoring::{PlayerScore, TieBreak, longest_trail, rank};
use crate::state::RouteSet;

fn set(routes: &[RouteId]) -> RouteSet {
    let mut s = RouteSet::default();
    routes.iter().for_each(|r| s.insert(*r));
    s
}

#[test]
fn e12_longest_trail_may_revisit_a_city_and_close_a_loop() {
    // Triangle Paris–Bruxelles–Frankfurt with tails to Dieppe and München.
    let routes = set(&[
        route("dieppe", "paris"),
        route("bruxelles", "paris"),
        route("bruxelles", "frankfurt"),
        route("frankfurt", "paris"),
        route("frankfurt", "munchen"),
    ]);
    let (len, path) = longest_trail(routes);
    // München–Frankfurt–Bruxelles–Paris–Frankfurt: Frankfurt twice, 9 cars
    // (the longest simple path is only 7).
    assert_eq!(len, 9);
    assert_eq!(path.len(), 4);
}

/// Every trail from every city, with no cut: the first longest one found,
/// in the order `longest_trail` searches (cities, then routes, by id).
fn longest_trail_by_full_search(routes: RouteSet) -> (u32, Vec<RouteId>) {
    fn extend(
        city: CityId,
        unused: RouteSet,
        len: u32,
        path: &mut Vec<RouteId>,
        best: &mut (u32, Vec<RouteId>),
    ) {
        if len > best.0 {
            *best = (len, path.clone());
        }
        for r in unused.iter().filter(|r| r.route().touches(city)) {
            let route = r.route();
            let next = if route.a == city { route.b } else { route.a };
            path.push(r);
            extend(
                next,
                RouteSet(unused.0 & !(1 << r.0)),
                len + route.length as u32,
                path,
                best,
            );
            path.pop();
        }
    }
    let mut best = (0, Vec::new());
    for c in 0..crate::data::NUM_CITIES {
        extend(CityId(c as u8), routes, 0, &mut Vec::new(), &mut best);
    }
    best
}

#[test]
fn e12_longest_trail_is_the_first_longest_a_full_search_finds() {
    // The cut search must give the same length and the same trail (the
    // score sheet shows it) as trying every trail.
    let mut rng = crate::rng::GameRng::new(12);
    for n in 0..300 {
        let mut routes = RouteSet::default();
        for _ in 0..(4 + n % 20) {
            routes.insert(RouteId(rng.below(crate::data::NUM_ROUTES) as u8));
        }
        assert_eq!(
            longest_trail(routes),
            longest_trail_by_full_search(routes),
            "{routes:?}"
        );
    }
}

#[test]
fn e12_longest_trail_of_a_grown_network_with_loops_is_the_first_a_full_search_finds() {
    // Networks as players build them: each route touches the network so
    // far, so pieces are large, with loops, branches and (sometimes) every
    // city even. The search starts only at odd cities when a piece has
    // them; the trail must still be the full search's.
    let mut rng = crate::rng::GameRng::new(21);
    for n in 0..200 {
        let mut routes = RouteSet::default();
        routes.insert(RouteId(rng.below(crate::data::NUM_ROUTES) as u8));
        let size = 6 + n % 13;
        while routes.len() < size {
            let r = RouteId(rng.below(crate::data::NUM_ROUTES) as u8);
            let route = r.route();
            if routes
                .iter()
                .any(|o| o.route().touches(route.a) || o.route().touches(route.b))
            {
                routes.insert(r);
            }
        }
        assert_eq!(
            longest_trail(routes),
            longest_trail_by_full_search(routes),
            "{routes:?}"
        );
    }
    // A loop with nothing else: every city even, the trail goes round.
    let ring = set(&[
        route("paris", "bruxelles"),
        route("bruxelles", "frankfurt"),
        route("frankfurt", "paris"),
    ]);
    assert_eq!(longest_trail(ring), longest_trail_by_full_search(ring));
    assert_eq!(longest_trail(ring).1.len(), 3);
}

#[test]
fn e12_longest_trail_uses_each_route_once() {
    let routes = set(&[route("bruxelles", "paris"), route("dieppe", "paris")]);
    assert_eq!(longest_trail(routes).0, 3);
}

#[test]
fn e12_european_express_goes_to_every_player_tied_for_the_longest_trail() {
    let mut g = playing(3, 21);
    for s in 0..3 {
        set_tickets(&mut g, s, &[]);
    }
    own(&mut g, 0, "frankfurt", "paris"); // 3
    own(&mut g, 1, "berlin", "wien"); // 3
    own(&mut g, 2, "dieppe", "paris"); // 1
    let scores = g.compute_final_scores();
    let express: Vec<bool> = scores.players.iter().map(|p| p.express).collect();
    assert_eq!(express, vec![true, true, false]);
    assert_eq!(scores.players[0].express_points, 10);
    assert_eq!(scores.players[0].total, 4 + 12 + 10);
}

#[test]
fn e12_stations_and_borrowed_routes_do_not_count_for_the_express() {
    let mut g = playing(2, 21);
    own(&mut g, 0, "frankfurt", "paris");
    own(&mut g, 1, "frankfurt", "munchen");
    own(&mut g, 1, "munchen", "wien");
    g.station_owner[city("frankfurt").0 as usize] = Some(Seat(0));
    g.players[0].stations_built = 1;
    let scores = g.compute_final_scores();
    assert_eq!(scores.players[0].longest_trail, 3);
    assert_eq!(scores.players[1].longest_trail, 5);
    assert!(!scores.players[0].express && scores.players[1].express);
}

#[test]
fn e12_route_points_follow_the_board_table() {
    use crate::data::route_points;
    let table: Vec<i32> = [1, 2, 3, 4, 6, 8]
        .iter()
        .map(|&l| route_points(l))
        .collect();
    assert_eq!(table, vec![1, 2, 4, 7, 15, 21]);
}

#[test]
fn e12_completed_tickets_add_uncompleted_subtract_unused_stations_score_four() {
    let mut g = playing(2, 22);
    set_tickets(&mut g, 0, &[("paris", "wien"), ("amsterdam", "pamplona")]);
    own(&mut g, 0, "frankfurt", "paris");
    own(&mut g, 0, "frankfurt", "munchen");
    own(&mut g, 0, "munchen", "wien");
    g.players[0].stations_built = 1;
    g.station_owner[city("erzurum").0 as usize] = Some(Seat(0));
    let s = &g.compute_final_scores().players[0];
    assert_eq!(s.ticket_points, 8 - 7);
    assert_eq!((s.unused_stations, s.station_points), (2, 8));
    assert_eq!(s.route_points, 4 + 2 + 4);
}

#[test]
fn e10_a_station_lends_the_opponent_route_that_scores_best_and_the_same_one_for_every_ticket() {
    let mut g = playing(2, 23);
    set_tickets(&mut g, 0, &[("paris", "wien"), ("amsterdam", "pamplona")]);
    own(&mut g, 0, "pamplona", "paris");
    own(&mut g, 0, "frankfurt", "paris");
    own(&mut g, 0, "munchen", "wien");
    own(&mut g, 1, "amsterdam", "frankfurt");
    let fm = own(&mut g, 1, "frankfurt", "munchen");
    g.station_owner[city("frankfurt").0 as usize] = Some(Seat(0));
    g.players[0].stations_built = 1;
    let s = &g.compute_final_scores().players[0];
    // Lending Frankfurt–München completes Paris–Wien (8); Frankfurt–Amsterdam
    // would complete Amsterdam–Pamplona (7). Only one route: the 8.
    assert_eq!(s.stations.len(), 1);
    assert_eq!(s.stations[0].route, Some(fm));
    let done: Vec<bool> = s.tickets.iter().map(|t| t.completed).collect();
    assert_eq!(done, vec![true, false]);
    assert_eq!(s.ticket_points, 1);
}

#[test]
fn e10_two_stations_lend_two_routes() {
    let mut g = playing(2, 23);
    set_tickets(&mut g, 0, &[("paris", "wien"), ("amsterdam", "pamplona")]);
    own(&mut g, 0, "pamplona", "paris");
    own(&mut g, 0, "frankfurt", "paris");
    own(&mut g, 0, "munchen", "wien");
    own(&mut g, 1, "amsterdam", "frankfurt");
    own(&mut g, 1, "frankfurt", "munchen");
    g.station_owner[city("frankfurt").0 as usize] = Some(Seat(0));
    g.station_owner[city("munchen").0 as usize] = Some(Seat(0));
    g.players[0].stations_built = 2;
    let s = &g.compute_final_scores().players[0];
    assert_eq!(s.ticket_points, 15);
    assert!(s.stations.iter().all(|l| l.route.is_some()));
}

#[test]
fn e10_a_station_with_no_opponent_route_at_its_city_lends_nothing() {
    let mut g = playing(2, 24);
    own(&mut g, 0, "frankfurt", "paris");
    g.station_owner[city("frankfurt").0 as usize] = Some(Seat(0));
    g.players[0].stations_built = 1;
    let s = &g.compute_final_scores().players[0];
    assert_eq!(s.stations[0].route, None, "its own route is not a loan");
    assert!(!s.stations[0].others_here, "nobody else has a route there");
}

#[test]
fn e10_a_station_beside_an_opponent_route_that_helps_no_ticket_says_so() {
    let mut g = playing(2, 24);
    set_tickets(&mut g, 0, &[("paris", "wien")]);
    own(&mut g, 0, "frankfurt", "paris");
    own(&mut g, 1, "amsterdam", "frankfurt");
    g.station_owner[city("frankfurt").0 as usize] = Some(Seat(0));
    g.players[0].stations_built = 1;
    let s = &g.compute_final_scores().players[0];
    assert_eq!(s.stations[0].route, None, "Amsterdam helps no ticket");
    assert!(s.stations[0].others_here, "but there was a route to use");
}

fn score(seat: u8, total: i32, completed: u8, stations_used: u8, express: bool) -> PlayerScore {
    PlayerScore {
        seat: Seat(seat),
        route_points: 0,
        tickets: vec![],
        ticket_points: 0,
        stations: vec![],
        unused_stations: 3 - stations_used,
        station_points: 0,
        longest_trail: 0,
        longest_path: vec![],
        express,
        express_points: 0,
        depot_points: 0,
        total,
        completed_tickets: completed,
        stations_used,
        rank: 0,
    }
}

#[test]
fn e13_most_points_wins() {
    let r = rank(vec![score(0, 90, 1, 0, false), score(1, 100, 0, 3, false)]);
    assert_eq!((r.winners, r.decided_by), (vec![Seat(1)], TieBreak::Points));
}

#[test]
fn e13_tied_points_go_to_most_completed_tickets() {
    let r = rank(vec![
        score(0, 100, 3, 0, true),
        score(1, 100, 4, 3, false),
        score(2, 50, 9, 0, false),
    ]);
    assert_eq!(
        (r.winners, r.decided_by),
        (vec![Seat(1)], TieBreak::CompletedTickets)
    );
    let ranks: Vec<u8> = r.players.iter().map(|p| p.rank).collect();
    assert_eq!(ranks, vec![2, 1, 3]);
}

#[test]
fn e13_then_fewest_stations_used() {
    let r = rank(vec![score(0, 100, 3, 2, true), score(1, 100, 3, 1, false)]);
    assert_eq!(
        (r.winners, r.decided_by),
        (vec![Seat(1)], TieBreak::FewestStations)
    );
}

#[test]
fn e13_then_the_european_express_holder() {
    let r = rank(vec![score(0, 100, 3, 1, false), score(1, 100, 3, 1, true)]);
    assert_eq!(
        (r.winners, r.decided_by),
        (vec![Seat(1)], TieBreak::EuropeanExpress)
    );
}

#[test]
fn e13_still_tied_is_a_shared_win() {
    let r = rank(vec![
        score(0, 100, 3, 1, true),
        score(1, 100, 3, 1, true),
        score(2, 99, 3, 1, true),
    ]);
    assert_eq!(
        (r.winners, r.decided_by),
        (vec![Seat(0), Seat(1)], TieBreak::SharedWin)
    );
}

#[test]
fn a_completed_ticket_shows_the_path_that_completes_it_including_a_lent_route() {
    let mut g = playing(2, 25);
    set_tickets(&mut g, 0, &[("paris", "wien"), ("amsterdam", "pamplona")]);
    let pf = own(&mut g, 0, "frankfurt", "paris");
    let mw = own(&mut g, 0, "munchen", "wien");
    own(&mut g, 0, "dieppe", "paris");
    let fm = own(&mut g, 1, "frankfurt", "munchen");
    g.station_owner[city("frankfurt").0 as usize] = Some(Seat(0));
    g.players[0].stations_built = 1;
    let tickets = g.players[0].tickets.clone();
    assert_eq!(g.ticket_path(Seat(0), tickets[0]), Some(vec![pf, fm, mw]));
    assert_eq!(g.ticket_path(Seat(0), tickets[1]), None);
}

#[test]
fn e12_longest_trail_numbered_in_a_u128_is_the_same_as_in_a_u64() {
    // Networks of more than 64 routes are searched with the board's `u128`
    // numbering: on smaller ones it must agree with the `u64` search.
    use crate::trail::search_in;
    let mut rng = crate::rng::GameRng::new(33);
    for n in 0..300 {
        let mut routes = RouteSet::default();
        for _ in 0..(4 + n % 24) {
            routes.insert(RouteId(rng.below(crate::data::NUM_ROUTES) as u8));
        }
        assert_eq!(
            search_in::<u64, 64>(routes, 0, u32::MAX),
            search_in::<u128, { crate::data::NUM_ROUTES }>(routes, 0, u32::MAX),
            "{routes:?}"
        );
    }
}
