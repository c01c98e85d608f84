//! Rulings audit (RULINGS.md C1–C8): clauses the engine implements that no
//! test asserted yet, each named after its ruling. Integration tests: exact
//! situations are set up by editing a game's serde form (the state derives
//! Serialize and Deserialize), nothing else is reached into.
use CardColor::*;
use cardgame_engine::{
    Action, BigCityId, CardColor, Event, Game, GameConfig, Hand, Phase, Seat, TicketId, TurnStep,
};
use serde_json::Value;

fn edit(g: &Game, f: impl FnOnce(&mut Value)) -> Game {
    let mut v = serde_json::to_value(g).expect("a game serializes");
    f(&mut v);
    serde_json::from_value(v).expect("the edited game deserializes")
}

fn json<T: serde::Serialize>(x: &T) -> Value {
    serde_json::to_value(x).expect("serializes")
}

fn field<T: serde::de::DeserializeOwned>(g: &Game, name: &str) -> T {
    serde_json::from_value(json(g)[name].clone()).expect("the field reads back")
}

/// A game past set-up, every seat keeping its first offered ticket, seat 0 to play.
fn started(players: u8, seed: u64) -> Game {
    let config = GameConfig {
        first_player: Some(Seat(0)),
        ..GameConfig::new(players, seed)
    };
    let mut g = Game::new(config).unwrap();
    for s in 0..players {
        g.apply(Seat(s), &Action::KeepInitialTickets { keep: 1 })
            .unwrap();
    }
    g
}

/// Puts `top` on an otherwise empty deck (`top[0]` drawn first); every
/// other deck card goes to the discard pile, so all 96 stay in the game.
fn leave_in_deck(g: &Game, top: &[CardColor]) -> Game {
    let mut deck: Vec<CardColor> = field(g, "deck");
    let mut discard: Vec<CardColor> = field(g, "discard");
    for c in top {
        let i = deck
            .iter()
            .position(|d| d == c)
            .expect("the card is in the deck");
        deck.remove(i);
    }
    discard.append(&mut deck);
    let deck: Vec<CardColor> = top.iter().rev().copied().collect();
    edit(g, |v| {
        v["deck"] = json(&deck);
        v["discard"] = json(&discard);
    })
}

/// Moves `cards` from the deck onto the On the Track pile of `seat`.
fn to_pile(g: &Game, seat: usize, cards: &[CardColor]) -> Game {
    let mut deck: Vec<CardColor> = field(g, "deck");
    let mut pile = g.players()[seat].on_track.clone();
    for c in cards {
        let i = deck
            .iter()
            .position(|d| d == c)
            .expect("the card is in the deck");
        pile.push(deck.remove(i));
    }
    edit(g, |v| {
        v["deck"] = json(&deck);
        v["players"][seat]["on_track"] = json(&pile);
    })
}

/// Shows `row` face up: the old row goes back to the deck, the new one's
/// cards come out of it, so all 96 stay in the game.
fn set_face_up(g: &Game, row: [Option<CardColor>; 5]) -> Game {
    let mut deck: Vec<CardColor> = field(g, "deck");
    deck.extend(g.face_up().iter().flatten());
    for c in row.iter().flatten() {
        let i = deck
            .iter()
            .position(|d| d == c)
            .expect("the card is in the deck");
        deck.remove(i);
    }
    edit(g, |v| {
        v["deck"] = json(&deck);
        v["face_up"] = json(&row);
    })
}

/// One action of a plain driver: blind draws while the deck lasts, then
/// ticket draws keeping none (hands unchanged), else the first legal action.
fn act(g: &mut Game) -> Vec<Event> {
    let seat = g.current();
    let legal = g.legal_actions(seat);
    let a = match g.step() {
        TurnStep::Start | TurnStep::SecondCard if g.deck_len() > 0 => Action::DrawBlind,
        TurnStep::Start if g.ticket_deck_len() > 0 => Action::DrawTickets,
        TurnStep::ChoosingTickets => Action::KeepTickets { keep: 0 },
        _ => legal[0],
    };
    assert!(legal.contains(&a), "{a:?} is legal");
    g.apply(seat, &a).unwrap()
}

// C1 ---------------------------------------------------------------------------

#[test]
fn c1_every_player_is_given_a_locomotive_before_the_deal() {
    // With 16 locomotives in 96 cards, 8 random cards hold none about a
    // quarter of the time; a hand without one would show the gift missing.
    for players in 2..=4u8 {
        for seed in 0..300 {
            let g = Game::new(GameConfig::new(players, seed)).unwrap();
            for p in g.players() {
                assert_eq!(p.hand.total(), 8);
                assert!(p.hand.count(Locomotive) >= 1, "seed {seed}");
            }
        }
    }
}

#[test]
fn c1_returned_starting_tickets_are_shuffled_into_the_ticket_deck() {
    let mut spread = false;
    for seed in 0..20 {
        let mut g = Game::new(GameConfig::new(2, seed)).unwrap();
        let offer = g.player(Seat(0)).unwrap().offer.clone();
        g.apply(Seat(0), &Action::KeepInitialTickets { keep: 0b1 })
            .unwrap();
        let deck: Vec<TicketId> = field(&g, "ticket_deck");
        assert_eq!(deck.len(), 46 - 12 + 5);
        assert!(offer[1..].iter().all(|t| deck.contains(t)));
        // Not simply put under the deck: somewhere among the others.
        spread |= !offer[1..]
            .iter()
            .all(|t| deck[deck.len() - 5..].contains(t));
    }
    assert!(spread, "the returned tickets always sit at the bottom");
}

// C2 ---------------------------------------------------------------------------

#[test]
fn c2_the_beginner_option_is_off_by_default_and_piles_show_only_at_scoring() {
    assert!(!GameConfig::new(2, 1).beginner);
    assert!(!GameConfig::new(4, 9).beginner);
    let g = started(2, 5);
    let g = to_pile(&g, 0, &[Red, Blue, Locomotive]);
    for viewer in 0..2 {
        let v = g.view(Seat(viewer));
        assert!(!v.beginner);
        assert_eq!(v.me.on_track, None, "seat {viewer} sees no pile");
        assert_eq!(v.me.matching, None);
        // Only its size is public.
        assert_eq!(v.seats[0].on_track, 3);
        assert!(v.final_scores.is_none());
    }
    // At scoring every pile is shown.
    let mut g = leave_in_deck(&g, &[]);
    g = edit(&g, |v| {
        v["last_round"] = json(&cardgame_engine::LastRound {
            trigger: Seat(1),
            turns_left: 1,
        });
    });
    while !g.is_over() {
        act(&mut g);
    }
    let f = g.view(Seat(1)).final_scores.unwrap();
    assert_eq!(f.players[0].pile, vec![Red, Blue, Locomotive]);
}

// C5 ---------------------------------------------------------------------------

#[test]
fn c5_a_face_up_refill_that_empties_the_deck_starts_the_last_round() {
    let g = started(2, 6);
    let g = set_face_up(
        &g,
        [
            Some(Red),
            Some(Green),
            Some(Yellow),
            Some(White),
            Some(Black),
        ],
    );
    let mut g = leave_in_deck(&g, &[Blue]);
    assert_eq!(g.all_cards().total(), 96);

    let ev = g.apply(Seat(0), &Action::DrawFaceUp { slot: 0 }).unwrap();
    assert!(ev.contains(&Event::DrewFaceUp {
        seat: Seat(0),
        slot: 0,
        card: Red,
        refill: Some(Blue)
    }));
    assert!(ev.contains(&Event::LastRoundStarted { trigger: Seat(0) }));
    assert_eq!(g.deck_len(), 0);
    // The current turn goes on: the second card, not replaced.
    assert_eq!((g.current(), g.step()), (Seat(0), TurnStep::SecondCard));
    g.apply(Seat(0), &Action::DrawFaceUp { slot: 1 }).unwrap();
    assert_eq!(g.face_up()[1], None);
    // Then one last turn each, the trigger included.
    for s in [1, 0] {
        assert!(!g.is_over());
        assert_eq!(g.current(), Seat(s));
        while g.current() == Seat(s) && !g.is_over() {
            act(&mut g);
        }
    }
    assert!(g.is_over());
}

#[test]
fn c5_with_one_card_left_in_the_deck_a_player_may_draw_just_that_one() {
    let g = started(3, 7);
    // Only a locomotive shows: it cannot be the second card.
    let g = set_face_up(&g, [Some(Locomotive), None, None, None, None]);
    let mut g = leave_in_deck(&g, &[Blue]);
    assert_eq!(g.all_cards().total(), 96);
    let before: Hand = g.player(Seat(0)).unwrap().hand;
    let ev = g.apply(Seat(0), &Action::DrawBlind).unwrap();
    assert!(ev.contains(&Event::LastRoundStarted { trigger: Seat(0) }));
    assert_eq!(
        g.player(Seat(0)).unwrap().hand.total(),
        before.total() + 1,
        "one card only"
    );
    assert_eq!(
        g.player(Seat(0)).unwrap().hand.count(Blue),
        before.count(Blue) + 1
    );
    assert_eq!((g.current(), g.step()), (Seat(1), TurnStep::Start));
}

// C7 ---------------------------------------------------------------------------

#[test]
fn c7_four_players_first_scoring_keeps_hands_and_open_tickets_then_the_second_ends_the_game() {
    let g = started(4, 11);
    let t0 = g.player(Seat(0)).unwrap().tickets[0];
    let t1 = g.player(Seat(1)).unwrap().tickets[0];
    // Seat 0's pile completes its ticket; seat 1's pile is empty. The cards
    // for the pile come out of the deck; one card is left to draw.
    let pile: Vec<CardColor> = t0.ticket().needed_colors().collect();
    let mut g = to_pile(&g, 0, &pile);
    let last_card = *field::<Vec<CardColor>>(&g, "deck").first().unwrap();
    g = leave_in_deck(&g, &[last_card]);
    assert_eq!(g.all_cards().total(), 96);

    // Seat 0 draws the last card: the last round; everyone then draws
    // tickets and keeps none, so hands do not change.
    let ev = act(&mut g);
    assert!(ev.contains(&Event::LastRoundStarted { trigger: Seat(0) }));
    let mut hands: Vec<Hand> = Vec::new();
    let mut last = Seat(0);
    let mut first_scoring = None;
    while first_scoring.is_none() {
        last = g.current();
        hands = g.players().iter().map(|p| p.hand).collect();
        let ev = act(&mut g);
        first_scoring = ev.into_iter().find_map(|e| match e {
            Event::FirstScoring { completed, points } => Some((completed, points)),
            _ => None,
        });
    }
    // Seat 0's turn in which the deck ran out, then one turn each.
    assert_eq!(last, Seat(0));
    let (completed, points) = first_scoring.unwrap();
    assert_eq!(completed[0], vec![t0]);
    assert!(completed[1].is_empty());
    assert_eq!(points[0], i32::from(t0.ticket().points));
    assert_eq!(points[1], 0, "nothing subtracted at the first scoring");
    assert_eq!(g.round(), 2);
    assert_eq!(g.current(), Seat(1), "left of the last player");
    let p0 = g.player(Seat(0)).unwrap();
    assert_eq!(
        (p0.completed.clone(), p0.tickets.clone()),
        (vec![t0], vec![])
    );
    assert_eq!(g.player(Seat(1)).unwrap().tickets, vec![t1]);
    for (s, old) in hands.iter().enumerate() {
        let p = g.player(Seat(s as u8)).unwrap();
        assert_eq!(
            p.hand.total(),
            old.total() + 4,
            "seat {s}: hand kept, 4 more"
        );
        for c in CardColor::ALL {
            assert!(p.hand.count(c) >= old.count(c));
        }
        assert!(p.on_track.is_empty() && p.railyard.is_empty());
    }
    // Every other card is in the new deck and the new face-up row.
    let in_hands: u32 = g.players().iter().map(|p| p.hand.total()).sum();
    assert_eq!(g.discard_len(), 0);
    assert!(g.face_up().iter().all(Option::is_some));
    assert_eq!(g.deck_len() as u32, 96 - in_hands - 5);

    // Round 2 runs until the deck is empty again, then one last round.
    let mut trigger_turns = None;
    while !g.is_over() {
        let turns = g.turns();
        let ev = act(&mut g);
        if let Some(Event::LastRoundStarted { trigger }) = ev
            .iter()
            .find(|e| matches!(e, Event::LastRoundStarted { .. }))
        {
            assert!(trigger_turns.is_none(), "the last round starts once");
            trigger_turns = Some((turns, *trigger));
        }
        assert!(
            !ev.iter().any(|e| matches!(e, Event::FirstScoring { .. })),
            "one first scoring"
        );
    }
    let (at, _) = trigger_turns.expect("the deck runs out again");
    assert_eq!(g.turns() - at, 5, "the trigger's turn and one more each");
    assert_eq!(g.round(), 2);
    assert_eq!(g.phase(), Phase::GameOver);
    let f = g.final_scores().unwrap();
    assert_eq!(f.players[0].ticket_points, i32::from(t0.ticket().points));
    assert_eq!(f.players[1].ticket_points, -i32::from(t1.ticket().points));
    // The first scoring's ticket counts for the Big City bonuses.
    for city in BigCityId::all().filter(|c| t0.ticket().names(*c)) {
        let b = f.bonuses.iter().find(|b| b.city == city).unwrap();
        assert!(b.winners.contains(&Seat(0)), "{}", city.city().name);
    }
}
