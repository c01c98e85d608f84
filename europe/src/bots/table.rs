//! One seat's knowledge of the table in the compact form the heuristics read.
//! Built from a [`PlayerView`] (real play) or straight from a [`Game`]
//! (search rollouts on a sampled game, where building views would cost more
//! than deciding).
use crate::cards::{CARDS_PER_COLOR, CardColor, Hand, LOCOMOTIVE_CARDS};
use crate::config::{MAX_PLAYERS, STATIONS_PER_PLAYER};
use crate::data::{NUM_CITIES, TicketId};
use crate::state::{Game, Phase, RouteSet, Seat, TurnStep};
use crate::view::PlayerView;

pub(crate) const SEATS: usize = MAX_PLAYERS as usize;

#[derive(Clone, Debug)]
pub(crate) struct Table {
    pub me: Seat,
    pub players: usize,
    pub hand: Hand,
    /// Kept tickets.
    pub tickets: Vec<TicketId>,
    /// Tickets offered and not yet chosen.
    pub offer: Vec<TicketId>,
    pub owned: [RouteSet; SEATS],
    pub station: [Option<Seat>; NUM_CITIES],
    pub trains: [u8; SEATS],
    /// Cards in each seat's hand (public: the count, not the colours).
    pub cards: [u8; SEATS],
    pub stations_left: [u8; SEATS],
    pub face_up: [Option<CardColor>; 5],
    pub can_blind: bool,
    pub ticket_deck: usize,
    pub final_round: bool,
    pub second_card: bool,
    pub initial: bool,
    /// Extra cards the tunnel being claimed asks for (0: no tunnel).
    pub tunnel_extra: u8,
    /// Cards this seat cannot see (draw pile and other hands), per kind.
    pub unseen: Hand,
}

impl Table {
    pub(crate) fn from_view(v: &PlayerView) -> Table {
        let players = v.seats.len().min(SEATS);
        let mut owned = [RouteSet::default(); SEATS];
        for (i, o) in v.route_owner.iter().enumerate() {
            if let Some(s) = o
                && s.index() < SEATS
            {
                owned[s.index()].insert(crate::data::RouteId(i as u8));
            }
        }
        let mut station = [None; NUM_CITIES];
        for (i, o) in v.station_owner.iter().enumerate().take(NUM_CITIES) {
            station[i] = *o;
        }
        let mut trains = [0; SEATS];
        let mut cards = [0; SEATS];
        let mut stations_left = [0; SEATS];
        for (i, s) in v.seats.iter().enumerate().take(SEATS) {
            trains[i] = s.trains;
            cards[i] = s.cards.min(255) as u8;
            stations_left[i] = s.stations_left;
        }
        let mut seen = v.me.hand;
        seen.add_all(&v.discard_pile);
        for c in v.face_up.iter().flatten() {
            seen.add(*c, 1);
        }
        if let Some(t) = &v.tunnel {
            seen.add_all(&t.paid);
            for c in &t.revealed {
                seen.add(*c, 1);
            }
        }
        Table {
            me: v.viewer,
            players,
            hand: v.me.hand,
            tickets: v.me.tickets.iter().map(|t| t.ticket).collect(),
            offer: v.me.offer.clone(),
            owned,
            station,
            trains,
            cards,
            stations_left,
            face_up: v.face_up,
            can_blind: v.deck + v.discard > 0,
            ticket_deck: v.ticket_deck as usize,
            final_round: v.final_round.is_some(),
            second_card: v.second_card,
            initial: v.phase == Phase::InitialTickets,
            tunnel_extra: v.tunnel.as_ref().map_or(0, |t| t.extra),
            unseen: unseen_from(&seen),
        }
    }

    /// The table as `seat` would see it in `g`. Reads only what that seat
    /// may know, except that `unseen` is left as the full deck composition
    /// minus the seat's own hand (a rollout approximation; cheap).
    pub(crate) fn from_game(g: &Game, seat: Seat) -> Table {
        let mut t = Table::from_game_without_tickets(g, seat);
        if let Some(p) = g.players.get(seat.index()) {
            t.tickets.clone_from(&p.tickets);
            t.offer.clone_from(&p.offer);
        }
        t
    }

    /// [`Table::from_game`] with empty ticket lists (no allocation).
    fn from_game_without_tickets(g: &Game, seat: Seat) -> Table {
        let players = g.players.len().min(SEATS);
        let mut owned = [RouteSet::default(); SEATS];
        let mut trains = [0; SEATS];
        let mut cards = [0; SEATS];
        let mut stations_left = [0; SEATS];
        for (i, p) in g.players.iter().enumerate().take(SEATS) {
            owned[i] = p.routes;
            trains[i] = p.trains;
            cards[i] = p.hand.total().min(255) as u8;
            stations_left[i] = STATIONS_PER_PLAYER.saturating_sub(p.stations_built);
        }
        let mut station = [None; NUM_CITIES];
        for (i, o) in g.station_owner.iter().enumerate().take(NUM_CITIES) {
            station[i] = *o;
        }
        let me = g.players.get(seat.index());
        let hand = me.map(|p| p.hand).unwrap_or_default();
        Table {
            me: seat,
            players,
            hand,
            tickets: Vec::new(),
            offer: Vec::new(),
            owned,
            station,
            trains,
            cards,
            stations_left,
            face_up: g.face_up,
            can_blind: !g.deck.is_empty() || !g.discard.is_empty(),
            ticket_deck: g.ticket_deck.len(),
            final_round: g.final_round.is_some(),
            second_card: g.step == TurnStep::SecondCard,
            initial: g.phase == Phase::InitialTickets,
            tunnel_extra: match &g.step {
                TurnStep::Tunnel(a) => a.extra,
                _ => 0,
            },
            unseen: unseen_from(&hand),
        }
    }

    /// Makes this table [`Table::from_game`]'s, reusing its ticket lists
    /// (a rollout refills one table at every move).
    pub(crate) fn refill_from_game(&mut self, g: &Game, seat: Seat) {
        let (mut tickets, mut offer) = (
            std::mem::take(&mut self.tickets),
            std::mem::take(&mut self.offer),
        );
        tickets.clear();
        offer.clear();
        if let Some(p) = g.players.get(seat.index()) {
            tickets.extend_from_slice(&p.tickets);
            offer.extend_from_slice(&p.offer);
        }
        *self = Table {
            tickets,
            offer,
            ..Table::from_game_without_tickets(g, seat)
        };
    }

    pub(crate) fn my_trains(&self) -> u8 {
        self.trains[self.me.index()]
    }
    pub(crate) fn mine(&self) -> RouteSet {
        self.owned[self.me.index()]
    }
    pub(crate) fn my_stations_left(&self) -> u8 {
        self.stations_left[self.me.index()]
    }
    /// Stations this seat has built so far.
    pub(crate) fn my_stations_built(&self) -> u8 {
        STATIONS_PER_PLAYER.saturating_sub(self.my_stations_left())
    }
    pub(crate) fn owners(&self) -> &[RouteSet] {
        &self.owned[..self.players]
    }
    /// Fewest trains any other seat has left: how near the end is.
    pub(crate) fn min_other_trains(&self) -> u8 {
        (0..self.players)
            .filter(|&i| i != self.me.index())
            .map(|i| self.trains[i])
            .min()
            .unwrap_or(45)
    }
    /// Probability that a blind card is of kind `c`, from what this seat cannot see.
    pub(crate) fn blind_odds(&self, c: CardColor) -> f32 {
        let total = self.unseen.total();
        if total == 0 {
            return 0.0;
        }
        self.unseen.count(c) as f32 / total as f32
    }
}

/// The full deck minus `seen`, saturating at zero.
fn unseen_from(seen: &Hand) -> Hand {
    let mut h = Hand::default();
    for c in CardColor::ALL {
        let full = if c == CardColor::Locomotive {
            LOCOMOTIVE_CARDS
        } else {
            CARDS_PER_COLOR
        };
        h.add(c, full.saturating_sub(seen.count(c)));
    }
    h
}
