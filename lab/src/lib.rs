//! The lab: programs that measure the bots and the engine rather than
//! show how to use them (one in `src/bin/` each; `README.md` says what
//! each measures and how to run it). What they share is here.

pub mod seated;
