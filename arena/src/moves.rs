//! The loop both games' arena games share: the seat to act moves with its
//! bot, timed, until the game ends; each bot is then told what its seat saw.
use crate::args::Args;
use crate::outcome::{Outcome, Seating};
use europa_common::{Bot, Play, play};
use std::fmt::{Debug, Display};
use std::time::Instant;

impl Seating {
    /// Plays `game` to its end, `bots[s]` moving for seat `s`. Each decision
    /// is timed into `out.times` under its bot's place in `--bots`; `before`
    /// sees each move before it is applied (traces), `after` its events.
    #[allow(clippy::too_many_arguments)]
    pub fn play_out<G: Play>(
        &self,
        args: &Args,
        g: u32,
        game: &mut G,
        bots: &mut [Box<dyn Bot<G>>],
        out: &mut Outcome,
        bound: u32,
        mut before: impl FnMut(&G, G::Seat, &G::Action),
        mut after: impl FnMut(&mut Outcome, &[G::Event]),
    ) -> Result<(), String>
    where
        G::Action: Debug,
        G::RuleError: Display,
    {
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
            game.legal_actions_into(seat, &mut legal);
            let b = self.bot_at[G::index(seat)];
            let Some(bot) = bots.get_mut(G::index(seat)) else {
                return Err(format!("game {g}: no bot for seat {}", G::index(seat)));
            };
            let start = Instant::now();
            let action = play::choose(bot.as_mut(), game, seat, &legal);
            out.times[b].push(start.elapsed().as_secs_f32());
            before(game, seat, &action);
            events.clear();
            if let Err(e) = game.apply_into(seat, &action, &mut events) {
                return Err(format!(
                    "bot {} chose an illegal action {action:?}: {e}",
                    args.bots[b]
                ));
            }
            after(out, &events);
            play::tell_every_seat(bots, &events, &mut seen);
        }
        Ok(())
    }
}
