//! The command line: which game, how many games and players, which bots
//! (each checked by its game), and the run's seeds, threads and printing.
use europa_engine::VariantId;

/// Which game the arena plays (`--game`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum GameKind {
    Europe,
    Cardgame,
}

impl GameKind {
    pub(crate) fn key(self) -> &'static str {
        match self {
            GameKind::Europe => "europe",
            GameKind::Cardgame => "cardgame",
        }
    }
    /// Checks one entry of `--bots`: a name the game knows, and for Europe
    /// the options its bots take (`hard:rollouts=4800`); the Card Game's bots
    /// take none.
    fn check_bot(self, spec: &str) -> Result<(), String> {
        match self {
            GameKind::Europe => europa_engine::bots::by_spec(spec, 0).map(|_| ()),
            GameKind::Cardgame => {
                use cardgame_engine::bots::{BOT_NAMES, by_name};
                if spec.contains(':') {
                    return Err(format!("{spec}: Card Game bots take no options"));
                }
                match by_name(spec, 0) {
                    Some(_) => Ok(()),
                    None => Err(format!(
                        "unknown bot {spec}; known: {}",
                        BOT_NAMES.join(", ")
                    )),
                }
            }
        }
    }
}

pub struct Args {
    pub game: GameKind,
    pub games: u32,
    pub players: u8,
    pub seed: u64,
    pub bots: Vec<String>,
    pub variant: VariantId,
    /// Warehouses & Depots on (W1–W7).
    pub depots: bool,
    pub threads: usize,
    /// Print every move of this game (to stderr), for reading how bots play.
    pub trace: Option<u32>,
    /// The number of the first game played (`--only G`: game G alone).
    pub first: u32,
    /// Print one line per game (to stderr): who won, who ended it, trains left.
    pub list: bool,
    /// Print how many moves each bot played at random for want of its own.
    pub random_moves: bool,
    /// Time each decision and print each bot's median and 95th percentile.
    pub times: bool,
}

pub(crate) fn parse() -> Result<Args, String> {
    parse_from(std::env::args().skip(1))
}

pub(crate) fn parse_from(mut it: impl Iterator<Item = String>) -> Result<Args, String> {
    let mut a = Args {
        game: GameKind::Europe,
        games: 100,
        players: 2,
        seed: 1,
        bots: vec![],
        variant: VariantId::Classic,
        depots: false,
        threads: 1,
        trace: None,
        first: 0,
        list: false,
        random_moves: false,
        times: false,
    };
    let mut only: Option<u32> = None;
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--games" => a.games = value()?.parse().map_err(|e| format!("--games: {e}"))?,
            "--players" => a.players = value()?.parse().map_err(|e| format!("--players: {e}"))?,
            "--seed" => a.seed = value()?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--bots" => a.bots = value()?.split(',').map(|s| s.trim().to_string()).collect(),
            "--threads" => {
                a.threads = value()?.parse().map_err(|e| format!("--threads: {e}"))?;
                a.threads = a.threads.max(1);
            }
            "--game" => {
                a.game = match value()?.as_str() {
                    "europe" => GameKind::Europe,
                    "cardgame" => GameKind::Cardgame,
                    other => return Err(format!("unknown game {other}; known: europe, cardgame")),
                }
            }
            "--trace" => a.trace = Some(value()?.parse().map_err(|e| format!("--trace: {e}"))?),
            // Replays game G of a run (same seed and seats) alone, traced.
            // Plays games G.. of a run, so a long run can be played in pieces.
            "--from" => a.first = value()?.parse().map_err(|e| format!("--from: {e}"))?,
            "--only" => only = Some(value()?.parse().map_err(|e| format!("--only: {e}"))?),
            "--variant" => {
                let v = value()?;
                // classic|1912|expanded|bigcities|mega, or the engine's keys.
                a.variant = VariantId::from_key(&v).ok_or(format!("unknown variant {v}"))?;
            }
            "--depots" => a.depots = true,
            "--list" => a.list = true,
            "--random-moves" => a.random_moves = true,
            "--times" => a.times = true,
            other => return Err(format!("unknown flag {other}")),
        }
    }
    if let Some(g) = only {
        (a.first, a.games) = (g, 1);
        a.trace.get_or_insert(g);
    }
    if a.bots.is_empty() {
        a.bots = vec!["random".into(); a.players as usize];
    }
    if a.game == GameKind::Cardgame && (a.depots || a.variant != VariantId::Classic) {
        return Err("the Card Game has no variants or depots".into());
    }
    if a.bots.len() != a.players as usize {
        return Err(format!(
            "--bots names {} bots for {} players",
            a.bots.len(),
            a.players
        ));
    }
    for b in &a.bots {
        a.game.check_bot(b)?;
    }
    Ok(a)
}
