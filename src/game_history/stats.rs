//! The statistics, from the history's summaries and folds. Every figure is
//! about the persons at the table (not the computers):
//!
//! - a **bucket** is a game, its variant (Europe: and Warehouses & Depots),
//!   the number of players and the opponents: one computer level, mixed
//!   levels, or pass and play (no computer);
//! - a bucket's **games** are its games; its **results** are its persons'
//!   seats, one a game against the computer, one per person in pass and
//!   play. Wins, scores, margins, tickets and the Express are counted over
//!   the results; the win rate is wins / results;
//! - the **margin** of a seat is its score less the best other seat's;
//! - the **best game** is the result with the highest score (then the
//!   larger margin, then the later game);
//! - in pass and play (two persons or more) each person also has totals of
//!   their own, by name (names the app gave, "You" or "Player 2", are the
//!   same name in either language);
//! - the **series** is every listed game with one person, oldest first:
//!   that person's margin and whether they won, for the chart.

use super::{Bucket, GameResult, History, Opponents};
use crate::i18n::{Lang, seat_name_in};
use crate::session::GameKind;
use europa_engine::config::VariantId;
use serde::{Deserialize, Serialize};

/// The best result of a set of games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Best {
    pub score: i32,
    pub margin: i64,
    pub id: String,
    pub ended_ms: f64,
}

impl Best {
    fn beats(&self, other: &Best) -> bool {
        (self.score, self.margin) > (other.score, other.margin)
            || ((self.score, self.margin) == (other.score, other.margin)
                && self.ended_ms > other.ended_ms)
    }
}

/// Sums over a set of results (see the module's definitions).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Totals {
    pub games: u32,
    pub results: u32,
    pub wins: u32,
    pub score: i64,
    pub margin: i64,
    pub tickets_done: u64,
    pub tickets_failed: u64,
    /// Europe: results whose person held the European Express.
    pub express: u32,
    /// The Card Game: Big City bonus cards won.
    pub bonuses: u64,
    pub best: Option<Best>,
}

impl Totals {
    /// One game of a bucket: each person's seat is a result.
    pub(super) fn count_game(&mut self, game: &GameResult) {
        self.games += 1;
        for (seat, _) in game.persons() {
            self.count_seat(game, seat, false);
        }
    }

    /// `seat`'s result in `game`; `own_game`: the totals are that
    /// person's, so the game is one of theirs.
    pub(super) fn count_seat(&mut self, game: &GameResult, seat: usize, own_game: bool) {
        let Some(s) = game.seats.get(seat) else {
            return;
        };
        if own_game {
            self.games += 1;
        }
        let margin = game.margin(seat);
        self.results += 1;
        self.wins += u32::from(s.winner);
        self.score += i64::from(s.score);
        self.margin += margin;
        self.tickets_done += u64::from(s.tickets_done);
        self.tickets_failed += u64::from(s.tickets_failed);
        self.express += u32::from(s.express);
        self.bonuses += u64::from(s.bonuses);
        let best = Best {
            score: s.score,
            margin,
            id: game.id.clone(),
            ended_ms: game.ended_ms,
        };
        if self.best.as_ref().is_none_or(|b| best.beats(b)) {
            self.best = Some(best);
        }
    }

    /// Adds another set's sums (a fold's, another bucket's).
    pub fn absorb(&mut self, other: &Totals) {
        self.games += other.games;
        self.results += other.results;
        self.wins += other.wins;
        self.score += other.score;
        self.margin += other.margin;
        self.tickets_done += other.tickets_done;
        self.tickets_failed += other.tickets_failed;
        self.express += other.express;
        self.bonuses += other.bonuses;
        if let Some(b) = &other.best
            && self.best.as_ref().is_none_or(|mine| b.beats(mine))
        {
            self.best = Some(b.clone());
        }
    }

    /// Wins per result, in percent; `None` without a result.
    pub fn win_rate(&self) -> Option<f64> {
        self.per_result(i64::from(self.wins) * 100)
    }

    pub fn average_score(&self) -> Option<f64> {
        self.per_result(self.score)
    }

    pub fn average_margin(&self) -> Option<f64> {
        self.per_result(self.margin)
    }

    fn per_result(&self, sum: i64) -> Option<f64> {
        (self.results > 0).then(|| sum as f64 / f64::from(self.results))
    }
}

/// Which games the statistics count: `None` admits any.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    pub game: Option<GameKind>,
    /// Europe's variant (the Card Game has none: a variant admits Europe only).
    pub variant: Option<VariantId>,
    pub opponents: Option<Opponents>,
}

impl Filter {
    pub fn admits(&self, bucket: &Bucket) -> bool {
        self.game.is_none_or(|g| g == bucket.setup.game())
            && self
                .variant
                .is_none_or(|v| bucket.setup.variant() == Some(v))
            && self.opponents.is_none_or(|o| o == bucket.opponents)
    }
}

/// One game of the series: the one person's margin and win.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    pub id: String,
    pub ended_ms: f64,
    pub margin: i64,
    pub win: bool,
}

/// The statistics of the games a filter admits.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Statistics {
    /// Every admitted game together.
    pub all: Totals,
    /// Per bucket, in [`Bucket::order`].
    pub buckets: Vec<(Bucket, Totals)>,
    /// Pass and play: each person by name, most games first.
    pub people: Vec<(String, Totals)>,
    /// Listed games with one person, oldest first.
    pub series: Vec<Point>,
    /// Of `all.games`, those counted from folds only (no longer listed).
    pub earlier: u32,
}

/// The persons of a pass-and-play game (two persons or more), each seat
/// with the name their totals go under; none for a game with one person.
pub(super) fn people_of(game: &GameResult) -> Vec<(usize, String)> {
    let persons: Vec<(usize, String)> = game
        .persons()
        .map(|(seat, s)| (seat, seat_name_in(Lang::En, &s.name)))
        .collect();
    if persons.len() >= 2 {
        persons
    } else {
        Vec::new()
    }
}

/// Adds `totals` to the entry of `key` in `list`, or a new entry.
fn add_to<K: PartialEq>(list: &mut Vec<(K, Totals)>, key: K, totals: &Totals) {
    match list.iter_mut().find(|(k, _)| *k == key) {
        Some((_, t)) => t.absorb(totals),
        None => list.push((key, totals.clone())),
    }
}

/// The statistics of `history`'s games that `filter` admits.
pub fn statistics(history: &History, filter: &Filter) -> Statistics {
    let mut out = Statistics::default();
    // Oldest first, so the series reads left to right.
    for entry in history.entries().iter().rev() {
        let game = &entry.result;
        let bucket = game.bucket();
        if !filter.admits(&bucket) {
            continue;
        }
        let mut totals = Totals::default();
        totals.count_game(game);
        add_to(&mut out.buckets, bucket, &totals);
        for (seat, name) in people_of(game) {
            let mut own = Totals::default();
            own.count_seat(game, seat, true);
            add_to(&mut out.people, name, &own);
        }
        let mut persons = game.persons();
        if let (Some((seat, s)), None) = (persons.next(), persons.next()) {
            out.series.push(Point {
                id: game.id.clone(),
                ended_ms: game.ended_ms,
                margin: game.margin(seat),
                win: s.winner,
            });
        }
    }
    for fold in history.folds() {
        for (bucket, totals) in &fold.buckets {
            if filter.admits(bucket) {
                out.earlier += totals.games;
                add_to(&mut out.buckets, *bucket, totals);
            }
        }
        for (bucket, name, totals) in &fold.people {
            if filter.admits(bucket) {
                add_to(&mut out.people, name.clone(), totals);
            }
        }
    }
    out.buckets.sort_by_key(|(b, _)| b.order());
    out.people
        .sort_by(|(a, ta), (b, tb)| tb.games.cmp(&ta.games).then_with(|| a.cmp(b)));
    for (_, totals) in &out.buckets {
        out.all.absorb(totals);
    }
    out
}
