//! Each seat's pace, turn by turn, for checking how well a bot guesses when
//! the game will end (issue 14, `bots::endgame::turns_left`): plays seeded
//! games as the arena seats and seeds them and prints, as CSV, a line at
//! every turn start of every seat in play (what is public then: trains,
//! cards in hand, routes owned) and, per game, the seat that ended it:
//!
//! `cargo run --release -p europa-lab --bin pace_log --
//! --games 100 --players 3 --seed 1 --bots hard,onestep,longroute > pace.csv`
//!
//! Lines `turn,game,seq,seat,bot,trains,cards,routes,final_round` and
//! `end,game,trigger_seat,trigger_bot,hard_won`; `seq` counts the turn
//! starts of the game, all seats. The estimates are worked out from these
//! lines afterwards, so one play serves every guess.
use europa_engine::{Phase, Seat, TurnStep};

use europa_lab::seated::{self, GameArgs, Seated};

fn play(args: &GameArgs, g: u32) -> Result<String, String> {
    let Seated(_, bot_at, mut seat_bots, mut game) = args.start(g)?;
    let name = |s: Seat| args.bots[bot_at[s.index()]].clone();
    let (mut legal, mut events, mut seen) = (Vec::new(), Vec::new(), Vec::new());
    let mut out = String::new();
    let (mut actions, mut seq) = (0u32, 0u32);
    while !game.is_over() {
        let seat = seated::next_seat(&game, g, &mut actions)?;
        if game.phase() == Phase::Playing
            && *game.step() == TurnStep::Start
            && let Some(me) = game.player(seat)
        {
            out += &format!(
                "turn,{g},{seq},{},{},{},{},{},{}\n",
                seat.index(),
                name(seat),
                me.trains,
                me.hand.total(),
                me.routes.iter().count(),
                u8::from(game.final_round().is_some()),
            );
            seq += 1;
        }
        game.legal_actions_into(seat, &mut legal);
        seated::play_move(&mut game, seat, &mut seat_bots, &legal, &mut events)
            .map_err(|e| format!("game {g}: {e}"))?;
        europa_common::play::tell_every_seat(&mut seat_bots, &events, &mut seen);
    }
    let trigger = game.final_round().map(|f| f.trigger);
    let first = Seat(bot_at.iter().position(|&b| b == 0).unwrap_or(0) as u8);
    let won = game
        .final_scores()
        .is_some_and(|f| f.winners.contains(&first));
    out += &format!(
        "end,{g},{},{},{}\n",
        trigger.map_or(-1, |s| s.index() as i64),
        trigger.map_or("none".into(), name),
        u8::from(won),
    );
    Ok(out)
}

fn main() {
    let args = seated::args_or_exit(GameArgs::three_player_field().parse(|_, _| false));
    args.print_each_game(|g| play(&args, g));
}
