//! A guided first game, for either game: a fixed deal against one computer,
//! played step by step. Each game writes its script as data (its folder's
//! `guide.rs`); this module runs it.
//!
//! A step says what to do (its text), which part of the table it is about
//! (CSS selectors), the one move it accepts, the hint shown when the player
//! does something else, and what to say once it is done. The table's facade
//! asks the [`Referee`] about every move of the person before the engine
//! sees it (a refused move is not played), and plays the computer's
//! scripted moves instead of asking the bots worker. Where the guide stands
//! is read from the save's record (the person's moves so far), so a guided
//! game reloads at the step it was at, and nothing else needs saving.
//!
//! The referee and the script are pure (tested natively with the engines);
//! the overlay that points at the table is [`coach`]; the home screen's
//! offer is [`offer`], the only part in the page's first download.

pub mod coach;
pub mod offer;
pub(crate) mod texts;

use europa_common::Seat;
use leptos::prelude::*;

/// The id prefix of a guided game's save: the table shows the guide only
/// for these.
pub const ID_PREFIX: &str = "guide-";

/// One step of a script. `A` is the game's engine action.
pub struct Step<A: 'static> {
    /// What to do now (a text key).
    pub text: &'static str,
    /// Shown instead of playing a move the step does not accept.
    pub hint: &'static str,
    /// What just happened, once the step's move is played.
    pub done: &'static str,
    /// The parts of the table the step is about, most specific first: the
    /// first one on the page is pointed at (an open dialog before the map).
    pub targets: &'static [&'static str],
    /// The moves this step accepts (the first is the one its text asks
    /// for; another may teach the same, a twin track); none for the closing
    /// step, which accepts any move and ends the guide with it.
    pub expect: &'static [A],
}

/// A whole guided game: who the person is, their steps, and the computer's
/// moves in order while the guide runs.
pub struct Script<A: 'static> {
    pub person: Seat,
    pub steps: &'static [Step<A>],
    pub computer: &'static [A],
}

impl<A: PartialEq + Clone> Script<A> {
    /// The step the person is at: one step per move they have played.
    pub fn step_index(&self, record: &[(Seat, A)]) -> usize {
        record.iter().filter(|(s, _)| *s == self.person).count()
    }

    /// Whether the guide still runs after `record`: the closing step's
    /// move (any) ends it.
    pub fn running(&self, record: &[(Seat, A)]) -> bool {
        self.step_index(record) < self.steps.len()
    }

    /// Whether `action` is the move the person's current step waits for.
    /// After the script (or on its closing step) every move is the player's own.
    pub fn allows(&self, record: &[(Seat, A)], action: &A) -> bool {
        match self.steps.get(self.step_index(record)) {
            Some(step) if !step.expect.is_empty() => step.expect.contains(action),
            _ => true,
        }
    }

    /// The computer's next scripted move, if the script still holds one.
    pub fn scripted(&self, record: &[(Seat, A)], seat: Seat) -> Option<A> {
        if seat == self.person || !self.running(record) {
            return None;
        }
        let played = record.iter().filter(|(s, _)| *s == seat).count();
        self.computer.get(played).cloned()
    }
}

/// Where the guide stands after the moves so far.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stage {
    /// Not a guided game, or its guide is over or was left.
    Off,
    /// At a step (its index), and whether the person may act now.
    At(usize, bool),
    /// The game left the script (a move the guide did not make, from a
    /// save played elsewhere): the guide says so and ends.
    OffPath,
}

impl<A: PartialEq + Clone> Script<A> {
    /// Where the guide stands: `guided`, the game is a guided one whose
    /// guide was not left; `legal`, the person's legal moves when they may
    /// act (`None` while another seat acts).
    pub fn stage(&self, guided: bool, record: &[(Seat, A)], legal: Option<&[A]>) -> Stage {
        let step = self.step_index(record);
        let Some(now) = self.steps.get(step).filter(|_| guided) else {
            return Stage::Off;
        };
        match legal {
            Some(legal)
                if !now.expect.is_empty() && !now.expect.iter().any(|a| legal.contains(a)) =>
            {
                Stage::OffPath
            }
            _ => Stage::At(step, legal.is_some()),
        }
    }

    /// What the box shows at `stage`; `refused`, the step whose move was
    /// last refused.
    pub fn shown(&self, stage: Stage, refused: Option<usize>) -> Option<coach::Shown> {
        let of = self.steps.len();
        let (step, acting) = match stage {
            Stage::Off => return None,
            Stage::OffPath => {
                return Some(coach::Shown {
                    number: of,
                    of,
                    done: None,
                    text: "guide_off_path",
                    hint: None,
                    targets: &[],
                    closing: true,
                });
            }
            Stage::At(step, acting) => (step, acting),
        };
        let now = self.steps.get(step)?;
        Some(coach::Shown {
            number: step + 1,
            of,
            done: step
                .checked_sub(1)
                .and_then(|i| self.steps.get(i))
                .map(|s| s.done),
            text: if acting { now.text } else { "guide_computer" },
            hint: (acting && refused == Some(step)).then_some(now.hint),
            targets: if acting { now.targets } else { &[] },
            closing: now.expect.is_empty(),
        })
    }
}

/// What a table asks while a guide runs; set by the guide's component and
/// cleared when the player leaves it.
pub struct Referee<A: 'static> {
    pub script: &'static Script<A>,
    /// The step at which the person last tried a move the step refused:
    /// its hint shows until the step changes.
    pub refused: RwSignal<Option<usize>>,
}

impl<A: 'static> Clone for Referee<A> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<A: 'static> Copy for Referee<A> {}

impl<A: PartialEq + Clone + 'static> Referee<A> {
    pub fn new(script: &'static Script<A>) -> Self {
        Referee {
            script,
            refused: RwSignal::new(None),
        }
    }

    /// Judges the person's move before the engine does: `false` when the
    /// step waits for another (the move is not played, the hint shows).
    pub fn allows(&self, record: &[(Seat, A)], action: &A) -> bool {
        let ok = self.script.allows(record, action);
        if !ok {
            self.refused.set(Some(self.script.step_index(record)));
        }
        ok
    }

    pub fn scripted(&self, record: &[(Seat, A)], seat: Seat) -> Option<A> {
        self.script.scripted(record, seat)
    }
}

/// The ids of guided games the player left, one a line (newest last), as
/// stored: a left guide does not come back when its game is opened again.
pub fn was_left(stored: Option<&str>, id: &str) -> bool {
    stored.is_some_and(|s| s.lines().any(|l| l == id))
}

/// The stored list with `id` added; the oldest go past a few dozen (a
/// list nobody prunes must not grow for ever).
pub fn with_left(stored: Option<&str>, id: &str) -> String {
    const KEEP: usize = 30;
    let mut ids: Vec<&str> = stored
        .unwrap_or("")
        .lines()
        .filter(|l| !l.is_empty() && *l != id)
        .collect();
    ids.push(id);
    let from = ids.len().saturating_sub(KEEP);
    ids[from..].join("\n")
}

/// Whether the game `id` is a guided game whose guide was not left.
pub fn guided(id: &str) -> bool {
    id.starts_with(ID_PREFIX) && !was_left(crate::storage::read_guide_left().as_deref(), id)
}

/// The player leaves the guide of game `id`: remembered, so it stays a
/// normal game. A storage failure only means the guide may come back.
pub fn leave(id: &str) {
    let stored = crate::storage::read_guide_left();
    let _ = crate::storage::write_guide_left(&with_left(stored.as_deref(), id));
}

#[cfg(test)]
mod tests {
    use super::*;

    static STEPS: [Step<u8>; 2] = [
        Step {
            text: "a",
            hint: "a_hint",
            done: "a_done",
            targets: &[],
            expect: &[7],
        },
        Step {
            text: "end",
            hint: "end",
            done: "end",
            targets: &[],
            expect: &[],
        },
    ];
    static SCRIPT: Script<u8> = Script {
        person: Seat(0),
        steps: &STEPS,
        computer: &[1, 2],
    };

    #[test]
    fn a_step_accepts_its_move_only_and_the_closing_step_any() {
        assert!(SCRIPT.allows(&[], &7));
        assert!(!SCRIPT.allows(&[], &8));
        let after = [(Seat(0), 7)];
        assert!(SCRIPT.allows(&after, &8), "the closing step takes any move");
        assert!(SCRIPT.running(&after));
        assert!(!SCRIPT.running(&[(Seat(0), 7), (Seat(0), 8)]));
    }

    #[test]
    fn the_computer_plays_its_moves_in_order_while_the_guide_runs() {
        assert_eq!(SCRIPT.scripted(&[], Seat(1)), Some(1));
        assert_eq!(SCRIPT.scripted(&[(Seat(1), 1)], Seat(1)), Some(2));
        assert_eq!(
            SCRIPT.scripted(&[(Seat(1), 1), (Seat(1), 2)], Seat(1)),
            None
        );
        assert_eq!(SCRIPT.scripted(&[], Seat(0)), None);
        let over = [(Seat(0), 7), (Seat(0), 8)];
        assert_eq!(
            SCRIPT.scripted(&over, Seat(1)),
            None,
            "after the guide, the bot"
        );
    }

    #[test]
    fn left_guides_are_remembered_and_the_list_stays_short() {
        assert!(!was_left(None, "guide-1"));
        let s = with_left(None, "guide-1");
        assert!(was_left(Some(&s), "guide-1"));
        assert!(!was_left(Some(&s), "guide-2"));
        let mut s = String::new();
        for i in 0..40 {
            s = with_left(Some(&s), &format!("guide-{i}"));
        }
        assert_eq!(s.lines().count(), 30);
        assert!(was_left(Some(&s), "guide-39") && !was_left(Some(&s), "guide-0"));
        assert_eq!(with_left(Some("guide-1"), "guide-1"), "guide-1");
    }
}
