//! The review's texts, (key, Italian, English): registered when its module
//! loads (`crate::i18n::register`), so the first paint carries none; the
//! moves' names also come with each table, for its hints.
use crate::i18n::Entry;

pub static TEXTS: &[Entry] = &[
    ("review_title", "Analisi della partita", "Game review"),
    ("review_of", "Le scelte di {}", "The choices of {}"),
    ("review_of_you", "Le tue scelte", "Your choices"),
    ("review_working", "Analisi in corso…", "Reviewing…"),
    ("review_close", "Chiudi", "Close"),
    (
        "review_failed",
        "L'analisi si è fermata. Riprova o chiudi.",
        "The review stopped. Try again or close.",
    ),
    ("review_retry", "Riprova", "Try again"),
    (
        "review_chart",
        "Margine finale atteso turno per turno (sopra lo zero: in vantaggio)",
        "Expected final margin turn by turn (above zero: ahead)",
    ),
    (
        "review_costliest",
        "Le scelte più costose",
        "The costliest choices",
    ),
    (
        "review_none",
        "Nessuna scelta ha perso punti che l'analisi possa misurare.",
        "No choice lost points the review can measure.",
    ),
    (
        "review_lost_by_kind",
        "Punti persi per tipo",
        "Points lost by kind",
    ),
    ("review_kind_tickets", "Biglietti tenuti", "Tickets kept"),
    ("review_kind_draws", "Pescate", "Draws"),
    ("review_kind_claims", "Tratte prese", "Claims"),
    ("review_kind_plays", "Carte giocate", "Plays"),
    ("review_kind_stations", "Stazioni", "Stations"),
    ("review_kind_end", "Il finale", "The end of the game"),
    ("review_show", "Vedi sulla mappa", "Show on the map"),
    ("review_show_table", "Vedi al tavolo", "Show at the table"),
    // Turn t: <move played> with <left>; <better move> was worth about <points> more.
    (
        "review_sentence",
        "Turno {}: {} con {}; {} valeva circa {} in più.",
        "Turn {}: {} with {}; {} was worth about {} more.",
    ),
    (
        "review_setup_sentence",
        "All'inizio: {}; {} valeva circa {} in più.",
        "At the set-up: {}; {} was worth about {} more.",
    ),
    (
        "review_deck_left",
        "{} carta nel mazzo|{} carte nel mazzo",
        "{} card in the deck|{} cards in the deck",
    ),
];

/// Moves as the review's sentences and the hints name them: registered by
/// the review and by each table's module.
pub static MOVES: &[Entry] = &[
    ("review_points", "{} punto|{} punti", "{} point|{} points"),
    (
        "review_trains_left",
        "{} vagone rimasto|{} vagoni rimasti",
        "{} train left|{} trains left",
    ),
    ("review_keep", "tenere {}", "keeping {}"),
    (
        "review_face_up",
        "prendere la carta scoperta {}",
        "taking the face-up {}",
    ),
    ("review_blind", "pescare dal mazzo", "drawing from the deck"),
    ("review_claim", "prendere {}", "claiming {}"),
    (
        "review_pay_tunnel",
        "pagare il supplemento della galleria",
        "paying the tunnel's extra",
    ),
    (
        "review_decline_tunnel",
        "rinunciare alla galleria",
        "giving the tunnel up",
    ),
    (
        "review_draw_tickets",
        "pescare biglietti",
        "drawing tickets",
    ),
    (
        "review_station",
        "costruire una stazione a {}",
        "building a station in {}",
    ),
    ("review_play", "giocare {}", "playing {}"),
    (
        "review_play_three",
        "giocare tre colori",
        "playing three colours",
    ),
    ("review_other", "un'altra mossa", "another move"),
];
