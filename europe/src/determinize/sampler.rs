//! The [`Sampler`]: one seat's view and [`History`] turned into whole games
//! it cannot tell from the real one, dealing what it cannot see.
use super::weights::{at_dead_ends, deal, long_kept, sharpened, take_shared, ticket_weights};
use super::{Batch, History};
use crate::cards::{CARDS_PER_COLOR, CardColor, Hand, LOCOMOTIVE_CARDS, Payment};
use crate::config::{GameConfig, STATIONS_PER_PLAYER};
use crate::data::{RouteId, TicketId};
use crate::rng::GameRng;
use crate::state::{Game, Phase, RouteSet, Seat, TunnelAttempt, TurnStep};
use crate::view::PlayerView;
use std::collections::VecDeque;

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

    /// Each opponent's tickets made `odds` times likelier for each of their
    /// cities where its network comes to a dead end (1: as before). Only the
    /// choice within a pool changes, as with the sharpening.
    pub fn weigh_dead_ends(mut self, odds: f32) -> Self {
        if odds == 1.0 {
            return self;
        }
        let me = self.view.viewer;
        for (s, (long, regular)) in self.weights.iter_mut().enumerate() {
            if s == me.index() {
                continue;
            }
            let seat = Seat(s as u8);
            at_dead_ends(&self.view, seat, &self.long_pool, odds, long);
            at_dead_ends(&self.view, seat, &self.reg_pool, odds, regular);
        }
        self
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
