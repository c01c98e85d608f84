//! The history screen's words: a bucket's title, numbers in the player's
//! language, a game's players line, and what an import or a failure says.
//! Pure, tested natively.

use crate::game_history::browser::Problem;
use crate::game_history::{Bucket, Change, GameResult, HistoryError, Opponents, Setup};
use crate::i18n::{Lang, count, fill, seat_name_in, tr};
use crate::session::Level;

/// A set-up as a line: "Ticket to Ride Europe · Classic · Warehouses &
/// Depots", or the Card Game's name.
pub fn setup_line(lang: Lang, setup: Setup) -> String {
    let game = tr(lang, setup.game().key());
    match setup {
        Setup::Europe { variant, depots } => {
            let mut line = format!("{game} · {}", tr(lang, variant.key()));
            if depots {
                line = format!("{line} · {}", tr(lang, "ng_depots"));
            }
            line
        }
        Setup::CardGame => game.to_string(),
    }
}

/// Who the persons played against, as a bucket's title says it.
pub fn opponents_line(lang: Lang, opponents: Opponents) -> String {
    match opponents {
        Opponents::Computer(level) => fill(tr(lang, "hi_vs_level"), &[tr(lang, level_key(level))]),
        Opponents::Mixed => tr(lang, "hi_vs_mixed").to_string(),
        Opponents::PassAndPlay => tr(lang, "hi_pass_and_play").to_string(),
    }
}

/// The opponents as the filter offers them.
pub fn opponents_option(lang: Lang, opponents: Opponents) -> &'static str {
    match opponents {
        Opponents::Computer(level) => tr(lang, level_key(level)),
        Opponents::Mixed => tr(lang, "hi_mixed"),
        Opponents::PassAndPlay => tr(lang, "hi_pass_and_play"),
    }
}

fn level_key(level: Level) -> &'static str {
    match level {
        Level::Easy => "easy",
        Level::Medium => "medium",
        Level::Hard => "hard",
        Level::Expert => "expert",
    }
}

/// "2 players · Easy computer": the rest of a bucket's title.
pub fn bucket_line(lang: Lang, bucket: &Bucket) -> String {
    format!(
        "{} · {}",
        count(lang, "hi_players", u32::from(bucket.players), &[]),
        opponents_line(lang, bucket.opponents)
    )
}

/// `x` with one decimal, as the language writes it (Italian: a comma).
pub fn decimal(lang: Lang, x: f64) -> String {
    let text = format!("{:.1}", x);
    // "-0.0" is 0.
    let text = if text == "-0.0" {
        "0.0".to_string()
    } else {
        text
    };
    match lang {
        Lang::It => text.replace('.', ","),
        Lang::En => text,
    }
}

/// A margin with its sign: "+3.5", "−2.0" (a minus sign, not a hyphen),
/// "0.0".
pub fn signed(lang: Lang, x: f64) -> String {
    let text = decimal(lang, x.abs());
    if text == decimal(lang, 0.0) {
        text
    } else if x > 0.0 {
        format!("+{text}")
    } else {
        format!("\u{2212}{text}")
    }
}

/// A whole margin with its sign: "+12", "−3", "0".
pub fn signed_whole(n: i64) -> String {
    match n {
        0 => "0".to_string(),
        n if n > 0 => format!("+{n}"),
        n => format!("\u{2212}{}", n.unsigned_abs()),
    }
}

/// A score in points: "1 point", "101 points", "−5 points".
pub fn points(lang: Lang, score: i32) -> String {
    let text = tr(lang, "hi_points");
    let (one, many) = text.split_once('|').unwrap_or((text, text));
    let score = if score < 0 {
        format!("\u{2212}{}", score.unsigned_abs())
    } else {
        score.to_string()
    };
    fill(if score == "1" { one } else { many }, &[&score])
}

/// A percentage, rounded: "58%".
pub fn percent(x: f64) -> String {
    format!("{}%", x.round() as i64)
}

/// "★ Ada: 101 · Bot: 100": each name with its score, a star before the
/// winners'.
pub fn players_line(lang: Lang, game: &GameResult) -> String {
    game.seats
        .iter()
        .map(|s| {
            let star = if s.winner { "★ " } else { "" };
            format!("{star}{}: {}", seat_name_in(lang, &s.name), s.score)
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// "Winner: Ada" or "Shared win: Ada, Bruno".
pub fn winners_line(lang: Lang, game: &GameResult) -> String {
    let names: Vec<String> = game
        .seats
        .iter()
        .filter(|s| s.winner)
        .map(|s| seat_name_in(lang, &s.name))
        .collect();
    let key = if names.len() > 1 { "winners" } else { "winner" };
    format!("{}: {}", tr(lang, key), names.join(", "))
}

/// Why a history file or the stored history could not be read.
pub fn history_error(lang: Lang, e: &HistoryError) -> String {
    match e {
        HistoryError::TooLarge { bytes, max } => fill(
            tr(lang, "hi_err_too_large"),
            &[
                &bytes.div_ceil(1024).to_string(),
                &format!("{} KB", max / 1024),
            ],
        ),
        HistoryError::Damaged => tr(lang, "hi_err_damaged").to_string(),
        HistoryError::Version { .. } => tr(lang, "hi_err_version").to_string(),
        HistoryError::Malformed | HistoryError::NotHistory => {
            tr(lang, "hi_err_malformed").to_string()
        }
        HistoryError::ASave => tr(lang, "hi_err_a_save").to_string(),
    }
}

/// A problem of the history in one sentence.
pub fn problem_text(lang: Lang, p: &Problem) -> String {
    match p {
        Problem::Storage(e) => super::super::error_text(lang, e),
        Problem::Unreadable(e) => history_error(lang, e),
        Problem::Save(e) => super::super::error_text(
            lang,
            &crate::storage::StorageError::Corrupt {
                id: String::new(),
                reason: e.clone(),
            },
        ),
    }
}

/// "To make room, the records of the 3 oldest games were removed…"
pub fn records_dropped(lang: Lang, n: usize) -> String {
    count(lang, "hi_records_dropped", n as u32, &[])
}

/// What an import did, in sentences.
pub fn imported(lang: Lang, change: &Change, left_out: usize) -> String {
    let mut out = count(lang, "hi_imported", change.added as u32, &[]);
    if change.known > 0 {
        out = format!(
            "{out} {}",
            count(lang, "hi_imported_known", change.known as u32, &[])
        );
    }
    if left_out > 0 {
        out = format!("{out} {}", count(lang, "hi_left_out", left_out as u32, &[]));
    }
    if change.folds_left_out > 0 {
        out = format!(
            "{out} {}",
            count(lang, "hi_folds_left_out", change.folds_left_out as u32, &[])
        );
    }
    if !change.records_dropped.is_empty() {
        out = format!(
            "{out} {}",
            records_dropped(lang, change.records_dropped.len())
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::GameKind;
    use europa_engine::config::VariantId;

    #[test]
    fn numbers_read_as_each_language_writes_them() {
        assert_eq!(decimal(Lang::En, 90.333), "90.3");
        assert_eq!(decimal(Lang::It, 90.333), "90,3");
        assert_eq!(signed(Lang::En, 1.0 / 3.0), "+0.3");
        assert_eq!(signed(Lang::It, -2.0), "\u{2212}2,0");
        assert_eq!(signed(Lang::En, -0.01), "0.0");
        assert_eq!(signed_whole(-30), "\u{2212}30");
        assert_eq!(signed_whole(0), "0");
        assert_eq!(percent(200.0 / 3.0), "67%");
        assert_eq!(points(Lang::En, 1), "1 point");
        assert_eq!(points(Lang::It, -5), "\u{2212}5 punti");
    }

    #[test]
    fn a_bucket_names_its_game_variant_players_and_opponents_in_both_languages() {
        let bucket = Bucket {
            setup: Setup::Europe {
                variant: VariantId::BigCities,
                depots: true,
            },
            players: 3,
            opponents: Opponents::Computer(Level::Hard),
        };
        assert_eq!(
            setup_line(Lang::En, bucket.setup),
            "Ticket to Ride Europe · Big Cities of Europe · Warehouses & Depots"
        );
        assert_eq!(bucket_line(Lang::En, &bucket), "3 players · Hard computer");
        assert_eq!(
            bucket_line(Lang::It, &bucket),
            "3 giocatori · computer Difficile"
        );
        let two = Bucket {
            setup: Setup::CardGame,
            players: 2,
            opponents: Opponents::PassAndPlay,
        };
        assert_eq!(
            setup_line(Lang::It, two.setup),
            tr(Lang::It, GameKind::CardGame.key())
        );
        assert_eq!(bucket_line(Lang::En, &two), "2 players · pass and play");
        for lang in [Lang::It, Lang::En] {
            for o in Opponents::ALL {
                assert!(!opponents_line(lang, o).starts_with("hi_"));
                assert!(!opponents_option(lang, o).starts_with("hi_"));
            }
        }
    }

    #[test]
    fn an_import_says_what_it_added_and_left_out_with_the_right_plurals() {
        let change = Change {
            added: 1,
            known: 2,
            records_dropped: vec!["a".into()],
            folds_left_out: 0,
            folded: 0,
        };
        assert_eq!(
            imported(Lang::En, &change, 0),
            "History imported: 1 game added. 2 were already here. To make room, the record of the oldest game was removed (its result still counts)."
        );
        let change = Change {
            added: 3,
            known: 1,
            ..Change::default()
        };
        assert_eq!(
            imported(Lang::It, &change, 2),
            "Storico importato: 3 partite aggiunte. 1 era già qui. 2 partite del file non erano leggibili e sono state tralasciate."
        );
    }

    #[test]
    fn every_history_error_has_a_sentence_in_both_languages() {
        let errors = [
            HistoryError::TooLarge {
                bytes: 5_000_000,
                max: 4_194_304,
            },
            HistoryError::Damaged,
            HistoryError::Version {
                found: 2,
                supported: 1,
            },
            HistoryError::Malformed,
            HistoryError::ASave,
            HistoryError::NotHistory,
        ];
        for lang in [Lang::It, Lang::En] {
            for e in &errors {
                let text = history_error(lang, e);
                assert!(!text.starts_with("hi_") && text.ends_with('.'), "{text}");
            }
        }
        assert_eq!(
            history_error(Lang::En, &errors[0]),
            "The file is too large to be a history: 4883 KB, and a history takes at most 4096 KB."
        );
    }

    #[test]
    fn every_history_text_the_screens_use_is_in_both_languages() {
        let sources = [
            include_str!("mod.rs"),
            include_str!("words.rs"),
            include_str!("chart.rs"),
            include_str!("banner.rs"),
            include_str!("lazy.rs"),
            include_str!("../../game_history/mod.rs"),
        ];
        let mut seen = 0;
        for source in sources {
            for part in source.split("\"hi_").skip(1) {
                let rest = part.split('"').next().unwrap_or_default();
                let word = rest
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
                if rest.is_empty() || rest.ends_with('_') || !word {
                    continue;
                }
                let key = format!("hi_{rest}");
                for lang in [Lang::It, Lang::En] {
                    let key: &'static str = key.clone().leak();
                    assert_ne!(tr(lang, key), key, "no text for {key}");
                }
                seen += 1;
            }
        }
        assert!(seen > 40, "{seen}");
    }
}
