//! Hard: a search over the engine that knows only what its seat knows.
//!
//! Medium's policy proposes a handful of candidate moves (its own choice
//! first). Hard then samples whole games consistent with its view and the
//! public history ([`crate::determinize`]) and plays each candidate out to
//! the end in every sampled game, Medium's policy at every seat. All
//! candidates meet the same sampled games and the same future shuffles, so
//! they are compared on equal luck; the policy's choice stands unless
//! another wins clearly more often.
//!
//! Effort is a count of rollouts, never a clock, so a decision costs the same
//! on every machine and the bot runs in a browser as it does natively.
use super::memory::Memory;
use super::policy::{self, MEDIUM};
use super::table::Table;
use super::{Bot, Thought};
use crate::actions::Action;
use crate::determinize::Sampler;
use crate::events::Event;
use crate::state::{Game, Phase, Seat, TurnStep};
use crate::view::PlayerView;
use europa_common::{GameRng, Standing, order};

/// How hard Hard thinks.
#[derive(Clone, Copy, Debug)]
pub struct HardSettings {
    /// Sampled games per decision; every candidate is played out in each.
    pub worlds: u32,
    /// Most candidate moves compared.
    pub candidates: usize,
    /// How much better (in wins per game) an alternative must do to replace
    /// the policy's own choice.
    pub prior: f32,
}

impl HardSettings {
    /// Expert: Hard's search with four times the sampled games.
    pub fn expert() -> Self {
        HardSettings {
            worlds: 64,
            ..HardSettings::default()
        }
    }
}

impl Default for HardSettings {
    fn default() -> Self {
        HardSettings {
            worlds: 16,
            candidates: 5,
            prior: 0.04,
        }
    }
}

/// Plays `g` to the end with the policy at every seat.
pub(crate) fn play_out(g: &mut Game, legal: &mut Vec<Action>, scratch: &mut Vec<f32>) {
    // A game always ends; the cap only guards against a policy loop.
    for _ in 0..2000 {
        if g.is_over() {
            return;
        }
        let Some(seat) = g.first_acting_seat() else {
            return;
        };
        g.legal_actions_into(seat, legal);
        let t = Table::from_game(g, seat);
        let a = policy::decide(&t, &MEDIUM, legal, scratch);
        if g.apply(seat, &a).is_err() {
            return;
        }
    }
}

/// 1 for a win (shared: split), plus a little for the margin.
fn reward(g: &Game, me: Seat) -> f32 {
    let Some(f) = g.final_scores() else {
        return 0.0;
    };
    let totals = f.players.iter().map(|p| (p.seat == me, p.total));
    let s = Standing::of(totals, f.winners.contains(&me), f.winners.len());
    s.win_share + 0.004 * s.lead.clamp(-50, 50) as f32
}

struct Search {
    sampler: Sampler,
    me: Seat,
    cands: Vec<Action>,
    sums: Vec<f32>,
    world: Option<Game>,
    world_seed: u64,
    worlds_done: u32,
    next: usize,
}

pub struct HardBot {
    /// "hard" or "expert": the level it plays as.
    name: &'static str,
    rng: GameRng,
    memory: Memory,
    settings: HardSettings,
    pending: Option<Search>,
    legal: Vec<Action>,
    scratch: Vec<f32>,
}

impl HardBot {
    pub fn new(seed: u64) -> Self {
        HardBot::with_settings(seed, HardSettings::default())
    }

    /// The Expert level: Hard with [`HardSettings::expert`].
    pub fn expert(seed: u64) -> Self {
        HardBot {
            name: "expert",
            ..HardBot::with_settings(seed, HardSettings::expert())
        }
    }

    pub fn with_settings(seed: u64, settings: HardSettings) -> Self {
        HardBot {
            name: "hard",
            rng: GameRng::new(seed),
            memory: Memory::new(),
            settings,
            pending: None,
            legal: Vec::new(),
            scratch: Vec::new(),
        }
    }

    /// Candidate moves: the policy's choice first, then the next best by
    /// its values (for ticket choices: the choice with one ticket more or less).
    fn candidates(&mut self, t: &Table, legal: &[Action]) -> Vec<Action> {
        let mine = policy::decide(t, &MEDIUM, legal, &mut self.scratch);
        let mut cands = vec![mine];
        let k = self.settings.candidates;
        match mine {
            Action::KeepInitialTickets { keep } | Action::KeepTickets { keep } => {
                for i in 0..t.offer.len() {
                    let other = keep ^ (1 << i);
                    let a = match mine {
                        Action::KeepTickets { .. } => Action::KeepTickets { keep: other },
                        _ => Action::KeepInitialTickets { keep: other },
                    };
                    if legal.contains(&a) {
                        cands.push(a);
                    }
                }
            }
            _ => {
                policy::values(t, &MEDIUM, legal, &mut self.scratch);
                let mut idx: Vec<usize> = (0..legal.len()).collect();
                let vals = &self.scratch;
                order::sort_by_key(&mut idx, |&i| !order::f32_key(vals[i]));
                // One of each kind of move first, so a draw is weighed
                // against a play, then the next best.
                let mut kinds = [false; 4];
                let kind = |a: &Action| match a {
                    Action::DrawFaceUp { .. } | Action::DrawBlind => 0,
                    Action::PlayGroup { .. } => 1,
                    Action::PlayThree { .. } => 2,
                    _ => 3,
                };
                kinds[kind(&mine)] = true;
                for &i in &idx {
                    if !kinds[kind(&legal[i])] {
                        kinds[kind(&legal[i])] = true;
                        cands.push(legal[i]);
                    }
                }
                for &i in &idx {
                    if cands.len() >= k {
                        break;
                    }
                    if !cands.contains(&legal[i]) {
                        cands.push(legal[i]);
                    }
                }
            }
        }
        cands.truncate(k.max(1));
        cands
    }

    /// The moves a review weighs at a decision (`super::review`): the
    /// candidates Hard would search, the policy's choice first.
    pub(crate) fn review_candidates(&mut self, view: &PlayerView, legal: &[Action]) -> Vec<Action> {
        let t = Table::from_view(view, &self.memory);
        self.candidates(&t, legal)
    }

    /// Games consistent with what this seat has seen and `view` shows.
    pub(crate) fn sampler(&self, view: &PlayerView) -> Sampler {
        Sampler::new(view, &self.memory)
    }

    /// A played-out game of `world`'s after `action`, with the shuffles of
    /// `future`, Medium's policy at every seat; `None` when the move cannot
    /// be played there.
    pub(crate) fn played_out(
        &mut self,
        world: &Game,
        future: u64,
        me: Seat,
        action: &Action,
    ) -> Option<Game> {
        let mut g = world.clone();
        g.rng = GameRng::new(future);
        g.apply(me, action).ok()?;
        play_out(&mut g, &mut self.legal, &mut self.scratch);
        Some(g)
    }

    fn progress(&mut self, mut work: u32) -> Thought {
        let Some(s) = self.pending.as_mut() else {
            return Thought::Idle;
        };
        while work > 0 && s.worlds_done < self.settings.worlds {
            let world = match s.world.take() {
                Some(w) => w,
                None => {
                    s.world_seed = self.rng.next_u64();
                    s.next = 0;
                    s.sampler.sample(&mut self.rng)
                }
            };
            let mut g = world.clone();
            g.rng = GameRng::new(s.world_seed);
            if g.apply(s.me, &s.cands[s.next]).is_ok() {
                play_out(&mut g, &mut self.legal, &mut self.scratch);
                s.sums[s.next] += reward(&g, s.me);
            }
            work -= 1;
            s.next += 1;
            if s.next < s.cands.len() {
                s.world = Some(world);
            } else {
                s.worlds_done += 1;
            }
        }
        if s.worlds_done < self.settings.worlds {
            let percent = (100 * s.worlds_done / self.settings.worlds.max(1)) as u8;
            return Thought::Thinking { percent };
        }
        let prior = self.settings.prior * self.settings.worlds as f32;
        let mut best = 0;
        for i in 1..s.cands.len() {
            if s.sums[i] > s.sums[best] + if best == 0 { prior } else { 0.0 } {
                best = i;
            }
        }
        let a = s.cands[best];
        self.pending = None;
        Thought::Decided(a)
    }
}

impl Bot<Game> for HardBot {
    fn name(&self) -> &'static str {
        self.name
    }
    fn choose(&mut self, view: &PlayerView, legal: &[Action]) -> Action {
        let mut t = self.begin(view, legal);
        loop {
            match t {
                Thought::Decided(a) => return a,
                Thought::Idle => return legal.first().copied().unwrap_or(Action::Pass),
                Thought::Thinking { .. } => t = self.think(u32::MAX),
            }
        }
    }
    fn begin(&mut self, view: &PlayerView, legal: &[Action]) -> Thought {
        let t = Table::from_view(view, &self.memory);
        if legal.len() <= 1 {
            return Thought::Decided(legal.first().copied().unwrap_or(Action::Pass));
        }
        // Drawing the second card is left to the policy: it matters little.
        if view.phase == Phase::Playing && view.step == TurnStep::SecondCard {
            return Thought::Decided(policy::decide(&t, &MEDIUM, legal, &mut self.scratch));
        }
        let cands = self.candidates(&t, legal);
        if cands.len() == 1 {
            return Thought::Decided(cands[0]);
        }
        self.pending = Some(Search {
            sampler: Sampler::new(view, &self.memory),
            me: view.viewer,
            sums: vec![0.0; cands.len()],
            cands,
            world: None,
            world_seed: 0,
            worlds_done: 0,
            next: 0,
        });
        Thought::Thinking { percent: 0 }
    }
    fn think(&mut self, work: u32) -> Thought {
        self.progress(work)
    }
    fn observe(&mut self, events: &[Event]) {
        self.memory.observe(events);
    }
}
