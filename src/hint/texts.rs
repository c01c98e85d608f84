//! The hint's texts, (key, Italian, English): registered by each table's
//! module as it loads, so the first paint carries none.
use crate::i18n::Entry;

pub static TEXTS: &[Entry] = &[
    ("hint", "Suggerimento", "Hint"),
    (
        "hint_title",
        "Chiedi a Esperto la sua mossa (resta nel salvataggio)",
        "Ask Expert for its move (kept in the save)",
    ),
    ("hint_thinking", "Esperto ci pensa…", "Expert is thinking…"),
    (
        "hint_failed",
        "Nessun suggerimento ora.",
        "No hint just now.",
    ),
    // Expert suggests <move>: <why>.
    (
        "hint_says",
        "Esperto suggerisce di {}: {}.",
        "Expert suggests {}: {}.",
    ),
    (
        "hint_why_ticket",
        "è sulla strada del tuo biglietto {}",
        "it is on the way to your ticket {}",
    ),
    ("hint_why_points", "vale {}", "it scores {}"),
    (
        "hint_why_loco",
        "una locomotiva paga qualsiasi tratta",
        "a locomotive pays for any route",
    ),
    (
        "hint_why_need",
        "ai tuoi biglietti serve il {}",
        "your tickets still need {}",
    ),
    (
        "hint_why_colour",
        "è il colore che il suo piano raccoglie",
        "it is the colour its plan collects",
    ),
    (
        "hint_why_blind",
        "nessuna carta scoperta aiuta i tuoi biglietti più di una pescata a caso",
        "no face-up card helps your tickets more than a blind draw",
    ),
    (
        "hint_why_more_tickets",
        "con {} c'è tempo per altri biglietti",
        "with {} there is time for more tickets",
    ),
    (
        "hint_why_keep",
        "questi biglietti si uniscono meglio alle tue tratte",
        "these tickets fit best with your routes",
    ),
    (
        "hint_why_station",
        "ti presta una tratta che non puoi più prendere",
        "it lends you a route you can no longer claim",
    ),
    (
        "hint_why_pay",
        "la tratta vale le carte in più",
        "the route is worth the extra cards",
    ),
    (
        "hint_why_decline",
        "le carte in più valgono di più nella tua mano",
        "the extra cards are worth more in your hand",
    ),
    (
        "hint_why_play",
        "le carte giocate ora hanno più turni per arrivare alla tua pila",
        "cards played now have more turns to reach your pile",
    ),
    (
        "hint_why_covered",
        "i tuoi biglietti sono coperti: altri possono ancora dare punti",
        "your tickets are covered: more can still score",
    ),
    (
        "hint_why_search",
        "nelle partite che ha simulato rende di più",
        "it did best in the games it played out",
    ),
    (
        "hints_used",
        "{} suggerimento usato|{} suggerimenti usati",
        "{} hint used|{} hints used",
    ),
];
