//! A whole game between random bots, played in one call: the engine is fast
//! enough (well under a millisecond a game) to run it between two frames.

use europa_engine::bots::RandomBot;
use europa_engine::{ConfigError, FinalScores, Game, GameConfig, RouteId, RuleError, Seat};

/// What the board and the score table need from a finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    pub seed: u64,
    pub players: u8,
    /// Owner of each route, indexed by `RouteId`.
    pub owners: Vec<Option<Seat>>,
    pub scores: FinalScores,
    pub turns: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub enum AutoplayError {
    Config(ConfigError),
    /// A bot picked an action the engine refused: an engine bug.
    Rule {
        seat: Seat,
        error: RuleError,
    },
    /// No seat could act, or the game ran past any sane length.
    Stuck {
        steps: u32,
    },
}

/// Far more steps than any real game takes (a random 5-player game is a few
/// hundred); guards the page against an engine bug looping forever.
const MAX_STEPS: u32 = 100_000;

/// The bot seed for a seat: distinct per seat, fixed by the game seed.
fn bot_seed(seed: u64, seat: usize) -> u64 {
    seed ^ ((seat as u64 + 1) << 32)
}

/// Plays a seeded game to its end with one [`RandomBot`] per seat. The same
/// `players` and `seed` always give the same outcome.
///
/// # Errors
/// A bad player count, an action the engine refuses, or a game that never ends.
pub fn play_random_game(players: u8, seed: u64) -> Result<Outcome, AutoplayError> {
    let mut game = Game::new(GameConfig::new(players, seed)).map_err(AutoplayError::Config)?;
    let mut bots: Vec<RandomBot> = (0..usize::from(players))
        .map(|s| RandomBot::new(bot_seed(seed, s)))
        .collect();
    let mut steps = 0;
    while !game.is_over() {
        steps += 1;
        let seat = game.acting_seats().first().copied();
        let (Some(seat), true) = (seat, steps <= MAX_STEPS) else {
            return Err(AutoplayError::Stuck { steps });
        };
        let legal = game.legal_actions(seat);
        let Some(bot) = bots.get_mut(seat.index()) else {
            return Err(AutoplayError::Stuck { steps });
        };
        if legal.is_empty() {
            return Err(AutoplayError::Stuck { steps });
        }
        let action = bot.pick(&legal);
        game.apply(seat, &action)
            .map_err(|error| AutoplayError::Rule { seat, error })?;
    }
    let scores = game
        .final_scores()
        .cloned()
        .ok_or(AutoplayError::Stuck { steps })?;
    Ok(Outcome {
        seed,
        players,
        owners: RouteId::all().map(|r| game.route_owner(r)).collect(),
        scores,
        turns: game.turns(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use europa_engine::ROUTES;

    #[test]
    fn a_random_game_ends_with_scores_and_claimed_routes() {
        for players in 2..=5 {
            let o = play_random_game(players, 42).expect("game ends");
            assert_eq!(o.owners.len(), ROUTES.len());
            assert_eq!(o.scores.players.len(), usize::from(players));
            assert!(!o.scores.winners.is_empty());
            assert!(o.owners.iter().any(Option::is_some));
            assert!(o.owners.iter().flatten().all(|s| s.0 < players));
        }
    }

    #[test]
    fn same_seed_same_game() {
        assert_eq!(play_random_game(3, 7), play_random_game(3, 7));
    }

    #[test]
    fn bad_player_count_is_an_error_not_a_panic() {
        assert!(matches!(
            play_random_game(9, 1),
            Err(AutoplayError::Config(_))
        ));
    }
}
