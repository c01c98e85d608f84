//! Warehouses & Depots (RULINGS.md W1–W7): the set-up option of Europa 1912
//! that combines with any variant. The rules live here; `actions.rs` and
//! `apply.rs` call in at the few places the module changes a turn.
//!
//! Shape of the actions, chosen to keep `legal_actions` small and a tap in
//! the UI one action:
//! - W2's warehouse choice rides on the first draw of a turn
//!   (`DrawBlindStoring` / `DrawFaceUpStoring`): at most 6 draws × 5 seats,
//!   and the UI sends one action with the warehouse it remembers.
//! - W4's collection is a step after the claim (`TurnStep::Collecting`), so
//!   claims are not multiplied by collection choices: at most 4 masks.
//! - W1/W3 place one depot per action (`PlaceDepot`); W3's free action is the
//!   run of placements at the start of a turn, before its main action.
use crate::actions::Action;
use crate::cards::{CardColor, Hand};
use crate::data::{CityId, NUM_CITIES, RouteId};
use crate::error::RuleError;
use crate::events::{Event, EventSink};
use crate::state::{Game, Phase, Seat, TurnStep};

/// Depots each player has (W1).
pub const DEPOTS_PER_PLAYER: u8 = 5;
/// W7: the bonus for using the fewest depots.
pub const DEPOT_BONUS: i32 = 10;

impl Game {
    /// Whether this game is played with Warehouses & Depots.
    pub fn has_depots(&self) -> bool {
        self.config.depots
    }

    pub fn depot_owner(&self, c: CityId) -> Option<Seat> {
        self.depot_owner.get(c.0 as usize).copied().flatten()
    }

    /// Cards in `seat`'s warehouse: how many is public (W5), which is nobody's to see.
    pub fn warehouse_len(&self, seat: Seat) -> u32 {
        self.players
            .get(seat.index())
            .map_or(0, |p| p.warehouse.total())
    }

    /// W3: a depot may go on a city with no depot and no station.
    pub(crate) fn city_free_for_depot(&self, c: CityId) -> bool {
        let i = c.0 as usize;
        i < NUM_CITIES && self.depot_owner[i].is_none() && self.station_owner[i].is_none()
    }

    /// W6 applies: some player has no depot left in supply.
    fn warehouses_may_empty(&self) -> bool {
        self.config.depots && self.players.iter().any(|p| p.depots == 0)
    }

    /// Cards W6 would bring back if deck and discard were both empty.
    pub(crate) fn w6_cards(&self) -> u32 {
        if self.warehouses_may_empty() {
            self.players.iter().map(|p| p.warehouse.total()).sum()
        } else {
            0
        }
    }

    /// Train cards that can still be drawn, reshuffled or brought back by W6.
    pub(crate) fn cards_available(&self) -> u32 {
        (self.deck.len() + self.discard.len()) as u32 + self.w6_cards()
    }

    /// W6: deck and discard are both empty and some player has no depot left:
    /// every warehouse is emptied and shuffled into a new deck.
    pub(crate) fn empty_warehouses_into_deck(&mut self, events: &mut impl EventSink) {
        if !self.deck.is_empty() || !self.discard.is_empty() || self.w6_cards() == 0 {
            return;
        }
        for p in &mut self.players {
            for c in CardColor::ALL {
                self.deck
                    .extend(std::iter::repeat_n(c, p.warehouse.count(c) as usize));
            }
            p.warehouse = Hand::default();
        }
        self.rng.shuffle(&mut self.deck);
        events.push(Event::WarehousesEmptied {
            cards: self.deck.len() as u8,
        });
    }

    /// W2: the deck's top card goes, unseen, into `warehouse`.
    pub(crate) fn store_top_card(
        &mut self,
        seat: Seat,
        warehouse: Seat,
        events: &mut impl EventSink,
    ) {
        if let Some(card) = self.draw_card(events) {
            self.players[warehouse.index()].warehouse.add(card, 1);
            events.push(Event::CardStored { seat, warehouse });
        }
    }

    /// W1: after the tickets, the depot round starts with the player who will
    /// play last and goes counter-clockwise, ending with the first player.
    pub(crate) fn start_depot_round(&mut self) {
        let n = self.players.len();
        self.phase = Phase::PlacingDepots;
        self.current = Seat(((self.first_player.index() + n - 1) % n) as u8);
    }

    /// The end cities of `route` whose depot's warehouse `seat` may collect
    /// now (W4), as a mask: bit 0 the route's first city, bit 1 its second. A
    /// warehouse is offered once even if its owner has depots at both ends,
    /// and only when it holds cards (collecting an empty one only costs a depot).
    pub(crate) fn collectable(&self, seat: Seat, route: RouteId) -> u8 {
        if !self.config.depots || self.players[seat.index()].depots == 0 {
            return 0;
        }
        let r = route.route();
        let mut mask = 0;
        let mut first_owner = None;
        for (bit, city) in [r.a, r.b].into_iter().enumerate() {
            let Some(owner) = self.depot_owner(city) else {
                continue;
            };
            if self.players[owner.index()].warehouse.total() == 0 || first_owner == Some(owner) {
                continue;
            }
            first_owner = Some(owner);
            mask |= 1 << bit;
        }
        mask
    }

    pub(crate) fn push_depot_placements(&self, seat: Seat, out: &mut Vec<Action>) {
        if self.players[seat.index()].depots == 0 {
            return;
        }
        for c in 0..NUM_CITIES {
            let city = CityId(c as u8);
            if self.city_free_for_depot(city) {
                out.push(Action::PlaceDepot { city });
            }
        }
    }

    /// W2: at the start of a turn, every draw names the warehouse that gets the top card.
    pub(crate) fn push_storing_draws(&self, out: &mut Vec<Action>) {
        let seats = (0..self.players.len() as u8).map(Seat);
        if self.can_draw_blind_storing() {
            out.extend(
                seats
                    .clone()
                    .map(|warehouse| Action::DrawBlindStoring { warehouse }),
            );
        }
        for (i, c) in self.face_up.iter().enumerate() {
            if c.is_some() {
                let slot = i as u8;
                out.extend(
                    seats
                        .clone()
                        .map(|warehouse| Action::DrawFaceUpStoring { slot, warehouse }),
                );
            }
        }
    }

    /// A blind draw after storing needs a second card to exist.
    pub(crate) fn can_draw_blind_storing(&self) -> bool {
        self.cards_available() >= 2
    }

    /// W4 for a claim not yet made: the `CollectWarehouses` masks `seat`
    /// could choose right after claiming `route` (0, collecting nothing, is
    /// always one). A claim changes no warehouse and no depot supply, so the
    /// page can offer the choice in the claim dialog itself.
    pub fn collections_after_claim(&self, seat: Seat, route: RouteId) -> Vec<u8> {
        if seat.index() >= self.players.len() || route.0 as usize >= crate::data::NUM_ROUTES {
            return vec![0];
        }
        let mut out = Vec::new();
        self.push_collections(seat, route, &mut out);
        out.iter()
            .filter_map(|a| match a {
                Action::CollectWarehouses { cities } => Some(*cities),
                _ => None,
            })
            .collect()
    }

    pub(crate) fn push_collections(&self, seat: Seat, route: RouteId, out: &mut Vec<Action>) {
        let eligible = self.collectable(seat, route);
        let supply = self.players[seat.index()].depots as u32;
        for cities in 0..4u8 {
            if cities & !eligible == 0 && cities.count_ones() <= supply {
                out.push(Action::CollectWarehouses { cities });
            }
        }
    }

    /// Checks a depot placement (W1 in the depot round, W3 at the start of a turn).
    pub(crate) fn check_place_depot(&self, seat: Seat, city: CityId) -> Result<(), RuleError> {
        if !self.config.depots {
            return Err(RuleError::NoDepotsInThisGame);
        }
        if city.0 as usize >= NUM_CITIES {
            return Err(RuleError::NoSuchCity { city });
        }
        if self.players[seat.index()].depots == 0 {
            return Err(RuleError::NoDepotsLeft);
        }
        if !self.city_free_for_depot(city) {
            return Err(RuleError::CityNotFreeForDepot { city });
        }
        Ok(())
    }

    pub(crate) fn check_storing(&self, warehouse: Seat) -> Result<(), RuleError> {
        if !self.config.depots {
            return Err(RuleError::NoDepotsInThisGame);
        }
        if warehouse.index() >= self.players.len() {
            return Err(RuleError::NoSuchWarehouse { warehouse });
        }
        Ok(())
    }

    pub(crate) fn check_collect(
        &self,
        seat: Seat,
        route: RouteId,
        cities: u8,
    ) -> Result<(), RuleError> {
        if cities & !self.collectable(seat, route) != 0 {
            return Err(RuleError::NoSuchCollection);
        }
        let left = self.players[seat.index()].depots;
        if cities.count_ones() as u8 > left {
            return Err(RuleError::NotEnoughDepots {
                needed: cities.count_ones() as u8,
                left,
            });
        }
        Ok(())
    }

    pub(crate) fn place_depot(&mut self, seat: Seat, city: CityId, events: &mut impl EventSink) {
        self.depot_owner[city.0 as usize] = Some(seat);
        self.players[seat.index()].depots -= 1;
        events.push(Event::DepotPlaced { seat, city });
        if self.phase != Phase::PlacingDepots {
            return;
        }
        if seat == self.first_player {
            self.phase = Phase::Playing;
            self.step = TurnStep::Start;
            events.push(Event::PlayStarted {
                first: self.first_player,
            });
        } else {
            let n = self.players.len();
            self.current = Seat(((seat.index() + n - 1) % n) as u8);
        }
    }

    /// W4: takes each chosen warehouse, paying one depot from supply for each.
    pub(crate) fn collect(
        &mut self,
        seat: Seat,
        route: RouteId,
        cities: u8,
        events: &mut impl EventSink,
    ) {
        let r = route.route();
        for (bit, city) in [r.a, r.b].into_iter().enumerate() {
            if cities >> bit & 1 == 0 {
                continue;
            }
            let Some(owner) = self.depot_owner(city) else {
                continue;
            };
            let cards = std::mem::take(&mut self.players[owner.index()].warehouse);
            let p = &mut self.players[seat.index()];
            p.hand.add_all(&cards);
            p.depots -= 1;
            events.push(Event::WarehouseCollected {
                seat,
                city,
                owner,
                count: cards.total() as u8,
            });
        }
    }

    /// W7: 10 points to every player tied for the most depots left in supply.
    pub(crate) fn depot_bonus(&self, seat: Seat) -> i32 {
        if !self.config.depots {
            return 0;
        }
        let most = self.players.iter().map(|p| p.depots).max().unwrap_or(0);
        if self.players[seat.index()].depots == most {
            DEPOT_BONUS
        } else {
            0
        }
    }
}

/// Whether an action is the free depot placement (it neither ends the turn
/// nor counts as the turn's action).
pub(crate) fn is_free_action(a: &Action) -> bool {
    matches!(a, Action::PlaceDepot { .. })
}
