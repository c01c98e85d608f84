//! End scoring: the exact matching (C6) and Big City bonuses and the winner (C8).
use super::started;
use crate::matching::best_subset;
use crate::scoring::match_pile;
use crate::{CardColor, Game, Hand, Seat, TICKETS, TicketId, TieBreak};
use CardColor::*;
use europa_common::GameRng;

fn ticket(from: &str, to: &str) -> TicketId {
    TicketId::all()
        .find(|t| t.ticket().from == from && t.ticket().to == to)
        .unwrap()
}

/// Points of a matching: completed minus uncompleted.
fn points(pile: &[CardColor], tickets: &[TicketId]) -> i32 {
    match_pile(pile, tickets, true)
        .iter()
        .map(|r| r.points)
        .sum()
}

#[test]
fn c6_a_matching_where_greedy_loses_points() {
    let pile = [Blue, Yellow];
    let montreal = ticket("Chicago", "Montreal"); // 7: blue + yellow
    let ny = ticket("Chicago", "New York"); // 5: yellow
    let chicago = ticket("New York", "Chicago"); // 5: blue
    // Greedy, biggest ticket first, completes Montreal alone: 7 - 5 - 5 = -3.
    // The exact matching completes both 5s: 5 + 5 - 7 = 3.
    assert_eq!(points(&pile, &[montreal, ny, chicago]), 3);
    let r = match_pile(&pile, &[montreal, ny, chicago], true);
    assert!(!r[0].completed && r[1].completed && r[2].completed);
}

#[test]
fn c6_locomotives_are_wild_and_each_card_serves_one_ticket() {
    let pile = [Locomotive, Red, Green, Locomotive];
    let raleigh = ticket("Dallas", "Raleigh"); // 8: green + red
    let miami = ticket("Dallas", "Miami"); // 9: green + red
    let r = match_pile(&pile, &[raleigh, miami], true);
    assert!(r.iter().all(|t| t.completed));
    let mut used: Vec<u8> = r
        .iter()
        .flat_map(|t| t.served.iter().map(|s| s.position))
        .collect();
    used.sort_unstable();
    assert_eq!(
        used,
        vec![0, 1, 2, 3],
        "every card serves exactly one ticket"
    );
    for t in &r {
        for s in &t.served {
            assert_eq!(pile[s.position as usize], s.card);
            assert!(s.card == s.need || s.card == Locomotive);
        }
    }
}

#[test]
fn c6_ties_go_to_more_completed_tickets() {
    // 10 points either way: Chicago–Miami alone, or both 5-point tickets.
    let pile = [Red, Yellow, Blue];
    let chi_mia = ticket("Chicago", "Miami"); // 10: red + yellow
    let ny = ticket("Chicago", "New York"); // 5: yellow
    let chi = ticket("New York", "Chicago"); // 5: blue
    let pile2 = [Yellow, Blue, Red];
    for p in [&pile[..], &pile2[..]] {
        let r = match_pile(p, &[chi_mia, ny, chi], true);
        // Both 5s and Chicago–Miami can't all be done (one yellow); the
        // exact answer is Chicago–Miami + New York–Chicago = 15 - 5.
        assert_eq!(r.iter().map(|t| t.points).sum::<i32>(), 10);
        assert_eq!(r.iter().filter(|t| t.completed).count(), 2);
    }
    let only = [Yellow, Red];
    let both = [chi_mia, ny];
    let r = match_pile(&only, &both, false);
    assert!(r[0].completed && !r[1].completed);
}

/// The worth of the tickets of `set` (bit i: `needs[i]`) when `pile`
/// completes them all together, checked by counts; `None` when it can't.
fn worth_if_completed(pile: &Hand, needs: &[(Hand, u8)], set: u64) -> Option<u64> {
    let mut total = Hand::default();
    let mut worth = 0u64;
    for (i, (h, p)) in needs.iter().enumerate() {
        if set >> i & 1 == 1 {
            total.add_all(h);
            worth += u64::from(*p) * 64 + 1;
        }
    }
    let short: u32 = CardColor::COLORS
        .iter()
        .map(|&c| u32::from(total.count(c).saturating_sub(pile.count(c))))
        .sum();
    (short <= u32::from(pile.count(Locomotive))).then_some(worth)
}

/// Every subset, checked by counts: the slow, obviously right answer.
fn brute_force(pile: &Hand, needs: &[(Hand, u8)]) -> u64 {
    (0u64..1 << needs.len())
        .filter_map(|set| worth_if_completed(pile, needs, set))
        .max()
        .unwrap_or(0)
}

#[test]
fn c6_exact_matching_agrees_with_brute_force_on_random_cases() {
    let mut rng = GameRng::new(77);
    for case in 0..4000 {
        let mut pile = Hand::default();
        // Small piles, and big ones that complete most tickets.
        let size = if case % 2 == 0 {
            rng.below(16)
        } else {
            10 + rng.below(30)
        };
        for _ in 0..size {
            pile.add(CardColor::ALL[rng.below(9)], 1);
        }
        let needs: Vec<(Hand, u8)> = (0..rng.below(13))
            .map(|_| {
                let t = &TICKETS[rng.below(TICKETS.len())];
                (t.need, t.points)
            })
            .collect();
        let set = best_subset(&pile, &needs);
        // The set chosen can be completed, and nothing is worth more.
        let worth = worth_if_completed(&pile, &needs, set);
        assert_eq!(worth, Some(brute_force(&pile, &needs)), "pile {pile:?}");
    }
}

/// Cases built to exercise the reductions before the search: tickets
/// repeating (the same cards, equal or different points), colours the pile
/// holds plenty of, and tickets asking only for such colours.
#[test]
fn c6_exact_matching_with_repeated_tickets_and_plentiful_colours() {
    let mut rng = GameRng::new(78);
    for case in 0..3000 {
        let mut pile = Hand::default();
        // A few colours in plenty, the rest scarce.
        for c in CardColor::COLORS {
            let n = if rng.below(3) == 0 {
                4 + rng.below(5)
            } else {
                rng.below(3)
            };
            pile.add(c, n as u8);
        }
        pile.add(Locomotive, rng.below(4) as u8);
        // Few kinds of ticket, so many repeat; points vary within a kind.
        let kinds: Vec<usize> = (0..1 + rng.below(5))
            .map(|_| rng.below(TICKETS.len()))
            .collect();
        let needs: Vec<(Hand, u8)> = (0..rng.below(15))
            .map(|_| {
                let t = &TICKETS[kinds[rng.below(kinds.len())]];
                let points = if case % 2 == 0 {
                    t.points
                } else {
                    1 + rng.below(12) as u8
                };
                (t.need, points)
            })
            .collect();
        let set = best_subset(&pile, &needs);
        let worth = worth_if_completed(&pile, &needs, set);
        assert_eq!(worth, Some(brute_force(&pile, &needs)), "pile {pile:?}");
    }
}

/// A finished game's scores, with the given piles and tickets.
fn scored(piles: &[&[CardColor]], tickets: &[&[TicketId]]) -> crate::FinalScores {
    let mut g: Game = started(piles.len() as u8, 1);
    for (i, p) in g.players.iter_mut().enumerate() {
        p.on_track = piles[i].to_vec();
        p.tickets = tickets[i].to_vec();
    }
    g.compute_final_scores()
}

#[test]
fn c8_big_city_ties_score_for_every_tied_player() {
    let dallas = ticket("Chicago", "Dallas"); // 6: green + yellow
    let charleston = ticket("Chicago", "Charleston"); // 7: red + yellow
    let f = scored(
        &[&[Green, Yellow], &[Red, Yellow]],
        &[&[dallas], &[charleston]],
    );
    let chicago = f
        .bonuses
        .iter()
        .find(|b| b.city.city().name == "Chicago")
        .unwrap();
    assert_eq!(chicago.winners, vec![Seat(0), Seat(1)]);
    assert_eq!(chicago.tickets, 1);
    assert_eq!(f.players[0].total, 6 + 12 + 10);
    assert_eq!(f.players[1].total, 7 + 12);
    let miami = f
        .bonuses
        .iter()
        .find(|b| b.city.city().name == "Miami")
        .unwrap();
    assert!(miami.winners.is_empty(), "no completed ticket, no bonus");
    assert_eq!(f.winners, vec![Seat(0)]);
    assert_eq!(f.decided_by, TieBreak::Points);
}

#[test]
fn c8_an_uncompleted_ticket_wins_no_bonus_and_subtracts() {
    let f = scored(
        &[&[], &[Yellow]],
        &[
            &[ticket("Seattle", "Miami")],
            &[ticket("Chicago", "New York")],
        ],
    );
    assert_eq!(f.players[0].total, -22);
    assert!(f.players[0].bonuses.is_empty());
    assert_eq!(f.players[1].total, 5 + 12 + 15);
}

#[test]
fn c8_equal_points_go_to_more_completed_tickets_then_more_bonus_cards() {
    let ny = ticket("Chicago", "New York");
    let chi = ticket("New York", "Chicago");
    let la_mia = ticket("Los Angeles", "Miami"); // 19, left uncompleted
    let ny_mia = ticket("New York", "Miami"); // 10: blue + red
    // 10 + Chicago 12 + New York 15 - 19 = 18 against 10 + Miami 8 = 18.
    let f = scored(
        &[&[Yellow, Blue], &[Blue, Red]],
        &[&[ny, chi, la_mia], &[ny_mia]],
    );
    assert_eq!(f.players[0].total, 18);
    assert_eq!(f.players[1].total, 18);
    assert_eq!(f.winners, vec![Seat(0)]);
    assert_eq!(f.decided_by, TieBreak::CompletedTickets);

    let sea_la = ticket("Seattle", "Los Angeles"); // 9: black + white
    let ny_kc = ticket("New York", "Kansas City"); // 9: blue + green
    // 9 + Seattle 8 + Los Angeles 12 - 5 = 24 against 9 + New York 15 = 24.
    let f = scored(
        &[&[Black, White], &[Blue, Green]],
        &[&[sea_la, ny], &[ny_kc]],
    );
    assert_eq!((f.players[0].total, f.players[1].total), (24, 24));
    assert_eq!(f.winners, vec![Seat(0)]);
    assert_eq!(f.decided_by, TieBreak::BonusCards);

    let f = scored(&[&[], &[]], &[&[ny], &[chi]]);
    assert_eq!(f.winners, vec![Seat(0), Seat(1)]);
    assert_eq!(f.decided_by, TieBreak::Shared);
}

#[test]
fn c2_with_the_beginner_option_a_player_sees_which_tickets_its_pile_completes() {
    let mut g = started(2, 4);
    g.config.beginner = true;
    let montreal = ticket("Chicago", "Montreal"); // 7: blue + yellow
    let ny = ticket("Chicago", "New York"); // 5: yellow
    let chicago = ticket("New York", "Chicago"); // 5: blue
    g.players[0].tickets = vec![montreal, ny, chicago];
    g.players[0].on_track = vec![Blue, Yellow];
    // The scoring's matching: both 5s, not Montreal (the greedy choice).
    assert_eq!(g.view(Seat(0)).pile_completes(), Some(vec![ny, chicago]));
    g.players[0].on_track = vec![Red];
    assert_eq!(g.view(Seat(0)).pile_completes(), Some(vec![]));
}

#[test]
fn c2_without_the_beginner_option_the_pile_check_is_not_available() {
    let mut g = started(2, 4);
    let ny = ticket("Chicago", "New York"); // 5: yellow
    g.players[0].tickets = vec![ny];
    g.players[0].on_track = vec![Yellow];
    assert_eq!(g.view(Seat(0)).pile_completes(), None);
    // A view whose option is off says nothing, whatever else it carries.
    g.config.beginner = true;
    let mut v = g.view(Seat(0));
    assert_eq!(v.pile_completes(), Some(vec![ny]));
    v.beginner = false;
    assert_eq!(v.pile_completes(), None);
}

/// The Big City counts in one pass over the tickets agree with counting
/// each city's tickets one city at a time.
#[test]
fn c8_big_city_counts_in_one_pass_agree_with_counting_city_by_city() {
    let mut rng = GameRng::new(81);
    for _ in 0..500 {
        let tickets: Vec<TicketId> = (0..rng.below(30))
            .map(|_| TicketId(rng.below(TICKETS.len()) as u8))
            .collect();
        let counts = crate::scoring::city_counts(tickets.iter().copied());
        for city in crate::BigCityId::all() {
            let plain = tickets.iter().filter(|t| t.ticket().names(city)).count();
            assert_eq!(usize::from(counts[usize::from(city.0)]), plain);
        }
    }
}
