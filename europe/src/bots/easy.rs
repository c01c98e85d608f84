//! Easy: the planner with a light load. It keeps the fewest, cheapest
//! tickets, never draws more, plans no stations, and now and then draws a
//! blind card instead of claiming, so it is slower and leaves openings — yet
//! still finishes what it set out to do most of the time.
use super::Bot;
use super::planner::{self, MEDIUM, Params};
use super::play;
use super::table::Table;
use super::tunnels::DeclinedTunnels;
use crate::actions::Action;
use crate::rng::GameRng;
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

impl Bot for EasyBot {
    fn name(&self) -> &'static str {
        "easy"
    }
    fn choose(&mut self, view: &PlayerView, legal: &[Action]) -> Action {
        let mut tunnels = std::mem::take(&mut self.tunnels);
        let chosen = super::depots::choose_with_depots(view, legal, |plain| {
            tunnels.choose(view, plain, |allowed| self.pick(view, allowed))
        });
        self.tunnels = tunnels;
        chosen
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
