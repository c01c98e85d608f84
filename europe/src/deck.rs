//! The train-card piles: drawing with E2's reshuffle, E1's face-up reset,
//! E2's refill of empty face-up slots, tunnel reveals, discarding.
use crate::cards::{CardColor, Hand, Payment};
use crate::config::{FACE_UP_SLOTS, MAX_FACE_UP_RESETS};
use crate::events::{Event, EventSink};
use crate::state::{Game, Phase};

impl Game {
    pub(crate) fn discard_hand(&mut self, cards: &Hand) {
        for c in CardColor::ALL {
            for _ in 0..cards.count(c) {
                self.discard.push(c);
            }
        }
    }

    /// [`Self::discard_hand`] of a payment's cards (`payment.cards(total)`):
    /// its colour's, then its locomotives, the two kinds it can hold, in
    /// the same order (locomotives are the last kind).
    pub(crate) fn discard_payment(&mut self, payment: Payment, total: u8) {
        let cards = payment.cards(total);
        let loco = CardColor::Locomotive;
        if payment.color != loco {
            for _ in 0..cards.count(payment.color) {
                self.discard.push(payment.color);
            }
        }
        for _ in 0..cards.count(loco) {
            self.discard.push(loco);
        }
    }

    /// Takes the top card of the deck, reshuffling the discard pile into a new
    /// deck when the deck is empty (E2). `None` when both are empty (and W6
    /// brings nothing back). The common case, a card on the deck, inlined.
    #[inline]
    pub(crate) fn draw_card(&mut self, events: &mut impl EventSink) -> Option<CardColor> {
        match self.deck.pop() {
            Some(card) => Some(card),
            None => self.draw_card_from_empty_deck(events),
        }
    }

    /// [`Self::draw_card`] with the deck empty.
    #[inline(never)]
    fn draw_card_from_empty_deck(&mut self, events: &mut impl EventSink) -> Option<CardColor> {
        if self.deck.is_empty() && !self.discard.is_empty() {
            std::mem::swap(&mut self.deck, &mut self.discard);
            self.rng.shuffle(&mut self.deck);
            events.push(Event::DeckReshuffled {
                cards: self.deck.len() as u8,
            });
        }
        // W6: with both piles empty, the warehouses may come back as a deck.
        self.empty_warehouses_into_deck(events);
        self.deck.pop()
    }

    /// How many cards the deck holds for a blind draw, as a player counts
    /// them: the deck's own, or, with the deck empty, the discards the next
    /// draw shuffles into a new deck (E2), else the warehouses W6 would
    /// bring back. "Deck 0" on a deck that still draws told a player the
    /// cards were spent.
    pub fn deck_to_draw(&self) -> u32 {
        if !self.deck.is_empty() {
            self.deck.len() as u32
        } else if !self.discard.is_empty() {
            self.discard.len() as u32
        } else {
            self.w6_cards()
        }
    }

    /// E1: while 3 or more face-up cards are locomotives, discard all five and
    /// deal five new ones, at most `MAX_FACE_UP_RESETS` times in a row.
    #[inline]
    pub(crate) fn check_face_up_reset(&mut self, events: &mut impl EventSink) {
        // Fewer than 3 locomotives, as after most draws: no reset.
        let locos = self
            .face_up
            .iter()
            .filter(|c| **c == Some(CardColor::Locomotive));
        if locos.count() < 3 {
            return;
        }
        self.reset_face_up(events);
    }

    /// [`Self::check_face_up_reset`] once 3 or more are locomotives.
    #[inline(never)]
    fn reset_face_up(&mut self, events: &mut impl EventSink) {
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

    /// E7: up to 3 cards from the deck (reshuffling if needed): the first
    /// `n` of the array (on the stack: most tunnels cost nothing more, and
    /// their cards go straight to the discard pile).
    pub(crate) fn reveal_tunnel_cards(
        &mut self,
        events: &mut impl EventSink,
    ) -> ([CardColor; 3], usize) {
        let mut revealed = [CardColor::Locomotive; 3];
        let mut n = 0;
        for slot in &mut revealed {
            match self.draw_card(events) {
                Some(c) => *slot = c,
                None => break,
            }
            n += 1;
        }
        (revealed, n)
    }

    /// E2: an empty face-up slot is refilled as soon as cards are available
    /// again, at the end of the action that made them available; E1 then
    /// applies as after any refill.
    pub(crate) fn refill_face_up(&mut self, events: &mut impl EventSink) {
        // Every slot full, as after most actions: nothing to walk.
        if self.phase == Phase::GameOver || !self.face_up.contains(&None) {
            return;
        }
        let mut refilled = false;
        for slot in 0..FACE_UP_SLOTS {
            if self.face_up[slot].is_none() && self.can_draw_blind() {
                self.face_up[slot] = self.draw_card(events);
                refilled = true;
            }
        }
        if refilled {
            self.check_face_up_reset(events);
        }
    }
}
