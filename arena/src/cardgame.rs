//! One seeded game of Ticket to Ride: The Card Game between the arena's bots.
use crate::{Args, Outcome, Seating};
use cardgame_engine::bots::{self, Bot};
use cardgame_engine::{Event, Game, GameConfig, Seat};
use europa_common::Standing;
use std::time::Instant;

/// Actions after which a game counts as stuck (random games take about 160).
const MAX_ACTIONS: u32 = 5_000;

/// What the per-bot detail line adds up, in `Outcome::parts` order.
pub const PARTS: [&str; 4] = ["tickets", "bonuses", "robberies", "cards robbed"];

/// Whether `spec` names a Card Game bot (they take no options).
pub fn check_bot(spec: &str) -> Result<(), String> {
    if spec.contains(':') {
        return Err(format!("{spec}: Card Game bots take no options"));
    }
    match bots::by_name(spec, 0) {
        Some(_) => Ok(()),
        None => Err(format!(
            "unknown bot {spec}; known: {}",
            bots::BOT_NAMES.join(", ")
        )),
    }
}

pub fn play(args: &Args, g: u32) -> Result<Outcome, String> {
    let p = args.players as usize;
    let seating = Seating::new(args, g);
    let seed = seating.seed;
    let mut game = Game::new(GameConfig::new(args.players, seed)).map_err(|e| e.to_string())?;
    // bot_at[seat] = index into --bots
    let bot_at = &seating.bot_at;
    let mut seat_bots: Vec<Box<dyn Bot>> = bot_at
        .iter()
        .enumerate()
        .filter_map(|(s, &b)| bots::by_name(&args.bots[b], seating.bot_seed(s)))
        .collect();
    let mut out = Outcome::new(p, PARTS.len());
    let mut legal = Vec::new();
    let mut events = Vec::new();
    let mut seen = Vec::new();
    let mut actions = 0u32;
    while !game.is_over() {
        // Every Card Game ends when its deck runs out; a bound still reports a
        // bot loop (drawing tickets only, say) instead of hanging.
        actions += 1;
        seating.check_bound(args, g, actions, MAX_ACTIONS)?;
        let seat = game.acting_seats()[0];
        game.legal_actions_into(seat, &mut legal);
        let bot = &mut seat_bots[seat.index()];
        let start = Instant::now();
        let action = match bot.choose_without_view(&legal) {
            Some(a) => a,
            None => bot.choose(&game.view(seat), &legal),
        };
        out.times[bot_at[seat.index()]].push(start.elapsed().as_secs_f32());
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
        events.clear();
        if let Err(e) = game.apply_into(seat, &action, &mut events) {
            return Err(format!(
                "bot {} chose an illegal action {action:?}: {e}",
                args.bots[bot_at[seat.index()]]
            ));
        }
        for e in &events {
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
        for (s, b) in seat_bots.iter_mut().enumerate() {
            seen.clear();
            seen.extend(events.iter().map(|e| e.redacted_for(Seat(s as u8))));
            b.observe(&seen);
        }
    }
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
