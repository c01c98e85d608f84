//! A game's rules as both engines offer them: what is legal now, and
//! applying an action only after checking all of it, so that a refused
//! action leaves the game exactly as it was. Each engine writes its own
//! `check`, `perform` and `legal_actions_into`; applying, asking and listing
//! are written once here.

/// That [`Rules::check`] accepted the action about to be performed. Only
/// [`Rules::apply_into`] can make one, so no caller can reach
/// [`Rules::perform`] with an action nobody checked.
pub struct Checked(());

/// The rules of a game: its seats, actions, the events they cause and why an
/// action is refused.
pub trait Rules {
    type Seat: Copy;
    type Action;
    type Event;
    type RuleError;

    /// Why `action` is refused for `seat` now, or `Ok` when it is legal.
    ///
    /// # Errors
    /// The rule the action breaks.
    fn check(&self, seat: Self::Seat, action: &Self::Action) -> Result<(), Self::RuleError>;

    /// Carries out an action that `check` accepted, appending its events.
    fn perform(
        &mut self,
        seat: Self::Seat,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
        checked: Checked,
    );

    /// The legal actions of `seat` now, into a reused buffer (cleared first);
    /// empty when the seat may not act.
    fn legal_actions_into(&self, seat: Self::Seat, out: &mut Vec<Self::Action>);

    /// Applies `action` for `seat`, appending its events to a reused buffer
    /// (not cleared).
    ///
    /// # Errors
    /// The rule the action breaks; the game is then exactly as it was.
    #[inline]
    fn apply_into(
        &mut self,
        seat: Self::Seat,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), Self::RuleError> {
        self.check(seat, action)?;
        self.perform(seat, action, events, Checked(()));
        Ok(())
    }

    /// Applies `action` for `seat` and returns what happened.
    ///
    /// # Errors
    /// As [`Rules::apply_into`].
    fn apply(
        &mut self,
        seat: Self::Seat,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, Self::RuleError> {
        let mut events = Vec::new();
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }

    /// Whether `action` is legal for `seat` now: the same answer as
    /// membership in `legal_actions`, without building the list.
    fn is_legal(&self, seat: Self::Seat, action: &Self::Action) -> bool {
        self.check(seat, action).is_ok()
    }

    /// Every legal action of `seat` now.
    fn legal_actions(&self, seat: Self::Seat) -> Vec<Self::Action> {
        let mut out = Vec::new();
        self.legal_actions_into(seat, &mut out);
        out
    }
}

/// Implements [`Rules`] for an engine's game from its own `check`, `perform`
/// and `legal_actions_into`, and gives the game the trait's calls as
/// inherent methods too (`apply`, `apply_into`, `is_legal`, `why_not`,
/// `legal_actions`), so callers and the engine's own code need no trait
/// import. A macro because a trait cannot add inherent methods; invoked
/// where `perform` is visible: `impl_rules!(Game, Seat, Action, Event, RuleError)`.
#[macro_export]
macro_rules! impl_rules {
    ($game:ident, $seat:ident, $action:ident, $event:ident, $error:ident) => {
        impl $crate::rules::Rules for $game {
            type Seat = $seat;
            type Action = $action;
            type Event = $event;
            type RuleError = $error;
            #[inline]
            fn check(&self, seat: $seat, action: &$action) -> Result<(), $error> {
                $game::check(self, seat, action)
            }
            #[inline]
            fn perform(
                &mut self,
                seat: $seat,
                action: &$action,
                events: &mut Vec<$event>,
                _: $crate::rules::Checked,
            ) {
                $game::perform(self, seat, action, events);
            }
            #[inline]
            fn legal_actions_into(&self, seat: $seat, out: &mut Vec<$action>) {
                $game::legal_actions_into(self, seat, out);
            }
        }

        impl $game {
            /// Applies `action` for `seat` and returns what happened.
            ///
            /// # Errors
            /// The rule the action breaks; the game is then exactly as it was.
            pub fn apply(&mut self, seat: $seat, action: &$action) -> Result<Vec<$event>, $error> {
                $crate::rules::Rules::apply(self, seat, action)
            }

            /// Like [`Self::apply`], appending events to a reused buffer (not cleared).
            ///
            /// # Errors
            /// As [`Self::apply`].
            #[inline]
            pub fn apply_into(
                &mut self,
                seat: $seat,
                action: &$action,
                events: &mut Vec<$event>,
            ) -> Result<(), $error> {
                $crate::rules::Rules::apply_into(self, seat, action, events)
            }

            /// Whether `action` is legal for `seat` now (same answer as
            /// membership in `legal_actions`, without building the list).
            pub fn is_legal(&self, seat: $seat, action: &$action) -> bool {
                $crate::rules::Rules::is_legal(self, seat, action)
            }

            /// Why `action` would be refused for `seat` now, without applying
            /// it (the UI shows this on a disabled button).
            ///
            /// # Errors
            /// The rule `apply` would report.
            pub fn why_not(&self, seat: $seat, action: &$action) -> Result<(), $error> {
                $crate::rules::Rules::check(self, seat, action)
            }

            /// Every legal action of `seat` now; empty when the seat may not act.
            pub fn legal_actions(&self, seat: $seat) -> Vec<$action> {
                $crate::rules::Rules::legal_actions(self, seat)
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A counter that may only go up by 1 or 2.
    struct Counter(u8);

    impl Rules for Counter {
        type Seat = ();
        type Action = u8;
        type Event = u8;
        type RuleError = u8;
        fn check(&self, _: (), step: &u8) -> Result<(), u8> {
            if matches!(step, 1 | 2) {
                Ok(())
            } else {
                Err(*step)
            }
        }
        fn perform(&mut self, _: (), step: &u8, events: &mut Vec<u8>, _: Checked) {
            self.0 += step;
            events.push(self.0);
        }
        fn legal_actions_into(&self, _: (), out: &mut Vec<u8>) {
            out.clear();
            out.extend([1, 2]);
        }
    }

    #[test]
    fn a_refused_action_changes_nothing_and_an_accepted_one_tells_its_events() {
        let mut c = Counter(0);
        let mut events = vec![9];
        assert_eq!(c.apply_into((), &3, &mut events), Err(3));
        assert_eq!((c.0, events.as_slice()), (0, &[9][..]));
        assert_eq!(c.apply_into((), &2, &mut events), Ok(()));
        assert_eq!(events, [9, 2]);
        assert_eq!(c.apply((), &1), Ok(vec![3]));
        assert!(c.is_legal((), &1) && !c.is_legal((), &0));
        assert_eq!(c.legal_actions(()), [1, 2]);
    }
}
