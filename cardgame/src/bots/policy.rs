//! The heuristic players (greedy reference, Easy, Medium) and the fast
//! policy of Hard's rollouts: every legal action gets a value from what the
//! seat's tickets still need, and the best is played.
use super::memory::Memory;
use super::table::Table;
use super::{Bot, Thought};
use crate::actions::Action;
use crate::data::TicketId;
use crate::events::Event;
use crate::state::Game;
use crate::state::{Phase, TurnStep};
use crate::view::PlayerView;
use europa_common::{CardColor, GameRng, Hand};

/// What a heuristic player pays attention to.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Values destroying opponents' rows (C4).
    pub rob: bool,
    /// Avoids rows an opponent could rob, and plays rows bigger than that.
    pub guard: bool,
    /// Knows that rows move one card a turn and the game may end first.
    pub endgame: bool,
    pub draw_tickets: bool,
    /// Cards of tickets kept at set-up, by 2, 3, 4 players.
    pub budget: [u32; 3],
    /// Chance in 1000 of a random move instead.
    pub blunder: u32,
}

/// The arena's yardstick: plays the biggest group its tickets need, draws
/// otherwise, keeps cheap tickets.
pub const GREEDY: Style = Style {
    rob: false,
    guard: false,
    endgame: false,
    draw_tickets: true,
    budget: [14, 12, 10],
    blunder: 0,
};
pub const EASY: Style = Style {
    rob: false,
    guard: false,
    endgame: false,
    draw_tickets: true,
    budget: [6, 5, 5],
    blunder: 300,
};
pub const MEDIUM: Style = Style {
    rob: true,
    guard: true,
    endgame: true,
    draw_tickets: true,
    budget: [20, 17, 14],
    blunder: 0,
};

/// Cards the seat's tickets ask for, by colour index 0..8.
fn needs(tickets: &[TicketId]) -> [u32; 8] {
    let mut n = [0u32; 8];
    for t in tickets {
        for (i, x) in n.iter_mut().enumerate() {
            *x += u32::from(t.ticket().need.0[i]);
        }
    }
    n
}

/// What the seat's tickets still need, after the cards already committed.
struct Needs {
    /// Per colour, beyond the pile and what the rows will move.
    short: [u32; 8],
    /// Total beyond committed locomotives too.
    short_total: u32,
    /// Per colour, beyond committed cards and the hand.
    short_hand: [u32; 8],
    short_hand_total: u32,
    future: u32,
}

fn committed(t: &Table, style: &Style, future: u32) -> Hand {
    let mut c = t.pile;
    for r in t.my_rows() {
        let moves = if style.endgame {
            u32::from(r.len()).min(future) as u8
        } else {
            r.len()
        };
        let colored = moves.min(r.cards);
        c.add(r.color, colored);
        c.add(CardColor::Locomotive, moves - colored);
    }
    c
}

fn shortfall(need: &[u32; 8], have: &Hand) -> ([u32; 8], u32) {
    let mut short = [0u32; 8];
    let mut sum = 0;
    for i in 0..8 {
        short[i] = need[i].saturating_sub(u32::from(have.0[i]));
        sum += short[i];
    }
    (
        short,
        sum.saturating_sub(u32::from(have.count(CardColor::Locomotive))),
    )
}

impl Needs {
    fn of(t: &Table, style: &Style) -> Needs {
        let future = if style.endgame { t.future_turns() } else { 99 };
        let need = needs(&t.tickets);
        let c = committed(t, style, future);
        let (short, short_total) = shortfall(&need, &c);
        let mut h = c;
        h.add_all(&t.hand);
        let (short_hand, short_hand_total) = shortfall(&need, &h);
        Needs {
            short,
            short_total,
            short_hand,
            short_hand_total,
            future,
        }
    }

    fn card_value(&self, c: CardColor) -> f32 {
        match c {
            CardColor::Locomotive if self.short_hand_total > 0 => 1.1,
            CardColor::Locomotive => 0.3,
            c if self.short_hand[c.index()] > 0 => 1.0,
            _ => 0.15,
        }
    }
}

/// Chance that a hand of `cards` holds at least `n` cards one row colour
/// can use (its colour or locomotives): a Poisson tail, good enough to
/// rank plays.
fn can_hold(cards: u32, n: u32) -> f32 {
    let lambda = cards as f32 * 0.24;
    let mut term = (-lambda).exp();
    let mut below = 0.0;
    for k in 0..n {
        below += term;
        term *= lambda / (k + 1) as f32;
    }
    (1.0 - below).max(0.0)
}

/// Worth of playing `cards` of `color` and `locos` locomotives as one row.
fn group_value(
    t: &Table,
    nd: &Needs,
    style: &Style,
    color: CardColor,
    cards: u8,
    locos: u8,
) -> f32 {
    let n = u32::from(cards + locos);
    let moves = n.min(nd.future);
    let colored = u32::from(cards).min(moves);
    let loco_moves = moves - colored;
    let useful = colored.min(nd.short[color.index()]);
    let loco_need = nd.short_total.saturating_sub(useful);
    let useful_locos = loco_moves.min(loco_need);
    let mut v = useful as f32 + 0.9 * useful_locos as f32 + 0.05 * (colored - useful) as f32;
    // A locomotive kept in hand can still fill any colour later.
    v -= 0.2 * (u32::from(locos) - useful_locos.min(u32::from(locos))) as f32;
    if style.rob {
        for (s, rows) in t.railyards.iter().enumerate() {
            if s != t.me.index()
                && let Some(r) = rows.iter().find(|r| r.color == color)
            {
                v += 0.7 * f32::from(r.len());
            }
        }
    }
    if style.guard {
        v -= v.max(0.0) * rob_risk(t, n);
    }
    v
}

/// Chance some opponent robs a row of `n` before it has moved.
fn rob_risk(t: &Table, n: u32) -> f32 {
    let mut safe = 1.0;
    for (s, &cards) in t.hand_counts.iter().enumerate() {
        if s != t.me.index() {
            safe *= 1.0 - 0.5 * can_hold(cards, n + 1);
        }
    }
    1.0 - safe
}

fn three_value(t: &Table, nd: &Needs, style: &Style, colors: [CardColor; 3]) -> f32 {
    if nd.future == 0 {
        return 0.0;
    }
    let mut v = 0.0;
    for c in colors {
        v += if nd.short[c.index()] > 0 { 1.0 } else { 0.05 };
    }
    if style.guard {
        v -= v * rob_risk(t, 1) * 0.5;
    }
    v
}

/// Tickets of `offer` to keep (a bit mask), given `spare` cards the seat
/// expects to get beyond what its tickets already need.
fn choose_keep(t: &Table, offer: &[TicketId], spare: u32, at_least_one: bool) -> u8 {
    let mut have = t.pile;
    have.add_all(&t.hand);
    for r in t.my_rows() {
        have.add(r.color, r.cards);
        have.add(CardColor::Locomotive, r.locomotives);
    }
    let mut order: Vec<usize> = (0..offer.len()).collect();
    // Cheapest to finish from the cards in hand first, then the most points.
    let cost = |i: usize| {
        let mut kept = t.tickets.clone();
        kept.push(offer[i]);
        let base = shortfall(&needs(&t.tickets), &have).1;
        shortfall(&needs(&kept), &have).1.saturating_sub(base)
    };
    europa_common::order::sort_by_key(&mut order, |&i| {
        cost(i) << 8 | (255 - u32::from(offer[i].ticket().points))
    });
    let mut keep = 0u8;
    let mut kept = t.tickets.clone();
    let base = shortfall(&needs(&t.tickets), &have).1;
    for &i in &order {
        kept.push(offer[i]);
        let extra = shortfall(&needs(&kept), &have).1.saturating_sub(base);
        if extra <= spare {
            keep |= 1 << i;
        } else {
            kept.pop();
        }
    }
    if keep == 0 && at_least_one {
        keep = 1 << order.first().copied().unwrap_or(0);
    }
    keep
}

/// The value of every action in `legal`, same order.
pub(crate) fn values(t: &Table, style: &Style, legal: &[Action], out: &mut Vec<f32>) {
    out.clear();
    let nd = Needs::of(t, style);
    let draw_weight = if nd.future >= 2 { 0.8 } else { 0.0 };
    let best_face_up = t
        .face_up
        .iter()
        .flatten()
        .filter(|&&c| c != CardColor::Locomotive)
        .map(|&c| nd.card_value(c))
        .fold(0.45f32, f32::max);
    for a in legal {
        let v = match *a {
            Action::KeepInitialTickets { .. } | Action::KeepTickets { .. } => 0.0,
            Action::DrawFaceUp { slot } => {
                let c = t.face_up[slot as usize].unwrap_or(CardColor::Locomotive);
                let second = if t.step == TurnStep::Start && c != CardColor::Locomotive {
                    best_face_up.max(0.45)
                } else {
                    0.0
                };
                draw_weight * (nd.card_value(c) + second)
            }
            Action::DrawBlind => {
                let second = if t.step == TurnStep::Start {
                    best_face_up
                } else {
                    0.0
                };
                draw_weight * (0.45 + second)
            }
            Action::PlayGroup {
                color,
                cards,
                locomotives,
            } => group_value(t, &nd, style, color, cards, locomotives),
            Action::PlayThree { colors } => three_value(t, &nd, style, colors),
            Action::DrawTickets => {
                if style.draw_tickets && nd.short_hand_total == 0 && nd.future >= 5 {
                    1.6
                } else {
                    -1.0
                }
            }
            Action::Pass => -2.0,
        };
        out.push(v);
    }
}

/// The policy's move: tickets by `choose_keep`, everything else by `values`.
pub(crate) fn decide(t: &Table, style: &Style, legal: &[Action], scratch: &mut Vec<f32>) -> Action {
    let first = legal.first().copied().unwrap_or(Action::Pass);
    if t.phase == Phase::InitialTickets {
        let budget = style.budget[(t.players - 2).min(2)];
        let keep = choose_keep(t, &t.offer, budget, true);
        return Action::KeepInitialTickets { keep };
    }
    if t.step == TurnStep::ChoosingTickets {
        let future = t.future_turns();
        let spare = if style.endgame { future / 2 } else { 2 };
        // It drew because its tickets looked covered: keeping one at least
        // also keeps it from drawing the same tickets for ever.
        let keep = choose_keep(t, &t.offer, spare, true);
        return Action::KeepTickets { keep };
    }
    values(t, style, legal, scratch);
    let mut best = 0;
    for (i, v) in scratch.iter().enumerate() {
        if *v > scratch[best] {
            best = i;
        }
    }
    legal.get(best).copied().unwrap_or(first)
}

/// Greedy, Easy and Medium: one policy, three styles.
pub struct PolicyBot {
    name: &'static str,
    style: Style,
    rng: GameRng,
    memory: Memory,
    scratch: Vec<f32>,
}

impl PolicyBot {
    pub fn new(name: &'static str, style: Style, seed: u64) -> Self {
        PolicyBot {
            name,
            style,
            rng: GameRng::new(seed),
            memory: Memory::new(),
            scratch: Vec::new(),
        }
    }
}

impl Bot<Game> for PolicyBot {
    fn name(&self) -> &'static str {
        self.name
    }
    fn choose(&mut self, view: &PlayerView, legal: &[Action]) -> Action {
        let t = Table::from_view(view, &self.memory);
        let blunder = self.style.blunder > 0 && (self.rng.below(1000) as u32) < self.style.blunder;
        if blunder && t.step == TurnStep::Start && t.phase == Phase::Playing {
            let draws: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| matches!(a, Action::DrawFaceUp { .. } | Action::DrawBlind))
                .collect();
            if !draws.is_empty() {
                return draws[self.rng.below(draws.len())];
            }
        }
        decide(&t, &self.style, legal, &mut self.scratch)
    }
    fn begin(&mut self, view: &PlayerView, legal: &[Action]) -> Thought {
        Thought::Decided(self.choose(view, legal))
    }
    fn observe(&mut self, events: &[Event]) {
        self.memory.observe(events);
    }
}
