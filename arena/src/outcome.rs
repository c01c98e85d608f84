//! What a game leaves behind and how a run adds it up: each game's
//! [`Outcome`] and [`EndStats`], how it is seated, and the run's statistics.
use crate::args::Args;
use crate::times::DecisionTimes;

/// Wilson score interval at 95 %.
pub(crate) fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 0.0);
    }
    let z = 1.96;
    let p = wins / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// One finished game, per `--bots` index.
pub struct Outcome {
    pub turns: u32,
    pub wins: Vec<u32>,
    pub score: Vec<i64>,
    pub margin: Vec<i64>,
    pub tickets_done: Vec<u64>,
    pub tickets_held: Vec<u64>,
    /// The game's own score parts (`europe::PARTS`), summed.
    pub parts: Vec<Vec<i64>>,
    /// Decision times (`--times`; else empty).
    pub times: Vec<DecisionTimes>,
    /// End statistics (Europe; the Card Game leaves them at 0).
    pub end: EndStats,
    /// Moves each bot played at random for want of its own (`Bot::random_moves`).
    pub random_moves: Vec<u32>,
}

/// Who ended the game and how the others fared, per `--bots` index, summed
/// over games. The seat ending a game is the one whose turn triggered the
/// last round (E11: a turn ended with 2 or fewer trains).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EndStats {
    /// Games this bot ended.
    pub ended: Vec<u32>,
    /// Games another seat ended, and how many of those this bot won.
    pub opp_ended: Vec<u32>,
    pub opp_ended_wins: Vec<u32>,
    /// Games lost with 10 or more trains left.
    pub losses_10_trains: Vec<u32>,
}

impl EndStats {
    pub fn new(players: usize) -> Self {
        EndStats {
            ended: vec![0; players],
            opp_ended: vec![0; players],
            opp_ended_wins: vec![0; players],
            losses_10_trains: vec![0; players],
        }
    }

    /// Counts one finished game: `bot_at[seat]` is the bot index of each
    /// seat, `trigger` the seat that ended it (none: the game ended
    /// otherwise), `won[seat]` and `trains[seat]` its result.
    pub fn count(&mut self, bot_at: &[usize], trigger: Option<usize>, won: &[bool], trains: &[u8]) {
        for (seat, &b) in bot_at.iter().enumerate() {
            let w = won.get(seat).copied().unwrap_or(false);
            match trigger {
                Some(t) if t == seat => self.ended[b] += 1,
                Some(_) => {
                    self.opp_ended[b] += 1;
                    self.opp_ended_wins[b] += u32::from(w);
                }
                None => {}
            }
            if !w && trains.get(seat).is_some_and(|&n| n >= 10) {
                self.losses_10_trains[b] += 1;
            }
        }
    }

    pub(crate) fn add(&mut self, o: &EndStats) {
        let sum = |a: &mut Vec<u32>, b: &Vec<u32>| {
            for (x, y) in a.iter_mut().zip(b) {
                *x += y;
            }
        };
        sum(&mut self.ended, &o.ended);
        sum(&mut self.opp_ended, &o.opp_ended);
        sum(&mut self.opp_ended_wins, &o.opp_ended_wins);
        sum(&mut self.losses_10_trains, &o.losses_10_trains);
    }
}

impl Outcome {
    /// An empty outcome for `players` seats and a game with `parts` score parts.
    pub fn new(players: usize, parts: usize) -> Self {
        Outcome {
            turns: 0,
            wins: vec![0; players],
            score: vec![0; players],
            margin: vec![0; players],
            tickets_done: vec![0; players],
            random_moves: vec![0; players],
            tickets_held: vec![0; players],
            parts: vec![vec![0; parts]; players],
            times: vec![DecisionTimes::default(); players],
            end: EndStats::new(players),
        }
    }
}

/// How game `g` is seated and seeded, the same for both games: its seed, and
/// for each seat the index into `--bots` (seats rotate between games).
pub struct Seating {
    pub seed: u64,
    pub bot_at: Vec<usize>,
}

impl Seating {
    pub fn new(args: &Args, g: u32) -> Self {
        let p = args.players as usize;
        Seating {
            seed: args.seed.wrapping_mul(1_000_003).wrapping_add(g as u64),
            bot_at: (0..p).map(|s| (s + p - (g as usize % p)) % p).collect(),
        }
    }

    /// The seed of the bot at `seat`.
    pub fn bot_seed(&self, seat: usize) -> u64 {
        self.seed ^ ((seat as u64 + 1) << 32)
    }

    /// Refuses a game past `bound` actions, naming it so it can be replayed:
    /// a loop between bots is reported instead of hanging the arena.
    // Inlined: it is asked at every action, and fails once a run at most.
    #[inline]
    pub fn check_bound(&self, args: &Args, g: u32, actions: u32, bound: u32) -> Result<(), String> {
        if actions <= bound {
            return Ok(());
        }
        Err(self.too_long(args, g, bound))
    }

    #[cold]
    fn too_long(&self, args: &Args, g: u32, bound: u32) -> String {
        let seats: Vec<&str> = self.bot_at.iter().map(|&b| args.bots[b].as_str()).collect();
        format!(
            "game {g} (seed {}, {} players, seats {}) has not ended after {bound} actions",
            self.seed,
            self.bot_at.len(),
            seats.join(",")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_an_opponent_ended_counts_for_the_others_only() {
        let mut e = EndStats::new(3);
        // Seats 0, 1, 2 hold bots 2, 0, 1; seat 1 (bot 0) ended it; seat 2
        // (bot 1) won; seat 0 (bot 2) lost with 12 trains, seat 1 with 1.
        e.count(&[2, 0, 1], Some(1), &[false, false, true], &[12, 1, 10]);
        assert_eq!(e.ended, vec![1, 0, 0]);
        assert_eq!(e.opp_ended, vec![0, 1, 1]);
        assert_eq!(e.opp_ended_wins, vec![0, 1, 0]);
        assert_eq!(e.losses_10_trains, vec![0, 0, 1]);
    }
}
