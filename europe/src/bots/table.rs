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
        let mut t = Table {
            me: seat,
            players: 0,
            hand: Hand::default(),
            tickets: Vec::new(),
            offer: Vec::new(),
            owned: [RouteSet::default(); SEATS],
            station: [None; NUM_CITIES],
            trains: [0; SEATS],
            cards: [0; SEATS],
            stations_left: [0; SEATS],
            face_up: [None; 5],
            can_blind: false,
            ticket_deck: 0,
            final_round: false,
            second_card: false,
            initial: false,
            tunnel_extra: 0,
            unseen: Hand::default(),
        };
        t.refill_from_game(g, seat);
        t
    }

    /// Makes this table [`Table::from_game`]'s in place, reusing its ticket
    /// lists (a rollout refills one table at every move: building a new one
    /// and moving it in cost more than the rest of the refill).
    pub(crate) fn refill_from_game(&mut self, g: &Game, seat: Seat) {
        self.tickets.clear();
        self.offer.clear();
        if let Some(p) = g.players.get(seat.index()) {
            self.tickets.extend_from_slice(&p.tickets);
            self.offer.extend_from_slice(&p.offer);
        }
        let players = g.players.len().min(SEATS);
        self.me = seat;
        self.players = players;
        // Every seat's place written once (zeros past the players).
        for i in 0..SEATS {
            let p = g.players.get(i);
            self.owned[i] = p.map_or(RouteSet::default(), |p| p.routes);
            self.trains[i] = p.map_or(0, |p| p.trains);
            self.cards[i] = p.map_or(0, |p| p.hand.total().min(255) as u8);
            self.stations_left[i] =
                p.map_or(0, |p| STATIONS_PER_PLAYER.saturating_sub(p.stations_built));
        }
        self.copy_stations(g);
        self.fill_cards_and_step(g, seat);
    }

    /// [`Self::refill_from_game`] for `seat`, on a table last filled for it
    /// earlier in the same game (a rollout's): a game only appends kept
    /// tickets and only adds stations, so the tickets copied before stay and
    /// the stations need no copy while no seat has built one since.
    /// Inlined into the rollout's one call (about one move in three).
    #[inline]
    pub(crate) fn refill_board_from_game(&mut self, g: &Game, seat: Seat) {
        let mut built = false;
        for (i, p) in g.players.iter().enumerate().take(SEATS) {
            self.owned[i] = p.routes;
            self.trains[i] = p.trains;
            self.cards[i] = p.hand.total().min(255) as u8;
            let left = STATIONS_PER_PLAYER.saturating_sub(p.stations_built);
            built |= left != self.stations_left[i];
            self.stations_left[i] = left;
        }
        if built {
            self.copy_stations(g);
        }
        if let Some(p) = g.players.get(seat.index()) {
            if let Some(new) = p.tickets.get(self.tickets.len()..) {
                self.tickets.extend_from_slice(new);
            }
            // An offer is mostly empty at both ends.
            if !(self.offer.is_empty() && p.offer.is_empty()) {
                self.offer.clear();
                self.offer.extend_from_slice(&p.offer);
            }
        }
        self.fill_cards_and_step(g, seat);
    }

    fn copy_stations(&mut self, g: &Game) {
        match g.station_owner.get(..NUM_CITIES) {
            Some(all) => self.station.copy_from_slice(all),
            None => {
                self.station = [None; NUM_CITIES];
                self.station[..g.station_owner.len()].copy_from_slice(&g.station_owner);
            }
        }
    }

    /// [`Self::refill_from_game`] for `seat`, on a table last filled for it
    /// when the game was the same but for card draws: they change only the
    /// cards (hands, face-up row, the deck) and the step between the first
    /// and second card; the routes, trains, stations and tickets stay, and
    /// so do the ticket pile, the final round (it starts at the end of a
    /// claim's turn), the phase and a tunnel's extra cards.
    pub(crate) fn refill_cards_from_game(&mut self, g: &Game, seat: Seat) {
        for (n, p) in self.cards.iter_mut().zip(&g.players) {
            *n = p.hand.total().min(255) as u8;
        }
        self.fill_cards(g, seat);
    }

    /// The cards and the step, as [`Self::refill_from_game`] fills them.
    #[inline]
    fn fill_cards_and_step(&mut self, g: &Game, seat: Seat) {
        self.fill_cards(g, seat);
        self.ticket_deck = g.ticket_deck.len();
        self.final_round = g.final_round.is_some();
        self.initial = g.phase == Phase::InitialTickets;
        self.tunnel_extra = match &g.step {
            TurnStep::Tunnel(a) => a.extra,
            _ => 0,
        };
    }

    /// What card draws change besides the hands' sizes: `seat`'s hand, the
    /// face-up row, the piles, and whether a second card is to be drawn.
    #[inline]
    fn fill_cards(&mut self, g: &Game, seat: Seat) {
        self.hand = g
            .players
            .get(seat.index())
            .map(|p| p.hand)
            .unwrap_or_default();
        self.face_up = g.face_up;
        self.can_blind = !g.deck.is_empty() || !g.discard.is_empty();
        self.second_card = g.step == TurnStep::SecondCard;
        self.unseen = unseen_from(&self.hand);
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
        let me = self.me.index();
        let (mut least, mut any) = (u8::MAX, false);
        for (i, &n) in self.trains.iter().enumerate().take(self.players) {
            if i != me {
                least = least.min(n);
                any = true;
            }
        }
        if any { least } else { 45 }
    }
    /// Probability that a blind card is of kind `c`, from what this seat cannot see.
    /// `total` is `unseen`'s, counted once per draw by the caller.
    pub(crate) fn blind_odds_of(&self, c: CardColor, total: u32) -> f32 {
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
