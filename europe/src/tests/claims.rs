//! Claiming routes: E5 (double routes), E6 (colours, gray, ferries, trains), E7 (tunnels).
use super::*;
use crate::error::RuleError;
use crate::events::Event;
use crate::state::TurnStep;

fn claim(route: RouteId, color: CardColor, locomotives: u8) -> Action {
    Action::ClaimRoute {
        route,
        payment: pay(color, locomotives),
    }
}

/// A double pair that is neither tunnel nor ferry: Paris–Frankfurt (white / orange, 3).
fn paris_frankfurt() -> (RouteId, RouteId) {
    let a = route("frankfurt", "paris");
    (a, a.route().double_of.unwrap())
}

#[test]
fn e5_two_or_three_players_once_one_half_of_a_double_is_claimed_the_other_closes() {
    for players in [2, 3] {
        let mut g = playing(players, 1);
        let (a, b) = paris_frankfurt();
        own_id(&mut g, 1, a);
        give(&mut g, 0, &[(Locomotive, 3)]);
        assert_eq!(
            g.apply(Seat(0), &claim(b, Locomotive, 3)),
            Err(RuleError::DoubleRouteClosed { route: b })
        );
        assert!(
            !g.legal_actions(Seat(0))
                .iter()
                .any(|x| matches!(x, Action::ClaimRoute { route, .. } if *route == b))
        );
    }
}

#[test]
fn e5_four_or_five_players_may_share_a_double_but_one_player_never_owns_both() {
    let mut g = playing(4, 1);
    let (a, b) = paris_frankfurt();
    own_id(&mut g, 1, a);
    give(&mut g, 0, &[(Locomotive, 3)]);
    g.apply(Seat(0), &claim(b, Locomotive, 3)).unwrap();
    assert_eq!(g.route_owner(b), Some(Seat(0)));

    let mut g = playing(5, 1);
    own_id(&mut g, 0, a);
    give(&mut g, 0, &[(Locomotive, 3)]);
    assert_eq!(
        g.apply(Seat(0), &claim(b, Locomotive, 3)),
        Err(RuleError::OwnsOtherHalfOfDouble { route: b })
    );
}

#[test]
fn e6_claiming_needs_at_least_as_many_trains_as_the_route_is_long() {
    let mut g = playing(2, 2);
    let r = route("moskva", "smolensk"); // orange, 2
    give(&mut g, 0, &[(Orange, 2)]);
    g.players[0].trains = 1;
    assert_eq!(
        g.apply(Seat(0), &claim(r, Orange, 0)),
        Err(RuleError::NotEnoughTrains { needed: 2, left: 1 })
    );
}

#[test]
fn e6_colored_route_takes_its_colour_with_locomotives_wild() {
    let mut g = playing(2, 2);
    let r = route("amsterdam", "frankfurt"); // white, 2
    give(&mut g, 0, &[(Red, 2), (White, 1), (Locomotive, 1)]);
    assert_eq!(
        g.apply(Seat(0), &claim(r, Red, 0)),
        Err(RuleError::WrongColor {
            route: r,
            required: White
        })
    );
    let ev = g.apply(Seat(0), &claim(r, White, 1)).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::RouteClaimed { points: 2, .. }))
    );
    assert_eq!(g.players[0].hand, hand(&[(Red, 2)]));
    assert_eq!(g.players[0].trains, 43);
    assert_eq!(g.players[0].route_points, 2);
}

#[test]
fn e6_gray_route_takes_cards_of_any_one_colour() {
    let mut g = playing(2, 2);
    let r = route("kyiv", "wilno"); // gray, 2
    assert_eq!(r.route().color, None);
    let len = r.route().length;
    give(&mut g, 0, &[(Yellow, len), (Red, 1)]);
    let payments: Vec<_> = g
        .legal_actions(Seat(0))
        .into_iter()
        .filter(|a| matches!(a, Action::ClaimRoute { route, .. } if *route == r))
        .collect();
    assert_eq!(
        payments,
        vec![claim(r, Yellow, 0)],
        "red alone is too few and colours never mix"
    );
    g.apply(Seat(0), &claim(r, Yellow, 0)).unwrap();
}

#[test]
fn e6_each_distinct_payment_is_its_own_action() {
    let mut g = playing(2, 2);
    let r = route("amsterdam", "frankfurt"); // white, 2
    give(&mut g, 0, &[(White, 2), (Locomotive, 2)]);
    let mut payments: Vec<_> = g
        .legal_actions(Seat(0))
        .into_iter()
        .filter(|a| matches!(a, Action::ClaimRoute { route, .. } if *route == r))
        .collect();
    payments.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(
        payments.len(),
        3,
        "2 white, 1 white + 1 locomotive, 2 locomotives: {payments:?}"
    );
}

#[test]
fn e6_ferry_needs_one_locomotive_per_symbol() {
    let mut g = playing(2, 3);
    let r = route("palermo", "smyrna"); // 6 spaces, 2 locomotive symbols
    assert_eq!((r.route().length, r.route().locomotives), (6, 2));
    give(&mut g, 0, &[(Blue, 6), (Locomotive, 1)]);
    assert_eq!(
        g.apply(Seat(0), &claim(r, Blue, 1)),
        Err(RuleError::FerryNeedsLocomotives {
            route: r,
            needed: 2
        })
    );
    give(&mut g, 0, &[(Blue, 4), (Locomotive, 3)]);
    // The other spaces may be locomotives too.
    g.apply(Seat(0), &claim(r, Blue, 3)).unwrap();
    assert_eq!(g.players[0].hand, hand(&[(Blue, 1)]));
    assert_eq!(g.players[0].route_points, 15);
}

#[test]
fn e6_claiming_without_the_cards_is_refused_and_changes_nothing() {
    let mut g = playing(2, 3);
    let r = route("amsterdam", "frankfurt");
    give(&mut g, 0, &[(White, 1)]);
    let before = g.clone();
    assert_eq!(
        g.apply(Seat(0), &claim(r, White, 0)),
        Err(RuleError::NotEnoughCards {
            color: White,
            needed: 2,
            held: 1
        })
    );
    assert_eq!(g, before);
}

#[test]
fn e6_a_claimed_route_cannot_be_claimed_again() {
    let mut g = playing(2, 3);
    let r = own(&mut g, 1, "amsterdam", "frankfurt");
    give(&mut g, 0, &[(White, 2)]);
    assert_eq!(
        g.apply(Seat(0), &claim(r, White, 0)),
        Err(RuleError::RouteTaken { route: r })
    );
}

/// A coloured tunnel that is not half of a double.
fn a_tunnel() -> RouteId {
    RouteId::all()
        .find(|r| r.route().tunnel && r.route().color.is_some() && r.route().double_of.is_none())
        .unwrap()
}

#[test]
fn e7_tunnel_each_revealed_card_of_the_paid_colour_or_locomotive_costs_one_more() {
    let mut g = playing(2, 4);
    let r = a_tunnel();
    let (len, color) = (r.route().length, r.route().color.unwrap());
    give(&mut g, 0, &[(color, len + 2), (Locomotive, 1)]);
    stack_deck(
        &mut g,
        &[color, Locomotive, if color == Red { Blue } else { Red }],
    );
    let ev = g.apply(Seat(0), &claim(r, color, 0)).unwrap();
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::TunnelRevealed { extra: 2, .. }))
    );
    let TurnStep::Tunnel(t) = &g.step else {
        panic!("tunnel step expected")
    };
    assert_eq!(t.extra, 2);
    // Pay the extra with one card of the colour and one locomotive.
    g.apply(
        Seat(0),
        &Action::PayTunnel {
            payment: pay(color, 1),
        },
    )
    .unwrap();
    assert_eq!(g.route_owner(r), Some(Seat(0)));
    assert_eq!(g.players[0].hand, hand(&[(color, 1)]));
    assert_eq!(
        g.players[0].trains,
        45 - len,
        "extra cards are cards, not trains"
    );
}

#[test]
fn e7_a_tunnel_paid_with_locomotives_only_counts_only_revealed_locomotives_and_takes_locomotives() {
    let mut g = playing(2, 4);
    let r = a_tunnel();
    let (len, color) = (r.route().length, r.route().color.unwrap());
    give(&mut g, 0, &[(Locomotive, len + 2), (color, 2)]);
    stack_deck(&mut g, &[color, color, Locomotive]);
    g.apply(Seat(0), &claim(r, Locomotive, len)).unwrap();
    let TurnStep::Tunnel(t) = &g.step else {
        panic!("tunnel step expected")
    };
    assert_eq!(t.extra, 1, "only the revealed locomotive counts");
    // ... and the extra must be a locomotive.
    assert_eq!(
        g.apply(
            Seat(0),
            &Action::PayTunnel {
                payment: pay(color, 0)
            }
        ),
        Err(RuleError::TunnelWrongColor {
            allowed: Locomotive
        })
    );
    assert_eq!(
        g.legal_actions(Seat(0)),
        vec![
            Action::PayTunnel {
                payment: pay(Locomotive, 1)
            },
            Action::DeclineTunnel
        ]
    );
}

#[test]
fn e7_declining_a_tunnel_returns_every_paid_card_and_ends_the_turn() {
    let mut g = playing(2, 4);
    let r = a_tunnel();
    let (len, color) = (r.route().length, r.route().color.unwrap());
    give(&mut g, 0, &[(color, len)]);
    stack_deck(&mut g, &[color, Locomotive, Locomotive]);
    let discard_before = g.discard.len();
    g.apply(Seat(0), &claim(r, color, 0)).unwrap();
    // Three extra cards are due and the player has none: only declining is legal.
    assert_eq!(g.legal_actions(Seat(0)), vec![Action::DeclineTunnel]);
    g.apply(Seat(0), &Action::DeclineTunnel).unwrap();
    assert_eq!(g.players[0].hand, hand(&[(color, len)]));
    assert_eq!(g.route_owner(r), None);
    assert_eq!(g.current, Seat(1));
    assert_eq!(
        g.discard.len(),
        discard_before + 3,
        "the revealed cards are discarded"
    );
}

#[test]
fn e7_tunnel_with_no_matching_revealed_card_is_claimed_at_once() {
    let mut g = playing(2, 4);
    let r = a_tunnel();
    let (len, color) = (r.route().length, r.route().color.unwrap());
    let other = if color == Red { Blue } else { Red };
    give(&mut g, 0, &[(color, len)]);
    stack_deck(&mut g, &[other, other, other]);
    g.apply(Seat(0), &claim(r, color, 0)).unwrap();
    assert_eq!(g.route_owner(r), Some(Seat(0)));
    assert_eq!(g.current, Seat(1));
    assert_eq!(
        g.discard
            .iter()
            .rev()
            .take(3)
            .filter(|c| **c == other)
            .count(),
        3
    );
}

#[test]
fn e7_tunnel_reveals_only_what_exists_and_nothing_means_no_extra() {
    let mut g = playing(2, 4);
    let r = a_tunnel();
    let (len, color) = (r.route().length, r.route().color.unwrap());
    give(&mut g, 0, &[(color, len + 1)]);
    g.deck.clear();
    g.discard.clear();
    g.deck.push(color);
    let ev = g.apply(Seat(0), &claim(r, color, 0)).unwrap();
    assert!(ev.iter().any(
        |e| matches!(e, Event::TunnelRevealed { revealed, extra: 1, .. } if revealed.len() == 1)
    ));
    g.apply(
        Seat(0),
        &Action::PayTunnel {
            payment: pay(color, 0),
        },
    )
    .unwrap();

    let mut g = playing(2, 4);
    give(&mut g, 0, &[(color, len)]);
    g.deck.clear();
    g.discard.clear();
    g.apply(Seat(0), &claim(r, color, 0)).unwrap();
    assert_eq!(
        g.route_owner(r),
        Some(Seat(0)),
        "no card to reveal: no extra cost"
    );
}

#[test]
fn e7_tunnel_reveal_reshuffles_the_discard_when_the_deck_runs_out() {
    let mut g = playing(2, 4);
    let r = a_tunnel();
    let (len, color) = (r.route().length, r.route().color.unwrap());
    give(&mut g, 0, &[(color, len)]);
    g.discard.append(&mut g.deck);
    let ev = g.apply(Seat(0), &claim(r, color, 0)).unwrap();
    assert!(ev.iter().any(|e| matches!(e, Event::DeckReshuffled { .. })));
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::TunnelRevealed { revealed, .. } if revealed.len() == 3))
    );
}

#[test]
fn claim_payments_and_why_not_claim_tell_the_ui_what_a_route_costs() {
    let mut g = playing(2, 5);
    let r = route("amsterdam", "frankfurt"); // white, 2
    give(&mut g, 0, &[(White, 1), (Locomotive, 1)]);
    assert_eq!(g.claim_payments(Seat(0), r), vec![pay(White, 1)]);
    assert_eq!(g.why_not_claim(Seat(0), r), None);
    give(&mut g, 0, &[(White, 1)]);
    assert!(g.claim_payments(Seat(0), r).is_empty());
    let e = g.why_not_claim(Seat(0), r).unwrap();
    assert_eq!(
        e.to_string(),
        "This route needs 2 white cards (locomotives are wild)."
    );
    own_id(&mut g, 1, r);
    assert_eq!(
        g.why_not_claim(Seat(0), r),
        Some(RuleError::RouteTaken { route: r })
    );
    assert!(matches!(
        g.why_not_claim(Seat(1), r),
        Some(RuleError::NotYourTurn { .. })
    ));
}

/// `check_payment` decides by the payment's colour and locomotives alone:
/// the same answers, errors included, as the check of every kind it had.
#[test]
fn check_payment_gives_what_checking_every_kind_gives() {
    use crate::Payment;
    use crate::actions::check_payment;
    fn every_kind(
        hand: &Hand,
        payment: Payment,
        total: u8,
        min_locos: u8,
    ) -> Result<Hand, RuleError> {
        let well_formed = if payment.is_all_locomotives() {
            payment.locomotives == total
        } else {
            payment.locomotives < total
        };
        if !well_formed {
            return Err(RuleError::MalformedPayment);
        }
        let cards = payment.cards(total);
        if cards.count(Locomotive) < min_locos {
            return Err(RuleError::MalformedPayment);
        }
        for c in CardColor::ALL {
            let (needed, held) = (cards.count(c), hand.count(c));
            if needed > held {
                return Err(RuleError::NotEnoughCards {
                    color: c,
                    needed,
                    held,
                });
            }
        }
        Ok(cards)
    }
    let mut rng = crate::rng::GameRng::new(5);
    for _ in 0..20_000 {
        let mut h = Hand::default();
        for c in CardColor::ALL {
            h.add(c, rng.below(5) as u8);
        }
        let color = CardColor::ALL[rng.below(9)];
        let total = rng.below(9) as u8;
        let payment = Payment {
            color,
            locomotives: rng.below(usize::from(total) + 2) as u8,
        };
        let min_locos = rng.below(3) as u8;
        assert_eq!(
            check_payment(&h, payment, total, min_locos),
            every_kind(&h, payment, total, min_locos)
        );
    }
}

/// A claim's payment goes to the discard pile as `discard_hand` of its
/// cards would put it, kind by kind.
#[test]
fn discard_payment_discards_as_discard_hand() {
    use crate::Payment;
    for color in CardColor::ALL {
        for total in 0..=8u8 {
            for locomotives in 0..=total {
                let payment = Payment { color, locomotives };
                let mut a = playing(2, 1);
                let mut b = a.clone();
                a.discard_hand(&payment.cards(total));
                b.discard_payment(payment, total);
                assert_eq!(a.discard, b.discard);
            }
        }
    }
}
