//! A finished game's review for one seat, the same shape in both games: each
//! decision of that seat, what its move was expected to end with, and what
//! the best move the search found was worth more. Each engine's reviewer
//! (`bots::review`) fills it from that seat's view alone.

use serde::{Deserialize, Serialize};

mod replay;
pub use replay::{Judges, Reviewer, Stopped};

/// Why a review could not start.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewError {
    /// The game itself cannot be set up.
    Config(crate::ConfigError),
    /// The seat asked for is not at the table.
    Seat { seat: u8, players: u8 },
}

impl std::fmt::Display for ReviewError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReviewError::Config(e) => e.fmt(f),
            ReviewError::Seat { seat, players } => write!(
                f,
                "There is no player {} in this game of {players}.",
                u16::from(*seat) + 1
            ),
        }
    }
}

/// How many sampled games a reviewed decision gets (both games' reviewers).
#[derive(Clone, Copy, Debug)]
pub struct ReviewSettings {
    /// Games every candidate is played out in, to find the best.
    pub pick: u32,
    /// Fresh games the best and the move played then meet.
    pub measure: u32,
}

impl Default for ReviewSettings {
    fn default() -> Self {
        ReviewSettings {
            pick: 24,
            measure: 40,
        }
    }
}

/// What a decision was about, for "points lost by kind".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveKind {
    /// Which tickets to keep.
    Tickets,
    /// Drawing cards, or choosing to draw tickets.
    Draw,
    /// Claiming a route (Europe), playing cards to the railyard (Card Game).
    Claim,
    /// Building a station or a depot.
    Station,
    /// Any decision once the game's last round has begun (Europe), or the
    /// deck's last cards are out (Card Game).
    EndGame,
}

impl MoveKind {
    pub const ALL: [MoveKind; 5] = [
        MoveKind::Tickets,
        MoveKind::Draw,
        MoveKind::Claim,
        MoveKind::Station,
        MoveKind::EndGame,
    ];
}

/// One decision of the reviewed seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision<A> {
    /// The move's place in the game's record of actions.
    pub index: u32,
    /// The seat's own turn the decision belongs to, from 1 (0: the set-up).
    pub turn: u32,
    pub kind: MoveKind,
    pub played: A,
    /// The move the search found best; `played` when none was better.
    pub best: A,
    /// The final margin over the best other player the played move was
    /// expected to end with, in points.
    pub expected: f32,
    /// Points the best move was expected to be worth more (0 or more).
    pub loss: f32,
    /// Trains left (Europe) or cards left in the deck (Card Game) then.
    pub left: u16,
}

/// A game's review for one seat: the decisions reviewed so far, in order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review<A> {
    pub seat: u8,
    pub decisions: Vec<Decision<A>>,
    /// Every decision of the game is in.
    pub complete: bool,
}

impl<A> Review<A> {
    pub fn new(seat: u8) -> Self {
        Review {
            seat,
            decisions: Vec::new(),
            complete: false,
        }
    }

    /// The `n` decisions that lost most, the costliest first (the earlier
    /// of two equal ones first); decisions that lost nothing are left out.
    pub fn costliest(&self, n: usize) -> Vec<&Decision<A>> {
        let mut lost: Vec<&Decision<A>> = self.decisions.iter().filter(|d| d.loss > 0.0).collect();
        lost.sort_by(|a, b| b.loss.total_cmp(&a.loss).then(a.index.cmp(&b.index)));
        lost.truncate(n);
        lost
    }

    /// Points lost, added up per kind, in [`MoveKind::ALL`]'s order.
    pub fn lost_by_kind(&self) -> [(MoveKind, f32); 5] {
        MoveKind::ALL.map(|k| {
            let lost = self
                .decisions
                .iter()
                .filter(|d| d.kind == k)
                .fold(0.0, |sum, d| sum + d.loss);
            (k, lost)
        })
    }

    /// Points lost in all.
    pub fn lost(&self) -> f32 {
        // Folded from +0: a float sum starts at -0, which prints as "-0".
        self.decisions.iter().fold(0.0, |sum, d| sum + d.loss)
    }

    /// The evaluation line: per turn of the seat, the margin its first
    /// decision of that turn was expected to end with.
    pub fn line(&self) -> Vec<(u32, f32)> {
        let mut line: Vec<(u32, f32)> = Vec::new();
        for d in &self.decisions {
            if line.last().is_none_or(|&(turn, _)| turn != d.turn) {
                line.push((d.turn, d.expected));
            }
        }
        line
    }
}

/// A mean over sampled games: sum, sum of squares and count.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Mean {
    pub sum: f32,
    pub squares: f32,
    pub count: u32,
}

impl Mean {
    pub fn add(&mut self, x: f32) {
        self.sum += x;
        self.squares += x * x;
        self.count += 1;
    }
    /// The mean, or `None` before any sample.
    pub fn get(self) -> Option<f32> {
        (self.count > 0).then(|| self.sum / self.count as f32)
    }
    /// The mean's standard error (0 with fewer than two samples).
    pub fn error(self) -> f32 {
        if self.count < 2 {
            return 0.0;
        }
        let n = self.count as f32;
        let m = self.sum / n;
        ((self.squares - self.sum * m) / (n - 1.0) / n)
            .max(0.0)
            .sqrt()
    }
}

/// Plays moves out in sampled games, for [`judge`]: each engine's reviewer.
pub trait PlayOut<A> {
    /// A sampled game the seat could be in, with its future shuffles.
    type World;
    fn sample(&mut self) -> Option<Self::World>;
    /// The final margin, in points, that `action` ends with in `world`;
    /// `None` when it cannot be played there.
    fn play(&mut self, world: &Self::World, action: &A) -> Option<f32>;
}

/// What [`judge`] made of a decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judged {
    /// The best candidate's place (0: the move played).
    pub best: usize,
    /// What the move played was expected to end with, in points.
    pub expected: f32,
    /// Points the best was worth more, measured on fresh games (0 or more).
    pub loss: f32,
}

/// Judges `cands`, the move played first, in two stages that keep the
/// figure honest: every candidate meets the same `pick` sampled games and
/// the best there is chosen (the move played wins ties); that best and the
/// move played then meet `measure` fresh games, and only their paired
/// difference is the loss. The luckiest of several candidates looks better
/// than it is; measured again on new games, it no longer gains from luck.
/// The loss counted is that difference less one standard error, so a move
/// as good as the best within the noise loses nothing: summed over a
/// game's hundred decisions, the noise would otherwise add up to points.
pub fn judge<A, P: PlayOut<A>>(p: &mut P, cands: &[A], pick: u32, measure: u32) -> Judged {
    let mut means = vec![Mean::default(); cands.len()];
    for _ in 0..pick {
        let Some(world) = p.sample() else {
            break;
        };
        for (c, mean) in cands.iter().zip(means.iter_mut()) {
            if let Some(m) = p.play(&world, c) {
                mean.add(m);
            }
        }
    }
    let value = |m: &Mean| m.get().unwrap_or(f32::MIN);
    let mut best = 0;
    for (i, m) in means.iter().enumerate() {
        if value(m) > value(&means[best]) {
            best = i;
        }
    }
    let mut expected = means.first().copied().unwrap_or_default();
    let mut loss = 0.0;
    if let (Some(mine), Some(better)) = (cands.first(), cands.get(best))
        && best != 0
    {
        let mut diff = Mean::default();
        for _ in 0..measure {
            let Some(world) = p.sample() else {
                break;
            };
            if let (Some(m), Some(b)) = (p.play(&world, mine), p.play(&world, better)) {
                expected.add(m);
                diff.add(b - m);
            }
        }
        loss = (diff.get().unwrap_or(0.0) - diff.error()).max(0.0);
    }
    Judged {
        best: if loss > 0.0 { best } else { 0 },
        expected: expected.get().unwrap_or(0.0),
        loss,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(index: u32, turn: u32, kind: MoveKind, expected: f32, loss: f32) -> Decision<u8> {
        Decision {
            index,
            turn,
            kind,
            played: 0,
            best: if loss > 0.0 { 1 } else { 0 },
            expected,
            loss,
            left: 0,
        }
    }

    #[test]
    fn the_costliest_decisions_come_first_and_those_that_lost_nothing_are_left_out() {
        let mut r = Review::new(0);
        r.decisions = vec![
            d(1, 0, MoveKind::Tickets, 5.0, 3.0),
            d(4, 1, MoveKind::Draw, 4.0, 0.0),
            d(6, 2, MoveKind::Claim, 2.0, 12.0),
            d(9, 3, MoveKind::Claim, 1.0, 3.0),
        ];
        let worst: Vec<u32> = r.costliest(3).iter().map(|d| d.index).collect();
        assert_eq!(worst, vec![6, 1, 9]);
        assert_eq!(r.costliest(10).len(), 3);
        assert_eq!(r.lost(), 18.0);
        let by_kind = r.lost_by_kind();
        assert_eq!(by_kind[0], (MoveKind::Tickets, 3.0));
        assert_eq!(by_kind[2], (MoveKind::Claim, 15.0));
    }

    /// Moves worth a fixed margin each, with noise from a counter.
    struct Fixed {
        worth: Vec<f32>,
        noise: u32,
        samples: u32,
    }

    impl PlayOut<usize> for Fixed {
        type World = f32;
        fn sample(&mut self) -> Option<f32> {
            self.samples += 1;
            self.noise = self.noise.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            Some((self.noise >> 16) as f32 / 65_536.0 * 20.0 - 10.0)
        }
        fn play(&mut self, world: &f32, action: &usize) -> Option<f32> {
            Some(self.worth[*action] + world)
        }
    }

    #[test]
    fn a_better_move_is_named_with_the_points_it_is_worth_more_and_a_best_move_loses_nothing() {
        let mut p = Fixed {
            worth: vec![3.0, 10.0, 1.0, 9.0],
            noise: 1,
            samples: 0,
        };
        let j = judge(&mut p, &[0, 1, 2, 3], 8, 16);
        assert_eq!(j.best, 1);
        // The same world for both: the noise cancels out of the difference.
        assert!((j.loss - 7.0).abs() < 1e-4, "{j:?}");
        assert_eq!(p.samples, 24);
        let j = judge(&mut p, &[1, 0, 2], 8, 16);
        assert_eq!((j.best, j.loss), (0, 0.0));
    }

    #[test]
    fn the_line_has_one_point_per_turn_from_its_first_decision() {
        let mut r = Review::new(1);
        r.decisions = vec![
            d(1, 0, MoveKind::Tickets, 5.0, 0.0),
            d(3, 1, MoveKind::Draw, 4.0, 0.0),
            d(4, 1, MoveKind::Draw, 6.0, 0.0),
            d(8, 2, MoveKind::Claim, -2.0, 0.0),
        ];
        assert_eq!(r.line(), vec![(0, 5.0), (1, 4.0), (2, -2.0)]);
    }
}
