//! Writes the fuzzers' seed corpus (fuzz/seeds/): real games played by the
//! bots, as engine records (JSON), as the app's save text and as the bytes
//! that text seals (`save_text` seals its input too, so mutations of them
//! reach the save decoder past the checksum).
//! `cargo run --release --example seeds` from fuzz/; the output is committed.
use europa_engine::bots;
use europa_engine::config::VariantId;
use europa_engine::rng::GameRng;
use europa_engine::{Game, GameConfig, GameRecord};
use europa_fuzz::session::{AnySave, CardSave, Level, SAVE_FORMAT, SavedGame, SeatKind, SeatSetup};
use std::fs;

/// Plays `players` bots named in `names` for at most `max` actions.
fn record(variant: VariantId, players: u8, seed: u64, names: &[&str], max: usize) -> GameRecord {
    let config = GameConfig {
        variant,
        ..GameConfig::new(players, seed)
    };
    let mut game = Game::new(config.clone()).expect("a valid config");
    let mut seats: Vec<_> = (0..players as usize)
        .map(|s| bots::by_name(names[s % names.len()], seed + s as u64).expect("a bot"))
        .collect();
    let mut rec = GameRecord::new(config);
    while !game.is_over() && rec.actions.len() < max {
        let seat = game.acting_seats()[0];
        let legal = game.legal_actions(seat);
        let a = seats[seat.index()].choose(&game.view(seat), &legal);
        let events = game.apply(seat, &a).expect("bots play legally");
        europa_common::play::tell_every_seat(&mut seats, &events, &mut Vec::new());
        rec.actions.push((seat, a));
    }
    rec
}

fn main() {
    let games = [
        (
            "classic_2p",
            record(VariantId::Classic, 2, 11, &["medium", "easy"], usize::MAX),
        ),
        (
            "classic_3p_midgame",
            record(VariantId::Classic, 3, 12, &["onestep", "path"], 150),
        ),
        (
            "europa_1912_4p",
            record(
                VariantId::Europa1912,
                4,
                13,
                &["medium", "hungry"],
                usize::MAX,
            ),
        ),
        (
            "classic_5p",
            record(
                VariantId::Classic,
                5,
                14,
                &["longroute", "easy"],
                usize::MAX,
            ),
        ),
    ];
    for dir in [
        "records",
        "save_text",
        "save_mutated",
        "apply_actions",
        "cardgame_apply",
        "computer_request",
    ] {
        fs::create_dir_all(format!("seeds/{dir}")).expect("a writable fuzz/seeds");
    }
    for (name, rec) in &games {
        fs::write(format!("seeds/records/{name}.json"), rec.to_json()).expect("written");
        fs::write(format!("seeds/save_text/{name}.json"), rec.to_json()).expect("written");
        let seats = (0..rec.config.players)
            .map(|i| SeatSetup {
                name: format!("Player {}", i + 1),
                kind: if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Computer(Level::Medium)
                },
            })
            .collect();
        let mut save = SavedGame::new(format!("seed-{name}"), 1.7e12, seats, rec.config.clone());
        save.record = rec.clone();
        fs::write(format!("seeds/save_text/{name}.txt"), save.to_text()).expect("written");
        payload(name, AnySave::Europe(save));
    }
    // Card Games played by the bots to the end, as the app saves them.
    let mut card_records = Vec::new();
    for (players, seed) in [(2u8, 21u64), (4, 22)] {
        let name = format!("cardgame_{players}p");
        let save = card_save(&name, players, seed);
        fs::write(format!("seeds/save_text/{name}.txt"), save.to_text()).expect("written");
        let record = save.record.clone();
        payload(&name, AnySave::CardGame(save));
        card_records.push(record);
    }
    computer_requests(&games, &card_records);
    // Byte strings that steer mostly through legal moves, and edit scripts.
    let mut rng = GameRng::new(15);
    for i in 0..4 {
        let bytes: Vec<u8> = (0..1500).map(|_| rng.below(256) as u8).collect();
        // The apply targets read at most 32 bytes (scripts/fuzz.sh).
        fs::write(format!("seeds/apply_actions/random_{i}"), &bytes[..32]).expect("written");
        fs::write(format!("seeds/save_mutated/edit_{i}"), &bytes[..24]).expect("written");
        fs::write(format!("seeds/cardgame_apply/random_{i}"), &bytes[..32]).expect("written");
    }
}

/// The bytes a save's text seals (format and save in postcard), as
/// `seeds/save_text/<name>.payload`.
fn payload(name: &str, save: AnySave) {
    let bytes = postcard::to_allocvec(&(SAVE_FORMAT, save)).expect("plain data");
    fs::write(format!("seeds/save_text/{name}.payload"), bytes).expect("written");
}

/// A Card Game of `players` bots played to the end, as a save.
fn card_save(name: &str, players: u8, seed: u64) -> CardSave {
    use cardgame_engine::{Game, GameConfig, bots};
    let seats = (0..players)
        .map(|i| SeatSetup {
            name: format!("Player {}", i + 1),
            kind: SeatKind::Computer(Level::Medium),
        })
        .collect();
    let mut save = CardSave::new(
        format!("seed-{name}"),
        1.7e12,
        seats,
        GameConfig::new(players, seed),
    );
    let mut game = Game::new(save.record.config.clone()).expect("a valid config");
    let mut bots: Vec<_> = (0..players)
        .map(|s| bots::by_name("medium", seed + u64::from(s)).expect("a bot"))
        .collect();
    while let Some(seat) = game.first_acting_seat() {
        let legal = game.legal_actions(seat);
        let a = bots[seat.index()].choose(&game.view(seat), &legal);
        game.apply(seat, &a).expect("bots play legally");
        save.record.actions.push((seat, a));
    }
    save
}

/// Messages the page sends the bots worker: a game so far and the seat to
/// move, for both games, every level, and a seat that is not a computer.
fn computer_requests(games: &[(&str, GameRecord)], cards: &[cardgame_engine::GameRecord]) {
    use europa_computer::{Request, ToWorker};
    let levels = |n: u8, skip: usize| -> Vec<Option<Level>> {
        (0..n as usize)
            .map(|i| (i != skip).then(|| Level::ALL[i % Level::ALL.len()]))
            .collect()
    };
    let write = |name: &str, token: u64, request: Request| {
        let bytes = ToWorker { token, request }.to_bytes();
        fs::write(format!("seeds/computer_request/{name}"), bytes).expect("written");
    };
    for (i, (name, rec)) in games.iter().enumerate() {
        // Half the game played, or just the set-up's ticket choices.
        for (at, label) in [(rec.actions.len() / 2, "half"), (0, "start")] {
            let mut record = rec.clone();
            record.actions.truncate(at);
            let Ok(game) = record.replay() else { continue };
            let Some(seat) = game.first_acting_seat() else {
                continue;
            };
            // Seat 0 a person when it is not the one to move.
            let skip = if seat.index() == 0 { usize::MAX } else { 0 };
            let players = record.config.players;
            let request = Request::Europe {
                record,
                levels: levels(players, skip),
                seat,
            };
            write(&format!("europe_{name}_{label}"), 2 * i as u64 + 1, request);
        }
    }
    if let Some((name, rec)) = games.first() {
        let request = Request::Europe {
            record: rec.clone(),
            levels: vec![None; rec.config.players as usize],
            seat: europa_engine::Seat(0),
        };
        write(&format!("europe_{name}_not_a_computer"), 99, request);
    }
    for (i, rec) in cards.iter().enumerate() {
        let players = rec.config.players;
        // Into the second round when there is one (4 players), else halfway.
        let at = (0..rec.actions.len())
            .find(|&n| {
                let mut r = rec.clone();
                r.actions.truncate(n);
                r.replay().is_ok_and(|g| g.round() > 1)
            })
            .map_or(rec.actions.len() / 2, |n| n + 3);
        let mut record = rec.clone();
        record.actions.truncate(at);
        let Ok(game) = record.replay() else { continue };
        let Some(seat) = game.first_acting_seat() else {
            continue;
        };
        let request = Request::CardGame {
            record,
            levels: levels(players, usize::MAX),
            seat,
        };
        write(&format!("cardgame_{players}p"), 100 + i as u64, request);
    }
}
