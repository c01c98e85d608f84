//! The pieces Ticket to Ride Europe (`europa-engine`) and Ticket to Ride: The
//! Card Game (`cardgame-engine`) both use: train-card colours and a hand kept
//! as counts ([`cards`]), the seeded generator every shuffle comes from
//! ([`rng`]), the computer levels ([`level`]), the one small stable sort the page ships ([`order`]),
//! applying actions only once they are checked ([`rules`]), and saves
//! that rebuild a game by replaying its actions ([`save`]), the seats ([`seat`]), a seat's
//! result against the others ([`standing`]), taking an action back ([`take_back`]), a finished game's review ([`review`]), and a game as its computer
//! players meet it, with the players' trait ([`play`]).
//! No browser, no storage, no game rules.

pub mod cards;
pub mod level;
pub mod order;
pub mod play;
pub mod review;
pub mod rng;
pub mod rules;
pub mod save;
pub mod seat;
pub mod standing;
pub mod take_back;

pub use cards::{CardColor, Hand};
pub use level::Level;
pub use play::{Bot, Play, Thought};
pub use rng::GameRng;
pub use rules::Rules;
pub use seat::{ConfigError, Seat, check_seating};
pub use standing::Standing;
