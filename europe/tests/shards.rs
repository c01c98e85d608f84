//! Hard's rollouts shared by several searchers (the browser's pool of bots
//! workers): with the page's part played here (gathering each shard's round
//! and handing every shard the whole of it), 2, 3 or 4 shards choose the
//! same action as one searcher, with the same expectation, bit for bit, at
//! every kind of decision.
use europa_engine::bots::{
    self, Bot, HardBot, HardSettings, Round, RoundMismatch, Shard, ShardThought, Thought,
};
use europa_engine::{Action, Event, Game, GameConfig, Phase, Seat, TurnStep, VariantId};

/// What a decision was, for counting that every kind was compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Kind {
    SetUp,
    TurnStart,
    SecondCard,
    Tickets,
    Tunnel,
    Other,
}

fn kind(g: &Game) -> Kind {
    match (g.phase(), g.step()) {
        (Phase::InitialTickets, _) => Kind::SetUp,
        (_, TurnStep::Start) => Kind::TurnStart,
        (_, TurnStep::SecondCard) => Kind::SecondCard,
        (_, TurnStep::ChoosingTickets) => Kind::Tickets,
        (_, TurnStep::Tunnel(_)) => Kind::Tunnel,
        _ => Kind::Other,
    }
}

/// The page's part: asks each shard to think (in slices of `slice` rollouts,
/// each its own), gathers their rounds, hands every shard the whole round
/// (its worlds in `order`'s shuffle), until all have decided; they must all
/// decide alike. The action and what the rollouts expected.
fn decide_in_shards(
    shards: &mut [HardBot],
    view: &europa_engine::PlayerView,
    legal: &[Action],
    slice: u32,
) -> (Action, Option<u32>) {
    let mut decided: Vec<Option<Action>> = vec![None; shards.len()];
    for (i, bot) in shards.iter_mut().enumerate() {
        if let Thought::Decided(a) = bot.begin(view, legal) {
            decided[i] = Some(a);
        }
    }
    let mut rounds = 0;
    while decided.iter().any(Option::is_none) {
        let mut gathered = Round::default();
        let mut handed = 0;
        for (i, bot) in shards.iter_mut().enumerate() {
            if decided[i].is_some() {
                continue;
            }
            let mut step = 0;
            loop {
                step += 1;
                match bot.think_shard(1 + (slice + step + i as u32) % 9) {
                    ShardThought::Thought(Thought::Thinking { percent }) => {
                        assert!(percent < 100)
                    }
                    ShardThought::Thought(Thought::Decided(a)) => {
                        decided[i] = Some(a);
                        break;
                    }
                    ShardThought::Thought(Thought::Idle) => panic!("shard {i} went idle"),
                    ShardThought::Round(r) => {
                        gathered.round = r.round;
                        // Shards' rewards arrive in any order.
                        if (i + rounds) % 2 == 0 {
                            gathered.worlds.extend(r.worlds);
                        } else {
                            let mut mine = r.worlds;
                            mine.append(&mut gathered.worlds);
                            gathered.worlds = mine;
                        }
                        handed += 1;
                        // Until the merged round comes, nothing moves.
                        assert!(matches!(bot.think_shard(5), ShardThought::Waiting));
                        break;
                    }
                    ShardThought::Waiting => panic!("shard {i} waits before handing out"),
                }
            }
        }
        if handed > 0 {
            assert_eq!(handed, shards.len(), "every shard ends each round");
            for bot in shards.iter_mut() {
                bot.merge(&gathered).expect("the merged round fits");
            }
        }
        rounds += 1;
        assert!(rounds < 100, "a search of more than 100 rounds");
    }
    let first = decided[0].expect("decided");
    let expected = shards[0].expected().map(f32::to_bits);
    for (i, bot) in shards.iter().enumerate() {
        assert_eq!(decided[i], Some(first), "shard {i} of {}", shards.len());
        assert_eq!(bot.expected().map(f32::to_bits), expected, "shard {i}");
    }
    (first, expected)
}

fn sharded(seed: u64, count: u8, settings: HardSettings) -> Vec<HardBot> {
    (0..count)
        .map(|i| {
            let mut bot = HardBot::with_settings(seed, settings);
            bot.set_shard(Shard::new(i, count).expect("a shard"));
            bot
        })
        .collect()
}

/// Plays a game with Hard at seat 0, one Hard deciding alone and the same
/// Hard in 2, 3 and 4 shards deciding each of its decisions alongside;
/// counts the decisions compared by kind and whether they were searched.
fn compare_over_a_game(config: GameConfig, rollouts: u32, counts: &mut Vec<((Kind, bool), u32)>) {
    let settings = HardSettings {
        rollouts,
        ..HardSettings::default()
    };
    let seed = config.seed;
    let players = config.players;
    let mut game = Game::new(config).expect("game");
    let mut alone = HardBot::with_settings(seed, settings);
    let mut pools: Vec<Vec<HardBot>> = (2..=4).map(|n| sharded(seed, n, settings)).collect();
    let mut others: Vec<Box<dyn Bot<Game>>> = (1..players)
        .map(|s| bots::by_name("medium", seed + u64::from(s)).expect("medium"))
        .collect();
    let mut slice = 0;
    for _ in 0..3000 {
        if game.is_over() {
            break;
        }
        let seat = game.acting_seats()[0];
        let legal = game.legal_actions(seat);
        let view = game.view(seat);
        let action = if seat == Seat(0) {
            let a = alone.choose(&view, &legal);
            let expected = alone.expected().map(f32::to_bits);
            for pool in pools.iter_mut() {
                slice += 1;
                let (b, e) = decide_in_shards(pool, &view, &legal, slice);
                assert_eq!(
                    (b, e),
                    (a, expected),
                    "{} shards, turn {}",
                    pool.len(),
                    game.turns()
                );
            }
            let k = (kind(&game), expected.is_some());
            match counts.iter_mut().find(|(c, _)| *c == k) {
                Some((_, n)) => *n += 1,
                None => counts.push((k, 1)),
            }
            a
        } else {
            others[seat.index() - 1].choose(&view, &legal)
        };
        let events = game.apply(seat, &action).expect("legal");
        let seen: Vec<Event> = events.iter().map(|e| e.redacted_for(Seat(0))).collect();
        alone.observe(&seen);
        for bot in pools.iter_mut().flatten() {
            bot.observe(&seen);
        }
        for (i, bot) in others.iter_mut().enumerate() {
            let seen: Vec<Event> = events
                .iter()
                .map(|e| e.redacted_for(Seat(i as u8 + 1)))
                .collect();
            bot.observe(&seen);
        }
    }
    assert!(game.is_over());
}

/// Whole games (2, 3 and 4 players, Big Cities with its depots): every
/// searched decision of Hard's, shared by 2, 3 and 4 shards, comes out as
/// one searcher's, set-up choices, turn starts, second cards, ticket keeps
/// and tunnels alike.
#[test]
fn shards_choose_as_one_searcher_at_every_kind_of_decision() {
    let mut counts = Vec::new();
    for (players, seed) in [(2u8, 1u64), (3, 2), (4, 3), (2, 4), (3, 5)] {
        compare_over_a_game(GameConfig::new(players, seed), 48, &mut counts);
    }
    let mut config = GameConfig::new(2, 6);
    config.variant = VariantId::BigCities;
    config.depots = true;
    compare_over_a_game(config, 48, &mut counts);
    counts.sort();
    // A tunnel's extra is never searched (the planner pays it whenever the
    // hand can): its decision is compared unsearched.
    for k in [
        (Kind::SetUp, true),
        (Kind::TurnStart, true),
        (Kind::SecondCard, true),
        (Kind::Tickets, true),
        (Kind::Tunnel, false),
    ] {
        assert!(
            counts.iter().any(|(c, n)| *c == k && *n > 0),
            "no {k:?} decision compared: {counts:?}"
        );
    }
}

/// The browser's decisions at full strength (400 rollouts, the set-up
/// choice's 1,200), each by a Hard made afresh as the bots worker makes it.
#[test]
fn shards_at_full_strength_choose_as_one_searcher() {
    for seed in 1..=4u64 {
        let mut game = Game::new(GameConfig::new(2 + (seed % 3) as u8, seed)).expect("game");
        let mut medium = bots::by_name("medium", seed).expect("medium");
        let mut seen_all: Vec<Event> = Vec::new();
        let mut compared = 0;
        let mut hards = 0;
        for _ in 0..400 {
            if game.is_over() || compared >= 4 {
                break;
            }
            let seat = game.acting_seats()[0];
            let legal = game.legal_actions(seat);
            let view = game.view(seat);
            // Seat 0's decisions: Hard's at the set-up and every seventh
            // after, Medium's in between.
            if seat == Seat(0) {
                hards += 1;
            }
            let action = if seat == Seat(0) && hards % 7 == 1 {
                let fresh = || {
                    let mut bot = HardBot::new(seed ^ game.turns() as u64);
                    bot.observe(&seen_all);
                    bot
                };
                let mut alone = fresh();
                let a = alone.choose(&view, &legal);
                let expected = alone.expected().map(f32::to_bits);
                for count in [2u8, 4] {
                    let mut pool: Vec<HardBot> = (0..count)
                        .map(|i| {
                            let mut bot = fresh();
                            bot.set_shard(Shard::new(i, count).expect("a shard"));
                            bot
                        })
                        .collect();
                    let got = decide_in_shards(&mut pool, &view, &legal, seed as u32);
                    assert_eq!(got, (a, expected), "seed {seed}, {count} shards");
                }
                compared += 1;
                a
            } else {
                medium.choose(&view, &legal)
            };
            let events = game.apply(seat, &action).expect("legal");
            seen_all.extend(events.iter().map(|e| e.redacted_for(Seat(0))));
            let mine: Vec<Event> = events.iter().map(|e| e.redacted_for(seat)).collect();
            if seat != Seat(0) {
                medium.observe(&mine);
            }
        }
        assert!(compared >= 2, "seed {seed}: {compared} decisions compared");
    }
}

/// A merged round that does not fit is refused, and changes nothing: the
/// round after, a game missing, one of the shard's own rewards altered, an
/// alternative too many; the right one is then taken.
#[test]
fn a_merged_round_that_does_not_fit_is_refused() {
    let game = Game::new(GameConfig::new(2, 7)).expect("game");
    let seat = game.acting_seats()[0];
    let legal = game.legal_actions(seat);
    let view = game.view(seat);
    let settings = HardSettings {
        rollouts: 60,
        ..HardSettings::default()
    };
    let mut alone = HardBot::with_settings(7, settings);
    let want = alone.choose(&view, &legal);
    let mut pool = sharded(7, 2, settings);
    let mut rounds: Vec<Round> = Vec::new();
    for bot in pool.iter_mut() {
        assert!(matches!(bot.begin(&view, &legal), Thought::Thinking { .. }));
        loop {
            match bot.think_shard(8) {
                ShardThought::Round(r) => {
                    rounds.push(r);
                    break;
                }
                ShardThought::Thought(Thought::Thinking { .. }) => {}
                other => panic!("{other:?}"),
            }
        }
    }
    let mut whole = rounds[0].clone();
    whole.worlds.extend(rounds[1].worlds.iter().cloned());
    let bad = |f: &dyn Fn(&mut Round)| {
        let mut r = whole.clone();
        f(&mut r);
        r
    };
    let wrong = [
        bad(&|r| r.round += 1),
        bad(&|r| {
            r.worlds.pop();
        }),
        bad(&|r| r.worlds[0].alts.push(None)),
        bad(&|r| {
            let w = r.worlds[1].clone();
            r.worlds.push(w);
        }),
    ];
    for (i, bot) in pool.iter_mut().enumerate() {
        for r in &wrong {
            assert_eq!(bot.merge(r), Err(RoundMismatch));
        }
        // A shard knows only its own games' rewards.
        let altered = bad(&|r| {
            let w = r
                .worlds
                .iter_mut()
                .find(|w| w.base.is_some() && w.world % 2 == i as u32)
                .expect("a game of this shard's");
            w.base = w.base.map(|b| b + 0.5);
        });
        assert_eq!(bot.merge(&altered), Err(RoundMismatch));
        bot.merge(&whole).expect("the right round");
        assert_eq!(bot.merge(&whole), Err(RoundMismatch), "merged twice");
    }
    // The search goes on to the lone searcher's answer.
    let mut decided = Vec::new();
    let mut rounds_left = 10;
    while decided.len() < pool.len() && rounds_left > 0 {
        rounds_left -= 1;
        let mut gathered = Round::default();
        for bot in pool.iter_mut() {
            loop {
                match bot.think_shard(8) {
                    ShardThought::Round(r) => {
                        gathered.round = r.round;
                        gathered.worlds.extend(r.worlds);
                        break;
                    }
                    ShardThought::Thought(Thought::Decided(a)) => {
                        decided.push(a);
                        break;
                    }
                    ShardThought::Thought(Thought::Thinking { .. }) => {}
                    other => panic!("{other:?}"),
                }
            }
        }
        if decided.is_empty() {
            for bot in pool.iter_mut() {
                bot.merge(&gathered).expect("fits");
            }
        }
    }
    assert_eq!(decided, vec![want; 2]);
}

#[test]
fn a_shard_is_below_its_count() {
    assert_eq!(Shard::new(0, 1), Some(Shard::WHOLE));
    assert_eq!(Shard::new(3, 4), Some(Shard { index: 3, count: 4 }));
    assert_eq!(Shard::new(4, 4), None);
    assert_eq!(Shard::new(0, 0), None);
    assert_eq!(Shard::new(0, 65), None);
}
