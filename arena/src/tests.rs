//! The arena's command line and runs, played: bot options reaching their
//! bots, runs in pieces, and end statistics agreeing with each game.
use crate::args::{Args, parse_from};
use crate::europe;

fn args(line: &str) -> Result<Args, String> {
    parse_from(line.split_whitespace().map(String::from))
}

/// Why the arena refuses `line` (empty if it does not).
fn refusal(line: &str) -> String {
    args(line).err().unwrap_or_default()
}

/// Each game's scores for `line`'s run.
fn scores(line: &str) -> Vec<Vec<i64>> {
    let a = args(line).expect("valid");
    (0..a.games)
        .map(|g| europe::play(&a, g).map(|o| o.score).unwrap_or_default())
        .collect()
}

#[test]
fn a_seat_can_be_given_a_stronger_hard() {
    let a = args("--players 2 --bots hard:rollouts=4800,hard").expect("valid");
    assert_eq!(a.bots, vec!["hard:rollouts=4800", "hard"]);
}

#[test]
fn a_bad_rollout_budget_is_a_clear_error() {
    assert!(
        refusal("--players 2 --bots hard:rollouts=lots,easy")
            .contains("rollouts needs a whole number")
    );
    assert!(refusal("--players 2 --bots easy:rollouts=9,hard").contains("takes no options"));
    assert!(
        refusal("--game cardgame --players 2 --bots hard:rollouts=9,greedy")
            .contains("take no options")
    );
}

#[test]
fn planner_knobs_reach_medium_and_hards_two_planners() {
    let scores = |bots: &str| scores(&format!("--games 4 --players 2 --seed 3 --bots {bots}"));
    // Medium's own values change nothing; stations priced out change its games.
    let medium = scores("medium,easy");
    assert_eq!(
        scores("medium:station_cost=9:reserve_trains=6,easy"),
        medium
    );
    assert_ne!(
        scores("medium:station_cost=30:reserve_trains=4,easy"),
        medium
    );
    let hard = scores("hard:rollouts=8,easy");
    assert_eq!(scores("hard:rollouts=8:plan.station_cost=9,easy"), hard);
    assert_ne!(scores("hard:rollouts=8:plan.claim_overhead=3,easy"), hard);
    assert_ne!(scores("hard:rollouts=8:model.claim_overhead=3,easy"), hard);
    assert_ne!(scores("hard:rollouts=8:opp.claim_overhead=3,easy"), hard);
    assert_eq!(scores("hard:rollouts=8:opp.claim_overhead=1.5,easy"), hard);
}

/// The scores of games 0–3 of the 3-player field, Hard (40 rollouts, with
/// `options` added to its spec) against One Step and Long Route Junkie.
fn hard_in_three(options: &str) -> Vec<Vec<i64>> {
    scores(&format!(
        "--games 4 --players 3 --seed 1 --bots hard:rollouts=40{options},onestep,longroute"
    ))
}

#[test]
fn hards_reward_weighs_a_60_point_lead_as_the_win_unless_told_otherwise() {
    // `margin=60` is the default; another weight plays other games.
    let now = hard_in_three("");
    assert_eq!(hard_in_three(":margin=60"), now);
    assert_ne!(hard_in_three(":margin=120"), now);
    assert!(refusal("--players 2 --bots hard:margin=0,easy").contains("margin needs a number"));
}

#[test]
fn hards_reward_counts_opponents_tickets_whole_unless_told_otherwise() {
    // `opp_tickets=1` is the default; counting them at half plays other games.
    let now = hard_in_three("");
    assert_eq!(hard_in_three(":opp_tickets=1"), now);
    assert_ne!(hard_in_three(":opp_tickets=0.5"), now);
    assert!(
        refusal("--players 3 --bots hard:opp_tickets=2,easy,easy")
            .contains("opp_tickets needs a share from 0 to 1")
    );
}

#[test]
fn hards_sampler_weighs_no_dead_ends_unless_told_to() {
    // `dead_ends=1` is the default; tickets ending where a network ends made
    // likelier plays other games.
    let now = hard_in_three("");
    assert_eq!(hard_in_three(":dead_ends=1"), now);
    assert_ne!(hard_in_three(":dead_ends=4"), now);
    assert!(
        refusal("--players 3 --bots hard:dead_ends=0.5,easy,easy")
            .contains("dead_ends needs odds from 1 to 100")
    );
}

#[test]
fn hards_search_bar_is_one_standard_error_over_8_candidates_unless_told_otherwise() {
    // z=1, prior=0.01 and 8 candidates are the defaults; a search that
    // takes any better-looking alternative (z=0) plays other games.
    let now = hard_in_three("");
    assert_eq!(hard_in_three(":z=1:prior=0.01:candidates=8"), now);
    assert_ne!(hard_in_three(":z=0"), now);
    assert!(refusal("--players 2 --bots hard:z=-1,easy").contains("z needs a number"));
    assert!(refusal("--players 2 --bots hard:candidates=0,easy").contains("candidates needs"));
}

#[test]
fn hards_rollouts_model_three_or_more_players_with_the_tuned_planner_and_two_with_mediums() {
    let mediums_model = "model.station_cost=9:model.reserve_trains=6";
    let two = "--games 3 --players 2 --seed 4 --bots";
    assert_eq!(
        scores(&format!("{two} hard:rollouts=8,easy")),
        scores(&format!("{two} hard:rollouts=8:{mediums_model},easy"))
    );
    let three = "--games 3 --players 3 --seed 4 --bots";
    assert_ne!(
        scores(&format!("{three} hard:rollouts=8,easy,easy")),
        scores(&format!(
            "{three} hard:rollouts=8:{mediums_model},easy,easy"
        ))
    );
}

#[test]
fn a_bad_planner_knob_is_a_clear_error() {
    assert!(
        refusal("--players 2 --bots medium:stations=30,easy")
            .contains("unknown planner knob stations")
    );
    assert!(
        refusal("--players 2 --bots medium:station_cost=-1,easy").contains("needs a number from 0")
    );
    assert!(refusal("--players 2 --bots hard:plan.use_stations=maybe,easy").contains("on or off"));
    assert!(refusal("--players 2 --bots hard:depth=3,easy").contains("hard knows: rollouts"));
}

#[test]
fn a_run_can_be_played_in_pieces_or_one_game_alone() {
    let a = args("--games 70 --from 30 --bots easy,medium").expect("valid");
    assert_eq!((a.first, a.games, a.trace), (30, 70, None));
    let a = args("--only 46 --games 100 --bots easy,medium").expect("valid");
    assert_eq!((a.first, a.games, a.trace), (46, 1, Some(46)));
    // Game 1 alone is game 1 of the whole run (untraced here).
    let whole = args("--games 2 --seed 9 --bots easy,medium").expect("valid");
    let mut alone = args("--only 1 --seed 9 --bots easy,medium").expect("valid");
    alone.trace = None;
    let score = |a: &Args, g| europe::play(a, g).map(|o| o.score).unwrap_or_default();
    assert_eq!(score(&whole, 1), score(&alone, alone.first));
}

#[test]
fn end_statistics_of_a_small_run_agree_with_each_game() {
    let a = args("--games 6 --players 2 --seed 5 --bots medium,easy").expect("valid");
    for g in 0..a.games {
        let o = europe::play(&a, g).expect("the game ends");
        let trains_left = |b: usize| o.parts[b][4];
        // Every game between these bots ends by E11's trigger.
        assert_eq!(o.end.ended.iter().sum::<u32>(), 1, "game {g}");
        for b in 0..2 {
            assert_eq!(o.end.ended[b] + o.end.opp_ended[b], 1);
            if o.end.ended[b] == 1 {
                assert!(trains_left(b) <= 2, "the ender has 2 trains or fewer");
            }
            assert_eq!(o.end.opp_ended_wins[b], o.end.opp_ended[b] * o.wins[b]);
            let big_loss = o.wins[b] == 0 && trains_left(b) >= 10;
            assert_eq!(o.end.losses_10_trains[b], u32::from(big_loss), "game {g}");
        }
    }
}

#[test]
fn the_reference_agents_random_moves_are_counted_and_medium_plays_none() {
    let a = args("--games 20 --players 5 --seed 1 --bots onestep,hungry,path,longroute,medium")
        .expect("valid");
    let mut random = [0u32; 5];
    for g in 0..a.games {
        let o = europe::play(&a, g).expect("the game ends");
        for (sum, n) in random.iter_mut().zip(&o.random_moves) {
            *sum += n;
        }
    }
    // Some of these games leave Long Route Junkie without a move of its own.
    assert!(random[3] > 0, "{random:?}");
    assert_eq!(random[4], 0, "Medium always has a move of its own");
}
