//! One seeded game of Ticket to Ride: The Card Game between the arena's bots.
use crate::args::Args;
use crate::outcome::{Outcome, Seating};
use cardgame_engine::bots::{self, Bot};
use cardgame_engine::{Event, Game, GameConfig, Seat};
use europa_common::Standing;

/// Actions after which a game counts as stuck (random games take about 160).
const MAX_ACTIONS: u32 = 5_000;

/// What the per-bot detail line adds up, in `Outcome::parts` order.
pub const PARTS: [&str; 4] = ["tickets", "bonuses", "robberies", "cards robbed"];

pub fn play(args: &Args, g: u32) -> Result<Outcome, String> {
    let p = args.players as usize;
    let seating = Seating::new(args, g);
    let seed = seating.seed;
    let mut game = Game::new(GameConfig::new(args.players, seed)).map_err(|e| e.to_string())?;
    // bot_at[seat] = index into --bots
    let bot_at = &seating.bot_at;
    let mut seat_bots: Vec<Box<dyn Bot<Game>>> = bot_at
        .iter()
        .enumerate()
        .filter_map(|(s, &b)| bots::by_name(&args.bots[b], seating.bot_seed(s)))
        .collect();
    let mut out = Outcome::new(p, PARTS.len());
    let before = |game: &Game, seat: Seat, action: &cardgame_engine::Action| {
        if args.trace == Some(g) {
            let hand = game.player(seat).map(|p| p.hand.0).unwrap_or_default();
            eprintln!(
                "turn {:3} seat {} {:<8} deck {:2} hand {:?}: {action:?}",
                game.turns(),
                seat.0,
                args.bots[bot_at[seat.index()]],
                game.deck_len(),
                hand,
            );
        }
    };
    let after = |out: &mut Outcome, events: &[Event]| {
        for e in events {
            if let Event::Robbed {
                thief,
                cards,
                locomotives,
                ..
            } = e
            {
                let b = bot_at[thief.index()];
                out.parts[b][2] += 1;
                out.parts[b][3] += i64::from(cards + locomotives);
            }
        }
    };
    // Every Card Game ends when its deck runs out; the bound still reports
    // a bot loop (drawing tickets only, say) instead of hanging.
    seating.play_out(
        args,
        g,
        &mut game,
        &mut seat_bots,
        &mut out,
        MAX_ACTIONS,
        true,
        before,
        after,
    )?;
    out.turns = game.turns();
    let Some(scores) = game.final_scores() else {
        return Ok(out);
    };
    if args.trace == Some(g) {
        for ps in &scores.players {
            eprintln!(
                "seat {} {}: total {} tickets {} bonuses {:?} pile {:?}",
                ps.seat.0,
                args.bots[bot_at[ps.seat.index()]],
                ps.total,
                ps.ticket_points,
                ps.bonuses,
                ps.tickets
                    .iter()
                    .map(|t| (t.ticket.0, t.points))
                    .collect::<Vec<_>>(),
            );
        }
    }
    let lead = |seat| {
        let totals = scores.players.iter().map(|q| (q.seat == seat, q.total));
        Standing::of(totals, false, 0).lead
    };
    for ps in &scores.players {
        let b = bot_at[ps.seat.index()];
        out.score[b] += ps.total as i64;
        out.margin[b] += lead(ps.seat) as i64;
        out.tickets_done[b] += ps.completed_tickets as u64;
        out.tickets_held[b] +=
            (ps.tickets.len() + ps.first_scoring.iter().filter(|r| r.completed).count()) as u64;
        out.parts[b][0] = ps.ticket_points as i64;
        out.parts[b][1] = ps.bonus_points as i64;
    }
    for w in &scores.winners {
        out.wins[bot_at[w.index()]] += 1;
    }
    Ok(out)
}
