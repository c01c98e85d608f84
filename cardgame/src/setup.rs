//! Dealing a new game (C1).
use crate::config::{
    CARDS_PER_COLOR, FACE_UP_SLOTS, GameConfig, LOCOMOTIVES, MAX_PLAYERS, MIN_PLAYERS,
    SETUP_TICKETS, STARTING_HAND,
};
use crate::data::TicketId;
use crate::error::ConfigError;
use crate::state::{FORMAT_VERSION, Game, Phase, PlayerState, Seat, TurnStep};
use europa_common::cards::train_deck;
use europa_common::{CardColor, GameRng, Hand};
use std::collections::VecDeque;

impl Game {
    /// Deals a new game: one locomotive and 7 cards to each player, 5 cards
    /// face up, 6 tickets to each player to choose from.
    ///
    /// ```
    /// use cardgame_engine::{Game, GameConfig, Seat};
    /// let game = Game::new(GameConfig::new(3, 42)).unwrap();
    /// assert_eq!(game.acting_seats(), vec![Seat(0), Seat(1), Seat(2)]);
    /// ```
    ///
    /// # Errors
    /// A player count outside 2–4, or a first player not at the table.
    pub fn new(config: GameConfig) -> Result<Game, ConfigError> {
        let n = config.players;
        europa_common::check_seating(n, config.first_player, MIN_PLAYERS, MAX_PLAYERS)?;
        let mut rng = GameRng::new(config.seed);
        let mut deck = train_deck(CARDS_PER_COLOR, LOCOMOTIVES - n);
        rng.shuffle(&mut deck);
        let mut tickets: Vec<TicketId> = TicketId::all().collect();
        rng.shuffle(&mut tickets);
        let mut tickets: VecDeque<TicketId> = tickets.into();
        let mut players = Vec::with_capacity(n as usize);
        for _ in 0..n {
            let mut hand = Hand::default();
            hand.add(CardColor::Locomotive, 1);
            for _ in 0..STARTING_HAND {
                if let Some(c) = deck.pop() {
                    hand.add(c, 1);
                }
            }
            // One ticket at a time: a draining iterator over the deque cost
            // several times the few moves.
            let mut offer = Vec::with_capacity(SETUP_TICKETS);
            for _ in 0..SETUP_TICKETS {
                if let Some(t) = tickets.pop_front() {
                    offer.push(t);
                }
            }
            // Room for a whole game up front (capacity is not saved): each
            // doubling of these Vecs was an allocation and a copy.
            players.push(PlayerState {
                hand,
                tickets: Vec::with_capacity(16),
                offer,
                railyard: Vec::with_capacity(CardColor::COLORS.len()),
                on_track: Vec::with_capacity(64),
                turns_played: 0,
                completed: Vec::new(),
                first_scoring: Vec::new(),
            });
        }
        let mut face_up = [None; FACE_UP_SLOTS];
        for slot in &mut face_up {
            *slot = deck.pop();
        }
        let current = match config.first_player {
            Some(s) => s,
            None => Seat(rng.below(n as usize) as u8),
        };
        Ok(Game {
            format_version: FORMAT_VERSION,
            config,
            rng,
            deck,
            discard: Vec::new(),
            face_up,
            ticket_deck: tickets,
            players,
            phase: Phase::InitialTickets,
            step: TurnStep::Start,
            current,
            round: 1,
            last_round: None,
            turns: 0,
            final_scores: None,
        })
    }
}
