//! The new-game form as plain data: what the player filled in, for either
//! game, and how it becomes a save ([`AnySave`]). Kept out of the component so
//! it is tested natively.

use crate::session::{AnySave, CardSave, GameKind, Level, SavedGame, SeatKind, SeatSetup};
use europa_engine::config::{MAX_PLAYERS, MIN_PLAYERS, VariantId};
use europa_engine::{GameConfig, Seat};

/// Most seats either game seats: the form keeps this many names.
pub const MOST_SEATS: u8 = MAX_PLAYERS;

/// The seats a game allows: Europe 2–5, the Card Game 2–4 (C1).
pub fn player_range(game: GameKind) -> std::ops::RangeInclusive<u8> {
    match game {
        GameKind::Europe => MIN_PLAYERS..=MAX_PLAYERS,
        GameKind::CardGame => {
            cardgame_engine::config::MIN_PLAYERS..=cardgame_engine::config::MAX_PLAYERS
        }
    }
}

/// Longest name a seat may have; longer names are cut, not refused.
pub const MAX_NAME: usize = crate::session::NAME_MAX;

#[derive(Clone, Debug, PartialEq)]
pub struct Form {
    pub game: GameKind,
    /// Always `MOST_SEATS` entries, so names typed for seat 5 survive going
    /// down to 3 players and back up; only the first `players` are used.
    pub seats: Vec<SeatSetup>,
    pub players: u8,
    /// Europe only.
    pub variant: VariantId,
    /// The Card Game only: owners may look at their own On the Track pile (C2).
    pub beginner: bool,
    /// As typed; checked when the game starts.
    pub seed: String,
    /// `None`: drawn at random by the engine.
    pub first: Option<Seat>,
    /// Warehouses & Depots (RULINGS W1–W7), with any variant.
    pub depots: bool,
}

/// Why the form cannot start a game yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormError {
    /// The seed is not a whole number from 0 to 2^64 - 1.
    Seed,
    /// The chosen first player is not at the table.
    FirstPlayer,
}

impl FormError {
    pub fn key(self) -> &'static str {
        match self {
            FormError::Seed => "ng_bad_seed",
            FormError::FirstPlayer => "ng_bad_first",
        }
    }
}

impl Form {
    /// Two players: a person and a Medium computer, so "Start" works at once.
    /// `default_name(i)` gives seat i's name in the player's language.
    pub fn new(default_name: impl Fn(usize) -> String, seed: u64) -> Form {
        let seats = (0..MOST_SEATS as usize)
            .map(|i| SeatSetup {
                name: default_name(i),
                kind: if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Computer(Level::Medium)
                },
            })
            .collect();
        Form {
            game: GameKind::Europe,
            seats,
            players: MIN_PLAYERS,
            variant: VariantId::Classic,
            beginner: false,
            seed: seed.to_string(),
            first: None,
            depots: false,
        }
    }

    /// Switches game; a table too big for the Card Game shrinks to its most.
    pub fn set_game(&mut self, game: GameKind) {
        self.game = game;
        let most = *player_range(game).end();
        if self.players > most {
            self.set_players(most);
        }
    }

    pub fn set_players(&mut self, n: u8) {
        if player_range(self.game).contains(&n) {
            self.players = n;
            if self.first.is_some_and(|s| s.index() >= n as usize) {
                self.first = None;
            }
        }
    }

    pub fn set_name(&mut self, seat: usize, name: &str) {
        if let Some(s) = self.seats.get_mut(seat) {
            // No control or bidi characters: they would reorder the
            // sentences the name stands in.
            s.name = crate::session::clean_name(name);
        }
    }

    pub fn set_kind(&mut self, seat: usize, kind: SeatKind) {
        if let Some(s) = self.seats.get_mut(seat) {
            s.kind = kind;
        }
    }

    /// Whether the game would seat Hard at Ticket to Ride Europe, whose
    /// first decision is long enough to be worth warming the bots worker
    /// for while the form is open (`computer::warm_up`).
    pub fn seats_hard_at_europe(&self) -> bool {
        self.game == GameKind::Europe
            && self.seats[..self.players as usize]
                .iter()
                .any(|s| s.kind == SeatKind::Computer(Level::Hard))
    }

    pub fn seed_value(&self) -> Result<u64, FormError> {
        self.seed.trim().parse().map_err(|_| FormError::Seed)
    }

    /// The game this form describes. An empty name becomes the seat's default.
    ///
    /// # Errors
    /// [`FormError`] when the seed or the first player is not valid.
    pub fn to_save(
        &self,
        id: String,
        now_ms: f64,
        default_name: impl Fn(usize) -> String,
    ) -> Result<AnySave, FormError> {
        let seed = self.seed_value()?;
        if self
            .first
            .is_some_and(|s| s.index() >= self.players as usize)
        {
            return Err(FormError::FirstPlayer);
        }
        let seats = self
            .seats
            .iter()
            .take(self.players as usize)
            .enumerate()
            .map(|(i, s)| SeatSetup {
                name: match s.name.trim() {
                    "" => default_name(i),
                    n => n.to_string(),
                },
                kind: s.kind,
            })
            .collect();
        Ok(match self.game {
            GameKind::Europe => {
                let config = GameConfig {
                    players: self.players,
                    seed,
                    variant: self.variant,
                    first_player: self.first,
                    depots: self.depots,
                    legacy_face_up_reset: false,
                };
                AnySave::Europe(SavedGame::new(id, now_ms, seats, config))
            }
            GameKind::CardGame => {
                let config = cardgame_engine::GameConfig {
                    players: self.players,
                    seed,
                    beginner: self.beginner,
                    first_player: self.first.map(|s| cardgame_engine::Seat(s.0)),
                };
                AnySave::CardGame(CardSave::new(id, now_ms, seats, config))
            }
        })
    }
}

/// A level from its engine key (`europa_engine::bots::LEVELS[i].key`).
pub fn level_of_key(key: &str) -> Option<Level> {
    Level::ALL.into_iter().find(|l| l.bot_name() == key)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(i: usize) -> String {
        format!("Player {}", i + 1)
    }

    /// The Europe game a form starts.
    fn europe(save: Result<AnySave, FormError>) -> SavedGame {
        match save {
            Ok(AnySave::Europe(s)) => s,
            other => panic!("not a Europe game: {other:?}"),
        }
    }

    #[test]
    fn the_default_form_starts_a_two_player_game_against_the_computer() {
        let form = Form::new(name, 42);
        let save = europe(form.to_save("id".into(), 1.0, name));
        assert_eq!(save.seats.len(), 2);
        assert_eq!(save.seats[0].kind, SeatKind::Human);
        assert_eq!(save.seats[1].kind, SeatKind::Computer(Level::Medium));
        assert_eq!(save.record.config, GameConfig::new(2, 42));
        assert!(save.record.replay().is_ok());
    }

    #[test]
    fn only_a_europe_table_with_hard_seated_asks_for_the_warm_up() {
        let mut form = Form::new(name, 1);
        assert!(!form.seats_hard_at_europe(), "Medium is the default");
        form.set_kind(3, SeatKind::Computer(Level::Hard));
        assert!(
            !form.seats_hard_at_europe(),
            "seat 4 is not at a 2-player table"
        );
        form.set_players(4);
        assert!(form.seats_hard_at_europe());
        form.set_game(GameKind::CardGame);
        assert!(!form.seats_hard_at_europe());
    }

    #[test]
    fn every_choice_reaches_the_config() {
        let mut form = Form::new(name, 1);
        form.set_players(4);
        form.set_name(2, "  Carla  ");
        form.set_name(1, "");
        form.set_kind(3, SeatKind::Computer(Level::Hard));
        form.variant = VariantId::BigCities;
        form.seed = " 123456789 ".into();
        form.first = Some(Seat(3));
        let save = europe(form.to_save("id".into(), 1.0, name));
        let names: Vec<_> = save.seats.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["Player 1", "Player 2", "Carla", "Player 4"]);
        assert_eq!(save.seats[3].kind, SeatKind::Computer(Level::Hard));
        let c = &save.record.config;
        assert_eq!(
            (c.players, c.seed, c.variant, c.first_player),
            (4, 123_456_789, VariantId::BigCities, Some(Seat(3)))
        );
        assert!(save.record.replay().is_ok());
    }

    #[test]
    fn the_card_game_seats_two_to_four_with_the_beginner_option() {
        let mut form = Form::new(name, 5);
        form.set_players(5);
        form.first = Some(Seat(4));
        form.set_game(GameKind::CardGame);
        // Five seats do not fit the Card Game: the table shrinks to four
        // and the fifth player can no longer start.
        assert_eq!((form.players, form.first), (4, None));
        form.set_players(5);
        assert_eq!(form.players, 4);
        form.beginner = true;
        form.first = Some(Seat(2));
        form.set_kind(1, SeatKind::Computer(Level::Hard));
        let Ok(AnySave::CardGame(save)) = form.to_save("c".into(), 2.0, name) else {
            panic!("not a Card Game save");
        };
        let c = &save.record.config;
        assert_eq!(
            (c.players, c.seed, c.beginner, c.first_player),
            (4, 5, true, Some(cardgame_engine::Seat(2)))
        );
        assert_eq!(save.seats[1].kind, SeatKind::Computer(Level::Hard));
        assert!(save.record.replay().is_ok());
        // Back to Europe: five seats again, the names kept.
        form.set_name(4, "Ezio");
        form.set_game(GameKind::Europe);
        form.set_players(5);
        assert_eq!(
            europe(form.to_save("e".into(), 3.0, name)).seats[4].name,
            "Ezio"
        );
    }

    #[test]
    fn warehouses_and_depots_combine_with_any_variant_and_reach_the_save() {
        for variant in VariantId::ALL {
            let mut form = Form::new(name, 5);
            form.variant = variant;
            form.depots = true;
            let save = europe(form.to_save("id".into(), 1.0, name));
            assert!(save.record.config.depots, "{variant:?}");
            assert_eq!(save.record.config.variant, variant);
            // The game starts: the depot round follows the tickets.
            assert!(save.record.replay().is_ok(), "{variant:?}");
        }
        assert!(!Form::new(name, 5).depots, "off unless chosen");
    }

    #[test]
    fn bad_input_is_refused_with_a_reason() {
        let mut form = Form::new(name, 1);
        for bad in ["", "abc", "-1", "1.5", "99999999999999999999999"] {
            form.seed = bad.into();
            assert_eq!(form.to_save("i".into(), 0.0, name), Err(FormError::Seed));
        }
        form.seed = "7".into();
        form.first = Some(Seat(4));
        assert_eq!(
            form.to_save("i".into(), 0.0, name),
            Err(FormError::FirstPlayer)
        );
        // Fewer players drops a first player who no longer sits at the table.
        form.set_players(5);
        form.set_players(3);
        assert_eq!(form.first, None);
        form.set_players(9);
        assert_eq!(form.players, 3);
    }

    #[test]
    fn names_are_cut_and_levels_come_from_engine_keys() {
        let mut form = Form::new(name, 1);
        form.set_name(0, &"x".repeat(100));
        assert_eq!(form.seats[0].name.chars().count(), MAX_NAME);
        for l in europa_engine::bots::LEVELS {
            assert!(level_of_key(l.key).is_some(), "{}", l.key);
        }
        assert_eq!(level_of_key("random"), None);
    }
}
