//! Claim by colour: the routes a seat may claim now paying in one colour,
//! so the page can light them when the player picks a colour of its hand.
//! The same routes as the legal claim actions whose payment is in that
//! colour (`Payment::color`; `Locomotive`: locomotives only).
use crate::cards::{CardColor, Hand};
use crate::data::NUM_ROUTES;
use crate::masks;
use crate::state::{Game, Phase, RouteSet, Seat, TurnStep};
use crate::view::PlayerView;

impl Game {
    /// The routes `seat` may claim now paying with `colour`: cards of it
    /// plus locomotives (gray routes too, a ferry with its locomotives, a
    /// tunnel at its printed length); for `Locomotive`, the routes it can
    /// pay in locomotives alone. Empty when it is not `seat`'s turn to claim.
    pub fn claimable_with(&self, seat: Seat, colour: CardColor) -> RouteSet {
        let Some(p) = self.players.get(seat.index()) else {
            return RouteSet::default();
        };
        let now =
            self.phase == Phase::Playing && self.current == seat && self.step == TurnStep::Start;
        if !now {
            return RouteSet::default();
        }
        let closed = masks::closed_for(
            seat.index(),
            self.players.iter().map(|p| p.routes.0),
            self.players.len(),
        );
        open_and_payable(closed, p.trains, &p.hand, colour)
    }
}

impl PlayerView {
    /// [`Game::claimable_with`] for the viewer, from what the view shows.
    pub fn claimable_with(&self, colour: CardColor) -> RouteSet {
        // A turn's start: not a second card, a tunnel, warehouses to
        // collect or tickets to choose.
        let now = self.phase == Phase::Playing
            && self.current == self.viewer
            && !self.second_card
            && self.tunnel.is_none()
            && self.collecting.is_none()
            && self.me.offer.is_empty();
        let Some(me) = self.seats.get(self.viewer.index()).filter(|_| now) else {
            return RouteSet::default();
        };
        let (mut taken, mut mine) = (0u128, 0u128);
        for (i, owner) in self.route_owner.iter().take(NUM_ROUTES).enumerate() {
            if let Some(o) = owner {
                taken |= 1 << i;
                if *o == self.viewer {
                    mine |= 1 << i;
                }
            }
        }
        let closed = masks::closed_given(taken, mine, self.seats.len());
        open_and_payable(closed, me.trains, &self.me.hand, colour)
    }
}

/// Routes not `closed`, within `trains`, that `hand` pays in `colour`.
fn open_and_payable(closed: u128, trains: u8, hand: &Hand, colour: CardColor) -> RouteSet {
    RouteSet(
        RouteSet::ALL.0 & !closed & masks::length_at_most(trains) & masks::payable_in(hand, colour),
    )
}
