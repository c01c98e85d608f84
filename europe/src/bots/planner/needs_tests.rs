//! Tests of the needs and card worths against their plain loops.
use super::*;

/// [`needs_with`] as it was written before its keys were kept: every
/// colour's key worked out again for each gray route (`gray`, in order).
fn needs_plain(t: &Table, need: [u8; 9], gray: &[RouteId]) -> [u8; 9] {
    let mut need = need;
    let hand = &t.hand.0;
    for &r in gray {
        let route = r.route();
        let mut most = i32::MIN;
        for i in 0..8 {
            let key = (hand[i] as i32 - need[i] as i32) * 256 + hand[i] as i32;
            most = most.max(key * 8 + i as i32);
        }
        let best = (most & 7) as usize;
        need[best] = need[best].saturating_add(route.length - route.locomotives);
    }
    need
}

/// [`free_want`] as it was written before each colour took its longest
/// route: every length asked of every colour.
fn free_want_plain(t: &Table, closed: &RouteSet) -> KeepValue {
    let mut want = [0.2f32; 9];
    let open = RouteSet::ALL.0 & !closed.0 & masks::length_at_most(t.my_trains());
    let mut gray_lengths = 0u32;
    for length in 3..=masks::MAX_LENGTH {
        let here = open & masks::LENGTH_AT_MOST[length] & !masks::LENGTH_AT_MOST[length - 1];
        let w = route_points(length as u8) as f32 / 10.0;
        for c in CardColor::COLORS {
            if here & masks::COLOR_ROUTES[c.index()] != 0 {
                want[c.index()] = want[c.index()].max(0.5 + w);
            }
        }
        if here & masks::COLOR_ROUTES[masks::GRAY] != 0 {
            gray_lengths |= 1 << length;
        }
    }
    // The gray routes' part was not changed: shared with free_want.
    gray_and_locomotive_wants(t, gray_lengths, &mut want);
    want
}

/// Each colour's longest open route gives the worths the plain loop
/// does, over boards closed in part, any trains and hands.
#[test]
fn free_want_is_the_plain_loop() {
    let game = crate::state::Game::new(crate::GameConfig::new(2, 1)).expect("game");
    let mut t = Table::from_game(&game, crate::Seat(0));
    let mut rng = crate::rng::GameRng::new(9);
    for step in 0..5_000usize {
        let mut closed = RouteSet::default();
        for _ in 0..step % 101 {
            closed.insert(RouteId(rng.below(crate::data::NUM_ROUTES) as u8));
        }
        t.trains[0] = rng.below(46) as u8;
        for k in 0..9 {
            t.hand.0[k] = rng.below(12) as u8;
        }
        let (got, want) = (free_want(&t, &closed), free_want_plain(&t, &closed));
        assert_eq!(got.map(f32::to_bits), want.map(f32::to_bits), "{step}");
    }
}

/// The kept keys assign every gray route as the plain loop does, ties
/// and needs near 255 (saturating) included.
#[test]
fn kept_keys_assign_the_grays_as_the_plain_loop() {
    let game = crate::state::Game::new(crate::GameConfig::new(2, 1)).expect("game");
    let mut t = Table::from_game(&game, crate::Seat(0));
    let grays: Vec<RouteId> = RouteSet(masks::COLOR_ROUTES[masks::GRAY]).iter().collect();
    let mut rng = crate::rng::GameRng::new(8);
    for step in 0..20_000usize {
        let mut need = [0u8; 9];
        for (held, needed) in t.hand.0.iter_mut().zip(need.iter_mut()) {
            *held = rng.below([3, 13, 256][step % 3]) as u8;
            *needed = rng.below([2, 9, 256][step % 3]) as u8;
        }
        let gray: Vec<RouteId> = (0..rng.below(8))
            .map(|_| grays[rng.below(grays.len())])
            .collect();
        let f = FixedNeeds::with(need, &gray);
        assert_eq!(
            needs_with(&t, &f),
            needs_plain(&t, need, &gray),
            "{:?} {need:?}",
            t.hand,
        );
    }
}
