//! Turns the ticket JSON into a static Rust table, so the engine ships no
//! JSON parser for its own data and a bad data file fails the build.
use serde::Deserialize;
use std::collections::BTreeMap;
use std::{env, fmt::Write, fs, path::Path};

#[derive(Deserialize)]
struct TicketIn {
    from: String,
    to: String,
    points: u8,
    cards: BTreeMap<String, u8>,
}

/// Card order of `europa_common::CardColor` (index 0..8).
const COLORS: [&str; 8] = [
    "purple", "blue", "orange", "white", "green", "yellow", "black", "red",
];
/// Order of `BIG_CITIES` in `src/data.rs`.
const BIG: [&str; 6] = [
    "Chicago",
    "Dallas",
    "Los Angeles",
    "Miami",
    "New York",
    "Seattle",
];

fn main() {
    println!("cargo::rerun-if-changed=data/cardgame_tickets.json");
    let tickets: Vec<TicketIn> =
        serde_json::from_str(&fs::read_to_string("data/cardgame_tickets.json").unwrap()).unwrap();
    let mut out = String::new();
    writeln!(out, "pub static TICKETS: [Ticket; {}] = [", tickets.len()).unwrap();
    for t in &tickets {
        let mut need = [0u8; 9];
        for (color, n) in &t.cards {
            let i = COLORS
                .iter()
                .position(|c| c == color)
                .unwrap_or_else(|| panic!("unknown colour {color}"));
            need[i] = *n;
        }
        let mut cities = 0u8;
        for (i, b) in BIG.iter().enumerate() {
            if t.from == *b || t.to == *b {
                cities |= 1 << i;
            }
        }
        assert!(cities != 0, "ticket {}–{} names no Big City", t.from, t.to);
        writeln!(
            out,
            "    Ticket {{ from: {:?}, to: {:?}, points: {}, need: Hand({:?}), big_cities: {} }},",
            t.from, t.to, t.points, need, cities
        )
        .unwrap();
    }
    writeln!(out, "];").unwrap();
    let dest = Path::new(&env::var("OUT_DIR").unwrap()).join("cardgame_data.rs");
    fs::write(dest, out).unwrap();
}
