//! Hard's guesses: whole games consistent with what one seat knows — its
//! view and the public history it remembers — with everything hidden
//! (opponents' hands and tickets, the deck's order, the ticket deck) dealt
//! at random from what is left.
use crate::bots::memory::Memory;
use crate::config::{CARDS_PER_COLOR, GameConfig, LOCOMOTIVES, SETUP_TICKETS};
use crate::data::TicketId;
use crate::scoring::TicketResult;
use crate::served::ServedCards;
use crate::state::{FORMAT_VERSION, Game, Phase, PlayerState, Seat};
use crate::view::PlayerView;
use europa_common::{CardColor, GameRng, Hand};

/// Samples games for one seat from one moment of play.
pub struct Sampler {
    view: PlayerView,
    memory: Memory,
}

/// Takes up to `n` cards from `pool` into `into`, preferring `known` ones.
fn deal(pool: &mut Vec<CardColor>, known: Hand, n: usize, into: &mut Vec<CardColor>) {
    let mut want = known;
    let mut i = 0;
    while i < pool.len() && into.len() < n {
        let c = pool[i];
        if want.count(c) > 0 {
            want.remove(c, 1);
            into.push(pool.swap_remove(i));
        } else {
            i += 1;
        }
    }
    while into.len() < n {
        match pool.pop() {
            Some(c) => into.push(c),
            None => break,
        }
    }
}

fn as_hand(cards: &[CardColor]) -> Hand {
    let mut h = Hand::default();
    cards.iter().for_each(|&c| h.add(c, 1));
    h
}

impl Sampler {
    pub fn new(view: &PlayerView, memory: &Memory) -> Sampler {
        Sampler {
            view: view.clone(),
            memory: memory.clone(),
        }
    }

    /// One game that could be the real one, as far as the seat can tell.
    pub fn sample(&self, rng: &mut GameRng) -> Game {
        let v = &self.view;
        let me = v.viewer;
        let n = v.seats.len();
        // Cards whose place is known to the seat.
        let mut known = v.me.hand;
        v.face_up.iter().flatten().for_each(|&c| known.add(c, 1));
        for s in &v.seats {
            for r in &s.railyard {
                known.add(r.color, r.cards);
                known.add(CardColor::Locomotive, r.locomotives);
            }
        }
        let piles: Vec<Option<Hand>> = (0..n)
            .map(|i| {
                let p = self.memory.pile(Seat(i as u8));
                (p.total() == v.seats[i].on_track).then_some(p)
            })
            .collect();
        piles.iter().flatten().for_each(|p| known.add_all(p));
        let discard_known = self.memory.discard.total() == v.discard;
        if discard_known {
            known.add_all(&self.memory.discard);
        }
        let mut pool = Vec::with_capacity(96);
        for c in CardColor::ALL {
            let total = if c == CardColor::Locomotive {
                LOCOMOTIVES
            } else {
                CARDS_PER_COLOR
            };
            pool.extend(std::iter::repeat_n(
                c,
                total.saturating_sub(known.count(c)) as usize,
            ));
        }
        rng.shuffle(&mut pool);
        let expand = |h: &Hand| -> Vec<CardColor> {
            CardColor::ALL
                .iter()
                .flat_map(|&c| std::iter::repeat_n(c, h.count(c) as usize))
                .collect()
        };
        // Tickets the seat can't place.
        let mut placed: Vec<TicketId> = v.me.tickets.clone();
        placed.extend(&v.me.offer);
        v.seats.iter().for_each(|s| placed.extend(&s.completed));
        let mut tickets: Vec<TicketId> = TicketId::all().filter(|t| !placed.contains(t)).collect();
        rng.shuffle(&mut tickets);
        let mut players = Vec::with_capacity(n);
        for (i, s) in v.seats.iter().enumerate() {
            let mut on_track = match piles[i] {
                Some(p) => expand(&p),
                None => Vec::new(),
            };
            if piles[i].is_none() {
                deal(
                    &mut pool,
                    Hand::default(),
                    s.on_track as usize,
                    &mut on_track,
                );
            }
            let (hand, held, offer) = if i == me.index() {
                (v.me.hand, v.me.tickets.clone(), v.me.offer.clone())
            } else {
                let mut cards = Vec::new();
                let remembered = self.memory.known.get(i).copied().unwrap_or_default();
                deal(&mut pool, remembered, s.cards as usize, &mut cards);
                let k = (s.tickets as usize).min(tickets.len());
                let held: Vec<TicketId> = tickets.drain(..k).collect();
                let offer = if s.choosing_tickets && v.phase == Phase::InitialTickets {
                    let k = SETUP_TICKETS.min(tickets.len());
                    tickets.drain(..k).collect()
                } else {
                    Vec::new()
                };
                (as_hand(&cards), held, offer)
            };
            players.push(PlayerState {
                hand,
                tickets: held,
                offer,
                railyard: s.railyard.clone(),
                on_track,
                turns_played: s.turns_played,
                completed: s.completed.clone(),
                first_scoring: s
                    .completed
                    .iter()
                    .map(|&t| TicketResult {
                        ticket: t,
                        completed: true,
                        points: i32::from(t.ticket().points),
                        served: ServedCards::new(),
                    })
                    .collect(),
            });
        }
        let mut discard = Vec::new();
        if discard_known {
            discard = expand(&self.memory.discard);
        } else {
            deal(&mut pool, Hand::default(), v.discard as usize, &mut discard);
        }
        let seed = rng.next_u64();
        Game {
            format_version: FORMAT_VERSION,
            config: GameConfig {
                players: n as u8,
                seed,
                beginner: v.beginner,
                first_player: None,
            },
            rng: GameRng::new(seed),
            deck: pool,
            discard,
            face_up: v.face_up,
            ticket_deck: tickets.into(),
            players,
            phase: v.phase,
            step: v.step,
            current: v.current,
            round: v.round,
            last_round: v.last_round,
            turns: 0,
            final_scores: None,
        }
    }
}
