//! A save's text and bytes through every decode path the app and the engine
//! have, then replay: the app's base64 + postcard envelope (`from_text`,
//! both on the input as text and on the input's own bytes in base64), and
//! the engine's `GameRecord` JSON and postcard. A save that loads must be a
//! sound game that answers every question without a panic.
#![no_main]
use europa_engine::GameRecord;
use europa_fuzz::session::SavedGame;
use europa_fuzz::{Bytes, base64, exercise};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut probe = Bytes::new(data);
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok((save, game)) = SavedGame::from_text(text) {
            // What loads saves again to the same text.
            let again = SavedGame::from_text(&save.to_text());
            assert!(again.is_ok_and(|(s, _)| s == save));
            exercise(&game, &mut probe);
        }
        if let Ok((record, game)) = GameRecord::from_json(text) {
            assert!(GameRecord::from_json(&record.to_json()).is_ok());
            exercise(&game, &mut probe);
        }
    }
    if let Ok((_, game)) = SavedGame::from_text(&base64::encode(data)) {
        exercise(&game, &mut probe);
    }
    if let Ok(record) = postcard::from_bytes::<GameRecord>(data)
        && let Ok(game) = record.replay()
    {
        exercise(&game, &mut probe);
    }
});
