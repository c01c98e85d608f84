//! Turns the board and ticket JSON into static Rust tables, so the engine
//! ships no JSON parser for its own data and a bad data file fails the build.
use serde::Deserialize;
use std::{env, fmt::Write, fs, path::Path};

#[derive(Deserialize)]
struct MapFile {
    cities: Vec<CityIn>,
    routes: Vec<RouteIn>,
}
#[derive(Deserialize)]
struct CityIn {
    id: String,
    name: String,
    label: String,
    x: i32,
    y: i32,
    big_city: bool,
}
#[derive(Deserialize)]
struct RouteIn {
    id: usize,
    a: String,
    b: String,
    length: u8,
    color: String,
    tunnel: bool,
    locomotives: u8,
    double_of: Option<usize>,
}
#[derive(Deserialize)]
struct TicketIn {
    from: String,
    to: String,
    points: Option<u8>,
    kind: String,
    sets: Vec<String>,
    variants: Vec<String>,
}

fn color_expr(c: &str) -> String {
    match c {
        "gray" => "None".into(),
        "purple" => "Some(CardColor::Purple)".into(),
        "blue" => "Some(CardColor::Blue)".into(),
        "orange" => "Some(CardColor::Orange)".into(),
        "white" => "Some(CardColor::White)".into(),
        "green" => "Some(CardColor::Green)".into(),
        "yellow" => "Some(CardColor::Yellow)".into(),
        "black" => "Some(CardColor::Black)".into(),
        "red" => "Some(CardColor::Red)".into(),
        other => panic!("unknown route colour {other}"),
    }
}

fn main() {
    println!("cargo::rerun-if-changed=data/europe_map.json");
    println!("cargo::rerun-if-changed=data/europe_tickets.json");
    let map: MapFile =
        serde_json::from_str(&fs::read_to_string("data/europe_map.json").unwrap()).unwrap();
    let tickets: Vec<TicketIn> =
        serde_json::from_str(&fs::read_to_string("data/europe_tickets.json").unwrap()).unwrap();
    let city_index = |id: &str| {
        map.cities
            .iter()
            .position(|c| c.id == id)
            .unwrap_or_else(|| panic!("unknown city {id}"))
    };
    let mut out = String::new();
    writeln!(out, "pub static CITIES: [City; {}] = [", map.cities.len()).unwrap();
    for c in &map.cities {
        writeln!(
            out,
            "    City {{ key: {:?}, name: {:?}, label: {:?}, x: {}, y: {}, big_city: {} }},",
            c.id, c.name, c.label, c.x, c.y, c.big_city
        )
        .unwrap();
    }
    writeln!(out, "];").unwrap();
    writeln!(out, "pub static ROUTES: [Route; {}] = [", map.routes.len()).unwrap();
    for (i, r) in map.routes.iter().enumerate() {
        assert_eq!(r.id, i + 1, "route ids must run 1..=N in order");
        let double = match r.double_of {
            Some(d) => format!("Some(RouteId({}))", d - 1),
            None => "None".into(),
        };
        writeln!(
            out,
            "    Route {{ a: CityId({}), b: CityId({}), length: {}, color: {}, tunnel: {}, locomotives: {}, double_of: {} }},",
            city_index(&r.a), city_index(&r.b), r.length, color_expr(&r.color), r.tunnel, r.locomotives, double
        )
        .unwrap();
    }
    writeln!(out, "];").unwrap();
    // The "with Max" promo has no known point value: it is left out rather than invented.
    let known: Vec<&TicketIn> = tickets.iter().filter(|t| t.points.is_some()).collect();
    writeln!(out, "pub static TICKETS: [Ticket; {}] = [", known.len()).unwrap();
    for t in known {
        let mut sets = Vec::new();
        for s in &t.sets {
            sets.push(match s.as_str() {
                "europa" => "SET_EUROPA",
                "1912" => "SET_1912",
                "big_cities" => "SET_BIG_CITIES",
                other => panic!("unknown ticket set {other}"),
            });
        }
        let mut decks = Vec::new();
        for v in &t.variants {
            decks.push(match v.as_str() {
                "europa" => "DECK_CLASSIC",
                "europe_expanded" => "DECK_EXPANDED",
                "mega_europe" => "DECK_MEGA",
                "big_cities_of_europe" => "DECK_BIG_CITIES",
                other => panic!("unknown variant {other}"),
            });
        }
        if t.sets.iter().any(|s| s == "1912") {
            decks.push("DECK_1912");
        }
        let join = |v: Vec<&str>| {
            if v.is_empty() {
                "0".to_string()
            } else {
                v.join(" | ")
            }
        };
        writeln!(
            out,
            "    Ticket {{ from: CityId({}), to: CityId({}), points: {}, long: {}, sets: {}, decks: {} }},",
            city_index(&t.from),
            city_index(&t.to),
            t.points.unwrap_or(0),
            t.kind == "long",
            join(sets),
            join(decks)
        )
        .unwrap();
    }
    writeln!(out, "];").unwrap();
    let dest = Path::new(&env::var("OUT_DIR").unwrap()).join("board_data.rs");
    fs::write(dest, out).unwrap();
}
