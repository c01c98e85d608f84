//! Hard: a search over the engine that knows only what its seat knows.
//!
//! For each decision the planner proposes a handful of candidate moves (its
//! own choice first, plus the best of each kind: claims, stations, tickets,
//! draws, and claims that cut an opponent's likely path). Hard then samples
//! whole games consistent with its view and the public history
//! ([`crate::determinize`]) — opponents' hands and tickets, both decks — and
//! plays each candidate out to the end in every sampled game with the
//! planner at every seat. All candidates meet the same sampled games and the
//! same future shuffles, so they are compared on equal luck; the planner's
//! choice stands unless an alternative is clearly better ([`super::search`]).
//!
//! Effort is a count of rollouts, never a clock, so a decision costs the same
//! on every machine and the bot runs in a browser as it does natively.
use super::depots;
use super::graph;
use super::params::{MEDIUM, Params};
use super::planner;
use super::play;
use super::rollout::Rollout;
use super::search::{Round, RoundMismatch, Search, Shard, Step, blocking};
use super::table::Table;
use super::tunnels::{self, DeclinedTunnels};
use super::{Bot, Thought};
use crate::actions::Action;
use crate::cards::{CardColor, Hand};
use crate::data::RouteId;
use crate::determinize::{History, Sampler};
use crate::events::Event;
use crate::order;
use crate::rng::GameRng;
use crate::state::Game;
use crate::view::PlayerView;

/// Hard's own planner: Medium's, with the end game of [`super::endgame`],
/// and once its tickets are joined a claim that lengthens its longest trail
/// worth 5 more than another ([`super::express`]; docs/bots/strength.md,
/// "Kept changes"). Its rollouts' models leave the trail alone: looking
/// at it made each rollout dearer and won Hard no more games.
pub(crate) const HARD: Params = Params {
    end_race: true,
    express: 5.0,
    ..MEDIUM
};

/// The planner Hard's rollouts play every seat with in games of 3 or more
/// players (a cheaper, fixed model of play; with 2, Medium's): Medium's,
/// with stations priced out of its plans and 4 trains, not 6, kept in
/// reserve when judging tickets. Tuned on Medium itself, where the two win
/// games, the more the more players (54.7 % of 2-player games against plain
/// Medium, 45 % of 5-player games against the reference agents). As Hard's
/// model it wins Hard more 3- and 5-player games and the same 2-player
/// ones (docs/bots/strength.md, "The rollouts' model"), so 2-player games keep
/// Medium's and play as before.
pub(crate) const MODEL: Params = Params {
    station_cost: 30.0,
    reserve_trains: 4,
    ..MEDIUM
};

/// Points of lead a win is worth in a rollout's reward. Counting the win
/// more (120, 240, 1,000) or the lead more (30) won no more games
/// (docs/bots/tried.md, "Search and rollouts"); `hard:margin=` tries others.
pub const MARGIN: f32 = 60.0;

/// How hard Hard thinks.
#[derive(Clone, Copy, Debug)]
pub struct HardSettings {
    /// Rollouts per decision, over all candidates.
    pub rollouts: u32,
    /// Most candidate moves compared.
    pub candidates: usize,
    /// How much better than the planner's own choice, in reward units, an
    /// alternative must look to be played instead...
    pub prior: f32,
    /// ... plus this many standard errors of that difference.
    pub z: f32,
    /// Whether its planner plays the end game ([`super::endgame`]): plans in
    /// turns and cashes cards in once an opponent may end the game soon.
    pub end_game: bool,
    /// Points of lead over the best other seat that a rollout's reward
    /// counts as much as the win itself ([`super::search`]'s `reward`).
    pub margin: f32,
    /// The share of each opponent's ticket points (when they gain it
    /// points) that a rollout's reward counts: 1, all of them. At half,
    /// Hard loses fewer 3-player games with 10+ trains left against the
    /// reference agents, who fail a third to a half of their tickets, but
    /// more games against Medium, who joins 9 in 10
    /// (docs/bots/tried.md, "Search and rollouts");
    /// `hard:opp_tickets=` tries others.
    pub opp_tickets: f32,
    /// How much likelier the sampler makes an opponent's ticket for each of
    /// its cities where the opponent's network comes to a dead end: 1, no
    /// likelier. At 4 the samples come nearer the real tickets at every
    /// stage, yet Hard wins no more games: more in one field (4 players
    /// against Medium on the Classic map, p ≈ 0.06), as many or fewer in
    /// the others (docs/bots/beliefs.md); `hard:dead_ends=` tries others.
    pub dead_ends: f32,
}

impl HardSettings {
    /// Expert: Hard's search with four times the rollouts. Against Hard it
    /// wins 56.8 % of 2-player games, and 76.5 % of 3-player games against
    /// One Step and Long Route Junkie (docs/bots/strength.md, "More thinking").
    pub fn expert() -> Self {
        HardSettings {
            rollouts: 1600,
            ..HardSettings::default()
        }
    }
}

impl Default for HardSettings {
    fn default() -> Self {
        HardSettings {
            rollouts: 400,
            candidates: 8,
            prior: 0.01,
            z: 1.0,
            end_game: true,
            margin: MARGIN,
            opp_tickets: 1.0,
            dead_ends: 1.0,
        }
    }
}

/// The planners Hard's rollouts play with, its own seat's and the
/// opponents': in 2-player games, and in games of more.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Models {
    pub two: [Params; 2],
    pub more: [Params; 2],
}

impl Models {
    /// Both pairs, for setting a knob in each.
    pub(crate) fn pairs(&mut self) -> [&mut [Params; 2]; 2] {
        [&mut self.two, &mut self.more]
    }
}

/// Hard's own planner and its rollouts' models; without the end game, the
/// Hard of before it (commit c0f8e43: Medium's planner everywhere).
pub(crate) fn planners(end_game: bool) -> (Params, Models) {
    if end_game {
        let models = Models {
            two: [MEDIUM; 2],
            more: [MODEL; 2],
        };
        (HARD, models)
    } else {
        let models = Models {
            two: [MEDIUM; 2],
            more: [MEDIUM; 2],
        };
        (MEDIUM, models)
    }
}

pub struct HardBot {
    /// "hard" or "expert": the level it plays as.
    name: &'static str,
    rng: GameRng,
    history: History,
    settings: HardSettings,
    params: Params,
    /// The rollouts' planners.
    models: Models,
    rollout: Rollout,
    /// The decision being thought about: its search and the legal actions.
    pending: Option<(Search, Vec<Action>)>,
    tunnels: DeclinedTunnels,
    /// The tunnel the pending decision is about, if any.
    attempt: Option<(RouteId, Hand)>,
    /// What the last searched decision's rollouts expected of its planner's choice.
    expected: Option<f32>,
    /// The share of each search's sampled games this bot plays out.
    shard: Shard,
}

/// What [`HardBot::think_shard`] came to.
#[derive(Debug)]
pub enum ShardThought {
    Thought(Thought),
    /// This shard's round is played: its rewards, to gather with every
    /// other shard's and hand back to each through [`HardBot::merge`].
    Round(Round),
    /// Waiting for the merged round: thinking more does nothing until then.
    Waiting,
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
        let (plan, models) = planners(settings.end_game);
        HardBot::with_planners(seed, settings, plan, models)
    }

    /// Hard with its own planner's knobs `plan`, and the knobs its rollouts
    /// play its own seat and the opponents' with, `models` (the arena's
    /// `hard:plan.station_cost=30`, `hard:model.…`, `hard:opp.…`).
    pub(crate) fn with_planners(
        seed: u64,
        settings: HardSettings,
        plan: Params,
        models: Models,
    ) -> Self {
        HardBot {
            name: "hard",
            rng: GameRng::new(seed),
            history: History::new(),
            settings,
            params: plan,
            models,
            // Each decision sets the seats' models first (`start`).
            rollout: Rollout::new(MEDIUM),
            pending: None,
            tunnels: DeclinedTunnels::default(),
            attempt: None,
            expected: None,
            shard: Shard::WHOLE,
        }
    }

    /// From now on, plays out only `shard`'s share of each searched
    /// decision's sampled games ([`super::search::Search`]); its decisions
    /// then go on through [`HardBot::think_shard`] and [`HardBot::merge`],
    /// never through `choose`, which would wait for rounds forever.
    pub fn set_shard(&mut self, shard: Shard) {
        self.shard = shard;
    }

    /// [`Bot::think`] for a shard: also hands out each round's rewards.
    pub fn think_shard(&mut self, work: u32) -> ShardThought {
        let Some((search, legal)) = &mut self.pending else {
            return ShardThought::Thought(Thought::Idle);
        };
        match search.step(work, &mut self.rng, &mut self.rollout) {
            Step::Thinking => ShardThought::Thought(Thought::Thinking {
                percent: search.progress(),
            }),
            Step::Round(round) => ShardThought::Round(round),
            Step::Waiting => ShardThought::Waiting,
            Step::Decided(choice) => {
                let action = play::legal_or_fallback(Some(choice), legal);
                self.expected = search.expected();
                self.pending = None;
                self.tunnels.note_attempt(self.attempt, &action);
                ShardThought::Thought(Thought::Decided(action))
            }
        }
    }

    /// Adds up the round every shard played (each one's
    /// [`ShardThought::Round`], gathered in any order), as one searcher
    /// playing every game would have.
    pub fn merge(&mut self, round: &Round) -> Result<(), RoundMismatch> {
        match &mut self.pending {
            Some((search, _)) => search.merge(round),
            None => Err(RoundMismatch),
        }
    }

    /// What the rollouts of the last decision, if it was searched, expected
    /// of the planner's choice: its mean reward over the sampled games (the
    /// win share plus the lead over the best other seat, the search's margin
    /// — [`MARGIN`] points unless set — counting 1, clamped to ±1).
    /// `lab/src/bin/rollout_calibration.rs` compares it with [`final_reward`]
    /// at the game's end.
    pub fn expected(&self) -> Option<f32> {
        self.expected
    }

    /// Candidate moves, the planner's choice first, no duplicates.
    fn candidates(&self, t: &Table, legal: &[Action]) -> Vec<Action> {
        let k = self.settings.candidates.max(1);
        let mut out: Vec<Action> = Vec::new();
        let push = |a: Action, out: &mut Vec<Action>| {
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
            // The extra is paid whenever the hand can: declining wastes the
            // turn and the cards' work, and with the rollouts' rewards near
            // their cap, noise made Hard decline payable extras (issue 14).
            Some(Action::PayTunnel { .. } | Action::DeclineTunnel) => {
                push(planner::decide(t, legal, p), &mut out);
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
                push(Action::DrawBlind, &mut out);
                // Tickets, even mid-plan, while there is time to use them.
                if t.my_trains() >= 10 && !t.final_round {
                    push(Action::DrawTickets, &mut out);
                }
                // Each colour on offer: the second card then follows the planner.
                let mut seen: Vec<CardColor> = Vec::new();
                for (i, c) in t.face_up.iter().enumerate() {
                    if let Some(c) = c
                        && !seen.contains(c)
                    {
                        seen.push(*c);
                        push(Action::DrawFaceUp { slot: i as u8 }, &mut out);
                    }
                }
                // The longest routes the hand pays for now, planned or not.
                let closed = graph::closed_for(t.me, t.owners(), t.players);
                let mut long: Vec<RouteId> = RouteId::all()
                    .filter(|r| !closed.contains(*r) && r.route().length <= t.my_trains())
                    .filter(|r| play::affordable(&t.hand, *r))
                    .collect();
                order::sort_by_key(&mut long, |r| !u32::from(r.route().length));
                for r in long.into_iter().take(2) {
                    // A tunnel only with a card to spare for its extra, as the planner.
                    if let Some(a) =
                        play::claim(t, r, &play::PLAIN_KEEP).filter(|a| play::worth_trying(t, a))
                    {
                        push(a, &mut out);
                    }
                }
                for o in &options {
                    push(o.action, &mut out);
                }
            }
        }
        out
    }
}

impl Bot<Game> for HardBot {
    fn name(&self) -> &'static str {
        self.name
    }
    fn observe(&mut self, events: &[Event]) {
        self.history.observe(events);
    }
    fn replayed(&mut self, action: &Action, view: &dyn Fn() -> PlayerView) {
        self.tunnels.replayed(action, view);
    }
    fn choose(&mut self, view: &PlayerView, legal: &[Action]) -> Action {
        let mut thought = self.begin(view, legal);
        loop {
            match thought {
                Thought::Decided(a) => return a,
                Thought::Thinking { .. } => thought = self.think(u32::MAX),
                // Cannot happen right after `begin`; the planner is a safe answer.
                Thought::Idle => {
                    return play::legal_or_fallback(None, legal);
                }
            }
        }
    }

    fn begin(&mut self, view: &PlayerView, legal: &[Action]) -> Thought {
        let allowed = self.tunnels.allowed(view, legal).into_owned();
        self.attempt = tunnels::attempt(view);
        let thought = self.start(view, &allowed);
        if let Thought::Decided(a) = thought {
            self.tunnels.note_attempt(self.attempt, &a);
        }
        thought
    }

    fn think(&mut self, work: u32) -> Thought {
        match self.think_shard(work) {
            ShardThought::Thought(thought) => thought,
            // Only a shard hands rounds out or waits (`set_shard`).
            ShardThought::Round(_) | ShardThought::Waiting => Thought::Thinking {
                percent: self.pending.as_ref().map_or(0, |(s, _)| s.progress()),
            },
        }
    }
}

/// What Hard makes of a decision before searching it.
// One a decision, moved straight into the search: boxing the sampler
// would only add an allocation.
#[allow(clippy::large_enum_variant)]
pub(crate) enum Prepared {
    /// Nothing to search: the one legal move, a depot, or a lone candidate.
    Decided(Action),
    /// Candidates to compare (the planner's choice first), the games to
    /// sample them in, and how many rollouts the decision gets.
    Search {
        cands: Vec<Action>,
        sampler: Sampler,
        settings: HardSettings,
    },
}

impl HardBot {
    /// `begin` over the actions the tunnel memory allows.
    fn start(&mut self, view: &PlayerView, legal: &[Action]) -> Thought {
        self.pending = None;
        self.expected = None;
        match self.prepare(view, legal) {
            Prepared::Decided(a) => Thought::Decided(a),
            Prepared::Search {
                cands,
                sampler,
                settings,
            } => {
                let search = Search::new(sampler, view.viewer, cands, settings, self.shard);
                self.pending = Some((search, legal.to_vec()));
                Thought::Thinking { percent: 0 }
            }
        }
    }

    /// The candidates of a decision and the sampler to compare them in, as
    /// Hard's search starts from them; the review (`super::review`) starts
    /// from them too.
    pub(crate) fn prepare(&mut self, view: &PlayerView, legal: &[Action]) -> Prepared {
        self.history.sync(view);
        let [mine, others] = if view.seats.len() <= 2 {
            self.models.two
        } else {
            self.models.more
        };
        self.rollout.set_models(view.viewer, mine, others);
        if legal.len() == 1 {
            return Prepared::Decided(legal[0]);
        }
        if let Some(a) = depots::depot_choice(view, legal) {
            return Prepared::Decided(a);
        }
        let plain = depots::plain(legal);
        let t = Table::from_view(view);
        let mut cands = self.candidates(&t, &plain);
        let sampler = Sampler::new(view, &self.history).weigh_dead_ends(self.settings.dead_ends);
        let turn_start =
            !t.second_card && legal.iter().any(|a| matches!(a, Action::ClaimRoute { .. }));
        if turn_start {
            for a in blocking(&sampler, &t, &self.params, &mut self.rng) {
                if !cands.contains(&a) && plain.contains(&a) {
                    cands.push(a);
                }
            }
        }
        // Searched as the legal actions they stand for (W2's warehouse).
        for a in cands.iter_mut() {
            *a = depots::dressed(*a, view.viewer, legal);
        }
        // Tickets decide a game more than any one card: the set-up choice
        // gets three times the rollouts, a later keep twice; the second card
        // of a draw and a tunnel's extra matter least.
        let scale = match legal.first() {
            Some(Action::KeepInitialTickets { .. }) => 3.0,
            Some(Action::KeepTickets { .. }) => 2.0,
            Some(Action::PayTunnel { .. } | Action::DeclineTunnel) => 0.5,
            _ if t.second_card => 0.5,
            _ => 1.0,
        };
        let settings = HardSettings {
            rollouts: (self.settings.rollouts as f32 * scale) as u32,
            ..self.settings
        };
        if cands.len() < 2 {
            return Prepared::Decided(play::legal_or_fallback(cands.first().copied(), legal));
        }
        Prepared::Search {
            cands,
            sampler,
            settings,
        }
    }

    /// Games consistent with what this seat has seen and `view` shows.
    pub(crate) fn sampler(&self, view: &PlayerView) -> Sampler {
        Sampler::new(view, &self.history).weigh_dead_ends(self.settings.dead_ends)
    }

    /// Its generator anew, so a reviewed decision never depends on the ones
    /// reviewed before it.
    pub(crate) fn reseed(&mut self, seed: u64) {
        self.rng = GameRng::new(seed);
    }

    /// The rollouts' players, set for the last prepared decision.
    pub(crate) fn rollout(&mut self) -> &mut Rollout {
        &mut self.rollout
    }

    /// The moves the tunnel memory allows of `legal` (a tunnel declined at
    /// this hand is not tried again).
    pub(crate) fn allowed<'a>(
        &self,
        view: &PlayerView,
        legal: &'a [Action],
    ) -> std::borrow::Cow<'a, [Action]> {
        self.tunnels.allowed(view, legal)
    }
}

/// A finished game's worth to `seat`, as Hard's rollouts reward it.
pub fn final_reward(g: &Game, seat: crate::state::Seat) -> f32 {
    let whole = super::search::Weights {
        margin: MARGIN,
        opp_tickets: 1.0,
    };
    super::search::reward(g, seat, whole)
}
