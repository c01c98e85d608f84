//! Easy: the planner with a light load. It keeps the fewest, cheapest
//! tickets, never draws more, plans no stations, and now and then draws a
//! blind card instead of claiming, so it is slower and leaves openings — yet
//! still finishes what it set out to do most of the time.
use super::Bot;
use super::params::{MEDIUM, Params};
use super::planner;
use super::play;
use super::table::Table;
use super::tunnels::DeclinedTunnels;
use crate::actions::Action;
use crate::data::RouteId;
use crate::rng::GameRng;
use crate::state::Game;
use crate::view::PlayerView;

const EASY: Params = Params {
    use_stations: false,
    draw_more_tickets: false,
    ticket_train_cost: 1.2,
    reserve_trains: 15,
    ..MEDIUM
};

/// Chance in 100 of drawing blind when the planner would do something else.
const DAWDLE_PERCENT: usize = 30;

/// A hand this big claims a route rather than draw. Once the routes its
/// plan wants are gone and only short ones are left, the planner waits for
/// long routes that never come: Easy was seen holding 100+ cards with an
/// empty deck, leaving a person only the face-up cards (issue 14).
const HOARD: u32 = 30;

pub struct EasyBot {
    rng: GameRng,
    tunnels: DeclinedTunnels,
}

impl EasyBot {
    pub fn new(seed: u64) -> Self {
        EasyBot {
            rng: GameRng::new(seed),
            tunnels: DeclinedTunnels::default(),
        }
    }
}

impl Bot<Game> for EasyBot {
    fn name(&self) -> &'static str {
        "easy"
    }
    // It decides from the view alone: no event is worth redacting for it.
    fn observes(&self) -> bool {
        false
    }
    fn choose(&mut self, view: &PlayerView, legal: &[Action]) -> Action {
        let mut tunnels = std::mem::take(&mut self.tunnels);
        let chosen = super::depots::choose_with_depots(view, legal, |plain| {
            tunnels.choose(view, plain, |allowed| self.pick(view, allowed))
        });
        self.tunnels = tunnels;
        chosen
    }
    fn replayed(&mut self, action: &Action, view: &dyn Fn() -> PlayerView) {
        self.tunnels.replayed(action, view);
    }
}

impl EasyBot {
    fn pick(&mut self, view: &PlayerView, legal: &[Action]) -> Action {
        if legal.len() == 1 {
            return legal[0];
        }
        let t = Table::from_view(view);
        if let Some(Action::KeepInitialTickets { .. } | Action::KeepTickets { .. }) = legal.first()
        {
            // The fewest tickets allowed, the cheapest of them.
            let fewest = legal
                .iter()
                .map(|a| play::keep_mask(a).count_ones())
                .min()
                .unwrap_or(1);
            let masks: Vec<u8> = legal
                .iter()
                .map(play::keep_mask)
                .filter(|m| m.count_ones() == fewest)
                .collect();
            let keep = planner::best_keep(&t, &masks, &EASY);
            let wanted = keep.map(|keep| {
                if t.initial {
                    Action::KeepInitialTickets { keep }
                } else {
                    Action::KeepTickets { keep }
                }
            });
            return play::legal_or_fallback(wanted, legal);
        }
        let choice = planner::decide(&t, legal, &EASY);
        let drawing = matches!(choice, Action::DrawBlind | Action::DrawFaceUp { .. });
        if drawing
            && !t.second_card
            && t.hand.total() >= HOARD
            && let Some(a) = cash_in(&t, legal)
        {
            return a;
        }
        let dawdle = matches!(
            choice,
            Action::ClaimRoute { .. } | Action::BuildStation { .. }
        ) && !t.final_round
            && t.min_other_trains() > 8
            && self.rng.below(100) < DAWDLE_PERCENT;
        if dawdle && legal.contains(&Action::DrawBlind) {
            return Action::DrawBlind;
        }
        choice
    }
}

/// The most useful claim `legal` allows: a route of the plan, then one that
/// completes a ticket, then the longest (the most points), paid with the
/// cards the plan needs least; a tunnel only with a card to spare.
fn cash_in(t: &Table, legal: &[Action]) -> Option<Action> {
    let plan = planner::make_plan(t, &t.tickets, &EASY);
    let (_, keep) = planner::card_values(t, &planner::needs(t, &plan));
    let net = planner::network(t);
    let mut best: Option<(i32, Action)> = None;
    for r in RouteId::all() {
        if !legal
            .iter()
            .any(|a| matches!(a, Action::ClaimRoute { route, .. } if *route == r))
        {
            continue;
        }
        let Some(a) =
            play::claim(t, r, &keep).filter(|a| legal.contains(a) && play::worth_trying(t, a))
        else {
            continue;
        };
        let planned = i32::from(plan.todo.contains(r));
        let done = super::options::completes_ticket(&net, &t.tickets, r);
        let score = planned * 10_000 + done * 100 + i32::from(r.route().length);
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, a));
        }
    }
    best.map(|(_, a)| a)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Bot;
    use crate::cards::{CardColor, Hand};
    use crate::config::GameConfig;
    use crate::state::{Game, Seat, TurnStep};

    /// A seeded Easy-vs-Easy game at seat 0's turn start on `turn`.
    fn seeded(seed: u64, turn: u32) -> Game {
        let Ok(mut game) = Game::new(GameConfig::new(2, seed)) else {
            panic!("a 2-player game");
        };
        let mut bots = [EasyBot::new(seed), EasyBot::new(seed + 1)];
        while !game.is_over() {
            let seat = game.acting_seats()[0];
            if seat == Seat(0) && game.turns() >= turn && *game.step() == TurnStep::Start {
                break;
            }
            let legal = game.legal_actions(seat);
            let action = bots[seat.index()].choose(&game.view(seat), &legal);
            assert!(game.apply(seat, &action).is_ok(), "a legal move");
        }
        game
    }

    #[test]
    fn easy_claims_a_route_instead_of_drawing_when_it_holds_many_cards() {
        // Late in a seeded game the other seat takes every long route left
        // and every short one Easy's tickets could use, so only routes of 1
        // or 2 trains that join nothing are open; Easy holds 36 cards and 30
        // trains. The planner waits for long routes that will not come and
        // draws; Easy claims.
        let mut game = seeded(14, 40);
        for r in RouteId::all() {
            let i = r.0 as usize;
            if game.route_owner[i].is_none() && r.route().length >= 3 {
                game.route_owner[i] = Some(Seat(1));
                game.players[1].routes.insert(r);
            }
        }
        let mut hand = Hand::default();
        for c in CardColor::ALL {
            hand.add(c, 4);
        }
        game.players[0].hand = hand;
        game.players[0].trains = 30;
        game.players[1].trains = 20;
        // The short routes the planner still wants (they join a ticket) go
        // to the other seat too, until it wants none.
        let (view, legal) = loop {
            let view = game.view(Seat(0));
            let legal = game.legal_actions(Seat(0));
            match planner::decide(&Table::from_view(&view), &legal, &EASY) {
                Action::ClaimRoute { route, .. } => {
                    game.route_owner[route.0 as usize] = Some(Seat(1));
                    game.players[1].routes.insert(route);
                }
                Action::DrawBlind | Action::DrawFaceUp { .. } => break (view, legal),
                other => panic!("the planner plays {other:?}"),
            }
        };
        assert!(
            legal.iter().any(|a| matches!(a, Action::ClaimRoute { .. })),
            "short routes are left to claim"
        );
        let mut easy = EasyBot::new(3);
        match easy.choose(&view, &legal) {
            Action::ClaimRoute { route, .. } => {
                assert!(route.route().length <= 2, "only short routes are open")
            }
            other => panic!("Easy played {other:?} holding {} cards", hand.total()),
        }
    }
}
