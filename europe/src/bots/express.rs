//! The European Express (E12: 10 points for the longest trail). The plan
//! joins tickets by the fewest trains, so a network is seldom one long
//! trail; once its tickets are joined, Hard's planner prefers the claims
//! that lengthen it ([`super::params::Params::express`]).
use super::table::Table;
use crate::data::RouteId;
use crate::state::RouteSet;
use crate::trail::longest_trail;

/// Of `routes`, the one whose claim makes this seat's longest trail the
/// longest (then the longer route, then the first), if any lengthens it.
pub(crate) fn lengthens_most(t: &Table, routes: u128) -> Option<RouteId> {
    let mine = t.mine();
    let now = longest_trail(mine).0;
    let mut best: Option<(u32, RouteId)> = None;
    for r in RouteSet(routes).iter() {
        let mut with = mine;
        with.insert(r);
        let trail = longest_trail(with).0;
        let key = trail << 8 | u32::from(r.route().length);
        if trail > now && best.is_none_or(|(b, _)| key > b) {
            best = Some((key, r));
        }
    }
    best.map(|(_, r)| r)
}
