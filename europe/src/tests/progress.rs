//! Ticket progress as a player sees it: complete, so many cars short (and
//! whether the trains left cover them), a station needed, or no way left.
use super::*;
use crate::progress::{Progress, TicketProgress};
use crate::state::RouteSet;

/// The seats before `seat` draw two blind cards each, until it is `seat`'s turn.
fn pass_to(g: &mut Game, seat: u8) {
    while g.current != Seat(seat) {
        let s = g.current;
        g.apply(s, &Action::DrawBlind).unwrap();
        g.apply(s, &Action::DrawBlind).unwrap();
    }
}

/// At its turn, `seat` claims the route from `a` to `b` (the half still
/// free, of a double) in locomotives.
fn claim(g: &mut Game, seat: u8, a: &str, b: &str) -> RouteId {
    pass_to(g, seat);
    let first = route(a, b);
    let r = [Some(first), first.route().double_of]
        .into_iter()
        .flatten()
        .find(|r| g.route_owner(*r).is_none())
        .unwrap();
    let len = r.route().length;
    give(g, seat, &[(Locomotive, len)]);
    // A tunnel reveals three cards: none a locomotive, so no extra to pay.
    stack_deck(g, &[Purple, Purple, Purple]);
    let payment = pay(Locomotive, len);
    g.apply(Seat(seat), &Action::ClaimRoute { route: r, payment })
        .unwrap();
    r
}

/// At its turn, `seat` builds a station on `at`, paid in locomotives.
fn build_station(g: &mut Game, seat: u8, at: &str) {
    pass_to(g, seat);
    let price = g.station_price(Seat(seat));
    give(g, seat, &[(Locomotive, price)]);
    let payment = pay(Locomotive, price);
    g.apply(
        Seat(seat),
        &Action::BuildStation {
            city: city(at),
            payment,
        },
    )
    .unwrap();
}

fn set(routes: &[RouteId]) -> RouteSet {
    let mut s = RouteSet::default();
    routes.iter().for_each(|r| s.insert(*r));
    s
}

/// Seat 0's only ticket's progress, the same from the game and its view.
fn only(g: &Game) -> TicketProgress {
    let from_game = g.ticket_progress(Seat(0));
    assert_eq!(from_game, g.view(Seat(0)).ticket_progress());
    assert_eq!(from_game.len(), 1);
    from_game[0]
}

#[test]
fn a_ticket_whose_cities_are_joined_shows_complete_and_lights_its_network() {
    let mut g = playing(2, 31);
    set_tickets(&mut g, 0, &[("paris", "wien")]);
    let pf = claim(&mut g, 0, "paris", "frankfurt");
    let fm = claim(&mut g, 0, "frankfurt", "munchen");
    let mw = claim(&mut g, 0, "munchen", "wien");
    let p = only(&g);
    assert_eq!(p.progress, Progress::Complete);
    assert_eq!(p.joined, set(&[pf, fm, mw]));
    assert_eq!(p.way, RouteSet::default());
}

#[test]
fn a_ticket_three_cars_short_shows_the_cheapest_way_over_its_own_routes() {
    let mut g = playing(2, 31);
    set_tickets(&mut g, 0, &[("paris", "wien")]);
    let pf = claim(&mut g, 0, "paris", "frankfurt");
    let fm = claim(&mut g, 0, "frankfurt", "munchen");
    // A route elsewhere: not joined to the ticket's cities.
    claim(&mut g, 0, "lisboa", "madrid");
    // From the network Paris–Frankfurt–München, Wien's routes are Berlin 3,
    // Budapest 1, München 3, Warszawa 4, Zagrab 2: München–Wien (3) is the
    // only way of 3 cars (Frankfurt–Berlin–Wien 6, München–Venezia–Zagrab–Wien 6).
    let p = only(&g);
    assert_eq!(
        p.progress,
        Progress::Short {
            cars: 3,
            fits: true,
            stations: 0
        }
    );
    assert_eq!(p.way, set(&[pf, fm, route("munchen", "wien")]));
    assert_eq!(p.joined, set(&[pf, fm]));
}

#[test]
fn a_ticket_longer_than_the_trains_left_does_not_fit() {
    let mut g = playing(2, 32);
    set_tickets(&mut g, 0, &[("paris", "wien")]);
    // 42 cars far east, none nearer Paris or Wien than 8 cars of open routes.
    let east = [
        ("angora", "erzurum"),
        ("angora", "smyrna"),
        ("erzurum", "sevastopol"),
        ("erzurum", "sochi"),
        ("kharkov", "moskva"),
        ("kharkov", "rostov"),
        ("moskva", "smolensk"),
        ("rostov", "sevastopol"),
        ("rostov", "sochi"),
        ("sevastopol", "sochi"),
        ("moskva", "petrograd"),
        ("smolensk", "wilno"),
        ("kharkov", "kyiv"),
        ("angora", "constantinople"),
    ];
    for (a, b) in east {
        claim(&mut g, 0, a, b);
    }
    assert_eq!(g.players[0].trains, 3);
    // Paris–Frankfurt 3, Frankfurt–München 2, München–Wien 3 (or through
    // Zurich: Paris–Zurich 3, Zurich–München 2): 8 cars.
    let p = only(&g);
    assert_eq!(
        p.progress,
        Progress::Short {
            cars: 8,
            fits: false,
            stations: 0
        }
    );
    assert_eq!(p.joined, RouteSet::default());
}

#[test]
fn a_ticket_cut_off_by_another_players_routes_needs_a_station() {
    let mut g = playing(2, 33);
    set_tickets(&mut g, 0, &[("frankfurt", "kobenhavn")]);
    // København's only routes are the Essen and Stockholm doubles: with
    // two players, one half of each claimed closes the other.
    let ek = claim(&mut g, 1, "essen", "kobenhavn");
    claim(&mut g, 1, "kobenhavn", "stockholm");
    // A station at Essen or København lends Essen–København: Frankfurt–Essen
    // (2 cars) is all that is left to claim.
    let p = only(&g);
    assert_eq!(
        p.progress,
        Progress::Short {
            cars: 2,
            fits: true,
            stations: 1
        }
    );
    assert_eq!(p.way, set(&[route("essen", "frankfurt"), ek]));
    // Once the station is built, its loan needs no new one.
    build_station(&mut g, 0, "kobenhavn");
    assert_eq!(
        only(&g).progress,
        Progress::Short {
            cars: 2,
            fits: true,
            stations: 0
        }
    );
}

#[test]
fn a_ticket_joined_through_an_own_stations_loan_is_complete() {
    let mut g = playing(2, 33);
    set_tickets(&mut g, 0, &[("frankfurt", "kobenhavn")]);
    let ek = claim(&mut g, 1, "essen", "kobenhavn");
    build_station(&mut g, 0, "kobenhavn");
    let fe = claim(&mut g, 0, "essen", "frankfurt");
    let p = only(&g);
    assert_eq!(p.progress, Progress::Complete);
    assert_eq!(p.joined, set(&[fe, ek]));
}

#[test]
fn a_ticket_is_impossible_when_others_routes_cut_every_way_and_stations_cannot_pass() {
    let mut g = playing(2, 34);
    set_tickets(&mut g, 0, &[("frankfurt", "kobenhavn")]);
    claim(&mut g, 1, "essen", "kobenhavn");
    claim(&mut g, 1, "kobenhavn", "stockholm");
    // Every city a station would need to borrow those routes is taken.
    for at in ["kobenhavn", "essen", "stockholm"] {
        build_station(&mut g, 1, at);
    }
    let p = only(&g);
    assert_eq!(p.progress, Progress::Impossible);
    assert_eq!(p.way, RouteSet::default());
}

#[test]
fn a_ticket_is_impossible_once_the_stations_that_could_pass_are_spent() {
    let mut g = playing(2, 35);
    set_tickets(&mut g, 0, &[("frankfurt", "kobenhavn")]);
    claim(&mut g, 1, "essen", "kobenhavn");
    claim(&mut g, 1, "kobenhavn", "stockholm");
    for at in ["lisboa", "cadiz", "madrid"] {
        build_station(&mut g, 0, at);
    }
    assert_eq!(only(&g).progress, Progress::Impossible);
}

#[test]
fn e5_another_players_half_of_a_double_closes_the_other_only_with_two_or_three_players() {
    let short = |players: u8| {
        let mut g = playing(players, 36);
        set_tickets(&mut g, 0, &[("paris", "wien")]);
        claim(&mut g, 1, "paris", "frankfurt");
        claim(&mut g, 0, "frankfurt", "munchen");
        claim(&mut g, 0, "munchen", "wien");
        only(&g).progress
    };
    let cars = |cars| Progress::Short {
        cars,
        fits: true,
        stations: 0,
    };
    // The other half of Paris–Frankfurt (3) with four or five players;
    // with two or three, Paris–Bruxelles–Frankfurt (2 + 2).
    assert_eq!(short(4), cars(3));
    assert_eq!(short(5), cars(3));
    assert_eq!(short(2), cars(4));
    assert_eq!(short(3), cars(4));
}

#[test]
fn another_seats_hidden_hand_and_tickets_never_change_the_progress() {
    for seed in 0..6 {
        let mut g = playing(3, 40 + seed);
        let mut seats: Vec<_> = (0..3)
            .map(|s| crate::bots::by_name("medium", seed * 3 + s).unwrap())
            .collect();
        for _ in 0..90 {
            if g.is_over() {
                break;
            }
            let s = g.acting_seats()[0];
            let legal = g.legal_actions(s);
            let a = seats[s.index()].choose(&g.view(s), &legal);
            let events = g.apply(s, &a).unwrap();
            europa_common::play::tell_every_seat(&mut seats, &events, &mut Vec::new());
        }
        let seen = g.ticket_progress(Seat(0));
        assert_eq!(seen, g.view(Seat(0)).ticket_progress(), "seed {seed}");
        let mut other = g.clone();
        for p in other.players.iter_mut().skip(1) {
            p.hand = hand(&[(Locomotive, 9), (Red, 7)]);
            p.tickets = (0..5).map(crate::data::TicketId).collect();
        }
        assert_eq!(other.ticket_progress(Seat(0)), seen, "seed {seed}");
    }
}

/// The fewest cars joining `a` and `b` over the seat's own routes (free)
/// and the routes it may still claim, by relaxing every route until
/// nothing changes (no shared code with the engine's search).
fn fewest_cars(g: &Game, seat: Seat, a: CityId, b: CityId) -> Option<u32> {
    let mut dist = [u32::MAX; crate::data::NUM_CITIES];
    dist[a.0 as usize] = 0;
    let usable = |r: RouteId| match g.route_owner(r) {
        Some(o) => (o == seat).then_some(0),
        None => {
            let twin = r.route().double_of.and_then(|t| g.route_owner(t));
            let closed = match twin {
                Some(o) => g.players.len() <= 3 || o == seat,
                None => false,
            };
            (!closed).then_some(u32::from(r.route().length))
        }
    };
    let mut changed = true;
    while changed {
        changed = false;
        for r in RouteId::all() {
            let Some(c) = usable(r) else { continue };
            let (x, y) = (r.route().a.0 as usize, r.route().b.0 as usize);
            for (from, to) in [(x, y), (y, x)] {
                if dist[from] != u32::MAX && dist[from] + c < dist[to] {
                    dist[to] = dist[from] + c;
                    changed = true;
                }
            }
        }
    }
    (dist[b.0 as usize] != u32::MAX).then_some(dist[b.0 as usize])
}

#[test]
fn every_way_shown_joins_its_ticket_over_routes_the_seat_may_use() {
    let mut checked = 0;
    for seed in 0..8u64 {
        let players = 2 + (seed % 4) as u8;
        let mut g = playing(players, 70 + seed);
        let mut seats: Vec<_> = (0..players)
            .map(|s| {
                crate::bots::by_name(["medium", "onestep", "easy"][s as usize % 3], seed).unwrap()
            })
            .collect();
        while !g.is_over() {
            for s in 0..players {
                let seat = Seat(s);
                let p = &g.players[s as usize];
                let (status, _) = g.ticket_status(seat);
                let progress = g.ticket_progress(seat);
                assert_eq!(progress.len(), status.len());
                for (t, r) in progress.iter().zip(&status) {
                    let tk = t.ticket.ticket();
                    assert_eq!(t.progress == Progress::Complete, r.completed);
                    let plain = fewest_cars(&g, seat, tk.from, tk.to);
                    match t.progress {
                        Progress::Complete => {}
                        Progress::Short {
                            cars,
                            fits,
                            stations,
                        } => {
                            let on = |c: CityId| t.way.iter().any(|r| r.route().touches(c));
                            assert!(on(tk.from) && on(tk.to));
                            let open = t.way.iter().filter(|r| g.route_owner(*r).is_none());
                            let sum: u32 = open.map(|r| u32::from(r.route().length)).sum();
                            assert_eq!(cars, sum);
                            assert_eq!(fits, cars <= u32::from(p.trains));
                            assert!(stations <= 3 - p.stations_built);
                            // With no station of its own, a way without a
                            // new one borrows nothing and is the cheapest
                            // over own and open routes; when that fits, it
                            // is the way shown.
                            if p.stations_built == 0 && stations == 0 {
                                assert!(
                                    t.way
                                        .iter()
                                        .all(|r| g.route_owner(r).is_none_or(|o| o == seat))
                                );
                                assert_eq!(Some(cars), plain);
                            }
                            if let Some(n) = plain.filter(|&n| n <= u32::from(p.trains))
                                && p.stations_built == 0
                            {
                                assert_eq!((cars, stations), (n, 0));
                            }
                            checked += 1;
                        }
                        Progress::Impossible => assert_eq!(plain, None),
                    }
                }
            }
            let s = g.acting_seats()[0];
            let legal = g.legal_actions(s);
            let a = seats[s.index()].choose(&g.view(s), &legal);
            let events = g.apply(s, &a).unwrap();
            europa_common::play::tell_every_seat(&mut seats, &events, &mut Vec::new());
        }
    }
    assert!(checked > 1000, "{checked}");
}
