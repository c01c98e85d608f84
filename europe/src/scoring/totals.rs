//! Final scores for the games a bot's search plays out (Hard's rollouts):
//! its reward reads each seat's total and the winners alone, so the longest
//! trail is searched only as far as deciding who holds the European Express
//! (E12), and no seat's ticket results, station loans or trail are listed.
use super::{FinalScores, PlayerScore, rank};
use crate::config::{EXPRESS_BONUS, MAX_PLAYERS, STATIONS_PER_PLAYER, UNUSED_STATION_POINTS};
use crate::data::CityId;
use crate::state::{Game, Seat};
use crate::trail::{cars, longest_trail_between};

impl Game {
    /// The scores of a search's played-out game: [`Game::totals_only_scores`],
    /// or the full scores with more seats than a game can have. Asked for
    /// by what plays the game out ([`Game::apply_played_out`], the search's
    /// reward), never by the game's own fields, so saves, comparisons and
    /// real games keep the full scores.
    pub(crate) fn played_out_scores(&self) -> FinalScores {
        self.totals_only_scores()
            .unwrap_or_else(|| self.compute_final_scores())
    }

    /// The final scores' totals, ranks, winners and tie-break, with each
    /// seat's ticket points, completed tickets, stations, European Express
    /// and depot points as [`Game::compute_final_scores`] gives them; no
    /// ticket results, station loans or trail (0 cars, no routes). `None`
    /// with more seats than a game can have.
    pub(crate) fn totals_only_scores(&self) -> Option<FinalScores> {
        let express = self.express_seats()?;
        let players = self.players.iter().enumerate().map(|(i, p)| {
            let seat = Seat(i as u8);
            // A seat that built no station has none on the board (the
            // engine counts each it builds): no city is looked at for one.
            let lending = if p.stations_built == 0 {
                let none = [CityId(0); STATIONS_PER_PLAYER as usize];
                self.best_lending_of(seat, &p.tickets, p.routes, none, 0)
            } else {
                self.best_lending(seat, &p.tickets, p.routes)
            };
            let unused = STATIONS_PER_PLAYER - p.stations_built;
            let station_points = unused as i32 * UNUSED_STATION_POINTS;
            let express = express >> i & 1 == 1;
            let express_points = if express { EXPRESS_BONUS } else { 0 };
            let depot_points = self.depot_bonus(seat);
            PlayerScore {
                seat,
                route_points: p.route_points,
                tickets: Vec::new(),
                // The sum and the count of the tickets the full scores list
                // (a player holds fewer than 128 tickets: every one counted).
                ticket_points: lending.points,
                stations: Vec::new(),
                unused_stations: unused,
                station_points,
                longest_trail: 0,
                longest_path: Vec::new(),
                express,
                express_points,
                depot_points,
                total: p.route_points
                    + lending.points
                    + station_points
                    + express_points
                    + depot_points,
                completed_tickets: lending.done.count_ones() as u8,
                stations_used: p.stations_built,
                rank: 0,
            }
        });
        Some(rank(players.collect()))
    }

    /// E12's European Express as seat bits: every seat whose longest trail
    /// is the longest of all (none when no seat has a route). A seat's
    /// trail is searched only for whether it reaches the longest found so
    /// far, and not at all when its cars cannot; seats with the fewest cars
    /// first: the smaller networks are searched in full, and the last seat,
    /// the one with the most cars, only until it meets a trail longer than
    /// the best (in `hard_rollouts 440` 8 % fewer search instructions than
    /// the other order). `None` with more seats than a game can have.
    fn express_seats(&self) -> Option<u32> {
        let n = self.players.len();
        let mut order = [(0u32, 0usize); MAX_PLAYERS as usize];
        let order = order.get_mut(..n)?;
        for ((slot, p), i) in order.iter_mut().zip(&self.players).zip(0..) {
            *slot = (cars(p.routes), i);
        }
        order.sort_unstable_by_key(|&(cars, i)| (cars, i));
        let (mut best, mut seats) = (0, 0u32);
        for (k, &(cars, i)) in order.iter().enumerate() {
            if cars < best.max(1) {
                continue;
            }
            // The last seat's trail is only compared with the best found:
            // whether it is longer is enough.
            let stop = if k + 1 == n { best + 1 } else { u32::MAX };
            let Some(len) = longest_trail_between(self.players[i].routes, best, stop) else {
                continue;
            };
            if len > best {
                best = len;
                seats = 0;
            }
            seats |= 1 << i;
        }
        Some(seats)
    }
}
