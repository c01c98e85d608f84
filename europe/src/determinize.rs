//! Sampling a whole [`Game`] that one seat cannot tell apart from the real
//! one: the seat's own [`PlayerView`] is kept exactly, and what it cannot see
//! — other hands, other tickets, the order of both decks — is filled in at
//! random, consistently with the public history it has watched.
//!
//! [`History`] is that memory. It is fed the events as the seat may see them
//! ([`Event::redacted_for`]) and remembers only what was shown openly: cards
//! an opponent took face up (until it plays them), how many tickets each
//! seat kept from each draw, where tickets this seat returned went. Search
//! bots sample many such games and play them out; nothing here ever reads
//! the real game's hidden state.
//!
//! Opponents' tickets are not drawn uniformly: a ticket whose cities an
//! opponent's routes already go a long way towards joining is likelier (a
//! one-line Bayesian guess), which is what lets a search see whose route is
//! worth blocking.
use crate::cards::{CARDS_PER_COLOR, CardColor, Hand, LOCOMOTIVE_CARDS, Payment};
use crate::config::{GameConfig, STATIONS_PER_PLAYER};
use crate::data::{NUM_ROUTES, RouteId, TicketId};
use crate::events::Event;
use crate::rng::GameRng;
use crate::state::{Game, Phase, RouteSet, Seat, TunnelAttempt, TurnStep};
use crate::view::PlayerView;
use std::collections::VecDeque;

/// How a seat came by a batch of its tickets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Batch {
    /// Set-up stage `stage`'s deal, of which `kept` were kept.
    Setup { stage: u8, kept: u8 },
    /// A draw in play, of which `kept` were kept.
    Draw { kept: u8 },
}

/// The public history of a game as one seat has seen it.
#[derive(Clone, Debug, Default)]
pub struct History {
    viewer: Option<Seat>,
    /// Events not yet folded in (the seat is learnt from the first view).
    pending: Vec<Event>,
    /// Cards each seat is known to hold: taken face up and not seen played since.
    known: Vec<Hand>,
    /// The ticket draw pile, front first: `Some` where this seat knows the ticket.
    ticket_pile: Option<VecDeque<Option<TicketId>>>,
    /// Each seat's ticket batches, in order.
    batches: Vec<Vec<Batch>>,
    first_player: Option<Seat>,
    passes_in_a_row: u8,
    /// This seat's offer when it last looked, to tell which tickets it returned.
    my_offer: Vec<TicketId>,
    my_tickets: Vec<TicketId>,
}

impl History {
    pub fn new() -> Self {
        History::default()
    }

    /// Remembers `events` (as this seat saw them), to be understood at the next [`History::sync`].
    pub fn observe(&mut self, events: &[Event]) {
        self.pending.extend_from_slice(events);
    }

    /// Folds the remembered events in, using `view` to learn which seat this
    /// is and what it returned. Call before sampling.
    pub fn sync(&mut self, view: &PlayerView) {
        let n = view.seats.len();
        if self.viewer.is_none() {
            self.viewer = Some(view.viewer);
            self.known = vec![Hand::default(); n];
            self.batches = vec![Vec::new(); n];
            // The pile as it was before the pending events: undo their net effect.
            let mut size = view.ticket_deck as i64;
            for e in &self.pending {
                size += match e {
                    Event::TicketsDrawn { count, .. } => *count as i64,
                    Event::TicketsKept { returned, .. } => -(*returned as i64),
                    Event::SetupTicketsReturned { count } => -(*count as i64),
                    _ => 0,
                };
            }
            self.ticket_pile = Some(std::iter::repeat_n(None, size.max(0) as usize).collect());
        }
        let me = view.viewer;
        let returned: Vec<TicketId> = self
            .my_offer
            .iter()
            .copied()
            .filter(|t| !view.me.tickets.iter().any(|r| r.ticket == *t))
            .collect();
        let pending = std::mem::take(&mut self.pending);
        for e in &pending {
            self.fold(me, e, &returned);
        }
        if self.ticket_pile.as_ref().map(|p| p.len()) != Some(view.ticket_deck as usize) {
            // Lost track (a bot started mid-game): forget what the pile holds.
            self.ticket_pile = Some(std::iter::repeat_n(None, view.ticket_deck as usize).collect());
        }
        self.my_offer.clone_from(&view.me.offer);
        self.my_tickets = view.me.tickets.iter().map(|t| t.ticket).collect();
        // Known cards can never exceed a hand; trim if the count says otherwise.
        for (s, seat) in view.seats.iter().enumerate() {
            if let Some(k) = self.known.get_mut(s) {
                trim(k, seat.cards);
            }
        }
    }

    fn fold(&mut self, me: Seat, e: &Event, returned: &[TicketId]) {
        let pile = self.ticket_pile.get_or_insert_with(VecDeque::new);
        match e {
            Event::InitialTicketsKept {
                seat, stage, kept, ..
            } => {
                if *seat != me
                    && let Some(b) = self.batches.get_mut(seat.index())
                {
                    b.push(Batch::Setup {
                        stage: *stage,
                        kept: *kept,
                    });
                }
            }
            // Every player's returns, shuffled together: nobody knows their order.
            Event::SetupTicketsReturned { count } => {
                pile.extend(std::iter::repeat_n(None, *count as usize));
            }
            Event::PlayStarted { first } => self.first_player = Some(*first),
            // W1: the depot round starts with the player who will play last.
            Event::DepotRoundStarted { first } => {
                let n = self.known.len().max(1);
                self.first_player = Some(Seat(((first.index() + 1) % n) as u8));
            }
            Event::DrewFaceUp { seat, card, .. } => {
                if let Some(k) = self.known.get_mut(seat.index()) {
                    k.add(*card, 1);
                }
            }
            Event::RouteClaimed { seat, cards, .. } | Event::StationBuilt { seat, cards, .. } => {
                if let Some(k) = self.known.get_mut(seat.index()) {
                    for c in CardColor::ALL {
                        let n = k.count(c).min(cards.count(c));
                        k.remove(c, n);
                    }
                }
            }
            Event::TicketsDrawn { count, .. } => {
                // Tickets this seat knew and an opponent now holds fall back
                // into the unknown pool (the sampler treats them as unseen).
                for _ in 0..*count {
                    pile.pop_front();
                }
            }
            Event::TicketsKept {
                seat,
                kept,
                returned: n,
            } => {
                if *seat == me {
                    pile.extend(returned.iter().map(|t| Some(*t)));
                } else {
                    pile.extend(std::iter::repeat_n(None, *n as usize));
                    if let Some(b) = self.batches.get_mut(seat.index()) {
                        b.push(Batch::Draw { kept: *kept });
                    }
                }
            }
            _ => {}
        }
        // A run of passes ends the game when it goes round the table; any
        // other action breaks it.
        match e {
            Event::Passed { .. } => self.passes_in_a_row = self.passes_in_a_row.saturating_add(1),
            Event::DrewFaceUp { .. }
            | Event::DrewBlind { .. }
            | Event::RouteClaimed { .. }
            | Event::TunnelRevealed { .. }
            | Event::TunnelDeclined { .. }
            | Event::TicketsDrawn { .. }
            | Event::TicketsKept { .. }
            | Event::StationBuilt { .. } => self.passes_in_a_row = 0,
            _ => {}
        }
    }

    /// Cards `seat` is known to hold.
    pub fn known_cards(&self, seat: Seat) -> Hand {
        self.known.get(seat.index()).copied().unwrap_or_default()
    }
}

fn trim(h: &mut Hand, size: u32) {
    let mut total = h.total();
    for c in CardColor::ALL {
        while total > size && h.count(c) > 0 {
            h.remove(c, 1);
            total -= 1;
        }
    }
}

/// Every train card of the game.
fn full_deck() -> Hand {
    let mut h = Hand::default();
    for c in CardColor::COLORS {
        h.add(c, CARDS_PER_COLOR);
    }
    h.add(CardColor::Locomotive, LOCOMOTIVE_CARDS);
    h
}

fn cards_of(h: &Hand) -> Vec<CardColor> {
    let mut v = Vec::with_capacity(h.total() as usize);
    for c in CardColor::ALL {
        v.extend(std::iter::repeat_n(c, h.count(c) as usize));
    }
    v
}

/// How much likelier each ticket is in `seat`'s hand, from its routes: a
/// ticket whose cheapest connection its routes already cover in good part
/// weighs up to `e^3` times one they do not touch.
pub fn ticket_weights(view: &PlayerView, seat: Seat, tickets: &[TicketId]) -> Vec<f32> {
    let mut theirs = RouteSet::default();
    let mut others = RouteSet::default();
    for (i, o) in view.route_owner.iter().enumerate() {
        match o {
            Some(s) if *s == seat => theirs.insert(RouteId(i as u8)),
            Some(_) => others.insert(RouteId(i as u8)),
            None => {}
        }
    }
    if theirs.is_empty() {
        return vec![1.0; tickets.len()];
    }
    let mut with = [u32::MAX; NUM_ROUTES];
    let mut without = [u32::MAX; NUM_ROUTES];
    for r in RouteId::all() {
        let len = r.route().length as u32 * 10 + 15;
        let i = r.0 as usize;
        if theirs.contains(r) {
            with[i] = 0;
            without[i] = len;
        } else if !others.contains(r) {
            with[i] = len;
            without[i] = len;
        }
    }
    tickets
        .iter()
        .map(|t| {
            let k = t.ticket();
            let d_without = crate::bots::path_cost(k.from, k.to, &without);
            let d_with = crate::bots::path_cost(k.from, k.to, &with);
            match (d_with, d_without) {
                (Some(w), Some(wo)) if wo > 0 => {
                    let covered = 1.0 - w as f32 / wo as f32;
                    (3.0 * covered.clamp(0.0, 1.0)).exp()
                }
                (Some(_), _) => 1.0,
                // Cut off from it: possible (a station, or a lost ticket) but unlikelier.
                (None, _) => 0.4,
            }
        })
        .collect()
}

/// [`ticket_weights`] sharpened by how many trains `seat` has placed: the
/// more it has built, the more its network says about its tickets, so a
/// covered ticket's weight `e^(3c)` becomes `e^(3c)` early and up to
/// `e^(9c)` once 30 trains are placed (Medium keeps only tickets it can join,
/// and joins them). With `e^(3c)` Hard took most of Medium's tickets for
/// open late in the game, judged its own lead safe and lost (issue 14).
/// Only the choice within a pool is sharpened; whether a set-up long ticket
/// was kept is still judged by the plain weights, since a long ticket is
/// rarely covered as much as a short one.
fn sharpened(view: &PlayerView, seat: Seat, weights: &[f32]) -> Vec<f32> {
    let placed: u32 = view
        .route_owner
        .iter()
        .enumerate()
        .filter(|(_, o)| **o == Some(seat))
        .map(|(i, _)| u32::from(RouteId(i as u8).route().length))
        .sum();
    let power = 1.0 + 2.0 * (placed as f32 / 30.0).min(1.0);
    weights
        .iter()
        .map(|&w| if w > 1.0 { w.powf(power) } else { w })
        .collect()
}

/// A game `history`'s seat cannot tell from the real one, given its `view`.
/// `None` only if the view describes no playable game (a bad player count).
pub fn sample(view: &PlayerView, history: &History, rng: &mut GameRng) -> Option<Game> {
    Sampler::new(view, history).sample(rng)
}

/// Samples many games for one decision: what does not change between
/// samples (the unseen pools, the odds of each opponent's tickets) is worked
/// out once. It keeps its own copy of the view, so a search can hold it
/// across the slices of a decision.
pub struct Sampler {
    view: PlayerView,
    first_player: Option<Seat>,
    passes_in_a_row: u8,
    /// Cards each seat is known to hold, trimmed to what can be true.
    known: Vec<Hand>,
    /// Train cards this seat cannot place: other hands' unknown part and the deck.
    unseen: Hand,
    pile: VecDeque<Option<TicketId>>,
    long_pool: Vec<TicketId>,
    reg_pool: Vec<TicketId>,
    /// Per seat: weights over `long_pool` and `reg_pool`.
    weights: Vec<(Vec<f32>, Vec<f32>)>,
    /// Per seat: the plain mean weight of the long and the regular pool,
    /// for whether a set-up long ticket was kept.
    long_odds: Vec<(f32, f32)>,
    batches: Vec<Vec<Batch>>,
}

impl Sampler {
    pub fn new(view: &PlayerView, history: &History) -> Self {
        let n = view.seats.len();
        let me = view.viewer;
        let mut unseen = full_deck();
        let mut seen = view.me.hand;
        seen.add_all(&view.discard_pile);
        for c in view.face_up.iter().flatten() {
            seen.add(*c, 1);
        }
        if let Some(t) = &view.tunnel {
            seen.add_all(&t.paid);
            for c in &t.revealed {
                seen.add(*c, 1);
            }
        }
        let mut known: Vec<Hand> = (0..n).map(|s| history.known_cards(Seat(s as u8))).collect();
        if let Some(k) = known.get_mut(me.index()) {
            *k = Hand::default();
        }
        for c in CardColor::ALL {
            let mut free = unseen.count(c).saturating_sub(seen.count(c));
            for k in known.iter_mut() {
                let take = k.count(c).min(free);
                k.0[c.index()] = take;
                free -= take;
            }
            unseen.0[c.index()] = free;
        }

        let rules = view.variant.rules();
        let (long, regular) = rules.pool();
        let mine: Vec<TicketId> = view
            .me
            .tickets
            .iter()
            .map(|t| t.ticket)
            .chain(view.me.offer.iter().copied())
            .collect();
        let pile = history
            .ticket_pile
            .clone()
            .filter(|p| p.len() == view.ticket_deck as usize)
            .unwrap_or_else(|| std::iter::repeat_n(None, view.ticket_deck as usize).collect());
        let in_pile: Vec<TicketId> = pile.iter().flatten().copied().collect();
        let free = |t: &TicketId| !mine.contains(t) && !in_pile.contains(t);
        let long_pool: Vec<TicketId> = long.into_iter().filter(free).collect();
        let reg_pool: Vec<TicketId> = regular.into_iter().filter(free).collect();
        let plain: Vec<(Vec<f32>, Vec<f32>)> = (0..n)
            .map(|s| {
                if s == me.index() {
                    return (Vec::new(), Vec::new());
                }
                let seat = Seat(s as u8);
                (
                    ticket_weights(view, seat, &long_pool),
                    ticket_weights(view, seat, &reg_pool),
                )
            })
            .collect();
        let mean = |w: &[f32]| w.iter().sum::<f32>() / w.len().max(1) as f32;
        let long_odds = plain.iter().map(|(l, r)| (mean(l), mean(r))).collect();
        let weights = plain
            .iter()
            .enumerate()
            .map(|(s, (l, r))| {
                let seat = Seat(s as u8);
                (sharpened(view, seat, l), sharpened(view, seat, r))
            })
            .collect();
        let batches = (0..n)
            .map(|s| {
                let held = view.seats[s].tickets as usize;
                let b: Vec<Batch> = history.batches.get(s).cloned().unwrap_or_default();
                let counted: usize = b
                    .iter()
                    .map(|b| match b {
                        Batch::Setup { kept, .. } | Batch::Draw { kept } => *kept as usize,
                    })
                    .sum();
                if counted == held {
                    b
                } else {
                    // History incomplete: treat the tickets as drawn in play.
                    vec![Batch::Draw { kept: held as u8 }]
                }
            })
            .collect();
        Sampler {
            view: view.clone(),
            first_player: history.first_player,
            passes_in_a_row: history.passes_in_a_row,
            known,
            unseen,
            pile,
            long_pool,
            reg_pool,
            weights,
            long_odds,
            batches,
        }
    }

    /// One game consistent with the view and the history.
    pub fn sample(&self, rng: &mut GameRng) -> Option<Game> {
        let view = &self.view;
        let n = view.seats.len();
        let me = view.viewer;
        let config = GameConfig {
            players: n as u8,
            seed: rng.next_u64(),
            variant: view.variant,
            first_player: Some(self.first_player.unwrap_or(Seat(0))).filter(|s| s.index() < n),
            depots: view.depots,
            // The fixed E1 even when sampling an old save's game: a guess of
            // the bot's, never the game's own rules.
            legacy_face_up_reset: false,
        };
        // Nothing shuffled or dealt: every field is set below.
        let mut g = Game::blank(config).ok()?;
        g.rng = GameRng::new(rng.next_u64());

        // Train cards: what this seat cannot see, dealt to other hands and the deck.
        let mut pool = cards_of(&self.unseen);
        rng.shuffle(&mut pool);
        for (s, p) in g.players.iter_mut().enumerate() {
            let seat = view.seats.get(s)?;
            if s == me.index() {
                p.hand = view.me.hand;
            } else {
                let mut h = self.known.get(s).copied().unwrap_or_default();
                while h.total() < seat.cards {
                    match pool.pop() {
                        Some(c) => h.add(c, 1),
                        None => break,
                    }
                }
                p.hand = h;
            }
            p.trains = seat.trains;
            p.stations_built = STATIONS_PER_PLAYER.saturating_sub(seat.stations_left);
            p.route_points = seat.score;
            p.routes = RouteSet::default();
            p.tickets.clear();
            p.offer.clear();
            p.later_offer.clear();
            p.setup_stage = seat.setup_stage;
            p.depots = seat.depots_left;
        }
        // W5: every warehouse, this seat's own included, is unseen.
        for (p, seat) in g.players.iter_mut().zip(&view.seats) {
            p.warehouse = Hand::default();
            for _ in 0..seat.warehouse {
                if let Some(c) = pool.pop() {
                    p.warehouse.add(c, 1);
                }
            }
        }
        g.deck = pool;
        g.discard = cards_of(&view.discard_pile);
        rng.shuffle(&mut g.discard);
        g.face_up = view.face_up;

        // Board.
        g.route_owner = view.route_owner.clone();
        g.station_owner = view.station_owner.clone();
        g.depot_owner = view.depot_owner.clone();
        for (i, o) in view.route_owner.iter().enumerate() {
            if let Some(s) = o
                && let Some(p) = g.players.get_mut(s.index())
            {
                p.routes.insert(RouteId(i as u8));
            }
        }

        // Tickets.
        let rules = view.variant.rules();
        let mut long_pool = self.long_pool.clone();
        let mut reg_pool = self.reg_pool.clone();
        let mut lws: Vec<Vec<f32>> = self.weights.iter().map(|w| w.0.clone()).collect();
        let mut rws: Vec<Vec<f32>> = self.weights.iter().map(|w| w.1.clone()).collect();
        for s in 0..n {
            if s == me.index() {
                continue;
            }
            let mut tickets = Vec::new();
            for b in self.batches.get(s).cloned().unwrap_or_default() {
                match b {
                    Batch::Setup { stage, kept } => {
                        let dealt = rules.setup.get(stage as usize);
                        let setup_long = dealt.map_or(0, |d| d.long);
                        let longs = match dealt {
                            // A stage of long tickets only (Mega Europe's first).
                            Some(d) if d.regular == 0 => kept.min(d.long),
                            // Every long ticket is dealt already.
                            _ if long_pool.is_empty() => 0,
                            _ => {
                                let means = self.long_odds.get(s).copied().unwrap_or((1.0, 1.0));
                                long_kept(kept, setup_long, means, rng)
                            }
                        };
                        for _ in 0..longs {
                            tickets.extend(take_shared(&mut long_pool, &mut lws, s, rng));
                        }
                        for _ in longs..kept {
                            tickets.extend(take_shared(&mut reg_pool, &mut rws, s, rng));
                        }
                    }
                    Batch::Draw { kept } => {
                        for _ in 0..kept {
                            tickets.extend(take_shared(&mut reg_pool, &mut rws, s, rng));
                        }
                    }
                }
            }
            let p = &mut g.players[s];
            p.tickets = tickets;
            if view.phase == Phase::InitialTickets && view.seats[s].choosing_tickets {
                let stage = view.seats[s].setup_stage as usize;
                for (i, dealt) in rules.setup.iter().enumerate().skip(stage) {
                    let to = if i == stage {
                        &mut p.offer
                    } else {
                        &mut p.later_offer
                    };
                    deal(to, dealt.long, &mut long_pool, &mut lws, rng);
                    deal(to, dealt.regular, &mut reg_pool, &mut rws, rng);
                }
            }
        }
        let p = &mut g.players[me.index()];
        p.tickets = view.me.tickets.iter().map(|t| t.ticket).collect();
        p.offer.clone_from(&view.me.offer);
        // This seat's later set-up stages are still face down: unseen.
        let my_stage = view.seats[me.index()].setup_stage as usize;
        if view.phase == Phase::InitialTickets {
            for dealt in rules.setup.iter().skip(my_stage + 1) {
                deal(
                    &mut p.later_offer,
                    dealt.long,
                    &mut long_pool,
                    &mut lws,
                    rng,
                );
                deal(
                    &mut p.later_offer,
                    dealt.regular,
                    &mut reg_pool,
                    &mut rws,
                    rng,
                );
            }
        }
        // Set-up returns waiting to go under the deck (regular tickets).
        g.setup_returns.clear();
        deal(
            &mut g.setup_returns,
            view.setup_returns as u8,
            &mut reg_pool,
            &mut rws,
            rng,
        );
        rng.shuffle(&mut reg_pool);
        rng.shuffle(&mut long_pool);
        g.ticket_deck = self
            .pile
            .iter()
            .filter_map(|slot| slot.or_else(|| reg_pool.pop().or_else(|| long_pool.pop())))
            .collect();
        g.boxed_tickets = long_pool.into_iter().chain(reg_pool).collect();

        // Turn.
        g.phase = view.phase;
        g.current = view.current;
        g.first_player = self.first_player.unwrap_or(g.first_player);
        g.final_round = view.final_round;
        g.turns = view.turns;
        g.passes_in_a_row = self.passes_in_a_row;
        g.final_scores = None;
        g.step = if let Some(route) = view.collecting {
            TurnStep::Collecting { route }
        } else if let Some(t) = &view.tunnel {
            TurnStep::Tunnel(TunnelAttempt {
                route: t.route,
                payment: payment_of(&t.paid),
                paid: t.paid,
                revealed: t.revealed.clone(),
                extra: t.extra,
            })
        } else if view.second_card {
            TurnStep::SecondCard
        } else if view.phase == Phase::Playing && view.current == me && !view.me.offer.is_empty() {
            TurnStep::ChoosingTickets
        } else {
            TurnStep::Start
        };
        Some(g)
    }
}

/// Deals `n` tickets uniformly from `pool` onto `to`.
fn deal(
    to: &mut Vec<TicketId>,
    n: u8,
    pool: &mut Vec<TicketId>,
    weights: &mut [Vec<f32>],
    rng: &mut GameRng,
) {
    for _ in 0..n {
        if pool.is_empty() {
            return;
        }
        let i = rng.below(pool.len());
        to.push(pool[i]);
        remove_at(pool, weights, i);
    }
}

/// Takes a ticket from `pool` with seat `s`'s weights, keeping every seat's
/// weight list aligned with the pool.
fn take_shared(
    pool: &mut Vec<TicketId>,
    weights: &mut [Vec<f32>],
    s: usize,
    rng: &mut GameRng,
) -> Option<TicketId> {
    let w = weights.get(s)?;
    if pool.is_empty() {
        return None;
    }
    let total: f32 = w.iter().sum();
    let mut i = pool.len() - 1;
    if total > 0.0 && w.len() == pool.len() {
        let mut x = unit(rng) * total;
        for (j, wj) in w.iter().enumerate() {
            if x < *wj {
                i = j;
                break;
            }
            x -= wj;
        }
    } else {
        i = rng.below(pool.len());
    }
    let t = pool[i];
    remove_at(pool, weights, i);
    Some(t)
}

/// Removes entry `i` of `pool` and of every non-empty weight list.
fn remove_at(pool: &mut Vec<TicketId>, weights: &mut [Vec<f32>], i: usize) {
    pool.swap_remove(i);
    for w in weights.iter_mut() {
        if i < w.len() {
            w.swap_remove(i);
        }
    }
}

/// Uniform in [0, 1).
fn unit(rng: &mut GameRng) -> f32 {
    (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32
}

/// How many of `kept` set-up tickets were long, drawn from the odds of a
/// uniform choice among `setup_long` long and the rest regular, tilted by how
/// likely the long and regular tickets are on average (`ml`, `mr`: the plain
/// mean weights of the long and regular pools).
fn long_kept(kept: u8, setup_long: u8, (ml, mr): (f32, f32), rng: &mut GameRng) -> u8 {
    if setup_long == 0 || ml <= 0.0 {
        return 0;
    }
    let mr = mr.max(1e-3);
    // Classic deals 1 long and 3 regular; keeping k of 4 at random keeps the long one with odds k/4.
    let dealt = 4.0f32.max(kept as f32);
    let prior = (kept as f32 / dealt).min(1.0);
    let odds = prior * ml / (prior * ml + (1.0 - prior) * mr);
    u8::from(unit(rng) < odds).min(setup_long)
}

/// The payment a tunnel's paid cards were made with.
fn payment_of(paid: &Hand) -> Payment {
    let locomotives = paid.count(CardColor::Locomotive);
    match CardColor::COLORS.iter().find(|c| paid.count(**c) > 0) {
        Some(&color) => Payment { color, locomotives },
        None => Payment {
            color: CardColor::Locomotive,
            locomotives,
        },
    }
}
