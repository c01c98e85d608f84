//! Applying an action: check everything first, then change the state, so an
//! illegal action changes nothing.
use crate::actions::Action;
use crate::cards::{CardColor, Hand, Payment};
use crate::config::*;
use crate::data::RouteId;
use crate::depots::is_free_action;
use crate::error::RuleError;
use crate::events::{Event, EventSink, NoEvents, PlayedOut};
use crate::state::{FinalRound, Game, Phase, Seat, TunnelAttempt, TurnStep};

// `apply`, `apply_into`, `is_legal`, `why_not`, `legal_actions`: both games'
// one way of applying, over this game's `check` (check.rs) and `perform` below.
europa_common::impl_rules!(Game, Seat, Action, Event, RuleError);

impl Game {
    /// [`Game::apply_into`] without the events, for a caller that reads
    /// none: the same checks, then the same changes.
    ///
    /// # Errors
    /// As [`Game::apply`]: the game is then exactly as it was.
    pub fn apply_quiet(&mut self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        self.check(seat, action)?;
        self.perform(seat, action, &mut NoEvents);
        Ok(())
    }

    /// [`Game::apply_quiet`] for a search's played-out games: the same
    /// checks and changes, but a game that ends is scored for its totals
    /// and winners alone ([`Game::played_out_scores`]), all the search's
    /// reward reads.
    pub(crate) fn apply_played_out(
        &mut self,
        seat: Seat,
        action: &Action,
    ) -> Result<(), RuleError> {
        self.check(seat, action)?;
        self.perform(seat, action, &mut PlayedOut);
        Ok(())
    }

    /// Carries out an action that `check` accepted, then refills empty
    /// face-up slots if the action made cards available again (E2).
    #[inline]
    pub(crate) fn perform(&mut self, seat: Seat, action: &Action, events: &mut impl EventSink) {
        self.perform_action(seat, action, events);
        self.refill_face_up(events);
    }

    fn perform_action(&mut self, seat: Seat, action: &Action, events: &mut impl EventSink) {
        let s = seat.index();
        // Placing depots changes nothing anybody can draw, claim or build.
        if *action != Action::Pass && !is_free_action(action) {
            self.passes_in_a_row = 0;
        }
        match *action {
            Action::KeepInitialTickets { keep } => self.keep_initial(seat, keep, events),
            Action::PlaceDepot { city } => self.place_depot(seat, city, events),
            Action::DrawBlindStoring { warehouse } => {
                self.store_top_card(seat, warehouse, events);
                self.draw_blind(seat, events);
            }
            Action::DrawFaceUpStoring { slot, warehouse } => {
                self.store_top_card(seat, warehouse, events);
                self.draw_face_up(seat, slot, events);
            }
            Action::CollectWarehouses { cities } => {
                if let TurnStep::Collecting { route } = self.step {
                    self.collect(seat, route, cities, events);
                }
                self.end_turn(events);
            }
            Action::DrawBlind => self.draw_blind(seat, events),
            Action::DrawFaceUp { slot } => self.draw_face_up(seat, slot, events),
            Action::ClaimRoute { route, payment } => {
                let r = route.route();
                let cards = payment.cards(r.length);
                self.players[s].hand.remove_all(&cards);
                if !r.tunnel {
                    self.discard_payment(payment, r.length);
                    self.complete_claim(seat, route, cards, events);
                    return self.after_claim(seat, route, events);
                }
                let (drawn, n) = self.reveal_tunnel_cards(events);
                let revealed = drawn.get(..n).unwrap_or_default();
                let extra = tunnel_extra(revealed, payment) as u8;
                // The event's list is built only for a caller that keeps it.
                if events.keeps() {
                    events.push(Event::TunnelRevealed {
                        seat,
                        route,
                        revealed: revealed.to_vec(),
                        extra,
                    });
                }
                if extra == 0 {
                    // Nothing more to pay.
                    self.discard_payment(payment, r.length);
                    self.discard.extend_from_slice(revealed);
                    self.complete_claim(seat, route, cards, events);
                    return self.after_claim(seat, route, events);
                }
                self.step = TurnStep::Tunnel(TunnelAttempt {
                    route,
                    payment,
                    paid: cards,
                    revealed: revealed.to_vec(),
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
                self.after_claim(seat, t.route, events);
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
                // The top `take` tickets in order, popped one by one: a
                // drain and an extend cost several times as much for three.
                let offer = &mut self.players[s].offer;
                for _ in 0..take {
                    offer.extend(self.ticket_deck.pop_front());
                }
                events.push(Event::TicketsDrawn {
                    seat,
                    count: take as u8,
                });
                self.step = TurnStep::ChoosingTickets;
            }
            Action::KeepTickets { keep } => {
                let p = &mut self.players[s];
                let mut kept = 0;
                for (i, &t) in p.offer.iter().enumerate() {
                    if keep >> i & 1 == 1 {
                        p.tickets.push(t);
                        kept += 1;
                    } else {
                        self.ticket_deck.push_back(t);
                    }
                }
                let offered = p.offer.len() as u8;
                // Cleared, not taken: the next draw reuses its allocation.
                p.offer.clear();
                events.push(Event::TicketsKept {
                    seat,
                    kept,
                    returned: offered - kept,
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

    // The draws are functions of their own, not `perform_action` again for
    // the storing draws: without the recursion `perform_action` is inlined
    // into its one caller.
    #[inline]
    fn draw_blind(&mut self, seat: Seat, events: &mut impl EventSink) {
        if let Some(card) = self.draw_card(events) {
            self.players[seat.index()].hand.add(card, 1);
            events.push(Event::DrewBlind {
                seat,
                card: Some(card),
            });
        }
        self.after_card_drawn(false, events);
    }

    #[inline]
    fn draw_face_up(&mut self, seat: Seat, slot: u8, events: &mut impl EventSink) {
        let slot = slot as usize;
        let Some(card) = self.face_up[slot].take() else {
            return;
        };
        self.players[seat.index()].hand.add(card, 1);
        events.push(Event::DrewFaceUp {
            seat,
            slot: slot as u8,
            card,
        });
        self.face_up[slot] = self.draw_card(events);
        // E1 applies after a refill: with nothing dealt into the slot
        // (deck and discard empty) there is none, and the row stays.
        if self.face_up[slot].is_some() || self.config.legacy_face_up_reset {
            self.check_face_up_reset(events);
        }
        self.after_card_drawn(card == CardColor::Locomotive, events);
    }

    fn keep_initial(&mut self, seat: Seat, keep: u8, events: &mut impl EventSink) {
        let rules = self.config.variant.rules();
        let p = &mut self.players[seat.index()];
        let stage = p.setup_stage;
        let discards = rules
            .setup
            .get(stage as usize)
            .map_or(SetupDiscards::LeaveGame, |s| s.discards);
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
        // The next stage's tickets, dealt face down at set-up, are now offered.
        p.setup_stage += 1;
        if let Some(next) = rules.setup.get(p.setup_stage as usize) {
            let n = ((next.long + next.regular) as usize).min(p.later_offer.len());
            p.offer = p.later_offer.drain(..n).collect();
        }
        events.push(Event::InitialTicketsKept {
            seat,
            stage,
            kept,
            returned: returned.len() as u8,
        });
        match discards {
            SetupDiscards::LeaveGame => self.boxed_tickets.extend(returned),
            // Gathered from every player and shuffled together below.
            SetupDiscards::UnderDeck => self.setup_returns.extend(returned),
        }
        if self.players.iter().all(|p| p.offer.is_empty()) {
            if !self.setup_returns.is_empty() {
                let mut returns = std::mem::take(&mut self.setup_returns);
                self.rng.shuffle(&mut returns);
                events.push(Event::SetupTicketsReturned {
                    count: returns.len() as u8,
                });
                self.ticket_deck.extend(returns);
            }
            self.step = TurnStep::Start;
            if self.config.depots {
                self.start_depot_round();
                events.push(Event::DepotRoundStarted {
                    first: self.current,
                });
            } else {
                self.phase = Phase::Playing;
                self.current = self.first_player;
                events.push(Event::PlayStarted {
                    first: self.first_player,
                });
            }
        }
    }

    /// After a claim is paid: W4's collection if a warehouse may be taken, else the turn ends.
    fn after_claim(&mut self, seat: Seat, route: RouteId, events: &mut impl EventSink) {
        if self.collectable(seat, route) != 0 {
            self.step = TurnStep::Collecting { route };
        } else {
            self.end_turn(events);
        }
    }

    fn after_card_drawn(&mut self, took_face_up_locomotive: bool, events: &mut impl EventSink) {
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

    fn complete_claim(
        &mut self,
        seat: Seat,
        route: RouteId,
        cards: Hand,
        events: &mut impl EventSink,
    ) {
        let r = route.route();
        let p = &mut self.players[seat.index()];
        p.trains -= r.length;
        p.route_points += r.points();
        p.routes.insert(route);
        self.route_owner[route.0 as usize] = Some(seat);
        // With 2–3 players every seat has the same closed routes: the turn
        // start's kept counts follow them, for callers that pick by index.
        if self.players.len() <= 3 && events.keeps_claim_counts() {
            let taken = self.taken();
            self.claim_counts.sync(taken);
        }
        events.push(Event::RouteClaimed {
            seat,
            route,
            cards,
            points: r.points(),
        });
    }

    fn end_turn(&mut self, events: &mut impl EventSink) {
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

    fn finish(&mut self, events: &mut impl EventSink) {
        self.step = TurnStep::Start;
        self.phase = Phase::GameOver;
        self.final_scores = Some(if events.totals_only() {
            self.played_out_scores()
        } else {
            self.compute_final_scores()
        });
        events.push(Event::GameOver);
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
