//! How the bots worker answers each message in a directory (the
//! computer_request corpus): how many decode, and how far each gets. Hard
//! seats are asked as Medium, as the fuzz target does.
//! `cargo run --release --example request_outcomes -- corpus/computer_request`
use europa_common::Level;
use europa_computer::{Failure, FromWorker, Request, ToWorker, answer};
use std::collections::BTreeMap;
use std::fs;

fn main() {
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for dir in std::env::args().skip(1) {
        let Ok(entries) = fs::read_dir(&dir) else {
            eprintln!("cannot read {dir}");
            continue;
        };
        for entry in entries.flatten() {
            let Ok(data) = fs::read(entry.path()) else {
                continue;
            };
            *counts.entry(outcome(&data)).or_default() += 1;
        }
    }
    println!("{counts:?}");
}

fn outcome(data: &[u8]) -> &'static str {
    let Some(mut message) = ToWorker::from_bytes(data) else {
        return "garbled";
    };
    let (Request::Europe { levels, .. } | Request::CardGame { levels, .. }) = &mut message.request
    else {
        // A warm-up carries no game: it only starts the worker.
        return "warm-up";
    };
    for level in levels.iter_mut().flatten() {
        if *level == Level::Hard {
            *level = Level::Medium;
        }
    }
    let mut last = None;
    answer(&message.to_bytes(), &mut |m| last = Some(m));
    match last {
        Some(FromWorker::Decided { .. }) => "decided",
        Some(FromWorker::Failed { failure, .. }) => match failure {
            Failure::Garbled => "garbled after decoding",
            Failure::Replay { index: None } => "invalid set-up",
            Failure::Replay { index: Some(_) } => "a move does not replay",
            Failure::NotAComputer => "not a computer",
            Failure::NoMove => "no move",
        },
        _ => "no answer",
    }
}
