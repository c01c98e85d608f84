//! Hard's decision in one recorded position, made `n` times from scratch
//! (a fresh Hard replaying the record each time), for counting a decision's
//! instructions: callgrind's total for `n` = 6 less that for `n` = 1,
//! divided by 5, is one decision with its replay.
//!
//! ```sh
//! cargo build --release -p europa-lab --bin decide_at
//! valgrind --tool=callgrind target/release/decide_at \
//!   europe/tests/fixtures/express_3p_hard_onestep_longroute.json 0 104 6
//! ```
//! Arguments: a record (the arena's, as `record_game` writes it), the seat,
//! its turn, and `n`. The seat's Hard has the arena's seed for it.
use europa_engine::bots::{Bot, HardBot};
use europa_engine::{GameRecord, Seat, replay_to_turn};

fn main() -> Result<(), String> {
    let arg = |i: usize| std::env::args().nth(i);
    let path = arg(1).ok_or("usage: decide_at <record.json> <seat> <turn> [n]")?;
    let number = |i: usize, default: u32| arg(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let (me, turn, n) = (Seat(number(2, 0) as u8), number(3, 1), number(4, 1));
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    let (record, _) = GameRecord::from_json(&text).map_err(|e| format!("{path}: {e}"))?;
    for _ in 0..n {
        let mut hard = HardBot::new(record.config.seed ^ ((u64::from(me.0) + 1) << 32));
        let game = replay_to_turn(&record, me, turn, |seen| hard.observe(seen))
            .map_err(|e| format!("{path}: {e}"))?;
        let action = hard.choose(&game.view(me), &game.legal_actions(me));
        println!("{action:?}");
    }
    Ok(())
}
