//! Decision time of the computer players, on positions from seeded games.
//!
//! `cargo bench -p europa-engine --bench bots`
//!
//! The budget is Hard's median decision at most 250 ms natively (so a
//! tablet browser stays under a second). Each position is a turn start — the
//! decisions Hard searches hardest — reached by Medium bots playing a seeded
//! game; Hard is given the whole public history before it decides.
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use europa_engine::bots::{self, Bot, HardBot};
use europa_engine::{Action, Event, Game, GameConfig, PlayerView, Seat, TurnStep};
use std::hint::black_box;

/// A turn start of seat 0 after about `turns` turns of a `players` game,
/// with everything seat 0 has seen so far.
fn position(players: u8, seed: u64, turns: u32) -> (PlayerView, Vec<Action>, Vec<Event>) {
    let mut game = Game::new(GameConfig::new(players, seed)).expect("valid config");
    let mut seats: Vec<Box<dyn Bot<Game>>> = (0..players)
        .map(|s| bots::by_name("medium", s as u64).expect("medium exists"))
        .collect();
    let mut seen = Vec::new();
    while !game.is_over() {
        let seat = game.acting_seats()[0];
        let legal = game.legal_actions(seat);
        let view = game.view(seat);
        if seat == Seat(0) && game.turns() >= turns && *game.step() == TurnStep::Start {
            return (view, legal, seen);
        }
        let action = seats[seat.index()].choose(&view, &legal);
        let events = game.apply(seat, &action).expect("legal");
        seen.extend(events.iter().map(|e| e.redacted_for(Seat(0))));
    }
    panic!("the game ended before turn {turns}");
}

/// Times `decide` on a fresh Hard bot that has seen the history of each position.
fn bench_hard<R>(
    c: &mut Criterion,
    group: &str,
    positions: &[(&str, u8, u32)],
    decide: impl Fn(&mut HardBot, &PlayerView, &[Action]) -> R,
) {
    let mut group = c.benchmark_group(group);
    group.sample_size(20);
    for &(name, players, turns) in positions {
        let (view, legal, seen) = position(players, 5, turns);
        group.bench_function(name, |b| {
            b.iter_batched(
                || {
                    let mut bot = HardBot::new(1);
                    bot.observe(&seen);
                    bot
                },
                |mut bot| black_box(decide(&mut bot, &view, &legal)),
                BatchSize::SmallInput,
            )
        });
    }
    group.finish();
}

fn hard(c: &mut Criterion) {
    let positions = [
        ("2 players, turn 10", 2, 10),
        ("2 players, turn 40", 2, 40),
        ("4 players, turn 20", 4, 20),
        ("4 players, turn 80", 4, 80),
    ];
    bench_hard(c, "hard decision", &positions, |bot, view, legal| {
        bot.choose(view, legal)
    });
}

/// The part of Hard's decision that is not sliced ([`Bot::begin`]: the
/// candidates and the blocking guesses). In a browser it runs as one task,
/// so it must stay well under 50 ms there; the rollouts that follow are cut
/// into slices of any size.
fn hard_begin(c: &mut Criterion) {
    let positions = [("2 players, turn 10", 2, 10), ("4 players, turn 20", 4, 20)];
    bench_hard(c, "hard begin", &positions, |bot, view, legal| {
        bot.begin(view, legal)
    });
}

fn heuristics(c: &mut Criterion) {
    let (view, legal, _) = position(4, 5, 40);
    let mut group = c.benchmark_group("heuristic decision");
    for name in ["easy", "medium", "onestep", "hungry", "path", "longroute"] {
        let mut bot = bots::by_name(name, 1).expect("named bot");
        group.bench_function(name, |b| b.iter(|| black_box(bot.choose(&view, &legal))));
    }
    group.finish();
}

criterion_group!(benches, hard, hard_begin, heuristics);
criterion_main!(benches);
