//! The guide's own words, shared by both games' scripts (each script's
//! steps are in its game's folder).
use crate::i18n::Entry;

pub static TEXTS: &[Entry] = &[
    ("guide_title", "Partita guidata", "Guided game"),
    ("guide_step", "Passo {} di {}", "Step {} of {}"),
    ("guide_leave", "Esci dalla guida", "Leave the guide"),
    ("guide_play_on", "Continua la partita", "Play on"),
    (
        "guide_computer",
        "Ora gioca il computer: aspetta il tuo turno.",
        "The computer is playing: wait for your turn.",
    ),
    (
        "guide_off_path",
        "La partita ha preso un'altra strada: la guida finisce qui, continua come una partita normale.",
        "The game has gone its own way: the guide ends here; play on as a normal game.",
    ),
    // The home screen (src/guide/offer.rs).
    ("guide_learn", "Impara a giocare", "Learn to play"),
    (
        "guide_offer",
        "Prima partita? Una partita guidata contro il computer ti insegna le regole un passo alla volta.",
        "First time? A guided game against the computer teaches you the rules one step at a time.",
    ),
];
