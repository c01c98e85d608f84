//! What the revealed seat may do, asked of the engine for the dialogs and
//! the map: payments, collections, a station's price, why a claim is
//! refused, a ticket's path. Questions only; nothing here changes the game.

use super::Table;
use europa_engine::{Payment, RouteId, RuleError, Seat, TicketId, TurnStep};
use leptos::prelude::*;

impl Table {
    /// The routes that complete `ticket` for `seat` (own routes plus station
    /// loans), for lighting on the map; empty when it is not connected. A
    /// seat's tickets are secret until the end, so only the revealed seat's
    /// paths are given during play.
    pub fn ticket_path(&self, seat: Seat, ticket: TicketId) -> Vec<RouteId> {
        let revealed = self.revealed.get_untracked();
        self.game
            .with_value(|g| {
                let g = g.as_ref()?;
                if !g.is_over() && revealed != Some(seat) {
                    return None;
                }
                g.ticket_path(seat, ticket)
            })
            .unwrap_or_default()
    }

    /// Every way the revealed seat can pay for `route` now.
    pub fn claim_payments(&self, route: RouteId) -> Vec<Payment> {
        let Some(seat) = self.revealed.get_untracked() else {
            return Vec::new();
        };
        self.game
            .with_value(|g| g.as_ref().map(|g| g.claim_payments(seat, route)))
            .unwrap_or_default()
    }

    /// W&D (W4): the collections the revealed seat could choose right after
    /// claiming `route` (each a `CollectWarehouses` mask; 0 takes nothing).
    pub fn collections(&self, route: RouteId) -> Vec<u8> {
        let Some(seat) = self.revealed.get_untracked() else {
            return vec![0];
        };
        self.game
            .with_value(|g| g.as_ref().map(|g| g.collections_after_claim(seat, route)))
            .unwrap_or_else(|| vec![0])
    }

    /// Cards the revealed seat's next station costs.
    pub fn station_price(&self) -> u8 {
        let Some(seat) = self.revealed.get_untracked() else {
            return 1;
        };
        self.game
            .with_value(|g| g.as_ref().map(|g| g.station_price(seat)))
            .unwrap_or(1)
    }

    /// Why the revealed seat cannot claim `route`, if it cannot.
    pub fn why_not_claim(&self, route: RouteId) -> Option<RuleError> {
        let seat = self.revealed.get_untracked()?;
        self.game
            .with_value(|g| g.as_ref().map(|g| g.why_not_claim(seat, route)))
            .flatten()
    }

    /// Whether the current seat is in the middle of a tunnel attempt.
    pub fn in_tunnel(&self) -> bool {
        self.game.with_value(|g| {
            g.as_ref()
                .is_some_and(|g| matches!(g.step(), TurnStep::Tunnel(_)))
        })
    }
}
