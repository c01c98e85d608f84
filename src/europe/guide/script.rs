//! Ticket to Ride Europe's guided game as data: the deal, the person's
//! steps and the computer's moves. The deal (seed 8555, the person first)
//! was chosen so each lesson comes in its order with the cards it needs:
//! an orange card and a locomotive face up, a red card for Budapest – Wien,
//! yellows for the tunnel München – Zürich whose turned cards hold one
//! locomotive (one card more), a locomotive and an orange for the ferry
//! Dieppe – London, and one orange card left for a station in Wien. The
//! texts name these cards and routes; the test below plays the whole script
//! on the engine, so a change of the rules or the deal that breaks them
//! fails here.

use crate::guide::{Script, Step};
use europa_engine::{Action, CardColor, CityId, Payment, RouteId, Seat};

/// The deal every guided game of Europe starts from.
pub const SEED: u64 = 8555;

const BUDAPEST_WIEN: RouteId = RouteId(37);
const MUNCHEN_ZURICH: RouteId = RouteId(79);
const DIEPPE_LONDON: RouteId = RouteId(47);
/// Dieppe – London's twin track: either ferry teaches the same.
const DIEPPE_LONDON_TWIN: RouteId = RouteId(48);
const WIEN: CityId = CityId(43);

const fn pay(color: CardColor, locomotives: u8) -> Payment {
    Payment { color, locomotives }
}

const FERRY: Payment = pay(CardColor::Orange, 1);

/// Each step's `expect` holds its move (the first) and any other that
/// teaches the same (the ferry's twin track).
static STEPS: [Step<Action>; 10] = [
    Step {
        text: "ge_tickets",
        hint: "ge_tickets_hint",
        done: "ge_tickets_done",
        targets: &["[data-testid=ticket-choice]"],
        // The three short tickets (the offer's 2nd to 4th), not the long one.
        expect: &[Action::KeepInitialTickets { keep: 0b1110 }],
    },
    Step {
        text: "ge_face_up",
        hint: "ge_face_up_hint",
        done: "ge_face_up_done",
        targets: &["[data-testid=face-up][data-slot='0']"],
        expect: &[Action::DrawFaceUp { slot: 0 }],
    },
    Step {
        text: "ge_blind",
        hint: "ge_blind_hint",
        done: "ge_blind_done",
        targets: &["[data-testid=deck]"],
        expect: &[Action::DrawBlind],
    },
    Step {
        text: "ge_loco",
        hint: "ge_loco_hint",
        done: "ge_loco_done",
        targets: &["[data-testid=face-up][data-slot='3']"],
        expect: &[Action::DrawFaceUp { slot: 3 }],
    },
    Step {
        text: "ge_claim",
        hint: "ge_claim_hint",
        done: "ge_claim_done",
        targets: &[
            "[data-testid=claim-dialog]:not([hidden])",
            "[data-testid=route][data-route='37']",
        ],
        expect: &[Action::ClaimRoute {
            route: BUDAPEST_WIEN,
            payment: pay(CardColor::Red, 0),
        }],
    },
    Step {
        text: "ge_tunnel",
        hint: "ge_tunnel_hint",
        done: "ge_tunnel_done",
        targets: &[
            "[data-testid=claim-dialog]:not([hidden])",
            "[data-testid=route][data-route='79']",
        ],
        expect: &[Action::ClaimRoute {
            route: MUNCHEN_ZURICH,
            payment: pay(CardColor::Yellow, 0),
        }],
    },
    Step {
        text: "ge_tunnel_pay",
        hint: "ge_tunnel_pay_hint",
        done: "ge_tunnel_pay_done",
        targets: &["[data-testid=tunnel-dialog]"],
        expect: &[Action::PayTunnel {
            payment: pay(CardColor::Yellow, 0),
        }],
    },
    Step {
        text: "ge_ferry",
        hint: "ge_ferry_hint",
        done: "ge_ferry_done",
        targets: &[
            "[data-testid=claim-dialog]:not([hidden])",
            "[data-testid=route][data-route='47']",
        ],
        expect: &[
            Action::ClaimRoute {
                route: DIEPPE_LONDON,
                payment: FERRY,
            },
            Action::ClaimRoute {
                route: DIEPPE_LONDON_TWIN,
                payment: FERRY,
            },
        ],
    },
    Step {
        text: "ge_station",
        hint: "ge_station_hint",
        done: "ge_station_done",
        // The button, then (while a city is being chosen) Wien, then the dialog.
        targets: &[
            "[data-testid=station-dialog]:not([hidden])",
            ".game:has([data-testid=station-hint]) [data-testid=city][data-city=wien]",
            "[data-testid=build-station]",
        ],
        expect: &[Action::BuildStation {
            city: WIEN,
            payment: pay(CardColor::Orange, 0),
        }],
    },
    Step {
        text: "ge_end",
        hint: "ge_end",
        done: "ge_end",
        targets: &["[data-testid=seats]"],
        expect: &[],
    },
];

/// The computer keeps its three short tickets, then draws two cards from
/// the deck each turn: it takes nothing the lessons need, and the deck's
/// order after its draws is part of the deal above.
static COMPUTER: [Action; 13] = [
    Action::KeepInitialTickets { keep: 0b1110 },
    Action::DrawBlind,
    Action::DrawBlind,
    Action::DrawBlind,
    Action::DrawBlind,
    Action::DrawBlind,
    Action::DrawBlind,
    Action::DrawBlind,
    Action::DrawBlind,
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
pub fn config() -> europa_engine::GameConfig {
    let mut config = europa_engine::GameConfig::new(2, SEED);
    config.first_player = Some(Seat(0));
    config
}
