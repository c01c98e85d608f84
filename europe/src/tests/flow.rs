//! Turn order, the end of the game (E11), the first player (E14), errors,
//! determinism and saves.
use super::*;
use crate::config::GameConfig;
use crate::error::{ConfigError, RuleError};
use crate::events::Event;
use crate::save::{GameRecord, LoadError};
use crate::state::TurnStep;

fn claim_short_route(g: &mut Game, seat: u8) {
    // Some free 1- or 2-space non-tunnel route the seat can pay with locomotives.
    let r = RouteId::all()
        .find(|r| {
            let x = r.route();
            x.length <= 2 && !x.tunnel && g.route_blocked(Seat(seat), *r).is_none()
        })
        .unwrap();
    let len = r.route().length;
    give(g, seat, &[(Locomotive, len)]);
    g.apply(
        Seat(seat),
        &Action::ClaimRoute {
            route: r,
            payment: pay(Locomotive, len),
        },
    )
    .unwrap();
}

#[test]
fn e11_two_or_fewer_trains_give_every_player_exactly_one_more_turn() {
    let mut g = playing(3, 31);
    g.players[0].trains = 3;
    let r = route("dieppe", "paris"); // 1 space
    give(&mut g, 0, &[(Purple, 1)]);
    let ev = g
        .apply(
            Seat(0),
            &Action::ClaimRoute {
                route: r,
                payment: pay(Purple, 0),
            },
        )
        .unwrap();
    assert!(ev.contains(&Event::FinalRoundStarted { trigger: Seat(0) }));
    g.apply(Seat(1), &Action::DrawBlind).unwrap();
    g.apply(Seat(1), &Action::DrawBlind).unwrap();
    g.apply(Seat(2), &Action::DrawBlind).unwrap();
    g.apply(Seat(2), &Action::DrawBlind).unwrap();
    assert!(!g.is_over(), "the trigger player also plays one more turn");
    g.apply(Seat(0), &Action::DrawBlind).unwrap();
    let ev = g.apply(Seat(0), &Action::DrawBlind).unwrap();
    assert!(ev.contains(&Event::GameOver));
    assert!(g.is_over());
    assert!(g.final_scores().is_some());
    assert_eq!(
        g.apply(Seat(1), &Action::DrawBlind),
        Err(RuleError::GameOver)
    );
}

#[test]
fn e11_the_final_round_triggers_once() {
    let mut g = playing(2, 32);
    g.players[0].trains = 3;
    g.players[1].trains = 3;
    claim_short_route(&mut g, 0);
    claim_short_route(&mut g, 1);
    assert_eq!(g.final_round.map(|f| f.trigger), Some(Seat(0)));
    g.apply(Seat(0), &Action::DrawBlind).unwrap();
    g.apply(Seat(0), &Action::DrawBlind).unwrap();
    assert!(
        g.is_over(),
        "seat 1 dropping to 2 trains in the final round does not extend it"
    );
}

#[test]
fn e14_first_player_chosen_at_set_up_or_drawn_at_random() {
    let config = GameConfig {
        first_player: Some(Seat(2)),
        ..GameConfig::new(4, 5)
    };
    let g = Game::new(config).unwrap();
    assert_eq!(g.first_player(), Seat(2));
    let firsts: std::collections::BTreeSet<Seat> = (0..40)
        .map(|seed| Game::new(GameConfig::new(4, seed)).unwrap().first_player())
        .collect();
    assert_eq!(firsts.len(), 4, "drawn: every seat can start");
    let bad = GameConfig {
        first_player: Some(Seat(4)),
        ..GameConfig::new(4, 5)
    };
    assert_eq!(
        Game::new(bad),
        Err(ConfigError::FirstPlayer { seat: Seat(4) })
    );
}

#[test]
fn player_count_is_two_to_five() {
    assert_eq!(
        Game::new(GameConfig::new(1, 0)),
        Err(ConfigError::PlayerCount {
            players: 1,
            min: 2,
            max: 5
        })
    );
    assert_eq!(
        Game::new(GameConfig::new(6, 0)),
        Err(ConfigError::PlayerCount {
            players: 6,
            min: 2,
            max: 5
        })
    );
}

#[test]
fn only_the_current_player_acts_and_a_refusal_changes_nothing() {
    let mut g = playing(3, 33);
    let before = g.clone();
    assert_eq!(
        g.apply(Seat(1), &Action::DrawBlind),
        Err(RuleError::NotYourTurn {
            seat: Seat(1),
            expected: Seat(0)
        })
    );
    assert_eq!(
        g.apply(Seat(7), &Action::DrawBlind),
        Err(RuleError::NotYourTurn {
            seat: Seat(7),
            expected: Seat(0)
        })
    );
    assert_eq!(g, before);
    assert!(g.legal_actions(Seat(1)).is_empty());
}

#[test]
fn errors_explain_themselves_in_words() {
    let e = RuleError::NotEnoughTrains { needed: 4, left: 2 };
    assert_eq!(
        e.to_string(),
        "You need 4 trains for this route but have 2 left."
    );
    assert_eq!(
        RuleError::LocomotiveAsSecondCard.to_string(),
        "A face-up locomotive can only be taken as your first and only card."
    );
}

fn random_record(seed: u64, max_actions: usize) -> (GameRecord, Game) {
    let mut g = Game::new(GameConfig::new(3, seed)).unwrap();
    let mut rec = GameRecord::new(g.config().clone());
    let mut bot = crate::bots::RandomBot::new(seed);
    while !g.is_over() && rec.actions.len() < max_actions {
        let seat = g.acting_seats()[0];
        let a = bot.pick(&g.legal_actions(seat));
        g.apply(seat, &a).unwrap();
        rec.actions.push((seat, a));
    }
    (rec, g)
}

#[test]
fn same_seed_and_same_actions_give_the_same_game() {
    let (rec, g) = random_record(41, usize::MAX);
    assert!(g.is_over());
    assert_eq!(rec.replay().unwrap(), g);
    assert_ne!(
        Game::new(GameConfig::new(3, 41)).unwrap(),
        Game::new(GameConfig::new(3, 42)).unwrap()
    );
}

#[test]
fn a_record_replays_to_a_seats_turn_start_showing_only_what_that_seat_saw() {
    let (rec, _) = random_record(47, 200);
    // Turn 20 is one seat's; the others have no turn 20 to stop at.
    let replays: Vec<_> = (0..3)
        .map(|s| {
            let mut seen = Vec::new();
            let g = crate::save::replay_to_turn(&rec, Seat(s), 20, |e| seen.extend_from_slice(e));
            (Seat(s), g, seen)
        })
        .collect();
    let ok: Vec<_> = replays.iter().filter(|(_, g, _)| g.is_ok()).collect();
    assert_eq!(ok.len(), 1);
    let (me, g, seen) = ok[0];
    let g = g.as_ref().unwrap();
    assert_eq!(
        (g.current_player(), g.turns(), g.step()),
        (*me, 20, &TurnStep::Start)
    );
    // Every event as that seat saw it: the others' blind draws stay hidden.
    assert!(seen.len() > 20);
    assert!(seen.iter().all(|e| *e == e.redacted_for(*me)));
    let other = replays.iter().find(|(s, _, _)| s != me).unwrap();
    assert_eq!(
        other.1.as_ref().err().cloned(),
        Some(format!("seat {} has no turn 20 in the record", other.0.0))
    );
}

#[test]
fn a_save_round_trips_through_json_mid_game() {
    let (rec, g) = random_record(43, 60);
    let (back, game) = GameRecord::from_json(&rec.to_json()).unwrap();
    assert_eq!((back, game), (rec, g));
}

#[test]
fn a_damaged_save_gives_a_clear_error_not_a_panic() {
    for text in [
        "",
        "{",
        "null",
        "[1,2]",
        "{\"format_version\":1}",
        "{\"format_version\":\"x\"}",
    ] {
        assert!(
            matches!(
                GameRecord::from_json(text),
                Err(LoadError::Malformed { .. })
            ),
            "{text}"
        );
    }
    let (mut rec, _) = random_record(44, 10);
    rec.format_version = 99;
    let err = GameRecord::from_json(&rec.to_json()).unwrap_err();
    assert_eq!(
        err,
        LoadError::Version {
            found: 99,
            supported: crate::state::FORMAT_VERSION
        }
    );
    assert!(err.to_string().contains("another version"));
}

#[test]
fn a_save_with_an_illegal_move_is_refused_with_its_move_number() {
    let (mut rec, _) = random_record(45, 20);
    rec.actions.insert(5, (Seat(0), Action::Pass));
    let err = GameRecord::from_json(&rec.to_json()).unwrap_err();
    assert!(
        matches!(err, LoadError::IllegalAction { index: 5, .. }),
        "{err:?}"
    );
    let mut rec = GameRecord::new(GameConfig::new(9, 1));
    rec.actions.clear();
    assert!(matches!(rec.replay(), Err(LoadError::Config(_))));
}

/// `apply_quiet` (no events) changes a game exactly as `apply` does, and
/// refuses the same actions: random games of every size and variant, with
/// an action of the seat not to play and a pass tried at every step. So
/// does `apply_played_out`, but for the end: scored for totals and winners.
#[test]
fn apply_quiet_plays_the_same_games_as_apply() {
    let configs = [
        (2, VariantId::Classic, false),
        (3, VariantId::Mega, false),
        (4, VariantId::EuropeExpanded, false),
        (5, VariantId::Europa1912, false),
        (2, VariantId::BigCities, true),
    ];
    for (k, (players, variant, depots)) in configs.into_iter().enumerate() {
        let mut config = GameConfig::new(players, 40 + k as u64);
        config.variant = variant;
        config.depots = depots;
        let mut loud = Game::new(config).unwrap();
        let mut quiet = loud.clone();
        let mut played = loud.clone();
        let mut rng = crate::rng::GameRng::new(k as u64);
        for _ in 0..3000 {
            if loud.is_over() {
                break;
            }
            let seat = loud.acting_seats()[0];
            let other = Seat(((seat.index() + 1) % usize::from(players)) as u8);
            let legal = loud.legal_actions(seat);
            let pick = legal[rng.below(legal.len())];
            let tries = [(other, legal[0]), (seat, Action::Pass), (seat, pick)];
            for (s, a) in tries {
                let said = loud.apply(s, &a).map(|_| ());
                assert_eq!(quiet.apply_quiet(s, &a), said);
                assert_eq!(quiet, loud);
                assert_eq!(played.apply_played_out(s, &a), said);
                if !loud.is_over() {
                    assert_eq!(played, loud);
                }
            }
        }
        assert!(loud.is_over());
        assert_eq!(played.final_scores, loud.totals_only_scores());
        played.final_scores.clone_from(&loud.final_scores);
        assert_eq!(played, loud);
    }
}
