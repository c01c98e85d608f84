//! The one facade components use to read and change the game: provided once
//! through context, with methods named after what the player does.

use crate::autoplay::{self, AutoplayError, Outcome};
use europa_engine::config::{MAX_PLAYERS, MIN_PLAYERS};
use europa_engine::{RouteId, Seat};
use leptos::prelude::*;

#[derive(Clone, Copy)]
pub struct Table {
    /// One signal per route, so a change repaints that route only.
    owners: StoredValue<Vec<RwSignal<Option<Seat>>>>,
    outcome: RwSignal<Option<Outcome>>,
    error: RwSignal<Option<AutoplayError>>,
    players: RwSignal<u8>,
}

impl Table {
    pub const DEFAULT_PLAYERS: u8 = 3;

    pub fn new() -> Self {
        Table {
            owners: StoredValue::new(RouteId::all().map(|_| RwSignal::new(None)).collect()),
            outcome: RwSignal::new(None),
            error: RwSignal::new(None),
            players: RwSignal::new(Self::DEFAULT_PLAYERS),
        }
    }

    /// Creates the table and makes it the context of the calling component's children.
    pub fn provide() -> Self {
        let table = Self::new();
        provide_context(table);
        table
    }

    pub fn route_owner(&self, route: RouteId) -> Signal<Option<Seat>> {
        match self
            .owners
            .with_value(|o| o.get(usize::from(route.0)).copied())
        {
            Some(owner) => owner.into(),
            None => Signal::stored(None),
        }
    }

    pub fn outcome(&self) -> Signal<Option<Outcome>> {
        self.outcome.into()
    }

    pub fn error(&self) -> Signal<Option<AutoplayError>> {
        self.error.into()
    }

    pub fn players(&self) -> Signal<u8> {
        self.players.into()
    }

    /// Player count for the next game; out-of-range values are ignored.
    pub fn choose_players(&self, n: u8) {
        if (MIN_PLAYERS..=MAX_PLAYERS).contains(&n) {
            self.players.set(n);
        }
    }

    /// Plays a whole seeded game between random bots and shows its end.
    pub fn play_random_game(&self, seed: u64) {
        let result = autoplay::play_random_game(self.players.get_untracked(), seed);
        let owners = match &result {
            Ok(o) => o.owners.clone(),
            Err(_) => Vec::new(),
        };
        self.owners.with_value(|signals| {
            for (i, signal) in signals.iter().enumerate() {
                let owner = owners.get(i).copied().flatten();
                if signal.get_untracked() != owner {
                    signal.set(owner);
                }
            }
        });
        match result {
            Ok(o) => {
                self.error.set(None);
                self.outcome.set(Some(o));
            }
            Err(e) => {
                self.outcome.set(None);
                self.error.set(Some(e));
            }
        }
    }
}

impl Default for Table {
    fn default() -> Self {
        Self::new()
    }
}
