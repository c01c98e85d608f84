//! Reachable states, built once per fuzzing process: games of every kind
//! played by a seeded uniform choice among the legal actions, kept at many
//! points (every few actions, and every state inside a turn: a second card
//! to draw, tickets to choose, a tunnel to pay, warehouses to collect, depots
//! to place, the final round, the end). An input then starts from one of
//! them instead of replaying a game from the start, so one execution costs a
//! few actions, not a game. Building the pool checks the invariants after
//! every action, so each state an input starts from is sound.
use crate::{Fuzzed, apply_listed};
use europa_common::rng::GameRng;
use europa_engine::config::VariantId;
use europa_engine::invariants::{self, ACTION_BOUND};
use europa_engine::{Game, GameConfig};
use std::sync::LazyLock;

/// Games per kind of table: different deals, different paths.
const SEEDS: u64 = 2;
/// Every this many actions a plain state is kept too.
const EVERY: usize = 5;

/// Every variant, with and without Warehouses & Depots, 2 to 5 players.
pub static EUROPE: LazyLock<Vec<Game>> = LazyLock::new(|| {
    let mut pool = Vec::new();
    for variant in VariantId::ALL {
        for depots in [false, true] {
            for players in 2..=5u8 {
                for s in 0..SEEDS {
                    let seed = u64::from(players) << 8 | s << 4 | variant as u64;
                    let config = GameConfig {
                        variant,
                        depots,
                        ..GameConfig::new(players, seed)
                    };
                    europe_game(config, &mut pool);
                }
            }
        }
    }
    pool
});

fn europe_game(config: GameConfig, pool: &mut Vec<Game>) {
    let rng = GameRng::new(config.seed ^ 0x5EED);
    if let Ok(game) = Game::new(config) {
        walk(game, rng, pool);
    }
}

/// Plays `game` to its end by `rng`'s uniform choice among the legal
/// actions, checking every action, and keeps its states in `pool`.
fn walk<G: Fuzzed>(mut game: G, mut rng: GameRng, pool: &mut Vec<G>) {
    let mut legal = Vec::new();
    for i in 0.. {
        if game.inside() || i % EVERY == 0 {
            pool.push(game.clone());
        }
        let Some(seat) = game.first_acting_seat() else {
            break;
        };
        game.legal_actions_into(seat, &mut legal);
        if legal.is_empty() || i > ACTION_BOUND as usize {
            break;
        }
        let a = legal[rng.below(legal.len())];
        apply_listed(&mut game, seat, &a);
    }
}

/// [`invariants::ticket_pool`] of each variant, computed once.
pub fn tickets(variant: VariantId) -> &'static [europa_engine::TicketId] {
    static POOLS: LazyLock<Vec<Vec<europa_engine::TicketId>>> =
        LazyLock::new(|| VariantId::ALL.map(invariants::ticket_pool).to_vec());
    let i = VariantId::ALL.iter().position(|v| *v == variant);
    i.and_then(|i| POOLS.get(i)).map_or(&[], |p| p.as_slice())
}

/// The Card Game: 2 to 4 players, with and without the beginner option;
/// every 4-player game is played into its second round.
pub static CARDGAME: LazyLock<Vec<cardgame_engine::Game>> = LazyLock::new(|| {
    use cardgame_engine::{Game, GameConfig};
    let mut pool = Vec::new();
    for players in 2..=4u8 {
        for beginner in [false, true] {
            for s in 0..SEEDS * 2 {
                let seed = u64::from(players) << 8 | s << 4 | u64::from(beginner);
                let config = GameConfig {
                    beginner,
                    ..GameConfig::new(players, seed)
                };
                if let Ok(game) = Game::new(config) {
                    walk(game, GameRng::new(seed ^ 0xCA4D), &mut pool);
                }
            }
        }
    }
    pool
});
