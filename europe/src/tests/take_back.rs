//! Take back (docs/TAKE_BACK.md): which actions show the person (seat 0
//! here) a card it could not see before, so that taking back their last
//! action is refused; and, on random games, that taking back wherever it is
//! allowed gives the game as it was before that action, which the person
//! had already seen.
use super::*;
use crate::config::FACE_UP_SLOTS;
use crate::data::TicketId;
use crate::events::Event;
use crate::state::{FinalRound, TurnStep};
use crate::{GameRecord, Hand};
use europa_common::GameRng;
use europa_common::take_back::{apply_seen, take_back_point};

const ME: Seat = Seat(0);
const BOT: Seat = Seat(1);

/// Plays `action` for `seat`: whether it showed seat 0 anything hidden.
fn shows_me(g: &mut Game, seat: Seat, action: Action) -> bool {
    apply_seen(g, seat, &action, ME).unwrap().1
}

fn claim(route: RouteId, color: CardColor, locomotives: u8) -> Action {
    Action::ClaimRoute {
        route,
        payment: pay(color, locomotives),
    }
}

/// A coloured tunnel that is not half of a double.
fn a_tunnel() -> RouteId {
    RouteId::all()
        .find(|r| r.route().tunnel && r.route().color.is_some() && r.route().double_of.is_none())
        .unwrap()
}

/// Seat 0's turn is over (two blind draws): seat 1 to play.
fn bots_turn(seed: u64) -> Game {
    let mut g = playing(2, seed);
    g.apply(ME, &Action::DrawBlind).unwrap();
    g.apply(ME, &Action::DrawBlind).unwrap();
    g
}

#[test]
fn take_back_is_allowed_after_claiming_a_route() {
    let mut g = playing(2, 12);
    give(&mut g, 0, &[(White, 2)]);
    assert!(!shows_me(
        &mut g,
        ME,
        claim(route("amsterdam", "frankfurt"), White, 0)
    ));
}

#[test]
fn take_back_is_allowed_after_building_a_station() {
    let mut g = playing(2, 12);
    give(&mut g, 0, &[(Red, 1)]);
    let station = Action::BuildStation {
        city: city("paris"),
        payment: pay(Red, 0),
    };
    assert!(!shows_me(&mut g, ME, station));
}

#[test]
fn take_back_is_refused_after_a_blind_draw() {
    let mut g = playing(2, 3);
    assert!(shows_me(&mut g, ME, Action::DrawBlind));
}

#[test]
fn a_computers_blind_draw_shows_the_person_nothing() {
    let mut g = bots_turn(3);
    assert!(!shows_me(&mut g, BOT, Action::DrawBlind));
    // Its drawer did see it.
    assert!(apply_seen(&mut g, BOT, &Action::DrawBlind, BOT).unwrap().1);
}

#[test]
fn take_back_is_refused_after_a_ticket_draw_but_not_after_keeping_them() {
    let mut g = playing(2, 5);
    assert!(shows_me(&mut g, ME, Action::DrawTickets));
    // The kept and returned tickets were all seen when drawn.
    assert!(!shows_me(&mut g, ME, Action::KeepTickets { keep: 0b001 }));
    // A computer's ticket draw is its own secret.
    assert!(!shows_me(&mut g, BOT, Action::DrawTickets));
}

#[test]
fn take_back_is_refused_after_a_replacement_face_up_card() {
    let mut g = playing(2, 8);
    g.face_up[0] = Some(Red);
    assert!(shows_me(&mut g, ME, Action::DrawFaceUp { slot: 0 }));
    // Whoever took the card: the replacement is face up for everybody.
    let mut g = bots_turn(8);
    g.face_up[0] = Some(Red);
    assert!(shows_me(&mut g, BOT, Action::DrawFaceUp { slot: 0 }));
}

#[test]
fn a_face_up_card_with_nothing_to_replace_it_shows_nothing() {
    let mut g = playing(2, 8);
    g.deck.clear();
    g.discard.clear();
    g.face_up = [Some(Red), Some(Blue), None, None, None];
    assert!(!shows_me(&mut g, ME, Action::DrawFaceUp { slot: 0 }));
}

#[test]
fn take_back_is_refused_after_a_face_up_refill_that_no_event_tells() {
    // E2: a claim's cards, discarded with the deck empty, refill the row.
    let mut g = playing(2, 12);
    g.deck.clear();
    g.discard.clear();
    g.face_up = [Some(Red), None, None, None, None];
    give(&mut g, 0, &[(White, 2)]);
    assert!(shows_me(
        &mut g,
        ME,
        claim(route("amsterdam", "frankfurt"), White, 0)
    ));
}

#[test]
fn take_back_is_refused_after_a_face_up_reset() {
    let mut g = playing(2, 8);
    g.face_up = [
        Some(Red),
        Some(Locomotive),
        Some(Locomotive),
        Some(Blue),
        Some(Green),
    ];
    stack_deck(&mut g, &[Locomotive]);
    let events = apply_seen(&mut g, ME, &Action::DrawFaceUp { slot: 0 }, ME).unwrap();
    assert!(
        events
            .0
            .iter()
            .any(|e| matches!(e, Event::FaceUpReset { .. }))
    );
    assert!(events.1);
}

#[test]
fn take_back_is_refused_after_a_tunnel_but_allowed_after_paying_or_declining_it() {
    let r = a_tunnel();
    let (len, color) = (r.route().length, r.route().color.unwrap());
    for pays in [true, false] {
        let mut g = playing(2, 4);
        give(&mut g, 0, &[(color, len + 2), (Locomotive, 1)]);
        stack_deck(
            &mut g,
            &[color, Locomotive, if color == Red { Blue } else { Red }],
        );
        assert!(shows_me(&mut g, ME, claim(r, color, 0)), "the three cards");
        assert!(matches!(g.step, TurnStep::Tunnel(_)));
        // The choice after the reveal shows nothing more: taking it back
        // returns to the same choice, the cards already seen.
        let then = if pays {
            Action::PayTunnel {
                payment: pay(color, 1),
            }
        } else {
            Action::DeclineTunnel
        };
        assert!(!shows_me(&mut g, ME, then));
    }
}

#[test]
fn take_back_is_refused_after_a_computers_claim_shows_the_cards_it_paid() {
    let mut g = bots_turn(12);
    give(&mut g, 1, &[(White, 2)]);
    assert!(shows_me(
        &mut g,
        BOT,
        claim(route("amsterdam", "frankfurt"), White, 0)
    ));
}

#[test]
fn take_back_is_refused_once_the_game_is_over() {
    let mut g = playing(2, 31);
    g.final_round = Some(FinalRound {
        trigger: BOT,
        turns_left: 1,
    });
    give(&mut g, 0, &[(Purple, 1)]);
    let (events, showed) =
        apply_seen(&mut g, ME, &claim(route("dieppe", "paris"), Purple, 0), ME).unwrap();
    assert!(events.contains(&Event::GameOver));
    assert!(showed, "the final scores show every ticket");
}

#[test]
fn keeping_starting_tickets_shows_nothing_but_mega_europes_next_stage_does() {
    let mut g = Game::new(GameConfig::new(2, 1)).unwrap();
    assert!(!shows_me(
        &mut g,
        ME,
        Action::KeepInitialTickets { keep: 0b0111 }
    ));
    let mut g = Game::new(GameConfig {
        variant: VariantId::Mega,
        ..GameConfig::new(2, 2)
    })
    .unwrap();
    // The long tickets kept, the five regular ones are dealt face up to it.
    assert!(shows_me(
        &mut g,
        ME,
        Action::KeepInitialTickets { keep: 0b01 }
    ));
}

#[test]
fn storing_a_card_shows_nothing_and_collecting_a_warehouse_shows_its_cards() {
    let mut g = keep_every_offer(GameConfig {
        first_player: Some(ME),
        depots: true,
        ..GameConfig::new(2, 6)
    });
    for (s, c) in [(1, "frankfurt"), (0, "paris")] {
        assert!(!shows_me(
            &mut g,
            Seat(s),
            Action::PlaceDepot { city: city(c) }
        ));
    }
    g.players[1].warehouse = hand(&[(Green, 2)]);
    give(&mut g, 0, &[(White, 2)]);
    let r = route("amsterdam", "frankfurt");
    assert!(!shows_me(&mut g, ME, claim(r, White, 0)));
    let bit = if r.route().a == city("frankfurt") {
        1
    } else {
        2
    };
    assert!(shows_me(
        &mut g,
        ME,
        Action::CollectWarehouses { cities: bit }
    ));
    // Seat 1 stores the deck's top card unseen in seat 0's warehouse, then
    // draws its own card blind: seat 0 sees neither.
    let store = Action::DrawBlindStoring { warehouse: ME };
    assert!(!shows_me(&mut g, BOT, store));
}

/// What the person holds and sees face up: their hand, tickets and offer,
/// and the row.
fn sight_of(
    g: &Game,
) -> (
    Hand,
    Vec<TicketId>,
    Vec<TicketId>,
    [Option<CardColor>; FACE_UP_SLOTS],
) {
    let p = &g.players[0];
    (p.hand, p.tickets.clone(), p.offer.clone(), g.face_up)
}

/// Whether the step from `a` to `b` (the events as the person saw them)
/// put no card before the person's eyes that they had not seen in `a`:
/// the row only loses cards, the hand gains only the row's lost card (or
/// its own cards set aside for a tunnel), the
/// tickets come only from the offer, no tunnel shows cards, no other seat
/// shows the cards it paid, and the game goes on.
fn nothing_new(a: &Game, b: &Game, events: &[Event]) -> bool {
    let (hand_a, tickets_a, offer_a, row_a) = sight_of(a);
    let (hand_b, tickets_b, offer_b, row_b) = sight_of(b);
    let row_only_lost = row_a.iter().zip(&row_b).all(|(x, y)| y.is_none() || x == y);
    let mut taken = hand_a;
    // A declined tunnel gives back the person's own cards, set aside.
    if let TurnStep::Tunnel(t) = &a.step {
        taken.add_all(&t.paid);
    }
    for (x, y) in row_a.iter().zip(&row_b) {
        if let (Some(c), None) = (x, y) {
            taken.add(*c, 1);
        }
    }
    let tickets_known = tickets_b
        .iter()
        .chain(&offer_b)
        .all(|t| tickets_a.contains(t) || offer_a.contains(t));
    let no_event_shows = events.iter().all(|e| match e.redacted_for(ME) {
        Event::TunnelRevealed { revealed, .. } => revealed.is_empty(),
        Event::RouteClaimed { seat, .. } | Event::StationBuilt { seat, .. } => seat == ME,
        Event::DrewBlind { seat, card } => seat != ME || card.is_none(),
        Event::WarehouseCollected { seat, count, .. } => seat != ME || count == 0,
        Event::FaceUpReset { .. } | Event::GameOver => false,
        _ => true,
    });
    row_only_lost && taken.contains(&hand_b) && tickets_known && no_event_shows
}

/// Plays a seeded game with random legal moves; after every move where the
/// person may take back, checks that the record cut there replays to the
/// game as it was before their action (state and view), and that nothing
/// in between showed them a card they had not seen. Returns how many moves
/// allowed a take-back and how many did not.
fn check_every_take_back(config: GameConfig) -> (usize, usize) {
    let mut rng = GameRng::new(config.seed ^ 0x7a6b);
    let mut game = Game::new(config.clone()).unwrap();
    let mut record = GameRecord::new(config);
    let mut before: Vec<Game> = Vec::new();
    let mut moves = Vec::new();
    let mut steps: Vec<Vec<Event>> = Vec::new();
    let (mut allowed, mut refused) = (0, 0);
    while let Some(seat) = game.first_acting_seat() {
        let legal = game.legal_actions(seat);
        let action = legal[rng.below(legal.len())];
        before.push(game.clone());
        let (events, showed) = apply_seen(&mut game, seat, &action, ME).unwrap();
        record.actions.push((seat, action));
        moves.push((seat, showed));
        steps.push(events);
        let Some(i) = take_back_point(&moves, ME) else {
            refused += 1;
            continue;
        };
        allowed += 1;
        assert_eq!(record.actions[i].0, ME, "only the person's own action");
        let mut cut = record.clone();
        cut.actions.truncate(i);
        let undone = cut.replay().unwrap();
        assert!(undone == before[i], "move {i}: the game before the action");
        assert_eq!(undone.view(ME), before[i].view(ME), "move {i}: a view seen");
        // Nothing the person saw since was new to them.
        for j in i..before.len() {
            let next = before.get(j + 1).unwrap_or(&game);
            assert!(
                nothing_new(&before[j], next, &steps[j]),
                "move {j} showed a card: {:?} {:?} -> {:?}",
                steps[j],
                sight_of(&before[j]),
                sight_of(next)
            );
        }
    }
    (allowed, refused)
}

#[test]
fn taking_back_wherever_allowed_restores_the_game_before_the_action_and_shows_nothing_new() {
    let (mut allowed, mut refused) = (0, 0);
    for seed in 0..24 {
        let variant = [VariantId::Classic, VariantId::Mega][seed as usize % 2];
        let config = GameConfig {
            variant,
            depots: seed % 3 == 0,
            ..GameConfig::new(2 + (seed % 3) as u8, seed)
        };
        let (a, r) = check_every_take_back(config);
        allowed += a;
        refused += r;
    }
    // Not vacuous: both answers came up often.
    assert!(
        allowed > 200 && refused > 200,
        "{allowed} allowed, {refused} refused"
    );
}
