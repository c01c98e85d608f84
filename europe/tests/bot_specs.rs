//! The arena's bot specs: `hard:rollouts=N` gives that seat a Hard that
//! thinks N rollouts a decision; a bad spec is an error that says why.
use europa_engine::bots::{self, Thought};
use europa_engine::{Action, Game, GameConfig, Phase};

/// Rollouts Hard spends on seat 0's first turn of a seeded game (one
/// `think(1)` a rollout), once the tickets are kept by the planner's Medium.
fn rollouts_spent(spec: &str) -> u32 {
    let mut game = Game::new(GameConfig::new(2, 7)).expect("valid config");
    // Both seats keep tickets first, as Medium would.
    while game.phase() == Phase::InitialTickets {
        let seat = game.acting_seats()[0];
        let legal = game.legal_actions(seat);
        let mut m = bots::by_name("medium", 1).expect("medium");
        let a = m.choose(&game.view(seat), &legal);
        game.apply(seat, &a).expect("legal");
    }
    let seat = game.acting_seats()[0];
    let mut hard = bots::by_spec(spec, 3).expect("a valid spec");
    let legal = game.legal_actions(seat);
    assert!(legal.contains(&Action::DrawBlind), "a turn start");
    let mut thought = hard.begin(&game.view(seat), &legal);
    let mut spent = 0;
    while let Thought::Thinking { .. } = thought {
        spent += 1;
        thought = hard.think(1);
    }
    assert!(matches!(thought, Thought::Decided(_)));
    spent
}

#[test]
fn hard_with_more_rollouts_thinks_longer_per_decision() {
    let default = rollouts_spent("hard");
    let same = rollouts_spent("hard:rollouts=400");
    let more = rollouts_spent("hard:rollouts=1600");
    assert_eq!(default, same, "the default budget is 400 rollouts");
    assert!(
        more >= 3 * default,
        "1600 rollouts spent {more}, the default {default}"
    );
}

#[test]
fn a_bad_bot_spec_says_what_is_wrong() {
    let err = |spec: &str| match bots::by_spec(spec, 0) {
        Ok(_) => panic!("{spec} was accepted"),
        Err(e) => e,
    };
    assert!(err("hard:rollouts=abc").contains("rollouts needs a whole number"));
    assert!(err("hard:rollouts=0").contains("rollouts needs a whole number"));
    assert!(err("hard:rollouts").contains("not key=value"));
    assert!(err("hard:depth=3").contains("unknown option depth"));
    assert!(err("hard:endgame=maybe").contains("endgame is on or off"));
    assert!(bots::by_spec("hard:rollouts=40:endgame=off", 0).is_ok());
    assert!(err("onestep:rollouts=5").contains("takes no options"));
    assert!(err("genius").contains("unknown bot genius"));
    assert!(err("expert:rollouts=5").contains("takes no options"));
    assert!(bots::by_spec("onestep", 0).is_ok());
}
