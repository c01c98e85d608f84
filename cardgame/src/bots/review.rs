//! The coach's review of a Card Game for one seat: every decision the seat
//! made, from what it knew then (its view and the public history, never the
//! cards it could not see), its candidates and the move played judged in
//! sampled games (`europa_common::review::judge`).
use super::Bot;
use super::hard::{HardBot, HardSettings};
use crate::actions::Action;
use crate::config::GameConfig;
use crate::determinize::Sampler;
use crate::events::Event;
use crate::state::{Game, Phase, Seat, TurnStep};
use europa_common::review::{Decision, MoveKind, PlayOut, Review, ReviewError, judge};
use europa_common::{GameRng, Standing};

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
    /// the record is done (or a move in it is not legal).
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

    /// Replays, reviewing nothing, up to the record's move `index`.
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

    fn advance(&mut self, review: bool) -> Result<Option<Decision<Action>>, ()> {
        let Some(&(who, action)) = self.actions.get(self.next) else {
            return Err(());
        };
        let index = self.next as u32;
        if who == self.seat
            && self.game.phase() == Phase::Playing
            && self.game.step() == TurnStep::Start
        {
            self.turn += 1;
        }
        let decision = if who == self.seat && review {
            let game = self.game.clone();
            self.decision(&game, index, action)
        } else {
            None
        };
        let events = self.game.apply(who, &action).map_err(|_| ())?;
        let seen: Vec<Event> = events.iter().map(|e| e.redacted_for(self.seat)).collect();
        self.observer.observe(&seen);
        self.next += 1;
        Ok(decision)
    }

    /// Reviews the seat's move `played` in `game`, the record's move number
    /// `index`. It reads `game` only through the seat's view and its legal
    /// moves, so games that differ in what the seat could
    /// not see review alike. `None` when there was nothing to choose.
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
        let mut cands = vec![played];
        cands.extend(self.observer.review_candidates(&view, &legal));
        // A second card's choices are few: all of them are weighed.
        if cands.len() < 3 {
            cands.extend(legal.iter().take(4));
        }
        let mut seen = Vec::new();
        cands.retain(|a| {
            let fresh = !seen.contains(a);
            seen.push(*a);
            fresh
        });
        let mut worlds = Worlds {
            sampler: self.observer.sampler(&view),
            rng: GameRng::new(seed.rotate_left(17)),
            observer: &mut self.observer,
            me: self.seat,
        };
        let judged = judge(
            &mut worlds,
            &cands,
            self.settings.pick,
            self.settings.measure,
        );
        let kind = if view.last_round.is_some() {
            MoveKind::EndGame
        } else {
            kind_of(&played)
        };
        Some(Decision {
            index,
            turn: if view.phase == Phase::InitialTickets {
                0
            } else {
                self.turn
            },
            kind,
            played,
            best: cands[judged.best],
            expected: judged.expected,
            loss: judged.loss,
            left: view.deck.min(u32::from(u16::MAX)) as u16,
        })
    }
}

/// Sampled games the seat could be in, played out by Medium's policy.
struct Worlds<'a> {
    sampler: Sampler,
    rng: GameRng,
    observer: &'a mut HardBot,
    me: Seat,
}

impl PlayOut<Action> for Worlds<'_> {
    type World = (Game, u64);
    fn sample(&mut self) -> Option<(Game, u64)> {
        let world = self.sampler.sample(&mut self.rng);
        Some((world, self.rng.next_u64()))
    }
    fn play(&mut self, (world, future): &(Game, u64), action: &Action) -> Option<f32> {
        let g = self.observer.played_out(world, *future, self.me, action)?;
        let scores = g.final_scores()?;
        let totals = scores.players.iter().map(|p| (p.seat == self.me, p.total));
        Some(Standing::of(totals, false, 1).lead as f32)
    }
}

/// The kind of a move, for the points lost by kind.
fn kind_of(a: &Action) -> MoveKind {
    match a {
        Action::KeepInitialTickets { .. } | Action::KeepTickets { .. } => MoveKind::Tickets,
        Action::PlayGroup { .. } | Action::PlayThree { .. } => MoveKind::Claim,
        _ => MoveKind::Draw,
    }
}
