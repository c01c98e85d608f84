//! Saves of both games: round trips, old formats, and refusals that never panic.
use super::*;
use europa_engine::bots::RandomBot;
use europa_engine::{Game, GameConfig, GameRecord, Seat};

/// A text that must hold a Europe game: the save and its replayed game.
fn europe(text: &str) -> Result<(SavedGame, Game), SaveError> {
    match AnySave::from_text(text)? {
        Loaded::Europe(save, game) => Ok((save, game)),
        Loaded::CardGame(..) => panic!("a Europe save read as the Card Game"),
    }
}

/// What a player would see of a game, through public accessors only, so
/// it stays comparable when the engine's state gains fields.
pub(crate) fn fingerprint(game: &Game) -> String {
    let mut s = format!(
        "phase {:?} step {:?} current {:?} turns {} deck {} discard {} tickets {} face_up {:?}\n",
        game.phase(),
        game.step(),
        game.current_player(),
        game.turns(),
        game.deck_len(),
        game.discard_len(),
        game.ticket_deck_len(),
        game.face_up(),
    );
    for p in game.players() {
        s += &format!(
            "hand {:?} tickets {:?} offer {:?} trains {} stations {} points {} routes {:x}\n",
            p.hand, p.tickets, p.offer, p.trains, p.stations_built, p.route_points, p.routes.0
        );
    }
    if let Some(f) = game.final_scores() {
        let totals: Vec<i32> = f.players.iter().map(|p| p.total).collect();
        let ranks: Vec<u8> = f.players.iter().map(|p| p.rank).collect();
        s += &format!(
            "totals {totals:?} ranks {ranks:?} winners {:?} by {:?}\n",
            f.winners, f.decided_by
        );
    }
    s
}

/// The bytes format 7 seals for `save`.
pub(super) fn payload(save: &AnySave) -> Vec<u8> {
    postcard::to_allocvec(&(SAVE_FORMAT, save)).unwrap()
}

pub(super) fn seats(n: usize) -> Vec<SeatSetup> {
    (0..n)
        .map(|i| SeatSetup {
            name: format!("P{i}"),
            kind: if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Computer(Level::Easy)
            },
        })
        .collect()
}

pub(super) fn played(moves: usize) -> (SavedGame, Game) {
    let mut save = SavedGame::new("g1".into(), 1.0, seats(3), GameConfig::new(3, 5));
    let mut game = save.record.replay().unwrap();
    let mut bot = RandomBot::new(5);
    for _ in 0..moves {
        let seat = game.acting_seats()[0];
        let a = bot.pick(&game.legal_actions(seat));
        game.apply(seat, &a).unwrap();
        save.record.actions.push((seat, a));
    }
    (save, game)
}

#[test]
fn a_saved_game_continues_exactly_where_it_was() {
    let (save, game) = played(40);
    let (back, replayed) = europe(&save.to_text()).unwrap();
    assert_eq!(back, save);
    assert_eq!(replayed, game);
    let summary = Loaded::Europe(back, replayed).summary();
    assert_eq!(summary.names, vec!["P0", "P1", "P2"]);
    assert_eq!(summary.game, GameKind::Europe);
}

#[test]
fn the_saved_games_list_shows_the_set_up_and_the_scores_everyone_sees() -> Result<(), String> {
    let (save, game) = played(40);
    let summary = Loaded::Europe(save.clone(), game.clone()).summary();
    assert_eq!(summary.setup, Some(("classic", false)));
    // During play: the score track (route points), no winner yet.
    let track: Vec<i32> = game.players().iter().map(|p| p.route_points).collect();
    assert_eq!(summary.scores, track);
    assert!(summary.winners.is_empty());
    // Played to the end: the final totals and the winners.
    let (mut save, mut game) = (save, game);
    let mut bot = RandomBot::new(9);
    for _ in 0..5000 {
        if game.is_over() {
            break;
        }
        let seat = game.acting_seats()[0];
        let a = bot.pick(&game.legal_actions(seat));
        game.apply(seat, &a).map_err(|e| format!("{e:?}"))?;
        save.record.actions.push((seat, a));
    }
    let f = game.final_scores().ok_or("the game did not end")?;
    let summary = Loaded::Europe(save, game.clone()).summary();
    assert!(summary.over);
    let totals: Vec<i32> = f.players.iter().map(|p| p.total).collect();
    assert_eq!(summary.scores, totals);
    let winners: Vec<usize> = f.winners.iter().map(|w| w.index()).collect();
    assert_eq!(summary.winners, winners);
    assert!(!summary.winners.is_empty());
    Ok(())
}

#[test]
fn a_rematch_keeps_the_seats_and_deals_anew() {
    let (save, _) = played(30);
    let again = save.rematch("g2".into(), 5.0, save.record.config.seed + 1);
    assert_eq!(again.seats, save.seats);
    assert_eq!(again.record.config.players, save.record.config.players);
    assert_eq!(again.record.config.variant, save.record.config.variant);
    assert_ne!(again.record.config.seed, save.record.config.seed);
    assert!(again.record.actions.is_empty());
    assert_ne!(again.id, save.id);
    assert!(europe(&again.to_text()).is_ok());
}

#[test]
fn a_corrupt_or_foreign_save_is_refused_with_a_reason() {
    // "abcd" is valid base64 whose first byte reads as format 105:
    // random text, not "another version of the app".
    for bad in [
        "garbage!",
        "",
        "abcd",
        "{\"format_version\":1,\"id\":\"a\"}",
    ] {
        assert!(
            matches!(europe(bad), Err(SaveError::Malformed { .. })),
            "{bad}"
        );
    }
    // Every cut of a good save's text is refused, none panics.
    let (save, _) = played(6);
    let whole = save.to_text();
    for n in 0..whole.len() {
        assert!(europe(&whole[..n]).is_err(), "{n}");
    }
    // Its bytes cut and sealed with a checksum that holds (as a faulty
    // writer would): read or refused, never a panic.
    let bytes = payload(&AnySave::Europe(save));
    for n in 0..bytes.len() {
        let _ = europe(&text::seal(bytes[..n].to_vec()));
    }
    let mut longer = bytes.clone();
    longer.push(7);
    assert!(europe(&text::seal(longer)).is_err());
    // Any byte changed to anything: refused or read, never a panic.
    for i in 0..bytes.len() {
        for v in [0, 1, 2, 0x7f, 0x80, 0xff] {
            let mut changed = bytes.clone();
            changed[i] = v;
            let _ = europe(&text::seal(changed));
        }
    }
    // A newer app's save (its mark and its bytes say 8) says so.
    let (save, _) = played(3);
    let newer = postcard::to_allocvec(&(8u32, AnySave::Europe(save))).unwrap();
    let newer = text::seal(newer).replacen("-7:", "-8:", 1);
    assert_eq!(
        europe(&newer).unwrap_err(),
        SaveError::Version {
            found: 8,
            supported: SAVE_FORMAT
        }
    );
    // Pure base64 claiming a format after 5 is no save: those are sealed.
    let (save, _) = played(3);
    let bare = postcard::to_allocvec(&(7u32, AnySave::Europe(save))).unwrap();
    assert!(matches!(
        europe(&crate::base64::encode(&bare)),
        Err(SaveError::Malformed { .. })
    ));
    let (mut save, _) = played(3);
    save.seats.pop();
    assert!(matches!(
        europe(&save.to_text()),
        Err(SaveError::SeatsMismatch { .. })
    ));
    let (mut save, _) = played(10);
    save.record.actions.swap(8, 9);
    save.record
        .actions
        .insert(4, (Seat(2), europa_engine::Action::Pass));
    assert!(matches!(europe(&save.to_text()), Err(SaveError::Game(_))));
}

/// Saves written by the app before Warehouses & Depots and Mega Europe
/// (save format 2, engine record format 1), exactly as it exported them.
const FORMAT_2_FIXTURES: [(&str, &str, &str); 4] = [
    (
        "classic, 2 players, 60 moves",
        include_str!("../../tests/fixtures/saves/format2_classic_2p.txt"),
        include_str!("../../tests/fixtures/saves/format2_classic_2p.state.txt"),
    ),
    (
        "Big Cities, 4 players, 90 moves",
        include_str!("../../tests/fixtures/saves/format2_big_cities_4p.txt"),
        include_str!("../../tests/fixtures/saves/format2_big_cities_4p.state.txt"),
    ),
    (
        "Europa 1912, 3 players, played to the end",
        include_str!("../../tests/fixtures/saves/format2_1912_3p_over.txt"),
        include_str!("../../tests/fixtures/saves/format2_1912_3p_over.state.txt"),
    ),
    (
        "Europe Expanded, 5 players, 30 moves",
        include_str!("../../tests/fixtures/saves/format2_expanded_5p.txt"),
        include_str!("../../tests/fixtures/saves/format2_expanded_5p.state.txt"),
    ),
];

#[test]
fn saves_from_before_depots_still_load_and_replay_to_the_same_game() {
    for (what, text, state) in FORMAT_2_FIXTURES {
        let (save, game) = europe(text.trim()).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(fingerprint(&game), state, "{what}");
        assert!(!save.record.config.depots, "{what}");
        // Played before the E1 fix: replayed, and kept, with the old check.
        assert!(save.record.config.legacy_face_up_reset, "{what}");
        // Saved again, it is today's format and reads back the same.
        let text = save.to_text();
        assert!(text.starts_with("Europa-Express-7:"), "{what}");
        let (again, replayed) = europe(&text).unwrap();
        assert_eq!(again, save);
        assert_eq!(replayed, game);
    }
}

#[test]
fn an_engine_json_record_from_before_depots_still_loads() {
    let json = include_str!("../../tests/fixtures/saves/format2_big_cities_4p.record.json");
    let (record, game) = GameRecord::from_json(json).unwrap();
    assert!(!record.config.depots);
    assert_eq!(
        fingerprint(&game),
        include_str!("../../tests/fixtures/saves/format2_big_cities_4p.state.txt")
    );
    let (_, again) = GameRecord::from_json(&record.to_json()).unwrap();
    assert_eq!(again, game);
}

#[test]
fn a_save_from_before_the_card_game_still_loads_as_europe() {
    // Written by the app at save format 3 (Big Cities with Warehouses &
    // Depots, 3 players, 70 moves), exactly as it stored it.
    let text = include_str!("../../tests/fixtures/saves/format3_big_cities_depots_3p.txt");
    let state = include_str!("../../tests/fixtures/saves/format3_big_cities_depots_3p.state.txt");
    let (save, game) = europe(text.trim()).unwrap();
    assert_eq!(fingerprint(&game), state);
    assert!(save.record.config.depots);
    assert_eq!(save.seats[1].kind, SeatKind::Computer(Level::Hard));
    assert!(save.record.config.legacy_face_up_reset);
    let (again, replayed) = europe(&save.to_text()).unwrap();
    assert_eq!(again, save);
    assert_eq!(replayed, game);
}

#[test]
fn a_format_4_save_through_the_old_e1_reset_replays_as_it_was_played() {
    // Written by the app at save format 4 (engine record format 2, main at
    // eaa9fd1) from europe/tests/fixtures/e1_format2_classic_2p: its action
    // 115 takes a face-up card that nothing replaces, deck and discard
    // empty, 3 locomotives face up; that engine reset the row 3 times.
    let text = include_str!("../../tests/fixtures/saves/format4_e1_classic_2p.txt");
    let state = include_str!("../../tests/fixtures/saves/format4_e1_classic_2p.state.txt");
    let (save, game) = europe(text.trim()).unwrap();
    assert_eq!(fingerprint(&game), state);
    assert!(save.record.config.legacy_face_up_reset);
    assert_eq!(save.seats[1].kind, SeatKind::Computer(Level::Medium));
    // Saved again, it is today's format and keeps the old check.
    let text = save.to_text();
    assert!(text.starts_with("Europa-Express-7:"));
    let (again, replayed) = europe(&text).unwrap();
    assert_eq!(again, save);
    assert_eq!(replayed, game);
    // A rematch is a new game: today's E1.
    let rematch = save.rematch("r".into(), 2.0, 9);
    assert!(!rematch.record.config.legacy_face_up_reset);
}

#[test]
fn a_format_4_card_game_save_still_loads() {
    // Written by the app at save format 4 (main at eaa9fd1): 40 random moves.
    let text = include_str!("../../tests/fixtures/saves/format4_cardgame_2p.txt");
    let state = include_str!("../../tests/fixtures/saves/format4_cardgame_2p.debug.txt");
    let Ok(Loaded::CardGame(save, game)) = AnySave::from_text(text.trim()) else {
        panic!("a Card Game save of format 4 loads as the Card Game");
    };
    assert_eq!(format!("{game:?}"), state);
    assert_eq!(save.record.actions.len(), 40);
}

/// A Card Game save after `moves` random moves, and its game.
pub(super) fn card_played(moves: usize) -> (CardSave, cardgame_engine::Game) {
    let mut save = CardSave::new(
        "c1".into(),
        1.0,
        seats(2),
        cardgame_engine::GameConfig::new(2, 11),
    );
    let mut game = save.record.replay().unwrap();
    let mut bot = cardgame_engine::bots::by_name("random", 3).unwrap();
    for _ in 0..moves {
        let Some(seat) = game.first_acting_seat() else {
            break;
        };
        let view = game.view(seat);
        let a = bot.choose(&view, &game.legal_actions(seat));
        game.apply(seat, &a).unwrap();
        save.record.actions.push((seat, a));
    }
    (save, game)
}

#[test]
fn a_card_game_save_says_which_game_it_is_and_continues_where_it_was() {
    let (save, game) = card_played(50);
    match AnySave::from_text(&save.to_text()).unwrap() {
        Loaded::CardGame(back, replayed) => {
            assert_eq!(back, save);
            assert_eq!(replayed, game);
            let summary = Loaded::CardGame(back, replayed).summary();
            assert_eq!(summary.game, GameKind::CardGame);
            assert_eq!(summary.names, vec!["P0", "P1"]);
        }
        Loaded::Europe(..) => panic!("a Card Game save read as Europe"),
    }
    // A Europe save never reads as the Card Game, whatever its seats.
    let (europe_save, _) = played(5);
    assert!(matches!(
        AnySave::from_text(&europe_save.to_text()),
        Ok(Loaded::Europe(..))
    ));
}

#[test]
fn a_damaged_card_game_save_is_refused_with_the_card_game_reason() {
    let (mut save, _) = card_played(12);
    save.record.actions.swap(2, 9);
    assert!(matches!(
        AnySave::from_text(&save.to_text()),
        Err(SaveError::CardGame(_))
    ));
    let (mut save, _) = card_played(3);
    save.seats.pop();
    assert!(matches!(
        AnySave::from_text(&save.to_text()),
        Err(SaveError::SeatsMismatch {
            seats: 1,
            players: 2
        })
    ));
    // Every cut of a good save's text is refused, none panics; its bytes
    // cut and sealed again are read or refused, never a panic.
    let save = card_played(8).0;
    let whole = save.to_text();
    for n in 0..whole.len() {
        assert!(AnySave::from_text(&whole[..n]).is_err(), "{n}");
    }
    let bytes = payload(&AnySave::CardGame(save));
    for n in 0..bytes.len() {
        let _ = AnySave::from_text(&text::seal(bytes[..n].to_vec()));
    }
}

#[test]
fn an_expert_seat_is_saved_and_loaded_as_expert_in_both_games() {
    let (mut save, _) = played(10);
    save.seats[1].kind = SeatKind::Computer(Level::Expert);
    let (back, _) = europe(&save.to_text()).unwrap();
    assert_eq!(back.seats[1].kind, SeatKind::Computer(Level::Expert));
    let (mut cards, _) = card_played(10);
    cards.seats[1].kind = SeatKind::Computer(Level::Expert);
    match AnySave::from_text(&cards.to_text()).unwrap() {
        Loaded::CardGame(back, _) => {
            assert_eq!(back.seats[1].kind, SeatKind::Computer(Level::Expert));
        }
        Loaded::Europe(..) => panic!("a Card Game save read as Europe"),
    }
    // The older levels keep their bytes: Expert is appended.
    assert_eq!(postcard::to_allocvec(&Level::Hard).unwrap(), vec![2]);
    assert_eq!(postcard::to_allocvec(&Level::Expert).unwrap(), vec![3]);
}

#[test]
fn a_format_6_save_from_before_hints_still_loads_with_none_asked() {
    // Written by the app at save format 6 (main at ec7004a): 40 random moves
    // of a 3-player Europe game, and 50 of a 2-player Card Game.
    let text = include_str!("../../tests/fixtures/saves/format6_classic_3p.txt");
    assert!(text.starts_with("Europa-Express-6:"));
    let state = include_str!("../../tests/fixtures/saves/format6_classic_3p.state.txt");
    let (save, game) = europe(text.trim()).unwrap();
    assert_eq!(fingerprint(&game), state);
    assert!(save.hints.is_empty());
    // Saved again, it is format 7 and the same game.
    let again = save.to_text();
    assert!(again.starts_with("Europa-Express-7:"));
    assert_eq!(europe(&again).unwrap(), (save, game));
    let cards = include_str!("../../tests/fixtures/saves/format6_cardgame_2p.txt");
    let debug = include_str!("../../tests/fixtures/saves/format6_cardgame_2p.debug.txt");
    let Ok(Loaded::CardGame(save, game)) = AnySave::from_text(cards.trim()) else {
        panic!("a Card Game save of format 6 loads as the Card Game");
    };
    assert_eq!(format!("{game:?}"), debug);
    assert!(save.hints.is_empty());
}

#[test]
fn the_hints_asked_are_kept_in_the_save() {
    let (mut save, game) = played(30);
    save.hints = vec![4, 17, 29];
    let (back, replayed) = europe(&save.to_text()).unwrap();
    assert_eq!(back.hints, vec![4, 17, 29]);
    assert_eq!(replayed, game);
}
