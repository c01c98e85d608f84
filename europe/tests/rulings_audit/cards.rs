//! The train cards: the face-up row and its refills (E1–E3) and a tunnel's
//! revealed cards (E7).
use super::*;

// E1 ------------------------------------------------------------------------

#[test]
fn e1_a_set_up_row_with_three_locomotives_is_discarded_and_dealt_again() {
    // Set-up deals five face up and applies E1: every reset leaves exactly
    // five cards in the discard, and a row of 3+ locomotives survives only
    // after 3 resets in a row.
    let mut games_with_a_reset = 0;
    for seed in 0..3_000 {
        let g = Game::new(GameConfig::new(2, seed)).unwrap();
        let row = g.face_up();
        assert!(row.iter().all(Option::is_some), "seed {seed}");
        let discarded = g.discard_len();
        assert_eq!(discarded % 5, 0, "seed {seed}: whole rows are discarded");
        let resets = discarded / 5;
        assert!(resets <= 3, "seed {seed}: at most 3 resets in a row");
        if resets < 3 {
            assert!(
                locos(row) < 3,
                "seed {seed}: 3 locomotives left face up at set-up"
            );
        }
        games_with_a_reset += usize::from(resets > 0);
    }
    assert!(
        games_with_a_reset > 0,
        "some set-up rows show 3 locomotives"
    );
}

// E2 ------------------------------------------------------------------------

#[test]
fn e2_cards_returned_by_a_declined_tunnel_refill_empty_slots_at_the_end_of_that_action() {
    let r = a_tunnel();
    let (len, color) = (r.route().length, r.route().color.unwrap());
    let other = if color == Red { Blue } else { Red };
    // The three cards left are revealed; the player cannot pay the extra.
    let g = playing(2, 40);
    let mut g = rig(
        &g,
        &[color, other, color],
        &[],
        [Some(Green), None, None, None, None],
        &[(color, len)],
    );
    let claim = Action::ClaimRoute {
        route: r,
        payment: pay(color, 0),
    };
    g.apply(Seat(0), &claim).unwrap();
    assert!(matches!(g.step(), TurnStep::Tunnel(_)));
    // Paid and revealed cards are set aside: nothing to refill with yet.
    assert_eq!((g.deck_len(), g.discard_len()), (0, 0));
    assert_eq!(g.face_up().iter().flatten().count(), 1);
    let ev = g.apply(Seat(0), &Action::DeclineTunnel).unwrap();
    // Declining discards the revealed cards: the same action reshuffles
    // them and refills the empty slots.
    let declined = ev
        .iter()
        .position(|e| matches!(e, Event::TunnelDeclined { .. }))
        .unwrap();
    let reshuffled = ev
        .iter()
        .position(|e| matches!(e, Event::DeckReshuffled { cards: 3 }))
        .expect("the discard is reshuffled to refill the row");
    assert!(declined < reshuffled);
    let mut up: Vec<CardColor> = g.face_up().iter().flatten().copied().collect();
    up.sort();
    let mut want = vec![Green, color, color, other];
    want.sort();
    assert_eq!(up, want);
    assert_eq!((g.deck_len(), g.discard_len()), (0, 0));
    assert_eq!(g.player(Seat(0)).unwrap().hand, hand(&[(color, len)]));
    assert_eq!(g.current_player(), Seat(1));
}

#[test]
fn e2_the_cards_paid_for_a_station_refill_an_empty_slot() {
    let g = playing(2, 41);
    let mut g = rig(
        &g,
        &[],
        &[],
        [None, Some(Green), None, None, None],
        &[(Yellow, 1)],
    );
    assert!(!g.legal_actions(Seat(0)).contains(&Action::DrawBlind));
    g.apply(
        Seat(0),
        &Action::BuildStation {
            city: city("paris"),
            payment: pay(Yellow, 0),
        },
    )
    .unwrap();
    assert_eq!(g.face_up(), [Some(Yellow), Some(Green), None, None, None]);
    assert_eq!((g.deck_len(), g.discard_len()), (0, 0));
    // The next player may take it.
    assert!(
        g.legal_actions(Seat(1))
            .contains(&Action::DrawFaceUp { slot: 0 })
    );
}

#[test]
fn e2_a_refill_that_keeps_showing_three_locomotives_stops_after_three_resets() {
    // Nothing to draw; two locomotives face up. The claim's white card and
    // locomotive come back face up: 3 locomotives. Each reset deals the
    // same four cards again (the discard is the whole deck), so E1's limit
    // is what ends it: 3 resets, then the row stays as it is.
    let g = playing(2, 42);
    let mut g = rig(
        &g,
        &[],
        &[],
        [Some(Locomotive), Some(Locomotive), None, None, None],
        &[(White, 1), (Locomotive, 1)],
    );
    let ev = g
        .apply(
            Seat(0),
            &Action::ClaimRoute {
                route: route("amsterdam", "frankfurt"),
                payment: pay(White, 1),
            },
        )
        .unwrap();
    let resets = ev
        .iter()
        .filter(|e| matches!(e, Event::FaceUpReset { .. }))
        .count();
    assert_eq!(resets, 3);
    assert_eq!(locos(g.face_up()), 3);
    assert_eq!(g.face_up().iter().flatten().count(), 4);
    assert_eq!((g.deck_len(), g.discard_len()), (0, 0));
}

/// A Classic 2-player game saved in engine format 2 (before the E1 fix),
/// written by the engine of that time (main at eaa9fd1): both seats hoard
/// cards until deck and discard are empty with 3 locomotives face up. Its
/// action 114 takes a purple face-up card; that engine then "reset" the
/// row 3 times (discard, reshuffle, deal the same 4 cards again). Four
/// actions follow. `.state.json` is the game it reached, as it serialised it.
const E1_FORMAT_2: &str = include_str!("../fixtures/e1_format2_classic_2p.record.json");
const E1_FORMAT_2_STATE: &str = include_str!("../fixtures/e1_format2_classic_2p.state.json");
const E1_FORMAT_2_HIT: usize = 114;

/// The game's serde form without what format 3 changed: the config (a new
/// field) and the format number.
fn state_of_play(v: &mut Value) -> &Value {
    let o = v.as_object_mut().expect("a game is an object");
    o.remove("config");
    o.remove("format_version");
    v
}

fn resets(ev: &[Event]) -> usize {
    ev.iter()
        .filter(|e| matches!(e, Event::FaceUpReset { .. }))
        .count()
}

#[test]
fn e1_a_format_2_save_through_the_old_reset_replays_to_the_same_game() {
    let (record, game) = GameRecord::from_json(E1_FORMAT_2).unwrap();
    assert!(record.config.legacy_face_up_reset);
    let mut expected: Value = serde_json::from_str(E1_FORMAT_2_STATE).unwrap();
    assert_eq!(
        state_of_play(&mut json(&game)),
        state_of_play(&mut expected)
    );
    // Saved again it is format 3 and keeps the old rule.
    let (again, replayed) = GameRecord::from_json(&record.to_json()).unwrap();
    assert_eq!((again.format_version, &replayed), (3, &game));
    // Step by step: action 114 resets the row 3 times, as it did.
    let mut g = Game::new(record.config.clone()).unwrap();
    for (i, (seat, action)) in record.actions.iter().enumerate() {
        let ev = g.apply(*seat, action).unwrap();
        if i == E1_FORMAT_2_HIT {
            assert_eq!(resets(&ev), 3, "{ev:?}");
        }
    }
}

#[test]
fn e1_a_new_game_through_the_same_moves_does_not_reset_when_nothing_is_refilled() {
    let (old, _) = GameRecord::from_json(E1_FORMAT_2).unwrap();
    let mut record = GameRecord::new(GameConfig {
        legacy_face_up_reset: false,
        ..old.config.clone()
    });
    assert_eq!(record.format_version, 3);
    record.actions = old.actions[..E1_FORMAT_2_HIT].to_vec();
    let mut g = record.replay().unwrap();
    let (seat, action) = old.actions[E1_FORMAT_2_HIT];
    let Action::DrawFaceUp { slot } = action else {
        panic!("action {E1_FORMAT_2_HIT} takes a face-up card");
    };
    let row = g.face_up();
    assert_eq!((g.deck_len(), g.discard_len()), (0, 0));
    assert!(locos(row) >= 3 && row[slot as usize] != Some(Locomotive));
    let ev = g.apply(seat, &action).unwrap();
    assert_eq!(resets(&ev), 0, "{ev:?}");
    let mut left = row;
    left[slot as usize] = None;
    assert_eq!(g.face_up(), left, "the other cards stay in their slots");
    // And so it replays.
    record.actions.push((seat, action));
    assert_eq!(record.replay().unwrap(), g);
}

// E3 ------------------------------------------------------------------------

#[test]
fn e3_a_face_up_locomotive_showing_before_the_first_card_cannot_be_the_second() {
    let g = playing(2, 43);
    let mut g = rig(
        &g,
        &[Blue, Blue, Blue],
        &[],
        [
            Some(Locomotive),
            Some(Red),
            Some(Green),
            Some(White),
            Some(Black),
        ],
        &[],
    );
    g.apply(Seat(0), &Action::DrawFaceUp { slot: 1 }).unwrap();
    assert_eq!(*g.step(), TurnStep::SecondCard);
    assert_eq!(g.face_up()[0], Some(Locomotive));
    let before = g.clone();
    assert_eq!(
        g.apply(Seat(0), &Action::DrawFaceUp { slot: 0 }),
        Err(RuleError::LocomotiveAsSecondCard)
    );
    assert_eq!(g, before);
    assert!(
        !g.legal_actions(Seat(0))
            .contains(&Action::DrawFaceUp { slot: 0 })
    );
}

// E7 ------------------------------------------------------------------------

#[test]
fn e7_the_revealed_cards_are_discarded_when_the_extra_is_paid() {
    let r = a_tunnel();
    let (len, color) = (r.route().length, r.route().color.unwrap());
    let other = if color == Red { Blue } else { Red };
    let g = playing(2, 45);
    let mut g = rig(
        &g,
        &[color, other, other, Yellow],
        &[],
        [Some(Green); 5],
        &[(color, len + 1)],
    );
    g.apply(
        Seat(0),
        &Action::ClaimRoute {
            route: r,
            payment: pay(color, 0),
        },
    )
    .unwrap();
    assert_eq!(g.discard_len(), 0, "set aside until the attempt ends");
    g.apply(
        Seat(0),
        &Action::PayTunnel {
            payment: pay(color, 0),
        },
    )
    .unwrap();
    assert_eq!(g.route_owner(r), Some(Seat(0)));
    // The length, the extra card and the three revealed cards.
    assert_eq!(g.discard_len(), len as usize + 1 + 3);
    let pile = g.view(Seat(1)).discard_pile;
    assert_eq!(pile.count(other), 2);
    assert_eq!(pile.count(color), len + 2);
    assert_eq!(g.deck_len(), 1);
    assert_eq!(g.current_player(), Seat(1));
}
