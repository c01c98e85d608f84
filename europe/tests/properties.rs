//! Random seeded games, checked after every action. `EUROPA_PROPERTY_GAMES`
//! raises the number of games (default 2,000).
use europa_engine::config::VariantId;
use europa_engine::data::{CityId, NUM_CITIES, RouteId};
use europa_engine::invariants;
use europa_engine::rng::GameRng;
use europa_engine::{Action, CardColor, Game, GameConfig, Payment, Seat};
use std::collections::HashSet;

fn games() -> u64 {
    std::env::var("EUROPA_PROPERTY_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000)
}

fn check_invariants(g: &Game, pool: &[europa_engine::TicketId], ctx: &str) {
    if let Err(e) = invariants::check(g, pool) {
        panic!("{ctx}: {e}");
    }
}

#[test]
fn random_games_keep_every_card_ticket_train_and_point_accounted_for_and_end() {
    let variants = VariantId::ALL;
    let mut rng = GameRng::new(0xE0E0);
    let mut legal = Vec::new();
    for n in 0..games() {
        // Every player count, every variant, with and without Warehouses & Depots.
        let players = 2 + (n % 4) as u8;
        let variant = variants[(n / 4 % variants.len() as u64) as usize];
        let depots = n / (4 * variants.len() as u64) % 2 == 1;
        let config = GameConfig {
            variant,
            depots,
            ..GameConfig::new(players, n)
        };
        let mut g = Game::new(config).unwrap();
        let pool = invariants::ticket_pool(variant);
        check_invariants(&g, &pool, &format!("game {n} set-up"));
        let mut steps = 0;
        while !g.is_over() {
            let seat = g.acting_seats()[0];
            g.legal_actions_into(seat, &mut legal);
            let a = legal[rng.below(legal.len())];
            g.apply(seat, &a)
                .unwrap_or_else(|e| panic!("game {n}: listed {a:?} refused: {e}"));
            steps += 1;
            assert!(steps < 5_000, "game {n} does not end");
            check_invariants(&g, &pool, &format!("game {n} step {steps}"));
        }
        let scores = g.final_scores().unwrap();
        assert!(!scores.winners.is_empty());
        assert_eq!(g.compute_final_scores(), *scores);
    }
}

/// Every action that could be spelled, for exhaustive legality checks.
fn every_spellable_action() -> Vec<Action> {
    let mut all = vec![
        Action::DrawBlind,
        Action::DrawTickets,
        Action::DeclineTunnel,
        Action::Pass,
    ];
    for slot in 0..6 {
        all.push(Action::DrawFaceUp { slot });
        for w in 0..=5 {
            all.push(Action::DrawFaceUpStoring {
                slot,
                warehouse: Seat(w),
            });
        }
    }
    for w in 0..=5 {
        all.push(Action::DrawBlindStoring { warehouse: Seat(w) });
    }
    for cities in 0..=4 {
        all.push(Action::CollectWarehouses { cities });
    }
    for c in 0..=NUM_CITIES as u8 {
        all.push(Action::PlaceDepot { city: CityId(c) });
    }
    for keep in 0..=255u8 {
        all.push(Action::KeepTickets { keep });
        all.push(Action::KeepInitialTickets { keep });
    }
    let payments: Vec<Payment> = CardColor::ALL
        .iter()
        .flat_map(|&color| (0..=8).map(move |locomotives| Payment { color, locomotives }))
        .collect();
    for r in 0..=101u8 {
        for &payment in &payments {
            all.push(Action::ClaimRoute {
                route: RouteId(r),
                payment,
            });
        }
    }
    for &payment in &payments {
        all.push(Action::PayTunnel { payment });
    }
    for c in 0..=NUM_CITIES as u8 {
        for &payment in payments.iter().filter(|p| p.locomotives <= 3) {
            all.push(Action::BuildStation {
                city: CityId(c),
                payment,
            });
        }
    }
    all
}

#[test]
fn legal_actions_and_apply_agree_both_ways() {
    let mut rng = GameRng::new(7);
    // Exhaustive per step, so fewer games than the invariant test.
    let games = (games() / 100).max(20);
    for n in 0..games {
        // Every variant and player count, with and without depots.
        let config = GameConfig {
            variant: VariantId::ALL[(n % VariantId::ALL.len() as u64) as usize],
            depots: n / 4 % 2 == 1,
            ..GameConfig::new(2 + (n % 4) as u8, 10_000 + n)
        };
        let mut g = Game::new(config).unwrap();
        let candidates = every_spellable_action();
        while !g.is_over() {
            let seat = g.acting_seats()[0];
            let legal = g.legal_actions(seat);
            // Every listed action applies ...
            for a in &legal {
                let mut copy = g.clone();
                assert!(
                    copy.apply(seat, a).is_ok(),
                    "game {n}: listed {a:?} refused"
                );
            }
            // ... and every action that applies was listed, for every seat.
            for s in 0..g.num_players() as u8 {
                let listed: HashSet<Action> = g.legal_actions(Seat(s)).into_iter().collect();
                for (i, a) in candidates.iter().enumerate() {
                    let ok = g.is_legal(Seat(s), a);
                    assert_eq!(
                        ok,
                        listed.contains(a),
                        "game {n}: seat {s} {a:?} legal={ok}"
                    );
                    // Applying a refused action must change nothing (sampled: a clone each is costly).
                    if !ok && i % 61 == g.turns() as usize % 61 {
                        let mut copy = g.clone();
                        assert!(copy.apply(Seat(s), a).is_err());
                        assert_eq!(copy, g, "a refused action changed the game");
                    }
                }
            }
            g.apply(seat, &legal[rng.below(legal.len())]).unwrap();
        }
    }
}
