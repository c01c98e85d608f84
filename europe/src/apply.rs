//! Applying an action: check everything first, then change the state, so an
//! illegal action changes nothing.
use crate::actions::{Action, check_payment};
use crate::cards::{CardColor, Hand, Payment};
use crate::config::*;
use crate::data::{NUM_CITIES, NUM_ROUTES, RouteId};
use crate::error::{Moment, RuleError};
use crate::events::Event;
use crate::state::{FinalRound, Game, Phase, Seat, TunnelAttempt, TurnStep};

impl Game {
    /// Applies `action` for `seat` and returns what happened.
    ///
    /// # Errors
    /// A [`RuleError`] saying why the action is not allowed now; the game is
    /// then exactly as it was.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }

    /// Like [`Game::apply`], appending events to a reused buffer.
    ///
    /// # Errors
    /// As [`Game::apply`].
    pub fn apply_into(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.check(seat, action)?;
        self.perform(seat, action, events);
        Ok(())
    }

    /// Every check `apply` makes, in a fixed order: game over, phase, seat,
    /// moment of the turn, then the action itself. Changes nothing.
    pub(crate) fn check(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        if self.phase == Phase::GameOver {
            return Err(RuleError::GameOver);
        }
        let Some(player) = self.players.get(seat.index()) else {
            return Err(RuleError::NotYourTurn {
                seat,
                expected: self.current,
            });
        };
        if self.phase == Phase::InitialTickets {
            let Action::KeepInitialTickets { keep } = *action else {
                return Err(RuleError::WrongMoment {
                    expected: Moment::InitialTickets,
                });
            };
            if player.offer.is_empty() {
                return Err(RuleError::NoSuchTicketChoice);
            }
            let min = self.config.variant.rules().setup_min_keep;
            return check_keep(keep, player.offer.len(), min);
        }
        if seat != self.current {
            return Err(RuleError::NotYourTurn {
                seat,
                expected: self.current,
            });
        }
        let wrong = || {
            Err(RuleError::WrongMoment {
                expected: self.moment(),
            })
        };
        match (*action, &self.step) {
            (Action::KeepInitialTickets { .. }, _) => wrong(),
            (Action::DrawBlind, TurnStep::Start | TurnStep::SecondCard) => {
                if self.can_draw_blind() {
                    Ok(())
                } else {
                    Err(RuleError::NoCardsToDraw)
                }
            }
            (Action::DrawFaceUp { slot }, TurnStep::Start | TurnStep::SecondCard) => {
                let card = self
                    .face_up
                    .get(slot as usize)
                    .ok_or(RuleError::NoSuchSlot { slot })?
                    .ok_or(RuleError::EmptySlot { slot })?;
                if card == CardColor::Locomotive && self.step == TurnStep::SecondCard {
                    return Err(RuleError::LocomotiveAsSecondCard);
                }
                Ok(())
            }
            (Action::ClaimRoute { route, payment }, TurnStep::Start) => {
                if route.0 as usize >= NUM_ROUTES {
                    return Err(RuleError::NoSuchRoute { route });
                }
                if let Some(e) = self.route_blocked(seat, route) {
                    return Err(e);
                }
                let r = route.route();
                if let Some(required) = r.color
                    && !payment.is_all_locomotives()
                    && payment.color != required
                {
                    return Err(RuleError::WrongColor { route, required });
                }
                let locos = payment.cards(r.length).count(CardColor::Locomotive);
                if locos < r.locomotives {
                    return Err(RuleError::FerryNeedsLocomotives {
                        route,
                        needed: r.locomotives,
                    });
                }
                check_payment(&player.hand, payment, r.length, r.locomotives).map(|_| ())
            }
            (Action::PayTunnel { payment }, TurnStep::Tunnel(t)) => {
                let allowed = if t.payment.is_all_locomotives() {
                    CardColor::Locomotive
                } else {
                    t.payment.color
                };
                if !payment.is_all_locomotives() && payment.color != allowed {
                    return Err(RuleError::TunnelWrongColor { allowed });
                }
                check_payment(&player.hand, payment, t.extra, 0).map(|_| ())
            }
            (Action::DeclineTunnel, TurnStep::Tunnel(_)) => Ok(()),
            (Action::DrawTickets, TurnStep::Start) => {
                if self.ticket_deck.is_empty() {
                    Err(RuleError::NoTicketsLeft)
                } else {
                    Ok(())
                }
            }
            (Action::KeepTickets { keep }, TurnStep::ChoosingTickets) => {
                check_keep(keep, player.offer.len(), 1)
            }
            (Action::BuildStation { city, payment }, TurnStep::Start) => {
                if city.0 as usize >= NUM_CITIES {
                    return Err(RuleError::NoSuchCity { city });
                }
                if player.stations_built >= STATIONS_PER_PLAYER {
                    return Err(RuleError::NoStationsLeft);
                }
                if self.station_owner[city.0 as usize].is_some() {
                    return Err(RuleError::CityHasStation { city });
                }
                check_payment(&player.hand, payment, player.stations_built + 1, 0).map(|_| ())
            }
            (Action::Pass, TurnStep::Start) => {
                let mut any = Vec::new();
                self.legal_actions_into(seat, &mut any);
                if any == [Action::Pass] {
                    Ok(())
                } else {
                    Err(RuleError::PassNotAllowed)
                }
            }
            _ => wrong(),
        }
    }

    /// Carries out an action that `check` accepted.
    fn perform(&mut self, seat: Seat, action: &Action, events: &mut Vec<Event>) {
        let s = seat.index();
        if *action != Action::Pass {
            self.passes_in_a_row = 0;
        }
        match *action {
            Action::KeepInitialTickets { keep } => self.keep_initial(seat, keep, events),
            Action::DrawBlind => {
                if let Some(card) = self.draw_card(events) {
                    self.players[s].hand.add(card, 1);
                    events.push(Event::DrewBlind {
                        seat,
                        card: Some(card),
                    });
                }
                self.after_card_drawn(false, events);
            }
            Action::DrawFaceUp { slot } => {
                let slot = slot as usize;
                let Some(card) = self.face_up[slot].take() else {
                    return;
                };
                self.players[s].hand.add(card, 1);
                events.push(Event::DrewFaceUp {
                    seat,
                    slot: slot as u8,
                    card,
                });
                self.face_up[slot] = self.draw_card(events);
                self.check_face_up_reset(events);
                self.after_card_drawn(card == CardColor::Locomotive, events);
            }
            Action::ClaimRoute { route, payment } => {
                let r = route.route();
                let cards = payment.cards(r.length);
                self.players[s].hand.remove_all(&cards);
                if !r.tunnel {
                    self.discard_hand(&cards);
                    self.complete_claim(seat, route, cards, events);
                    return self.end_turn(events);
                }
                let revealed = self.reveal_tunnel_cards(events);
                let extra = tunnel_extra(&revealed, payment) as u8;
                events.push(Event::TunnelRevealed {
                    seat,
                    route,
                    revealed: revealed.clone(),
                    extra,
                });
                if extra == 0 {
                    self.discard_hand(&cards);
                    self.discard.extend_from_slice(&revealed);
                    self.complete_claim(seat, route, cards, events);
                    return self.end_turn(events);
                }
                self.step = TurnStep::Tunnel(TunnelAttempt {
                    route,
                    payment,
                    paid: cards,
                    revealed,
                    extra,
                });
            }
            Action::PayTunnel { payment } => {
                let TurnStep::Tunnel(t) = std::mem::replace(&mut self.step, TurnStep::Start) else {
                    return;
                };
                let extra_cards = payment.cards(t.extra);
                self.players[s].hand.remove_all(&extra_cards);
                let mut all = t.paid;
                all.add_all(&extra_cards);
                self.discard_hand(&all);
                self.discard.extend_from_slice(&t.revealed);
                self.complete_claim(seat, t.route, all, events);
                self.end_turn(events);
            }
            Action::DeclineTunnel => {
                let TurnStep::Tunnel(t) = std::mem::replace(&mut self.step, TurnStep::Start) else {
                    return;
                };
                self.players[s].hand.add_all(&t.paid);
                self.discard.extend_from_slice(&t.revealed);
                events.push(Event::TunnelDeclined {
                    seat,
                    route: t.route,
                });
                self.end_turn(events);
            }
            Action::DrawTickets => {
                let n = self.config.variant.rules().draw_in_play as usize;
                let take = n.min(self.ticket_deck.len());
                let drawn = self.ticket_deck.drain(..take);
                self.players[s].offer.extend(drawn);
                events.push(Event::TicketsDrawn {
                    seat,
                    count: take as u8,
                });
                self.step = TurnStep::ChoosingTickets;
            }
            Action::KeepTickets { keep } => {
                let p = &mut self.players[s];
                let offer = std::mem::take(&mut p.offer);
                let mut kept = 0;
                for (i, t) in offer.iter().enumerate() {
                    if keep >> i & 1 == 1 {
                        p.tickets.push(*t);
                        kept += 1;
                    } else {
                        self.ticket_deck.push_back(*t);
                    }
                }
                events.push(Event::TicketsKept {
                    seat,
                    kept,
                    returned: offer.len() as u8 - kept,
                });
                self.end_turn(events);
            }
            Action::BuildStation { city, payment } => {
                let p = &mut self.players[s];
                let cards = payment.cards(p.stations_built + 1);
                p.hand.remove_all(&cards);
                p.stations_built += 1;
                self.discard_hand(&cards);
                self.station_owner[city.0 as usize] = Some(seat);
                events.push(Event::StationBuilt { seat, city, cards });
                self.end_turn(events);
            }
            Action::Pass => {
                events.push(Event::Passed { seat });
                self.passes_in_a_row += 1;
                if self.passes_in_a_row as usize >= self.players.len() {
                    // Nobody can do anything, and passing changes nothing: the game could never end.
                    return self.finish(events);
                }
                self.end_turn(events);
            }
        }
    }

    fn keep_initial(&mut self, seat: Seat, keep: u8, events: &mut Vec<Event>) {
        let discards = self.config.variant.rules().setup_discards;
        let p = &mut self.players[seat.index()];
        let offer = std::mem::take(&mut p.offer);
        let mut returned = Vec::new();
        for (i, t) in offer.iter().enumerate() {
            if keep >> i & 1 == 1 {
                p.tickets.push(*t);
            } else {
                returned.push(*t);
            }
        }
        let kept = (offer.len() - returned.len()) as u8;
        events.push(Event::InitialTicketsKept {
            seat,
            kept,
            returned: returned.len() as u8,
        });
        match discards {
            SetupDiscards::LeaveGame => self.boxed_tickets.extend(returned),
            SetupDiscards::UnderDeck => {
                self.rng.shuffle(&mut returned);
                self.ticket_deck.extend(returned);
            }
        }
        if self.players.iter().all(|p| p.offer.is_empty()) {
            self.phase = Phase::Playing;
            self.step = TurnStep::Start;
            self.current = self.first_player;
            events.push(Event::PlayStarted {
                first: self.first_player,
            });
        }
    }

    fn after_card_drawn(&mut self, took_face_up_locomotive: bool, events: &mut Vec<Event>) {
        if self.step == TurnStep::SecondCard || took_face_up_locomotive {
            return self.end_turn(events);
        }
        self.step = TurnStep::SecondCard;
        // E3: if no second card can legally be taken, the turn ends here.
        let any_face_up = self
            .face_up
            .iter()
            .any(|c| matches!(c, Some(c) if *c != CardColor::Locomotive));
        if !any_face_up && !self.can_draw_blind() {
            self.end_turn(events);
        }
    }

    fn complete_claim(&mut self, seat: Seat, route: RouteId, cards: Hand, events: &mut Vec<Event>) {
        let r = route.route();
        let p = &mut self.players[seat.index()];
        p.trains -= r.length;
        p.route_points += r.points();
        p.routes.insert(route);
        self.route_owner[route.0 as usize] = Some(seat);
        events.push(Event::RouteClaimed {
            seat,
            route,
            cards,
            points: r.points(),
        });
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.current;
        self.step = TurnStep::Start;
        self.turns += 1;
        match &mut self.final_round {
            Some(f) => {
                f.turns_left = f.turns_left.saturating_sub(1);
                if f.turns_left == 0 {
                    return self.finish(events);
                }
            }
            None => {
                if self.players[seat.index()].trains <= END_TRIGGER_TRAINS {
                    // E11: every player, the trigger included, plays exactly one more turn.
                    self.final_round = Some(FinalRound {
                        trigger: seat,
                        turns_left: self.players.len() as u8,
                    });
                    events.push(Event::FinalRoundStarted { trigger: seat });
                }
            }
        }
        let next = Seat(((seat.index() + 1) % self.players.len()) as u8);
        self.current = next;
        events.push(Event::TurnEnded { seat, next });
    }

    fn finish(&mut self, events: &mut Vec<Event>) {
        self.step = TurnStep::Start;
        self.phase = Phase::GameOver;
        self.final_scores = Some(self.compute_final_scores());
        events.push(Event::GameOver);
    }

    fn discard_hand(&mut self, cards: &Hand) {
        for c in CardColor::ALL {
            for _ in 0..cards.count(c) {
                self.discard.push(c);
            }
        }
    }

    /// Takes the top card of the deck, reshuffling the discard pile into a new
    /// deck when the deck is empty (E2). `None` when both are empty.
    pub(crate) fn draw_card(&mut self, events: &mut Vec<Event>) -> Option<CardColor> {
        if self.deck.is_empty() && !self.discard.is_empty() {
            std::mem::swap(&mut self.deck, &mut self.discard);
            self.rng.shuffle(&mut self.deck);
            events.push(Event::DeckReshuffled {
                cards: self.deck.len() as u8,
            });
        }
        self.deck.pop()
    }

    /// E1: while 3 or more face-up cards are locomotives, discard all five and
    /// deal five new ones, at most `MAX_FACE_UP_RESETS` times in a row.
    pub(crate) fn check_face_up_reset(&mut self, events: &mut Vec<Event>) {
        for _ in 0..MAX_FACE_UP_RESETS {
            let locos = self
                .face_up
                .iter()
                .filter(|c| **c == Some(CardColor::Locomotive))
                .count();
            if locos < 3 {
                return;
            }
            let old = self.face_up;
            self.discard.extend(old.iter().flatten());
            events.push(Event::FaceUpReset { discarded: old });
            for slot in 0..FACE_UP_SLOTS {
                self.face_up[slot] = self.draw_card(events);
            }
        }
    }

    /// E7: up to 3 cards from the deck (reshuffling if needed).
    fn reveal_tunnel_cards(&mut self, events: &mut Vec<Event>) -> Vec<CardColor> {
        let mut revealed = Vec::with_capacity(3);
        for _ in 0..3 {
            match self.draw_card(events) {
                Some(c) => revealed.push(c),
                None => break,
            }
        }
        revealed
    }
}

/// E7: each revealed card of the paid colour, or locomotive, costs one more
/// card; a route paid with locomotives only counts only revealed locomotives.
pub fn tunnel_extra(revealed: &[CardColor], payment: Payment) -> usize {
    revealed
        .iter()
        .filter(|&&c| {
            c == CardColor::Locomotive || (!payment.is_all_locomotives() && c == payment.color)
        })
        .count()
}

fn check_keep(keep: u8, offered: usize, min: u8) -> Result<(), RuleError> {
    if offered == 0 || (keep as u32) >> offered != 0 {
        return Err(RuleError::NoSuchTicketChoice);
    }
    let min = min.min(offered as u8);
    if (keep.count_ones() as u8) < min {
        return Err(RuleError::KeepAtLeast { min });
    }
    Ok(())
}
