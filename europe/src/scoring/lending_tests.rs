//! The station lending's shortcut against the plain odometer it replaced.
use crate::config::STATIONS_PER_PLAYER;
use crate::data::CityId;
use crate::rng::GameRng;
use crate::{Game, GameConfig, Seat, VariantId};

/// Every seat's lending at every 7th move of random games (random players
/// build all their stations and claim many routes): the same points,
/// completed tickets and lent routes as the plain way, the same one among
/// equally good lendings.
#[test]
fn the_best_lending_is_the_plain_odometers_first_best_at_every_move() {
    let mut rng = GameRng::new(0x1E4D);
    let (mut compared, mut lending) = (0, 0);
    for seed in 0..160u64 {
        let config = GameConfig {
            variant: VariantId::ALL[seed as usize % VariantId::ALL.len()],
            depots: seed % 4 == 3,
            ..GameConfig::new(2 + (seed % 4) as u8, seed)
        };
        let mut g = Game::new(config).unwrap();
        let mut moves = 0;
        while let Some(seat) = g.first_acting_seat() {
            if moves % 7 == 0 || g.is_over() {
                for s in 0..g.players.len() {
                    let seat = Seat(s as u8);
                    let p = &g.players[s];
                    let mut stations = [CityId(0); STATIONS_PER_PLAYER as usize];
                    let mut n = 0;
                    for c in g.stations_of(seat).take(stations.len()) {
                        stations[n] = c;
                        n += 1;
                    }
                    let fast = g.best_lending_of(seat, &p.tickets, p.routes, stations, n);
                    let plain = g.best_lending_plain(seat, &p.tickets, p.routes, stations, n);
                    let got = (fast.points, fast.done, fast.lent, fast.count);
                    let want = (plain.points, plain.done, plain.lent, plain.count);
                    assert_eq!(got, want, "seed {seed}, move {moves}, seat {s}");
                    compared += 1;
                    lending += usize::from(plain.lent.iter().any(Option::is_some));
                }
            }
            let legal = g.legal_actions(seat);
            g.apply(seat, &legal[rng.below(legal.len())]).unwrap();
            moves += 1;
        }
    }
    // The comparison met stations that lend, not only empty odometers.
    assert!(compared > 10_000 && lending > 300, "{compared} {lending}");
}
