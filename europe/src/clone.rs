//! `Clone` for the game by hand, so that `clone_from` reuses the copy's
//! lists: Hard copies the sampled game before every rollout, and a derived
//! `clone_from` allocates each list anew (about fifteen a copy). Every field
//! is named (no `..`), so a new field cannot be forgotten.
use crate::state::{Game, PlayerState};

impl Clone for PlayerState {
    fn clone(&self) -> Self {
        let PlayerState {
            hand,
            tickets,
            offer,
            trains,
            stations_built,
            route_points,
            routes,
            later_offer,
            setup_stage,
            depots,
            warehouse,
        } = self;
        PlayerState {
            hand: *hand,
            tickets: tickets.clone(),
            offer: offer.clone(),
            trains: *trains,
            stations_built: *stations_built,
            route_points: *route_points,
            routes: *routes,
            later_offer: later_offer.clone(),
            setup_stage: *setup_stage,
            depots: *depots,
            warehouse: *warehouse,
        }
    }

    fn clone_from(&mut self, source: &Self) {
        let PlayerState {
            hand,
            tickets,
            offer,
            trains,
            stations_built,
            route_points,
            routes,
            later_offer,
            setup_stage,
            depots,
            warehouse,
        } = source;
        self.hand = *hand;
        self.tickets.clone_from(tickets);
        self.offer.clone_from(offer);
        self.trains = *trains;
        self.stations_built = *stations_built;
        self.route_points = *route_points;
        self.routes = *routes;
        self.later_offer.clone_from(later_offer);
        self.setup_stage = *setup_stage;
        self.depots = *depots;
        self.warehouse = *warehouse;
    }
}

impl Clone for Game {
    fn clone(&self) -> Self {
        let Game {
            format_version,
            config,
            rng,
            deck,
            discard,
            face_up,
            ticket_deck,
            boxed_tickets,
            players,
            route_owner,
            station_owner,
            depot_owner,
            setup_returns,
            phase,
            step,
            current,
            first_player,
            final_round,
            turns,
            passes_in_a_row,
            final_scores,
            claim_counts,
        } = self;
        Game {
            format_version: *format_version,
            config: config.clone(),
            rng: rng.clone(),
            deck: deck.clone(),
            discard: discard.clone(),
            face_up: *face_up,
            ticket_deck: ticket_deck.clone(),
            boxed_tickets: boxed_tickets.clone(),
            players: players.clone(),
            route_owner: route_owner.clone(),
            station_owner: station_owner.clone(),
            depot_owner: depot_owner.clone(),
            setup_returns: setup_returns.clone(),
            phase: *phase,
            step: step.clone(),
            current: *current,
            first_player: *first_player,
            final_round: *final_round,
            turns: *turns,
            passes_in_a_row: *passes_in_a_row,
            final_scores: final_scores.clone(),
            claim_counts: claim_counts.clone(),
        }
    }

    fn clone_from(&mut self, source: &Self) {
        let Game {
            format_version,
            config,
            rng,
            deck,
            discard,
            face_up,
            ticket_deck,
            boxed_tickets,
            players,
            route_owner,
            station_owner,
            depot_owner,
            setup_returns,
            phase,
            step,
            current,
            first_player,
            final_round,
            turns,
            passes_in_a_row,
            final_scores,
            claim_counts,
        } = source;
        self.format_version = *format_version;
        self.config.clone_from(config);
        self.rng.clone_from(rng);
        self.deck.clone_from(deck);
        self.discard.clone_from(discard);
        self.face_up = *face_up;
        self.ticket_deck.clone_from(ticket_deck);
        self.boxed_tickets.clone_from(boxed_tickets);
        self.players.clone_from(players);
        self.route_owner.clone_from(route_owner);
        self.station_owner.clone_from(station_owner);
        self.depot_owner.clone_from(depot_owner);
        self.setup_returns.clone_from(setup_returns);
        self.phase = *phase;
        self.step.clone_from(step);
        self.current = *current;
        self.first_player = *first_player;
        self.final_round = *final_round;
        self.turns = *turns;
        self.passes_in_a_row = *passes_in_a_row;
        self.final_scores.clone_from(final_scores);
        self.claim_counts.clone_from(claim_counts);
    }
}

#[cfg(test)]
mod tests {
    use crate::GameConfig;
    use crate::state::Game;

    /// A game `seed` played `moves` moves in (the first legal move each time).
    fn played(players: u8, seed: u64, moves: usize) -> Game {
        let mut g = Game::new(GameConfig::new(players, seed)).expect("game");
        for _ in 0..moves {
            let Some(&seat) = g.acting_seats().first() else {
                break;
            };
            let legal = g.legal_actions(seat);
            let Some(a) = legal.get(moves % legal.len().max(1)).or(legal.first()) else {
                break;
            };
            g.apply(seat, a).expect("legal");
        }
        g
    }

    /// Copied into another game's lists, a game equals its source, whatever
    /// the other game held (more players, longer or shorter lists).
    #[test]
    fn a_game_copied_into_another_equals_its_source() {
        for (i, moves) in [0usize, 3, 40, 200].into_iter().enumerate() {
            let source = played(2 + i as u8 % 3, 7 + i as u64, moves);
            for (players, other_moves) in [(2u8, 150usize), (4, 5), (5, 300)] {
                let mut copy = played(players, 99, other_moves);
                copy.clone_from(&source);
                assert_eq!(copy, source);
                assert_eq!(source.clone(), source);
            }
        }
    }
}
