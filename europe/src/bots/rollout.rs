//! Playing a sampled game to its end with the planner at every seat: the
//! inner loop of Hard's search. It reads the sampled `Game` directly (every
//! seat's planner uses only its own hand and tickets there) and keeps each
//! seat's plan until the board or its tickets change, since most turns are
//! card draws that leave the plan as it was.
use super::depots::{self, DepotSight};
use super::params::Params;
use super::planner;
use super::plans::{Keeps, Plans};
use super::play::{self, KeepValue};
use super::table::{SEATS, Table};
use crate::actions::{Action, for_each_payment};
use crate::cards::CardColor;
use crate::data::TicketId;
use crate::state::{Game, Phase, Seat, TurnStep};

mod kept;
use kept::Cached;

/// Most actions a rollout plays before it is scored as it stands (a game
/// takes a few hundred; this only guards against a loop).
const MAX_ACTIONS: u32 = 3000;

pub(crate) struct Rollout {
    /// A table per seat kept across moves, refilled in place (its ticket
    /// lists reused).
    tables: [Option<Table>; SEATS],
    /// Moves played in this rollout other than card draws, from 1 (0 in a
    /// place that records it: never): the board, trains, stations and
    /// tickets change only by them. Plain numbers, not `Option`s: they are
    /// compared at every move.
    board_moves: u32,
    /// `board_moves` when each seat's table was last filled: while it is
    /// the same, only the cards are refilled.
    filled_at: [u32; SEATS],
    planners: Planners,
}

/// Set-up keeps already chosen in this sampled game: (seat, fewest and most
/// kept, tickets held, tickets offered) and the keep. At the set-up the
/// board is empty, so a seat's keep depends on nothing else, and every
/// candidate of a set-up decision meets the same offers in the same sampled
/// game: the opponent's keep (a tenth of a set-up rollout) is worked out
/// once per sampled game instead of once per candidate.
type SetupKeeps = Vec<((Seat, u8, u8, Vec<TicketId>, Vec<TicketId>), Option<u8>)>;

/// A move to play: the planner's, which the engine may still refuse (then
/// the most harmless legal move is played), or one already legal.
enum Move {
    Wanted(Action),
    Final(Action),
}

/// The planner at every seat, with its plans and buffers.
struct Planners {
    /// Each seat's knobs: the searching seat's own, the opponents' model.
    params: [Params; SEATS],
    cache: [Cached; SEATS],
    legal: Vec<Action>,
    options: Vec<planner::Choice>,
    setup_keeps: SetupKeeps,
    /// The rollout's `board_moves` at the move being chosen.
    board_moves: u32,
    /// Plans and mid-game ticket keeps remembered across rollouts (and decisions).
    plans: Plans,
    keeps: Keeps,
}

impl Rollout {
    pub(crate) fn new(params: Params) -> Self {
        Rollout {
            tables: Default::default(),
            board_moves: 0,
            filled_at: [0; SEATS],
            planners: Planners {
                params: [params; SEATS],
                cache: Default::default(),
                legal: Vec::new(),
                options: Vec::new(),
                setup_keeps: Vec::new(),
                board_moves: 0,
                plans: Plans::default(),
                keeps: Keeps::default(),
            },
        }
    }

    /// Plays `me` with `mine` and every other seat with `others`.
    pub(crate) fn set_models(&mut self, me: Seat, mine: Params, others: Params) {
        for (i, p) in self.planners.params.iter_mut().enumerate() {
            *p = if i == me.index() { mine } else { others };
        }
    }

    /// A new sampled game: set-up keeps worked out in the last one no longer hold.
    pub(crate) fn new_world(&mut self) {
        self.planners.setup_keeps.clear();
    }

    /// The planner's move for `seat` in `g`.
    fn policy(&mut self, g: &Game, seat: Seat) -> Move {
        let i = seat.index().min(SEATS - 1);
        let cards_only = self.filled_at[i] == self.board_moves;
        let t = match &mut self.tables[i] {
            Some(t) if cards_only && t.me == seat => {
                t.refill_cards_from_game(g, seat);
                t
            }
            // Filled before in this rollout's game.
            Some(t) if self.filled_at[i] != 0 && t.me == seat => {
                t.refill_board_from_game(g, seat);
                t
            }
            Some(t) => {
                t.refill_from_game(g, seat);
                t
            }
            None => self.tables[i].insert(Table::from_game(g, seat)),
        };
        self.filled_at[i] = self.board_moves;
        // Tests check the refilled table against one filled afresh.
        #[cfg(test)]
        assert_eq!(format!("{t:?}"), format!("{:?}", Table::from_game(g, seat)));
        self.planners.board_moves = self.board_moves;
        self.planners.policy_at(g, seat, t)
    }
}

impl Planners {
    fn policy_at(&mut self, g: &Game, seat: Seat, t: &Table) -> Move {
        let i = seat.index().min(SEATS - 1);
        let wanted = match (g.phase(), g.step()) {
            // A turn's start and second card in play first: nearly every
            // move is one (in the other phases the arms below take them).
            (Phase::Playing, TurnStep::SecondCard) => {
                let c = &self.cache[seat.index().min(SEATS - 1)];
                let c = if c.planned_turn == g.turns().wrapping_add(1) {
                    c
                } else {
                    self.planned(t)
                };
                planner::second_card_with(t, &c.plan, &c.fixed)
            }
            (Phase::Playing, TurnStep::Start) => {
                self.plan(t);
                self.cache[i].planned_turn = g.turns().wrapping_add(1);
                // Checks the kept network against the table first.
                self.network(t);
                let c = &mut self.cache[t.me.index().min(SEATS - 1)];
                // `c.closed` is the table's: `plan` has just looked.
                planner::best_option(
                    t,
                    &self.params[i],
                    &c.plan,
                    &c.fixed,
                    c.closed,
                    &mut self.options,
                    &mut c.net,
                )
            }
            // Only these two moments need the legal list (the hot path skips it).
            (Phase::PlacingDepots, _) | (_, TurnStep::Collecting { .. }) => {
                g.legal_actions_into(seat, &mut self.legal);
                let sight = DepotSight::from_game(g, seat);
                match depots::depot_step(&sight, &self.legal) {
                    Some(a) => return Move::Final(a),
                    None => None,
                }
            }
            (Phase::InitialTickets, _) => {
                let p = self.params[i];
                let (min, max) = g.setup_keep_bounds(seat);
                let key = (seat, min, max, t.tickets.clone(), t.offer.clone());
                let known = self.setup_keeps.iter().find(|(k, _)| *k == key);
                let kept = match known {
                    Some(&(_, kept)) => kept,
                    None => {
                        let kept = keep(t, min as usize, max as usize, &p);
                        self.setup_keeps.push((key, kept));
                        kept
                    }
                };
                kept.map(|keep| Action::KeepInitialTickets { keep })
            }
            (Phase::GameOver, _) => None,
            (_, TurnStep::ChoosingTickets) => {
                let p = self.params[i];
                // Beyond the plan's inputs a keep reads how many it may keep and these knobs.
                let more = [
                    1,
                    u32::MAX,
                    p.reserve_trains.into(),
                    p.ticket_train_cost.to_bits(),
                ];
                let kept = match self.keeps.find(t, &p, more) {
                    Ok(&kept) => kept,
                    Err(h) => {
                        let kept = keep(t, 1, usize::MAX, &p);
                        self.keeps.insert(h, t, &p, more, &kept);
                        kept
                    }
                };
                kept.map(|keep| Action::KeepTickets { keep })
            }
            (_, TurnStep::Tunnel(a)) => {
                let c = self.planned(t);
                let (_, keep) = planner::card_values(t, &planner::needs_with(t, &c.fixed));
                Some(tunnel(t, a.payment.color, a.extra, &keep))
            }
        };
        match wanted {
            Some(a) if g.has_depots() => Move::Wanted(depots::dressed_for_game(a, seat, g)),
            Some(a) => Move::Wanted(a),
            None => Move::Final(self.fallback(g, seat)),
        }
    }

    /// The most harmless legal move, when the planner has none.
    fn fallback(&mut self, g: &Game, seat: Seat) -> Action {
        g.legal_actions_into(seat, &mut self.legal);
        play::legal_or_fallback(None, &self.legal)
    }
}

impl Rollout {
    /// Counts a move about to be tried that may change more than the cards
    /// (counting one the engine refuses only costs a full refill).
    fn count_move(&mut self, a: &Action) {
        if !matches!(a, Action::DrawBlind | Action::DrawFaceUp { .. }) {
            self.board_moves += 1;
        }
    }

    /// Plays `g` to the end (or `MAX_ACTIONS`).
    pub(crate) fn play_out(&mut self, g: &mut Game) {
        // At most two tries a move for `MAX_ACTIONS` moves: no overflow.
        self.board_moves = 1;
        self.planners.board_moves = 1;
        self.filled_at = [0; SEATS];
        for c in self.planners.cache.iter_mut() {
            *c = Cached::default();
        }
        for _ in 0..MAX_ACTIONS {
            let seat = match g.phase() {
                Phase::GameOver => return,
                Phase::InitialTickets => match g.players().iter().position(|p| !p.offer.is_empty())
                {
                    Some(i) => Seat(i as u8),
                    None => return,
                },
                Phase::Playing | Phase::PlacingDepots => g.current_player(),
            };
            // The engine checks the planner's move as it applies it (a
            // refused move changes nothing), so it is not checked twice.
            let applied = match self.policy(g, seat) {
                Move::Wanted(a) => {
                    self.count_move(&a);
                    g.apply_played_out(seat, &a).is_ok() || {
                        let a = self.planners.fallback(g, seat);
                        self.count_move(&a);
                        g.apply_played_out(seat, &a).is_ok()
                    }
                }
                Move::Final(a) => {
                    self.count_move(&a);
                    g.apply_played_out(seat, &a).is_ok()
                }
            };
            if !applied {
                // A legal move refused means the sampled game is stuck:
                // stop and score it as it stands.
                return;
            }
        }
    }
}

fn keep(t: &Table, min: usize, max: usize, p: &Params) -> Option<u8> {
    let mut masks = planner::keep_masks(t.offer.len(), min);
    masks.retain(|m| m.count_ones() as usize <= max);
    planner::best_keep(t, &masks, p)
}

/// Pays a tunnel's extra cards (colour of the claim or locomotives) with as
/// few locomotives as possible, else declines.
fn tunnel(t: &Table, colour: CardColor, extra: u8, keep: &KeepValue) -> Action {
    if colour == CardColor::Locomotive {
        // A claim paid with locomotives only pays its extra with locomotives only.
        return if t.hand.count(CardColor::Locomotive) >= extra {
            Action::PayTunnel {
                payment: crate::cards::Payment {
                    color: CardColor::Locomotive,
                    locomotives: extra,
                },
            }
        } else {
            Action::DeclineTunnel
        };
    }
    let mut best: Option<(f32, Action)> = None;
    for_each_payment(&t.hand, extra, 0, Some(colour), |payment| {
        let cost = play::payment_cost(&payment, extra, keep);
        if best.as_ref().is_none_or(|(b, _)| cost < *b) {
            best = Some((cost, Action::PayTunnel { payment }));
        }
    });
    best.map(|(_, a)| a).unwrap_or(Action::DeclineTunnel)
}

#[cfg(test)]
mod tests {
    use crate::bots::{self, Bot, HardBot, HardSettings};
    use crate::config::VariantId;
    use crate::{Game, GameConfig};

    /// Whole games with Hard at one seat, so every rollout move checks its
    /// refilled table (cards only, or the board since its last fill)
    /// against one filled afresh (`Rollout::policy`).
    #[test]
    fn rollout_tables_refilled_in_part_are_filled_afresh() {
        for (players, seed, depots) in [(2u8, 1u64, false), (4, 2, false), (2, 3, true)] {
            let mut config = GameConfig::new(players, seed);
            if depots {
                config.variant = VariantId::BigCities;
                config.depots = true;
            }
            let mut g = Game::new(config).expect("game");
            let settings = HardSettings {
                rollouts: 12,
                ..HardSettings::default()
            };
            let mut seats: Vec<Box<dyn Bot<Game>>> =
                vec![Box::new(HardBot::with_settings(seed, settings))];
            for s in 1..players {
                seats.push(bots::by_name("medium", seed + u64::from(s)).expect("bot"));
            }
            for _ in 0..2000 {
                if g.is_over() {
                    break;
                }
                let seat = g.acting_seats()[0];
                let a = seats[seat.index()].choose(&g.view(seat), &g.legal_actions(seat));
                g.apply(seat, &a).expect("legal");
            }
            assert!(g.is_over());
        }
    }
}
