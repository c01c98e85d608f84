//! Turn bookkeeping of the board game as pure functions: which routes may
//! be claimed. Who acts and whose secrets show is shared by both games'
//! tables ([`crate::seating`]).

pub use crate::seating::{hold_for, next_actor, only_person, reveal_for};
use europa_engine::{Action, RouteId};

/// The routes the engine's legal actions let the seat claim now, once each.
pub fn claimable_routes(legal: &[Action]) -> Vec<RouteId> {
    let mut routes: Vec<RouteId> = Vec::new();
    for a in legal {
        if let Action::ClaimRoute { route, .. } = a
            && !routes.contains(route)
        {
            routes.push(*route);
        }
    }
    routes
}

#[cfg(test)]
mod tests {
    use super::*;
    use europa_engine::{CardColor, Payment};

    #[test]
    fn claimable_routes_come_from_the_legal_actions_once_each() {
        let pay = Payment {
            color: CardColor::Red,
            locomotives: 0,
        };
        let legal = [
            Action::DrawBlind,
            Action::ClaimRoute {
                route: RouteId(4),
                payment: pay,
            },
            Action::ClaimRoute {
                route: RouteId(4),
                payment: Payment {
                    locomotives: 1,
                    ..pay
                },
            },
            Action::ClaimRoute {
                route: RouteId(9),
                payment: pay,
            },
        ];
        assert_eq!(claimable_routes(&legal), vec![RouteId(4), RouteId(9)]);
        assert!(claimable_routes(&[Action::DrawBlind]).is_empty());
    }
}
