//! The one storage adapter: saved games in the browser's localStorage under
//! versioned keys, with its own error enum so private mode, a full quota or a
//! damaged save reach the UI as a message, never as a panic.
//!
//! Keys (bump `v1` only with a migration):
//! - `europa-express/v1/save/<id>`: one save of either game as text
//!   ([`AnySave::to_text`]: format 6, postcard bytes sealed with a checksum
//!   in base64 behind a mark; formats 2 to 5 are read too; format 1's JSON
//!   saves are listed as unreadable and left as they are);
//! - `europa-express/v1/index`: ids newest first, one a line, so the list
//!   keeps its order without reading every save;
//! - `europa-express/v1/last`: the id "Continue" resumes.
//!
//! Reading never writes: a save that fails to parse stays byte for byte as it
//! was, so the player can still export its raw text or delete it on purpose.
//! The pure parts (keys, index, ids) are tested natively; the localStorage
//! calls at the bottom are thin.

use crate::session::{AnySave, Loaded, Notice, SaveError, SaveSummary};
use std::fmt;

pub const PREFIX: &str = "europa-express/v1/";
pub const SAVE_PREFIX: &str = "europa-express/v1/save/";
pub const INDEX_KEY: &str = "europa-express/v1/index";
pub const LAST_KEY: &str = "europa-express/v1/last";
/// The player's language choice ("it" or "en"), remembered across visits.
pub const LANG_KEY: &str = "europa-express/v1/lang";
/// Colour-blind symbols on ("1") or off, remembered across visits.
pub const COLOUR_BLIND_KEY: &str = "europa-express/v1/colour-blind";
/// Fast play on ("1") or off: computers move without the pause.
pub const FAST_KEY: &str = "europa-express/v1/fast";
/// Sounds on ("1") or off (the default), remembered across visits.
pub const SOUND_KEY: &str = "europa-express/v1/sound";
/// The quick starts' computer level (`Level::bot_name`), Easy until chosen.
pub const QUICK_LEVEL_KEY: &str = "europa-express/v1/quick-level";
/// A finished game's review (`crate::review`), per game id.
pub fn review_key(id: &str) -> String {
    format!("europa-express/v1/review/{id}")
}
/// The history of finished games, one sealed text (`crate::game_history`).
pub const HISTORY_KEY: &str = "europa-express/v1/history";
/// The guided games whose guide the player left, one id a line (`crate::guide`).
pub const GUIDE_LEFT_KEY: &str = "europa-express/v1/guide-left";

/// Why storage could not do what was asked.
#[derive(Clone, Debug, PartialEq)]
pub enum StorageError {
    /// No localStorage (private mode, disabled by the user, not a browser).
    Unavailable,
    /// The browser refused to store more.
    QuotaExceeded,
    /// No save under this id.
    Missing { id: String },
    /// A save is there but cannot be read; it is left untouched.
    Corrupt { id: String, reason: SaveError },
    /// The browser refused a write for another reason (its DOMException name).
    WriteFailed { name: String },
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageError::Unavailable => write!(f, "this browser does not let the page store data"),
            StorageError::QuotaExceeded => write!(f, "the browser's storage for this page is full"),
            StorageError::Missing { id } => write!(f, "no saved game {id}"),
            StorageError::Corrupt { id, reason } => write!(f, "saved game {id}: {reason}"),
            StorageError::WriteFailed { name } => write!(f, "the browser refused to save ({name})"),
        }
    }
}

pub fn save_key(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// The id inside a save key; `None` for any other key.
pub fn id_of_key(key: &str) -> Option<&str> {
    key.strip_prefix(SAVE_PREFIX).filter(|id| !id.is_empty())
}

/// An id that sorts by creation time and does not clash when two games start
/// in the same millisecond: base-36 time, a dash, six base-36 random digits.
/// `random` is in [0, 1), as `Math.random()` gives it.
pub fn new_id(now_ms: f64, random: f64) -> String {
    let time = if now_ms.is_finite() && now_ms > 0.0 {
        now_ms as u64
    } else {
        0
    };
    let r =
        (crate::europe::geometry::clamp(random, 0.0, 1.0) * 36f64.powi(6)) as u64 % 36u64.pow(6);
    format!("{}-{:0>6}", base36(time), base36(r))
}

fn base36(mut n: u64) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// Ids we write ourselves; an imported file's id is kept only if it is one.
pub fn is_valid_id(id: &str) -> bool {
    (1..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The id an imported save is stored under: its own if it is well-formed and
/// free, else `fresh`, so an import never overwrites another game's progress.
pub fn import_id(existing: &[String], id: &str, fresh: String) -> String {
    if is_valid_id(id) && !existing.iter().any(|e| e == id) {
        id.to_string()
    } else {
        fresh
    }
}

/// The index, newest first. Our own bookkeeping, rebuilt from the save keys
/// when it is missing or damaged, so a bad index never hides a save.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Index {
    pub ids: Vec<String>,
}

impl Index {
    /// One id a line. A line that is no id (format 1's JSON index, damage)
    /// is dropped, so the next write leaves a clean index.
    pub fn parse(text: Option<&str>) -> Index {
        Index {
            ids: text
                .unwrap_or_default()
                .lines()
                .filter(|l| is_valid_id(l))
                .map(str::to_string)
                .collect(),
        }
    }

    pub fn to_text(&self) -> String {
        self.ids.join("\n")
    }

    /// Puts `id` first (it was just written).
    pub fn touch(&mut self, id: &str) {
        self.ids.retain(|i| i != id);
        self.ids.insert(0, id.to_string());
    }

    pub fn remove(&mut self, id: &str) {
        self.ids.retain(|i| i != id);
    }

    /// Every save id: the index's order first, then saves the index does not
    /// know (written by a damaged index, or by hand), in key order.
    pub fn merged(&self, keys: &[String]) -> Vec<String> {
        let mut found: Vec<&str> = keys.iter().filter_map(|k| id_of_key(k)).collect();
        // Insertion sort: a handful of saves, and `sort` would link core's
        // sort algorithm for `&str` (about 1 KB gzipped) for this alone.
        for i in 1..found.len() {
            let mut j = i;
            while j > 0 && found[j - 1] > found[j] {
                found.swap(j - 1, j);
                j -= 1;
            }
        }
        let mut out: Vec<String> = self
            .ids
            .iter()
            .filter(|id| found.contains(&id.as_str()))
            .cloned()
            .collect();
        for id in found {
            if !out.iter().any(|o| o == id) {
                out.push(id.to_string());
            }
        }
        out
    }
}

/// One row of the saved-games list: a readable save's summary, or why it is
/// not readable (the row then offers delete and export of the raw text).
#[derive(Clone, Debug, PartialEq)]
pub struct Listed {
    pub id: String,
    pub entry: Result<SaveSummary, SaveError>,
}

/// Parses one stored string into a row.
pub fn listed(id: &str, text: &str) -> Listed {
    Listed {
        id: id.to_string(),
        entry: AnySave::from_text(text).map(|loaded| loaded.summary()),
    }
}

/// Parses one stored string, naming the save in the error.
pub fn parse(id: &str, text: &str) -> Result<Loaded, StorageError> {
    AnySave::from_text(text).map_err(|reason| StorageError::Corrupt {
        id: id.to_string(),
        reason,
    })
}

/// Reads a file chosen for import: the save (names cleaned) and what the
/// cleaning changed, or why it is refused.
pub fn imported(text: &str) -> Result<(AnySave, Vec<Notice>), StorageError> {
    AnySave::import_text(text)
        .map(|(loaded, notices)| (loaded.into_save(), notices))
        .map_err(|reason| StorageError::Corrupt {
            id: String::new(),
            reason,
        })
}

/// The file name an export downloads as (base64 text, see
/// [`SavedGame::to_text`]).
pub fn export_file_name(id: &str) -> String {
    format!("europa-express-{id}.txt")
}

// ---- localStorage: thin calls, each error mapped, nothing unwrapped. ----

fn local() -> Result<web_sys::Storage, StorageError> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or(StorageError::Unavailable)
}

fn get(store: &web_sys::Storage, key: &str) -> Result<Option<String>, StorageError> {
    store.get_item(key).map_err(|_| StorageError::Unavailable)
}

fn set(store: &web_sys::Storage, key: &str, value: &str) -> Result<(), StorageError> {
    // After a panic the app's state cannot be trusted: keep what is stored.
    if crate::recovery::panicked() {
        return Err(StorageError::WriteFailed {
            name: "panicked".into(),
        });
    }
    store.set_item(key, value).map_err(|e| {
        use wasm_bindgen::JsCast;
        let name = e
            .dyn_ref::<web_sys::DomException>()
            .map(|d| d.name())
            .unwrap_or_default();
        // Browsers name it differently (Firefox: NS_ERROR_DOM_QUOTA_REACHED).
        if name.contains("Quota") || name.contains("QUOTA") {
            StorageError::QuotaExceeded
        } else {
            StorageError::WriteFailed { name }
        }
    })
}

fn keys(store: &web_sys::Storage) -> Vec<String> {
    let n = store.length().unwrap_or(0);
    (0..n).filter_map(|i| store.key(i).ok().flatten()).collect()
}

/// Writes a save, moves it to the top of the list and makes it the one
/// "Continue" resumes. Called after every action (autosave).
///
/// # Errors
/// [`StorageError::Unavailable`], [`StorageError::QuotaExceeded`] or
/// [`StorageError::WriteFailed`]; the previous copy then stays as it was.
/// Stores a save's text (`to_text` of either game's save) under its id and
/// makes it the one Continue resumes.
pub fn write(id: &str, text: &str) -> Result<(), StorageError> {
    let store = local()?;
    set(&store, &save_key(id), text)?;
    let mut index = Index::parse(get(&store, INDEX_KEY)?.as_deref());
    index.touch(id);
    set(&store, INDEX_KEY, &index.to_text())?;
    set(&store, LAST_KEY, id)
}

/// The remembered language code, if the player ever chose one.
pub fn read_lang() -> Option<String> {
    get(&local().ok()?, LANG_KEY).ok().flatten()
}

/// Remembers the player's language choice.
///
/// # Errors
/// As [`write`]; the app then simply forgets the choice next visit.
pub fn write_lang(code: &str) -> Result<(), StorageError> {
    set(&local()?, LANG_KEY, code)
}

/// Whether the player switched a setting (`COLOUR_BLIND_KEY`, `FAST_KEY`)
/// on last time.
pub fn read_flag(key: &str) -> bool {
    local()
        .ok()
        .and_then(|s| get(&s, key).ok().flatten())
        .is_some_and(|v| v == "1")
}

/// Remembers a setting's switch.
///
/// # Errors
/// As [`write`]; the switch then lasts only this visit.
pub fn write_flag(key: &str, on: bool) -> Result<(), StorageError> {
    set(&local()?, key, if on { "1" } else { "0" })
}

/// A remembered word (a setting with more than two values), if any.
pub fn read_word(key: &str) -> Option<String> {
    get(&local().ok()?, key).ok().flatten()
}

/// Remembers a setting's word.
///
/// # Errors
/// As [`write`]; the choice then lasts only this visit.
pub fn write_word(key: &str, word: &str) -> Result<(), StorageError> {
    set(&local()?, key, word)
}

/// The guided games left, as stored (`crate::guide::with_left`).
pub fn read_guide_left() -> Option<String> {
    get(&local().ok()?, GUIDE_LEFT_KEY).ok().flatten()
}

/// Stores the guided games left.
///
/// # Errors
/// As [`write`]; the guide of that game may then come back next visit.
pub fn write_guide_left(text: &str) -> Result<(), StorageError> {
    set(&local()?, GUIDE_LEFT_KEY, text)
}

/// Whether any game is saved, readable or not, without reading one: a
/// first visit has none.
pub fn has_saves() -> bool {
    local().is_ok_and(|s| keys(&s).iter().any(|k| k.starts_with(SAVE_PREFIX)))
}

/// The stored text of a save, exactly as it is (for export, even when damaged).
pub fn read_raw(id: &str) -> Result<String, StorageError> {
    get(&local()?, &save_key(id))?.ok_or_else(|| StorageError::Missing { id: id.to_string() })
}

/// Reads and replays a save. A damaged save is reported, not changed.
pub fn load(id: &str) -> Result<AnySave, StorageError> {
    parse(id, &read_raw(id)?).map(Loaded::into_save)
}

/// The id "Continue" resumes, if its save is still there.
pub fn last_id() -> Option<String> {
    let store = local().ok()?;
    let id = get(&store, LAST_KEY).ok().flatten()?;
    get(&store, &save_key(&id)).ok().flatten().map(|_| id)
}

/// Every save, newest first, each parsed (unreadable ones included as errors).
pub fn list() -> Result<Vec<Listed>, StorageError> {
    let store = local()?;
    let index = Index::parse(get(&store, INDEX_KEY)?.as_deref());
    let ids = index.merged(&keys(&store));
    Ok(ids
        .into_iter()
        .filter_map(|id| {
            let text = get(&store, &save_key(&id)).ok().flatten()?;
            Some(listed(&id, &text))
        })
        .collect())
}

/// Deletes a save on the player's request (the only way a save goes away).
pub fn delete(id: &str) -> Result<(), StorageError> {
    let store = local()?;
    store
        .remove_item(&save_key(id))
        .map_err(|_| StorageError::Unavailable)?;
    let mut index = Index::parse(get(&store, INDEX_KEY)?.as_deref());
    index.remove(id);
    set(&store, INDEX_KEY, &index.to_text())?;
    if get(&store, LAST_KEY)?.as_deref() == Some(id) {
        store
            .remove_item(LAST_KEY)
            .map_err(|_| StorageError::Unavailable)?;
    }
    Ok(())
}

/// The stored history's text, exactly as it is (`None`: no history yet).
///
/// # Errors
/// [`StorageError::Unavailable`].
pub fn read_history() -> Result<Option<String>, StorageError> {
    get(&local()?, HISTORY_KEY)
}

/// Stores the history's text over the previous one.
///
/// # Errors
/// As [`write`]; the previous text then stays as it was.
pub fn write_history(text: &str) -> Result<(), StorageError> {
    set(&local()?, HISTORY_KEY, text)
}

/// Deletes the whole history on the player's request.
///
/// # Errors
/// [`StorageError::Unavailable`].
pub fn delete_history() -> Result<(), StorageError> {
    local()?
        .remove_item(HISTORY_KEY)
        .map_err(|_| StorageError::Unavailable)
}

/// Stores an imported file after checking it replays; returns the save as
/// stored (its id may be fresh, see [`import_id`], its names cleaned) and
/// what cleaning its names changed, for the screen to tell the player.
pub fn import(text: &str, fresh_id: String) -> Result<(AnySave, Vec<Notice>), StorageError> {
    let (mut save, notices) = imported(text)?;
    let store = local()?;
    let existing: Vec<String> = keys(&store)
        .iter()
        .filter_map(|k| id_of_key(k).map(str::to_string))
        .collect();
    let id = import_id(&existing, save.id(), fresh_id);
    save.set_id(id);
    write(save.id(), &save.to_text())?;
    Ok((save, notices))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{SavedGame, SeatKind, SeatSetup};
    use europa_engine::GameConfig;

    #[test]
    fn keys_are_versioned_and_round_trip() {
        assert_eq!(save_key("abc"), "europa-express/v1/save/abc");
        assert_eq!(id_of_key(&save_key("abc")), Some("abc"));
        assert_eq!(id_of_key(INDEX_KEY), None);
        assert_eq!(id_of_key(LAST_KEY), None);
        assert_eq!(id_of_key(SAVE_PREFIX), None);
        assert!(INDEX_KEY.starts_with(PREFIX) && LAST_KEY.starts_with(PREFIX));
    }

    #[test]
    fn ids_are_valid_distinct_and_sort_by_time() {
        let a = new_id(1_700_000_000_000.0, 0.1);
        let b = new_id(1_700_000_000_000.0, 0.2);
        let c = new_id(1_800_000_000_000.0, 0.0);
        assert!(is_valid_id(&a) && is_valid_id(&b) && is_valid_id(&c));
        assert_ne!(a, b);
        assert!(a < c, "{a} < {c}");
        // Whatever the browser reports, the id stays well-formed.
        for (t, r) in [
            (f64::NAN, f64::NAN),
            (-1.0, 2.0),
            (f64::INFINITY, 0.999_999_9),
        ] {
            assert!(is_valid_id(&new_id(t, r)));
        }
    }

    #[test]
    fn an_import_never_takes_another_games_id() {
        let existing = vec!["a".to_string()];
        assert_eq!(import_id(&existing, "b", "f".into()), "b");
        assert_eq!(import_id(&existing, "a", "f".into()), "f");
        assert_eq!(import_id(&existing, "../x", "f".into()), "f");
        assert_eq!(import_id(&existing, "", "f".into()), "f");
    }

    #[test]
    fn index_keeps_newest_first() {
        let mut index = Index::default();
        index.touch("a");
        index.touch("b");
        index.touch("a");
        assert_eq!(index.ids, vec!["a", "b"]);
        index.remove("a");
        assert_eq!(index.ids, vec!["b"]);
        assert_eq!(Index::parse(Some(&index.to_text())), index);
    }

    #[test]
    fn a_damaged_index_hides_no_save() {
        // Format 1's JSON index names no save: the keys decide.
        let old = Index::parse(Some("{\"ids\":[\"b\",\"a\"]}"));
        assert_eq!(old, Index::default());
        assert_eq!(old.merged(&[save_key("a"), save_key("b")]), vec!["a", "b"]);
        assert_eq!(Index::parse(Some("b\n\n../x\na")).ids, vec!["b", "a"]);
        assert_eq!(Index::parse(None), Index::default());
        let index = Index {
            ids: vec!["b".into(), "gone".into(), "a".into()],
        };
        let keys = vec![
            save_key("a"),
            INDEX_KEY.to_string(),
            save_key("c"),
            "other-app".to_string(),
            save_key("b"),
        ];
        assert_eq!(index.merged(&keys), vec!["b", "a", "c"]);
    }

    #[test]
    fn an_import_cleans_names_and_says_what_it_changed() {
        use crate::session::{NAME_MAX, SAVE_TEXT_MAX};
        let seats = vec![
            SeatSetup {
                name: "Ada\u{202e}txt.exe".into(),
                kind: SeatKind::Human,
            },
            SeatSetup {
                name: "B".repeat(40),
                kind: SeatKind::Computer(crate::session::Level::Easy),
            },
        ];
        let save = SavedGame::new("x".into(), 5.0, seats, GameConfig::new(2, 9));
        let Ok((AnySave::Europe(read), notices)) = imported(&save.to_text()) else {
            panic!("a good save imports as Europe");
        };
        assert_eq!(read.seats[0].name, "Adatxt.exe");
        assert_eq!(read.seats[1].name, "B".repeat(NAME_MAX));
        assert_eq!(
            notices,
            vec![
                Notice::NameCleaned { seat: 0 },
                Notice::NameShortened { seat: 1, chars: 40 }
            ]
        );
        // A refusal names no id (the file has none here) and says why.
        assert!(matches!(
            imported(&"A".repeat(SAVE_TEXT_MAX + 1)),
            Err(StorageError::Corrupt {
                id,
                reason: SaveError::TooLarge { .. }
            }) if id.is_empty()
        ));
    }

    #[test]
    fn rows_summarise_good_saves_and_explain_bad_ones() {
        let seats = vec![
            SeatSetup {
                name: "Ada".into(),
                kind: SeatKind::Human,
            },
            SeatSetup {
                name: "Bot".into(),
                kind: SeatKind::Computer(crate::session::Level::Hard),
            },
        ];
        let save = SavedGame::new("x".into(), 5.0, seats, GameConfig::new(2, 9));
        let row = listed("x", &save.to_text());
        let summary = row.entry.unwrap();
        assert_eq!(summary.names, vec!["Ada", "Bot"]);
        assert_eq!(summary.round, 1);
        let bad = listed("y", "{\"format_version\":1,");
        assert!(matches!(bad.entry, Err(SaveError::Malformed { .. })));
        // A save cut short: its mark is whole, its checksum no longer holds.
        let text = save.to_text();
        let bad = listed("y", &text[..text.len() - 8]);
        assert!(matches!(bad.entry, Err(SaveError::Damaged)));
        assert!(matches!(
            parse("y", "[]"),
            Err(StorageError::Corrupt { id, .. }) if id == "y"
        ));
    }
}
