//! Claim by colour: the routes lit when a player picks a colour are exactly
//! those its legal claims pay in that colour.
use super::*;
use crate::state::RouteSet;

/// The routes of the legal claims whose payment is in `colour`.
fn by_legal(legal: &[Action], colour: CardColor) -> RouteSet {
    let mut routes = RouteSet::default();
    for a in legal {
        if let Action::ClaimRoute { route, payment } = a
            && payment.color == colour
        {
            routes.insert(*route);
        }
    }
    routes
}

#[test]
fn two_reds_and_a_locomotive_light_the_routes_they_pay_for() {
    let mut g = playing(2, 2);
    give(&mut g, 0, &[(Red, 2), (Locomotive, 1)]);
    let red = g.claimable_with(Seat(0), Red);
    // Red routes and gray ones of up to 3 cars, a ferry with one locomotive.
    assert!(red.contains(route("berlin", "frankfurt").route().double_of.unwrap()));
    assert!(red.contains(route("paris", "bruxelles")));
    assert!(red.contains(route("kyiv", "wilno")));
    assert!(red.contains(route("dieppe", "london")));
    // Too long, another colour, or a ferry of two locomotives.
    assert!(!red.contains(route("marseille", "pamplona")));
    assert!(!red.contains(route("amsterdam", "frankfurt")));
    assert!(!red.contains(route("amsterdam", "london")));
    // One locomotive alone pays the routes of one car.
    let one_car = RouteId::all().filter(|r| r.route().length == 1);
    let mut ones = RouteSet::default();
    one_car.for_each(|r| ones.insert(r));
    assert_eq!(g.claimable_with(Seat(0), Locomotive), ones);
    assert_eq!(g.claimable_with(Seat(0), Blue), RouteSet::default());
    // Not seat 1's turn: nothing to claim.
    give(&mut g, 1, &[(Red, 2), (Locomotive, 1)]);
    assert_eq!(g.claimable_with(Seat(1), Red), RouteSet::default());
    assert_eq!(red, by_legal(&g.legal_actions(Seat(0)), Red));
}

#[test]
fn the_routes_lit_for_a_colour_are_those_the_legal_claims_pay_in_it() {
    let names = ["medium", "random", "onestep", "hungry", "easy"];
    let mut lit = 0;
    for game in 0..10u64 {
        let players = 2 + (game % 4) as u8;
        let config = GameConfig {
            variant: VariantId::ALL[game as usize % VariantId::ALL.len()],
            depots: game % 3 == 2,
            ..GameConfig::new(players, 60 + game)
        };
        let mut g = Game::new(config).unwrap();
        let mut bots: Vec<_> = (0..players)
            .map(|s| crate::bots::by_name(names[(game as usize + s as usize) % 5], game).unwrap())
            .collect();
        let mut moves = 0;
        while !g.is_over() && moves < 600 {
            for s in 0..players {
                let seat = Seat(s);
                let legal = g.legal_actions(seat);
                let view = g.view(seat);
                for colour in CardColor::ALL {
                    let want = by_legal(&legal, colour);
                    let at = format!("game {game} move {moves} seat {s} {colour:?}");
                    assert_eq!(g.claimable_with(seat, colour), want, "{at}");
                    assert_eq!(view.claimable_with(colour), want, "{at}");
                    for r in RouteId::all() {
                        let pays = g.claim_payments(seat, r).iter().any(|p| p.color == colour);
                        assert_eq!(pays, want.contains(r), "{at} route {}", r.0);
                    }
                    lit += want.len();
                }
            }
            let s = g.acting_seats()[0];
            let legal = g.legal_actions(s);
            let a = bots[s.index()].choose(&g.view(s), &legal);
            let events = g.apply(s, &a).unwrap();
            europa_common::play::tell_every_seat(&mut bots, &events, &mut Vec::new());
            moves += 1;
        }
    }
    // Positions where something was lit, not only empty sets agreeing.
    assert!(lit > 10_000, "{lit}");
}
