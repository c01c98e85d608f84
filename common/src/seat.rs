//! A place at the table: both games number their seats the same way.
use serde::{Deserialize, Serialize};

/// A place at the table, 0-based, in clockwise order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
