//! A record replayed for one seat's review, in either game: the game before
//! each move, and the seat's memory (a bot's) fed every move as the seat saw
//! it, so each reviewed decision knows what the seat knew then.
use super::{Decision, Review};
use crate::play::{Bot, Play};

/// The record is done, or a move in it is not legal: a review stops where
/// the game does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopped;

/// Judges one decision of the reviewed seat: each engine's reviewer.
pub trait Judges<G: Play, O> {
    /// The seat's move `played` in `game` (the record's move `index`, in
    /// the seat's turn `turn`), judged with the seat's memory `observer`;
    /// `None` when there was nothing to choose.
    fn decision(
        &mut self,
        observer: &mut O,
        game: &G,
        index: u32,
        played: G::Action,
        turn: u32,
    ) -> Option<Decision<G::Action>>;
}

/// Reviews one seat's decisions, one at a time, as it replays the game.
pub struct Reviewer<G: Play, O, J> {
    replayed: Replayed<G, O>,
    judge: J,
    review: Review<G::Action>,
    turn_start: fn(&G) -> bool,
}

impl<G, O, J> Reviewer<G, O, J>
where
    G: Play + Clone,
    G::Seat: PartialEq,
    G::Action: Copy,
    O: Bot<G>,
    J: Judges<G, O>,
{
    /// A review of `seat`'s decisions from `game`'s start through
    /// `actions`; `turn_start` says where the seat's turns are counted.
    pub fn new(
        game: G,
        actions: Vec<(G::Seat, G::Action)>,
        seat: G::Seat,
        observer: O,
        judge: J,
        turn_start: fn(&G) -> bool,
    ) -> Self {
        Reviewer {
            replayed: Replayed::new(game, actions, seat, observer),
            judge,
            review: Review::new(G::index(seat) as u8),
            turn_start,
        }
    }

    pub fn review(&self) -> &Review<G::Action> {
        &self.review
    }

    /// How far through the record, in percent.
    pub fn progress(&self) -> u8 {
        self.replayed.progress()
    }

    /// Replays to the seat's next decision and reviews it. `false` once
    /// the record is done (or a move in it is not legal).
    pub fn step(&mut self) -> bool {
        let judge = &mut self.judge;
        let mut decide = |o: &mut O, g: &G, i, a, t| judge.decision(o, g, i, a, t);
        while !self.replayed.done() {
            match self.replayed.advance(self.turn_start, Some(&mut decide)) {
                Ok(Some(d)) => {
                    self.review.decisions.push(d);
                    return true;
                }
                Ok(None) => {}
                Err(Stopped) => break,
            }
        }
        self.replayed.finish();
        self.review.complete = true;
        false
    }

    /// Replays, reviewing nothing, up to the record's move `index` (a review
    /// resumed after its decisions before `index`).
    pub fn skip_to(&mut self, index: usize) {
        if !self.replayed.skip_to(index, self.turn_start) {
            self.review.complete = true;
        }
    }

    /// The game as replayed so far: the position before the next move.
    pub fn game(&self) -> &G {
        &self.replayed.game
    }

    /// Reviews the seat's move `played` in `game`, the record's move number
    /// `index`, with the seat's memory as it stands. A judge reads `game`
    /// only through the seat's view and legal moves, so games that differ
    /// in what the seat could not see review alike.
    pub fn decision(
        &mut self,
        game: &G,
        index: u32,
        played: G::Action,
    ) -> Option<Decision<G::Action>> {
        let turn = self.replayed.turn();
        self.judge
            .decision(&mut self.replayed.observer, game, index, played, turn)
    }

    /// The seat's memory and the judge, for an engine's own questions.
    pub fn parts(&mut self) -> (&mut O, &mut J) {
        (&mut self.replayed.observer, &mut self.judge)
    }
}

struct Replayed<G: Play, O> {
    seat: G::Seat,
    /// The game before the next move.
    game: G,
    actions: Vec<(G::Seat, G::Action)>,
    next: usize,
    /// The seat's memory, and the reviewer's source of candidates.
    observer: O,
    /// The seat's turns begun so far.
    turn: u32,
}

impl<G, O> Replayed<G, O>
where
    G: Play + Clone,
    G::Seat: PartialEq,
    G::Action: Copy,
    O: Bot<G>,
{
    fn new(game: G, actions: Vec<(G::Seat, G::Action)>, seat: G::Seat, observer: O) -> Self {
        Replayed {
            seat,
            game,
            actions,
            next: 0,
            observer,
            turn: 0,
        }
    }

    /// How far through the record, in percent.
    fn progress(&self) -> u8 {
        (self.next * 100 / self.actions.len().max(1)).min(100) as u8
    }

    /// The seat's turns begun so far.
    fn turn(&self) -> u32 {
        self.turn
    }

    fn done(&self) -> bool {
        self.next >= self.actions.len()
    }

    /// Plays the record's next move. When it is the seat's and `judge` is
    /// given, it is judged first: `judge(observer, game before, index,
    /// move, the seat's turn)`. `turn_start` says whether a game stands at
    /// the start of a turn (the seat's turns are counted there). `Err` when
    /// the record is done or its move is not legal (a review stops where
    /// the game does).
    #[allow(clippy::type_complexity)]
    fn advance(
        &mut self,
        turn_start: impl Fn(&G) -> bool,
        judge: Option<
            &mut dyn FnMut(&mut O, &G, u32, G::Action, u32) -> Option<Decision<G::Action>>,
        >,
    ) -> Result<Option<Decision<G::Action>>, Stopped> {
        let Some(&(who, action)) = self.actions.get(self.next) else {
            return Err(Stopped);
        };
        let index = self.next as u32;
        let mine = who == self.seat;
        if mine && turn_start(&self.game) {
            self.turn += 1;
        }
        let mut decision = None;
        if mine {
            if let Some(judge) = judge {
                let game = self.game.clone();
                decision = judge(&mut self.observer, &game, index, action, self.turn);
            }
            let (game, seat) = (&self.game, self.seat);
            self.observer.replayed(&action, &|| game.view(seat));
        }
        let mut events = Vec::new();
        self.game
            .apply_into(who, &action, &mut events)
            .map_err(|_| Stopped)?;
        let seen: Vec<G::Event> = events
            .iter()
            .map(|e| G::redacted_for(e, self.seat))
            .collect();
        self.observer.observe(&seen);
        self.next += 1;
        Ok(decision)
    }

    /// Replays, judging nothing, up to the record's move `index` (a review
    /// resumed after its decisions before `index`). `false` if a move on the
    /// way is not legal.
    fn skip_to(&mut self, index: usize, turn_start: impl Fn(&G) -> bool) -> bool {
        while self.next < index.min(self.actions.len()) {
            if self.advance(&turn_start, None).is_err() {
                self.next = self.actions.len();
                return false;
            }
        }
        true
    }

    /// Gives up on the rest of the record.
    fn finish(&mut self) {
        self.next = self.actions.len();
    }
}
