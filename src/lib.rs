//! Europa Express in the browser: a Leptos CSR app over the pure
//! `europa_engine` rules crate.
//!
//! Logic the UI needs lives in plain modules with native tests
//! ([`europe::geometry`], [`palette`], [`europe::autoplay`], [`i18n`]); components are one per
//! file and read the game only through the [`europe::table::Table`] facade.

pub mod base64;
pub mod i18n;
pub mod palette;
pub mod screens;
pub mod seed;
pub mod session;
pub mod storage;
pub mod turn_keeper;

mod app;
pub mod automation;
pub mod autosave;
mod autosave_banner;
pub mod card_chip;
pub mod cardgame;
pub mod computer;
pub mod europe;
pub mod game_history;
pub mod guide;
pub mod hint;
mod history;
pub mod log_window;
pub mod modal;
pub mod motion;
mod other_window;
pub mod quick_start;
pub mod recovery;
pub mod replay;
pub mod review;
pub mod rules_help;
pub mod rules_text;
pub mod scheduler;
pub mod seating;
pub mod settings;
pub mod sound;
mod table_loader;
pub mod take_back;
mod update_banner;

pub use app::App;
