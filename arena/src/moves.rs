//! The loop both games' arena games share: the seat to act moves with its
//! bot until the game ends; each bot that reads events is then told what its
//! seat saw.
use crate::args::Args;
use crate::outcome::{Outcome, Seating};
use europa_common::{Bot, Play, play};
use std::fmt::{Debug, Display};
use std::time::Instant;

impl Seating {
    /// Plays `game` to its end, `bots[s]` moving for seat `s`. With
    /// `--times` each decision is timed into `out.times` under its bot's
    /// place in `--bots`; `before` sees each move before it is applied
    /// (traces), `after` its events when `events_wanted`. When neither
    /// `after` nor any bot reads events, none are built: a game of bots
    /// that ignore them (random ones, say) costs what the engine does.
    #[allow(clippy::too_many_arguments)]
    pub fn play_out<G: Play>(
        &self,
        args: &Args,
        g: u32,
        game: &mut G,
        bots: &mut [Box<dyn Bot<G>>],
        out: &mut Outcome,
        bound: u32,
        events_wanted: bool,
        mut before: impl FnMut(&G, G::Seat, &G::Action),
        mut after: impl FnMut(&mut Outcome, &[G::Event]),
    ) -> Result<(), String>
    where
        G::Action: Debug,
        G::RuleError: Display,
    {
        let quiet = !events_wanted && !bots.iter().any(|b| b.observes());
        let mut legal = Vec::new();
        let mut events = Vec::new();
        let mut seen = Vec::new();
        let mut actions = 0u32;
        while !game.is_over() {
            actions += 1;
            self.check_bound(args, g, actions, bound)?;
            let Some(seat) = game.first_acting_seat() else {
                return Err(format!("game {g}: nobody may act, yet it is not over"));
            };
            let b = self.bot_at[G::index(seat)];
            let Some(bot) = bots.get_mut(G::index(seat)) else {
                return Err(format!("game {g}: no bot for seat {}", G::index(seat)));
            };
            // A random bot that reads nothing: its move taken and played in
            // one (`Play::play_at`), unless a trace or the times look at it.
            if quiet && bot.picks_by_index() && args.trace.is_none() && !args.times {
                if game
                    .play_at(seat, &mut legal, |n| bot.pick_index(n))
                    .is_none()
                {
                    return Err(format!(
                        "game {g}: seat {} has no legal action",
                        G::index(seat)
                    ));
                }
                continue;
            }
            let start = args.times.then(Instant::now);
            let Some(action) = play::decide(bot.as_mut(), game, seat, &mut legal) else {
                return Err(format!(
                    "game {g}: seat {} has no legal action",
                    G::index(seat)
                ));
            };
            if let Some(start) = start {
                out.times[b].add(start.elapsed().as_secs_f32());
            }
            before(game, seat, &action);
            let applied = if quiet {
                game.apply_quiet(seat, &action)
            } else {
                events.clear();
                game.apply_into(seat, &action, &mut events)
            };
            if let Err(e) = applied {
                return Err(format!(
                    "bot {} chose an illegal action {action:?}: {e}",
                    args.bots[b]
                ));
            }
            if !quiet {
                after(out, &events);
                play::tell_every_seat(bots, &events, &mut seen);
            }
        }
        Ok(())
    }
}
