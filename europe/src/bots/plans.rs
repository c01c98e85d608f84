//! Plans and ticket keeps remembered by everything they are made from.
//! Hard's rollouts of one decision start from few boards: its own seat's
//! first plan in a rollout is the same in every sampled game where the
//! opponent's first move claimed nothing (a plan reads no hand and no
//! other seat's tickets), so it is made once per candidate instead of once
//! per rollout; and a seat drawing tickets meets the same offer on the
//! same board in many of them.
use super::params::Params;
use super::plan::Plan;
use super::planner::FixedNeeds;
use super::table::{SEATS, Table};
use crate::config::STATIONS_PER_PLAYER;
use crate::data::{NUM_CITIES, TicketId};
use crate::state::{RouteSet, Seat};

/// Places (a power of two; a decision has a handful of candidates).
const SLOTS: usize = 256;

/// Everything [`super::plan::make_plan_on`] reads of the table and knobs
/// (its network is made from the owners and stations, so it is in here),
/// the offer, and what else the caller names (`more`).
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
    /// In the order planned (ties are broken by it), in place (no
    /// allocation per slot): the first `held` and `offered`.
    tickets: [TicketId; HELD],
    held: usize,
    offer: [TicketId; OFFERED],
    offered: usize,
    more: [u32; 4],
}

/// The most tickets held, and offered, a key holds (a table with more is
/// not remembered).
const HELD: usize = 32;
const OFFERED: usize = 8;

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
            tickets: [TicketId(0); HELD],
            held: 0,
            offer: [TicketId(0); OFFERED],
            offered: 0,
            more: [0; 4],
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
    fn matches(&self, t: &Table, p: &Params, more: [u32; 4]) -> bool {
        self.me == t.me.0
            && self.stations == stations_built(t)
            && self.players == t.players
            && self.owned == t.owned
            && self.filled
            && (self.stations == 0 || self.station == t.station)
            && self.trains == t.my_trains()
            && self.stations_left == t.my_stations_left()
            && self.knobs == knobs(p)
            && self.tickets.get(..self.held) == Some(&t.tickets[..])
            && self.offer.get(..self.offered) == Some(&t.offer[..])
            && self.more == more
    }

    fn set(&mut self, t: &Table, p: &Params, more: [u32; 4]) {
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
        match (
            self.tickets.get_mut(..t.tickets.len()),
            self.offer.get_mut(..t.offer.len()),
        ) {
            (Some(held), Some(offered)) => {
                held.copy_from_slice(&t.tickets);
                offered.copy_from_slice(&t.offer);
                (self.held, self.offered) = (t.tickets.len(), t.offer.len());
            }
            // Too many to hold: never matched.
            _ => self.filled = false,
        }
        self.more = more;
    }
}

/// Stations on the board, counted from those each seat has left.
fn stations_built(t: &Table) -> u32 {
    (0..t.players.min(SEATS))
        .map(|i| u32::from(STATIONS_PER_PLAYER.saturating_sub(t.stations_left[i])))
        .sum()
}

/// A fingerprint of the key's most varied parts, checked before the key:
/// the seat, trains, tickets and offer, and the owners' routes.
fn hash(t: &Table) -> u64 {
    const K: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut h = u64::from(t.me.0) | u64::from(t.my_trains()) << 8 | (t.tickets.len() as u64) << 16;
    for tk in t.tickets.iter().chain(&t.offer) {
        h = (h ^ u64::from(tk.0)).wrapping_mul(K);
    }
    for o in t.owners() {
        h = (h ^ o.0 as u64).wrapping_mul(K);
        h = (h ^ (o.0 >> 64) as u64).wrapping_mul(K);
    }
    h
}

#[derive(Default)]
struct Slot<V> {
    hash: u64,
    key: Key,
    value: V,
}

/// Answers worked out from a table, each in the place its fingerprint
/// picks (one look, however many are kept), over the one there before.
pub(crate) struct Memo<V> {
    slots: Vec<Slot<V>>,
}

impl<V> Default for Memo<V> {
    fn default() -> Self {
        Memo { slots: Vec::new() }
    }
}

/// A plan and its fixed needs.
pub(crate) type Plans = Memo<(Plan, FixedNeeds)>;
/// A ticket keep (the fewest and most kept in `more`).
pub(crate) type Keeps = Memo<Option<u8>>;

impl<V: Clone + Default> Memo<V> {
    /// The answer remembered for `t`, `p` and `more`, else the fingerprint
    /// for [`Memo::insert`].
    pub(crate) fn find(&self, t: &Table, p: &Params, more: [u32; 4]) -> Result<&V, u64> {
        let h = hash(t);
        match self.slots.get(place(h)) {
            Some(s) if s.hash == h && s.key.matches(t, p, more) => Ok(&s.value),
            _ => Err(h),
        }
    }

    /// Remembers `value`, worked out for `t`, `p` and `more` (whose
    /// fingerprint `find` gave as `h`).
    pub(crate) fn insert(&mut self, h: u64, t: &Table, p: &Params, more: [u32; 4], value: &V) {
        if self.slots.is_empty() {
            self.slots.resize_with(SLOTS, Slot::default);
        }
        let Some(s) = self.slots.get_mut(place(h)) else {
            return;
        };
        s.hash = h;
        s.value.clone_from(value);
        s.key.set(t, p, more);
    }
}

/// The slot a fingerprint picks (its top bits: the best mixed).
fn place(h: u64) -> usize {
    (h >> (64 - SLOTS.trailing_zeros())) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::params::MEDIUM;
    use crate::bots::plan::make_plan;
    use crate::data::TicketId;
    use crate::state::Game;
    use crate::{GameConfig, Seat};

    /// The acting seat's bot plays one move.
    fn play_one(g: &mut Game, bots: &mut [Box<dyn crate::bots::Bot<Game>>]) {
        let seat = g.acting_seats()[0];
        let a = bots[seat.index()].choose(&g.view(seat), &g.legal_actions(seat));
        g.apply(seat, &a).expect("legal");
    }

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

    /// A remembered keep is read back only for the same offer and knobs.
    #[test]
    fn read_back_keeps_are_the_keeps_chosen_afresh() {
        let mut keeps = Keeps::default();
        let (mut hits, mut checked) = (0, 0);
        let mut g = Game::new(GameConfig::new(2, 7)).expect("game");
        let mut bots: Vec<_> = (0..2)
            .map(|s| crate::bots::by_name("medium", 7 + s).expect("bot"))
            .collect();
        for step in 0..400usize {
            if g.is_over() {
                break;
            }
            for n in [0usize, 7, 7, 13] {
                let mut t = Table::from_game(&g, Seat((step % 2) as u8));
                t.offer = (0..3)
                    .map(|k| TicketId(((step / 8 + k * n) % 40) as u8))
                    .collect();
                let masks = crate::bots::planner::keep_masks(3, 1);
                let fresh = crate::bots::planner::best_keep(&t, &masks, &MEDIUM);
                let more = [1, 3, 0, 0];
                match keeps.find(&t, &MEDIUM, more) {
                    Ok(&kept) => {
                        assert_eq!(kept, fresh, "step {step}");
                        hits += 1;
                    }
                    Err(h) => keeps.insert(h, &t, &MEDIUM, more, &fresh),
                }
                assert!(keeps.find(&t, &MEDIUM, [1, 2, 0, 0]).is_err());
                checked += 1;
            }
            play_one(&mut g, &mut bots);
        }
        assert!(
            checked > 300 && hits > 100,
            "{checked} checked, {hits} read back"
        );
    }

    /// A table with more tickets than a key holds is never read back.
    #[test]
    fn a_table_with_too_many_tickets_is_not_remembered() {
        let g = Game::new(GameConfig::new(2, 3)).expect("game");
        let mut t = Table::from_game(&g, Seat(0));
        t.tickets = (0..HELD as u8 + 1).map(TicketId).collect();
        let mut plans = Plans::default();
        let Err(h) = plans.find(&t, &MEDIUM, [0; 4]) else {
            panic!("an empty memo answered");
        };
        let plan = make_plan(&t, &t.tickets, &MEDIUM);
        let fixed = FixedNeeds::of(&plan);
        plans.insert(h, &t, &MEDIUM, [0; 4], &(plan, fixed.clone()));
        assert!(plans.find(&t, &MEDIUM, [0; 4]).is_err());
        t.tickets.pop();
        let Err(h) = plans.find(&t, &MEDIUM, [0; 4]) else {
            panic!("a table never remembered answered");
        };
        let plan = make_plan(&t, &t.tickets, &MEDIUM);
        plans.insert(h, &t, &MEDIUM, [0; 4], &(plan, fixed));
        assert!(plans.find(&t, &MEDIUM, [0; 4]).is_ok());
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
                    match plans.find(&t, &MEDIUM, [0; 4]) {
                        Ok((plan, _)) => {
                            assert!(same(plan, &fresh), "seed {seed} seat {s}");
                            hits += 1;
                        }
                        Err(h) => {
                            let fixed = FixedNeeds::of(&fresh);
                            plans.insert(h, &t, &MEDIUM, [0; 4], &(fresh.clone(), fixed));
                        }
                    }
                    // One more ticket, or other knobs, is another plan.
                    let mut more = t.clone();
                    more.tickets.push(crate::data::TicketId(0));
                    assert!(plans.find(&more, &MEDIUM, [0; 4]).is_err());
                    let knobs = Params {
                        station_cost: MEDIUM.station_cost + 1.0,
                        ..MEDIUM
                    };
                    assert!(
                        plans.find(&t, &knobs, [0; 4]).is_err()
                            && plans.find(&t, &MEDIUM, [1, 0, 0, 0]).is_err()
                    );
                    checked += 1;
                }
                play_one(&mut g, &mut bots);
            }
        }
        assert!(
            checked > 300 && hits > 100,
            "{checked} checked, {hits} read back"
        );
    }
}
