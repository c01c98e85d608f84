//! A save's text and bytes through every decode path the app and the engines
//! have, then replay: the app's save text of either game (`from_text` on the
//! input as text, on the input's own bytes in base64 as formats 2-5 were,
//! and on them sealed as format 7 is, past its checksum), and the engine's
//! `GameRecord` JSON and postcard. A save that loads must be within the
//! limits (its moves at most the engine's bound, its names clean), read
//! again from its own text as the same save, stay the same or be refused
//! when that text is damaged once on the way, and be a sound game that
//! answers every question without a panic.
#![no_main]
use europa_engine::GameRecord;
use europa_fuzz::session::{AnySave, Loaded, clean_name};
use europa_fuzz::{Bytes, base64, damage, exercise, refused_or_same, sealed};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut probe = Bytes::new(data);
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(loaded) = AnySave::from_text(text) {
            sound(loaded, data, &mut probe);
        }
        if let Ok((record, game)) = GameRecord::from_json(text) {
            assert!(GameRecord::from_json(&record.to_json()).is_ok());
            exercise(&game, &mut probe);
        }
    }
    for text in [base64::encode(data), sealed(data)] {
        if let Ok(loaded) = AnySave::from_text(&text) {
            sound(loaded, data, &mut probe);
        }
    }
    if let Ok(record) = postcard::from_bytes::<GameRecord>(data)
        && let Ok(game) = record.replay()
    {
        exercise(&game, &mut probe);
    }
});

/// Checks a save that loaded from the input `data`.
fn sound(loaded: Loaded, data: &[u8], probe: &mut Bytes) {
    let _ = loaded.summary();
    let (seats, actions, bound) = match &loaded {
        Loaded::Europe(s, _) => (
            &s.seats,
            s.record.actions.len(),
            europa_engine::invariants::ACTION_BOUND,
        ),
        Loaded::CardGame(s, _) => (
            &s.seats,
            s.record.actions.len(),
            cardgame_engine::invariants::ACTION_BOUND,
        ),
    };
    assert!(actions <= bound as usize, "{actions} moves loaded");
    for seat in seats {
        assert_eq!(clean_name(&seat.name), seat.name, "a name not cleaned");
    }
    let text = match &loaded {
        Loaded::Europe(s, game) => {
            exercise(game, probe);
            s.to_text()
        }
        Loaded::CardGame(s, game) => {
            exercise(game, probe);
            s.to_text()
        }
    };
    // What loads saves again to the same text (compared as text: a NaN
    // time is not equal to itself).
    let again = AnySave::from_text(&text).map(|l| l.into_save().to_text());
    assert_eq!(again.as_ref(), Ok(&text), "saved again, it reads otherwise");
    // Its text damaged once, at a place and in a way the input picks.
    let mut pick = Bytes::new(data.get(data.len().saturating_sub(6)..).unwrap_or_default());
    let damaged = damage(&text, &mut pick);
    assert!(
        refused_or_same(&damaged, &text),
        "a damaged text read as another save: {damaged:?}"
    );
}
