//! Saves you can trust: a damaged text is refused, never read as another
//! game; a text or record no real game makes is refused saying why; names
//! lose what would rewrite the text around them; mail clients' line wraps
//! and editors' byte-order marks are read through.
use super::tests::{card_played, payload, played, seats};
use super::*;
use europa_engine::bots::RandomBot;
use europa_engine::{Action, GameConfig, Seat};

/// A Europe game of `players` after `moves` random moves on `config`.
fn europe_played(config: GameConfig, moves: usize, bot_seed: u64) -> SavedGame {
    let players = config.players as usize;
    let mut save = SavedGame::new("trust".into(), 1.7e12, seats(players), config);
    let mut game = save.record.replay().unwrap();
    let mut bot = RandomBot::new(bot_seed);
    for _ in 0..moves {
        if game.is_over() {
            break;
        }
        let seat = game.acting_seats()[0];
        let a = bot.pick(&game.legal_actions(seat));
        game.apply(seat, &a).unwrap();
        save.record.actions.push((seat, a));
    }
    save
}

/// The seed saves of the bit-flip test: a 2-player Europe game with moves
/// and a computer seat, a Europe game with Warehouses & Depots, a Card Game.
fn seed_saves() -> Vec<(&'static str, AnySave)> {
    let mut two = europe_played(GameConfig::new(2, 21), 250, 4);
    two.seats[1].kind = SeatKind::Computer(Level::Hard);
    let depots = GameConfig {
        depots: true,
        ..GameConfig::new(4, 22)
    };
    let depots = europe_played(depots, 200, 5);
    assert!(
        depots
            .record
            .actions
            .iter()
            .any(|(_, a)| matches!(a, Action::PlaceDepot { .. }))
    );
    vec![
        ("Europe, 2 players, a computer seat", AnySave::Europe(two)),
        ("Europe with Warehouses & Depots", AnySave::Europe(depots)),
        // Played to the end (it stops there).
        ("the Card Game", AnySave::CardGame(card_played(1_000).0)),
    ]
}

/// What flipping each bit of a save's text, one at a time, gave.
#[derive(Debug, Default, PartialEq)]
struct Flips {
    flips: usize,
    /// Refused as [`SaveError::Damaged`].
    damaged: usize,
    /// Refused for another reason.
    refused: usize,
    /// Read as exactly the save that was written.
    same: usize,
    /// Read as a different save: what must never happen.
    silent: usize,
}

fn flip_every_bit(save: &AnySave, text: &str) -> Flips {
    let mut out = Flips::default();
    let mut bytes = text.as_bytes().to_vec();
    for i in 0..bytes.len() {
        for bit in 0..8 {
            bytes[i] ^= 1 << bit;
            // As a browser reads a file: bytes that are not UTF-8 become
            // U+FFFD.
            let changed = String::from_utf8_lossy(&bytes);
            out.flips += 1;
            match AnySave::from_text(&changed) {
                Ok(loaded) => {
                    if loaded.into_save() == *save {
                        out.same += 1;
                    } else {
                        out.silent += 1;
                    }
                }
                Err(SaveError::Damaged) => out.damaged += 1,
                Err(_) => out.refused += 1,
            }
            bytes[i] ^= 1 << bit;
        }
    }
    out
}

#[test]
fn every_single_bit_flip_of_a_save_is_refused_as_damaged() {
    for (what, save) in seed_saves() {
        let text = save.to_text();
        let flips = flip_every_bit(&save, &text);
        assert_eq!(flips.flips, text.len() * 8, "{what}");
        assert_eq!(flips.silent, 0, "{what}: {flips:?}");
        // Stronger than "refused": each says the file is damaged.
        assert_eq!(flips.damaged, flips.flips, "{what}: {flips:?}");
    }
}

#[test]
fn a_format_7_text_is_its_mark_then_whole_base64_groups_sealed_by_crc_32() {
    for (what, save) in seed_saves() {
        let text = save.to_text();
        let body = text.strip_prefix("Europa-Express-7:").unwrap();
        assert!(!body.contains('='), "{what}");
        assert_eq!(body.len() % 4, 0, "{what}");
        let bytes = crate::base64::decode(body).unwrap();
        let (sealed, crc) = bytes.split_at(bytes.len() - 4);
        assert_eq!(crc, text::crc32(sealed).to_le_bytes(), "{what}");
        // The payload is the format number and the save, then zeros up to
        // whole groups.
        let payload = payload(&save);
        assert_eq!(&sealed[..payload.len()], payload, "{what}");
        assert!(sealed.len() - payload.len() <= 2, "{what}");
        assert!(sealed[payload.len()..].iter().all(|&b| b == 0), "{what}");
    }
}

#[test]
fn crc_32_is_the_one_zip_uses() {
    assert_eq!(text::crc32(b""), 0);
    assert_eq!(text::crc32(b"123456789"), 0xCBF4_3926);
    assert_eq!(
        text::crc32(b"The quick brown fox jumps over the lazy dog"),
        0x414F_A339
    );
}

#[test]
fn a_damaged_mark_number_or_checksum_says_damaged() {
    let (save, _) = played(20);
    let text = save.to_text();
    for bad in [
        text.replacen("Europa-Express-", "Europa-Expres-", 1),
        text.replacen("Europa-Express-", "Europa_Express-", 1),
        text.replacen("-7:", "-6:", 1),
        text.replacen("-7:", "-8:", 1),
        text.replacen("-7:", "-4:", 1),
        text.replacen("-7:", "-+7:", 1),
        text.replacen("-7:", "-7;", 1),
        text[..text.len() - 1].to_string(),
        text[..text.len() - 4].to_string(),
        format!("{text}A"),
        format!("{text}AAAA"),
        format!("{text}="),
        "Europa-Express-7:".to_string(),
        "Europa-Express-7:AAAA".to_string(),
    ] {
        assert_eq!(
            AnySave::from_text(&bad).err(),
            Some(SaveError::Damaged),
            "{bad}"
        );
    }
}

#[test]
fn a_text_over_the_size_limit_is_refused_before_it_is_read() {
    // The 20 MB: refused at once, whatever it holds.
    let huge = "A".repeat(20_000_000);
    assert_eq!(
        AnySave::from_text(&huge).err(),
        Some(SaveError::TooLarge {
            bytes: 20_000_000,
            max: SAVE_TEXT_MAX
        })
    );
    // The page can say so before reading a file.
    assert!(check_size(SAVE_TEXT_MAX).is_ok());
    assert_eq!(
        check_size(SAVE_TEXT_MAX + 1),
        Err(SaveError::TooLarge {
            bytes: SAVE_TEXT_MAX + 1,
            max: SAVE_TEXT_MAX
        })
    );
    // At the limit, a text is read (and this one is no save).
    let at_limit = "A".repeat(SAVE_TEXT_MAX);
    assert!(matches!(
        AnySave::from_text(&at_limit),
        Err(SaveError::Malformed { .. })
    ));
    // The largest save a game could make is far below it: five names of
    // 24 four-byte characters, a record at the action bound of the
    // longest action there is.
    let mut save = europe_played(GameConfig::new(5, 3), 0, 1);
    for seat in &mut save.seats {
        seat.name = "𝄞".repeat(NAME_MAX);
    }
    let claim = Action::ClaimRoute {
        route: europa_engine::data::RouteId(100),
        payment: europa_engine::Payment {
            color: europa_engine::CardColor::Red,
            locomotives: 200,
        },
    };
    save.record.actions = vec![(Seat(4), claim); 5_000];
    let largest = save.to_text().len();
    assert!(largest * 25 < SAVE_TEXT_MAX, "{largest}");
}

#[test]
fn a_save_with_a_3_million_character_name_is_refused_as_too_large() {
    let (mut save, _) = played(10);
    save.seats[1].name = "x".repeat(3_000_000);
    let text = save.to_text();
    assert!(matches!(
        AnySave::from_text(&text),
        Err(SaveError::TooLarge { bytes, max: SAVE_TEXT_MAX }) if bytes == text.len()
    ));
}

#[test]
fn a_long_name_is_cut_to_the_forms_limit_and_the_import_says_so() {
    let (mut save, _) = played(10);
    let long = format!("Ada {}", "é".repeat(100_000));
    save.seats[2].name = long.clone();
    let (loaded, notices) = AnySave::import_text(&save.to_text()).unwrap();
    assert_eq!(
        notices,
        vec![Notice::NameShortened {
            seat: 2,
            chars: 100_004
        }]
    );
    let AnySave::Europe(read) = loaded.into_save() else {
        panic!("a Europe save read as the Card Game");
    };
    let cut: String = long.chars().take(NAME_MAX).collect();
    assert_eq!(read.seats[2].name, cut);
    assert_eq!(read.seats[2].name.chars().count(), NAME_MAX);
    assert_eq!(read.seats[..2], save.seats[..2]);
    assert_eq!(read.record, save.record);
    // Saved again, nothing is left to cut.
    let (_, again) = AnySave::import_text(&read.to_text()).unwrap();
    assert!(again.is_empty());
    // A name at the limit is kept as it is.
    save.seats[2].name = "n".repeat(NAME_MAX);
    let (_, notices) = AnySave::import_text(&save.to_text()).unwrap();
    assert!(notices.is_empty());
}

#[test]
fn a_record_over_the_action_bound_is_refused_before_replaying() {
    // The 300,000 moves: refused without replaying one.
    let mut save = europe_played(GameConfig::new(2, 9), 0, 1);
    save.record.actions = (0..300_000u32)
        .map(|i| (Seat((i % 2) as u8), Action::DrawBlind))
        .collect();
    let text = save.to_text();
    assert!(text.len() <= SAVE_TEXT_MAX);
    let bound = europa_engine::invariants::ACTION_BOUND as usize;
    assert_eq!(
        AnySave::from_text(&text).err(),
        Some(SaveError::TooManyActions {
            actions: 300_000,
            max: bound
        })
    );
    // One past the bound is refused as too long; at it, the replay runs
    // (and these moves break the rules at the first).
    save.record.actions.truncate(bound + 1);
    assert_eq!(
        AnySave::from_text(&save.to_text()).err(),
        Some(SaveError::TooManyActions {
            actions: bound + 1,
            max: bound
        })
    );
    save.record.actions.truncate(bound);
    assert!(matches!(
        AnySave::from_text(&save.to_text()),
        Err(SaveError::Game(
            europa_common::save::LoadError::IllegalAction { index: 0, .. }
        ))
    ));
    // The Card Game's bound is its engine's.
    let (mut card, _) = card_played(0);
    let bound = cardgame_engine::invariants::ACTION_BOUND as usize;
    card.record.actions = vec![(Seat(0), cardgame_engine::Action::Pass); bound + 1];
    assert_eq!(
        AnySave::from_text(&card.to_text()).err(),
        Some(SaveError::TooManyActions {
            actions: bound + 1,
            max: bound
        })
    );
}

/// `text` as a mail client sends it: lines of 76 characters ending in CRLF.
fn wrapped(text: &str) -> String {
    let mut out = String::new();
    for line in text.as_bytes().chunks(76) {
        out.push_str(&String::from_utf8_lossy(line));
        out.push_str("\r\n");
    }
    out
}

#[test]
fn a_save_wrapped_by_a_mail_client_or_with_a_byte_order_mark_loads_as_it_was() {
    for (what, save) in seed_saves() {
        let text = save.to_text();
        for variant in [
            wrapped(&text),
            format!("\u{feff}{text}"),
            format!("\u{feff}{}", wrapped(&text)),
            format!("  \t{}\n\n", text.replacen(':', ": ", 1)),
            text.replace('A', "A\t"),
        ] {
            let loaded = AnySave::from_text(&variant)
                .unwrap_or_else(|e| panic!("{what}: {e} in {variant:?}"));
            assert_eq!(loaded.into_save(), save, "{what}");
        }
    }
    // The older formats too.
    let format2 = include_str!("../../tests/fixtures/saves/format2_classic_2p.txt").trim();
    let (old, _) = match AnySave::from_text(format2) {
        Ok(Loaded::Europe(save, game)) => (save, game),
        _ => panic!("the format 2 fixture loads"),
    };
    for variant in [wrapped(format2), format!("\u{feff}{format2}\r\n")] {
        let Ok(Loaded::Europe(save, _)) = AnySave::from_text(&variant) else {
            panic!("a wrapped format 2 save loads");
        };
        assert_eq!(save, old);
    }
}

#[test]
fn a_format_5_save_still_loads_as_it_was() {
    // Format 5's text was exactly these bytes in base64, nothing around:
    // today's without the hints asked (the last field, one 0 when empty).
    for (what, save) in seed_saves() {
        let mut bytes = payload(&save);
        assert_eq!(bytes[0], 7);
        assert_eq!(bytes.pop(), Some(0), "{what}: no hints");
        bytes[0] = 5;
        let text = crate::base64::encode(&bytes);
        let loaded = AnySave::from_text(&text).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(loaded.into_save(), save, "{what}");
        let loaded = AnySave::from_text(&wrapped(&text)).unwrap();
        assert_eq!(loaded.into_save(), save, "{what}");
    }
}

#[test]
fn names_lose_control_and_bidi_characters_on_import() {
    let (mut save, _) = played(10);
    save.seats[0].name = "Ada\u{202e}exe.txt".into();
    save.seats[1].name = "\u{2066}Bob\u{2069}\t\n\u{0}".into();
    save.seats[2].name = "Zoë 👩\u{200d}💻".into();
    let (loaded, notices) = AnySave::import_text(&save.to_text()).unwrap();
    assert_eq!(
        notices,
        vec![
            Notice::NameCleaned { seat: 0 },
            Notice::NameCleaned { seat: 1 }
        ]
    );
    let names = loaded.summary().names;
    assert_eq!(names, ["Adaexe.txt", "Bob", "Zoë 👩\u{200d}💻"]);
    // Both at once: cleaned, then cut.
    save.seats[0].name = format!("\u{202e}{}", "z".repeat(30));
    let (_, notices) = AnySave::import_text(&save.to_text()).unwrap();
    assert_eq!(
        notices,
        vec![
            Notice::NameCleaned { seat: 0 },
            Notice::NameShortened { seat: 0, chars: 30 },
            Notice::NameCleaned { seat: 1 },
        ]
    );
}

#[test]
fn a_name_of_nothing_but_controls_or_spaces_becomes_the_seats_given_name() {
    let (mut save, _) = played(10);
    save.seats[1].name = "\u{202e}\u{0}\t".into();
    save.seats[2].name = "   ".into();
    let (loaded, notices) = AnySave::import_text(&save.to_text()).unwrap();
    assert_eq!(notices, vec![Notice::NameCleaned { seat: 1 }]);
    // "Player N" is the name the app gives, shown in the player's language.
    assert_eq!(loaded.summary().names[1..], ["Player 2", "Player 3"]);
}

#[test]
fn clean_name_removes_every_control_that_rewrites_the_text_and_keeps_the_rest() {
    let hidden = [
        '\u{0}', '\t', '\n', '\r', '\u{1b}', '\u{7f}', '\u{85}', '\u{9f}', '\u{061c}', '\u{200e}',
        '\u{200f}', '\u{202a}', '\u{202b}', '\u{202c}', '\u{202d}', '\u{202e}', '\u{2066}',
        '\u{2067}', '\u{2068}', '\u{2069}', '\u{2028}', '\u{2029}',
    ];
    for c in hidden {
        assert_eq!(clean_name(&format!("a{c}b")), "ab", "U+{:04X}", c as u32);
    }
    for kept in [
        "Anna Maria",
        "Zoë",
        "Łukasz",
        "李雷",
        "👩\u{200d}💻",
        "a\u{200c}b",
        "N°1",
    ] {
        assert_eq!(clean_name(kept), kept);
    }
    assert_eq!(clean_name(&"x".repeat(100)).len(), NAME_MAX);
    // Characters, not bytes: a name of 24 accented letters is whole.
    let accented = "é".repeat(NAME_MAX);
    assert_eq!(clean_name(&accented), accented);
}

#[test]
fn nothing_read_as_a_save_panics() {
    // Texts near the format's edges: the mark alone, with a huge number,
    // with every kind of body, the legacy readers with whitespace inside.
    for text in [
        "Europa-Express-",
        "Europa-Express-:",
        "Europa-Express-99999999999:AAAA",
        "Europa-Express-4294967295:AAAA",
        "Europa-Express-6::",
        "Europa-Express-6:====",
        "Europa-Express-6:\u{feff}AAAA",
        "Europa-Express-7::",
        "Europa-Express-7:AAAA",
        "\u{feff}",
        "\u{feff}\u{feff}",
        "Europa-",
        "-",
        " \r\n\t",
        "é",
    ] {
        let _ = AnySave::from_text(text);
    }
    for n in 0..8 {
        let _ = AnySave::from_text(&text::seal(vec![6; n]));
        let _ = AnySave::from_text(&text::seal(vec![0xff; n]));
    }
}
