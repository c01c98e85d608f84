//! Take back (docs/TAKE_BACK.md): which actions show the person (seat 0
//! here) a card it could not see before, so that taking back their last
//! action is refused; and, on random games, that taking back wherever it is
//! allowed gives the game as it was before that action, which the person
//! had already seen.
use super::*;
use crate::data::TicketId;
use crate::state::{LastRound, TurnStep};
use crate::{Event, GameRecord};
use CardColor::*;
use europa_common::GameRng;
use europa_common::take_back::{apply_seen, take_back_point};

const ME: Seat = Seat(0);
const BOT: Seat = Seat(1);

/// Plays `action` for `seat`: whether it showed seat 0 anything hidden.
fn shows_me(g: &mut Game, seat: Seat, action: Action) -> bool {
    apply_seen(g, seat, &action, ME).unwrap().1
}

fn group(color: CardColor, cards: u8) -> Action {
    Action::PlayGroup {
        color,
        cards,
        locomotives: 0,
    }
}

/// Seat 0's turn is over (two blind draws): seat 1 to play.
fn bots_turn(seed: u64) -> Game {
    let mut g = started(2, seed);
    g.apply(ME, &Action::DrawBlind).unwrap();
    g.apply(ME, &Action::DrawBlind).unwrap();
    g
}

#[test]
fn take_back_is_allowed_after_playing_a_group_or_three_colours() {
    let mut g = started(2, 4);
    g.players[0].hand = hand(&[(Red, 2), (Blue, 1), (Green, 1), (Yellow, 1)]);
    assert!(!shows_me(&mut g, ME, group(Red, 2)));
    let mut g = started(2, 4);
    g.players[0].hand = hand(&[(Blue, 1), (Green, 1), (Yellow, 1)]);
    let mut colors = [Blue, Green, Yellow];
    colors.sort();
    assert!(!shows_me(&mut g, ME, Action::PlayThree { colors }));
}

#[test]
fn take_back_is_allowed_after_a_robbery() {
    // C4: the robbed row lay face up; it goes to the discard pile.
    let mut g = bots_turn(4);
    g.players[1].hand = hand(&[(Red, 2)]);
    assert!(shows_me(&mut g, BOT, group(Red, 2)), "its cards, face up");
    g.players[0].hand = hand(&[(Red, 3)]);
    let (events, showed) = apply_seen(&mut g, ME, &group(Red, 3), ME).unwrap();
    assert!(events.iter().any(|e| matches!(e, Event::Robbed { .. })));
    assert!(!showed);
}

#[test]
fn take_back_is_refused_after_a_blind_draw() {
    let mut g = started(2, 3);
    assert!(shows_me(&mut g, ME, Action::DrawBlind));
}

#[test]
fn a_computers_blind_draw_shows_the_person_nothing() {
    let mut g = bots_turn(3);
    assert!(!shows_me(&mut g, BOT, Action::DrawBlind));
    assert!(apply_seen(&mut g, BOT, &Action::DrawBlind, BOT).unwrap().1);
}

#[test]
fn take_back_is_refused_after_a_replacement_face_up_card() {
    let mut g = started(2, 8);
    g.face_up[0] = Some(Red);
    assert!(shows_me(&mut g, ME, Action::DrawFaceUp { slot: 0 }));
    let mut g = bots_turn(8);
    g.face_up[0] = Some(Red);
    assert!(shows_me(&mut g, BOT, Action::DrawFaceUp { slot: 0 }));
}

#[test]
fn a_face_up_card_with_nothing_to_replace_it_shows_nothing() {
    let mut g = started(2, 8);
    let rest: Vec<CardColor> = g.deck.drain(..).collect();
    g.discard.extend(rest);
    g.face_up = [Some(Red), Some(Blue), None, None, None];
    g.last_round = Some(LastRound {
        trigger: BOT,
        turns_left: 3,
    });
    assert!(!shows_me(&mut g, ME, Action::DrawFaceUp { slot: 0 }));
}

#[test]
fn take_back_is_refused_after_a_ticket_draw_but_not_after_keeping_them() {
    let mut g = started(2, 5);
    assert!(shows_me(&mut g, ME, Action::DrawTickets));
    assert_eq!(g.step, TurnStep::ChoosingTickets);
    assert!(!shows_me(&mut g, ME, Action::KeepTickets { keep: 0b0001 }));
    assert!(!shows_me(&mut g, BOT, Action::DrawTickets));
}

#[test]
fn keeping_starting_tickets_shows_nothing() {
    let mut g = Game::new(GameConfig::new(2, 1)).unwrap();
    assert!(!shows_me(
        &mut g,
        ME,
        Action::KeepInitialTickets { keep: 0b11 }
    ));
}

#[test]
fn take_back_is_refused_once_the_game_is_over() {
    let mut g = started(2, 6);
    g.last_round = Some(LastRound {
        trigger: BOT,
        turns_left: 1,
    });
    g.players[0].hand = hand(&[(Red, 2)]);
    let (events, showed) = apply_seen(&mut g, ME, &group(Red, 2), ME).unwrap();
    assert!(events.contains(&Event::GameOver));
    assert!(showed, "the final scores show every ticket");
}

#[test]
fn take_back_is_refused_after_the_first_scoring_of_a_four_player_game() {
    let mut g = started(4, 6);
    g.last_round = Some(LastRound {
        trigger: BOT,
        turns_left: 1,
    });
    g.players[0].hand = hand(&[(Red, 2)]);
    let (events, showed) = apply_seen(&mut g, ME, &group(Red, 2), ME).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::FirstScoring { .. }))
    );
    assert!(showed, "completed tickets and a new deal");
}

/// What the person holds and sees face up.
fn sight_of(g: &Game) -> (Hand, Vec<TicketId>, Vec<TicketId>, [Option<CardColor>; 5]) {
    let p = &g.players[0];
    (p.hand, p.tickets.clone(), p.offer.clone(), g.face_up)
}

/// Whether the step from `a` to `b` (the events as the person saw them)
/// put no card before the person's eyes that they had not seen in `a`:
/// the row only loses cards, the hand gains only the row's lost cards, the
/// tickets come only from the offer, no other seat plays cards from its
/// hand, and the game goes on in its round.
fn nothing_new(a: &Game, b: &Game, events: &[Event]) -> bool {
    let (hand_a, tickets_a, offer_a, row_a) = sight_of(a);
    let (hand_b, tickets_b, offer_b, row_b) = sight_of(b);
    let row_only_lost = row_a.iter().zip(&row_b).all(|(x, y)| y.is_none() || x == y);
    let mut taken = hand_a;
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
        Event::PlayedGroup { seat, .. } | Event::PlayedThree { seat, .. } => seat == ME,
        Event::DrewBlind { seat, card } => seat != ME || card.is_none(),
        Event::FirstScoring { .. } | Event::SecondRoundStarted { .. } | Event::GameOver => false,
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
        for j in i..before.len() {
            let next = before.get(j + 1).unwrap_or(&game);
            assert!(
                nothing_new(&before[j], next, &steps[j]),
                "move {j} showed a card: {:?}",
                steps[j]
            );
        }
    }
    (allowed, refused)
}

#[test]
fn taking_back_wherever_allowed_restores_the_game_before_the_action_and_shows_nothing_new() {
    let (mut allowed, mut refused) = (0, 0);
    for seed in 0..30 {
        let config = GameConfig {
            beginner: seed % 2 == 0,
            ..GameConfig::new(2 + (seed % 3) as u8, seed)
        };
        let (a, r) = check_every_take_back(config);
        allowed += a;
        refused += r;
    }
    assert!(
        allowed > 200 && refused > 200,
        "{allowed} allowed, {refused} refused"
    );
}
