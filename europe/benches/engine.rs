//! Criterion benchmarks for the figures docs/ENGINE.md ("Speed") claims:
//! listing legal actions, applying an action, and a whole random game.
//! `cargo bench -p europa-engine --bench engine`
use criterion::{Criterion, black_box, criterion_group, criterion_main};
use europa_engine::rng::GameRng;
use europa_engine::{Action, Game, GameConfig};

/// A game advanced `steps` random actions from its start.
fn midgame(seed: u64, steps: usize) -> Game {
    let mut g = Game::new(GameConfig::new(2, seed)).unwrap_or_else(|e| panic!("{e}"));
    let mut rng = GameRng::new(seed);
    for _ in 0..steps {
        if g.is_over() {
            break;
        }
        let seat = g.acting_seats()[0];
        let legal = g.legal_actions(seat);
        let _ = g.apply(seat, &legal[rng.below(legal.len())]);
    }
    g
}

/// Plays a whole 2-player game with uniformly random legal actions: index
/// `rng.below(n)` of the `n` legal actions, taken with `legal_action_at`
/// (no list built at a turn's start), or, with `lists`, from the list built
/// by `legal_actions_into` (the same games).
fn random_game(
    seed: u64,
    lists: bool,
    legal: &mut Vec<Action>,
    events: &mut Vec<europa_engine::Event>,
) -> i32 {
    let mut g = Game::new(GameConfig::new(2, seed)).unwrap_or_else(|e| panic!("{e}"));
    let mut rng = GameRng::new(seed ^ 0x5EED);
    while let Some(seat) = g.first_acting_seat() {
        let a = if lists {
            g.legal_actions_into(seat, legal);
            legal[rng.below(legal.len())]
        } else {
            match g.legal_action_at(seat, legal, |n| rng.below(n)) {
                Some(a) => a,
                None => break,
            }
        };
        events.clear();
        let _ = g.apply_into(seat, &a, events);
    }
    g.final_scores().map(|s| s.players[0].total).unwrap_or(0)
}

fn bench(c: &mut Criterion) {
    let positions: Vec<Game> = (0..16).map(|s| midgame(s, 60)).collect();
    let mut legal = Vec::with_capacity(512);
    c.bench_function("legal_actions (2p mid-game)", |b| {
        let mut i = 0;
        b.iter(|| {
            let g = &positions[i % positions.len()];
            i += 1;
            let seat = g
                .acting_seats()
                .first()
                .copied()
                .unwrap_or(europa_engine::Seat(0));
            g.legal_actions_into(seat, &mut legal);
            black_box(legal.len())
        })
    });
    let pairs: Vec<(Game, Action)> = positions
        .iter()
        .filter(|g| !g.is_over())
        .map(|g| {
            let seat = g.acting_seats()[0];
            let a = g.legal_actions(seat)[0];
            (g.clone(), a)
        })
        .collect();
    let mut events = Vec::with_capacity(16);
    c.bench_function("apply (2p mid-game, incl. clone of the state)", |b| {
        let mut i = 0;
        b.iter(|| {
            let (g, a) = &pairs[i % pairs.len()];
            i += 1;
            let mut g = g.clone();
            let seat = g.acting_seats()[0];
            events.clear();
            black_box(g.apply_into(seat, a, &mut events).is_ok())
        })
    });
    c.bench_function("clone of a 2p mid-game state", |b| {
        let mut i = 0;
        b.iter(|| {
            let g = pairs[i % pairs.len()].0.clone();
            i += 1;
            black_box(g)
        })
    });
    c.bench_function("whole random 2p game", |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            black_box(random_game(seed, false, &mut legal, &mut events))
        })
    });
    c.bench_function("whole random 2p game, every list built", |b| {
        let mut seed = 0;
        b.iter(|| {
            seed += 1;
            black_box(random_game(seed, true, &mut legal, &mut events))
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
