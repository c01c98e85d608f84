//! A fingerprint of many whole games, to show that a speed change plays
//! exactly the same games: `cargo run --release -p cardgame-engine
//! --example fingerprint -- 3000` before and after must print the same.
//! It hashes every game's final state (final scores, which pile cards
//! served which ticket, included) for random 2-, 3- and 4-player games,
//! and the exact matching of random big hands.
use cardgame_engine::bots::RandomBot;
use cardgame_engine::matching::best_subset;
use cardgame_engine::{CardColor, Game, GameConfig, Hand, TicketId};
use europa_common::GameRng;
use std::hash::{DefaultHasher, Hash, Hasher};

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(3000);
    let mut hasher = DefaultHasher::new();
    let mut legal = Vec::new();
    let mut events = Vec::new();
    for seed in 0..games {
        let players = 2 + (seed % 3) as u8;
        let Ok(mut g) = Game::new(GameConfig::new(players, seed)) else {
            return;
        };
        let mut bot = RandomBot::new(seed);
        while let Some(seat) = g.first_acting_seat() {
            g.legal_actions_into(seat, &mut legal);
            legal.hash(&mut hasher);
            let a = bot.pick(&legal);
            events.clear();
            if g.apply_into(seat, &a, &mut events).is_err() {
                return;
            }
        }
        serde_json::to_string(&g)
            .unwrap_or_default()
            .hash(&mut hasher);
    }
    // Random piles and ticket sets of every size, beyond what games reach.
    let mut rng = GameRng::new(7);
    for _ in 0..games {
        let mut tickets: Vec<TicketId> = TicketId::all().collect();
        rng.shuffle(&mut tickets);
        tickets.truncate(1 + rng.below(46));
        let mut pile = Hand::default();
        for _ in 0..rng.below(70) {
            pile.add(CardColor::ALL[rng.below(9)], 1);
        }
        let needs: Vec<(Hand, u8)> = tickets
            .iter()
            .map(|t| (t.ticket().need, t.ticket().points))
            .collect();
        best_subset(&pile, &needs).hash(&mut hasher);
    }
    println!(
        "{games} games and hands: fingerprint {:016x}",
        hasher.finish()
    );
}
