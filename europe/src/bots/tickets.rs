//! Which offered tickets to keep: each choice is judged by the plan its
//! tickets would need. Plans take tickets most valuable first, so the
//! choices' plans share their beginnings: one walk over the tickets in that
//! order branches at each offered ticket (kept or not), and every cheapest
//! path is searched once for all the choices that share it.
use super::params::Params;
use super::plan::{Base, Draft, insertion_sort_by_key, network};
use super::table::Table;
use crate::data::TicketId;
use crate::order::{f32_key, sort_by_key};

/// How much the tickets of a finished draft are worth to hold.
fn draft_value(t: &Table, d: &Draft, p: &Params) -> f32 {
    let budget = t.my_trains().saturating_sub(p.reserve_trains) as f32;
    let load = d.trains as f32 / budget.max(1.0);
    // Heavier plans are likelier to fail or be cut off.
    let risk = (load - 0.6).max(0.0) * 0.8;
    let open = d.open_points as f32 * (1.0 - 2.0 * risk.min(0.9));
    d.done_points as f32 + open - d.lost_points as f32 - d.trains as f32 * p.ticket_train_cost
}

/// The walk over the held and offered tickets, most valuable first.
struct Walk<'a> {
    t: &'a Table,
    p: &'a Params,
    base: Base,
    /// Each ticket, with its place in the offer (`None`: already held).
    seq: &'a [(TicketId, Option<u8>)],
    /// The keep choices asked for, as subsets of the offer (bits beyond
    /// the offer never meet `seen`, so need no clearing).
    wanted: &'a [u8],
    /// The value of each subset asked for, indexed by the subset
    /// (`f32::MIN`: not asked, as a choice's value when it has none).
    values: [f32; 256],
    /// The points of `seq[k..]`, for each `k`, of the tickets the network
    /// joins already and of the others.
    rest: &'a [(u32, u32)],
    /// When only the best choice is wanted: the highest value found so
    /// far, below which a branch that cannot rise is cut (its choices keep
    /// `f32::MIN`: lower still, so the best and the earliest of equals stay).
    best: Option<f32>,
}

impl Walk<'_> {
    /// Whether a choice asked for keeps, of the offered tickets `seen` so
    /// far, exactly those in `kept`.
    fn asked(&self, seen: u8, kept: u8) -> bool {
        self.wanted.iter().any(|&w| w & seen == kept)
    }

    /// Whether every choice the draft `d` can still grow into (the tickets
    /// from `k` on added, any kept) is worth less than `best`, so none can
    /// be the best. Trains only grow, so the open points' factor only
    /// falls and the trains' cost only rises (with a train cost not below
    /// 0); lost points only grow. A ticket the network joins adds at most
    /// its points (done); another is open at most at the factor now, or
    /// lost (less: the factor is above -1), or not kept (0). f32 rounding
    /// is monotone, and the margin is above the few roundings' error, so a
    /// choice cut is worth less in f32 too.
    fn cannot_reach(&self, d: &Draft, k: usize, best: f32) -> bool {
        let p = self.p;
        if p.ticket_train_cost.is_nan() || p.ticket_train_cost < 0.0 {
            return false;
        }
        let Some(&(joined, apart)) = self.rest.get(k) else {
            return false;
        };
        let (joined, apart) = (f64::from(joined), f64::from(apart));
        let budget = self.t.my_trains().saturating_sub(p.reserve_trains) as f32;
        let load = d.trains as f32 / budget.max(1.0);
        let risk = (load - 0.6).max(0.0) * 0.8;
        let factor = f64::from(1.0 - 2.0 * risk.min(0.9));
        let (done, open, lost) = (
            f64::from(d.done_points),
            f64::from(d.open_points),
            f64::from(d.lost_points),
        );
        let cost = f64::from(d.trains) * f64::from(p.ticket_train_cost);
        let most = done + joined + open * factor + apart * factor.max(0.0) - lost - cost;
        let margin = 1e-5 * (done.abs() + joined + apart + open + lost.abs() + cost + 1.0);
        most + margin < f64::from(best)
    }

    fn walk(&mut self, mut k: usize, mut seen: u8, kept: u8, d: &mut Draft) {
        while let Some(&(tk, offer)) = self.seq.get(k) {
            if let Some(best) = self.best
                && self.cannot_reach(d, k, best)
            {
                return;
            }
            k += 1;
            let Some(i) = offer else {
                self.base.add(d, tk);
                continue;
            };
            let now = seen | 1 << i;
            if self.asked(now, kept | 1 << i) {
                let mut with = *d;
                self.base.add(&mut with, tk);
                self.walk(k, now, kept | 1 << i, &mut with);
            }
            if !self.asked(now, kept) {
                return;
            }
            seen = now;
        }
        let v = draft_value(self.t, d, self.p);
        self.values[kept as usize] = v;
        if let Some(best) = &mut self.best
            && v > *best
        {
            *best = v;
        }
    }
}

/// The value of each of `masks` (`f32::MIN` for none), in `masks`' order,
/// handed to `f` (the values stay where the walk wrote them).
/// Bit i of a mask keeps `t.offer[i]`; the value is that of the plan for
/// the held tickets plus the kept ones, exactly as if each were planned alone.
fn keep_values(t: &Table, masks: &[u8], p: &Params, cut: bool, mut f: impl FnMut(u8, f32)) {
    let offered = t.offer.len().min(8);
    let full = ((1u16 << offered) - 1) as u8;
    // The held and offered tickets, most valuable first (ties in that
    // order: a stable sort), on the stack when few (always, in play: a
    // rollout asks at each ticket draw).
    let n = t.tickets.len() + offered;
    let mut few = [(TicketId(0), None); 64];
    let mut many = Vec::new();
    let seq = match few.get_mut(..n) {
        Some(slots) => slots,
        None => {
            many.resize(n, (TicketId(0), None));
            &mut many[..]
        }
    };
    let held = t.tickets.iter().map(|&tk| (tk, None));
    let kept = t.offer[..offered]
        .iter()
        .zip(0u8..)
        .map(|(&tk, i)| (tk, Some(i)));
    for (slot, tk) in seq.iter_mut().zip(held.chain(kept)) {
        *slot = tk;
    }
    insertion_sort_by_key(seq, |&(tk, _)| !u32::from(tk.ticket().points));
    let mut rest = [(0u32, 0u32); 65];
    let mut many_rest = Vec::new();
    let rest = match rest.get_mut(..=n) {
        Some(slots) => slots,
        None => {
            many_rest.resize(n + 1, (0, 0));
            &mut many_rest[..]
        }
    };
    let comp = network(t);
    for (k, &(tk, _)) in seq.iter().enumerate().rev() {
        let (ticket, (joined, apart)) = (tk.ticket(), rest[k + 1]);
        let pts = u32::from(ticket.points);
        rest[k] = if comp.connected(ticket.from, ticket.to) {
            (joined + pts, apart)
        } else {
            (joined, apart + pts)
        };
    }
    let mut d = Draft::EMPTY;
    let base = Base::new(t, p, comp, &mut d);
    let mut w = Walk {
        t,
        p,
        base,
        seq,
        wanted: masks,
        values: [f32::MIN; 256],
        rest,
        best: cut.then_some(f32::NEG_INFINITY),
    };
    w.walk(0, 0, 0, &mut d);
    for &m in masks {
        f(m, w.values[(m & full) as usize]);
    }
}

/// `masks` with their value ([`keep_values`]), best first (ties in
/// `masks`' order).
pub(crate) fn ranked_keeps(t: &Table, masks: &[u8], p: &Params) -> Vec<(u8, f32)> {
    let mut out: Vec<(u8, f32)> = Vec::with_capacity(masks.len());
    keep_values(t, masks, p, false, |m, v| out.push((m, v)));
    sort_by_key(&mut out, |&(_, v)| !f32_key(v));
    out
}

/// The keep mask (bit i keeps `t.offer[i]`) worth most, among `masks`:
/// [`ranked_keeps`]' first, the earliest of the highest value, by one scan
/// instead of a sort (a rollout asks at each ticket draw).
pub(crate) fn best_keep(t: &Table, masks: &[u8], p: &Params) -> Option<u8> {
    let mut best: Option<(u8, u32)> = None;
    keep_values(t, masks, p, true, |m, v| {
        if best.is_none_or(|(_, b)| f32_key(v) > b) {
            best = Some((m, f32_key(v)));
        }
    });
    best.map(|(m, _)| m)
}

/// Keep masks allowed for an offer of `n` with at least `min` kept.
pub(crate) fn keep_masks(n: usize, min: usize) -> Vec<u8> {
    (1u32..(1 << n))
        .filter(|m| m.count_ones() as usize >= min.min(n))
        .map(|m| m as u8)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::params::MEDIUM;
    use crate::bots::planner::make_plan;
    use crate::data::TICKETS;
    use crate::state::Game;
    use crate::{GameConfig, Seat};

    /// The value of one keep choice planned alone (the walk's reference).
    fn planned_alone(t: &Table, mask: u8, p: &Params) -> f32 {
        let mut all = t.tickets.clone();
        for (i, tk) in t.offer.iter().enumerate() {
            if mask >> i & 1 == 1 {
                all.push(*tk);
            }
        }
        let plan = make_plan(t, &all, p);
        let budget = t.my_trains().saturating_sub(p.reserve_trains) as f32;
        let load = plan.trains as f32 / budget.max(1.0);
        let risk = (load - 0.6).max(0.0) * 0.8;
        let open = plan.open_points as f32 * (1.0 - 2.0 * risk.min(0.9));
        plan.done_points as f32 + open
            - plan.lost_points as f32
            - plan.trains as f32 * p.ticket_train_cost
    }

    /// Plays seeded games of Medium bots at `players` seats and, at every
    /// `every`-th step, hands `f` the table of one seat in turn with a
    /// made-up offer of 2 to 4 tickets (`f` gets the step and the seed).
    fn for_each_offer(
        players: u8,
        seeds: std::ops::Range<u64>,
        steps: usize,
        every: usize,
        mut f: impl FnMut(&Table, usize, u64),
    ) {
        for seed in seeds {
            let mut g = Game::new(GameConfig::new(players, seed)).expect("game");
            let mut bots: Vec<_> = (0..u64::from(players))
                .map(|s| crate::bots::by_name("medium", seed + s).expect("bot"))
                .collect();
            for step in 0..steps {
                if g.is_over() {
                    break;
                }
                if step % every == 0 {
                    let me = Seat((step / every % usize::from(players)) as u8);
                    let mut t = Table::from_game(&g, me);
                    let n = 2 + step % 3;
                    t.offer = (0..n)
                        .map(|k| {
                            TicketId(((step * 11 + k * 17 + seed as usize) % TICKETS.len()) as u8)
                        })
                        .collect();
                    f(&t, step, seed);
                }
                let seat = g.acting_seats()[0];
                let a = bots[seat.index()].choose(&g.view(seat), &g.legal_actions(seat));
                g.apply(seat, &a).expect("legal");
            }
        }
    }

    #[test]
    fn the_walk_values_each_choice_as_planned_alone() {
        let mut checked = 0;
        for_each_offer(2, 1..5, 400, 5, |t, step, seed| {
            let n = t.offer.len();
            let masks = keep_masks(n, 1 + step % 2);
            let got = ranked_keeps(t, &masks, &MEDIUM);
            let mut want: Vec<(u8, f32)> = masks
                .iter()
                .map(|&m| (m, planned_alone(t, m, &MEDIUM)))
                .collect();
            sort_by_key(&mut want, |&(_, v)| !f32_key(v));
            assert_eq!(got, want, "seed {seed} step {step}");
            checked += 1;
        });
        assert!(checked > 100);
    }

    /// The best keep, whose walk cuts branches that cannot beat the best so
    /// far, is the first of the full ranking (the earliest of the highest),
    /// with train costs that make heavy keeps worth little and with none.
    #[test]
    fn the_cut_walk_keeps_the_first_of_the_full_ranking() {
        let knobs = [
            MEDIUM,
            Params {
                ticket_train_cost: 1.2,
                ..MEDIUM
            },
            Params {
                ticket_train_cost: 0.0,
                ..MEDIUM
            },
            Params {
                ticket_train_cost: 3.0,
                reserve_trains: 20,
                ..MEDIUM
            },
        ];
        let (mut checked, mut cut) = (0, 0);
        for_each_offer(3, 1..4, 600, 3, |t, step, seed| {
            let n = t.offer.len();
            for (i, p) in knobs.iter().enumerate() {
                let mut masks = keep_masks(n, 1 + (step + i) % 2);
                masks.retain(|m| m.count_ones() as usize <= n - (step / 7) % 2);
                let first = ranked_keeps(t, &masks, p).first().map(|&(m, _)| m);
                assert_eq!(best_keep(t, &masks, p), first, "seed {seed} step {step}");
                keep_values(t, &masks, p, true, |_, v| cut += usize::from(v == f32::MIN));
                checked += 1;
            }
        });
        assert!(checked > 300 && cut > 50, "{checked} checked, {cut} cut");
    }
}
