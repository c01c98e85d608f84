//! The coach's review of a Card Game for one seat: every decision the seat
//! made, from what it knew then (its view and the public history, never the
//! cards it could not see), its candidates and the move played judged in
//! sampled games (`europa_common::review::judge`).
use super::hard::{HardBot, HardSettings};
use crate::actions::Action;
use crate::config::GameConfig;
use crate::determinize::Sampler;
use crate::state::{Game, Phase, Seat, TurnStep};
pub use europa_common::review::ReviewSettings;
use europa_common::review::{Decision, Judges, MoveKind, PlayOut, ReviewError, judge};
use europa_common::{GameRng, Standing};

/// Reviews one seat's decisions, one at a time, as it replays the game
/// ([`reviewer`] makes one).
pub type Reviewer = europa_common::review::Reviewer<Game, HardBot, Judge>;

/// What judges a decision besides the seat's memory.
pub struct Judge {
    seat: Seat,
    settings: ReviewSettings,
    seed: u64,
}

/// Where the seat's turns are counted: at a turn's start in play.
fn turn_start(g: &Game) -> bool {
    g.phase() == Phase::Playing && g.step() == TurnStep::Start
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
        let mut cands = vec![played];
        cands.extend(observer.review_candidates(&view, &legal));
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
            sampler: observer.sampler(&view),
            rng: GameRng::new(seed.rotate_left(17)),
            observer,
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
                turn
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
