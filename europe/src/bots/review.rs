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
use crate::events::Event;
use crate::rng::GameRng;
use crate::state::{Game, Phase, Seat, TurnStep};
use europa_common::Bot;
use europa_common::review::{Decision, MoveKind, PlayOut, Review, ReviewError, judge};

/// How many sampled games a reviewed decision gets.
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

/// Reviews one seat's decisions, one at a time, as it replays the game.
pub struct Reviewer {
    seat: Seat,
    game: Game,
    actions: Vec<(Seat, Action)>,
    next: usize,
    observer: HardBot,
    settings: ReviewSettings,
    seed: u64,
    review: Review<Action>,
    spare: Option<Game>,
    /// The seat's turns begun so far (its turn count in the review).
    turn: u32,
}

impl Reviewer {
    /// A review of `seat`'s decisions in the game `config` and `actions`
    /// make (a saved game's record).
    pub fn new(
        config: GameConfig,
        actions: Vec<(Seat, Action)>,
        seat: Seat,
        settings: ReviewSettings,
    ) -> Result<Self, ReviewError> {
        let seed = config.seed ^ 0x5eed_c0ac;
        let players = config.players;
        if seat.0 >= players {
            return Err(ReviewError::Seat {
                seat: seat.0,
                players,
            });
        }
        let game = Game::new(config).map_err(ReviewError::Config)?;
        Ok(Reviewer {
            seat,
            game,
            actions,
            next: 0,
            // The reviewer's eyes: Expert's candidates and the seat's memory.
            observer: HardBot::with_settings(seed, HardSettings::expert()),
            settings,
            seed,
            review: Review::new(seat.0),
            spare: None,
            turn: 0,
        })
    }

    pub fn review(&self) -> &Review<Action> {
        &self.review
    }

    /// How far through the record, in percent.
    pub fn progress(&self) -> u8 {
        (self.next * 100 / self.actions.len().max(1)).min(100) as u8
    }

    /// Replays to the seat's next decision and reviews it. `false` once
    /// the record is done (or a move in it is not legal: a review stops
    /// where the game does).
    pub fn step(&mut self) -> bool {
        while self.next < self.actions.len() {
            match self.advance(true) {
                Ok(Some(d)) => {
                    self.review.decisions.push(d);
                    return true;
                }
                Ok(None) => {}
                Err(()) => break,
            }
        }
        self.next = self.actions.len();
        self.review.complete = true;
        false
    }

    /// Replays, reviewing nothing, up to the record's move `index` (a review
    /// resumed after its decisions before `index`).
    pub fn skip_to(&mut self, index: usize) {
        while self.next < index.min(self.actions.len()) {
            if self.advance(false).is_err() {
                self.next = self.actions.len();
                self.review.complete = true;
            }
        }
    }

    /// The game as replayed so far: the position before the next move.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Plays the record's next move, reviewing it first when it is the
    /// seat's and `review` asks; the seat's memory sees it as the seat did.
    fn advance(&mut self, review: bool) -> Result<Option<Decision<Action>>, ()> {
        let Some(&(who, action)) = self.actions.get(self.next) else {
            return Err(());
        };
        let index = self.next as u32;
        let mut decision = None;
        if who == self.seat
            && self.game.phase() == Phase::Playing
            && *self.game.step() == TurnStep::Start
        {
            self.turn += 1;
        }
        if who == self.seat {
            if review {
                let game = self.game.clone();
                decision = self.decision(&game, index, action);
            }
            let (game, seat) = (&self.game, self.seat);
            self.observer.replayed(&action, &|| game.view(seat));
        }
        let events = self.game.apply(who, &action).map_err(|_| ())?;
        let seen: Vec<Event> = events.iter().map(|e| e.redacted_for(self.seat)).collect();
        self.observer.observe(&seen);
        self.next += 1;
        Ok(decision)
    }

    /// Reviews the seat's move `played` in `game`, the record's move number
    /// `index`. It reads `game` only through the seat's view and legal
    /// moves, so games that differ in what the seat could not see review
    /// alike. `None` when there was nothing to choose.
    pub fn decision(
        &mut self,
        game: &Game,
        index: u32,
        played: Action,
    ) -> Option<Decision<Action>> {
        let view = game.view(self.seat);
        let legal = game.legal_actions(self.seat);
        if legal.len() < 2 {
            return None;
        }
        let seed = self.seed ^ u64::from(index).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.observer.reseed(seed);
        let allowed = self.observer.allowed(&view, &legal).into_owned();
        // The move played first: it wins ties, so a move is never called
        // worse on a draw.
        let mut cands = vec![played];
        match self.observer.prepare(&view, &allowed) {
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
            sampler: self.observer.sampler(&view),
            rng: GameRng::new(seed.rotate_left(17)),
            observer: &mut self.observer,
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
                self.turn
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

impl Reviewer {
    /// How many points `better` ends ahead of `played` on average in
    /// `samples` games sampled afresh (from `salt`) for the seat in `game`:
    /// the lab's check of what a review names (`review_agreement`).
    pub fn compare(
        &mut self,
        game: &Game,
        played: Action,
        better: Action,
        samples: u32,
        salt: u64,
    ) -> Option<f32> {
        let view = game.view(self.seat);
        let _ = self.observer.prepare(&view, &game.legal_actions(self.seat));
        let mut worlds = Worlds {
            sampler: self.observer.sampler(&view),
            rng: GameRng::new(salt),
            observer: &mut self.observer,
            spare: &mut self.spare,
            me: self.seat,
        };
        let mut diff = europa_common::review::Mean::default();
        for _ in 0..samples {
            let Some(world) = worlds.sample() else {
                break;
            };
            if let (Some(a), Some(b)) = (worlds.play(&world, &played), worlds.play(&world, &better))
            {
                diff.add(b - a);
            }
        }
        diff.get()
    }
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
