//! The player's history: every finished game of either game, kept on the
//! device with its record (the save's text, which replays it) and a summary
//! of how it ended ([`GameResult`]); the statistics are computed from the
//! summaries ([`stats`]). Pure data, tested natively; the localStorage calls
//! are in [`browser`] and `crate::storage`.
//!
//! # Limits (docs/HISTORY.md says why)
//!
//! - The newest [`KEEP_GAMES`] games always keep their summary. When there
//!   are [`MAX_GAMES`], the oldest are folded down to [`KEEP_GAMES`]: their
//!   summaries become per-bucket totals ([`Fold`]), which the statistics
//!   still count ("earlier games"), with a hash of each id so that an import
//!   never counts one twice.
//! - The whole history, as stored, takes at most [`BUDGET`] characters of
//!   localStorage (about 5 MiB per site), so the saves of the games in play
//!   always have room. Over it, the oldest games lose their record first;
//!   their summaries stay ("record no longer kept").
//!
//! # The stored text and the exported file
//!
//! `Europa-History-1:` then base64 of the postcard bytes of the format
//! number (1) and the [`History`], padded and sealed with a CRC-32 exactly
//! as a save's text is (`crate::session` format 6, [`text`]).

pub mod browser;
pub mod stats;
pub mod text;

#[cfg(test)]
mod tests;

use crate::session::{AnySave, GameKind, Level, Loaded, SeatKind, clean_name};
use europa_engine::config::VariantId;
use serde::{Deserialize, Serialize};

pub use stats::{Best, Filter, Point, Statistics, Totals, statistics};
pub use text::{HISTORY_FORMAT, HISTORY_MARK, HISTORY_TEXT_MAX, HistoryError};

/// Games whose summary is always kept, newest first.
pub const KEEP_GAMES: usize = 1_000;
/// At this many summaries the oldest are folded into totals, down to
/// [`KEEP_GAMES`] (in batches, so a fold is not written after every game).
pub const MAX_GAMES: usize = 1_100;
/// Most characters the stored history may take: 2 MiB of localStorage's
/// 5 MiB, which leaves the saves of the games in play (a real one takes
/// 1–2 KB, the largest a game could make 34 KB) more than 3 MiB.
pub const BUDGET: usize = 2 * 1024 * 1024;

/// A finished game's set-up, as the statistics group it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Setup {
    Europe { variant: VariantId, depots: bool },
    CardGame,
}

impl Setup {
    pub fn game(self) -> GameKind {
        match self {
            Setup::Europe { .. } => GameKind::Europe,
            Setup::CardGame => GameKind::CardGame,
        }
    }

    /// Europe's variant; `None` for the Card Game.
    pub fn variant(self) -> Option<VariantId> {
        match self {
            Setup::Europe { variant, .. } => Some(variant),
            Setup::CardGame => None,
        }
    }

    /// Where the set-up stands in a list: Europe first, its variants in
    /// the engine's order, without then with Warehouses & Depots.
    fn order(self) -> (u8, u8, bool) {
        match self {
            Setup::Europe { variant, depots } => (
                0,
                VariantId::ALL
                    .iter()
                    .position(|&v| v == variant)
                    .unwrap_or(0) as u8,
                depots,
            ),
            Setup::CardGame => (1, 0, false),
        }
    }
}

/// Who the persons at a table played against: the one level of its
/// computers, several levels, or nobody but persons (pass and play).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opponents {
    Computer(Level),
    Mixed,
    PassAndPlay,
}

impl Opponents {
    /// Every kind, in the order the filter offers them.
    pub const ALL: [Opponents; 6] = [
        Opponents::Computer(Level::Easy),
        Opponents::Computer(Level::Medium),
        Opponents::Computer(Level::Hard),
        Opponents::Computer(Level::Expert),
        Opponents::Mixed,
        Opponents::PassAndPlay,
    ];

    /// The opponents at a table of `kinds`.
    pub fn of(kinds: impl IntoIterator<Item = SeatKind>) -> Opponents {
        let mut level = None;
        for kind in kinds {
            match (kind.level(), level) {
                (None, _) => {}
                (Some(l), None) => level = Some(l),
                (Some(l), Some(seen)) if l == seen => {}
                (Some(_), Some(_)) => return Opponents::Mixed,
            }
        }
        level.map_or(Opponents::PassAndPlay, Opponents::Computer)
    }

    /// A stable key: the filter's value and the translation table's key.
    pub const fn key(self) -> &'static str {
        match self {
            Opponents::Computer(Level::Easy) => "easy",
            Opponents::Computer(Level::Medium) => "medium",
            Opponents::Computer(Level::Hard) => "hard",
            Opponents::Computer(Level::Expert) => "expert",
            Opponents::Mixed => "hi_mixed",
            Opponents::PassAndPlay => "hi_pass_and_play",
        }
    }

    pub fn from_key(key: &str) -> Option<Opponents> {
        Opponents::ALL.into_iter().find(|o| o.key() == key)
    }

    fn order(self) -> u8 {
        Opponents::ALL.iter().position(|&o| o == self).unwrap_or(0) as u8
    }
}

/// How one seat ended a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatResult {
    pub name: String,
    pub kind: SeatKind,
    /// The final total.
    pub score: i32,
    pub tickets_done: u32,
    pub tickets_failed: u32,
    /// Europe: the seat holds the European Express (alone or tied).
    pub express: bool,
    /// The Card Game: the Big City bonus cards the seat won.
    pub bonuses: u32,
    /// Among the winners (a shared win counts for each).
    pub winner: bool,
}

/// A finished game as the history lists it and the statistics count it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameResult {
    pub id: String,
    /// The time of the last move, in ms since the epoch (the save's).
    pub ended_ms: f64,
    pub setup: Setup,
    /// In seat order.
    pub seats: Vec<SeatResult>,
}

/// Which statistics a game counts in: its set-up, number of players and
/// opponents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bucket {
    pub setup: Setup,
    pub players: u8,
    pub opponents: Opponents,
}

impl Bucket {
    /// The order the statistics list buckets in.
    pub fn order(&self) -> (u8, u8, bool, u8, u8) {
        let (game, variant, depots) = self.setup.order();
        (game, variant, depots, self.players, self.opponents.order())
    }
}

impl GameResult {
    /// The summary of a game read from its save; `None` while it is not over.
    pub fn from_loaded(loaded: &Loaded) -> Option<GameResult> {
        match loaded {
            Loaded::Europe(save, game) => {
                let f = game.final_scores()?;
                let config = game.config();
                let seats = f
                    .players
                    .iter()
                    .enumerate()
                    .map(|(i, p)| SeatResult {
                        name: seat_name(&save.seats, i),
                        kind: seat_kind(&save.seats, i),
                        score: p.total,
                        tickets_done: u32::from(p.completed_tickets),
                        tickets_failed: p.tickets.iter().filter(|t| !t.completed).count() as u32,
                        express: p.express,
                        bonuses: 0,
                        winner: f.winners.contains(&p.seat),
                    })
                    .collect();
                Some(GameResult {
                    id: save.id.clone(),
                    ended_ms: save.updated_ms,
                    setup: Setup::Europe {
                        variant: config.variant,
                        depots: config.depots,
                    },
                    seats,
                })
            }
            Loaded::CardGame(save, game) => {
                let f = game.final_scores()?;
                let seats = f
                    .players
                    .iter()
                    .enumerate()
                    .map(|(i, p)| SeatResult {
                        name: seat_name(&save.seats, i),
                        kind: seat_kind(&save.seats, i),
                        score: p.total,
                        tickets_done: p.completed_tickets,
                        // The last scoring holds every ticket still held;
                        // one completed at a 4-player first scoring is not
                        // among them.
                        tickets_failed: p.tickets.iter().filter(|t| !t.completed).count() as u32,
                        express: false,
                        bonuses: p.bonuses.len() as u32,
                        winner: f.winners.contains(&p.seat),
                    })
                    .collect();
                Some(GameResult {
                    id: save.id.clone(),
                    ended_ms: save.updated_ms,
                    setup: Setup::CardGame,
                    seats,
                })
            }
        }
    }

    pub fn game(&self) -> GameKind {
        self.setup.game()
    }

    pub fn bucket(&self) -> Bucket {
        Bucket {
            setup: self.setup,
            players: self.seats.len().min(u8::MAX as usize) as u8,
            opponents: Opponents::of(self.seats.iter().map(|s| s.kind)),
        }
    }

    /// The seats of persons (not computers).
    pub fn persons(&self) -> impl Iterator<Item = (usize, &SeatResult)> {
        self.seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.kind == SeatKind::Human)
    }

    /// `seat`'s score less the best score of the other seats: positive
    /// for a clear win, 0 for a tie at the top, negative behind.
    pub fn margin(&self, seat: usize) -> i64 {
        let best_other = self
            .seats
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != seat)
            .map(|(_, s)| i64::from(s.score))
            .max()
            .unwrap_or(0);
        self.seats
            .get(seat)
            .map_or(0, |s| i64::from(s.score) - best_other)
    }

    /// The winners' seats.
    pub fn winners(&self) -> Vec<usize> {
        self.seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.winner)
            .map(|(i, _)| i)
            .collect()
    }
}

fn seat_name(seats: &[crate::session::SeatSetup], i: usize) -> String {
    seats.get(i).map(|s| s.name.clone()).unwrap_or_default()
}

fn seat_kind(seats: &[crate::session::SeatSetup], i: usize) -> SeatKind {
    seats.get(i).map_or(SeatKind::Human, |s| s.kind)
}

/// A game id's hash as folds keep it (FNV-1a, 64 bits): 10 bytes where the
/// id took 16, and with a thousand folds a chance of two ids sharing one
/// under 1 in 10^13.
pub fn id_hash(id: &str) -> u64 {
    id.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// One finished game: its summary, and its record while the budget keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    pub result: GameResult,
    /// The save's text (any format the app reads), which replays the game.
    pub record: Option<String>,
}

/// Games no longer listed, as totals: the statistics count them.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Fold {
    /// [`id_hash`] of each game folded in.
    pub ids: Vec<u64>,
    pub buckets: Vec<(Bucket, Totals)>,
    /// Pass and play: each person's totals, by bucket and name.
    pub people: Vec<(Bucket, String, Totals)>,
}

impl Fold {
    fn add(&mut self, result: &GameResult) {
        self.ids.push(id_hash(&result.id));
        let bucket = result.bucket();
        match self.buckets.iter_mut().find(|(b, _)| *b == bucket) {
            Some((_, totals)) => totals.count_game(result),
            None => {
                let mut totals = Totals::default();
                totals.count_game(result);
                self.buckets.push((bucket, totals));
            }
        }
        for (seat, name) in stats::people_of(result) {
            let found = self
                .people
                .iter_mut()
                .find(|(b, n, _)| *b == bucket && *n == name);
            match found {
                Some((_, _, totals)) => totals.count_seat(result, seat, true),
                None => {
                    let mut totals = Totals::default();
                    totals.count_seat(result, seat, true);
                    self.people.push((bucket, name, totals));
                }
            }
        }
    }

    /// How many games it holds.
    pub fn games(&self) -> usize {
        self.ids.len()
    }
}

/// What adding or merging changed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Change {
    /// Games added to the list.
    pub added: usize,
    /// Games that were in the history already (by id), left as they were.
    pub known: usize,
    /// Games folded into the earlier games' totals.
    pub folded: usize,
    /// Games whose record went to keep the history within its budget,
    /// oldest first.
    pub records_dropped: Vec<String>,
    /// An imported file's earlier games (folded there) that overlap games
    /// here without being the same fold: left out, so nothing counts
    /// twice.
    pub folds_left_out: usize,
}

/// Every finished game the history holds: summaries newest first, their
/// records within the budget, and the folds of the oldest.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct History {
    entries: Vec<Entry>,
    folds: Vec<Fold>,
}

/// Bytes postcard takes to write `n` as a varint.
fn varint_len(n: usize) -> usize {
    let mut len = 1;
    let mut n = n >> 7;
    while n > 0 {
        len += 1;
        n >>= 7;
    }
    len
}

impl History {
    /// The listed games, newest first.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    pub fn folds(&self) -> &[Fold] {
        &self.folds
    }

    /// Games counted only in the folds' totals.
    pub fn earlier_games(&self) -> usize {
        self.folds.iter().map(Fold::games).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty() && self.folds.is_empty()
    }

    /// Whether game `id` is in the history, listed or folded.
    pub fn knows(&self, id: &str) -> bool {
        let hash = id_hash(id);
        self.entries.iter().any(|e| e.result.id == id)
            || self.folds.iter().any(|f| f.ids.contains(&hash))
    }

    /// The record of game `id`, if the history still keeps it.
    pub fn record(&self, id: &str) -> Option<&str> {
        self.entries
            .iter()
            .find(|e| e.result.id == id)
            .and_then(|e| e.record.as_deref())
    }

    /// Adds a finished game read from its save: its summary and `record`
    /// (the save's text). A game not over adds nothing.
    pub fn add_loaded(&mut self, loaded: &Loaded, record: String) -> Change {
        match GameResult::from_loaded(loaded) {
            Some(result) => self.add(result, Some(record), BUDGET),
            None => Change::default(),
        }
    }

    /// Adds a finished game once (a second add of the same id changes
    /// nothing), then folds beyond [`MAX_GAMES`] and keeps within `budget`.
    pub fn add(&mut self, result: GameResult, record: Option<String>, budget: usize) -> Change {
        let mut change = Change::default();
        if self.knows(&result.id) {
            change.known = 1;
            return change;
        }
        self.insert(Entry { result, record });
        change.added = 1;
        self.settle(budget, &mut change);
        change
    }

    /// Puts `entry` in its place, newest first (by time; a tie by id).
    fn insert(&mut self, entry: Entry) {
        let at = self
            .entries
            .iter()
            .position(|e| newer(&entry.result, &e.result))
            .unwrap_or(self.entries.len());
        self.entries.insert(at, entry);
    }

    /// Folds beyond the limit, then drops the oldest records beyond `budget`.
    fn settle(&mut self, budget: usize, change: &mut Change) {
        change.folded += self.fold_oldest();
        change.records_dropped.extend(self.fit(budget));
    }

    /// At [`MAX_GAMES`] listed games and more, folds the oldest into one
    /// new fold, down to [`KEEP_GAMES`]; returns how many were folded.
    fn fold_oldest(&mut self) -> usize {
        if self.entries.len() <= MAX_GAMES {
            return 0;
        }
        let old = self.entries.split_off(KEEP_GAMES);
        let mut fold = Fold::default();
        for entry in &old {
            fold.add(&entry.result);
        }
        self.folds.push(fold);
        old.len()
    }

    /// Deletes game `id` from the list, summary and record (the player
    /// asked). Whether it was there.
    pub fn remove(&mut self, id: &str) -> bool {
        let before = self.entries.len();
        self.entries.retain(|e| e.result.id != id);
        self.entries.len() != before
    }

    /// Drops the records of the `n` oldest games that still have one;
    /// their ids, oldest first.
    pub fn drop_oldest_records(&mut self, n: usize) -> Vec<String> {
        let mut dropped = Vec::new();
        for entry in self.entries.iter_mut().rev() {
            if dropped.len() == n {
                break;
            }
            if entry.record.take().is_some() {
                dropped.push(entry.result.id.clone());
            }
        }
        dropped
    }

    /// Drops the oldest records until the stored text fits `budget`
    /// characters (or no record is left); their ids, oldest first.
    pub fn fit(&mut self, budget: usize) -> Vec<String> {
        let mut payload = self.payload_len();
        let mut dropped = Vec::new();
        for entry in self.entries.iter_mut().rev() {
            if text::stored_len(payload) <= budget {
                break;
            }
            if let Some(record) = entry.record.take() {
                payload -= varint_len(record.len()) + record.len();
                dropped.push(entry.result.id.clone());
            }
        }
        dropped
    }

    /// Characters the history takes once stored (its [`History::to_text`]).
    pub fn stored_len(&self) -> usize {
        text::stored_len(self.payload_len())
    }

    fn payload_len(&self) -> usize {
        text::payload_len(self)
    }

    /// Adds every game of `other` not here yet (by id), and its folds that
    /// hold no game known here; then folds and keeps within `budget`.
    pub fn merge(&mut self, other: History, budget: usize) -> Change {
        let mut change = Change::default();
        for fold in other.folds {
            let known = fold.ids.iter().filter(|&&h| self.knows_hash(h)).count();
            if known == 0 {
                self.folds.push(fold);
            } else if known < fold.ids.len() {
                change.folds_left_out += fold.ids.len() - known;
            }
        }
        for entry in other.entries {
            if self.knows(&entry.result.id) {
                change.known += 1;
            } else {
                self.insert(entry);
                change.added += 1;
            }
        }
        self.settle(budget, &mut change);
        change
    }

    fn knows_hash(&self, hash: u64) -> bool {
        self.entries.iter().any(|e| id_hash(&e.result.id) == hash)
            || self.folds.iter().any(|f| f.ids.contains(&hash))
    }

    /// Makes a history read from a text safe to use: names cleaned, ids
    /// checked, one entry per id, entries newest first, records no save
    /// could be dropped. Returns how many games were left out.
    fn sanitize(&mut self) -> usize {
        let before = self.entries.len();
        let entries = std::mem::take(&mut self.entries);
        for mut entry in entries {
            let r = &mut entry.result;
            let seats = r.seats.len();
            if !crate::storage::is_valid_id(&r.id)
                || !(2..=5).contains(&seats)
                || self.entries.iter().any(|e| e.result.id == r.id)
            {
                continue;
            }
            for seat in &mut r.seats {
                seat.name = clean_name(&seat.name);
            }
            if entry
                .record
                .as_ref()
                .is_some_and(|t| t.len() > crate::session::SAVE_TEXT_MAX)
            {
                entry.record = None;
            }
            self.insert(entry);
        }
        for fold in &mut self.folds {
            for (_, name, _) in &mut fold.people {
                *name = clean_name(name);
            }
        }
        before - self.entries.len()
    }
}

/// Whether `a` lists before `b`: newer, or as new with the larger id.
fn newer(a: &GameResult, b: &GameResult) -> bool {
    match a.ended_ms.total_cmp(&b.ended_ms) {
        std::cmp::Ordering::Equal => a.id > b.id,
        o => o == std::cmp::Ordering::Greater,
    }
}

/// The summary of a save's text, when it holds a finished game.
///
/// # Errors
/// Why the save cannot be read ([`crate::session::SaveError`]).
pub fn result_of(text: &str) -> Result<Option<GameResult>, crate::session::SaveError> {
    AnySave::from_text(text).map(|loaded| GameResult::from_loaded(&loaded))
}
