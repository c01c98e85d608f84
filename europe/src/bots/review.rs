//! The coach's review of a game for one seat: every decision the seat made,
//! from what it knew then (its view and the public history, never the cards
//! it could not see), scored by playing each candidate out in sampled games.
//!
//! The candidates are Expert's and the move played, judged in two stages
//! (`europa_common::review::judge`): the best found in some sampled games,
//! its worth over the move played measured in fresh ones.
use super::hard::{HardBot, HardSettings, Prepared};
use super::search::{margin, play_scored};
use crate::actions::Action;
use crate::config::GameConfig;
use crate::determinize::Sampler;
use crate::rng::GameRng;
use crate::state::{Game, Phase, Seat, TurnStep};
pub use europa_common::review::ReviewSettings;
use europa_common::review::{Decision, Judges, MoveKind, PlayOut, ReviewError, judge};

/// Reviews one seat's decisions, one at a time, as it replays the game
/// ([`reviewer`] makes one).
pub type Reviewer = europa_common::review::Reviewer<Game, HardBot, Judge>;

/// What judges a decision besides the seat's memory.
pub struct Judge {
    seat: Seat,
    settings: ReviewSettings,
    seed: u64,
    spare: Option<Game>,
}

/// Where the seat's turns are counted: at a turn's start in play.
fn turn_start(g: &Game) -> bool {
    g.phase() == Phase::Playing && *g.step() == TurnStep::Start
}

/// A review of `seat`'s decisions in the game `config` and `actions` make
/// (a saved game's record).
pub fn reviewer(
    config: GameConfig,
    actions: Vec<(Seat, Action)>,
    seat: Seat,
    settings: ReviewSettings,
) -> Result<Reviewer, ReviewError> {
    let seed = config.seed ^ 0x5eed_c0ac;
    let players = config.players;
    if seat.0 >= players {
        return Err(ReviewError::Seat {
            seat: seat.0,
            players,
        });
    }
    let game = Game::new(config).map_err(ReviewError::Config)?;
    // The reviewer's eyes: Expert's candidates and the seat's memory.
    let observer = HardBot::with_settings(seed, HardSettings::expert());
    let judge = Judge {
        seat,
        settings,
        seed,
        spare: None,
    };
    Ok(Reviewer::new(
        game, actions, seat, observer, judge, turn_start,
    ))
}

impl Judges<Game, HardBot> for Judge {
    fn decision(
        &mut self,
        observer: &mut HardBot,
        game: &Game,
        index: u32,
        played: Action,
        turn: u32,
    ) -> Option<Decision<Action>> {
        let view = game.view(self.seat);
        let legal = game.legal_actions(self.seat);
        if legal.len() < 2 {
            return None;
        }
        let seed = self.seed ^ u64::from(index).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        observer.reseed(seed);
        let allowed = observer.allowed(&view, &legal).into_owned();
        // The move played first: it wins ties, so a move is never called
        // worse on a draw.
        let mut cands = vec![played];
        match observer.prepare(&view, &allowed) {
            Prepared::Decided(a) => cands.push(a),
            Prepared::Search { cands: more, .. } => cands.extend(more),
        }
        // Where Hard sees one sensible move (a tunnel's extra, say), the
        // other moves allowed are weighed against it.
        if cands.len() < 3 {
            cands.extend(allowed.iter().take(3));
        }
        let mut seen = Vec::new();
        cands.retain(|a| {
            let fresh = !seen.contains(a);
            seen.push(*a);
            fresh
        });
        if cands.len() < 2 {
            return None;
        }
        let mut worlds = Worlds {
            sampler: observer.sampler(&view),
            rng: GameRng::new(seed.rotate_left(17)),
            observer,
            spare: &mut self.spare,
            me: self.seat,
        };
        let judged = judge(
            &mut worlds,
            &cands,
            self.settings.pick,
            self.settings.measure,
        );
        let kind = if view.final_round.is_some() {
            MoveKind::EndGame
        } else {
            kind_of(&played)
        };
        Some(Decision {
            index,
            turn: if view.phase == Phase::Playing {
                turn
            } else {
                0
            },
            kind,
            played,
            best: cands[judged.best],
            expected: judged.expected,
            loss: judged.loss,
            left: view
                .seats
                .get(self.seat.index())
                .map_or(0, |s| u16::from(s.trains)),
        })
    }
}

/// How many points `better` ends ahead of `played` on average in
/// `samples` games sampled afresh (from `salt`) for the seat in `game`:
/// the lab's check of what a review names (`review_agreement`).
pub fn compare(
    r: &mut Reviewer,
    game: &Game,
    played: Action,
    better: Action,
    samples: u32,
    salt: u64,
) -> Option<f32> {
    let (observer, judge) = r.parts();
    let seat = judge.seat;
    let view = game.view(seat);
    let _ = observer.prepare(&view, &game.legal_actions(seat));
    let mut worlds = Worlds {
        sampler: observer.sampler(&view),
        rng: GameRng::new(salt),
        observer,
        spare: &mut judge.spare,
        me: seat,
    };
    let mut diff = europa_common::review::Mean::default();
    for _ in 0..samples {
        let Some(world) = worlds.sample() else {
            break;
        };
        if let (Some(a), Some(b)) = (worlds.play(&world, &played), worlds.play(&world, &better)) {
            diff.add(b - a);
        }
    }
    diff.get()
}

/// Sampled games the seat could be in, and Hard's rollouts to play them out.
struct Worlds<'a> {
    sampler: Sampler,
    rng: GameRng,
    observer: &'a mut HardBot,
    spare: &'a mut Option<Game>,
    me: Seat,
}

impl PlayOut<Action> for Worlds<'_> {
    type World = (Game, u64);
    fn sample(&mut self) -> Option<(Game, u64)> {
        let world = self.sampler.sample(&mut self.rng)?;
        self.observer.rollout().new_world();
        Some((world, self.rng.next_u64()))
    }
    fn play(&mut self, (world, future): &(Game, u64), action: &Action) -> Option<f32> {
        let me = self.me;
        let rollout = self.observer.rollout();
        play_scored(world, self.spare, *future, me, action, rollout, |g| {
            margin(g, me)
        })
    }
}

/// The kind of a move, for the points lost by kind.
fn kind_of(a: &Action) -> MoveKind {
    match a {
        Action::KeepInitialTickets { .. } | Action::KeepTickets { .. } => MoveKind::Tickets,
        Action::ClaimRoute { .. } | Action::PayTunnel { .. } | Action::DeclineTunnel => {
            MoveKind::Claim
        }
        Action::BuildStation { .. } | Action::PlaceDepot { .. } => MoveKind::Station,
        _ => MoveKind::Draw,
    }
}
