//! Saves, for either game: versioned serde data holding the config and every
//! action. Loading replays the actions through the rules, so a save can never
//! smuggle in a state the rules would not reach; bad data gives a typed error,
//! never a panic. Each engine's `Game` implements [`Replay`] and names
//! `Record<Game>` its `GameRecord`.
use crate::rules::Rules;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What a game must offer to be saved as its actions and rebuilt from them:
/// its [`Rules`] replay the actions.
pub trait Replay: Rules + Sized {
    type Config: Clone;
    type ConfigError;
    /// The format this build writes; the only one [`Record::replay`] accepts.
    const FORMAT_VERSION: u32;

    /// Sets up a new game.
    ///
    /// # Errors
    /// The config is not a game the rules allow.
    fn from_config(config: Self::Config) -> Result<Self, Self::ConfigError>;

    /// Reads a save of an older `version` this build still understands, or
    /// `None` if it does not know that version (the default).
    fn read_older_json(
        version: u32,
        text: &str,
    ) -> Option<Result<Record<Self>, serde_json::Error>> {
        let _ = (version, text);
        None
    }
}

/// A game as `{ format_version, config, actions }`.
#[derive(Serialize, Deserialize)]
#[serde(bound(
    serialize = "G::Config: Serialize, G::Seat: Serialize, G::Action: Serialize",
    deserialize = "G::Config: Deserialize<'de>, G::Seat: Deserialize<'de>, G::Action: Deserialize<'de>"
))]
pub struct Record<G: Replay> {
    pub format_version: u32,
    pub config: G::Config,
    pub actions: Vec<(G::Seat, G::Action)>,
}

// By hand rather than derived: a derive would also demand it of `G` itself.
impl<G: Replay> Clone for Record<G>
where
    G::Action: Clone,
{
    fn clone(&self) -> Self {
        Record {
            format_version: self.format_version,
            config: self.config.clone(),
            actions: self.actions.clone(),
        }
    }
}

impl<G: Replay> fmt::Debug for Record<G>
where
    G::Config: fmt::Debug,
    G::Seat: fmt::Debug,
    G::Action: fmt::Debug,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Record")
            .field("format_version", &self.format_version)
            .field("config", &self.config)
            .field("actions", &self.actions)
            .finish()
    }
}

impl<G: Replay> PartialEq for Record<G>
where
    G::Config: PartialEq,
    G::Seat: PartialEq,
    G::Action: PartialEq,
{
    fn eq(&self, other: &Self) -> bool {
        self.format_version == other.format_version
            && self.config == other.config
            && self.actions == other.actions
    }
}

impl<G: Replay> Eq for Record<G>
where
    G::Config: Eq,
    G::Seat: Eq,
    G::Action: Eq,
{
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError<ConfigError, RuleError> {
    /// Not a save at all, or damaged.
    Malformed {
        detail: String,
    },
    /// Written by another version of the game.
    Version {
        found: u32,
        supported: u32,
    },
    Config(ConfigError),
    /// Action number `index` (0-based) is not legal at that point.
    IllegalAction {
        index: usize,
        error: RuleError,
    },
}

impl<CE: fmt::Display, RE: fmt::Display> fmt::Display for LoadError<CE, RE> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Malformed { detail } => {
                write!(f, "This is not a readable saved game ({detail}).")
            }
            LoadError::Version { found, supported } => write!(
                f,
                "This save was made by another version of the game (format {found}; this one reads {supported})."
            ),
            LoadError::Config(e) => write!(f, "The saved game's set-up is invalid: {e}"),
            LoadError::IllegalAction { index, error } => {
                write!(
                    f,
                    "The saved game breaks the rules at move {}: {error}",
                    index + 1
                )
            }
        }
    }
}

impl<CE: fmt::Debug + fmt::Display, RE: fmt::Debug + fmt::Display> std::error::Error
    for LoadError<CE, RE>
{
}

/// The load error of game `G`.
pub type LoadErrorOf<G> = LoadError<<G as Replay>::ConfigError, <G as Rules>::RuleError>;

impl<G: Replay> Record<G> {
    pub fn new(config: G::Config) -> Self {
        Record {
            format_version: G::FORMAT_VERSION,
            config,
            actions: Vec::new(),
        }
    }

    /// Rebuilds the game by replaying every action.
    ///
    /// # Errors
    /// A wrong format version, an invalid config, or an illegal action.
    pub fn replay(&self) -> Result<G, LoadErrorOf<G>> {
        if self.format_version != G::FORMAT_VERSION {
            return Err(LoadError::Version {
                found: self.format_version,
                supported: G::FORMAT_VERSION,
            });
        }
        let mut game = G::from_config(self.config.clone()).map_err(LoadError::Config)?;
        let mut events = Vec::new();
        for (index, (seat, action)) in self.actions.iter().enumerate() {
            events.clear();
            game.apply_into(*seat, action, &mut events)
                .map_err(|error| LoadError::IllegalAction { index, error })?;
        }
        Ok(game)
    }
}

impl<G: Replay> Record<G>
where
    G::Config: Serialize + for<'de> Deserialize<'de>,
    G::Seat: Serialize + for<'de> Deserialize<'de>,
    G::Action: Serialize + for<'de> Deserialize<'de>,
{
    pub fn to_json(&self) -> String {
        // A record holds only plain data, so serialising cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Parses and replays a save, of this format or of an older one the game
    /// still reads ([`Replay::read_older_json`]).
    ///
    /// # Errors
    /// See [`LoadError`].
    pub fn from_json(text: &str) -> Result<(Self, G), LoadErrorOf<G>> {
        // Read the version first, so an old or future save says so rather than
        // failing on a field it does not know.
        #[derive(Deserialize)]
        struct VersionOnly {
            format_version: u32,
        }
        let malformed = |e: serde_json::Error| LoadError::Malformed {
            detail: e.to_string(),
        };
        let v: VersionOnly = serde_json::from_str(text).map_err(malformed)?;
        let record: Self = if v.format_version == G::FORMAT_VERSION {
            serde_json::from_str(text).map_err(malformed)?
        } else {
            match G::read_older_json(v.format_version, text) {
                Some(read) => read.map_err(malformed)?,
                None => {
                    return Err(LoadError::Version {
                        found: v.format_version,
                        supported: G::FORMAT_VERSION,
                    });
                }
            }
        };
        let game = record.replay()?;
        Ok((record, game))
    }
}
