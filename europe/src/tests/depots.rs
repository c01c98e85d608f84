//! Warehouses & Depots (RULINGS.md W1–W7), and E2's refill.
use super::*;
use crate::error::RuleError;
use crate::events::Event;
use crate::state::{Phase, TurnStep};

/// Seat 0 claims amsterdam–frankfurt (white, 2) with two white cards.
fn claim_amsterdam_frankfurt(g: &mut Game) -> crate::data::RouteId {
    give(g, 0, &[(White, 2)]);
    let r = route("amsterdam", "frankfurt");
    g.apply(
        Seat(0),
        &Action::ClaimRoute {
            route: r,
            payment: pay(White, 0),
        },
    )
    .unwrap();
    r
}

/// A W&D game with every seat's tickets kept, in the depot round.
fn depot_round(players: u8, seed: u64) -> Game {
    keep_every_offer(GameConfig {
        first_player: Some(Seat(0)),
        depots: true,
        ..GameConfig::new(players, seed)
    })
}

/// A W&D game in play, seat 0 to move; seat s's first depot on `cities[s]`.
fn with_depots(players: u8, seed: u64, cities: &[&str]) -> Game {
    let mut g = depot_round(players, seed);
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

#[test]
fn w1_each_player_places_one_depot_last_player_first_counter_clockwise() {
    let mut g = depot_round(3, 1);
    assert_eq!(g.phase, Phase::PlacingDepots);
    assert!(g.players.iter().all(|p| p.depots == 5));
    for (s, c) in [(2, "paris"), (1, "wien"), (0, "roma")] {
        assert_eq!(g.acting_seats(), vec![Seat(s)]);
        // The others wait; a draw is not allowed yet.
        assert!(matches!(
            g.apply(
                Seat((s + 1) % 3),
                &Action::PlaceDepot {
                    city: city("berlin")
                }
            ),
            Err(RuleError::NotYourTurn { .. })
        ));
        assert!(
            g.legal_actions(Seat(s))
                .iter()
                .all(|a| matches!(a, Action::PlaceDepot { .. }))
        );
        g.apply(Seat(s), &Action::PlaceDepot { city: city(c) })
            .unwrap();
        assert_eq!(g.depot_owner(city(c)), Some(Seat(s)));
    }
    assert_eq!(g.phase, Phase::Playing);
    assert_eq!(g.current, Seat(0));
    assert!(g.players.iter().all(|p| p.depots == 4), "4 stay in supply");
}

#[test]
fn w1_a_depot_goes_only_on_an_empty_city() {
    let mut g = depot_round(2, 2);
    g.apply(
        Seat(1),
        &Action::PlaceDepot {
            city: city("paris"),
        },
    )
    .unwrap();
    let before = g.clone();
    assert_eq!(
        g.apply(
            Seat(0),
            &Action::PlaceDepot {
                city: city("paris")
            }
        ),
        Err(RuleError::CityNotFreeForDepot {
            city: city("paris")
        })
    );
    assert_eq!(g, before);
    assert!(!g.legal_actions(Seat(0)).contains(&Action::PlaceDepot {
        city: city("paris")
    }));
}

#[test]
fn w2_before_drawing_the_top_card_goes_unseen_into_the_chosen_warehouse() {
    let mut g = with_depots(2, 3, &["paris", "wien"]);
    let legal = g.legal_actions(Seat(0));
    assert!(!legal.contains(&Action::DrawBlind));
    assert!(legal.contains(&Action::DrawBlindStoring { warehouse: Seat(1) }));
    assert!(legal.contains(&Action::DrawFaceUpStoring {
        slot: 0,
        warehouse: Seat(0)
    }));
    assert_eq!(
        g.apply(Seat(0), &Action::DrawBlind),
        Err(RuleError::ChooseWarehouse)
    );
    stack_deck(&mut g, &[Red, Blue]);
    let hand_before = g.players[0].hand;
    let ev = g
        .apply(Seat(0), &Action::DrawBlindStoring { warehouse: Seat(1) })
        .unwrap();
    assert!(ev.contains(&Event::CardStored {
        seat: Seat(0),
        warehouse: Seat(1)
    }));
    assert_eq!(g.players[1].warehouse, hand(&[(Red, 1)]));
    let mut expected = hand_before;
    expected.add(Blue, 1);
    assert_eq!(g.players[0].hand, expected);
    // The second card of the same draw stores nothing.
    assert_eq!(g.step, TurnStep::SecondCard);
    assert!(g.legal_actions(Seat(0)).contains(&Action::DrawBlind));
    g.apply(Seat(0), &Action::DrawBlind).unwrap();
    assert_eq!(g.players[1].warehouse.total(), 1);
}

#[test]
fn w2_storing_is_refused_in_a_game_without_depots() {
    let mut g = playing(2, 3);
    assert_eq!(
        g.apply(Seat(0), &Action::DrawBlindStoring { warehouse: Seat(0) }),
        Err(RuleError::NoDepotsInThisGame)
    );
    assert!(
        !g.legal_actions(Seat(0))
            .iter()
            .any(|a| matches!(a, Action::PlaceDepot { .. }))
    );
}

#[test]
fn w3_depots_are_placed_as_a_free_extra_action_on_empty_cities() {
    let mut g = with_depots(2, 4, &["paris", "wien"]);
    g.station_owner[city("roma").0 as usize] = Some(Seat(1));
    g.apply(
        Seat(0),
        &Action::PlaceDepot {
            city: city("berlin"),
        },
    )
    .unwrap();
    g.apply(
        Seat(0),
        &Action::PlaceDepot {
            city: city("madrid"),
        },
    )
    .unwrap();
    // Still seat 0's turn, still its start: the main action follows.
    assert_eq!((g.current, g.step.clone()), (Seat(0), TurnStep::Start));
    assert_eq!(g.players[0].depots, 2);
    assert_eq!(
        g.apply(Seat(0), &Action::PlaceDepot { city: city("roma") }),
        Err(RuleError::CityNotFreeForDepot { city: city("roma") })
    );
    g.apply(Seat(0), &Action::DrawBlindStoring { warehouse: Seat(0) })
        .unwrap();
    assert!(matches!(
        g.apply(
            Seat(0),
            &Action::PlaceDepot {
                city: city("lisboa")
            }
        ),
        Err(RuleError::WrongMoment { .. })
    ));
}

#[test]
fn w3_a_station_may_not_go_on_a_depot_city() {
    let mut g = with_depots(2, 5, &["paris", "wien"]);
    give(&mut g, 0, &[(Red, 3)]);
    let station = Action::BuildStation {
        city: city("wien"),
        payment: pay(Red, 0),
    };
    assert!(!g.legal_actions(Seat(0)).contains(&station));
    assert_eq!(
        g.apply(Seat(0), &station),
        Err(RuleError::StationOnDepot { city: city("wien") })
    );
}

#[test]
fn w4_claiming_into_a_depot_city_collects_its_owners_warehouse_for_a_depot() {
    // amsterdam–frankfurt: white, 2.
    let mut g = with_depots(2, 6, &["paris", "frankfurt"]);
    g.players[1].warehouse = hand(&[(Green, 2), (Locomotive, 1)]);
    let r = claim_amsterdam_frankfurt(&mut g);
    assert_eq!(g.step, TurnStep::Collecting { route: r });
    let bit = if r.route().a == city("frankfurt") {
        1
    } else {
        2
    };
    assert_eq!(
        g.legal_actions(Seat(0)),
        vec![
            Action::CollectWarehouses { cities: 0 },
            Action::CollectWarehouses { cities: bit }
        ]
    );
    assert_eq!(
        g.apply(Seat(0), &Action::CollectWarehouses { cities: 3 ^ bit }),
        Err(RuleError::NoSuchCollection)
    );
    let ev = g
        .apply(Seat(0), &Action::CollectWarehouses { cities: bit })
        .unwrap();
    assert!(ev.contains(&Event::WarehouseCollected {
        seat: Seat(0),
        city: city("frankfurt"),
        owner: Seat(1),
        count: 3
    }));
    assert_eq!(g.players[0].hand, hand(&[(Green, 2), (Locomotive, 1)]));
    assert_eq!(g.players[0].depots, 3, "one depot discarded from supply");
    assert_eq!(g.players[1].warehouse.total(), 0);
    assert_eq!(g.current, Seat(1));
}

#[test]
fn w4_two_depot_cities_two_warehouses_two_depots() {
    let mut g = with_depots(3, 7, &["lisboa", "amsterdam", "frankfurt"]);
    g.players[1].warehouse = hand(&[(Blue, 1)]);
    g.players[2].warehouse = hand(&[(Red, 1)]);
    claim_amsterdam_frankfurt(&mut g);
    assert_eq!(g.legal_actions(Seat(0)).len(), 4);
    g.players[0].depots = 1;
    assert_eq!(
        g.apply(Seat(0), &Action::CollectWarehouses { cities: 3 }),
        Err(RuleError::NotEnoughDepots { needed: 2, left: 1 })
    );
    g.players[0].depots = 4;
    g.apply(Seat(0), &Action::CollectWarehouses { cities: 3 })
        .unwrap();
    assert_eq!(g.players[0].hand, hand(&[(Blue, 1), (Red, 1)]));
    assert_eq!(g.players[0].depots, 2);
}

#[test]
fn w4_the_collections_offered_before_a_claim_are_the_ones_legal_after_it() {
    let mut g = with_depots(3, 7, &["lisboa", "amsterdam", "frankfurt"]);
    g.players[1].warehouse = hand(&[(Blue, 1)]);
    g.players[2].warehouse = hand(&[(Red, 1)]);
    g.players[0].depots = 1;
    let r = route("amsterdam", "frankfurt");
    let before = g.collections_after_claim(Seat(0), r);
    claim_amsterdam_frankfurt(&mut g);
    let after: Vec<u8> = g
        .legal_actions(Seat(0))
        .iter()
        .filter_map(|a| match a {
            Action::CollectWarehouses { cities } => Some(*cities),
            _ => None,
        })
        .collect();
    // One depot left: either warehouse, not both.
    assert_eq!(before, vec![0, 1, 2]);
    assert_eq!(before, after);
    // Nothing to collect: only "collect nothing".
    let plain = with_depots(2, 8, &["paris", "frankfurt"]);
    assert_eq!(plain.collections_after_claim(Seat(0), r), vec![0]);
}

#[test]
fn w4_no_depot_city_or_no_depot_left_ends_the_turn_at_once() {
    let mut g = with_depots(2, 8, &["paris", "frankfurt"]);
    g.players[1].warehouse = hand(&[(Green, 2)]);
    g.players[0].depots = 0;
    claim_amsterdam_frankfurt(&mut g);
    assert_eq!((g.current, g.step.clone()), (Seat(1), TurnStep::Start));
}

#[test]
fn w5_warehouse_sizes_are_public_and_contents_secret_even_from_the_owner() {
    let mut a = with_depots(3, 9, &["paris", "wien", "roma"]);
    let mut b = a.clone();
    a.players[1].warehouse = hand(&[(Red, 2)]);
    b.players[1].warehouse = hand(&[(Blue, 1), (Locomotive, 1)]);
    for s in 0..3 {
        let (va, vb) = (a.view(Seat(s)), b.view(Seat(s)));
        assert_eq!(va.seats[1].warehouse, 2);
        // Nothing in any seat's view tells the two apart.
        assert_eq!(va, vb, "seat {s}");
    }
}

#[test]
fn w6_with_no_card_left_and_a_player_out_of_depots_the_warehouses_become_the_deck() {
    let mut g = with_depots(2, 10, &["paris", "wien"]);
    g.deck.clear();
    g.discard.clear();
    g.face_up = [None; 5];
    g.players[0].warehouse = hand(&[(Red, 2)]);
    g.players[1].warehouse = hand(&[(Blue, 2)]);
    // Everybody still has depots: nothing to draw.
    assert!(
        g.legal_actions(Seat(0))
            .iter()
            .all(|a| !matches!(a, Action::DrawBlindStoring { .. }))
    );
    assert_eq!(
        g.deck_to_draw(),
        0,
        "warehouses that stay shut count nothing"
    );
    g.players[1].depots = 0;
    assert_eq!(
        g.deck_to_draw(),
        4,
        "the deck counts the warehouses W6 brings back"
    );
    let ev = g
        .apply(Seat(0), &Action::DrawBlindStoring { warehouse: Seat(1) })
        .unwrap();
    assert!(ev.contains(&Event::WarehousesEmptied { cards: 4 }));
    // One card went back into seat 1's warehouse and one to the hand; E2's
    // refill of the face-up row then empties the warehouses once more.
    assert!(ev.contains(&Event::WarehousesEmptied { cards: 1 }));
    assert!(g.players.iter().all(|p| p.warehouse.total() == 0));
    assert_eq!(g.face_up.iter().flatten().count(), 3);
}

#[test]
fn w7_ten_points_to_every_player_tied_for_the_fewest_depots_used() {
    let mut g = with_depots(3, 11, &["paris", "wien", "roma"]);
    g.players[0].depots = 2;
    let s = g.compute_final_scores();
    let pts: Vec<i32> = s.players.iter().map(|p| p.depot_points).collect();
    assert_eq!(pts, vec![0, 10, 10]);
    let p1 = &s.players[1];
    assert_eq!(
        p1.total,
        p1.route_points + p1.ticket_points + p1.station_points + p1.express_points + 10
    );
    // Without the module nobody gets them.
    let plain = playing(3, 11).compute_final_scores();
    assert!(plain.players.iter().all(|p| p.depot_points == 0));
}

#[test]
fn e2_an_empty_face_up_slot_is_refilled_as_soon_as_cards_are_available_again() {
    let mut g = playing(2, 12);
    g.deck.clear();
    g.discard.clear();
    g.face_up = [Some(Red), None, None, None, None];
    claim_amsterdam_frankfurt(&mut g);
    // The two paid cards were discarded, reshuffled and dealt face up.
    let up: Vec<_> = g.face_up.iter().flatten().copied().collect();
    assert_eq!(up, vec![Red, White, White]);
    assert_eq!((g.deck.len(), g.discard.len()), (0, 0));
}

#[test]
fn e2_a_refill_showing_three_locomotives_is_reset_as_e1_says() {
    let mut g = playing(2, 12);
    g.deck.clear();
    g.discard.clear();
    g.face_up = [Some(Locomotive), Some(Locomotive), None, None, None];
    give(&mut g, 0, &[(White, 1), (Locomotive, 1)]);
    let r = route("amsterdam", "frankfurt");
    let events = g
        .apply(
            Seat(0),
            &Action::ClaimRoute {
                route: r,
                payment: pay(White, 1),
            },
        )
        .unwrap();
    // The white and the locomotive paid come back face up: three
    // locomotives show, so E1 discards the five and deals again.
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::FaceUpReset { .. }))
    );
    let shown = g.face_up.iter().flatten().count();
    assert_eq!(shown + g.deck.len() + g.discard.len(), 4);
}
