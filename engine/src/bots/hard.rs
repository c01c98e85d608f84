//! Hard: a search over the engine that knows only what its seat knows.
//!
//! For each decision the planner proposes a handful of candidate moves (its
//! own choice first, plus the best of each kind: claims, stations, tickets,
//! draws, and claims that cut an opponent's likely path). Hard then samples
//! whole games consistent with its view and the public history
//! ([`crate::determinize`]) — opponents' hands and tickets, both decks — and
//! plays each candidate out to the end in every sampled game with the
//! planner at every seat. All candidates meet the same sampled games and the
//! same future shuffles, so they are compared on equal luck. Sequential
//! halving spends the rollouts: each round drops the worse half.
//!
//! Effort is a count of rollouts, never a clock, so a decision costs the same
//! on every machine and the bot runs in a browser as it does natively.
use super::Bot;
use super::planner::{self, MEDIUM, Params};
use super::play;
use super::rollout::Rollout;
use super::table::Table;
use crate::actions::Action;
use crate::cards::CardColor;
use crate::determinize::{History, Sampler};
use crate::events::Event;
use crate::rng::GameRng;
use crate::state::{Game, Seat};
use crate::view::PlayerView;

/// How hard Hard thinks.
#[derive(Clone, Copy, Debug)]
pub struct HardSettings {
    /// Rollouts per decision, over all candidates.
    pub rollouts: u32,
    /// Most candidate moves compared.
    pub candidates: usize,
    /// Bonus, in reward units, for the planner's own choice (ties go to it).
    pub prior: f32,
}

impl Default for HardSettings {
    fn default() -> Self {
        HardSettings {
            rollouts: 400,
            candidates: 6,
            prior: 0.02,
        }
    }
}

pub struct HardBot {
    rng: GameRng,
    history: History,
    settings: HardSettings,
    params: Params,
    rollout: Rollout,
}

impl HardBot {
    pub fn new(seed: u64) -> Self {
        HardBot::with_settings(seed, HardSettings::default())
    }

    pub fn with_settings(seed: u64, settings: HardSettings) -> Self {
        HardBot {
            rng: GameRng::new(seed),
            history: History::new(),
            settings,
            params: MEDIUM,
            rollout: Rollout::new(MEDIUM),
        }
    }

    /// Candidate moves, the planner's choice first, no duplicates.
    fn candidates(&self, t: &Table, legal: &[Action]) -> Vec<Action> {
        let k = self.settings.candidates.max(1);
        let mut out: Vec<Action> = Vec::new();
        let mut push = |a: Action, out: &mut Vec<Action>| {
            if out.len() < k && !out.contains(&a) && legal.contains(&a) {
                out.push(a);
            }
        };
        let p = &self.params;
        match legal.first() {
            Some(Action::KeepInitialTickets { .. } | Action::KeepTickets { .. }) => {
                let masks: Vec<u8> = legal.iter().map(play::keep_mask).collect();
                for (m, _) in planner::ranked_keeps(t, &masks, p) {
                    let a = if t.initial {
                        Action::KeepInitialTickets { keep: m }
                    } else {
                        Action::KeepTickets { keep: m }
                    };
                    push(a, &mut out);
                }
            }
            Some(Action::PayTunnel { .. } | Action::DeclineTunnel) => {
                push(planner::decide(t, legal, p), &mut out);
                push(Action::DeclineTunnel, &mut out);
            }
            _ if t.second_card => {
                push(planner::decide(t, legal, p), &mut out);
                push(Action::DrawBlind, &mut out);
                let mut seen: Vec<CardColor> = Vec::new();
                for (i, c) in t.face_up.iter().enumerate() {
                    if let Some(c) = c
                        && *c != CardColor::Locomotive
                        && !seen.contains(c)
                    {
                        seen.push(*c);
                        push(Action::DrawFaceUp { slot: i as u8 }, &mut out);
                    }
                }
            }
            _ => {
                let options = planner::turn_options(t, p);
                if let Some(o) = options.first() {
                    push(o.action, &mut out);
                }
                // The best of each kind of move, so the search sees real alternatives.
                let kinds: [fn(&Action) -> bool; 5] = [
                    |a| matches!(a, Action::ClaimRoute { .. }),
                    |a| matches!(a, Action::DrawFaceUp { .. } | Action::DrawBlind),
                    |a| matches!(a, Action::DrawTickets),
                    |a| matches!(a, Action::BuildStation { .. }),
                    |_| true,
                ];
                for kind in kinds {
                    if let Some(o) = options.iter().find(|o| kind(&o.action)) {
                        push(o.action, &mut out);
                    }
                }
                if !t.second_card {
                    push(Action::DrawBlind, &mut out);
                }
                for o in &options {
                    push(o.action, &mut out);
                }
            }
        }
        out
    }

    /// Compares `cands` by rollouts in sampled games; returns the best.
    fn search(&mut self, view: &PlayerView, cands: &[Action]) -> Action {
        let me = view.viewer;
        let sampler = Sampler::new(view, &self.history);
        let n = cands.len();
        let mut sum = vec![0.0f32; n];
        let mut count = vec![0u32; n];
        let mut alive: Vec<usize> = (0..n).collect();
        let rounds = (usize::BITS - (n - 1).leading_zeros()).max(1);
        let per_round = self.settings.rollouts / rounds;
        while alive.len() > 1 {
            let worlds = (per_round / alive.len() as u32).max(1);
            for _ in 0..worlds {
                let Some(world) = sampler.sample(&mut self.rng) else {
                    break;
                };
                let future = self.rng.next_u64();
                for &i in &alive {
                    let mut g = world.clone();
                    g.rng = GameRng::new(future);
                    if g.apply(me, &cands[i]).is_err() {
                        continue;
                    }
                    self.rollout.play_out(&mut g);
                    sum[i] += reward(&g, me);
                    count[i] += 1;
                }
            }
            let score = |i: usize| {
                let prior = if i == 0 { self.settings.prior } else { 0.0 };
                if count[i] == 0 {
                    f32::MIN
                } else {
                    sum[i] / count[i] as f32 + prior
                }
            };
            alive.sort_by(|&a, &b| score(b).total_cmp(&score(a)));
            alive.truncate(alive.len().div_ceil(2));
        }
        alive.first().map(|&i| cands[i]).unwrap_or(cands[0])
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

impl Bot for HardBot {
    fn name(&self) -> &'static str {
        "hard"
    }
    fn observe(&mut self, events: &[Event]) {
        self.history.observe(events);
    }
    fn choose(&mut self, view: &PlayerView, legal: &[Action]) -> Action {
        self.history.sync(view);
        if legal.len() == 1 {
            return legal[0];
        }
        let t = Table::from_view(view);
        let cands = self.candidates(&t, legal);
        let choice = match cands.len() {
            0 => None,
            1 => Some(cands[0]),
            _ => Some(self.search(view, &cands)),
        };
        play::legal_or_fallback(choice, legal)
    }
}
