//! Tests of the claims, draws and tunnel spares against the plain loops
//! they replaced, and of the want table against its run-time sum: apart,
//! so play.rs reads as the bots' choices alone.
use super::*;

/// [`draw`] as it was written before the slots' worth was read from a
/// table: every empty slot (and a locomotive on the second card) skipped.
fn draw_plain(t: &Table, want: &KeepValue, loco_turn_cost: f32) -> Option<Action> {
    let mut best: Option<(f32, Option<u8>)> = None;
    if t.can_blind {
        let unseen = t.unseen.total();
        let v: f32 = CardColor::ALL
            .iter()
            .map(|&c| t.blind_odds_of(c, unseen) * want[c.index()])
            .sum();
        best = Some((v, None));
    }
    for (i, c) in t.face_up.iter().enumerate() {
        let Some(c) = *c else { continue };
        let v = if c == CardColor::Locomotive {
            if t.second_card {
                continue;
            }
            want[c.index()] - loco_turn_cost
        } else {
            want[c.index()]
        };
        if best.is_none_or(|(b, _)| v > b + 1e-4) {
            best = Some((v, Some(i as u8)));
        }
    }
    best.map(|(_, slot)| match slot {
        None => Action::DrawBlind,
        Some(slot) => Action::DrawFaceUp { slot },
    })
}

/// The fewest-locomotives claim is the claim, for every route, on hands
/// with and without locomotives, for every keep `keep_values` gives; and
/// none where the hand cannot afford the route.
#[test]
fn the_fewest_locomotives_claim_is_the_claim() {
    let game = crate::state::Game::new(crate::GameConfig::new(2, 1)).expect("game");
    let mut t = Table::from_game(&game, crate::Seat(0));
    let mut rng = crate::rng::GameRng::new(4);
    for step in 0..20_000usize {
        for k in 0..9 {
            t.hand.0[k] = rng.below([3, 6, 13][step % 3]) as u8;
        }
        t.trains[t.me.index()] = rng.below(46) as u8;
        let mut need = [0u8; 9];
        for n in need.iter_mut() {
            *n = rng.below(3) as u8;
        }
        let keep = crate::bots::planner::keep_values(&need);
        for r in crate::data::RouteId::all() {
            let fewest = claim_fewest_locos(&t, r, &need);
            assert_eq!(fewest, claim(&t, r, &keep), "{r:?}");
            // The claims outside the plan no longer ask `affordable` first.
            assert!(affordable(&t.hand, r) || fewest.is_none(), "{r:?}");
        }
    }
}

/// The draw picks what the plain scan picks, on rows with empty slots,
/// locomotives, both cards of a turn, with and without a blind draw,
/// and worths that tie or differ by about the tolerance.
#[test]
fn the_draw_is_the_plain_scan() {
    let game = crate::state::Game::new(crate::GameConfig::new(2, 1)).expect("game");
    let mut t = Table::from_game(&game, crate::Seat(0));
    let mut rng = crate::rng::GameRng::new(9);
    let worths = [
        0.15f32, 0.5, 0.5001, 1.0, 1.00005, 1.0001, 1.0002, 1.1, 1.8, 2.0,
    ];
    for _ in 0..50_000 {
        for slot in t.face_up.iter_mut() {
            let k = rng.below(11);
            *slot = CardColor::ALL.get(k).copied();
        }
        for k in 0..9 {
            t.hand.0[k] = rng.below(5) as u8;
            t.unseen.0[k] = rng.below(13) as u8;
        }
        t.can_blind = rng.below(4) != 0;
        t.second_card = rng.below(2) == 0;
        let mut want = [0.0f32; 9];
        for w in want.iter_mut() {
            *w = worths[rng.below(worths.len())];
        }
        let cost = [0.0, 1.0][rng.below(2)];
        assert_eq!(
            draw(&t, &want, cost),
            draw_plain(&t, &want, cost),
            "{t:?} {want:?}"
        );
    }
}

/// [`tunnel_spares`] as it was written before its closed form: the
/// payment taken from a copy of the hand.
fn tunnel_spares_plain(hand: &Hand, route: RouteId, payment: &Payment) -> u8 {
    let mut left = *hand;
    let paid = payment.cards(route.route().length);
    if !left.contains(&paid) {
        return 0;
    }
    left.remove_all(&paid);
    let locos = left.count(CardColor::Locomotive);
    if payment.is_all_locomotives() {
        locos
    } else {
        locos.wrapping_add(left.count(payment.color))
    }
}

/// The closed form leaves what taking the payment leaves, for every
/// route and payment, on hands that can and cannot pay.
#[test]
fn tunnel_spares_are_what_the_payment_leaves() {
    let mut rng = crate::rng::GameRng::new(6);
    for step in 0..20_000usize {
        let mut hand = Hand::default();
        for k in 0..9 {
            hand.0[k] = rng.below([4, 9, 13][step % 3]) as u8;
        }
        let r = crate::data::RouteId(rng.below(crate::data::NUM_ROUTES) as u8);
        let payment = Payment {
            color: CardColor::ALL[rng.below(9)],
            locomotives: rng.below(10) as u8,
        };
        assert_eq!(
            tunnel_spares(&hand, r, &payment),
            tunnel_spares_plain(&hand, r, &payment),
            "{hand:?} {r:?} {payment:?}"
        );
    }
}

/// The table holds what `card_values` worked out at run time.
#[test]
fn the_want_table_is_the_run_time_sum() {
    for d in 0..=255u8 {
        let d = std::hint::black_box(d);
        let run = if d > 0 { 1.0 + 0.05 * d as f32 } else { 0.15 };
        assert_eq!(
            super::WANT_SHORT_BY[usize::from(d)].to_bits(),
            run.to_bits()
        );
    }
}
