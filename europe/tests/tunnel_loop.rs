//! Regression for the soak's endless game (issue 15): Classic, 5 players,
//! seed 31007760, seats longroute, onestep, path, path, onestep — the arena's
//! game 7667 of `--seed 31`. Every seat ended up trying tunnels 86 and 30,
//! declining the extra cards, and trying again with the same hand, for ever.
//! The fixture holds the first 5,000 actions of that game as it was played.
use europa_engine::bots::{self, Bot};
use europa_engine::{Action, Game, GameRecord, Seat};

const FIXTURE: &str = include_str!("fixtures/tunnel_loop_5p.json");
const SEATS: [&str; 5] = ["longroute", "onestep", "path", "path", "onestep"];
/// A 5-player game of these bots takes a few hundred actions.
const BOUND: usize = 2_000;

#[test]
fn tunnel_loop_fixture_is_the_endless_game() {
    let (record, game) = match GameRecord::from_json(FIXTURE) {
        Ok(r) => r,
        Err(e) => panic!("the fixture loads: {e}"),
    };
    assert_eq!(record.config.seed, 31_007_760);
    assert_eq!(record.actions.len(), 5_000);
    assert!(!game.is_over());
    let tail = &record.actions[record.actions.len() - 200..];
    let declines = tail
        .iter()
        .filter(|(_, a)| *a == Action::DeclineTunnel)
        .count();
    assert_eq!(
        declines, 100,
        "the last 200 actions are 100 declined tunnels"
    );
}

/// The fixture's record, read as a save is (it was written in engine
/// format 1, before Warehouses & Depots added a field to the config).
fn load_fixture() -> GameRecord {
    match GameRecord::from_json(FIXTURE) {
        Ok((record, _)) => record,
        Err(e) => panic!("the fixture loads: {e}"),
    }
}

/// Plays `game` to its end with the five seats' bots, the arena's way;
/// panics if it takes more than `BOUND` actions.
fn play_out(game: &mut Game, seed: u64) -> Vec<(Seat, Action)> {
    let mut seats: Vec<Box<dyn Bot<Game>>> = SEATS
        .iter()
        .enumerate()
        .filter_map(|(s, name)| bots::by_name(name, seed ^ ((s as u64 + 1) << 32)))
        .collect();
    let mut played: Vec<(Seat, Action)> = Vec::new();
    while !game.is_over() {
        assert!(
            played.len() < BOUND,
            "the game is still going after {BOUND} actions"
        );
        let seat = game.acting_seats()[0];
        let legal = game.legal_actions(seat);
        let action = seats[seat.index()].choose(&game.view(seat), &legal);
        let Ok(events) = game.apply(seat, &action) else {
            panic!("a bot chose an illegal {action:?}");
        };
        europa_common::play::tell_every_seat(&mut seats, &events, &mut Vec::new());
        played.push((seat, action));
    }
    played
}

#[test]
fn bots_caught_in_the_tunnel_loop_get_out_of_it() {
    let mut record = load_fixture();
    // Deep in the loop: every seat has tried and declined both tunnels.
    record.actions.truncate(4_800);
    let mut game = match record.replay() {
        Ok(g) => g,
        Err(e) => panic!("the fixture replays: {e}"),
    };
    let played = play_out(&mut game, record.config.seed);
    assert!(game.is_over());
    eprintln!("the looping game ended {} actions later", played.len());
}

#[test]
fn the_arena_game_that_looped_now_ends() {
    let record = load_fixture();
    let Ok(mut game) = Game::new(record.config.clone()) else {
        panic!("the fixture's config is valid");
    };
    let played = play_out(&mut game, record.config.seed);
    eprintln!("the arena's game 7667 ended after {} actions", played.len());
}

#[test]
fn a_bot_that_declined_a_tunnel_does_not_try_it_again_with_the_same_hand() {
    let record = load_fixture();
    let actions = &record.actions;
    // The first decline whose seat, at its next decision, tried the same
    // tunnel again in the fixture.
    let mut found = None;
    for (i, (seat, a)) in actions.iter().enumerate() {
        if *a != Action::DeclineTunnel {
            continue;
        }
        let Some(Action::ClaimRoute { route, .. }) = actions[..i]
            .iter()
            .rev()
            .find(|(s, _)| s == seat)
            .map(|(_, a)| *a)
        else {
            continue;
        };
        let next = actions[i + 1..].iter().position(|(s, _)| s == seat);
        if let Some(j) = next.map(|j| i + 1 + j)
            && matches!(actions[j].1, Action::ClaimRoute { route: r, .. } if r == route)
        {
            found = Some((i, j, *seat, route));
            break;
        }
    }
    let Some((i, j, seat, route)) = found else {
        panic!("the fixture retries a declined tunnel");
    };
    let replay = |n: usize| {
        let mut r = record.clone();
        r.actions.truncate(n);
        match r.replay() {
            Ok(g) => g,
            Err(e) => panic!("the fixture replays: {e}"),
        }
    };
    let Some(mut bot) = bots::by_name(SEATS[seat.index()], 1) else {
        panic!("a bot");
    };
    // The bot itself declines (it cannot pay the extra) ...
    let g = replay(i);
    assert_eq!(
        bot.choose(&g.view(seat), &g.legal_actions(seat)),
        Action::DeclineTunnel
    );
    // ... and at its next turn, holding the same hand, does something else.
    let g = replay(j);
    let legal = g.legal_actions(seat);
    assert!(legal.contains(&actions[j].1), "the retry is legal");
    let choice = bot.choose(&g.view(seat), &legal);
    assert!(
        !matches!(choice, Action::ClaimRoute { route: r, .. } if r == route),
        "tried tunnel {route:?} again with the same hand"
    );
}
