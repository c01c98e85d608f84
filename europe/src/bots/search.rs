//! The search behind Hard: comparing candidate moves by playing them out in
//! games sampled from what the seat knows, and guessing which routes
//! opponents need.
use super::HardSettings;
use super::graph;
use super::params::Params;
use super::planner;
use super::play;
use super::rollout::Rollout;
use super::table::Table;
use crate::actions::Action;
use crate::data::{NUM_ROUTES, RouteId};
use crate::determinize::Sampler;
use crate::order;
use crate::rng::GameRng;
use crate::scoring::PlayerScore;
use crate::state::{Game, RouteSet, Seat};
use europa_common::Standing;

mod shard;
pub use shard::{Round, RoundMismatch, Shard, WorldRewards};

/// Sampled games used to guess which routes opponents need.
const BLOCK_WORLDS: u32 = 8;
/// Most blocking claims added to the candidates.
const BLOCK_CANDIDATES: usize = 2;

/// Claims that would cut an opponent's likely network: routes the plans of
/// opponents need in at least half the sampled games (each opponent planning
/// for the tickets sampled for it; with 2 or 3 players a double counts as one
/// route), which this seat can pay for now.
pub(crate) fn blocking(
    sampler: &Sampler,
    t: &Table,
    params: &Params,
    rng: &mut GameRng,
) -> Vec<Action> {
    {
        let mut freq = [0u32; NUM_ROUTES];
        let mut worlds = 0;
        for _ in 0..BLOCK_WORLDS {
            let Some(g) = sampler.sample(rng) else {
                break;
            };
            worlds += 1;
            for s in (0..t.players).filter(|&s| s != t.me.index()) {
                let theirs = Table::from_game(&g, Seat(s as u8));
                let plan = planner::make_plan(&theirs, &theirs.tickets, params);
                for r in plan.todo.iter() {
                    freq[r.0 as usize] += 1;
                    // With 2 or 3 players a double's twin closes with it, so
                    // claiming either blocks a plan that needs one of them.
                    if let (true, Some(twin)) = (t.players <= 3, r.route().double_of) {
                        freq[twin.0 as usize] += 1;
                    }
                }
            }
        }
        let closed = graph::closed_for(t.me, t.owners(), t.players);
        let mut likely: Vec<RouteId> = RouteId::all()
            .filter(|r| 2 * freq[r.0 as usize] >= worlds && !closed.contains(*r))
            .filter(|r| play::affordable(&t.hand, *r) && r.route().length <= t.my_trains())
            .collect();
        // Most needed first, then longest.
        order::sort_by_key(&mut likely, |r| {
            !(freq[r.0 as usize] << 8 | u32::from(r.route().length))
        });
        // One claim per double: its twin blocks the same plans.
        let mut seen = RouteSet::default();
        likely.retain(|r| {
            let fresh = !seen.contains(*r);
            seen.insert(*r);
            if let Some(twin) = r.route().double_of {
                seen.insert(twin);
            }
            fresh
        });
        likely
            .into_iter()
            .take(BLOCK_CANDIDATES)
            .filter_map(|r| play::claim(t, r, &play::PLAIN_KEEP))
            // A tunnel only with a card to spare for its extra.
            .filter(|a| play::worth_trying(t, a))
            .collect()
    }
}

/// Compares candidate moves by rollouts in sampled games, a slice at a time.
///
/// The planner's choice (`cands[0]`) is played out in every sampled game;
/// each alternative is judged by its paired difference from it (same game,
/// same future shuffles), and sequential halving drops the worse half of the
/// alternatives each round. An alternative replaces the planner's choice only
/// when it is better by more than `settings.prior` plus `settings.z`
/// standard errors: with several alternatives, the luckiest of them looks
/// better than it is, and deviating on noise loses games.
///
/// The work is cut into [`Search::step`]s so a browser can paint between
/// them; how it is cut never changes the result.
///
/// Several searchers may share the rollouts ([`Shard`]): each draws every
/// sampled game, so their generators stay in step, plays out only its own
/// share, and hands its round's rewards out ([`Step::Round`]); the merged
/// round ([`Search::merge`]) is added up in the games' order, exactly as one
/// searcher adds its own, so every shard ends with one searcher's answer.
pub(crate) struct Search {
    sampler: Sampler,
    me: Seat,
    cands: Vec<Action>,
    settings: HardSettings,
    /// Paired differences from the planner's choice: count, sum, sum of squares.
    pairs: Vec<(u32, f32, f32)>,
    alive: Vec<usize>,
    per_round: u32,
    /// Sampled games still to play in this round.
    worlds_left: u32,
    /// Rollouts played so far, for progress.
    spent: u32,
    /// The sampled game being played out, between steps.
    world: Option<World>,
    /// The last rollout's game: the next copies the world into its lists.
    spare: Option<Game>,
    /// The planner's choice's rewards: count and sum (what the rollouts
    /// expect of the position, for calibration).
    base: (u32, f32),
    /// Which of the sampled games this search plays out (all, alone).
    shard: Shard,
    /// Sampled games drawn in this round: the next one's place.
    drawn: u32,
    /// Rounds halved so far.
    round: u32,
    /// A shard's own rewards of this round, until the merged round comes.
    mine: Vec<WorldRewards>,
    /// Where a shard's round stands.
    exchange: Exchange,
    /// `spent` when this round began (a merged round counts every shard's).
    spent_before: u32,
}

/// A shard's round: played, handed out, then merged.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Exchange {
    Playing,
    HandedOut,
    Merged,
}

/// What a [`Search::step`] came to.
pub(crate) enum Step {
    /// More to play.
    Thinking,
    /// A shard's round is played: its rewards, for [`Search::merge`]
    /// everywhere once every shard's are in.
    Round(Round),
    /// A shard waits for its merged round: nothing to play meanwhile.
    Waiting,
    Decided(Action),
}

/// One sampled game and how far its rollouts are.
struct World {
    game: Game,
    /// Seed of the shuffles after the move, the same for every candidate.
    future: u64,
    /// The planner's choice's reward, once played.
    base: Option<f32>,
    /// Next alternative (index into `alive`) to play out.
    next: usize,
    /// Its place in the round's draws.
    place: u32,
}

/// Plays `action` in a copy of `world` (made in `spare`'s lists when there
/// is one, and left there), then the game out; `None` when the move is not
/// possible there.
fn play(
    world: &Game,
    spare: &mut Option<Game>,
    future: u64,
    me: Seat,
    action: &Action,
    rollout: &mut Rollout,
    weights: Weights,
) -> Option<f32> {
    play_scored(world, spare, future, me, action, rollout, |g| {
        reward(g, me, weights)
    })
}

/// [`play`], with the played-out game read by `score`.
#[inline]
pub(crate) fn play_scored<T>(
    world: &Game,
    spare: &mut Option<Game>,
    future: u64,
    me: Seat,
    action: &Action,
    rollout: &mut Rollout,
    score: impl FnOnce(&Game) -> T,
) -> Option<T> {
    // The reward reads totals and winners alone: the game is played out
    // to be scored for those (the same values, less work at its end).
    let g = match spare {
        Some(g) => {
            g.clone_from(world);
            g
        }
        None => spare.insert(world.clone()),
    };
    g.rng = GameRng::new(future);
    g.apply_played_out(me, action).ok()?;
    rollout.play_out(g);
    Some(score(g))
}

/// A played-out game's final margin for `me`: its total minus the best
/// other seat's, in points.
pub(crate) fn margin(g: &Game, me: Seat) -> f32 {
    let computed;
    let scores = match g.final_scores() {
        Some(s) => s,
        None => {
            computed = g.played_out_scores();
            &computed
        }
    };
    let totals = scores.players.iter().map(|p| (p.seat == me, p.total));
    Standing::of(totals, false, 1).lead as f32
}

impl Search {
    /// A search over `cands` (at least two; the planner's choice first).
    pub(crate) fn new(
        sampler: Sampler,
        me: Seat,
        cands: Vec<Action>,
        settings: HardSettings,
        shard: Shard,
    ) -> Self {
        let n = cands.len();
        let alive: Vec<usize> = (1..n).collect();
        let rounds = (usize::BITS - (n.max(2) - 1).leading_zeros()).max(1);
        let per_round = settings.rollouts / rounds;
        let mut s = Search {
            sampler,
            me,
            pairs: vec![(0, 0.0, 0.0); n],
            cands,
            settings,
            alive,
            per_round,
            worlds_left: 0,
            spent: 0,
            world: None,
            spare: None,
            base: (0, 0.0),
            shard,
            drawn: 0,
            round: 0,
            mine: Vec::new(),
            exchange: Exchange::Playing,
            spent_before: 0,
        };
        s.worlds_left = s.round_worlds();
        s
    }

    fn round_worlds(&self) -> u32 {
        (self.per_round / (self.alive.len() as u32 + 1)).max(1)
    }

    /// Roughly how far the search is, in percent.
    pub(crate) fn progress(&self) -> u8 {
        let total = self.settings.rollouts.max(1);
        (self.spent_by_all().saturating_mul(100) / total).min(99) as u8
    }

    /// Plays rollouts until `work` of them are spent; the chosen move once
    /// the search is over.
    pub(crate) fn step(&mut self, work: u32, rng: &mut GameRng, rollout: &mut Rollout) -> Step {
        let Some(&planned) = self.cands.first() else {
            return Step::Decided(Action::Pass);
        };
        let mut spent = 0u32;
        loop {
            let Some(w) = &mut self.world else {
                if self.worlds_left == 0 {
                    // A shard's round counts once every shard's rewards are in.
                    if !self.shard.alone()
                        && let Some(step) = self.hand_out()
                    {
                        return step;
                    }
                    if self.alive.len() <= 1 {
                        return Step::Decided(self.verdict(planned));
                    }
                    self.halve();
                }
                self.worlds_left -= 1;
                // Every shard draws every game, so its generator stays in
                // step, and plays out only its own.
                let place = self.drawn;
                match self.sampler.sample(rng) {
                    Some(game) => {
                        self.drawn += 1;
                        let future = rng.next_u64();
                        if self.shard.plays(place) {
                            rollout.new_world();
                            self.world = Some(World {
                                game,
                                future,
                                base: None,
                                next: 0,
                                place,
                            });
                        }
                    }
                    // No consistent game to sample: this round is over.
                    None => self.worlds_left = 0,
                }
                continue;
            };
            if spent >= work.max(1) {
                return Step::Thinking;
            }
            // One rollout: the planner's choice first, then each alternative.
            let action = match w.base {
                None => planned,
                Some(_) => match self.alive.get(w.next) {
                    Some(&i) => self.cands[i],
                    None => {
                        self.world = None;
                        continue;
                    }
                },
            };
            let reward = play(
                &w.game,
                &mut self.spare,
                w.future,
                self.me,
                &action,
                rollout,
                Weights {
                    margin: self.settings.margin,
                    opp_tickets: self.settings.opp_tickets,
                },
            );
            spent += 1;
            self.spent = self.spent.saturating_add(1);
            if !self.shard.alone() {
                // Kept for the merged round, which adds every shard's up.
                shard::keep(&mut self.mine, w.place, w.base, reward);
                match (w.base, reward) {
                    (None, None) => self.world = None,
                    (None, Some(r)) => w.base = Some(r),
                    (Some(_), _) => w.next += 1,
                }
                continue;
            }
            match (w.base, reward) {
                // The planner's choice cannot be played in this sampled game.
                (None, None) => self.world = None,
                (None, Some(r)) => {
                    w.base = Some(r);
                    self.base.0 += 1;
                    self.base.1 += r;
                }
                (Some(base), r) => {
                    add_pair(&mut self.pairs[self.alive[w.next]], base, r);
                    w.next += 1;
                }
            }
        }
    }

    /// The mean reward of the planner's choice over the sampled games so far.
    pub(crate) fn expected(&self) -> Option<f32> {
        (self.base.0 > 0).then(|| self.base.1 / self.base.0 as f32)
    }

    /// Sequential halving: keeps the better half of the alternatives and
    /// plans the next round's sampled games.
    fn halve(&mut self) {
        let mean = |p: &(u32, f32, f32)| if p.0 == 0 { f32::MIN } else { p.1 / p.0 as f32 };
        let pairs = &self.pairs;
        // Best mean first.
        order::sort_by_key(&mut self.alive, |&i| !order::f32_key(mean(&pairs[i])));
        self.alive.truncate(self.alive.len().div_ceil(2));
        self.worlds_left = self.round_worlds();
        self.round += 1;
        self.drawn = 0;
        self.mine.clear();
        self.exchange = Exchange::Playing;
        self.spent_before = self.spent;
    }

    /// The planner's choice, unless the surviving alternative is clearly better.
    fn verdict(&self, planned: Action) -> Action {
        let Some(&best) = self.alive.first() else {
            return planned;
        };
        let (k, s, s2) = self.pairs[best];
        if k < 2 {
            return planned;
        }
        let m = s / k as f32;
        let var = ((s2 - s * m) / (k - 1) as f32).max(0.0);
        let se = (var / k as f32).sqrt();
        if m > self.settings.prior + self.settings.z * se {
            self.cands[best]
        } else {
            planned
        }
    }
}

/// Adds an alternative's reward `r` in one sampled game, paired with the
/// planner's choice's `base` there, to its count, sum and sum of squares.
/// One function for a lone search and a merged round: the same float
/// operations in the same order give the same sums.
#[inline]
fn add_pair(p: &mut (u32, f32, f32), base: f32, r: Option<f32>) {
    // Not playable in this sampled game: count it as much worse.
    let d = r.map_or(-1.0, |r| r - base);
    p.0 += 1;
    p.1 += d;
    p.2 += d * d;
}

/// What a rollout's reward weighs.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Weights {
    /// Points of lead that count as much as the win.
    pub margin: f32,
    /// The share of each opponent's ticket points counted (1: all).
    pub opp_tickets: f32,
}

/// A finished (or abandoned) rollout's worth to `me`: 1 for a win (shared:
/// 1 / winners), plus the score margin over the best other seat, scaled so
/// that `margin` points count as much as the win. Each opponent's ticket
/// points, when they gain it points, count at `opp_tickets`: below 1, the
/// winners are read from the totals so counted, ties shared (the
/// tie-breaks are left out).
pub(crate) fn reward(g: &Game, me: Seat, w: Weights) -> f32 {
    let Weights {
        margin,
        opp_tickets,
    } = w;
    // Read in place: a rollout's game ends scored (MAX_ACTIONS aside),
    // and either way scored for totals and winners alone (`play`).
    let computed;
    let scores = match g.final_scores() {
        Some(s) => s,
        None => {
            computed = g.played_out_scores();
            &computed
        }
    };
    let s = if opp_tickets >= 1.0 {
        let totals = scores.players.iter().map(|p| (p.seat == me, p.total));
        Standing::of(totals, scores.winners.contains(&me), scores.winners.len())
    } else {
        // In whole percent, so a share plays the same games however it is written.
        let counted_pct = (opp_tickets.max(0.0) * 100.0).round() as i32;
        let counted = |p: &PlayerScore| {
            if p.seat == me {
                p.total
            } else {
                p.total - (100 - counted_pct) * p.ticket_points.max(0) / 100
            }
        };
        let best = scores.players.iter().map(counted).max().unwrap_or(0);
        let winners = scores.players.iter().filter(|p| counted(p) == best).count();
        let mine = scores
            .players
            .iter()
            .find(|p| p.seat == me)
            .map_or(0, counted);
        let totals = scores.players.iter().map(|p| (p.seat == me, counted(p)));
        Standing::of(totals, mine == best, winners)
    };
    s.win_share + (s.lead as f32 / margin.max(1.0)).clamp(-1.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::{Weights, reward};
    use crate::bots::{self, Bot};
    use crate::state::Seat;
    use crate::{Game, GameConfig};

    fn finished_medium_game(players: u8, seed: u64) -> Game {
        let mut g = Game::new(GameConfig::new(players, seed)).expect("game");
        let mut seats: Vec<Box<dyn Bot<Game>>> = (0..players)
            .map(|s| bots::by_name("medium", seed + u64::from(s)).expect("bot"))
            .collect();
        while !g.is_over() {
            let seat = g.acting_seats()[0];
            let a = seats[seat.index()].choose(&g.view(seat), &g.legal_actions(seat));
            g.apply(seat, &a).expect("legal");
        }
        g
    }

    /// Counting opponents' tickets at half never makes a game look worse,
    /// and turns a game lost on an opponent's tickets into a win.
    #[test]
    fn opponents_tickets_counted_at_half_turn_a_loss_on_their_tickets_into_a_win() {
        let mut turned = 0;
        for seed in 1..=12 {
            let g = finished_medium_game(3, seed);
            let scores = g.final_scores().expect("scored");
            for seat in (0..3).map(Seat) {
                let weighed = |opp_tickets| {
                    let w = Weights {
                        margin: 60.0,
                        opp_tickets,
                    };
                    reward(&g, seat, w)
                };
                let (whole, half) = (weighed(1.0), weighed(0.5));
                assert!(half >= whole, "seed {seed} seat {seat:?}: {half} < {whole}");
                let mine = scores
                    .players
                    .iter()
                    .find(|p| p.seat == seat)
                    .expect("seat");
                let beaten_on_tickets = scores
                    .players
                    .iter()
                    .all(|p| p.seat == seat || p.total - p.ticket_points.max(0) / 2 < mine.total);
                if whole < 1.0 && beaten_on_tickets {
                    assert!(half >= 1.0, "seed {seed} seat {seat:?}: {half}");
                    turned += 1;
                }
            }
        }
        assert!(turned > 0, "no game lost on tickets alone in 12");
    }
}
