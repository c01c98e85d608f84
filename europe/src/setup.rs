//! Creating a game: shuffle, deal, face-up row, tickets offered, first player.
use crate::cards::{CARDS_PER_COLOR, LOCOMOTIVE_CARDS, TOTAL_TRAIN_CARDS};
use crate::config::*;
use crate::depots::DEPOTS_PER_PLAYER;
use crate::error::ConfigError;
use crate::rng::GameRng;
use crate::state::{FORMAT_VERSION, Game, Phase, PlayerState, RouteSet, Seat, TurnStep};
use europa_common::cards::train_deck;
use std::collections::VecDeque;

/// Room kept for a player's tickets from the start (`blank`).
const TICKETS_KEPT_ROOM: usize = 16;

impl Game {
    /// Sets up a new game: 4 train cards each, five face up, tickets offered to
    /// every seat. Play starts once every seat has kept its starting tickets.
    ///
    /// ```
    /// use europa_engine::{Game, GameConfig, Seat};
    /// let game = Game::new(GameConfig::new(3, 42)).unwrap();
    /// assert_eq!(game.acting_seats(), vec![Seat(0), Seat(1), Seat(2)]);
    /// ```
    ///
    /// # Errors
    /// A player count outside 2–5, or a first player not at the table.
    pub fn new(config: GameConfig) -> Result<Game, ConfigError> {
        let mut game = Game::blank(config)?;
        let rng = &mut game.rng;
        let mut deck = train_deck(CARDS_PER_COLOR, LOCOMOTIVE_CARDS);
        rng.shuffle(&mut deck);

        let variant = game.config.variant.rules();
        let (mut long, mut regular) = variant.pool();
        rng.shuffle(&mut long);
        rng.shuffle(&mut regular);

        for p in game.players.iter_mut() {
            for _ in 0..STARTING_HAND {
                if let Some(c) = deck.pop() {
                    p.hand.add(c, 1);
                }
            }
            // Every stage is dealt now, later ones face down, so the deal does
            // not depend on the order in which players choose.
            for (i, stage) in variant.setup.iter().enumerate() {
                let to = if i == 0 {
                    &mut p.offer
                } else {
                    &mut p.later_offer
                };
                for _ in 0..stage.long {
                    to.extend(long.pop());
                }
                for _ in 0..stage.regular {
                    to.extend(regular.pop());
                }
            }
        }
        if game.config.first_player.is_none() {
            let n = game.players.len();
            game.first_player = Seat(game.rng.below(n) as u8);
            game.current = game.first_player;
        }
        game.deck = deck;
        game.discard.reserve(TOTAL_TRAIN_CARDS);
        // The undealt regular tickets form the draw pile; undealt long ones go back in the box.
        game.ticket_deck = regular.into_iter().rev().collect::<VecDeque<_>>();
        game.boxed_tickets = long;
        let mut events = Vec::new();
        for slot in 0..FACE_UP_SLOTS {
            game.face_up[slot] = game.draw_card(&mut events);
        }
        game.check_face_up_reset(&mut events);
        Ok(game)
    }

    /// A game of `config` with nothing shuffled or dealt: empty deck, hands
    /// and ticket piles, the first player as `config` names it (else seat
    /// 0), the random numbers not yet drawn from. [`Game::new`] shuffles and
    /// deals it; the search's sampler sets every card, ticket, player and
    /// board field and the random numbers itself.
    ///
    /// # Errors
    /// As [`Game::new`].
    pub(crate) fn blank(config: GameConfig) -> Result<Game, ConfigError> {
        let n = config.players;
        europa_common::check_seating(n, config.first_player, MIN_PLAYERS, MAX_PLAYERS)?;
        let players = (0..n)
            .map(|_| PlayerState {
                hand: Default::default(),
                // Room for the tickets a player keeps in most games, so
                // keeping them seldom moves the list.
                tickets: Vec::with_capacity(TICKETS_KEPT_ROOM),
                offer: Vec::new(),
                trains: TRAINS_PER_PLAYER,
                stations_built: 0,
                route_points: 0,
                routes: RouteSet::default(),
                later_offer: Vec::new(),
                setup_stage: 0,
                depots: if config.depots { DEPOTS_PER_PLAYER } else { 0 },
                warehouse: Default::default(),
            })
            .collect();
        let first_player = config.first_player.unwrap_or(Seat(0));
        let rng = GameRng::new(config.seed);
        Ok(Game {
            format_version: FORMAT_VERSION,
            config,
            rng,
            deck: Vec::new(),
            discard: Vec::new(),
            face_up: [None; FACE_UP_SLOTS],
            ticket_deck: VecDeque::new(),
            boxed_tickets: Vec::new(),
            players,
            route_owner: Game::empty_routes(),
            station_owner: Game::empty_cities(),
            depot_owner: Game::empty_cities(),
            setup_returns: Vec::new(),
            phase: Phase::InitialTickets,
            step: TurnStep::Start,
            current: first_player,
            first_player,
            final_round: None,
            turns: 0,
            passes_in_a_row: 0,
            final_scores: None,
            claim_counts: Default::default(),
        })
    }
}
