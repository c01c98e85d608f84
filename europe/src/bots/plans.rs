//! Plans remembered by everything they are made from. Hard's rollouts of
//! one decision start from few boards: its own seat's first plan in a
//! rollout is the same in every sampled game where the opponent's first
//! move claimed nothing (a plan reads no hand and no other seat's
//! tickets), so it is made once per candidate instead of once per rollout.
use super::plan::Plan;
use super::planner::{FixedNeeds, Params};
use super::table::{SEATS, Table};
use crate::config::STATIONS_PER_PLAYER;
use crate::data::{NUM_CITIES, TicketId};
use crate::state::{RouteSet, Seat};

/// Places for plans (a power of two; a decision has a handful of candidates).
const SLOTS: usize = 64;

/// Everything [`super::plan::make_plan_on`] reads of the table and knobs
/// (its network is made from the owners and stations, so it is in here).
#[derive(Clone)]
struct Key {
    me: u8,
    players: usize,
    owned: [RouteSet; SEATS],
    /// False in a slot never filled.
    filled: bool,
    /// Stations on the board, and with some, whose each city's is (with
    /// none, the cities need neither copying nor comparing).
    stations: u32,
    station: [Option<Seat>; NUM_CITIES],
    trains: u8,
    stations_left: u8,
    /// The knobs' bits: claim overhead, ferry, tunnel, station cost, stations used.
    knobs: [u32; 5],
    /// In the order planned (ties are broken by it).
    tickets: Vec<TicketId>,
}

impl Default for Key {
    fn default() -> Self {
        Key {
            me: 0,
            players: 0,
            owned: [RouteSet::default(); SEATS],
            filled: false,
            stations: 0,
            station: [None; NUM_CITIES],
            trains: 0,
            stations_left: 0,
            knobs: [0; 5],
            tickets: Vec::new(),
        }
    }
}

fn knobs(p: &Params) -> [u32; 5] {
    [
        p.claim_overhead.to_bits(),
        p.ferry_extra.to_bits(),
        p.tunnel_extra.to_bits(),
        p.station_cost.to_bits(),
        u32::from(p.use_stations),
    ]
}

impl Key {
    fn matches(&self, t: &Table, p: &Params) -> bool {
        self.me == t.me.0
            && self.stations == stations_built(t)
            && self.players == t.players
            && self.owned == t.owned
            && self.filled
            && (self.stations == 0 || self.station == t.station)
            && self.trains == t.my_trains()
            && self.stations_left == t.my_stations_left()
            && self.knobs == knobs(p)
            && self.tickets == t.tickets
    }

    fn set(&mut self, t: &Table, p: &Params) {
        self.me = t.me.0;
        self.players = t.players;
        self.owned = t.owned;
        self.filled = true;
        self.stations = stations_built(t);
        if self.stations > 0 {
            self.station = t.station;
        }
        self.trains = t.my_trains();
        self.stations_left = t.my_stations_left();
        self.knobs = knobs(p);
        self.tickets.clone_from(&t.tickets);
    }
}

/// Stations on the board, counted from those each seat has left.
fn stations_built(t: &Table) -> u32 {
    (0..t.players.min(SEATS))
        .map(|i| u32::from(STATIONS_PER_PLAYER.saturating_sub(t.stations_left[i])))
        .sum()
}

/// A fingerprint of the key's most varied parts, checked before the key:
/// the seat, trains and tickets, and the owners' routes.
fn hash(t: &Table) -> u64 {
    const K: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut h = u64::from(t.me.0) | u64::from(t.my_trains()) << 8 | (t.tickets.len() as u64) << 16;
    for tk in &t.tickets {
        h = (h ^ u64::from(tk.0)).wrapping_mul(K);
    }
    for o in t.owners() {
        h = (h ^ o.0 as u64).wrapping_mul(K);
        h = (h ^ (o.0 >> 64) as u64).wrapping_mul(K);
    }
    h
}

#[derive(Default)]
struct Slot {
    hash: u64,
    key: Key,
    plan: Plan,
    fixed: FixedNeeds,
}

/// A few plans and their fixed needs, each in the place its fingerprint
/// picks (one look, however many are kept), over the one there before.
#[derive(Default)]
pub(crate) struct Plans {
    slots: Vec<Slot>,
}

impl Plans {
    /// The remembered plan and fixed needs for `t`'s seat holding
    /// `t.tickets`, else the fingerprint for [`Plans::insert`].
    pub(crate) fn find(&self, t: &Table, p: &Params) -> Result<(&Plan, &FixedNeeds), u64> {
        let h = hash(t);
        match self.slots.get(place(h)) {
            Some(s) if s.hash == h && s.key.matches(t, p) => Ok((&s.plan, &s.fixed)),
            _ => Err(h),
        }
    }

    /// Remembers `plan` (made for `t`'s seat holding `t.tickets`, whose
    /// fingerprint `find` gave as `h`) with its fixed needs.
    pub(crate) fn insert(
        &mut self,
        h: u64,
        t: &Table,
        p: &Params,
        plan: &Plan,
        fixed: &FixedNeeds,
    ) {
        if self.slots.is_empty() {
            self.slots.resize_with(SLOTS, Slot::default);
        }
        let Some(s) = self.slots.get_mut(place(h)) else {
            return;
        };
        s.hash = h;
        s.plan.clone_from(plan);
        s.fixed = fixed.clone();
        s.key.set(t, p);
    }
}

/// The slot a fingerprint picks (its top bits: the best mixed).
fn place(h: u64) -> usize {
    (h >> (64 - SLOTS.trailing_zeros())) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::plan::make_plan;
    use crate::bots::planner::MEDIUM;
    use crate::state::Game;
    use crate::{GameConfig, Seat};

    fn same(a: &Plan, b: &Plan) -> bool {
        (
            a.todo,
            &a.borrow,
            a.done_points,
            a.open_points,
            a.lost_points,
            a.trains,
        ) == (
            b.todo,
            &b.borrow,
            b.done_points,
            b.open_points,
            b.lost_points,
            b.trains,
        )
    }

    /// A remembered plan is read back only for a table that plans the same.
    #[test]
    fn read_back_plans_are_the_plans_made_afresh() {
        let mut plans = Plans::default();
        let (mut hits, mut checked) = (0, 0);
        for seed in 1..4u64 {
            let mut g = Game::new(GameConfig::new(3, seed)).expect("game");
            let mut bots: Vec<_> = (0..3)
                .map(|s| crate::bots::by_name("medium", seed + s).expect("bot"))
                .collect();
            while !g.is_over() {
                for s in 0..3 {
                    let t = Table::from_game(&g, Seat(s));
                    let fresh = make_plan(&t, &t.tickets, &MEDIUM);
                    match plans.find(&t, &MEDIUM) {
                        Ok((plan, _)) => {
                            assert!(same(plan, &fresh), "seed {seed} seat {s}");
                            hits += 1;
                        }
                        Err(h) => plans.insert(h, &t, &MEDIUM, &fresh, &FixedNeeds::of(&fresh)),
                    }
                    // One more ticket, or other knobs, is another plan.
                    let mut more = t.clone();
                    more.tickets.push(crate::data::TicketId(0));
                    assert!(plans.find(&more, &MEDIUM).is_err());
                    let knobs = Params {
                        station_cost: MEDIUM.station_cost + 1.0,
                        ..MEDIUM
                    };
                    assert!(plans.find(&t, &knobs).is_err());
                    checked += 1;
                }
                let seat = g.acting_seats()[0];
                let a = bots[seat.index()].choose(&g.view(seat), &g.legal_actions(seat));
                g.apply(seat, &a).expect("legal");
            }
        }
        assert!(
            checked > 300 && hits > 100,
            "{checked} checked, {hits} read back"
        );
    }
}
