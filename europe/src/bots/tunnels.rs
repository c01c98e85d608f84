//! Tunnel attempts a bot declined. Declining gives the paid cards back, so
//! right after it the seat holds the same hand and sees the same route: a
//! bot that judges only by those would try the same tunnel again, decline
//! again, and — with every seat doing so — the game never ends (the soak
//! found five reference bots looping on two tunnels for thousands of turns).
//! So each bot remembers what it declined with which hand and does not try
//! it again until its hand has changed; a new card may pay the extra.
use crate::actions::Action;
use crate::cards::Hand;
use crate::data::RouteId;
use crate::view::PlayerView;
use std::borrow::Cow;

/// Routes whose tunnel this seat declined, with the hand it held when it
/// tried them (the cards given back included).
#[derive(Clone, Debug, Default)]
pub(crate) struct DeclinedTunnels {
    declined: Vec<(RouteId, Hand)>,
}

impl DeclinedTunnels {
    /// `legal` without claims of a tunnel (or its twin) declined with the
    /// very hand the seat holds now. Never empties the list: if only such
    /// claims are left they stay.
    pub(crate) fn allowed<'a>(&self, view: &PlayerView, legal: &'a [Action]) -> Cow<'a, [Action]> {
        let hand = view.me.hand;
        let barred = |a: &Action| match a {
            Action::ClaimRoute { route, .. } => self
                .declined
                .iter()
                .any(|(r, h)| *h == hand && (r == route || r.route().double_of == Some(*route))),
            _ => false,
        };
        if !legal.iter().any(barred) {
            return Cow::Borrowed(legal);
        }
        let rest: Vec<Action> = legal.iter().filter(|a| !barred(a)).copied().collect();
        if rest.is_empty() {
            Cow::Borrowed(legal)
        } else {
            Cow::Owned(rest)
        }
    }

    /// Remembers `chosen` if it declines the tunnel `view` shows; forgets
    /// declines made with another hand, which no longer bar anything.
    pub(crate) fn note(&mut self, view: &PlayerView, chosen: &Action) {
        self.note_attempt(attempt(view), chosen);
    }

    /// `note` for a decision whose view is gone (Hard decides in slices).
    pub(crate) fn note_attempt(&mut self, attempt: Option<(RouteId, Hand)>, chosen: &Action) {
        let (Action::DeclineTunnel, Some((route, hand))) = (chosen, attempt) else {
            return;
        };
        self.declined.retain(|(_, h)| *h == hand);
        if !self.declined.iter().any(|(r, _)| *r == route) {
            self.declined.push((route, hand));
        }
    }

    /// `note` for a decision of the past, replayed to a bot made afresh
    /// ([`europa_common::Bot::replayed`]); the view is made for declines only.
    pub(crate) fn replayed(&mut self, chosen: &Action, view: &dyn Fn() -> PlayerView) {
        if *chosen == Action::DeclineTunnel {
            self.note(&view(), chosen);
        }
    }

    /// A decision made by `pick` among the allowed actions, remembered.
    pub(crate) fn choose(
        &mut self,
        view: &PlayerView,
        legal: &[Action],
        pick: impl FnOnce(&[Action]) -> Action,
    ) -> Action {
        let chosen = pick(&self.allowed(view, legal));
        self.note(view, &chosen);
        chosen
    }
}

/// The tunnel `view` asks about, with the hand the seat holds if it declines
/// (the paid cards given back).
pub(crate) fn attempt(view: &PlayerView) -> Option<(RouteId, Hand)> {
    let t = view.tunnel.as_ref()?;
    let mut hand = view.me.hand;
    hand.add_all(&t.paid);
    Some((t.route, hand))
}
