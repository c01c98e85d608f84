//! `cargo bench -p cardgame-engine`: the exact scoring of a big hand (C6,
//! target ≤ 5 ms) and whole random games (target ≥ 20,000 per second).
use cardgame_engine::bots::RandomBot;
use cardgame_engine::matching::best_subset;
use cardgame_engine::scoring::match_pile;
use cardgame_engine::{CardColor, Game, GameConfig, TicketId};
use criterion::{Criterion, criterion_group, criterion_main};
use europa_common::GameRng;
use std::hint::black_box;

/// 25 distinct tickets and a 60-card pile drawn from the real deck.
fn big_hand(seed: u64) -> (Vec<CardColor>, Vec<TicketId>) {
    let mut rng = GameRng::new(seed);
    let mut tickets: Vec<TicketId> = TicketId::all().collect();
    rng.shuffle(&mut tickets);
    tickets.truncate(25);
    let mut deck = Vec::new();
    for c in CardColor::COLORS {
        deck.extend(std::iter::repeat_n(c, 10));
    }
    deck.extend(std::iter::repeat_n(CardColor::Locomotive, 16));
    rng.shuffle(&mut deck);
    deck.truncate(60);
    (deck, tickets)
}

fn random_game(seed: u64) -> u32 {
    let mut g = Game::new(GameConfig::new(2, seed)).unwrap_or_else(|_| unreachable!());
    let mut bot = RandomBot::new(seed);
    let mut legal = Vec::new();
    let mut events = Vec::new();
    while !g.is_over() {
        let Some(seat) = g.first_acting_seat() else {
            break;
        };
        g.legal_actions_into(seat, &mut legal);
        let a = bot.pick(&legal);
        events.clear();
        let _ = g.apply_into(seat, &a, &mut events);
    }
    g.turns()
}

fn bench(c: &mut Criterion) {
    let hands: Vec<_> = (0..16).map(big_hand).collect();
    c.bench_function("score 25 tickets, 60 cards (16 hands)", |b| {
        b.iter(|| {
            for (pile, tickets) in &hands {
                black_box(match_pile(black_box(pile), black_box(tickets), true));
            }
        })
    });
    // The hardest of many random hands, alone.
    let worst = (0..400)
        .map(big_hand)
        .max_by_key(|(pile, tickets)| {
            let start = std::time::Instant::now();
            let mut h = cardgame_engine::Hand::default();
            pile.iter().for_each(|&c| h.add(c, 1));
            let needs: Vec<_> = tickets
                .iter()
                .map(|t| (t.ticket().need, t.ticket().points))
                .collect();
            black_box(best_subset(&h, &needs));
            start.elapsed()
        })
        .unwrap_or_else(|| big_hand(0));
    c.bench_function("score 25 tickets, 60 cards (slowest of 400)", |b| {
        b.iter(|| black_box(match_pile(&worst.0, &worst.1, true)))
    });
    let mut seed = 0;
    c.bench_function("random 2-player game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(seed))
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
