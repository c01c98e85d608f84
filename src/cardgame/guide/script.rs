//! The Card Game's guided game as data: the deal, the person's steps and
//! the computer's moves. The deal (seed 2, the person first) gives the
//! person a purple card face up to make three purples, and three blacks;
//! the computer has two blacks. So the person builds a railyard of purple,
//! sees one purple go On the Track at the start of their next turn, and
//! then robs the computer's black row (one card left after its own On the
//! Track) with three blacks. The test beside this file plays it all on the
//! engine.

use crate::guide::{Script, Step};
use cardgame_engine::{Action, CardColor, Seat};

/// The deal every guided Card Game starts from.
pub const SEED: u64 = 2;

static STEPS: [Step<Action>; 6] = [
    Step {
        text: "gc_tickets",
        hint: "gc_tickets_hint",
        done: "gc_tickets_done",
        targets: &["[data-testid=cg-ticket-choice]"],
        // Seattle – Saint Louis and New York – Chicago (the offer's 4th and 5th).
        expect: &[Action::KeepInitialTickets { keep: 0b11000 }],
    },
    Step {
        text: "gc_face_up",
        hint: "gc_face_up_hint",
        done: "gc_face_up_done",
        targets: &["[data-testid=cg-face-up][data-slot='1']"],
        expect: &[Action::DrawFaceUp { slot: 1 }],
    },
    Step {
        text: "gc_blind",
        hint: "gc_blind_hint",
        done: "gc_blind_done",
        targets: &["[data-testid=cg-deck]"],
        expect: &[Action::DrawBlind],
    },
    Step {
        text: "gc_railyard",
        hint: "gc_railyard_hint",
        done: "gc_railyard_done",
        targets: &["[data-testid=cg-hand]"],
        expect: &[Action::PlayGroup {
            color: CardColor::Purple,
            cards: 3,
            locomotives: 0,
        }],
    },
    Step {
        text: "gc_robbery",
        hint: "gc_robbery_hint",
        done: "gc_robbery_done",
        targets: &["[data-testid=cg-hand]"],
        expect: &[Action::PlayGroup {
            color: CardColor::Black,
            cards: 3,
            locomotives: 0,
        }],
    },
    Step {
        text: "gc_end",
        hint: "gc_end",
        done: "gc_end",
        targets: &["[data-testid=cg-tickets]"],
        expect: &[],
    },
];

/// The computer keeps one ticket, plays its two blacks, then draws two
/// cards from the deck each turn.
static COMPUTER: [Action; 6] = [
    Action::KeepInitialTickets { keep: 1 },
    Action::PlayGroup {
        color: CardColor::Black,
        cards: 2,
        locomotives: 0,
    },
    Action::DrawBlind,
    Action::DrawBlind,
    Action::DrawBlind,
    Action::DrawBlind,
];

pub static SCRIPT: Script<Action> = Script {
    person: Seat(0),
    steps: &STEPS,
    computer: &COMPUTER,
};

/// The guide's deal: two seats, the person first.
pub fn config() -> cardgame_engine::GameConfig {
    let mut config = cardgame_engine::GameConfig::new(2, SEED);
    config.first_player = Some(Seat(0));
    config
}
