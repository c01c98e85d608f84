//! Real saves (the seed records, compiled in) edited the way a damaged or
//! hand-edited file would be: actions replaced by arbitrary ones, inserted,
//! dropped, moved to another seat, the set-up changed. The edited record
//! goes through the app's save text and its replay (the engine's
//! `Record::replay`, once): it loads, or is refused for the move or set-up
//! the engine's replay rejects, never for anything else; what loads is the
//! record that was saved, and a sound game that answers the read-only
//! questions for one seat chosen by the input. Then its text is damaged
//! once more, on the way (a bit flipped, a few bytes overwritten, a byte
//! lost or added): it is refused, or reads as exactly the same save.
#![no_main]
use europa_engine::config::VariantId;
use europa_engine::{GameRecord, LoadError, Seat};
use europa_fuzz::session::{AnySave, Loaded, SaveError, SavedGame, SeatKind, SeatSetup};
use europa_fuzz::{Bytes, damage, exercise_one, refused_or_same};
use libfuzzer_sys::fuzz_target;
use std::sync::LazyLock;

const RECORDS: [&str; 4] = [
    include_str!("../seeds/records/classic_2p.json"),
    include_str!("../seeds/records/classic_3p_midgame.json"),
    include_str!("../seeds/records/europa_1912_4p.json"),
    include_str!("../seeds/records/classic_5p.json"),
];

/// The seed records, parsed once per process rather than once per input.
static PARSED: LazyLock<Vec<GameRecord>> = LazyLock::new(|| {
    RECORDS
        .iter()
        .filter_map(|text| serde_json::from_str(text).ok())
        .collect()
});

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let Some(mut record) = PARSED.get(b.u8() as usize % RECORDS.len()).cloned() else {
        return;
    };
    for _ in 0..(b.u8() % 8) {
        let n = record.actions.len().max(1);
        let at = (b.u8() as usize) << 8 | b.u8() as usize;
        let at = at % n;
        match b.u8() % 8 {
            0 => record.actions.truncate(at),
            1 => {
                let seat = b.seat(record.config.players as usize);
                let action = b.action();
                if let Some(x) = record.actions.get_mut(at) {
                    *x = (seat, action);
                }
            }
            2 => {
                let seat = b.seat(record.config.players as usize);
                let action = b.action();
                record
                    .actions
                    .insert(at.min(record.actions.len()), (seat, action));
            }
            3 => {
                if at < record.actions.len() {
                    record.actions.remove(at);
                }
            }
            4 => {
                if let Some(x) = record.actions.get_mut(at) {
                    x.0 = Seat(x.0.0.wrapping_add(b.u8()));
                }
            }
            5 => record.config.seed = b.u64(),
            6 => {
                record.config.players = b.u8() % 8;
                record.config.first_player = match b.u8() {
                    0..=127 => None,
                    s => Some(Seat(s % 8)),
                };
            }
            _ => record.config.variant = VariantId::ALL[b.u8() as usize % VariantId::ALL.len()],
        }
    }
    let seats = (0..record.config.players)
        .map(|i| SeatSetup {
            name: format!("P{i}"),
            kind: SeatKind::Human,
        })
        .collect();
    let mut save = SavedGame::new("fuzz".into(), 0.0, seats, record.config.clone());
    save.record = record;
    // The app's replay is the engine's `record.replay()`: when the save loads
    // as the same record the two agree without replaying twice; a refusal
    // must be the engine's own, on the record as saved (replayed only up to
    // the move it rejects).
    let text = save.to_text();
    match AnySave::from_text(&text) {
        Ok(Loaded::Europe(loaded, game)) => {
            assert!(loaded == save, "the save text changed the record");
            exercise_one(&game, &mut b);
        }
        Ok(Loaded::CardGame(..)) => panic!("a Europe save read as the Card Game"),
        Err(SaveError::Game(e @ (LoadError::IllegalAction { .. } | LoadError::Config(_)))) => {
            assert_eq!(
                save.record.replay().err(),
                Some(e),
                "the app and the engine disagree"
            );
        }
        Err(e) => panic!("refused for something other than its moves or set-up: {e:?}"),
    }
    // Format 6's promise: no such change makes it another save.
    let damaged = damage(&text, &mut b);
    assert!(
        refused_or_same(&damaged, &text),
        "a damaged text read as another save: {damaged:?}"
    );
});
