//! One seeded game of Ticket to Ride Europe between the arena's bots.
use crate::args::Args;
use crate::outcome::{Outcome, Seating};
use europa_common::Standing;
use europa_engine::bots::{self, Bot};
use europa_engine::{Game, GameConfig, Seat};

/// What the per-bot detail line adds up, in `Outcome::parts` order.
pub const PARTS: [&str; 5] = ["routes", "tickets", "express", "stations", "trains left"];

/// Actions after which a game is reported as looping rather than played on.
const MAX_ACTIONS: u32 = europa_engine::invariants::ACTION_BOUND;

pub fn play(args: &Args, g: u32) -> Result<Outcome, String> {
    let p = args.players as usize;
    let seating = Seating::new(args, g);
    let seed = seating.seed;
    let config = GameConfig {
        variant: args.variant,
        depots: args.depots,
        ..GameConfig::new(args.players, seed)
    };
    let mut game = Game::new(config).map_err(|e| e.to_string())?;
    // bot_at[seat] = index into --bots
    let bot_at = &seating.bot_at;
    let mut seat_bots: Vec<Box<dyn Bot<Game>>> = bot_at
        .iter()
        .enumerate()
        .map(|(s, &b)| bots::by_spec(&args.bots[b], seating.bot_seed(s)))
        .collect::<Result<_, _>>()?;
    let mut out = Outcome::new(p, PARTS.len());
    let traced = args.trace == Some(g);
    let before = |game: &Game, seat: Seat, action: &europa_engine::Action| {
        if traced {
            let hand = game.player(seat).map(|p| p.hand.0).unwrap_or_default();
            eprintln!(
                "turn {:3} seat {} {:<10} hand {:?} trains {:2}: {action:?}",
                game.turns(),
                seat.0,
                args.bots[bot_at[seat.index()]],
                hand,
                game.player(seat).map_or(0, |p| p.trains),
            );
        }
    };
    let after = |_: &mut Outcome, events: &[europa_engine::Event]| {
        for e in events.iter().filter(|_| traced) {
            if let europa_engine::Event::TunnelRevealed {
                revealed, extra, ..
            } = e
            {
                eprintln!("          tunnel reveals {revealed:?}: {extra} more");
            }
        }
    };
    seating.play_out(
        args,
        g,
        &mut game,
        &mut seat_bots,
        &mut out,
        MAX_ACTIONS,
        traced,
        before,
        after,
    )?;
    out.turns = game.turns();
    for (bot, &b) in seat_bots.iter().zip(bot_at) {
        out.random_moves[b] += bot.random_moves();
    }
    if args.trace == Some(g)
        && let Some(f) = game.final_scores()
    {
        if let Some(r) = game.final_round() {
            eprintln!(
                "seat {} ended the game (its turn started the last round)",
                r.trigger.0
            );
        }
        for ps in &f.players {
            eprintln!(
                "seat {} {}: total {} routes {} tickets {:?} express {} stations {}",
                ps.seat.0,
                args.bots[bot_at[ps.seat.index()]],
                ps.total,
                ps.route_points,
                ps.tickets
                    .iter()
                    .map(|t| (t.ticket.0, t.points))
                    .collect::<Vec<_>>(),
                ps.express_points,
                ps.station_points
            );
        }
    }
    let Some(scores) = game.final_scores() else {
        return Ok(out);
    };
    let lead = |seat| {
        let totals = scores.players.iter().map(|q| (q.seat == seat, q.total));
        Standing::of(totals, false, 0).lead
    };
    for ps in &scores.players {
        let b = bot_at[ps.seat.index()];
        out.score[b] += ps.total as i64;
        out.margin[b] += lead(ps.seat) as i64;
        out.tickets_done[b] += ps.completed_tickets as u64;
        out.tickets_held[b] += ps.tickets.len() as u64;
        let trains_left = game.player(ps.seat).map_or(0, |q| q.trains as i64);
        out.parts[b] = vec![
            ps.route_points as i64,
            ps.ticket_points as i64,
            ps.express_points as i64,
            ps.station_points as i64,
            trains_left,
        ];
    }
    for w in &scores.winners {
        out.wins[bot_at[w.index()]] += 1;
    }
    let won: Vec<bool> = (0..p)
        .map(|s| scores.winners.contains(&Seat(s as u8)))
        .collect();
    let trains: Vec<u8> = (0..p)
        .map(|s| game.player(Seat(s as u8)).map_or(0, |q| q.trains))
        .collect();
    let trigger = game.final_round().map(|f| f.trigger.index());
    if args.list {
        let seat = |s: usize| format!("{}@{s}", args.bots[bot_at[s]]);
        let totals: Vec<String> = scores
            .players
            .iter()
            .map(|ps| {
                let s = ps.seat.index();
                format!("{} {} ({} trains)", seat(s), ps.total, trains[s])
            })
            .collect();
        let winners: Vec<String> = scores.winners.iter().map(|w| seat(w.index())).collect();
        eprintln!(
            "game {g}: won by {}; ended by {}; {}",
            winners.join("+"),
            trigger.map_or("nobody".into(), seat),
            totals.join(", ")
        );
    }
    out.end.count(bot_at, trigger, &won, &trains);
    Ok(out)
}
