//! Europa Express in the browser: a Leptos CSR app over the pure
//! `europa_engine` rules crate.
//!
//! Logic the UI needs lives in plain modules with native tests
//! ([`geometry`], [`palette`], [`autoplay`], [`i18n`]); components are one per
//! file and read the game only through the [`table::Table`] facade.

pub mod autoplay;
pub mod base64;
pub mod geometry;
pub mod i18n;
pub mod palette;
pub mod screens;
pub mod session;
pub mod storage;
pub mod table;

mod app;
mod autosave_banner;
mod board;
mod city;
pub mod game;
mod quick_start;
mod route;
pub mod rules_help;
pub mod rules_text;
mod update_banner;

pub use app::App;
