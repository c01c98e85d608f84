use crate::CardColor;
use crate::data::{BIG_CITIES, BigCityId, TICKETS, TicketId};

#[test]
fn data_has_46_tickets_with_their_colours_and_six_big_cities() {
    assert_eq!(TICKETS.len(), 46);
    let cards: u32 = TICKETS.iter().map(|t| t.cards()).sum();
    assert_eq!(cards, 132);
    let points: u32 = TICKETS.iter().map(|t| u32::from(t.points)).sum();
    assert_eq!(points, 581);
    let mut by_size = [0; 6];
    for t in &TICKETS {
        by_size[t.cards() as usize] += 1;
        assert_eq!(t.need.count(CardColor::Locomotive), 0);
        assert!(t.big_cities != 0, "{} names a Big City", t.from);
    }
    assert_eq!(by_size, [0, 2, 17, 14, 11, 2]);
    let blue: u32 = TICKETS
        .iter()
        .map(|t| u32::from(t.need.count(CardColor::Blue)))
        .sum();
    assert_eq!(blue, 18);
    let names: Vec<&str> = BIG_CITIES.iter().map(|c| c.name).collect();
    assert_eq!(
        names,
        [
            "Chicago",
            "Dallas",
            "Los Angeles",
            "Miami",
            "New York",
            "Seattle"
        ]
    );
    let bonus: Vec<i32> = BIG_CITIES.iter().map(|c| c.bonus).collect();
    assert_eq!(bonus, [12, 10, 12, 8, 15, 8]);
    let naming = |name: &str| {
        let c = BigCityId::all().find(|c| c.city().name == name).unwrap();
        TicketId::all().filter(|t| t.ticket().names(c)).count()
    };
    assert_eq!(naming("Chicago"), 11);
    assert_eq!(naming("New York"), 11);
    assert_eq!(naming("Seattle"), 10);
    // The rulebook's own example: Los Angeles–Pittsburgh.
    let la = TICKETS
        .iter()
        .find(|t| t.from == "Los Angeles" && t.to == "Pittsburgh")
        .unwrap();
    assert_eq!(la.need.count(CardColor::Blue), 2);
    assert_eq!(la.cards(), 4);
}
