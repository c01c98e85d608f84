//! One arena game's record, as JSON (the fixtures of `europe/tests/` are
//! such records): the game `--from G` of `--players --seed --bots` (and
//! `--variant`, Classic unless given), seated and played exactly as the
//! arena plays it.
//!
//! ```sh
//! cargo run --release -p europa-lab --bin record_game -- \
//!   --from 287 --players 3 --seed 1 --bots hard,onestep,longroute > game.json
//! ```
use europa_engine::GameRecord;

use europa_lab::seated::{self, GameArgs, Seated};

fn record(args: &GameArgs, g: u32) -> Result<String, String> {
    let Seated(_, _, mut seat_bots, mut game) = args.start(g)?;
    let mut record = GameRecord::new(game.config().clone());
    let (mut legal, mut events, mut seen) = (Vec::new(), Vec::new(), Vec::new());
    let mut actions = 0;
    while !game.is_over() {
        let seat = seated::next_seat(&game, g, &mut actions)?;
        game.legal_actions_into(seat, &mut legal);
        let action = seated::play_move(&mut game, seat, &mut seat_bots, &legal, &mut events)
            .map_err(|e| format!("game {g}: {e}"))?;
        record.actions.push((seat, action));
        europa_common::play::tell_every_seat(&mut seat_bots, &events, &mut seen);
    }
    Ok(record.to_json() + "\n")
}

fn main() {
    let args = seated::args_or_exit(GameArgs::three_player_field().parse(|_, _| false));
    match record(&args, args.from) {
        Ok(json) => print!("{json}"),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}
