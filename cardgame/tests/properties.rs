//! Random games with invariants checked after every action: all 96 cards
//! are somewhere exactly once, every ticket is somewhere exactly once, a
//! legal action always exists, a refused action changes nothing, and every
//! game ends. `CARDGAME_PROPERTY_GAMES` asks for more games than the 2,000.
use cardgame_engine::bots::RandomBot;
use cardgame_engine::{Action, CardColor, Game, GameConfig, Seat, invariants};

fn games() -> u64 {
    std::env::var("CARDGAME_PROPERTY_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000)
}

fn check_invariants(g: &Game) {
    if let Err(e) = invariants::check(g) {
        panic!("{e}");
    }
}

#[test]
fn random_games_keep_every_card_and_ticket_and_always_end() {
    for i in 0..games() {
        let players = 2 + (i % 3) as u8;
        let config = GameConfig {
            beginner: i % 2 == 1,
            ..GameConfig::new(players, i)
        };
        let mut g = Game::new(config).unwrap();
        let mut bot = RandomBot::new(i ^ 0x5eed);
        let mut steps = 0;
        check_invariants(&g);
        while !g.is_over() {
            let seat = g.acting_seats()[0];
            let legal = g.legal_actions(seat);
            let a = bot.pick(&legal);
            g.apply(seat, &a).unwrap();
            check_invariants(&g);
            steps += 1;
            assert!(steps < 5000, "game {i} does not end");
        }
        let f = g.final_scores().unwrap();
        assert!(!f.winners.is_empty());
        assert_eq!(f.players.len(), players as usize);
    }
}

/// Every action that can be spelled for this game, whether legal or not.
fn spellable(g: &Game) -> Vec<Action> {
    let mut v = vec![Action::DrawBlind, Action::DrawTickets, Action::Pass];
    for keep in 0..=255u8 {
        v.push(Action::KeepInitialTickets { keep });
        v.push(Action::KeepTickets { keep });
    }
    for slot in 0..7 {
        v.push(Action::DrawFaceUp { slot });
    }
    let max = g
        .players()
        .iter()
        .map(|p| p.hand.total())
        .max()
        .unwrap_or(0) as u8
        + 1;
    for color in CardColor::ALL {
        for cards in 0..=max.min(12) {
            for locomotives in 0..=max.min(12) {
                v.push(Action::PlayGroup {
                    color,
                    cards,
                    locomotives,
                });
            }
        }
    }
    for a in CardColor::ALL {
        for b in CardColor::ALL {
            for c in CardColor::ALL {
                v.push(Action::PlayThree { colors: [a, b, c] });
            }
        }
    }
    v
}

#[test]
fn legal_actions_and_apply_agree_both_ways() {
    for i in 0..40u64 {
        let players = 2 + (i % 3) as u8;
        let mut g = Game::new(GameConfig::new(players, 1000 + i)).unwrap();
        let mut bot = RandomBot::new(i);
        let mut step = 0;
        while !g.is_over() {
            // Every few moves, try every spellable action for every seat.
            if step % 7 == 0 {
                let all = spellable(&g);
                for s in 0..players {
                    let seat = Seat(s);
                    let legal = g.legal_actions(seat);
                    let mut distinct = legal.clone();
                    distinct.sort_by_key(|a| format!("{a:?}"));
                    distinct.dedup();
                    assert_eq!(distinct.len(), legal.len(), "each play listed once");
                    for a in &all {
                        let mut copy = g.clone();
                        let listed = legal.contains(a);
                        match copy.apply(seat, a) {
                            Ok(_) => assert!(listed, "{a:?} applied but not listed"),
                            Err(e) => {
                                assert!(!listed, "{a:?} listed but refused: {e}");
                                assert_eq!(copy, g, "a refused action changes nothing");
                                assert!(!e.to_string().is_empty());
                            }
                        }
                    }
                }
            }
            let seat = g.acting_seats()[0];
            let legal = g.legal_actions(seat);
            g.apply(seat, &bot.pick(&legal)).unwrap();
            step += 1;
        }
    }
}
