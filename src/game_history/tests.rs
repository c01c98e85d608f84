//! The history: summaries from finished games of both games, statistics
//! against hand-counted fixtures, the limits and the budget, the text.
use super::browser::{keep_in, store_with};
use super::*;
use crate::session::{CardSave, SavedGame, SeatSetup};
use crate::storage::StorageError;
use europa_engine::bots::RandomBot;

const H: SeatKind = SeatKind::Human;
const EASY: SeatKind = SeatKind::Computer(Level::Easy);
const MEDIUM: SeatKind = SeatKind::Computer(Level::Medium);
const HARD: SeatKind = SeatKind::Computer(Level::Hard);

fn europe(variant: VariantId) -> Setup {
    Setup::Europe {
        variant,
        depots: false,
    }
}

/// A seat: name, kind, score, tickets done and failed, Express or Big
/// City bonus cards, winner.
fn seat(name: &str, kind: SeatKind, score: i32, done: u32, failed: u32) -> SeatResult {
    SeatResult {
        name: name.into(),
        kind,
        score,
        tickets_done: done,
        tickets_failed: failed,
        express: false,
        bonuses: 0,
        winner: false,
    }
}

/// A finished game; the winners are the seats with the top score.
fn game(id: &str, ended_ms: f64, setup: Setup, mut seats: Vec<SeatResult>) -> GameResult {
    let top = seats.iter().map(|s| s.score).max().unwrap_or(0);
    for s in &mut seats {
        s.winner = s.score == top;
    }
    GameResult {
        id: id.into(),
        ended_ms,
        setup,
        seats,
    }
}

fn express(mut s: SeatResult) -> SeatResult {
    s.express = true;
    s
}

fn bonuses(mut s: SeatResult, n: u32) -> SeatResult {
    s.bonuses = n;
    s
}

/// The fixture: ten games, every Europe variant, both games, each kind of
/// opponents; counted by hand in the tests below.
fn fixture() -> Vec<GameResult> {
    use VariantId::*;
    vec![
        // 1. Classic, Ada against Easy: won by 20, the Express.
        game(
            "g01",
            1.0e12,
            europe(Classic),
            vec![
                express(seat("Ada", H, 100, 5, 1)),
                seat("Bot", EASY, 80, 4, 2),
            ],
        ),
        // 2. Classic, Ada against Easy: lost by 20.
        game(
            "g02",
            2.0e12,
            europe(Classic),
            vec![
                seat("Ada", H, 70, 3, 2),
                express(seat("Bot", EASY, 90, 6, 0)),
            ],
        ),
        // 3. Europa 1912 against Hard: won by 10.
        game(
            "g03",
            3.0e12,
            europe(Europa1912),
            vec![seat("Ada", H, 120, 7, 0), seat("Bot", HARD, 110, 6, 1)],
        ),
        // 4. Mega Europe, 3 players, Easy and Hard: mixed; lost by 10.
        game(
            "g04",
            4.0e12,
            europe(Mega),
            vec![
                seat("Ada", H, 50, 2, 3),
                seat("B1", EASY, 40, 1, 1),
                seat("B2", HARD, 60, 4, 0),
            ],
        ),
        // 5. Europe Expanded with W&D, pass and play: Bruno wins by 5.
        game(
            "g05",
            5.0e12,
            Setup::Europe {
                variant: EuropeExpanded,
                depots: true,
            },
            vec![
                seat("Ada", H, 90, 4, 1),
                express(seat("Bruno", H, 95, 5, 0)),
            ],
        ),
        // 6. Big Cities, 3 players, pass and play, the device's owner
        // named by the app ("You", "Tu" in Italian): a tie at the top.
        game(
            "g06",
            6.0e12,
            europe(BigCities),
            vec![
                seat("Tu", H, 80, 4, 0),
                seat("Bruno", H, 80, 3, 1),
                seat("Carla", H, 60, 2, 2),
            ],
        ),
        // 7. The Card Game against Medium: won by 5, one Big City bonus.
        game(
            "g07",
            7.0e12,
            Setup::CardGame,
            vec![
                bonuses(seat("Ada", H, 30, 4, 1), 1),
                seat("Bot", MEDIUM, 25, 3, 2),
            ],
        ),
        // 8. The Card Game, 4 players, pass and play with a Hard computer.
        game(
            "g08",
            8.0e12,
            Setup::CardGame,
            vec![
                seat("You", H, 20, 2, 2),
                bonuses(seat("Bruno", H, 35, 5, 0), 2),
                seat("Bot", HARD, 30, 4, 1),
                seat("Dario", H, -5, 0, 4),
            ],
        ),
        // 9. Classic against Easy again: won by 1.
        game(
            "g09",
            9.0e12,
            europe(Classic),
            vec![seat("Ada", H, 101, 6, 1), seat("Bot", EASY, 100, 5, 1)],
        ),
        // 10. Europa 1912 against Medium: lost by 30.
        game(
            "g10",
            10.0e12,
            europe(Europa1912),
            vec![seat("Ada", H, 60, 3, 3), seat("Bot", MEDIUM, 90, 5, 0)],
        ),
    ]
}

fn history_of(games: Vec<GameResult>) -> History {
    let mut h = History::default();
    for g in games {
        h.add(g, Some("record".into()), BUDGET);
    }
    h
}

fn totals_of(s: &Statistics, setup: Setup, players: u8, opponents: Opponents) -> &Totals {
    let key = Bucket {
        setup,
        players,
        opponents,
    };
    s.buckets
        .iter()
        .find(|(b, _)| *b == key)
        .map(|(_, t)| t)
        .unwrap_or_else(|| panic!("no bucket {key:?}"))
}

fn person<'a>(s: &'a Statistics, name: &str) -> &'a Totals {
    s.people
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, t)| t)
        .unwrap_or_else(|| panic!("no person {name}"))
}

fn best(score: i32, margin: i64, id: &str, ended_ms: f64) -> Option<Best> {
    Some(Best {
        score,
        margin,
        id: id.into(),
        ended_ms,
    })
}

#[test]
fn statistics_per_bucket_match_the_hand_counted_fixture() {
    use VariantId::*;
    let s = statistics(&history_of(fixture()), &Filter::default());
    // Classic against Easy: games 1, 2, 9. Wins 2 of 3; scores 100+70+101
    // = 271; margins +20-20+1 = 1; tickets 5+3+6 done, 1+2+1 failed;
    // the Express once; best 101 (game 9).
    assert_eq!(
        *totals_of(&s, europe(Classic), 2, Opponents::Computer(Level::Easy)),
        Totals {
            games: 3,
            results: 3,
            wins: 2,
            score: 271,
            margin: 1,
            tickets_done: 14,
            tickets_failed: 4,
            express: 1,
            bonuses: 0,
            best: best(101, 1, "g09", 9.0e12),
        }
    );
    let classic = totals_of(&s, europe(Classic), 2, Opponents::Computer(Level::Easy));
    assert_eq!(classic.win_rate().map(f64::round), Some(67.0));
    assert_eq!(classic.average_score(), Some(271.0 / 3.0));
    assert_eq!(classic.average_margin(), Some(1.0 / 3.0));
    // Europa 1912 against Hard and against Medium are two buckets.
    let hard = totals_of(&s, europe(Europa1912), 2, Opponents::Computer(Level::Hard));
    assert_eq!(
        (hard.games, hard.wins, hard.score, hard.margin),
        (1, 1, 120, 10)
    );
    let medium = totals_of(
        &s,
        europe(Europa1912),
        2,
        Opponents::Computer(Level::Medium),
    );
    assert_eq!((medium.games, medium.wins, medium.margin), (1, 0, -30));
    // Mega, Easy and Hard: mixed; lost by 10 to the best other (60).
    let mega = totals_of(&s, europe(Mega), 3, Opponents::Mixed);
    assert_eq!(
        (mega.games, mega.wins, mega.margin, mega.tickets_failed),
        (1, 0, -10, 3)
    );
    // Europe Expanded with W&D, pass and play: two results, one win
    // (Bruno); margins -5 and +5; the Express once (Bruno's).
    let expanded = Setup::Europe {
        variant: EuropeExpanded,
        depots: true,
    };
    let pp = totals_of(&s, expanded, 2, Opponents::PassAndPlay);
    assert_eq!(
        (
            pp.games, pp.results, pp.wins, pp.score, pp.margin, pp.express
        ),
        (1, 2, 1, 185, 0, 1)
    );
    assert_eq!(pp.win_rate(), Some(50.0));
    // Big Cities, three persons: the tie at 80 is a win for both (margin 0
    // each), Carla -20.
    let big = totals_of(&s, europe(BigCities), 3, Opponents::PassAndPlay);
    assert_eq!(
        (
            big.games,
            big.results,
            big.wins,
            big.margin,
            big.tickets_done
        ),
        (1, 3, 2, -20, 9)
    );
    // The Card Game against Medium: won by 5 with a Big City bonus.
    let card = totals_of(&s, Setup::CardGame, 2, Opponents::Computer(Level::Medium));
    assert_eq!(
        (card.games, card.wins, card.margin, card.bonuses),
        (1, 1, 5, 1)
    );
    // The Card Game, 4 players, three persons and Hard: the computer's
    // level names the bucket; the persons' three results count.
    let four = totals_of(&s, Setup::CardGame, 4, Opponents::Computer(Level::Hard));
    // Margins: You 20-35 = -15, Bruno 35-30 = +5, Dario -5-35 = -40.
    assert_eq!(
        (
            four.games,
            four.results,
            four.wins,
            four.score,
            four.margin,
            four.bonuses
        ),
        (1, 3, 1, 50, -50, 2)
    );
    // Buckets: Europe's variants in the engine's order, then the Card Game.
    let order: Vec<(Setup, u8)> = s
        .buckets
        .iter()
        .map(|(b, _)| (b.setup, b.players))
        .collect();
    assert_eq!(
        order,
        vec![
            (europe(Classic), 2),
            (europe(Europa1912), 2),
            (europe(Europa1912), 2),
            (expanded, 2),
            (europe(BigCities), 3),
            (europe(Mega), 3),
            (Setup::CardGame, 2),
            (Setup::CardGame, 4),
        ]
    );
    // Everything together: 10 games, 15 results (7 one-person games, 2 +
    // 3 + 3 in pass and play), 8 wins (games 1, 3, 7 and 9; Bruno in 5
    // and 8; the tie of game 6 twice).
    assert_eq!(
        (s.all.games, s.all.results, s.all.wins),
        (10, 15, 4 + 2 + 2)
    );
    assert_eq!(s.all.best, best(120, 10, "g03", 3.0e12));
    assert_eq!(s.earlier, 0);
}

#[test]
fn pass_and_play_counts_each_person_by_name_in_either_language() {
    let s = statistics(&history_of(fixture()), &Filter::default());
    // Games 5, 6, 8 have two persons or more. Bruno: 95 (won by 5), 80
    // (tied, a win, margin 0), 35 (won by 5).
    assert_eq!(
        *person(&s, "Bruno"),
        Totals {
            games: 3,
            results: 3,
            wins: 3,
            score: 210,
            margin: 10,
            tickets_done: 13,
            tickets_failed: 1,
            express: 1,
            bonuses: 2,
            best: best(95, 5, "g05", 5.0e12),
        }
    );
    // "Tu" (game 6) and "You" (game 8) are the same person, the device's.
    let you = person(&s, "You");
    assert_eq!(
        (you.games, you.wins, you.score, you.margin),
        (2, 1, 100, -15)
    );
    // Ada plays pass and play once (game 5); her games against the
    // computer are not hers here.
    let ada = person(&s, "Ada");
    assert_eq!((ada.games, ada.wins, ada.margin), (1, 0, -5));
    assert_eq!(person(&s, "Carla").games, 1);
    assert_eq!(person(&s, "Dario").margin, -40);
    // Most games first, then by name.
    let names: Vec<&str> = s.people.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, vec!["Bruno", "You", "Ada", "Carla", "Dario"]);
}

#[test]
fn filters_admit_a_game_a_variant_or_the_opponents() {
    let h = history_of(fixture());
    let card = statistics(
        &h,
        &Filter {
            game: Some(GameKind::CardGame),
            ..Filter::default()
        },
    );
    assert_eq!((card.all.games, card.all.results, card.all.wins), (2, 4, 2));
    let classic = statistics(
        &h,
        &Filter {
            variant: Some(VariantId::Classic),
            ..Filter::default()
        },
    );
    assert_eq!((classic.all.games, classic.all.wins), (3, 2));
    // A variant is Europe's: with the Card Game nothing is admitted.
    let none = statistics(
        &h,
        &Filter {
            game: Some(GameKind::CardGame),
            variant: Some(VariantId::Classic),
            opponents: None,
        },
    );
    assert_eq!(none, Statistics::default());
    let hard = statistics(
        &h,
        &Filter {
            opponents: Some(Opponents::Computer(Level::Hard)),
            ..Filter::default()
        },
    );
    // Game 3 (Europe) and game 8 (the Card Game with a Hard seat).
    assert_eq!((hard.all.games, hard.all.results, hard.all.wins), (2, 4, 2));
    let mixed = statistics(
        &h,
        &Filter {
            opponents: Some(Opponents::Mixed),
            ..Filter::default()
        },
    );
    assert_eq!(mixed.all.games, 1);
    let pp = statistics(
        &h,
        &Filter {
            opponents: Some(Opponents::PassAndPlay),
            ..Filter::default()
        },
    );
    assert_eq!((pp.all.games, pp.all.results, pp.all.wins), (2, 5, 3));
    // People are counted only in the games admitted.
    assert_eq!(person(&pp, "Bruno").games, 2);
}

#[test]
fn the_series_follows_the_one_persons_games_oldest_first() {
    let s = statistics(&history_of(fixture()), &Filter::default());
    let points: Vec<(&str, i64, bool)> = s
        .series
        .iter()
        .map(|p| (p.id.as_str(), p.margin, p.win))
        .collect();
    assert_eq!(
        points,
        vec![
            ("g01", 20, true),
            ("g02", -20, false),
            ("g03", 10, true),
            ("g04", -10, false),
            ("g07", 5, true),
            ("g09", 1, true),
            ("g10", -30, false),
        ]
    );
}

#[test]
fn opponents_are_one_level_mixed_or_pass_and_play() {
    assert_eq!(
        Opponents::of([H, EASY, EASY]),
        Opponents::Computer(Level::Easy)
    );
    assert_eq!(Opponents::of([H, EASY, HARD]), Opponents::Mixed);
    assert_eq!(Opponents::of([H, H]), Opponents::PassAndPlay);
    assert_eq!(
        Opponents::of([H, H, MEDIUM]),
        Opponents::Computer(Level::Medium)
    );
    for o in Opponents::ALL {
        assert_eq!(Opponents::from_key(o.key()), Some(o));
    }
}

#[test]
fn adding_the_same_game_twice_keeps_one() {
    let mut h = History::default();
    let g = fixture().remove(0);
    assert_eq!(h.add(g.clone(), Some("a".into()), BUDGET).added, 1);
    let again = h.add(g.clone(), Some("b".into()), BUDGET);
    assert_eq!((again.added, again.known), (0, 1));
    assert_eq!(h.entries().len(), 1);
    assert_eq!(h.record("g01"), Some("a"));
    // Also once it is folded: its id is still known.
    let mut h = many(MAX_GAMES + 1, 0);
    let oldest = h.entries().last().map(|e| e.result.clone());
    let before = h.clone();
    if let Some(old) = oldest {
        let mut g = old;
        g.id = "x-0000".into();
        assert_eq!(h.add(g, None, BUDGET).known, 1);
    }
    assert_eq!(h, before);
}

#[test]
fn games_list_newest_first_whatever_order_they_come_in() {
    let mut games = fixture();
    games.reverse();
    games.swap(2, 7);
    let h = history_of(games);
    let ids: Vec<&str> = h.entries().iter().map(|e| e.result.id.as_str()).collect();
    assert_eq!(
        ids,
        vec![
            "g10", "g09", "g08", "g07", "g06", "g05", "g04", "g03", "g02", "g01"
        ]
    );
}

/// `n` Classic games against Easy, x-0000 the oldest; won when the index
/// is even; each with a record of `record` characters.
fn games(n: usize) -> Vec<GameResult> {
    (0..n)
        .map(|i| {
            let ada = 50 + (i % 7) as i32;
            let bot = if i % 2 == 0 { ada - 3 } else { ada + 4 };
            game(
                &format!("x-{i:04}"),
                1.0e12 + i as f64 * 1000.0,
                europe(VariantId::Classic),
                vec![seat("Ada", H, ada, 3, 1), seat("Bot", EASY, bot, 2, 2)],
            )
        })
        .collect()
}

fn many(n: usize, record: usize) -> History {
    many_within(n, record, usize::MAX)
}

fn many_within(n: usize, record: usize, budget: usize) -> History {
    let mut h = History::default();
    for g in games(n) {
        let r = (record > 0).then(|| "A".repeat(record));
        h.add(g, r, budget);
    }
    h
}

#[test]
fn beyond_the_limit_the_oldest_games_are_folded_and_still_counted() {
    let all = history_of_unfolded(games(MAX_GAMES + 1));
    let h = many(MAX_GAMES + 1, 0);
    assert_eq!(h.entries().len(), KEEP_GAMES);
    assert_eq!(h.earlier_games(), MAX_GAMES + 1 - KEEP_GAMES);
    // The newest are listed; the oldest are in the fold.
    assert_eq!(
        h.entries().last().map(|e| e.result.id.as_str()),
        Some("x-0101")
    );
    assert!(h.knows("x-0000") && h.knows("x-0100"));
    // Nothing is lost: the same statistics as with every game listed.
    let folded = statistics(&h, &Filter::default());
    let listed = statistics(&all, &Filter::default());
    assert_eq!(folded.all, listed.all);
    assert_eq!(folded.buckets, listed.buckets);
    assert_eq!(folded.earlier, 101);
    // The chart shows only the listed games.
    assert_eq!(folded.series.len(), KEEP_GAMES);
    // Under the limit nothing folds.
    assert_eq!(many(MAX_GAMES, 0).earlier_games(), 0);
}

/// Every game listed, whatever their number (no fold): to compare with.
fn history_of_unfolded(games: Vec<GameResult>) -> History {
    let mut h = History::default();
    for g in games {
        h.insert(Entry {
            result: g,
            record: None,
        });
    }
    h
}

#[test]
fn pass_and_play_people_survive_a_fold() {
    let mut h = History::default();
    let mut list = games(MAX_GAMES);
    // The oldest game is pass and play: Ada and Bruno.
    list[0] = game(
        "x-0000",
        1.0e12,
        europe(VariantId::Classic),
        vec![seat("Ada", H, 60, 1, 1), seat("Bruno", H, 70, 2, 0)],
    );
    for g in list
        .into_iter()
        .chain(games(MAX_GAMES + 1).into_iter().skip(MAX_GAMES))
    {
        h.add(g, None, BUDGET);
    }
    assert_eq!(h.earlier_games(), 101);
    let s = statistics(&h, &Filter::default());
    let bruno = person(&s, "Bruno");
    assert_eq!((bruno.games, bruno.wins, bruno.margin), (1, 1, 10));
}

#[test]
fn over_the_budget_the_oldest_records_go_first_and_their_summaries_stay() {
    // 40 games with 1,000-character records: about 41 KB stored.
    let mut h = many(40, 1_000);
    let full = h.stored_len();
    assert!(full > 40_000, "{full}");
    // A budget for about 30 records: the 10 oldest lose theirs.
    let budget = full - 13_000;
    let dropped = h.fit(budget);
    assert_eq!(dropped.len(), 10);
    assert_eq!(dropped.first().map(String::as_str), Some("x-0000"));
    assert_eq!(dropped.last().map(String::as_str), Some("x-0009"));
    assert!(h.stored_len() <= budget);
    // The size the budget counts is the text's, exactly.
    assert_eq!(h.to_text().len(), h.stored_len());
    assert_eq!(h.entries().len(), 40);
    assert_eq!(h.record("x-0009"), None);
    assert!(h.record("x-0010").is_some());
    // The statistics still count every game.
    assert_eq!(statistics(&h, &Filter::default()).all.games, 40);
    // Adding a game keeps within the budget by dropping the next oldest.
    let next = games(41).remove(40);
    let change = h.add(next, Some("A".repeat(1_000)), budget);
    assert_eq!(change.records_dropped, vec!["x-0010".to_string()]);
    assert!(h.stored_len() <= budget);
}

#[test]
fn the_history_leaves_the_saves_of_the_games_in_play_their_room() {
    // localStorage holds about 5 MiB a site (5,242,880 characters in
    // Chrome and Firefox). The history takes at most BUDGET of it; the
    // rest is the saves' (the largest a game could make is about 34 KB).
    const LOCAL_STORAGE: usize = 5 * 1024 * 1024;
    const LARGEST_SAVE: usize = 34 * 1024;
    const { assert!(BUDGET + 90 * LARGEST_SAVE <= LOCAL_STORAGE) };
    // A full history of long records stays within the budget: the newest
    // keep their records, every game its summary or its place in a fold.
    let h = many_within(1_200, 3_000, BUDGET);
    assert!(h.stored_len() <= BUDGET, "{}", h.stored_len());
    assert!(h.entries().len() >= KEEP_GAMES);
    let kept = h.entries().iter().filter(|e| e.record.is_some()).count();
    // 2 MiB of 3 KB records, 4 KB each once in base64: about 500 kept,
    // the newest.
    assert!((480..=530).contains(&kept), "{kept}");
    assert!(h.entries()[kept - 1].record.is_some() && h.entries()[kept].record.is_none());
    // The summaries alone take a small part of the budget.
    let mut bare = h.clone();
    bare.drop_oldest_records(usize::MAX);
    assert!(bare.stored_len() < BUDGET / 8, "{}", bare.stored_len());
}

#[test]
fn a_full_browser_drops_the_oldest_records_and_tries_again() {
    let mut h = many(20, 1_000);
    // The browser takes at most 12,000 characters.
    let mut tries = 0;
    let dropped = store_with(&mut h, |text| {
        tries += 1;
        if text.len() <= 12_000 {
            Ok(())
        } else {
            Err(StorageError::QuotaExceeded)
        }
    })
    .unwrap_or_default();
    // 1, 2, 4, 8 records dropped at each try: 15 in five tries.
    assert_eq!((dropped.len(), tries), (15, 5));
    assert_eq!(dropped.first().map(String::as_str), Some("x-0000"));
    assert_eq!(h.entries().len(), 20);
    // Another refusal is not a full browser: nothing is dropped.
    let mut h = many(3, 100);
    let err = store_with(&mut h, |_| {
        Err(StorageError::WriteFailed {
            name: "SecurityError".into(),
        })
    });
    assert!(matches!(err, Err(StorageError::WriteFailed { .. })));
    assert_eq!(h, many(3, 100));
    // Full even without a record: said so.
    let mut h = many(3, 100);
    let err = store_with(&mut h, |_| Err(StorageError::QuotaExceeded));
    assert_eq!(err, Err(StorageError::QuotaExceeded));
}

#[test]
fn deleting_a_game_removes_its_summary_and_record() {
    let mut h = history_of(fixture());
    assert!(h.remove("g03"));
    assert!(!h.remove("g03"));
    assert!(!h.knows("g03"));
    assert_eq!(statistics(&h, &Filter::default()).all.games, 9);
}

#[test]
fn an_exported_history_reads_back_as_it_was() -> Result<(), HistoryError> {
    let h = many(MAX_GAMES + 5, 40);
    let text = h.to_text();
    assert!(text.starts_with("Europa-History-1:"));
    let (back, left_out) = History::from_text(&text)?;
    assert_eq!((back.clone(), left_out), (h.clone(), 0));
    // Wrapped by a mail client, with a byte-order mark: the same.
    let wrapped: String = text
        .as_bytes()
        .chunks(76)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect::<Vec<_>>()
        .join("\r\n");
    assert_eq!(History::from_text(&format!("\u{feff}{wrapped}\n"))?.0, h);
    Ok(())
}

#[test]
fn importing_a_history_merges_by_game_id_and_gives_the_same_statistics() -> Result<(), HistoryError>
{
    let source = history_of(fixture());
    let (file, _) = History::from_text(&source.to_text())?;
    // Into a new device: the same statistics.
    let mut fresh = History::default();
    let change = fresh.merge(file.clone(), BUDGET);
    assert_eq!((change.added, change.known), (10, 0));
    let all = Filter::default();
    assert_eq!(statistics(&fresh, &all), statistics(&source, &all));
    // Again: nothing changes.
    let again = fresh.merge(file.clone(), BUDGET);
    assert_eq!((again.added, again.known), (0, 10));
    assert_eq!(statistics(&fresh, &all), statistics(&source, &all));
    // Into a device with games of its own: the union, each game once.
    let mut mine = history_of(fixture().into_iter().skip(7).collect());
    mine.add(games(1).remove(0), None, BUDGET);
    let change = mine.merge(file, BUDGET);
    assert_eq!((change.added, change.known), (7, 3));
    assert_eq!(statistics(&mine, &all).all.games, 11);
    Ok(())
}

#[test]
fn imported_folds_count_once_and_overlapping_ones_are_left_out_and_said() -> Result<(), HistoryError>
{
    // A device with 1,101 games: 101 folded.
    let source = many(MAX_GAMES + 1, 0);
    let (file, _) = History::from_text(&source.to_text())?;
    let mut fresh = History::default();
    fresh.merge(file.clone(), BUDGET);
    let all = Filter::default();
    assert_eq!(statistics(&fresh, &all).all, statistics(&source, &all).all);
    // The same file again: its fold is known, nothing counts twice.
    let again = fresh.merge(file.clone(), BUDGET);
    assert_eq!((again.added, again.folds_left_out), (0, 0));
    assert_eq!(statistics(&fresh, &all).all.games, 1_101);
    // A device that lists some of the folded games: that fold would count
    // them twice, so it is left out, and said.
    let mut partial = many(50, 0);
    let change = partial.merge(file, BUDGET);
    assert_eq!(change.folds_left_out, 101 - 50);
    assert_eq!(change.added, KEEP_GAMES);
    assert_eq!(statistics(&partial, &all).all.games, 1_050);
    Ok(())
}

#[test]
fn a_damaged_history_is_refused_without_panicking() {
    let h = history_of(fixture().into_iter().take(3).collect());
    let text = h.to_text();
    // Every character changed, one at a time: refused, never read.
    let bytes = text.as_bytes();
    for i in 0..bytes.len() {
        let mut changed = bytes.to_vec();
        changed[i] = if changed[i] == b'A' { b'B' } else { b'A' };
        let changed = String::from_utf8_lossy(&changed);
        assert!(History::from_text(&changed).is_err(), "character {i}");
    }
    // Every length cut short.
    for end in 0..text.len() {
        assert!(History::from_text(&text[..end]).is_err(), "cut at {end}");
    }
    assert_eq!(
        History::from_text("Europa-Histor-1:AAAA"),
        Err(HistoryError::Damaged)
    );
    assert_eq!(History::from_text("hello"), Err(HistoryError::NotHistory));
    assert_eq!(History::from_text(""), Err(HistoryError::NotHistory));
    // A saved game is not a history, and says what it is.
    let (save, _) = finished_europe(VariantId::Classic, false, 2, 1);
    assert_eq!(
        History::from_text(&save.to_text()),
        Err(HistoryError::ASave)
    );
    // A file too large is refused before it is read.
    let huge = "A".repeat(HISTORY_TEXT_MAX + 1);
    assert_eq!(
        History::from_text(&huge),
        Err(HistoryError::TooLarge {
            bytes: HISTORY_TEXT_MAX + 1,
            max: HISTORY_TEXT_MAX
        })
    );
    // A newer app's history says so; sealed bytes that are not a history
    // are malformed.
    let newer = crate::session::text::seal_as("Europa-History-2:", vec![2, 0, 0]);
    assert_eq!(
        History::from_text(&newer),
        Err(HistoryError::Version {
            found: 2,
            supported: 1
        })
    );
    let junk = crate::session::text::seal_as("Europa-History-1:", vec![1, 200, 200, 200]);
    assert_eq!(History::from_text(&junk), Err(HistoryError::Malformed));
}

#[test]
fn games_no_real_table_has_are_left_out_of_a_read_history() -> Result<(), HistoryError> {
    let mut h = History::default();
    let mut bad_id = fixture().remove(0);
    bad_id.id = "../x".into();
    let mut one_seat = fixture().remove(1);
    one_seat.seats.truncate(1);
    let mut long_name = fixture().remove(2);
    long_name.seats[0].name = format!("Ada\u{202e}{}", "x".repeat(40));
    for g in [bad_id, one_seat] {
        h.insert(Entry {
            result: g,
            record: Some("record".into()),
        });
    }
    h.insert(Entry {
        result: long_name,
        record: Some("A".repeat(crate::session::SAVE_TEXT_MAX + 1)),
    });
    let (back, left_out) = History::from_text(&h.to_text())?;
    assert_eq!(left_out, 2);
    assert_eq!(back.entries().len(), 1);
    let kept = &back.entries()[0];
    assert_eq!(
        kept.result.seats[0].name.chars().count(),
        crate::session::NAME_MAX
    );
    assert!(!kept.result.seats[0].name.contains('\u{202e}'));
    // A record longer than any save is dropped; the summary stays.
    assert_eq!(kept.record, None);
    Ok(())
}

// ---- Summaries of real games, played to the end by random moves ----

/// A 2-player Europe game after `moves` random moves.
fn played(moves: usize) -> (SavedGame, europa_engine::Game) {
    let seats = vec![seat_setup("Ada", H), seat_setup("Bot", EASY)];
    let config = europa_engine::GameConfig::new(2, 5);
    let mut save = SavedGame::new("p1".into(), 1.0, seats, config);
    let mut game = save.record.replay().unwrap_or_else(|e| panic!("{e:?}"));
    let mut bot = RandomBot::new(5);
    for _ in 0..moves {
        let seat = game.acting_seats()[0];
        let a = bot.pick(&game.legal_actions(seat));
        game.apply(seat, &a).unwrap_or_else(|e| panic!("{e:?}"));
        save.record.actions.push((seat, a));
    }
    (save, game)
}

fn seat_setup(name: &str, kind: SeatKind) -> SeatSetup {
    SeatSetup {
        name: name.into(),
        kind,
    }
}

/// A Europe game of `variant` played to the end by random moves.
fn finished_europe(
    variant: VariantId,
    depots: bool,
    players: u8,
    seed: u64,
) -> (SavedGame, europa_engine::Game) {
    finished_europe_by("random", variant, depots, players, seed)
}

/// A Europe game of `variant` played to the end by the engine's `bot`.
fn finished_europe_by(
    bot: &str,
    variant: VariantId,
    depots: bool,
    players: u8,
    seed: u64,
) -> (SavedGame, europa_engine::Game) {
    let config = europa_engine::GameConfig {
        variant,
        depots,
        ..europa_engine::GameConfig::new(players, seed)
    };
    let seats: Vec<SeatSetup> = (0..players)
        .map(|i| SeatSetup {
            name: format!("P{i}"),
            kind: if i == 0 { H } else { HARD },
        })
        .collect();
    let mut save = SavedGame::new(format!("e-{seed}"), 1.7e12, seats, config);
    let mut game = save.record.replay().unwrap_or_else(|e| panic!("{e:?}"));
    let mut bots: Vec<_> = (0..u64::from(players))
        .map(|i| europa_engine::bots::by_name(bot, seed * 10 + i).unwrap_or_else(|| panic!()))
        .collect();
    for _ in 0..5_000 {
        if game.is_over() {
            break;
        }
        let seat = game.acting_seats()[0];
        let view = game.view(seat);
        let a = bots[seat.index()].choose(&view, &game.legal_actions(seat));
        game.apply(seat, &a).unwrap_or_else(|e| panic!("{e:?}"));
        save.record.actions.push((seat, a));
    }
    assert!(game.is_over(), "{variant:?} did not end");
    (save, game)
}

fn finished_card_game(players: u8, seed: u64) -> (CardSave, cardgame_engine::Game) {
    finished_card_game_by("random", players, seed)
}

fn finished_card_game_by(bot: &str, players: u8, seed: u64) -> (CardSave, cardgame_engine::Game) {
    let seats: Vec<SeatSetup> = (0..players)
        .map(|i| SeatSetup {
            name: format!("P{i}"),
            kind: if i < 2 { H } else { EASY },
        })
        .collect();
    let config = cardgame_engine::GameConfig::new(players, seed);
    let mut save = CardSave::new(format!("c-{seed}"), 1.7e12, seats, config);
    let mut game = save.record.replay().unwrap_or_else(|e| panic!("{e:?}"));
    let mut bots: Vec<_> = (0..u64::from(players))
        .map(|i| cardgame_engine::bots::by_name(bot, seed * 10 + i).unwrap_or_else(|| panic!()))
        .collect();
    for _ in 0..5_000 {
        let Some(seat) = game.first_acting_seat() else {
            break;
        };
        let view = game.view(seat);
        let a = bots[seat.index()].choose(&view, &game.legal_actions(seat));
        game.apply(seat, &a).unwrap_or_else(|e| panic!("{e:?}"));
        save.record.actions.push((seat, a));
    }
    assert!(game.is_over());
    (save, game)
}

#[test]
fn a_finished_europe_game_of_every_variant_is_summarised_from_its_final_scores() {
    let mut setups: Vec<(VariantId, bool)> = VariantId::ALL.iter().map(|&v| (v, false)).collect();
    setups.push((VariantId::Classic, true));
    for (n, (variant, depots)) in setups.into_iter().enumerate() {
        let players = 2 + (n % 4) as u8;
        let (save, game) = finished_europe(variant, depots, players, 30 + n as u64);
        let f = game.final_scores().cloned().unwrap_or_else(|| panic!());
        let result = GameResult::from_loaded(&Loaded::Europe(save.clone(), game))
            .unwrap_or_else(|| panic!("{variant:?} over"));
        assert_eq!(result.id, save.id);
        assert_eq!(result.ended_ms, save.updated_ms);
        assert_eq!(result.setup, Setup::Europe { variant, depots });
        assert_eq!(result.seats.len(), players as usize);
        assert_eq!(result.bucket().opponents, Opponents::Computer(Level::Hard));
        for (i, (s, p)) in result.seats.iter().zip(&f.players).enumerate() {
            assert_eq!(s.name, format!("P{i}"));
            assert_eq!(s.score, p.total);
            assert_eq!(s.tickets_done, u32::from(p.completed_tickets));
            assert_eq!(
                s.tickets_done + s.tickets_failed,
                p.tickets.len() as u32,
                "{variant:?}"
            );
            assert_eq!(s.express, p.express);
            assert_eq!(s.winner, f.winners.contains(&p.seat));
        }
        assert!(result.seats.iter().any(|s| s.express));
        assert!(!result.winners().is_empty());
    }
}

#[test]
fn a_finished_card_game_is_summarised_with_its_tickets_and_big_city_bonuses() {
    for (players, seed) in [(2, 5), (4, 6)] {
        let (save, game) = finished_card_game(players, seed);
        let f = game.final_scores().cloned().unwrap_or_else(|| panic!());
        let result = GameResult::from_loaded(&Loaded::CardGame(save, game))
            .unwrap_or_else(|| panic!("over"));
        assert_eq!(result.setup, Setup::CardGame);
        let expected = if players == 2 {
            Opponents::PassAndPlay
        } else {
            Opponents::Computer(Level::Easy)
        };
        assert_eq!(result.bucket().opponents, expected);
        for (s, p) in result.seats.iter().zip(&f.players) {
            assert_eq!(s.score, p.total);
            assert_eq!(s.tickets_done, p.completed_tickets);
            assert_eq!(
                s.tickets_failed,
                p.tickets.iter().filter(|t| !t.completed).count() as u32
            );
            assert_eq!(s.bonuses as usize, p.bonuses.len());
            assert!(!s.express);
        }
        let winners: Vec<usize> = f.winners.iter().map(|w| w.index()).collect();
        assert_eq!(result.winners(), winners);
    }
}

#[test]
fn a_game_not_over_has_no_summary_and_is_not_kept() {
    let (save, game) = played(40);
    assert_eq!(
        GameResult::from_loaded(&Loaded::Europe(save.clone(), game)),
        None
    );
    let mut h = History::default();
    assert_eq!(keep_in(&mut h, &save.to_text()), Ok(Change::default()));
    assert!(h.is_empty());
}

#[test]
fn a_finished_game_is_kept_once_with_its_record_which_replays_it() {
    let (save, game) = finished_europe(VariantId::Europa1912, false, 3, 7);
    let text = save.to_text();
    let mut h = History::default();
    assert_eq!(keep_in(&mut h, &text).map(|c| c.added), Ok(1));
    assert_eq!(keep_in(&mut h, &text).map(|c| c.known), Ok(1));
    assert_eq!(h.entries().len(), 1);
    let record = h.record(&save.id).unwrap_or_default();
    match AnySave::from_text(record) {
        Ok(Loaded::Europe(back, replayed)) => {
            assert_eq!(back, save);
            assert_eq!(replayed, game);
        }
        _ => panic!("the record replays the game"),
    }
    let (card, _) = finished_card_game(3, 9);
    assert_eq!(keep_in(&mut h, &card.to_text()).map(|c| c.added), Ok(1));
    assert_eq!(h.entries().len(), 2);
    // A text that is no save is refused, and the history is as it was.
    let before = h.clone();
    assert!(keep_in(&mut h, "Europa-Express-6:AAAA").is_err());
    assert_eq!(h, before);
}

// ---- The history file the browser tests import ----

const FIXTURE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/history/four_games.txt"
);

/// Four finished games as the app keeps them: Europe against Easy, Europa
/// 1912 against two Hard computers, Mega Europe in pass and play, the
/// Card Game against Medium. Written once by
/// `FIXTURE_WRITE=1 cargo test -p europa-express --lib the_browser_tests_history_file_is`.
fn browser_fixture() -> History {
    let named = |kinds: &[(&str, SeatKind)]| -> Vec<SeatSetup> {
        kinds.iter().map(|&(n, k)| seat_setup(n, k)).collect()
    };
    let mut h = History::default();
    let europe_games = [
        (VariantId::Classic, named(&[("Ada", H), ("Bot", EASY)]), 41),
        (
            VariantId::Europa1912,
            named(&[("Ada", H), ("Bot 1", HARD), ("Bot 2", HARD)]),
            42,
        ),
        (VariantId::Mega, named(&[("Ada", H), ("Bruno", H)]), 43),
    ];
    for (n, (variant, seats, seed)) in europe_games.into_iter().enumerate() {
        let (mut save, _) = finished_europe_by("medium", variant, false, seats.len() as u8, seed);
        save.seats = seats;
        save.id = format!("fixture-{n}");
        save.updated_ms = 1.7e12 + n as f64 * 86_400_000.0;
        assert_eq!(keep_in(&mut h, &save.to_text()).map(|c| c.added), Ok(1));
    }
    let (mut card, _) = finished_card_game_by("medium", 2, 44);
    card.seats = named(&[("Ada", H), ("Bot", MEDIUM)]);
    card.id = "fixture-3".into();
    card.updated_ms = 1.7e12 + 3.0 * 86_400_000.0;
    assert_eq!(keep_in(&mut h, &card.to_text()).map(|c| c.added), Ok(1));
    h
}

/// The browser tests' file is exactly what the builder above writes: a
/// rule or bot change that changes these games fails here first, and
/// `FIXTURE_WRITE=1 cargo test -p europa-express --lib the_browser_tests_history_file_is`
/// writes it again (then the hand counts below are checked anew).
#[test]
fn the_browser_tests_history_file_is_the_builders() {
    let text = browser_fixture().to_text() + "\n";
    if std::env::var_os("FIXTURE_WRITE").is_some() {
        std::fs::write(FIXTURE, &text).unwrap_or_else(|e| panic!("{e}"));
    }
    let stored = std::fs::read_to_string(FIXTURE).unwrap_or_default();
    assert!(
        stored == text,
        "{FIXTURE} is not what browser_fixture() writes"
    );
}

#[test]
fn the_browser_tests_history_file_holds_four_hand_counted_games() -> Result<(), HistoryError> {
    let text = std::fs::read_to_string(FIXTURE).unwrap_or_default();
    let (h, left_out) = History::from_text(&text)?;
    assert_eq!((h.entries().len(), left_out), (4, 0));
    let s = statistics(&h, &Filter::default());
    // Classic: Ada 73, Easy 123. Europa 1912: Ada 145, Hard 93 and 57.
    // Mega, pass and play: Ada 128, Bruno 113. The Card Game: Ada 136,
    // Medium 124.
    assert_eq!(
        (
            s.all.games,
            s.all.results,
            s.all.wins,
            s.all.score,
            s.all.margin
        ),
        (4, 5, 3, 73 + 145 + 128 + 113 + 136, -50 + 52 + 15 - 15 + 12)
    );
    let margins: Vec<(i64, bool)> = s.series.iter().map(|p| (p.margin, p.win)).collect();
    assert_eq!(margins, vec![(-50, false), (52, true), (12, true)]);
    assert_eq!(person(&s, "Bruno").margin, -15);
    // Every record replays to the game it summarises.
    for e in h.entries() {
        let record = e.record.as_deref().unwrap_or_default();
        assert_eq!(result_of(record), Ok(Some(e.result.clone())));
    }
    // What the browser test expects of the screen (tests/e2e/history.mjs).
    assert_eq!(s.buckets.len(), 4);
    Ok(())
}

/// A history kept before saves held the hints asked (its records are
/// format-6 saves, as an older version of the app wrote them) still reads,
/// and each record replays to the game it summarises.
#[test]
fn a_history_of_format_6_records_still_reads_and_replays() -> Result<(), HistoryError> {
    let text = include_str!("../../tests/fixtures/history/four_games_saves_format6.txt");
    let (h, left_out) = History::from_text(text)?;
    assert_eq!((h.entries().len(), left_out), (4, 0));
    for e in h.entries() {
        let record = e.record.as_deref().unwrap_or_default();
        assert!(record.starts_with("Europa-Express-6:"));
        assert_eq!(result_of(record), Ok(Some(e.result.clone())));
    }
    Ok(())
}
