//! The pile cards serving one completed ticket, kept inline: a ticket asks
//! for at most five cards, and a Vec of its own per completed ticket was a
//! tenth of a random game's instructions (made at the scoring, freed with
//! the game). Read as a slice; saved as the list it always was.
use crate::data::TICKETS;
use crate::state::Served;
use europa_common::CardColor;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::ops::Deref;

/// The most cards any ticket asks for.
pub const MOST_CARDS: usize = 5;

const _: () = {
    let mut i = 0;
    while i < TICKETS.len() {
        let mut total = 0;
        let mut c = 0;
        while c < 9 {
            total += TICKETS[i].need.0[c] as usize;
            c += 1;
        }
        assert!(total <= MOST_CARDS, "a ticket asks for more cards than fit");
        i += 1;
    }
};

/// Up to [`MOST_CARDS`] served cards, in the order they were handed out.
#[derive(Clone, Copy)]
pub struct ServedCards {
    len: u8,
    cards: [Served; MOST_CARDS],
}

const UNUSED: Served = Served {
    need: CardColor::Purple,
    card: CardColor::Purple,
    position: 0,
};

impl ServedCards {
    pub const fn new() -> ServedCards {
        ServedCards {
            len: 0,
            cards: [UNUSED; MOST_CARDS],
        }
    }

    /// Adds a card; `false` (and nothing added) when full, which no ticket
    /// reaches (checked over the ticket list when compiling).
    pub fn push(&mut self, s: Served) -> bool {
        match self.cards.get_mut(usize::from(self.len)) {
            Some(slot) => {
                *slot = s;
                self.len += 1;
                true
            }
            None => false,
        }
    }
}

impl Default for ServedCards {
    fn default() -> ServedCards {
        ServedCards::new()
    }
}

impl Deref for ServedCards {
    type Target = [Served];
    fn deref(&self) -> &[Served] {
        &self.cards[..usize::from(self.len).min(MOST_CARDS)]
    }
}

impl<'a> IntoIterator for &'a ServedCards {
    type Item = &'a Served;
    type IntoIter = std::slice::Iter<'a, Served>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl PartialEq for ServedCards {
    fn eq(&self, other: &ServedCards) -> bool {
        **self == **other
    }
}

impl Eq for ServedCards {}

impl std::fmt::Debug for ServedCards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl TryFrom<&[Served]> for ServedCards {
    type Error = usize;
    /// The cards, or their number when there are too many.
    fn try_from(cards: &[Served]) -> Result<ServedCards, usize> {
        let mut out = ServedCards::new();
        for &s in cards {
            if !out.push(s) {
                return Err(cards.len());
            }
        }
        Ok(out)
    }
}

impl Serialize for ServedCards {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for ServedCards {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<ServedCards, D::Error> {
        let cards = Vec::<Served>::deserialize(deserializer)?;
        ServedCards::try_from(&cards[..])
            .map_err(|n| serde::de::Error::invalid_length(n, &"at most 5 cards serving one ticket"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn served(position: u8) -> Served {
        Served {
            need: CardColor::Red,
            card: CardColor::Locomotive,
            position,
        }
    }

    /// Saved and loaded as the plain list a Vec made; a sixth card is
    /// refused, by `push` and when loading.
    #[test]
    fn served_cards_read_and_save_as_a_list() {
        let list: Vec<Served> = (0..3).map(served).collect();
        let cards = ServedCards::try_from(&list[..]).unwrap();
        assert_eq!(&cards[..], &list[..]);
        let json = serde_json::to_string(&cards).unwrap();
        assert_eq!(json, serde_json::to_string(&list).unwrap());
        assert_eq!(serde_json::from_str::<ServedCards>(&json).unwrap(), cards);
        assert_eq!(format!("{cards:?}"), format!("{list:?}"));
        let six: Vec<Served> = (0..6).map(served).collect();
        assert!(ServedCards::try_from(&six[..]).is_err());
        let json = serde_json::to_string(&six).unwrap();
        assert!(serde_json::from_str::<ServedCards>(&json).is_err());
        assert_eq!(
            serde_json::from_str::<ServedCards>("[]").unwrap(),
            ServedCards::new()
        );
    }
}
