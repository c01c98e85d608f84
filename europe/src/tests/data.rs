use crate::cards::TOTAL_TRAIN_CARDS;
use crate::config::VariantId;
use crate::data::*;
use crate::masks::routes_at;

#[test]
fn board_has_47_cities_101_routes_and_300_car_spaces() {
    assert_eq!(CITIES.len(), 47);
    assert_eq!(ROUTES.len(), 101);
    assert_eq!(ROUTES.iter().map(|r| r.length as u32).sum::<u32>(), 300);
}

#[test]
fn routes_by_length_match_the_board() {
    let count = |l| ROUTES.iter().filter(|r| r.length == l).count();
    assert_eq!(
        [
            count(1),
            count(2),
            count(3),
            count(4),
            count(5),
            count(6),
            count(8)
        ],
        [4, 35, 30, 29, 0, 2, 1]
    );
}

#[test]
fn eight_routes_of_each_colour_and_37_gray() {
    for c in crate::CardColor::COLORS {
        assert_eq!(
            ROUTES.iter().filter(|r| r.color == Some(c)).count(),
            8,
            "{c:?}"
        );
    }
    assert_eq!(ROUTES.iter().filter(|r| r.color.is_none()).count(), 37);
}

#[test]
fn eighteen_tunnels_and_thirteen_ferries_with_seventeen_locomotive_symbols() {
    assert_eq!(ROUTES.iter().filter(|r| r.tunnel).count(), 18);
    assert_eq!(ROUTES.iter().filter(|r| r.is_ferry()).count(), 13);
    assert_eq!(ROUTES.iter().map(|r| r.locomotives as u32).sum::<u32>(), 17);
    assert!(ROUTES.iter().all(|r| !(r.tunnel && r.is_ferry())));
}

#[test]
fn eleven_double_pairs_two_of_them_gray_ferries() {
    let doubles: Vec<_> = RouteId::all()
        .filter(|r| r.route().double_of.is_some())
        .collect();
    assert_eq!(doubles.len(), 22);
    for r in &doubles {
        let twin = r.route().double_of.unwrap();
        assert_eq!(
            twin.route().double_of,
            Some(*r),
            "double links go both ways"
        );
        assert_eq!(twin.route().length, r.route().length);
    }
    let gray_ferries = doubles
        .iter()
        .filter(|r| r.route().is_ferry() && r.route().color.is_none())
        .count();
    assert_eq!(gray_ferries, 4);
}

#[test]
fn train_deck_has_110_cards() {
    assert_eq!(TOTAL_TRAIN_CARDS, 110);
}

#[test]
fn variant_ticket_pools_match_the_rulebook() {
    let sizes = |v: VariantId| {
        let (long, regular) = v.rules().pool();
        (long.len(), regular.len())
    };
    assert_eq!(sizes(VariantId::Classic), (6, 40));
    assert_eq!(sizes(VariantId::Europa1912), (6, 49));
    assert_eq!(sizes(VariantId::EuropeExpanded), (6, 59));
    assert_eq!(sizes(VariantId::BigCities), (0, 45));
}

#[test]
fn max_promo_without_a_known_value_is_not_offered() {
    assert_eq!(TICKETS.len(), 101);
    assert!(TICKETS.iter().all(|t| t.points > 0));
}

#[test]
fn city_labels_keep_the_board_diacritics() {
    assert_eq!(
        CityId::by_key("kobenhavn").unwrap().city().label,
        "København"
    );
    assert_eq!(CityId::by_key("munchen").unwrap().city().label, "München");
}

#[test]
fn routes_at_a_city_are_the_routes_touching_it_in_id_order() {
    // Station lending (E10) tries them in this order.
    for (c, info) in CITIES.iter().enumerate() {
        let city = CityId(c as u8);
        let touching: Vec<RouteId> = RouteId::all().filter(|r| r.route().touches(city)).collect();
        assert_eq!(
            routes_at(city).collect::<Vec<_>>(),
            touching,
            "{}",
            info.key
        );
    }
    assert_eq!(routes_at(CityId(NUM_CITIES as u8)).count(), 0);
}
