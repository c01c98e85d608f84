//! A save's text and bytes through every decode path the app and the engines
//! have, then replay: the app's base64 + postcard envelope of either game (`from_text`,
//! both on the input as text and on the input's own bytes in base64), and
//! the engine's `GameRecord` JSON and postcard. A save that loads must be a
//! sound game that answers every question without a panic.
#![no_main]
use europa_engine::GameRecord;
use europa_fuzz::session::{AnySave, Loaded};
use europa_fuzz::{Bytes, base64, exercise};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut probe = Bytes::new(data);
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(loaded) = AnySave::from_text(text) {
            // What loads saves again to the same text, as the same game.
            let _ = loaded.summary();
            match loaded {
                Loaded::Europe(save, game) => {
                    let again = AnySave::from_text(&save.to_text());
                    assert!(matches!(again, Ok(Loaded::Europe(s, _)) if s == save));
                    exercise(&game, &mut probe);
                }
                Loaded::CardGame(save, game) => {
                    let again = AnySave::from_text(&save.to_text());
                    assert!(matches!(again, Ok(Loaded::CardGame(s, _)) if s == save));
                    exercise(&game, &mut probe);
                }
            }
        }
        if let Ok((record, game)) = GameRecord::from_json(text) {
            assert!(GameRecord::from_json(&record.to_json()).is_ok());
            exercise(&game, &mut probe);
        }
    }
    match AnySave::from_text(&base64::encode(data)) {
        Ok(Loaded::Europe(_, game)) => exercise(&game, &mut probe),
        Ok(Loaded::CardGame(_, game)) => exercise(&game, &mut probe),
        Err(_) => {}
    }
    if let Ok(record) = postcard::from_bytes::<GameRecord>(data)
        && let Ok(game) = record.replay()
    {
        exercise(&game, &mut probe);
    }
});
