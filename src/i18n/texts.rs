//! The texts the app's own screens and both games share: the home, new-game
//! and saved-games screens, storage and recovery messages, colours and
//! counted words. Each game's own texts are in its folder
//! (`src/europe/texts.rs`, `src/europe/sentences.rs`, `src/cardgame/texts.rs`).
use super::Entry;

/// (key, Italian, English). Counted words hold "one|many" forms for
/// [`super::count`].
pub static TEXTS: &[Entry] = &[
    ("title", "Europa Express", "Europa Express"),
    // The app update offered by the service worker.
    (
        "update_ready",
        "È pronta una nuova versione.",
        "A new version is ready.",
    ),
    (
        "update_reload",
        "Ricarica per aggiornare",
        "Reload to update",
    ),
    // The rules reference (src/rules_help.rs).
    (
        "offline_ready",
        "Pronta: ora funziona anche senza rete.",
        "Ready: it now works without a network too.",
    ),
    // The same on a phone, where it takes the app's name's place in the bar.
    (
        "offline_ready_short",
        "Pronta anche senza rete",
        "Ready offline too",
    ),
    // The settings at both tables (src/settings.rs).
    (
        "colour_blind",
        "Simboli per daltonici",
        "Colour-blind symbols",
    ),
    (
        "fast_play",
        "Gioco rapido: senza pause né lampeggi",
        "Fast play: no pauses, no flashing",
    ),
    // A game's table while its module arrives (src/table_loader.rs).
    (
        "table_loading",
        "Preparazione del tavolo…",
        "Setting up the table…",
    ),
    (
        "table_load_failed",
        "Il tavolo non si è potuto caricare: serve la rete la prima volta.",
        "The table could not be loaded: the first time needs a network.",
    ),
    ("try_again", "Riprova", "Try again"),
    ("rules_help", "Regole", "Rules"),
    ("close", "Chiudi", "Close"),
    // Autosave failures (src/autosave_banner.rs).
    (
        "autosave_failed",
        "Salvataggio automatico non riuscito:",
        "Autosave failed:",
    ),
    (
        "autosave_unavailable",
        "questo browser non permette alla pagina di salvare dati (navigazione privata?).",
        "this browser does not let the page store data (private browsing?).",
    ),
    (
        "autosave_full",
        "lo spazio del browser per questa pagina è pieno.",
        "the browser's storage for this page is full.",
    ),
    (
        "autosave_refused",
        "il browser ha rifiutato il salvataggio.",
        "the browser refused to save.",
    ),
    ("autosave_export", "Esporta la partita", "Export the game"),
    // The same game written by another window (src/other_window.rs).
    (
        "other_window_title",
        "Questa partita si sta giocando in un'altra finestra",
        "This game is being played in another window",
    ),
    (
        "other_window_text",
        "Un'altra scheda o finestra ha salvato mosse più recenti. Qui non si salva più nulla, così nessuna mossa va persa: continua di là, oppure riprendi la partita qui con le mosse più recenti.",
        "Another tab or window has saved newer moves. Nothing is saved from here any more, so no move is lost: carry on over there, or take the game over here with its newest moves.",
    ),
    ("other_window_take", "Gioca qui", "Play here"),
    (
        "other_window_gone",
        "La partita non si può più leggere: è stata cancellata o danneggiata nell'altra finestra.",
        "The game can no longer be read: it was deleted or damaged in the other window.",
    ),
    // The recovery screen after a panic (src/recovery.rs).
    (
        "recovery_title",
        "Qualcosa è andato storto",
        "Something went wrong",
    ),
    (
        "recovery_text",
        "La pagina ha incontrato un errore da cui non può riprendersi. La partita salvata resta com'era all'ultima mossa riuscita: esportala o torna alla schermata iniziale e scegli Continua.",
        "The page hit an error it cannot recover from. The saved game stays as it was after the last move that worked: export it, or go back to the home screen and choose Continue.",
    ),
    (
        "recovery_home",
        "Torna alla schermata iniziale",
        "Back to the home screen",
    ),
    ("recovery_details", "Dettagli", "Details"),
    (
        "autosave_not_saved",
        "Questa partita non viene salvata.",
        "This game is not being saved.",
    ),
    (
        "autosave_saved_upto",
        "È salvata fino alla mossa {}: le mosse successive no.",
        "It is saved up to move {}; the moves after it are not.",
    ),
    ("tagline", "Ticket to Ride Europa", "Ticket to Ride Europe"),
    ("player", "Giocatore", "Player"),
    ("switch_lang", "Passa all'inglese", "Switch to Italian"),
    ("tickets", "Biglietti", "Tickets"),
    ("stations", "Stazioni", "Stations"),
    // Counted words: "one|many" forms, picked by `count` (never "card(s)").
    ("n_cards", "{} carta|{} carte", "{} card|{} cards"),
    (
        "n_cards_of",
        "{} carta di colore {}|{} carte di colore {}",
        "{} {} card|{} {} cards",
    ),
    (
        "n_locos",
        "{} locomotiva|{} locomotive",
        "{} locomotive|{} locomotives",
    ),
    (
        "n_tickets",
        "{} biglietto|{} biglietti",
        "{} ticket|{} tickets",
    ),
    // Route and card colours (engine keys).
    ("purple", "viola", "purple"),
    ("blue", "blu", "blue"),
    ("orange", "arancione", "orange"),
    ("white", "bianco", "white"),
    ("green", "verde", "green"),
    ("yellow", "giallo", "yellow"),
    ("black", "nero", "black"),
    ("red", "rosso", "red"),
    ("gray", "grigio", "gray"),
    // Player colours.
    ("teal", "verde acqua", "teal"),
    ("magenta", "magenta", "magenta"),
    ("lime", "verde lime", "lime"),
    ("brown", "marrone", "brown"),
    ("navy", "blu notte", "navy"),
    // The home screen's quick starts, and what both tables say.
    ("home", "Inizio", "Home"),
    ("quick_title", "Partita veloce", "Quick game"),
    (
        "quick_vs_computer",
        "Contro il computer",
        "Against the computer",
    ),
    (
        "quick_pass_play",
        "Due persone e un computer su questo dispositivo",
        "Two people and a computer on this device",
    ),
    ("you", "Tu", "You"),
    ("resume", "Torna alla partita", "Back to the game"),
    ("computer", "Computer", "Computer"),
    (
        "computer_stopped",
        "il giocatore del computer non ha risposto, nemmeno al secondo tentativo. La partita è salvata: riprova",
        "the computer player did not answer, even at a second try. The game is saved: try again",
    ),
    // ---- New game, saves and storage (src/screens/, src/storage.rs) ----
    ("home_new", "Nuova partita", "New game"),
    ("home_continue", "Continua", "Continue"),
    ("home_saves", "Partite salvate", "Saved games"),
    ("back", "Indietro", "Back"),
    ("ng_title", "Nuova partita", "New game"),
    ("ng_players", "Numero di giocatori", "Number of players"),
    ("ng_name", "Nome", "Name"),
    ("ng_kind", "Chi gioca", "Who plays"),
    ("ng_human", "Una persona", "A person"),
    ("ng_computer", "Il computer", "The computer"),
    ("ng_variant", "Variante", "Variant"),
    ("ng_seed", "Seme della partita", "Game seed"),
    (
        "ng_seed_hint",
        "Lo stesso seme distribuisce le stesse carte: scrivilo per rigiocare una partita.",
        "The same seed deals the same cards: type one in to replay a deal.",
    ),
    ("ng_new_seed", "Nuovo seme casuale", "New random seed"),
    ("ng_first", "Chi inizia", "Who starts"),
    ("ng_first_drawn", "Estratto a sorte", "Drawn at random"),
    ("ng_start", "Inizia la partita", "Start the game"),
    (
        "ng_bad_seed",
        "Il seme deve essere un numero intero (per esempio 4242).",
        "The seed must be a whole number (for example 4242).",
    ),
    (
        "ng_bad_first",
        "Chi inizia deve essere uno dei giocatori.",
        "The first player must be one of the players.",
    ),
    ("classic", "Classica", "Classic"),
    ("europa1912", "Europa 1912", "Europa 1912"),
    ("europe_expanded", "Europa ampliata", "Europe Expanded"),
    (
        "big_cities",
        "Grandi città d'Europa",
        "Big Cities of Europe",
    ),
    ("mega", "Mega Europa", "Mega Europe"),
    ("easy", "Facile", "Easy"),
    ("medium", "Medio", "Medium"),
    ("hard", "Difficile", "Hard"),
    (
        "easy_desc",
        "Tiene pochi biglietti facili e costruisce verso di loro senza fretta; non ti ostacola mai di proposito.",
        "Keeps few, easy tickets and builds towards them without hurry; never gets in your way on purpose.",
    ),
    (
        "medium_desc",
        "Pianifica una rete per i suoi biglietti, raccoglie i colori giusti, pesca altri biglietti quando può completarli e punta alle linee lunghe.",
        "Plans a network for its tickets, collects the right colours, draws more tickets when it can finish them and chases long routes.",
    ),
    (
        "hard_desc",
        "Pensa in avanti giocando centinaia di futuri possibili da ciò che ha visto; blocca le tue linee quando conviene e usa bene le stazioni.",
        "Thinks ahead by playing out hundreds of possible futures from what it has seen; blocks your routes when that pays and uses stations well.",
    ),
    // ---- the two games (new game, saved games) ----
    (
        "game_europe",
        "Ticket to Ride Europa",
        "Ticket to Ride Europe",
    ),
    (
        "game_cardgame",
        "Ticket to Ride: il gioco di carte",
        "Ticket to Ride: The Card Game",
    ),
    ("ng_game", "Gioco", "Game"),
    ("ng_beginner", "Opzione per principianti", "Beginner option"),
    (
        "ng_beginner_hint",
        "Ognuno può guardare la propria pila In viaggio durante la partita.",
        "Each player may look at their own On the Track pile during the game.",
    ),
    (
        "cg_easy_desc",
        "Tiene biglietti economici, cala i colori che gli servono e, un turno su tre, pesca soltanto una carta; non ti deruba mai di proposito.",
        "Keeps cheap tickets, lays down the colours they need and, one turn in three, just draws a card; never robs you on purpose.",
    ),
    (
        "cg_medium_desc",
        "Cala i suoi colori in file troppo lunghe per essere derubate, deruba le tue file quando conviene, pesca nuovi biglietti quando i suoi sono coperti e distribuisce le carte su molte file quando il mazzo sta per finire.",
        "Plays its colours in rows too big to rob, robs your rows when it pays, draws new tickets when its own are covered and spreads its cards over many rows as the deck runs out.",
    ),
    (
        "cg_hard_desc",
        "Gioca decine di futuri possibili a partire da ciò che ha visto — le file sul tavolo, le carte prese scoperte, le pile che ogni giocatore ha costruito — e sceglie la mossa che vince più spesso.",
        "Plays out dozens of possible futures from what it has seen — the rows on the table, the cards taken face up, the piles each player has built — and picks the move that wins most often.",
    ),
    ("sv_title", "Partite salvate", "Saved games"),
    ("sv_date_unknown", "data sconosciuta", "unknown date"),
    ("sv_empty", "Nessuna partita salvata.", "No saved games."),
    ("sv_date", "Salvata", "Saved"),
    ("sv_round", "Giro", "Round"),
    ("sv_over", "Finita", "Finished"),
    ("sv_open", "Riprendi", "Resume"),
    ("sv_delete", "Elimina", "Delete"),
    ("sv_deleted", "Partita eliminata.", "Game deleted."),
    ("sv_undo", "Annulla", "Undo"),
    ("sv_export", "Esporta", "Export"),
    (
        "sv_export_raw",
        "Esporta il testo grezzo",
        "Export the raw text",
    ),
    ("sv_import", "Importa da file", "Import from a file"),
    ("sv_imported", "Partita importata.", "Game imported."),
    (
        "sv_unreadable",
        "Salvataggio illeggibile",
        "Unreadable save",
    ),
    (
        "sv_untouched",
        "Il salvataggio non è stato modificato: puoi esportarne il testo o eliminarlo.",
        "The save has not been changed: you can export its text or delete it.",
    ),
    (
        "err_unavailable",
        "Questo browser non permette di salvare (navigazione privata?). Le partite non verranno salvate.",
        "This browser does not let the page save (private mode?). Games will not be saved.",
    ),
    (
        "err_quota",
        "Lo spazio del browser è pieno: elimina qualche partita salvata.",
        "The browser's storage is full: delete some saved games.",
    ),
    (
        "err_missing",
        "Questa partita salvata non c'è più.",
        "This saved game is gone.",
    ),
    (
        "err_write",
        "Il browser ha rifiutato il salvataggio.",
        "The browser refused to save.",
    ),
    (
        "err_malformed",
        "Questo non è un salvataggio di Europa Express.",
        "This is not a saved game of Europa Express.",
    ),
    (
        "err_damaged",
        "Questo salvataggio è danneggiato: non è più come l'app l'ha scritto (un carattere cambiato, perso o aggiunto). Non ne è stato usato nulla.",
        "This saved game is damaged: it is no longer as the app wrote it (a character changed, lost or added). Nothing of it was used.",
    ),
    (
        "err_too_large",
        "Il file è troppo grande per essere una partita salvata: {} KB, e una partita ne occupa al massimo {}.",
        "The file is too large to be a saved game: {} KB, and a saved game takes at most {}.",
    ),
    (
        "err_too_long",
        "La partita salvata ha {} mosse, più di quante ne abbia qualsiasi partita (al massimo {}).",
        "The saved game holds {} moves, more than any game takes (at most {}).",
    ),
    (
        "sv_name_cleaned",
        "Il nome {} conteneva caratteri di controllo nascosti: sono stati tolti.",
        "The name {} held hidden control characters: they were removed.",
    ),
    (
        "sv_name_shortened",
        "Un nome di {} caratteri è stato accorciato a {}: {}.",
        "A name of {} characters was shortened to {}: {}.",
    ),
    (
        "err_version",
        "Salvata da una versione più nuova dell'app: aggiornala per aprirla.",
        "Saved by a newer version of the app: update it to open this game.",
    ),
    (
        "err_seats",
        "I posti non corrispondono al numero di giocatori.",
        "The seats do not match the number of players.",
    ),
    // Where a save breaks the rules: the move's number, then the rule.
    ("err_at_move", "mossa {}: {}", "move {}: {}"),
    (
        "err_game",
        "La partita salvata non rispetta le regole.",
        "The saved game breaks the rules.",
    ),
    (
        "err_file",
        "Impossibile leggere il file.",
        "The file could not be read.",
    ),
    ("ng_depots", "Magazzini & Depositi", "Warehouses & Depots"),
    (
        "ng_depots_desc",
        "Ogni giocatore ha un magazzino e 5 depositi: chi controlla una linea verso la città di un deposito può prendere le carte di quel magazzino. Consigliato con Grandi città d'Europa.",
        "Each player has a warehouse and 5 depots: whoever claims a route into a depot's city may take that warehouse's cards. Recommended with Big Cities of Europe.",
    ),
];
