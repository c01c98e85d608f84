//! What happened, told turn by turn. The move log and animations read these;
//! `redacted_for` hides what another seat may not see.
use crate::cards::{CardColor, Hand};
use crate::data::{CityId, RouteId};
use crate::state::Seat;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    InitialTicketsKept {
        seat: Seat,
        /// The set-up stage (Mega Europe: 0 the long tickets, 1 the regular ones).
        stage: u8,
        kept: u8,
        returned: u8,
    },
    PlayStarted {
        first: Seat,
    },
    DrewFaceUp {
        seat: Seat,
        slot: u8,
        card: CardColor,
    },
    /// `card` is `None` in views of other seats.
    DrewBlind {
        seat: Seat,
        card: Option<CardColor>,
    },
    FaceUpReset {
        discarded: [Option<CardColor>; 5],
    },
    DeckReshuffled {
        cards: u8,
    },
    RouteClaimed {
        seat: Seat,
        route: RouteId,
        cards: Hand,
        points: i32,
    },
    TunnelRevealed {
        seat: Seat,
        route: RouteId,
        revealed: Vec<CardColor>,
        extra: u8,
    },
    TunnelDeclined {
        seat: Seat,
        route: RouteId,
    },
    TicketsDrawn {
        seat: Seat,
        count: u8,
    },
    TicketsKept {
        seat: Seat,
        kept: u8,
        returned: u8,
    },
    StationBuilt {
        seat: Seat,
        city: CityId,
        cards: Hand,
    },
    Passed {
        seat: Seat,
    },
    FinalRoundStarted {
        trigger: Seat,
    },
    TurnEnded {
        seat: Seat,
        next: Seat,
    },
    GameOver,
    /// Every player's set-up returns, shuffled together, went under the ticket deck.
    SetupTicketsReturned {
        count: u8,
    },
    /// W&D (W1): the depot round starts with `first`.
    DepotRoundStarted {
        first: Seat,
    },
    DepotPlaced {
        seat: Seat,
        city: CityId,
    },
    /// W2: the deck's top card went, unseen, into `warehouse`'s warehouse.
    CardStored {
        seat: Seat,
        warehouse: Seat,
    },
    /// W4: `seat` took the `count` cards of `owner`'s warehouse, through the depot at `city`.
    WarehouseCollected {
        seat: Seat,
        city: CityId,
        owner: Seat,
        count: u8,
    },
    /// W6: every warehouse was emptied into a new deck of `cards` cards.
    WarehousesEmptied {
        cards: u8,
    },
}

impl Event {
    /// The seat whose move this event is part of; none for the table's own
    /// events (a reshuffle, the final round's start, the end).
    pub fn actor(&self) -> Option<Seat> {
        use Event::*;
        match self {
            InitialTicketsKept { seat, .. }
            | DrewFaceUp { seat, .. }
            | DrewBlind { seat, .. }
            | RouteClaimed { seat, .. }
            | TunnelRevealed { seat, .. }
            | TunnelDeclined { seat, .. }
            | TicketsDrawn { seat, .. }
            | TicketsKept { seat, .. }
            | StationBuilt { seat, .. }
            | Passed { seat }
            | DepotPlaced { seat, .. }
            | CardStored { seat, .. }
            | WarehouseCollected { seat, .. } => Some(*seat),
            PlayStarted { .. }
            | FaceUpReset { .. }
            | DeckReshuffled { .. }
            | FinalRoundStarted { .. }
            | TurnEnded { .. }
            | GameOver
            | SetupTicketsReturned { .. }
            | DepotRoundStarted { .. }
            | WarehousesEmptied { .. } => None,
        }
    }

    /// This event as `viewer` may see it.
    pub fn redacted_for(&self, viewer: Seat) -> Event {
        match self {
            Event::DrewBlind { seat, .. } if *seat != viewer => Event::DrewBlind {
                seat: *seat,
                card: None,
            },
            other => other.clone(),
        }
    }
}

/// Where the engine puts the events an action causes: a list (`apply`,
/// `apply_into`), or nowhere for [`Game::apply_quiet`](crate::Game::apply_quiet),
/// whose caller reads none (a search's played-out games, where building and
/// clearing the events cost about 70 instructions a move). The sink also
/// says how a game that ends is scored, since it is what the caller hands
/// down to the end: a search's played-out games read only the totals; and
/// whether claims keep the turn start's counts (`claim_counts.rs`) up to
/// date: those games list their moves and never read them.
pub(crate) trait EventSink {
    fn push(&mut self, e: Event);
    /// Whether pushed events are kept: an event that needs a list of its
    /// own is built only then.
    fn keeps(&self) -> bool {
        true
    }
    /// Whether a game that ends is scored for its totals and winners alone
    /// ([`Game::totals_only_scores`](crate::Game::totals_only_scores)).
    fn totals_only(&self) -> bool {
        false
    }
    /// Whether a claim brings the turn start's kept counts up to date (a
    /// game left behind counts its turn starts the plain way).
    fn keeps_claim_counts(&self) -> bool {
        true
    }
}

impl EventSink for Vec<Event> {
    #[inline]
    fn push(&mut self, e: Event) {
        Vec::push(self, e);
    }
}

/// Drops every event.
pub(crate) struct NoEvents;

impl EventSink for NoEvents {
    #[inline(always)]
    fn push(&mut self, _: Event) {}
    #[inline(always)]
    fn keeps(&self) -> bool {
        false
    }
}

/// A search's played-out game ([`Game::apply_played_out`](crate::Game::apply_played_out)):
/// every event dropped, and the game scored for its totals and winners
/// alone when it ends, all the search's reward reads.
pub(crate) struct PlayedOut;

impl EventSink for PlayedOut {
    #[inline(always)]
    fn push(&mut self, _: Event) {}
    #[inline(always)]
    fn keeps(&self) -> bool {
        false
    }
    #[inline(always)]
    fn totals_only(&self) -> bool {
        true
    }
    #[inline(always)]
    fn keeps_claim_counts(&self) -> bool {
        false
    }
}
