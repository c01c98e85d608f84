//! One decision's rollouts shared by several searchers (the browser's pool
//! of bots workers): which sampled games each plays out, what it hands out
//! at a round's end, and adding a merged round up as one searcher would.
use super::{Exchange, Search, Step, add_pair};
use serde::{Deserialize, Serialize};

/// Which share of a decision's sampled games one searcher plays out: the
/// games whose place in their round's draws is `index` modulo `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    pub index: u8,
    pub count: u8,
}

impl Shard {
    /// One searcher playing every sampled game: the search as it always was.
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    /// A shard that exists: `index` below `count`, at most 64 of them.
    pub fn new(index: u8, count: u8) -> Option<Shard> {
        (index < count && count <= 64).then_some(Shard { index, count })
    }

    pub(crate) fn alone(self) -> bool {
        self.count <= 1
    }

    pub(crate) fn plays(self, place: u32) -> bool {
        self.alone() || place % u32::from(self.count) == u32::from(self.index)
    }
}

/// One sampled game's rewards, as the shard that played it out found them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WorldRewards {
    /// Its place in its round's draws.
    pub world: u32,
    /// The planner's choice's reward; `None` when it cannot be played there
    /// (then no alternative is played out either).
    pub base: Option<f32>,
    /// Each surviving alternative's reward, in the search's order; `None`
    /// when it cannot be played there.
    pub alts: Vec<Option<f32>>,
}

/// A round's rewards: one shard's own, or every shard's gathered (in any
/// order: [`Search::merge`] puts them in the games' order).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Round {
    /// Rounds halved before this one.
    pub round: u32,
    pub worlds: Vec<WorldRewards>,
}

/// A merged round that does not fit the search waiting for it: another
/// round, a game missing or twice, an alternative too many or too few, or
/// this shard's own rewards not as it handed them out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundMismatch;

/// Notes the reward `r` just played out in the game at `place`, whose
/// planner's choice's reward was `base` (`None`: `r` is that reward).
/// Out of line: a lone search's inner loop stays as it was.
#[cold]
#[inline(never)]
pub(super) fn keep(mine: &mut Vec<WorldRewards>, place: u32, base: Option<f32>, r: Option<f32>) {
    match (base, mine.last_mut()) {
        (Some(_), Some(w)) if w.world == place => w.alts.push(r),
        _ => mine.push(WorldRewards {
            world: place,
            base: r,
            alts: Vec::new(),
        }),
    }
}

impl Search {
    /// At a shard's round's end: its rewards to hand out, or waiting for
    /// the merged round; `None` once it is merged.
    #[cold]
    #[inline(never)]
    pub(super) fn hand_out(&mut self) -> Option<Step> {
        match self.exchange {
            Exchange::Playing => {
                self.exchange = Exchange::HandedOut;
                Some(Step::Round(Round {
                    round: self.round,
                    worlds: self.mine.clone(),
                }))
            }
            Exchange::HandedOut => Some(Step::Waiting),
            Exchange::Merged => None,
        }
    }

    /// Adds up a round every shard played, handed out by each as
    /// [`super::Step::Round`]: in the games' order, with the same float
    /// operations as a lone search, so the sums, the halving and the
    /// verdict are a lone search's, bit for bit.
    pub(crate) fn merge(&mut self, round: &Round) -> Result<(), RoundMismatch> {
        if self.exchange != Exchange::HandedOut || round.round != self.round {
            return Err(RoundMismatch);
        }
        let mut worlds: Vec<&WorldRewards> = round.worlds.iter().collect();
        crate::order::sort_by_key(&mut worlds, |w| w.world);
        let alive = self.alive.len();
        let fits = worlds.len() == self.drawn as usize
            && worlds.iter().enumerate().all(|(i, w)| {
                let alts = if w.base.is_some() { alive } else { 0 };
                w.world as usize == i && w.alts.len() == alts
            });
        // This shard's own games must come back as it played them.
        let own = worlds.iter().filter(|w| self.shard.plays(w.world));
        if !fits || !own.copied().eq(self.mine.iter()) {
            return Err(RoundMismatch);
        }
        let mut played = 0u32;
        for w in worlds {
            played += 1 + w.alts.len() as u32;
            let Some(base) = w.base else {
                continue;
            };
            self.base.0 += 1;
            self.base.1 += base;
            for (&i, &r) in self.alive.iter().zip(&w.alts) {
                add_pair(&mut self.pairs[i], base, r);
            }
        }
        self.spent = self.spent_before.saturating_add(played);
        self.exchange = Exchange::Merged;
        Ok(())
    }

    /// Roughly how much of the whole search this shard's rollouts stand for.
    pub(super) fn spent_by_all(&self) -> u32 {
        let this_round = self.spent - self.spent_before;
        match self.exchange {
            Exchange::Merged => self.spent,
            _ => self
                .spent_before
                .saturating_add(this_round.saturating_mul(self.shard.count.into())),
        }
    }
}
