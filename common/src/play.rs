//! A game as its computer players meet it, and the players themselves. Both
//! engines implement [`Play`] for their `Game`, and every bot of either game
//! is a [`Bot`] of it, so the arena, the bots worker and the tests drive
//! either game with the same code.
use crate::rng::GameRng;
use crate::save::Replay;

/// What a game offers the seats that play it: whose turn it is, what is
/// legal, what each seat may see, and the events as each seat sees them.
/// The types (seat, action, event, errors) and what is legal are the
/// rules' ([`Rules`](crate::rules::Rules)).
pub trait Play: Replay {
    /// What one seat may know: its own secrets and nobody else's.
    type View;

    fn is_over(&self) -> bool;
    /// The seat to act now (the lowest, when several choose at once);
    /// `None` once the game is over.
    fn first_acting_seat(&self) -> Option<Self::Seat>;
    fn view(&self, seat: Self::Seat) -> Self::View;
    /// `event` as `seat` saw it: other seats' secrets taken out.
    fn redacted_for(event: &Self::Event, seat: Self::Seat) -> Self::Event;
    /// The seat at table place `index` (0-based), and back.
    fn seat(index: usize) -> Self::Seat;
    fn index(seat: Self::Seat) -> usize;
    /// `legal_actions(seat)[pick(n)]`, `n` the list's length: `None` (and
    /// `pick` not called) when the list is empty, and when `pick` answers
    /// `n` or more. An engine may find the action without building the
    /// list; `scratch` holds it when it does build one.
    fn legal_action_at(
        &self,
        seat: Self::Seat,
        scratch: &mut Vec<Self::Action>,
        pick: impl FnOnce(usize) -> usize,
    ) -> Option<Self::Action>;
    /// [`Rules::apply_into`](crate::Rules::apply_into) for a caller that
    /// reads no events: the same checks and the same changes.
    ///
    /// # Errors
    /// As `apply_into`: the game is then exactly as it was.
    fn apply_quiet(
        &mut self,
        seat: Self::Seat,
        action: &Self::Action,
    ) -> Result<(), Self::RuleError>;
    /// [`Play::legal_action_at`] then [`Play::apply_quiet`] in one: the
    /// action at `pick(n)`, applied and returned (`None`: none). An engine
    /// may skip the checks its own listed action always passes.
    fn play_at(
        &mut self,
        seat: Self::Seat,
        scratch: &mut Vec<Self::Action>,
        pick: impl FnOnce(usize) -> usize,
    ) -> Option<Self::Action>;
}

/// Implements [`Play`] for an engine's game from its own methods of the
/// same names, which both engines have (`legal_action_at` and `apply_quiet`
/// included): `impl_play!(Game, Seat, PlayerView)`
/// with the three types in scope (`Seat` a tuple struct of the seat's `u8`).
#[macro_export]
macro_rules! impl_play {
    ($game:ident, $seat:ident, $view:ident) => {
        impl $crate::Play for $game {
            type View = $view;
            fn is_over(&self) -> bool {
                $game::is_over(self)
            }
            fn first_acting_seat(&self) -> Option<$seat> {
                $game::first_acting_seat(self)
            }
            fn view(&self, seat: $seat) -> $view {
                $game::view(self, seat)
            }
            fn redacted_for(event: &Self::Event, seat: $seat) -> Self::Event {
                event.redacted_for(seat)
            }
            fn seat(index: usize) -> $seat {
                $seat(index as u8)
            }
            fn index(seat: $seat) -> usize {
                seat.index()
            }
            #[inline]
            fn legal_action_at(
                &self,
                seat: $seat,
                scratch: &mut Vec<Self::Action>,
                pick: impl FnOnce(usize) -> usize,
            ) -> Option<Self::Action> {
                $game::legal_action_at(self, seat, scratch, pick)
            }
            #[inline]
            fn apply_quiet(
                &mut self,
                seat: $seat,
                action: &Self::Action,
            ) -> Result<(), Self::RuleError> {
                $game::apply_quiet(self, seat, action)
            }
            #[inline]
            fn play_at(
                &mut self,
                seat: $seat,
                scratch: &mut Vec<Self::Action>,
                pick: impl FnOnce(usize) -> usize,
            ) -> Option<Self::Action> {
                $game::play_at(self, seat, scratch, pick)
            }
        }
    };
}

/// Where a decision started with [`Bot::begin`] stands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Thought<A> {
    Decided(A),
    /// Still thinking; `percent` is roughly how far.
    Thinking {
        percent: u8,
    },
    /// No decision was begun (or it was already given).
    Idle,
}

/// A computer player of game `G`. It sees only its seat's view, the legal
/// actions and the events redacted for its seat, and carries its own seeded
/// RNG, so games stay reproducible. Bots use no threads and no clock: their
/// effort is counted in iterations, so they run unchanged in a browser.
pub trait Bot<G: Play> {
    fn name(&self) -> &'static str;
    /// Picks one of `legal` (never empty) for the seat `view` belongs to.
    fn choose(&mut self, view: &G::View, legal: &[G::Action]) -> G::Action;
    /// Starts the same decision as `choose`, to be finished by calls to
    /// [`Bot::think`], so a browser can paint between slices of a long
    /// search. The choice is the same however the work is sliced. Bots
    /// that decide quickly decide here.
    fn begin(&mut self, view: &G::View, legal: &[G::Action]) -> Thought<G::Action> {
        Thought::Decided(self.choose(view, legal))
    }
    /// Goes on with the decision begun by `begin` for about `work` units
    /// (Hard: rollouts, each a whole game played out).
    fn think(&mut self, _work: u32) -> Thought<G::Action> {
        Thought::Idle
    }
    /// A choice that needs no view, for bots that ignore it (saves building
    /// one in the arena's hot loop). `None`: call `choose`.
    fn choose_without_view(&mut self, _legal: &[G::Action]) -> Option<G::Action> {
        None
    }
    /// Whether the bot's choice is an index into the legal actions that
    /// depends on their number alone ([`Bot::pick_index`]): a driver can
    /// then take that action from the game ([`Play::legal_action_at`])
    /// without building the list or a view.
    fn picks_by_index(&self) -> bool {
        false
    }
    /// For a bot that [`picks_by_index`](Bot::picks_by_index): the index it
    /// picks among `n` legal actions (`n >= 1`), the same as `choose` would.
    fn pick_index(&mut self, _n: usize) -> usize {
        0
    }
    /// Whether the bot reads the events [`Bot::observe`] shows it: a driver
    /// need not build or redact events for bots that do not.
    fn observes(&self) -> bool {
        true
    }
    /// What just happened, as this bot's seat may see it
    /// ([`Play::redacted_for`]), in order, after every applied action —
    /// every seat's, the bot's own included. Bots that remember the public
    /// history use it; a bot that misses events still plays legally, only
    /// with less knowledge.
    fn observe(&mut self, _events: &[G::Event]) {}
    /// One of this seat's own past moves, shown while the game so far is
    /// replayed to a bot made afresh (the bots worker makes one for every
    /// decision), so that it remembers what it would have remembered had it
    /// played along: a bot that keeps something of its own decisions (the
    /// tunnels it declined) must take it from here. `view` makes the seat's
    /// view just before the move, if the bot needs it.
    fn replayed(&mut self, _action: &G::Action, _view: &dyn Fn() -> G::View) {}
    /// Moves played at random so far because the bot's own rule had no
    /// legal one (the reference agents fall back so); the arena's
    /// `--random-moves` adds them up, to show how often that happens.
    fn random_moves(&self) -> u32 {
        0
    }
}

/// Picks uniformly among the legal actions, in either game: the arena's
/// floor and the property tests' driver.
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: GameRng::new(seed),
        }
    }

    /// One of `legal` at random; with none, the default action (both games'
    /// pass), drawing nothing from the generator.
    pub fn pick<A: Copy + Default>(&mut self, legal: &[A]) -> A {
        if legal.is_empty() {
            return A::default();
        }
        legal
            .get(self.rng.below(legal.len()))
            .copied()
            .unwrap_or_default()
    }
}

impl<G: Play> Bot<G> for RandomBot
where
    G::Action: Copy + Default,
{
    fn name(&self) -> &'static str {
        "random"
    }
    fn choose(&mut self, _view: &G::View, legal: &[G::Action]) -> G::Action {
        self.pick(legal)
    }
    fn choose_without_view(&mut self, legal: &[G::Action]) -> Option<G::Action> {
        Some(self.pick(legal))
    }
    fn picks_by_index(&self) -> bool {
        true
    }
    /// The same draw as [`RandomBot::pick`] from a list of `n`.
    fn pick_index(&mut self, n: usize) -> usize {
        self.rng.below(n)
    }
    fn observes(&self) -> bool {
        false
    }
}

/// Tells each seat's bot (`bots[i]` plays seat `i`) what `events` showed it;
/// bots that do not [observe](Bot::observes) are skipped, so nothing is
/// redacted for them. `seen` is a reused buffer.
pub fn tell_every_seat<G: Play>(
    bots: &mut [Box<dyn Bot<G>>],
    events: &[G::Event],
    seen: &mut Vec<G::Event>,
) {
    for (i, bot) in bots.iter_mut().enumerate() {
        if !bot.observes() {
            continue;
        }
        seen.clear();
        seen.extend(events.iter().map(|e| G::redacted_for(e, G::seat(i))));
        bot.observe(seen);
    }
}

/// `bot`'s choice among `legal` (never empty) for `seat`: without a view
/// when the bot needs none, else from the seat's view.
pub fn choose<G: Play>(
    bot: &mut dyn Bot<G>,
    game: &G,
    seat: G::Seat,
    legal: &[G::Action],
) -> G::Action {
    match bot.choose_without_view(legal) {
        Some(a) => a,
        None => bot.choose(&game.view(seat), legal),
    }
}

/// `bot`'s move for `seat`, or `None` when the seat has no legal action. A
/// bot that [picks by index](Bot::picks_by_index) takes its action straight
/// from the game (no list, no view); any other gets the list (built into
/// `legal`) and, if it needs one, the seat's view ([`choose`]).
pub fn decide<G: Play>(
    bot: &mut dyn Bot<G>,
    game: &G,
    seat: G::Seat,
    legal: &mut Vec<G::Action>,
) -> Option<G::Action> {
    if bot.picks_by_index() {
        return game.legal_action_at(seat, legal, |n| bot.pick_index(n));
    }
    game.legal_actions_into(seat, legal);
    if legal.is_empty() {
        return None;
    }
    Some(choose(bot, game, seat, legal))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Checked, Rules};
    use std::cell::RefCell;
    use std::rc::Rc;

    /// Two seats take turns drawing a secret number; the drawer sees it,
    /// the other seat sees only that a number was drawn. Over after 4 draws.
    struct Draws {
        drawn: Vec<u8>,
    }
    #[derive(Clone, Debug, PartialEq)]
    struct Drew {
        seat: usize,
        number: Option<u8>,
    }

    impl Rules for Draws {
        type Seat = usize;
        type Action = u8;
        type Event = Drew;
        type RuleError = String;
        fn check(&self, seat: usize, _: &u8) -> Result<(), String> {
            if self.first_acting_seat() != Some(seat) {
                return Err(format!("not seat {seat}'s turn"));
            }
            Ok(())
        }
        fn perform(&mut self, seat: usize, n: &u8, events: &mut Vec<Drew>, _: Checked) {
            self.drawn.push(*n);
            events.push(Drew {
                seat,
                number: Some(*n),
            });
        }
        fn legal_actions_into(&self, _: usize, out: &mut Vec<u8>) {
            out.clear();
            out.extend(1..=3);
        }
    }

    impl Replay for Draws {
        type Config = ();
        type ConfigError = ();
        const FORMAT_VERSION: u32 = 1;
        fn from_config(_: ()) -> Result<Self, ()> {
            Ok(Draws { drawn: Vec::new() })
        }
    }

    impl Play for Draws {
        type View = usize;
        fn is_over(&self) -> bool {
            self.drawn.len() >= 4
        }
        fn first_acting_seat(&self) -> Option<usize> {
            (!self.is_over()).then_some(self.drawn.len() % 2)
        }
        fn view(&self, seat: usize) -> usize {
            seat
        }
        fn redacted_for(e: &Drew, seat: usize) -> Drew {
            let number = if e.seat == seat { e.number } else { None };
            Drew {
                seat: e.seat,
                number,
            }
        }
        fn seat(index: usize) -> usize {
            index
        }
        fn index(seat: usize) -> usize {
            seat
        }
        fn legal_action_at(
            &self,
            seat: usize,
            scratch: &mut Vec<u8>,
            pick: impl FnOnce(usize) -> usize,
        ) -> Option<u8> {
            self.legal_actions_into(seat, scratch);
            let n = scratch.len();
            if n == 0 {
                return None;
            }
            scratch.get(pick(n)).copied()
        }
        fn apply_quiet(&mut self, seat: usize, n: &u8) -> Result<(), String> {
            self.apply_into(seat, n, &mut Vec::new())
        }
        fn play_at(
            &mut self,
            seat: usize,
            scratch: &mut Vec<u8>,
            pick: impl FnOnce(usize) -> usize,
        ) -> Option<u8> {
            let n = self.legal_action_at(seat, scratch, pick)?;
            self.apply_quiet(seat, &n).ok()?;
            Some(n)
        }
    }

    /// What a bot was shown: the events it observed and the views it chose from.
    #[derive(Default)]
    struct Shown {
        events: Vec<Drew>,
        views: Vec<usize>,
    }

    /// Picks the highest number from a view, or the lowest when `blind`.
    struct Greedy {
        blind: bool,
        shown: Rc<RefCell<Shown>>,
    }
    impl Bot<Draws> for Greedy {
        fn name(&self) -> &'static str {
            "greedy"
        }
        fn choose(&mut self, view: &usize, legal: &[u8]) -> u8 {
            self.shown.borrow_mut().views.push(*view);
            legal.iter().copied().max().unwrap_or(1)
        }
        fn choose_without_view(&mut self, legal: &[u8]) -> Option<u8> {
            self.blind.then(|| legal.iter().copied().min().unwrap_or(1))
        }
        fn observe(&mut self, events: &[Drew]) {
            self.shown.borrow_mut().events.extend_from_slice(events);
        }
    }

    #[test]
    fn each_bot_learns_only_its_own_secrets_and_a_blind_bot_gets_no_view() {
        let mut game = Draws { drawn: Vec::new() };
        let shown = [Rc::default(), Rc::default()];
        let mut bots: Vec<Box<dyn Bot<Draws>>> = vec![
            Box::new(Greedy {
                blind: false,
                shown: Rc::clone(&shown[0]),
            }),
            Box::new(Greedy {
                blind: true,
                shown: Rc::clone(&shown[1]),
            }),
        ];
        let (mut legal, mut events, mut seen) = (Vec::new(), Vec::new(), Vec::new());
        while let Some(seat) = game.first_acting_seat() {
            game.legal_actions_into(seat, &mut legal);
            let action = choose(bots[seat].as_mut(), &game, seat, &legal);
            events.clear();
            assert!(game.apply_into(seat, &action, &mut events).is_ok());
            tell_every_seat(&mut bots, &events, &mut seen);
        }
        // Seat 0 chose from its own view (the highest), seat 1 without one (the lowest).
        assert_eq!(game.drawn, vec![3, 1, 3, 1]);
        assert_eq!(shown[0].borrow().views, vec![0, 0]);
        assert!(shown[1].borrow().views.is_empty());
        // Each seat saw its own numbers and only that the other drew.
        let numbers = |s: usize| -> Vec<Option<u8>> {
            shown[s].borrow().events.iter().map(|e| e.number).collect()
        };
        assert_eq!(numbers(0), vec![Some(3), None, Some(3), None]);
        assert_eq!(numbers(1), vec![None, Some(1), None, Some(1)]);
    }

    /// A bot that must never be shown events.
    struct Deaf;
    impl Bot<Draws> for Deaf {
        fn name(&self) -> &'static str {
            "deaf"
        }
        fn choose(&mut self, _: &usize, legal: &[u8]) -> u8 {
            legal[0]
        }
        fn observes(&self) -> bool {
            false
        }
        fn observe(&mut self, _: &[Drew]) {
            panic!("a bot that does not observe was shown events");
        }
    }

    #[test]
    fn a_random_bot_deciding_by_index_makes_the_moves_it_makes_from_the_list() {
        let (mut by_index, mut from_list) = (RandomBot::new(7), RandomBot::new(7));
        let mut game = Draws { drawn: Vec::new() };
        let mut legal = Vec::new();
        for _ in 0..50 {
            game.drawn.clear();
            let seat = 0;
            let a = decide::<Draws>(&mut by_index, &game, seat, &mut legal);
            let list = game.legal_actions(seat);
            let b = choose::<Draws>(&mut from_list, &game, seat, &list);
            assert_eq!(a, Some(b));
        }
    }

    #[test]
    fn bots_that_do_not_observe_are_shown_no_events() {
        let shown = Rc::default();
        let mut bots: Vec<Box<dyn Bot<Draws>>> = vec![
            Box::new(Deaf),
            Box::new(Greedy {
                blind: false,
                shown: Rc::clone(&shown),
            }),
        ];
        let mut game = Draws { drawn: Vec::new() };
        let events = game.apply(0, &2).unwrap();
        tell_every_seat(&mut bots, &events, &mut Vec::new());
        assert_eq!(shown.borrow().events.len(), 1);
    }
}
