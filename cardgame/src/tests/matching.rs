//! The matching's shortcuts against its plain search: the same set of
//! tickets (not only the same points), since Big City bonuses read which
//! tickets complete.
use crate::bots::{Bot, RandomBot};
use crate::matching::{PLAIN, best_subset};
use crate::scoring::match_pile;
use crate::{CardColor, Game, GameConfig, Hand, Served, TICKETS, TicketId};
use europa_common::GameRng;

fn needs_of(tickets: &[TicketId]) -> Vec<(Hand, u8)> {
    tickets
        .iter()
        .map(|t| (t.ticket().need, t.ticket().points))
        .collect()
}

/// `best_subset` with and without its shortcuts.
fn both(pile: &Hand, needs: &[(Hand, u8)]) -> (u64, u64) {
    let fast = best_subset(pile, needs);
    PLAIN.with(|p| p.set(true));
    let plain = best_subset(pile, needs);
    PLAIN.with(|p| p.set(false));
    (fast, plain)
}

/// The final piles and tickets of random games, 2–4 players.
fn game_piles(games: u64) -> Vec<(Hand, Vec<TicketId>)> {
    let mut out = Vec::new();
    let mut legal = Vec::new();
    for seed in 0..games {
        let mut g = Game::new(GameConfig::new(2 + (seed % 3) as u8, seed)).unwrap();
        let mut bot = RandomBot::new(seed);
        while let Some(seat) = g.first_acting_seat() {
            let pick = |n| Bot::<Game>::pick_index(&mut bot, n);
            let a = g.legal_action_at(seat, &mut legal, pick).unwrap();
            g.apply(seat, &a).unwrap();
        }
        for p in &g.final_scores().unwrap().players {
            let mut pile = Hand::default();
            for &c in &p.pile {
                pile.add(c, 1);
            }
            out.push((pile, p.tickets.iter().map(|r| r.ticket).collect()));
        }
    }
    out
}

#[test]
fn c6_shortcuts_pick_the_plain_searchs_set_on_game_piles() {
    for (pile, tickets) in game_piles(400) {
        let needs = needs_of(&tickets);
        let (fast, plain) = both(&pile, &needs);
        assert_eq!(fast, plain, "pile {pile:?} tickets {tickets:?}");
    }
}

#[test]
fn c6_shortcuts_pick_the_plain_searchs_set_on_random_hands() {
    let mut rng = GameRng::new(79);
    for case in 0..1500 {
        let mut tickets: Vec<TicketId> = TicketId::all().collect();
        rng.shuffle(&mut tickets);
        tickets.truncate(1 + rng.below(if case % 2 == 0 { 30 } else { 15 }));
        let mut pile = Hand::default();
        for _ in 0..rng.below(70) {
            pile.add(CardColor::ALL[rng.below(9)], 1);
        }
        let mut needs = needs_of(&tickets);
        if case % 3 == 0 {
            // Points apart from the cards, so twins differ in worth.
            for n in &mut needs {
                n.1 = 1 + rng.below(TICKETS.len()) as u8 % 13;
            }
        }
        let (fast, plain) = both(&pile, &needs);
        assert_eq!(fast, plain, "pile {pile:?} needs {needs:?}");
    }
}

/// The serving as first written: every chosen ticket takes its own
/// colours (the oldest card of each first), then the tickets take
/// locomotives for what is missing, scanning the pile each time.
fn plain_serving(pile: &[CardColor], tickets: &[TicketId], chosen: u64) -> Vec<Vec<Served>> {
    let mut taken = vec![false; pile.len()];
    let mut take = |kind: CardColor| {
        let p = (0..pile.len()).find(|&p| !taken[p] && pile[p] == kind)?;
        taken[p] = true;
        Some(p as u8)
    };
    let mut out: Vec<Vec<Served>> = vec![Vec::new(); tickets.len()];
    for (i, t) in tickets.iter().enumerate() {
        if chosen >> i & 1 == 1 {
            for need in t.ticket().needed_colors() {
                if let Some(position) = take(need) {
                    out[i].push(Served {
                        need,
                        card: need,
                        position,
                    });
                }
            }
        }
    }
    for (i, t) in tickets.iter().enumerate() {
        if chosen >> i & 1 == 1 {
            let mut missing = t.ticket().need;
            for s in &out[i] {
                missing.remove(s.need, 1);
            }
            for need in CardColor::COLORS {
                for _ in 0..missing.count(need) {
                    if let Some(position) = take(CardColor::Locomotive) {
                        out[i].push(Served {
                            need,
                            card: CardColor::Locomotive,
                            position,
                        });
                    }
                }
            }
        }
    }
    out
}

#[test]
fn c6_cards_served_in_one_pass_as_in_two() {
    let mut rng = GameRng::new(80);
    for case in 0..600u64 {
        let mut tickets: Vec<TicketId> = TicketId::all().collect();
        rng.shuffle(&mut tickets);
        tickets.truncate(1 + rng.below(15));
        let pile: Vec<CardColor> = (0..rng.below(60))
            .map(|_| CardColor::ALL[rng.below(9)])
            .collect();
        let results = match_pile(&pile, &tickets, case % 2 == 0);
        let chosen = results
            .iter()
            .enumerate()
            .fold(0u64, |s, (i, r)| s | u64::from(r.completed) << i);
        let served: Vec<Vec<Served>> = results.iter().map(|r| r.served.to_vec()).collect();
        assert_eq!(served, plain_serving(&pile, &tickets, chosen));
    }
}
