//! The search behind Hard: comparing candidate moves by playing them out in
//! games sampled from what the seat knows, and guessing which routes
//! opponents need.
use super::HardSettings;
use super::graph;
use super::planner::{self, Params};
use super::play;
use super::rollout::Rollout;
use super::table::Table;
use crate::actions::Action;
use crate::data::{NUM_ROUTES, RouteId};
use crate::determinize::Sampler;
use crate::rng::GameRng;
use crate::state::{Game, Seat};

/// Sampled games used to guess which routes opponents need.
const BLOCK_WORLDS: u32 = 8;
/// Most blocking claims added to the candidates.
const BLOCK_CANDIDATES: usize = 2;

/// Claims that would cut an opponent's likely network: routes the plans of
/// opponents need in most sampled games (each opponent planning for the
/// tickets sampled for it), which this seat can pay for now.
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
                }
            }
        }
        let closed = graph::closed_for(t.me, t.owners(), t.players);
        let mut likely: Vec<RouteId> = RouteId::all()
            .filter(|r| 2 * freq[r.0 as usize] > worlds && !closed.contains(*r))
            .filter(|r| play::affordable(&t.hand, *r) && r.route().length <= t.my_trains())
            .collect();
        likely.sort_by_key(|r| {
            (
                std::cmp::Reverse(freq[r.0 as usize]),
                std::cmp::Reverse(r.route().length),
            )
        });
        likely
            .into_iter()
            .take(BLOCK_CANDIDATES)
            .filter_map(|r| play::claim(t, r, &play::PLAIN_KEEP))
            .collect()
    }
}

/// Compares `cands` by rollouts in sampled games; returns the chosen one.
///
/// The planner's choice (`cands[0]`) is played out in every sampled game;
/// each alternative is judged by its paired difference from it (same game,
/// same future shuffles), and sequential halving drops the worse half of the
/// alternatives each round. An alternative replaces the planner's choice only
/// when it is better by more than `settings.prior` plus `settings.z`
/// standard errors: with several alternatives, the luckiest of them looks
/// better than it is, and deviating on noise loses games.
pub(crate) fn search(
    sampler: &Sampler,
    me: Seat,
    cands: &[Action],
    settings: &HardSettings,
    rng: &mut GameRng,
    rollout: &mut Rollout,
) -> Action {
    let Some(&planned) = cands.first() else {
        return Action::Pass;
    };
    let n = cands.len();
    // Paired differences from the planner's choice: count, sum, sum of squares.
    let mut pairs = vec![(0u32, 0.0f32, 0.0f32); n];
    let mut alive: Vec<usize> = (1..n).collect();
    let rounds = (usize::BITS - (n - 1).max(1).leading_zeros()).max(1);
    let per_round = settings.rollouts / rounds;
    let mean = |p: &(u32, f32, f32)| if p.0 == 0 { f32::MIN } else { p.1 / p.0 as f32 };
    loop {
        let worlds = (per_round / (alive.len() as u32 + 1)).max(1);
        for _ in 0..worlds {
            let Some(world) = sampler.sample(rng) else {
                break;
            };
            let future = rng.next_u64();
            let mut play = |a: &Action| -> Option<f32> {
                let mut g = world.clone();
                g.rng = GameRng::new(future);
                g.apply(me, a).ok()?;
                rollout.play_out(&mut g);
                Some(reward(&g, me))
            };
            let Some(base) = play(&planned) else {
                continue;
            };
            for &i in &alive {
                let d = match play(&cands[i]) {
                    Some(r) => r - base,
                    // Not playable in this sampled game: count it as much worse.
                    None => -1.0,
                };
                let p = &mut pairs[i];
                p.0 += 1;
                p.1 += d;
                p.2 += d * d;
            }
        }
        if alive.len() <= 1 {
            break;
        }
        alive.sort_by(|&a, &b| mean(&pairs[b]).total_cmp(&mean(&pairs[a])));
        alive.truncate(alive.len().div_ceil(2));
    }
    let Some(&best) = alive.first() else {
        return planned;
    };
    let (k, s, s2) = pairs[best];
    if k < 2 {
        return planned;
    }
    let m = s / k as f32;
    let var = ((s2 - s * m) / (k - 1) as f32).max(0.0);
    let se = (var / k as f32).sqrt();
    if m > settings.prior + settings.z * se {
        cands[best]
    } else {
        planned
    }
}

/// A finished (or abandoned) rollout's worth to `me`: 1 for a win (shared:
/// 1 / winners), plus the score margin over the best other seat, scaled so
/// that 60 points count as much as the win.
fn reward(g: &Game, me: Seat) -> f32 {
    let scores = match g.final_scores() {
        Some(s) => s.clone(),
        None => g.compute_final_scores(),
    };
    let mine = scores
        .players
        .iter()
        .find(|p| p.seat == me)
        .map_or(0, |p| p.total);
    let best_other = scores
        .players
        .iter()
        .filter(|p| p.seat != me)
        .map(|p| p.total)
        .max()
        .unwrap_or(0);
    let win = if scores.winners.contains(&me) {
        1.0 / scores.winners.len() as f32
    } else {
        0.0
    };
    win + ((mine - best_other) as f32 / 60.0).clamp(-1.0, 1.0)
}
