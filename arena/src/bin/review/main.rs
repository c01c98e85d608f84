//! `review`: the coach's review of a saved game, natively.
//!
//! ```sh
//! cargo run --release -p europa-arena --bin review -- SAVE.txt [--seat N] [--pick N] [--measure N] [--json]
//! ```
//!
//! SAVE.txt is a game exported from the app (Saved games → Export), in any
//! save format the app reads. Each decision of the seat (the first person,
//! unless `--seat` names another, counted from 1) is scored from what that
//! seat knew, as the app's review does; the costliest three are said in a
//! sentence, then the points lost by kind. `--json` prints the review itself
//! as JSON (`europa_common::review::Review`).
use europa_common::review::{
    Decision, Judges, MoveKind, Review, ReviewError, ReviewSettings, Reviewer,
};
use europa_common::{Bot, Play};
use serde::Serialize;
use std::process::ExitCode;

// The app's own save decoding, compiled here natively from its sources, as
// the fuzz targets do: the size, the mark, base64, the checksum, postcard,
// the envelope's checks, then the engine's replay.
#[allow(dead_code)]
#[path = "../../../../src/base64.rs"]
mod base64;
mod describe;
#[allow(dead_code)]
#[path = "../../../../src/session/mod.rs"]
mod session;

use session::{AnySave, Loaded, SeatKind};

struct Args {
    path: String,
    seat: Option<u8>,
    pick: Option<u32>,
    measure: Option<u32>,
    json: bool,
}

fn args() -> Result<Args, String> {
    let mut out = Args {
        path: String::new(),
        seat: None,
        pick: None,
        measure: None,
        json: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        let mut number = |name: &str| {
            it.next()
                .and_then(|v| v.parse::<u32>().ok())
                .ok_or_else(|| format!("{name} needs a whole number"))
        };
        match a.as_str() {
            "--seat" => {
                let n = number("--seat")?;
                out.seat =
                    Some(u8::try_from(n.saturating_sub(1)).map_err(|_| "--seat is too big")?);
            }
            "--pick" => out.pick = Some(number("--pick")?),
            "--measure" => out.measure = Some(number("--measure")?),
            "--json" => out.json = true,
            _ if a.starts_with("--") => return Err(format!("unknown flag {a}")),
            _ => out.path = a,
        }
    }
    if out.path.is_empty() {
        return Err("usage: review SAVE.txt [--seat N] [--pick N] [--measure N] [--json]".into());
    }
    Ok(out)
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("review: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let args = args()?;
    let text = std::fs::read_to_string(&args.path).map_err(|e| format!("{}: {e}", args.path))?;
    let loaded = AnySave::from_text(&text).map_err(|e| e.to_string())?;
    let kinds: Vec<SeatKind> = match &loaded {
        Loaded::Europe(s, _) => s.seats.iter().map(|s| s.kind).collect(),
        Loaded::CardGame(s, _) => s.seats.iter().map(|s| s.kind).collect(),
    };
    // The first person's seat unless one is named.
    let seat = args
        .seat
        .or_else(|| {
            kinds
                .iter()
                .position(|k| *k == SeatKind::Human)
                .map(|s| s as u8)
        })
        .unwrap_or(0);
    // The same settings for both games (`europa_common::review`).
    let d = ReviewSettings::default();
    let settings = ReviewSettings {
        pick: args.pick.unwrap_or(d.pick),
        measure: args.measure.unwrap_or(d.measure),
    };
    let names: Vec<String> = match &loaded {
        Loaded::Europe(s, _) => s.seats.iter().map(|s| s.name.clone()).collect(),
        Loaded::CardGame(s, _) => s.seats.iter().map(|s| s.name.clone()).collect(),
    };
    let name = names.get(usize::from(seat)).cloned().unwrap_or_default();
    match loaded {
        Loaded::Europe(save, _) => {
            let (config, actions) = (save.record.config, save.record.actions);
            let r =
                europa_engine::bots::reviewer(config, actions, europa_engine::Seat(seat), settings);
            finish(r, &name, args.json, describe::europe)
        }
        Loaded::CardGame(save, _) => {
            let (config, actions) = (save.record.config, save.record.actions);
            let r = cardgame_engine::bots::reviewer(
                config,
                actions,
                cardgame_engine::Seat(seat),
                settings,
            );
            finish(r, &name, args.json, describe::cards)
        }
    }
}

/// Either game's review run to its end and printed.
fn finish<G, O, J>(
    reviewer: Result<Reviewer<G, O, J>, ReviewError>,
    name: &str,
    json: bool,
    say: impl Fn(&G::Action) -> String,
) -> Result<(), String>
where
    G: Play + Clone,
    G::Seat: PartialEq,
    G::Action: Copy + Serialize,
    O: Bot<G>,
    J: Judges<G, O>,
{
    let mut r = reviewer.map_err(|e| e.to_string())?;
    while r.step() {}
    report(r.review(), name, json, say);
    Ok(())
}

fn kind_word(k: MoveKind) -> &'static str {
    match k {
        MoveKind::Tickets => "tickets kept",
        MoveKind::Draw => "draws",
        MoveKind::Claim => "claims",
        MoveKind::Station => "stations",
        MoveKind::EndGame => "the end of the game",
    }
}

fn report<A: Serialize>(review: &Review<A>, name: &str, json: bool, say: impl Fn(&A) -> String) {
    if json {
        match serde_json::to_string(review) {
            Ok(text) => println!("{text}"),
            Err(e) => eprintln!("review: {e}"),
        }
        return;
    }
    println!(
        "{name}: {} decisions reviewed, {:.1} points lost in all",
        review.decisions.len(),
        review.lost()
    );
    for d in &review.decisions {
        line(d, &say);
    }
    println!("\nthe costliest:");
    for d in review.costliest(3) {
        println!(
            "  turn {}: {} with {} left; {} was worth about {:.0} points more",
            d.turn,
            say(&d.played),
            d.left,
            say(&d.best),
            d.loss
        );
    }
    let by_kind: Vec<String> = review
        .lost_by_kind()
        .iter()
        .map(|(k, lost)| format!("{} {lost:.1}", kind_word(*k)))
        .collect();
    println!("points lost by kind: {}", by_kind.join(", "));
}

fn line<A>(d: &Decision<A>, say: &impl Fn(&A) -> String) {
    let better = if d.loss > 0.0 {
        format!("  better: {} (+{:.1})", say(&d.best), d.loss)
    } else {
        String::new()
    };
    println!(
        "move {:4} turn {:3} {:>6.1}  {}{better}",
        d.index,
        d.turn,
        d.expected,
        say(&d.played)
    );
}
