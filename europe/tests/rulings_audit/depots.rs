//! Warehouses & Depots: collecting warehouses through depots (W3, W4).
use super::*;

// W3, W4 ------------------------------------------------------------------------

/// A W&D game in play, seat 0 to move; seat s's first depot on `cities[s]`.
fn with_depots(players: u8, seed: u64, cities: &[&str]) -> Game {
    let mut g = Game::new(config(players, seed, VariantId::Classic, true)).unwrap();
    keep_all(&mut g);
    for s in (0..players).rev() {
        g.apply(
            Seat(s),
            &Action::PlaceDepot {
                city: city(cities[s as usize]),
            },
        )
        .unwrap();
    }
    g
}

/// Seat 0 claims Amsterdam–Frankfurt with two white cards and, asked
/// which warehouses to collect, takes the one of Frankfurt's depot.
fn claim_and_collect_at_frankfurt(g: &mut Game) {
    let r = route("amsterdam", "frankfurt");
    let claim = Action::ClaimRoute {
        route: r,
        payment: pay(White, 0),
    };
    g.apply(Seat(0), &claim).unwrap();
    assert_eq!(*g.step(), TurnStep::Collecting { route: r });
    let frankfurt = if r.route().a == city("frankfurt") {
        1
    } else {
        2
    };
    g.apply(Seat(0), &Action::CollectWarehouses { cities: frankfurt })
        .unwrap();
}

#[test]
fn w4_a_player_may_collect_their_own_warehouse_through_their_own_depot() {
    let g = with_depots(2, 50, &["frankfurt", "paris"]);
    let mut g = edit(&g, |v| {
        v["players"][0]["hand"] = json(&hand(&[(White, 2)]));
        v["players"][0]["warehouse"] = json(&hand(&[(Red, 2)]));
    });
    claim_and_collect_at_frankfurt(&mut g);
    let p = g.player(Seat(0)).unwrap();
    assert_eq!(p.hand, hand(&[(Red, 2)]));
    assert_eq!(p.warehouse.total(), 0);
    assert_eq!(p.depots, 3);
}

#[test]
fn w3_placed_depots_never_move_and_are_never_removed() {
    let g = with_depots(2, 51, &["paris", "frankfurt"]);
    let mut g = edit(&g, |v| {
        v["players"][0]["hand"] = json(&hand(&[(White, 2)]));
        v["players"][1]["warehouse"] = json(&hand(&[(Red, 2)]));
    });
    claim_and_collect_at_frankfurt(&mut g);
    // Collecting spends a depot from the supply, not the one on the board.
    assert_eq!(g.depot_owner(city("frankfurt")), Some(Seat(1)));
    assert_eq!(g.depot_owner(city("paris")), Some(Seat(0)));
    // W6 empties warehouses, never the board.
    let mut g = edit(&g, |v| {
        v["deck"] = json(&Vec::<CardColor>::new());
        v["discard"] = json(&Vec::<CardColor>::new());
        v["face_up"] = json(&[None::<CardColor>; 5]);
        v["players"][1]["warehouse"] = json(&hand(&[(Blue, 3)]));
        v["players"][0]["depots"] = json(&0u8);
    });
    g.apply(Seat(1), &Action::DrawBlindStoring { warehouse: Seat(1) })
        .unwrap();
    assert_eq!(g.depot_owner(city("frankfurt")), Some(Seat(1)));
    assert_eq!(g.depot_owner(city("paris")), Some(Seat(0)));
    // A depot city stays closed to other depots.
    assert!(matches!(
        g.why_not(
            Seat(1),
            &Action::PlaceDepot {
                city: city("paris")
            }
        ),
        Err(RuleError::CityNotFreeForDepot { .. } | RuleError::WrongMoment { .. })
    ));
}
