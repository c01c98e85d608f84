//! Take back's texts, in Italian and English; [`crate::i18n::tr`] looks
//! here as in every other table.
use crate::i18n::Entry;

/// (key, Italian, English).
pub static TEXTS: &[Entry] = &[
    ("take_back", "Annulla", "Take back"),
    (
        "take_back_hint",
        "Annulla la tua ultima mossa (nessuna carta nascosta è stata scoperta da allora)",
        "Take back your last move (no hidden card has been shown since)",
    ),
    ("taken_back", "Mossa annullata", "Move taken back"),
];
