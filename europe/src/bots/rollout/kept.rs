//! Each seat's plan and network kept across a rollout's moves, and brought
//! up to date only when what they are made from changed.
use super::Planners;
use crate::bots::graph::Components;
use crate::bots::planner::{self, FixedNeeds, Plan};
use crate::bots::table::{SEATS, Table};
use crate::config::STATIONS_PER_PLAYER;
use crate::state::RouteSet;

/// A seat's plan and what it was made from. Another seat's claim only
/// spoils it when it takes a route the plan needs, and the seat's own claim
/// of a planned route only shortens it, so most claims leave it be.
#[derive(Clone, Default)]
pub(super) struct Cached {
    /// Stations on the board, own tickets, own stations left.
    pub(super) key: Option<(u32, usize, u8)>,
    /// Routes closed to the seat, and its own, when last looked at.
    pub(super) closed: RouteSet,
    pub(super) mine: RouteSet,
    pub(super) plan: Plan,
    /// What the plan needs whatever the hand.
    pub(super) fixed: FixedNeeds,
    /// The seat's network (own routes and what its stations borrow) and
    /// what it was made from: own routes, the others', own stations left.
    pub(super) net_key: (u128, u128, u8),
    pub(super) net: Option<Components>,
    /// The game turn whose start last brought the plan up to date, plus 1
    /// (0: none yet): the second card of that turn finds the board as it was.
    pub(super) planned_turn: u32,
    /// The rollout's board moves when the plan was last checked (0: not
    /// yet): with no move since but card draws, nothing it depends on changed.
    pub(super) checked_at: u32,
    /// The same for the network: its key was last compared then.
    pub(super) net_checked_at: u32,
}

impl Planners {
    /// The seat's network, kept while what it is made from stays (not
    /// compared again while only cards were drawn since the last look).
    #[inline]
    pub(super) fn network(&mut self, t: &Table) -> &mut Option<Components> {
        let i = t.me.index().min(SEATS - 1);
        let now = self.board_moves;
        if self.cache[i].net_checked_at == now {
            return &mut self.cache[i].net;
        }
        self.cache[i].net_checked_at = now;
        self.renetwork(t)
    }

    #[inline(never)]
    pub(super) fn renetwork(&mut self, t: &Table) -> &mut Option<Components> {
        let c = &mut self.cache[t.me.index().min(SEATS - 1)];
        // The others' routes count only through own stations.
        let lent = if t.my_stations_built() > 0 {
            planner::others_routes(t).0
        } else {
            0
        };
        let key = (t.mine().0, lent, t.my_stations_left());
        if c.net_key != key {
            let (old_mine, old_lent, old_left) = c.net_key;
            // Most changes are the seat's own claims: join them in.
            let grown = old_lent == lent && old_left == key.2 && old_mine & !key.0 == 0;
            match &mut c.net {
                Some(net) if grown => RouteSet(key.0 & !old_mine).iter().for_each(|r| net.join(r)),
                _ => c.net = None,
            }
            c.net_key = key;
        }
        &mut c.net
    }

    /// The seat's cache with its plan brought up to date.
    pub(super) fn planned(&mut self, t: &Table) -> &Cached {
        self.plan(t);
        &self.cache[t.me.index().min(SEATS - 1)]
    }

    /// The seat's plan, checked again only after a move other than a card
    /// draw (inlined: most calls stop at that test).
    #[inline]
    pub(super) fn plan(&mut self, t: &Table) -> &Plan {
        let i = t.me.index().min(SEATS - 1);
        if self.cache[i].checked_at == self.board_moves {
            return &self.cache[i].plan;
        }
        self.replan(t)
    }

    #[inline(never)]
    pub(super) fn replan(&mut self, t: &Table) -> &Plan {
        let now = self.board_moves;
        // Stations on the board, counted from those built (one each).
        let stations: u32 = (0..t.players)
            .map(|i| u32::from(STATIONS_PER_PLAYER.saturating_sub(t.stations_left[i])))
            .sum();
        let key = Some((stations, t.tickets.len(), t.my_stations_left()));
        let mine = t.mine();
        // `graph::closed_for` over the table's every place at once (places
        // past the players hold no routes): no walk of a slice.
        let taken = t.owned.iter().fold(0, |all, o| all | o.0);
        let closed = RouteSet(crate::masks::closed_given(taken, mine.0, t.players));
        // Tests check it against the slice's walk.
        #[cfg(test)]
        assert_eq!(
            closed,
            crate::bots::graph::closed_for(t.me, t.owners(), t.players)
        );
        let c = &mut self.cache[t.me.index().min(SEATS - 1)];
        let newly_closed = RouteSet(closed.0 & !c.closed.0 & !mine.0);
        let newly_mine = RouteSet(mine.0 & !c.mine.0);
        let mut needed = c.plan.todo;
        for (r, _) in &c.plan.borrow {
            needed.insert(*r);
        }
        // A plan whose tickets are all joined stays so while they stay the
        // same: the network only grows, so remaking it gives it again.
        let all_joined = c.plan.open_points == 0 && c.plan.lost_points == 0;
        let stale = c.key != key
            || newly_closed.0 & needed.0 != 0
            || (newly_mine.0 & !c.plan.todo.0 != 0 && !all_joined);
        if stale {
            let i = t.me.index().min(SEATS - 1);
            let p = self.params[i];
            match self.plans.find(t, &p, [0; 4]) {
                Ok((plan, fixed)) => {
                    let c = &mut self.cache[i];
                    c.plan.clone_from(plan);
                    c.fixed = fixed.clone();
                }
                Err(h) => {
                    let net = self
                        .network(t)
                        .get_or_insert_with(|| planner::network(t))
                        .clone();
                    let c = &mut self.cache[i];
                    c.plan = planner::make_plan_on(t, &t.tickets, &p, net);
                    c.fixed = FixedNeeds::of(&c.plan);
                    let made = (std::mem::take(&mut c.plan), std::mem::take(&mut c.fixed));
                    self.plans.insert(h, t, &p, [0; 4], &made);
                    (c.plan, c.fixed) = made;
                }
            }
            self.cache[i].key = key;
        } else {
            let c = &mut self.cache[t.me.index().min(SEATS - 1)];
            // Claiming planned routes only shortens the plan.
            for r in newly_mine.iter() {
                c.plan.todo.0 &= !(1u128 << r.0);
                c.plan.trains = c.plan.trains.saturating_sub(r.route().length as u32);
            }
            if !newly_mine.is_empty() {
                c.fixed = FixedNeeds::of(&c.plan);
            }
        }
        let c = &mut self.cache[t.me.index().min(SEATS - 1)];
        c.closed = closed;
        c.mine = mine;
        c.checked_at = now;
        &c.plan
    }
}
