//! The replay's and the shared link's texts: (key, Italian, English).
use crate::i18n::Entry;

pub static TEXTS: &[Entry] = &[
    ("replay", "Replay", "Replay"),
    ("watch_replay", "Rivedi la partita", "Watch the replay"),
    // The final scores' way into the review (whose own texts load with it).
    ("review_open", "Analizza la partita", "Review the game"),
    // Move n of all, turn t.
    (
        "replay_where",
        "Mossa {} di {} · turno {}",
        "Move {} of {} · turn {}",
    ),
    ("replay_start", "All'inizio", "To the start"),
    ("replay_turn_back", "Turno precedente", "Turn before"),
    ("replay_back", "Mossa precedente", "Move before"),
    ("replay_play", "Riproduci", "Play"),
    ("replay_forward", "Mossa successiva", "Next move"),
    ("replay_turn_forward", "Turno successivo", "Next turn"),
    ("replay_end", "Alla fine", "To the end"),
    ("replay_move", "Mossa", "Move"),
    ("replay_speed", "Velocità", "Speed"),
    ("replay_cards", "Carte di", "Cards of"),
    ("replay_nobody", "nessuno", "nobody"),
    ("share", "Condividi", "Share"),
    (
        "share_link",
        "Il link della partita (si apre anche senza rete con l'app installata):",
        "The game's link (it opens offline too once the app is installed):",
    ),
    (
        "share_too_long",
        "Questa partita è troppo lunga per un link: esportala come file dalle partite salvate.",
        "This game is too long for a link: export it as a file from the saved games.",
    ),
    (
        "link_damaged",
        "Questo link di una partita è danneggiato (tagliato o cambiato quando è stato copiato).",
        "This game's link is damaged (cut or changed when it was copied).",
    ),
    (
        "link_unreadable",
        "Questo link di una partita non si può aprire:",
        "This game's link cannot be opened:",
    ),
];
