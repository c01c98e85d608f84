//! What the programs that replay the arena's games share: its options, its
//! seeds and seating (seats rotate game by game), and the games split over
//! threads. Keep in step with `arena/src/outcome.rs`.
use europa_engine::bots::Bot;
use europa_engine::{Action, Event, Game, GameConfig, Seat, VariantId, bots};

pub struct GameArgs {
    pub games: u32,
    pub from: u32,
    pub players: u8,
    pub seed: u64,
    pub bots: Vec<String>,
    pub threads: u32,
    pub variant: VariantId,
}

impl GameArgs {
    /// 20 games of the 3-player field issue 14's target is measured in.
    pub fn three_player_field() -> Self {
        GameArgs {
            games: 20,
            from: 0,
            players: 3,
            seed: 1,
            bots: vec!["hard".into(), "onestep".into(), "longroute".into()],
            threads: 1,
            variant: VariantId::Classic,
        }
    }

    /// `self` with `--games --from --players --seed --threads --bots
    /// --variant` read from the command line; `extra` takes any other
    /// option with a whole number (`--samples 32`) and says whether it
    /// knew it.
    pub fn parse(mut self, mut extra: impl FnMut(&str, u64) -> bool) -> Result<Self, String> {
        let argv: Vec<String> = std::env::args().skip(1).collect();
        for pair in argv.chunks(2) {
            let (k, v) = match pair {
                [k, v] => (k.as_str(), v.as_str()),
                _ => return Err(format!("{pair:?}: each option takes a value")),
            };
            if k == "--bots" {
                self.bots = v.split(',').map(String::from).collect();
                continue;
            }
            if k == "--variant" {
                self.variant = VariantId::from_key(v).ok_or(format!("unknown variant {v}"))?;
                continue;
            }
            let n = v.parse::<u64>().map_err(|e| format!("{k} {v}: {e}"))?;
            match k {
                "--games" => self.games = n as u32,
                "--from" => self.from = n as u32,
                "--players" => self.players = n as u8,
                "--seed" => self.seed = n,
                "--threads" => self.threads = n.max(1) as u32,
                _ if extra(k, n) => {}
                _ => return Err(format!("unknown option {k}")),
            }
        }
        if self.bots.len() != self.players as usize {
            return Err("--bots needs one bot per player".into());
        }
        Ok(self)
    }

    /// Game `g`'s seed and, for each seat, which bot of `--bots` sits there.
    pub fn seating(&self, g: u32) -> (u64, Vec<usize>) {
        let p = self.players as usize;
        let seed = self.seed.wrapping_mul(1_000_003).wrapping_add(g as u64);
        (
            seed,
            (0..p).map(|s| (s + p - (g as usize % p)) % p).collect(),
        )
    }

    /// The bots of game `g`, seated as [`Self::seating`] says.
    pub fn seat_bots(
        &self,
        seed: u64,
        bot_at: &[usize],
    ) -> Result<Vec<Box<dyn Bot<Game>>>, String> {
        bot_at
            .iter()
            .enumerate()
            .map(|(s, &b)| bots::by_spec(&self.bots[b], seed ^ ((s as u64 + 1) << 32)))
            .collect()
    }

    /// Game `g` as the arena sets it up: its seed, its seating, the bots
    /// seated and the new game.
    pub fn start(&self, g: u32) -> Result<Seated, String> {
        let (seed, bot_at) = self.seating(g);
        let bots = self.seat_bots(seed, &bot_at)?;
        let config = GameConfig {
            variant: self.variant,
            ..GameConfig::new(self.players, seed)
        };
        let game = Game::new(config).map_err(|e| e.to_string())?;
        Ok(Seated(seed, bot_at, bots, game))
    }

    /// Runs `each` for every game, spread over `--threads` threads.
    pub fn for_each_game(&self, each: impl Fn(u32) + Sync) {
        let each = &each;
        std::thread::scope(|scope| {
            for t in 0..self.threads {
                scope.spawn(move || {
                    for g in (self.from + t..self.from + self.games).step_by(self.threads as usize)
                    {
                        each(g);
                    }
                });
            }
        });
    }
}

impl GameArgs {
    /// Prints each game's lines (an `error,game,why` line for a game that
    /// failed), whole, whatever thread played it.
    pub fn print_each_game(&self, play: impl Fn(u32) -> Result<String, String> + Sync) {
        use std::io::Write;
        let lock = std::sync::Mutex::new(());
        self.for_each_game(|g| {
            let text = play(g).unwrap_or_else(|e| format!("error,{g},{e}\n"));
            if let Ok(_held) = lock.lock() {
                let _ = std::io::stdout().lock().write_all(text.as_bytes());
            }
        });
    }
}

/// A game set up by [`GameArgs::start`]: its seed, which bot of `--bots`
/// sits at each seat, the bots so seated, and the new game.
pub struct Seated(
    pub u64,
    pub Vec<usize>,
    pub Vec<Box<dyn Bot<Game>>>,
    pub Game,
);

/// The seat of the first of `--bots` (the bot the programs watch, Hard).
pub fn first_bot(bot_at: &[usize]) -> Seat {
    Seat(bot_at.iter().position(|&b| b == 0).unwrap_or(0) as u8)
}

/// The seat to move next in game `g`, counting the move in `actions`; an
/// error once the game has run past the engine's bound on a game's moves.
pub fn next_seat(game: &Game, g: u32, actions: &mut u32) -> Result<Seat, String> {
    *actions += 1;
    if *actions > europa_engine::invariants::ACTION_BOUND {
        return Err(format!("game {g} did not end"));
    }
    game.first_acting_seat()
        .ok_or_else(|| "nobody may act".into())
}

/// `seat`'s bot picks one of `legal` and the game applies it, its events
/// into `events` (cleared first): one move of a replayed game.
pub fn play_move(
    game: &mut Game,
    seat: Seat,
    bots: &mut [Box<dyn Bot<Game>>],
    legal: &[Action],
    events: &mut Vec<Event>,
) -> Result<Action, String> {
    let bot = bots.get_mut(seat.index()).ok_or("no bot")?;
    let action = europa_common::play::choose(bot.as_mut(), game, seat, legal);
    events.clear();
    game.apply_into(seat, &action, events)
        .map_err(|e| e.to_string())?;
    Ok(action)
}

/// Reads the options or says why not and exits, as a command-line tool does.
pub fn args_or_exit(parsed: Result<GameArgs, String>) -> GameArgs {
    parsed.unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(2);
    })
}
