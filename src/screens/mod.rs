//! The screens around the game: home (New game, Continue, Saved
//! games), new game, saved games. They never play through the engine: they build or load a
//! [`SavedGame`](crate::session::SavedGame) and hand it to a callback; the
//! app starts it on the table (`Table::start`) and shows the game.

pub mod files;
pub mod history;
pub mod home;
pub mod new_game;
pub mod problem;
pub mod saves;
pub mod setup;

use crate::i18n::{Lang, fill, tr};
use crate::session::{GameKind, SaveError};
use crate::storage::StorageError;
use europa_engine::LoadError;

/// Translation key of a level's one-sentence description in `game`: the
/// two games' computers play differently, so each says what it does.
pub fn level_desc_key(game: GameKind, level_key: &str) -> &'static str {
    match (game, level_key) {
        (GameKind::Europe, "easy") => "easy_desc",
        (GameKind::Europe, "medium") => "medium_desc",
        // Both games' Expert is the same sentence.
        (_, "expert") => "expert_desc",
        (GameKind::Europe, _) => "hard_desc",
        (GameKind::CardGame, "easy") => "cg_easy_desc",
        (GameKind::CardGame, "medium") => "cg_medium_desc",
        (GameKind::CardGame, _) => "cg_hard_desc",
    }
}

/// A storage error in the player's language: one plain sentence (the broken
/// rule of a save that does not replay is part of it).
pub fn error_text(lang: Lang, e: &StorageError) -> String {
    let key = match e {
        StorageError::Unavailable => "err_unavailable",
        StorageError::QuotaExceeded => "err_quota",
        StorageError::Missing { .. } => "err_missing",
        StorageError::WriteFailed { .. } => "err_write",
        StorageError::Corrupt { reason, .. } => match reason {
            SaveError::Malformed { .. } => "err_malformed",
            SaveError::Version { .. } => "err_version",
            SaveError::SeatsMismatch { .. } => "err_seats",
            SaveError::Game(_) | SaveError::CardGame(_) => "err_game",
            SaveError::Damaged => "err_damaged",
            SaveError::TooLarge { .. } => "err_too_large",
            SaveError::TooManyActions { .. } => "err_too_long",
        },
    };
    // The broken rule, in the player's language.
    let at_move = |index: usize, rule: String| {
        let at = fill(tr(lang, "err_at_move"), &[&(index + 1).to_string(), &rule]);
        format!("{} ({at})", tr(lang, key))
    };
    match e {
        StorageError::Corrupt {
            reason: SaveError::Game(LoadError::IllegalAction { index, error }),
            ..
        } => at_move(*index, crate::europe::words::refusal(lang, error)),
        StorageError::Corrupt {
            reason: SaveError::CardGame(cardgame_engine::LoadError::IllegalAction { index, error }),
            ..
        } => at_move(*index, crate::cardgame::words::refusal(lang, error)),
        StorageError::Corrupt {
            reason: SaveError::TooLarge { bytes, max },
            ..
        } => fill(
            tr(lang, key),
            &[
                &bytes.div_ceil(1024).to_string(),
                &format!("{} KB", max / 1024),
            ],
        ),
        StorageError::Corrupt {
            reason: SaveError::TooManyActions { actions, max },
            ..
        } => fill(tr(lang, key), &[&actions.to_string(), &max.to_string()]),
        _ => tr(lang, key).to_string(),
    }
}

/// Milliseconds since the epoch, as saves record time.
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// A fresh save id (time + randomness).
pub fn fresh_id() -> String {
    crate::storage::new_id(now_ms(), js_sys::Math::random())
}

/// Whether `ms` is a time the browser can show: a save crafted or damaged
/// elsewhere may hold any number (the list would read "Invalid Date").
pub fn is_showable_time(ms: f64) -> bool {
    // ECMAScript dates reach 8.64e15 ms either side of 1970.
    ms.is_finite() && ms.abs() <= 8.64e15
}

/// A save's date in the player's language and time zone, or "unknown date".
pub fn format_date(lang: Lang, ms: f64) -> String {
    if !is_showable_time(ms) {
        return tr(lang, "sv_date_unknown").to_string();
    }
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    let opts = js_sys::Object::new();
    for (k, v) in [("dateStyle", "medium"), ("timeStyle", "short")] {
        let _ = js_sys::Reflect::set(&opts, &k.into(), &v.into());
    }
    String::from(date.to_locale_string(lang.code(), &opts))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_whose_time_is_not_a_date_is_not_shown_as_one() {
        for bad in [f64::NAN, f64::INFINITY, -f64::INFINITY, 1e300, -9e15] {
            assert!(!is_showable_time(bad), "{bad}");
        }
        for good in [0.0, 1_700_000_000_000.0, -1.0, 8.64e15] {
            assert!(is_showable_time(good), "{good}");
        }
    }

    #[test]
    fn every_storage_error_has_a_message_in_both_languages() {
        let errors = [
            StorageError::Unavailable,
            StorageError::QuotaExceeded,
            StorageError::Missing { id: "a".into() },
            StorageError::WriteFailed { name: "X".into() },
            StorageError::Corrupt {
                id: "a".into(),
                reason: SaveError::Malformed {
                    detail: "eof".into(),
                },
            },
            StorageError::Corrupt {
                id: "a".into(),
                reason: SaveError::Version {
                    found: 9,
                    supported: 1,
                },
            },
        ];
        for e in &errors {
            for lang in [Lang::It, Lang::En] {
                let text = error_text(lang, e);
                assert!(!text.starts_with("err_"), "{text}");
            }
        }
        // Regression: "Not a readable saved game. (not a readable saved game (eof))".
        assert_eq!(
            error_text(Lang::En, &errors[4]),
            "This is not a saved game of Europa Express."
        );
        let broken = StorageError::Corrupt {
            id: "a".into(),
            reason: SaveError::Game(LoadError::IllegalAction {
                index: 4,
                error: europa_engine::RuleError::GameOver,
            }),
        };
        assert_eq!(
            error_text(Lang::En, &broken),
            "The saved game breaks the rules. (move 5: The game is over.)"
        );
        let card = StorageError::Corrupt {
            id: "b".into(),
            reason: SaveError::CardGame(cardgame_engine::LoadError::IllegalAction {
                index: 2,
                error: cardgame_engine::RuleError::LocomotiveAsSecondCard,
            }),
        };
        assert_eq!(
            error_text(Lang::En, &card),
            "The saved game breaks the rules. (move 3: A face-up locomotive counts as two cards: it can't be your second card.)"
        );
        assert_eq!(
            error_text(Lang::It, &broken),
            "La partita salvata non rispetta le regole. (mossa 5: La partita è finita.)"
        );
    }
}
