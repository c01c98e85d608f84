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
//!
//! The [`Sampler`] that deals such games is in `sampler`; the ticket odds
//! and the draws that follow them are in `weights`.
use crate::cards::{CardColor, Hand};
use crate::data::TicketId;
use crate::events::Event;
use crate::state::Seat;
use crate::view::PlayerView;
use std::collections::VecDeque;

mod sampler;
mod weights;

pub use sampler::{Sampler, sample};
pub use weights::{dead_ends, ticket_weights};

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
