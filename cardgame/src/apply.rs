//! Applying an action: check everything first, then change the state, so a
//! refused action leaves the game exactly as it was.
use crate::actions::Action;
use crate::config::{FACE_UP_SLOTS, SECOND_ROUND_CARDS};
use crate::error::{Moment, RuleError};
use crate::events::{Event, RowEnds};
use crate::scoring::match_pile;
use crate::state::{Game, LastRound, Phase, Row, Seat, TurnStep};
use europa_common::CardColor;

// `apply`, `apply_into`, `is_legal`, `why_not`, `legal_actions`: both games'
// one way of applying, over this game's `check` and `perform` below.
europa_common::impl_rules!(Game, Seat, Action, Event, RuleError);

impl Game {
    /// [`Game::apply_into`] for a caller that reads no events: the same
    /// checks and changes, the events dropped.
    ///
    /// # Errors
    /// As [`Game::apply`]: the game is then exactly as it was.
    pub fn apply_quiet(&mut self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        self.apply_into(seat, action, &mut Vec::new())
    }

    // Inlined into `apply_into`: a call returning the large `Result` costs a
    // few dozen instructions a move.
    #[inline(always)]
    pub(crate) fn check(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        if self.phase == Phase::GameOver {
            return Err(RuleError::GameOver);
        }
        let p = self
            .players
            .get(seat.index())
            .ok_or(RuleError::NoSuchSeat { seat })?;
        if self.phase == Phase::InitialTickets {
            let Action::KeepInitialTickets { keep } = *action else {
                return Err(RuleError::WrongMoment {
                    expected: Moment::InitialTickets,
                });
            };
            if p.offer.is_empty() {
                let expected = self.first_acting_seat().unwrap_or(seat);
                return Err(RuleError::NotYourTurn { seat, expected });
            }
            if u32::from(keep) >= 1 << p.offer.len() {
                return Err(RuleError::NoSuchTicketChoice);
            }
            if keep == 0 {
                return Err(RuleError::KeepAtLeast { min: 1 });
            }
            return Ok(());
        }
        if seat != self.current {
            return Err(RuleError::NotYourTurn {
                seat,
                expected: self.current,
            });
        }
        let wrong = Err(RuleError::WrongMoment {
            expected: self.moment(),
        });
        match (self.step, *action) {
            (TurnStep::Start | TurnStep::SecondCard, Action::DrawFaceUp { slot }) => {
                let card = self
                    .face_up
                    .get(slot as usize)
                    .ok_or(RuleError::NoSuchSlot { slot })?
                    .ok_or(RuleError::EmptySlot { slot })?;
                if self.step == TurnStep::SecondCard && card == CardColor::Locomotive {
                    return Err(RuleError::LocomotiveAsSecondCard);
                }
                Ok(())
            }
            (TurnStep::Start | TurnStep::SecondCard, Action::DrawBlind) => {
                if self.deck.is_empty() {
                    Err(RuleError::NoCardsToDraw)
                } else {
                    Ok(())
                }
            }
            (
                TurnStep::Start,
                Action::PlayGroup {
                    color,
                    cards,
                    locomotives,
                },
            ) => self.check_group(seat, color, cards, locomotives),
            (TurnStep::Start, Action::PlayThree { colors }) => self.check_three(seat, colors),
            (TurnStep::Start, Action::DrawTickets) => {
                if self.ticket_deck.is_empty() {
                    Err(RuleError::NoTicketsLeft)
                } else {
                    Ok(())
                }
            }
            (TurnStep::Start, Action::Pass) => {
                if self.legal_actions(seat) == [Action::Pass] {
                    Ok(())
                } else {
                    Err(RuleError::PassNotAllowed)
                }
            }
            (TurnStep::ChoosingTickets, Action::KeepTickets { keep }) => {
                if u32::from(keep) >= 1 << p.offer.len() {
                    Err(RuleError::NoSuchTicketChoice)
                } else {
                    Ok(())
                }
            }
            _ => wrong,
        }
    }

    fn check_group(
        &self,
        seat: Seat,
        color: CardColor,
        cards: u8,
        locomotives: u8,
    ) -> Result<(), RuleError> {
        let hand = &self.players[seat.index()].hand;
        if color == CardColor::Locomotive || cards == 0 {
            return Err(RuleError::GroupNeedsColor);
        }
        let played = cards.saturating_add(locomotives);
        if played < 2 {
            return Err(RuleError::GroupTooSmall { played });
        }
        for (c, needed) in [(color, cards), (CardColor::Locomotive, locomotives)] {
            if hand.count(c) < needed {
                return Err(RuleError::NotEnoughCards {
                    color: c,
                    needed,
                    held: hand.count(c),
                });
            }
        }
        if self.players[seat.index()].row(color).is_some() {
            return Err(RuleError::ColorInOwnRailyard { color });
        }
        for (i, p) in self.players.iter().enumerate() {
            if let Some(r) = p.row(color)
                && r.len() >= played
            {
                return Err(RuleError::CannotRob {
                    color,
                    victim: Seat(i as u8),
                    row: r.len(),
                    played,
                });
            }
        }
        Ok(())
    }

    fn check_three(&self, seat: Seat, colors: [CardColor; 3]) -> Result<(), RuleError> {
        let ordered = colors[0] < colors[1] && colors[1] < colors[2];
        if !ordered || colors[2] == CardColor::Locomotive {
            return Err(RuleError::NotThreeColors);
        }
        let hand = &self.players[seat.index()].hand;
        for c in colors {
            if hand.count(c) == 0 {
                return Err(RuleError::NotEnoughCards {
                    color: c,
                    needed: 1,
                    held: 0,
                });
            }
        }
        // One pass over the railyards for all three colours; the owner is
        // looked up only when refusing.
        let wanted = colors.iter().fold(0u16, |m, c| m | 1 << c.index());
        let taken = self
            .players
            .iter()
            .flat_map(|p| &p.railyard)
            .fold(0u16, |m, r| m | 1 << r.color.index());
        if wanted & taken != 0 {
            for c in colors {
                if let Some((owner, _)) = self.largest_row(c, None) {
                    return Err(RuleError::ThreeColorsInRailyard { color: c, owner });
                }
            }
        }
        Ok(())
    }

    fn perform(&mut self, seat: Seat, action: &Action, events: &mut Vec<Event>) {
        let s = seat.index();
        match *action {
            Action::KeepInitialTickets { keep } => {
                // C1: the rest are shuffled back into the ticket deck.
                let (kept, returned) = self.split_offer(s, keep);
                self.ticket_deck.make_contiguous();
                let (deck, _) = self.ticket_deck.as_mut_slices();
                self.rng.shuffle(deck);
                events.push(Event::InitialTicketsKept {
                    seat,
                    kept,
                    returned,
                });
                if self.players.iter().all(|p| p.offer.is_empty()) {
                    self.phase = Phase::Playing;
                    self.step = TurnStep::Start;
                    events.push(Event::PlayStarted {
                        first: self.current,
                    });
                }
            }
            Action::DrawFaceUp { slot } => {
                let card = self.face_up[slot as usize]
                    .take()
                    .unwrap_or(CardColor::Locomotive);
                self.players[s].hand.add(card, 1);
                // C3: the slot is refilled at once; a third locomotive resets nothing.
                let refill = self.deck.pop();
                self.face_up[slot as usize] = refill;
                events.push(Event::DrewFaceUp {
                    seat,
                    slot,
                    card,
                    refill,
                });
                self.note_deck(events);
                let counts_two = card == CardColor::Locomotive;
                self.after_draw(counts_two, events);
            }
            Action::DrawBlind => {
                let card = self.deck.pop();
                if let Some(c) = card {
                    self.players[s].hand.add(c, 1);
                }
                events.push(Event::DrewBlind { seat, card });
                self.note_deck(events);
                self.after_draw(false, events);
            }
            Action::PlayGroup {
                color,
                cards,
                locomotives,
            } => {
                let hand = &mut self.players[s].hand;
                hand.remove(color, cards);
                hand.remove(CardColor::Locomotive, locomotives);
                events.push(Event::PlayedGroup {
                    seat,
                    color,
                    cards,
                    locomotives,
                });
                for v in 0..self.players.len() {
                    let Some(i) = self.players[v]
                        .railyard
                        .iter()
                        .position(|r| r.color == color)
                    else {
                        continue;
                    };
                    let row = self.players[v].railyard.remove(i);
                    self.discard
                        .extend(std::iter::repeat_n(color, row.cards as usize));
                    self.discard.extend(std::iter::repeat_n(
                        CardColor::Locomotive,
                        row.locomotives as usize,
                    ));
                    events.push(Event::Robbed {
                        thief: seat,
                        victim: Seat(v as u8),
                        color,
                        cards: row.cards,
                        locomotives: row.locomotives,
                    });
                }
                self.players[s].railyard.push(Row {
                    color,
                    locomotives,
                    cards,
                });
                self.end_turn(events);
            }
            Action::PlayThree { colors } => {
                for color in colors {
                    self.players[s].hand.remove(color, 1);
                    self.players[s].railyard.push(Row {
                        color,
                        locomotives: 0,
                        cards: 1,
                    });
                }
                events.push(Event::PlayedThree { seat, colors });
                self.end_turn(events);
            }
            Action::DrawTickets => {
                let n = self.ticket_deck.len().min(crate::config::DRAW_TICKETS);
                // The offer is empty between choices: reuse its room.
                let offer = &mut self.players[s].offer;
                offer.clear();
                // One ticket at a time: a draining iterator over the deque
                // cost several times the few moves.
                for _ in 0..n {
                    if let Some(t) = self.ticket_deck.pop_front() {
                        offer.push(t);
                    }
                }
                self.step = TurnStep::ChoosingTickets;
                events.push(Event::TicketsDrawn {
                    seat,
                    count: n as u8,
                });
            }
            Action::KeepTickets { keep } => {
                // C3: the rest go under the ticket deck.
                let (kept, returned) = self.split_offer(s, keep);
                events.push(Event::TicketsKept {
                    seat,
                    kept,
                    returned,
                });
                self.end_turn(events);
            }
            Action::Pass => {
                events.push(Event::Passed { seat });
                self.end_turn(events);
            }
        }
    }

    /// Moves the kept part of seat `s`'s offer to its tickets and the rest
    /// to the bottom of the ticket deck, in offer order; returns how many
    /// were kept and returned. No Vec is built: this runs every ticket draw.
    fn split_offer(&mut self, s: usize, keep: u8) -> (u8, u8) {
        let p = &mut self.players[s];
        let (mut kept, mut returned) = (0, 0);
        for (i, &t) in p.offer.iter().enumerate() {
            if keep >> i & 1 == 1 {
                p.tickets.push(t);
                kept += 1;
            } else {
                self.ticket_deck.push_back(t);
                returned += 1;
            }
        }
        p.offer.clear();
        (kept, returned)
    }

    /// After a card is drawn: the turn ends after two, after a face-up
    /// locomotive, or when no second card can be taken (C3, C5).
    fn after_draw(&mut self, counts_two: bool, events: &mut Vec<Event>) {
        if self.step == TurnStep::SecondCard || counts_two {
            self.end_turn(events);
            return;
        }
        self.step = TurnStep::SecondCard;
        let any_face_up = self
            .face_up
            .iter()
            .any(|c| matches!(c, Some(c) if *c != CardColor::Locomotive));
        if !any_face_up && self.deck.is_empty() {
            self.end_turn(events);
        }
    }

    /// C5: the deck just ran out; this turn and one more for everyone.
    fn note_deck(&mut self, events: &mut Vec<Event>) {
        if self.deck.is_empty() && self.last_round.is_none() && self.phase == Phase::Playing {
            self.last_round = Some(LastRound {
                trigger: self.current,
                turns_left: self.players.len() as u8 + 1,
            });
            events.push(Event::LastRoundStarted {
                trigger: self.current,
            });
        }
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.current;
        self.players[seat.index()].turns_played += 1;
        self.turns += 1;
        self.step = TurnStep::Start;
        if let Some(lr) = &mut self.last_round {
            lr.turns_left -= 1;
            if lr.turns_left == 0 {
                self.end_round(events);
                return;
            }
        }
        let next = Seat(((seat.index() + 1) % self.players.len()) as u8);
        self.current = next;
        events.push(Event::TurnEnded { seat, next });
        self.begin_turn(events);
    }

    /// Phase 1 (C2): the end card of every row goes onto On the Track,
    /// except on the player's first turn.
    fn begin_turn(&mut self, events: &mut Vec<Event>) {
        let seat = self.current;
        let p = &mut self.players[seat.index()];
        if p.turns_played == 0 || p.railyard.is_empty() {
            return;
        }
        let mut moved = RowEnds::default();
        // Cards go onto the pile as they leave their rows, and the rows are
        // filtered only when one ran out: a call to copy a few bytes and a
        // pass over the rows cost more than the move itself.
        let mut emptied = false;
        for row in &mut p.railyard {
            let card = row.last();
            if card == CardColor::Locomotive {
                row.locomotives -= 1;
            } else {
                row.cards -= 1;
            }
            emptied |= row.is_empty();
            moved.push(card);
            p.on_track.push(card);
        }
        if emptied {
            p.railyard.retain(|r| !r.is_empty());
        }
        events.push(Event::MovedOnTrack { seat, cards: moved });
    }

    fn end_round(&mut self, events: &mut Vec<Event>) {
        if self.players.len() == 4 && self.round == 1 {
            self.first_scoring(events);
            return;
        }
        self.final_scores = Some(self.compute_final_scores());
        self.phase = Phase::GameOver;
        events.push(Event::GameOver);
    }

    /// C7: score completed tickets, keep hands and the other tickets,
    /// shuffle every other card into a new deck and deal 4 to each.
    fn first_scoring(&mut self, events: &mut Vec<Event>) {
        let mut completed = Vec::new();
        let mut points = Vec::new();
        for p in &mut self.players {
            let results = match_pile(&p.on_track, &p.tickets, false);
            let done: Vec<_> = results
                .iter()
                .filter(|r| r.completed)
                .map(|r| r.ticket)
                .collect();
            p.tickets.retain(|t| !done.contains(t));
            p.completed.extend(&done);
            points.push(results.iter().map(|r| r.points).sum());
            completed.push(done);
            p.first_scoring = results;
            self.deck.append(&mut p.on_track);
            for r in p.railyard.drain(..) {
                self.deck
                    .extend(std::iter::repeat_n(r.color, r.cards as usize));
                self.deck.extend(std::iter::repeat_n(
                    CardColor::Locomotive,
                    r.locomotives as usize,
                ));
            }
        }
        events.push(Event::FirstScoring { completed, points });
        self.deck.append(&mut self.discard);
        self.deck
            .extend(self.face_up.iter_mut().filter_map(Option::take));
        self.rng.shuffle(&mut self.deck);
        let mut dealt = 0;
        for _ in 0..SECOND_ROUND_CARDS {
            if self.deck.len() < self.players.len() {
                break;
            }
            for p in &mut self.players {
                if let Some(c) = self.deck.pop() {
                    p.hand.add(c, 1);
                }
            }
            dealt += 1;
        }
        for slot in 0..FACE_UP_SLOTS {
            self.face_up[slot] = self.deck.pop();
        }
        self.round = 2;
        self.last_round = None;
        let last = self.current;
        let first = Seat(((last.index() + 1) % self.players.len()) as u8);
        self.current = first;
        self.step = TurnStep::Start;
        events.push(Event::SecondRoundStarted { first, dealt });
        if self.deck.is_empty() {
            // Nothing left to draw: everyone has just one turn.
            self.last_round = Some(LastRound {
                trigger: first,
                turns_left: self.players.len() as u8,
            });
            events.push(Event::LastRoundStarted { trigger: first });
        }
        self.begin_turn(events);
    }
}
