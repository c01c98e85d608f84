//! Rulings audit (RULINGS.md): clauses the engine implements that no test
//! asserted yet, each named after its ruling. Integration tests: exact
//! situations are set up by editing a game's serde form (the engine's
//! state derives Serialize and Deserialize), nothing else is reached into.
use CardColor::*;
use europa_engine::data::{CityId, DECK_1912, DECK_CLASSIC, RouteId, TICKETS, TicketId};
use europa_engine::{
    Action, CardColor, Event, Game, GameConfig, GameRecord, Hand, Payment, RuleError, Seat,
    TurnStep, VariantId,
};
use serde_json::Value;

/// `g` with its serde form changed by `f`.
fn edit(g: &Game, f: impl FnOnce(&mut Value)) -> Game {
    let mut v = serde_json::to_value(g).expect("a game serializes");
    f(&mut v);
    serde_json::from_value(v).expect("the edited game deserializes")
}

fn json<T: serde::Serialize>(x: &T) -> Value {
    serde_json::to_value(x).expect("serializes")
}

fn hand(cards: &[(CardColor, u8)]) -> Hand {
    let mut h = Hand::default();
    for &(c, n) in cards {
        h.add(c, n);
    }
    h
}

/// Deck (`top[0]` drawn first), discard, face-up row and seat 0's hand.
fn rig(
    g: &Game,
    top: &[CardColor],
    discard: &[CardColor],
    face_up: [Option<CardColor>; 5],
    seat0: &[(CardColor, u8)],
) -> Game {
    let deck: Vec<CardColor> = top.iter().rev().copied().collect();
    edit(g, |v| {
        v["deck"] = json(&deck);
        v["discard"] = json(&discard.to_vec());
        v["face_up"] = json(&face_up);
        v["players"][0]["hand"] = json(&hand(seat0));
    })
}

fn ticket_deck(g: &Game) -> Vec<TicketId> {
    serde_json::from_value(json(g)["ticket_deck"].clone()).expect("ticket ids")
}

fn boxed(g: &Game) -> Vec<TicketId> {
    serde_json::from_value(json(g)["boxed_tickets"].clone()).expect("ticket ids")
}

fn config(players: u8, seed: u64, variant: VariantId, depots: bool) -> GameConfig {
    GameConfig {
        variant,
        first_player: Some(Seat(0)),
        depots,
        ..GameConfig::new(players, seed)
    }
}

/// A Classic game in play, every seat having kept all its tickets, seat 0 to move.
fn playing(players: u8, seed: u64) -> Game {
    let mut g = Game::new(config(players, seed, VariantId::Classic, false)).unwrap();
    keep_all(&mut g);
    g
}

fn keep_all(g: &mut Game) {
    while let Some(seat) = g.acting_seats().first().copied() {
        if g.phase() != europa_engine::Phase::InitialTickets {
            break;
        }
        let n = g.player(seat).unwrap().offer.len();
        g.apply(
            seat,
            &Action::KeepInitialTickets {
                keep: ((1u32 << n) - 1) as u8,
            },
        )
        .unwrap();
    }
}

fn city(key: &str) -> CityId {
    CityId::by_key(key).unwrap()
}

fn route(a: &str, b: &str) -> RouteId {
    RouteId::between(city(a), city(b)).unwrap()
}

fn pay(color: CardColor, locomotives: u8) -> Payment {
    Payment { color, locomotives }
}

fn locos(row: [Option<CardColor>; 5]) -> usize {
    row.iter().filter(|c| **c == Some(Locomotive)).count()
}

/// A coloured tunnel that is not half of a double.
fn a_tunnel() -> RouteId {
    RouteId::all()
        .find(|r| r.route().tunnel && r.route().color.is_some() && r.route().double_of.is_none())
        .unwrap()
}

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
const E1_FORMAT_2: &str = include_str!("fixtures/e1_format2_classic_2p.record.json");
const E1_FORMAT_2_STATE: &str = include_str!("fixtures/e1_format2_classic_2p.state.json");
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

// Variants --------------------------------------------------------------------

fn pool(v: VariantId) -> Vec<TicketId> {
    let (long, regular) = v.rules().pool();
    let mut all: Vec<TicketId> = long.into_iter().chain(regular).collect();
    all.sort();
    all
}

#[test]
fn variants_classic_is_the_46_original_and_1912_the_55_new_all_101_for_mega() {
    let classic = pool(VariantId::Classic);
    let new = pool(VariantId::Europa1912);
    assert_eq!((classic.len(), new.len()), (46, 55));
    assert!(classic.iter().all(|t| !new.contains(t)), "no overlap");
    let mut both: Vec<TicketId> = classic.iter().chain(&new).copied().collect();
    both.sort();
    assert_eq!(both, pool(VariantId::Mega));
    assert!(
        classic
            .iter()
            .all(|t| TICKETS[t.0 as usize].decks & DECK_CLASSIC != 0)
    );
    assert!(
        new.iter()
            .all(|t| TICKETS[t.0 as usize].decks & DECK_1912 != 0)
    );
}

#[test]
fn variants_europe_expanded_is_the_original_46_plus_19_new_regular() {
    let classic = pool(VariantId::Classic);
    let expanded = pool(VariantId::EuropeExpanded);
    assert_eq!(expanded.len(), 65);
    assert!(classic.iter().all(|t| expanded.contains(t)));
    let added: Vec<&TicketId> = expanded.iter().filter(|t| !classic.contains(t)).collect();
    assert_eq!(added.len(), 19);
    assert!(added.iter().all(|t| !t.ticket().long));
    assert!(
        added
            .iter()
            .all(|t| pool(VariantId::Europa1912).contains(t))
    );
}

#[test]
fn variants_big_cities_is_the_45_big_cities_tickets() {
    let big = pool(VariantId::BigCities);
    assert_eq!(big.len(), 45);
    assert!(big.iter().all(|t| !t.ticket().long));
    let logo = europa_engine::data::SET_BIG_CITIES;
    let with_logo: Vec<TicketId> = (0..TICKETS.len())
        .filter(|&i| TICKETS[i].sets & logo != 0 && TICKETS[i].points > 0)
        .map(|i| TicketId(i as u8))
        .collect();
    assert_eq!(big, with_logo);
}

#[test]
fn variants_every_variant_deals_four_train_cards() {
    for v in VariantId::ALL {
        for depots in [false, true] {
            let g = Game::new(config(3, 7, v, depots)).unwrap();
            assert!(
                g.players().iter().all(|p| p.hand.total() == 4),
                "{v:?}, depots {depots}"
            );
        }
    }
}

/// Seat 0's set-up: its offer must be `long` long and `regular` regular
/// tickets; keeping fewer than `min` is refused; `keep` is accepted.
fn check_setup(g: &mut Game, long: usize, regular: usize, min: u8, keep: u8) {
    let offer = g.player(Seat(0)).unwrap().offer.clone();
    let n_long = offer.iter().filter(|t| t.ticket().long).count();
    assert_eq!((n_long, offer.len() - n_long), (long, regular));
    // The long tickets come first in the offer.
    assert!(offer[..long].iter().all(|t| t.ticket().long));
    let too_few = (1u8 << (min - 1)) - 1;
    let before = g.clone();
    assert_eq!(
        g.apply(Seat(0), &Action::KeepInitialTickets { keep: too_few }),
        Err(RuleError::KeepAtLeast { min })
    );
    assert_eq!(*g, before);
    g.apply(Seat(0), &Action::KeepInitialTickets { keep })
        .unwrap();
}

#[test]
fn variants_europa_1912_deals_one_long_three_regular_keeps_two_of_any_mix_and_boxes_the_rest() {
    for (seed, keep) in [(1, 0b1100), (2, 0b0011), (3, 0b1010)] {
        let mut g = Game::new(config(2, seed, VariantId::Europa1912, false)).unwrap();
        let pool_new = pool(VariantId::Europa1912);
        assert!(
            g.players()
                .iter()
                .flat_map(|p| &p.offer)
                .all(|t| pool_new.contains(t))
        );
        let deck = g.ticket_deck_len();
        assert_eq!(deck, 49 - 2 * 3);
        let offer = g.player(Seat(0)).unwrap().offer.clone();
        check_setup(&mut g, 1, 3, 2, keep);
        // E8: the two not kept leave the game.
        assert_eq!(g.ticket_deck_len(), deck);
        let returned: Vec<TicketId> = (0..4)
            .filter(|i| keep >> i & 1 == 0)
            .map(|i| offer[i])
            .collect();
        assert!(returned.iter().all(|t| boxed(&g).contains(t)));
        assert!(returned.iter().all(|t| !ticket_deck(&g).contains(t)));
    }
}

#[test]
fn variants_europe_expanded_deals_one_long_three_regular_keeps_two_and_boxes_the_rest() {
    let mut g = Game::new(config(3, 4, VariantId::EuropeExpanded, false)).unwrap();
    assert_eq!(g.ticket_deck_len(), 59 - 3 * 3);
    let deck = g.ticket_deck_len();
    let offer = g.player(Seat(0)).unwrap().offer.clone();
    check_setup(&mut g, 1, 3, 2, 0b0110);
    assert_eq!(g.ticket_deck_len(), deck);
    assert!(boxed(&g).contains(&offer[0]) && boxed(&g).contains(&offer[3]));
}

#[test]
fn variants_classic_keeps_two_of_any_mix() {
    for keep in [0b0011, 0b0110, 0b1001, 0b1100] {
        let mut g = Game::new(config(2, 5, VariantId::Classic, false)).unwrap();
        check_setup(&mut g, 1, 3, 2, keep);
        assert_eq!(g.player(Seat(0)).unwrap().tickets.len(), 2);
    }
}

#[test]
fn variants_big_cities_deals_five_and_keeps_at_least_two() {
    let mut g = Game::new(config(3, 6, VariantId::BigCities, false)).unwrap();
    assert_eq!(g.ticket_deck_len(), 45 - 3 * 5);
    check_setup(&mut g, 0, 5, 2, 0b10100);
    let most = Action::KeepInitialTickets { keep: 0b11111 };
    assert!(g.legal_actions(Seat(1)).contains(&most));
}

/// Every seat of `g` keeps as many set-up tickets as it may, until play starts.
fn finish_setup(g: &mut Game) {
    while g.phase() == europa_engine::Phase::InitialTickets {
        let seat = g.acting_seats()[0];
        let most = *g.legal_actions(seat).last().unwrap();
        g.apply(seat, &most).unwrap();
    }
}

#[test]
fn variants_every_variant_draws_three_in_play_except_big_cities_four_keeping_at_least_one() {
    for v in VariantId::ALL {
        let mut g = Game::new(config(2, 8, v, false)).unwrap();
        finish_setup(&mut g);
        let want = if v == VariantId::BigCities { 4 } else { 3 };
        g.apply(Seat(0), &Action::DrawTickets).unwrap();
        assert_eq!(g.player(Seat(0)).unwrap().offer.len(), want, "{v:?}");
        assert_eq!(
            g.apply(Seat(0), &Action::KeepTickets { keep: 0 }),
            Err(RuleError::KeepAtLeast { min: 1 }),
            "{v:?}"
        );
        let keeps = g
            .legal_actions(Seat(0))
            .iter()
            .filter(|a| matches!(a, Action::KeepTickets { .. }))
            .count();
        assert_eq!(keeps, (1 << want) - 1, "{v:?}: any non-empty choice");
        // The rest go under the deck.
        let offer = g.player(Seat(0)).unwrap().offer.clone();
        g.apply(Seat(0), &Action::KeepTickets { keep: 1 }).unwrap();
        let deck = ticket_deck(&g);
        assert_eq!(deck[deck.len() - (want - 1)..], offer[1..], "{v:?}");
    }
}

#[test]
fn variants_mega_europe_returns_of_every_player_are_shuffled_together_under_the_deck() {
    // The seat that chooses first is not always the bottom of the deck.
    let mut first_chooser_at_bottom = false;
    let mut last_chooser_at_bottom = false;
    for seed in 0..20 {
        let mut g = Game::new(config(2, seed, VariantId::Mega, false)).unwrap();
        for s in 0..2 {
            g.apply(Seat(s), &Action::KeepInitialTickets { keep: 0b01 })
                .unwrap();
        }
        let returned0 = g.player(Seat(0)).unwrap().offer[2..].to_vec();
        let undealt = ticket_deck(&g);
        g.apply(Seat(0), &Action::KeepInitialTickets { keep: 0b00011 })
            .unwrap();
        g.apply(Seat(1), &Action::KeepInitialTickets { keep: 0b00011 })
            .unwrap();
        let deck = ticket_deck(&g);
        assert_eq!(
            deck[..undealt.len()],
            undealt[..],
            "the undealt deck on top"
        );
        let bottom = *deck.last().unwrap();
        first_chooser_at_bottom |= returned0.contains(&bottom);
        last_chooser_at_bottom |= !returned0.contains(&bottom);
    }
    assert!(first_chooser_at_bottom && last_chooser_at_bottom);
}

// W3, W4 ------------------------------------------------------------------------

/// A W&D game in play, seat 0 to move; seat s's first depot on `cities[s]`.
fn with_depots(players: u8, seed: u64, cities: &[&str]) -> Game {
    let mut g = Game::new(config(players, seed, VariantId::Classic, true)).unwrap();
    keep_all(&mut g);
    for s in (0..players).rev() {
        g.apply(
            Seat(s),
            &Action::PlaceDepot {
                city: city(cities[s as usize]),
            },
        )
        .unwrap();
    }
    g
}

/// Seat 0 claims Amsterdam–Frankfurt with two white cards and, asked
/// which warehouses to collect, takes the one of Frankfurt's depot.
fn claim_and_collect_at_frankfurt(g: &mut Game) {
    let r = route("amsterdam", "frankfurt");
    let claim = Action::ClaimRoute {
        route: r,
        payment: pay(White, 0),
    };
    g.apply(Seat(0), &claim).unwrap();
    assert_eq!(*g.step(), TurnStep::Collecting { route: r });
    let frankfurt = if r.route().a == city("frankfurt") {
        1
    } else {
        2
    };
    g.apply(Seat(0), &Action::CollectWarehouses { cities: frankfurt })
        .unwrap();
}

#[test]
fn w4_a_player_may_collect_their_own_warehouse_through_their_own_depot() {
    let g = with_depots(2, 50, &["frankfurt", "paris"]);
    let mut g = edit(&g, |v| {
        v["players"][0]["hand"] = json(&hand(&[(White, 2)]));
        v["players"][0]["warehouse"] = json(&hand(&[(Red, 2)]));
    });
    claim_and_collect_at_frankfurt(&mut g);
    let p = g.player(Seat(0)).unwrap();
    assert_eq!(p.hand, hand(&[(Red, 2)]));
    assert_eq!(p.warehouse.total(), 0);
    assert_eq!(p.depots, 3);
}

#[test]
fn w3_placed_depots_never_move_and_are_never_removed() {
    let g = with_depots(2, 51, &["paris", "frankfurt"]);
    let mut g = edit(&g, |v| {
        v["players"][0]["hand"] = json(&hand(&[(White, 2)]));
        v["players"][1]["warehouse"] = json(&hand(&[(Red, 2)]));
    });
    claim_and_collect_at_frankfurt(&mut g);
    // Collecting spends a depot from the supply, not the one on the board.
    assert_eq!(g.depot_owner(city("frankfurt")), Some(Seat(1)));
    assert_eq!(g.depot_owner(city("paris")), Some(Seat(0)));
    // W6 empties warehouses, never the board.
    let mut g = edit(&g, |v| {
        v["deck"] = json(&Vec::<CardColor>::new());
        v["discard"] = json(&Vec::<CardColor>::new());
        v["face_up"] = json(&[None::<CardColor>; 5]);
        v["players"][1]["warehouse"] = json(&hand(&[(Blue, 3)]));
        v["players"][0]["depots"] = json(&0u8);
    });
    g.apply(Seat(1), &Action::DrawBlindStoring { warehouse: Seat(1) })
        .unwrap();
    assert_eq!(g.depot_owner(city("frankfurt")), Some(Seat(1)));
    assert_eq!(g.depot_owner(city("paris")), Some(Seat(0)));
    // A depot city stays closed to other depots.
    assert!(matches!(
        g.why_not(
            Seat(1),
            &Action::PlaceDepot {
                city: city("paris")
            }
        ),
        Err(RuleError::CityNotFreeForDepot { .. } | RuleError::WrongMoment { .. })
    ));
}
