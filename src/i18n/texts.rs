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
    ("sound", "Suoni", "Sounds"),
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
    ("quick_level", "Livello del computer", "Computer's level"),
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
    ("expert", "Esperto", "Expert"),
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
    (
        "expert_desc",
        "La ricerca di Difficile con quattro volte i futuri: riflette un po' di più su ogni mossa e vince più partite contro Difficile.",
        "Hard's search with four times the futures: it takes a little longer over each move and wins more of its games against Hard.",
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
    // ---- The history and its statistics (src/screens/history/) ----
    ("home_history", "Storico", "History"),
    (
        "hi_loading",
        "Caricamento dello storico…",
        "Loading the history…",
    ),
    (
        "hi_load_failed",
        "Lo storico non si è potuto caricare: la prima volta serve la rete.",
        "The history could not be loaded: the first time needs a network.",
    ),
    (
        "hi_kept_offline",
        "Questa partita non è stata aggiunta allo storico: lo storico non si è potuto caricare (la prima volta serve la rete).",
        "This game could not be added to your history: the history could not be loaded (the first time needs a network).",
    ),
    (
        "hi_title",
        "Storico e statistiche",
        "History and statistics",
    ),
    (
        "hi_empty",
        "Nessuna partita finita, per ora: ogni partita che finisci su questo dispositivo comparirà qui.",
        "No finished games yet: every game you finish on this device will show here.",
    ),
    (
        "hi_none_filtered",
        "Nessuna partita con questi filtri.",
        "No games with these filters.",
    ),
    ("hi_filter_game", "Gioco", "Game"),
    ("hi_all_games", "Tutti e due i giochi", "Both games"),
    ("hi_filter_variant", "Variante", "Variant"),
    ("hi_all_variants", "Tutte le varianti", "All variants"),
    ("hi_filter_level", "Avversari", "Opponents"),
    ("hi_all_levels", "Tutti gli avversari", "All opponents"),
    ("hi_vs_level", "computer {}", "{} computer"),
    (
        "hi_vs_mixed",
        "computer di livelli diversi",
        "computers of mixed levels",
    ),
    ("hi_mixed", "Livelli diversi", "Mixed levels"),
    ("hi_pass_and_play", "solo persone", "pass and play"),
    (
        "hi_players",
        "{} giocatore|{} giocatori",
        "{} player|{} players",
    ),
    ("hi_games", "{} partita|{} partite", "{} game|{} games"),
    (
        "hi_wins_of",
        "vittorie: {} su {} ({})",
        "wins: {} of {} ({})",
    ),
    (
        "hi_earlier",
        "{} partita più vecchia è contata nelle statistiche ma non è più nell'elenco.|{} partite più vecchie sono contate nelle statistiche ma non sono più nell'elenco.",
        "{} older game is counted in the statistics but no longer listed.|{} older games are counted in the statistics but no longer listed.",
    ),
    (
        "hi_by_bucket",
        "Per gioco e avversari",
        "By game and opponents",
    ),
    (
        "hi_people",
        "Tra persone, per nome",
        "Pass and play, by name",
    ),
    ("hi_st_games", "Partite", "Games"),
    (
        "hi_st_results",
        "Risultati (uno a persona)",
        "Results (one a person)",
    ),
    ("hi_st_wins", "Vittorie", "Wins"),
    ("hi_st_score", "Punteggio medio", "Average score"),
    ("hi_st_margin", "Scarto medio", "Average margin"),
    (
        "hi_margin_hint",
        "Lo scarto è il punteggio meno quello del migliore degli altri giocatori.",
        "The margin is the score less the best other player's.",
    ),
    (
        "hi_st_tickets",
        "Biglietti completati / mancati",
        "Tickets completed / failed",
    ),
    ("hi_st_express", "Espresso europeo", "European Express"),
    ("hi_st_bonuses", "Bonus Grandi Città", "Big City bonuses"),
    ("hi_st_best", "Partita migliore", "Best game"),
    ("hi_points", "{} punto|{} punti", "{} point|{} points"),
    (
        "hi_chart_title",
        "Scarto partita per partita contro il computer",
        "Margin game by game against the computer",
    ),
    (
        "hi_chart_games",
        "L'ultima partita con una sola persona al tavolo|Le ultime {} partite con una sola persona al tavolo",
        "The last game with one person at the table|The last {} games with one person at the table",
    ),
    (
        "hi_chart_detail",
        "vittorie {}, sconfitte {}; scarto da {} a {}.",
        "{} won, {} lost; margins from {} to {}.",
    ),
    (
        "hi_chart_detail_one",
        "vittorie {}, sconfitte {}; scarto {}.",
        "{} won, {} lost; margin {}.",
    ),
    (
        "hi_chart_none",
        "Il grafico mostra le partite con una sola persona al tavolo: nessuna, con questi filtri.",
        "The chart shows games with one person at the table: none with these filters.",
    ),
    ("hi_chart_won", "vinta", "won"),
    ("hi_chart_lost", "persa", "lost"),
    ("hi_list", "Partite finite", "Finished games"),
    (
        "hi_record_gone",
        "registrazione non più conservata",
        "record no longer kept",
    ),
    (
        "hi_no_replay",
        "Questa partita non si può rivedere.",
        "This game cannot be replayed.",
    ),
    ("hi_show_more", "Mostra altre partite", "Show more games"),
    (
        "hi_delete_q",
        "Eliminare questa partita dallo storico? Le statistiche non la conteranno più.",
        "Delete this game from the history? The statistics will no longer count it.",
    ),
    ("hi_cancel", "Annulla", "Cancel"),
    (
        "hi_deleted",
        "Partita eliminata dallo storico.",
        "Game deleted from the history.",
    ),
    ("hi_clear", "Elimina lo storico", "Delete the history"),
    (
        "hi_clear_q",
        "Eliminare tutto lo storico? Le partite finite e le statistiche andranno perse: se vuoi conservarle, esportalo prima.",
        "Delete the whole history? Every finished game and the statistics will be lost: export it first to keep them.",
    ),
    ("hi_cleared", "Storico eliminato.", "History deleted."),
    ("hi_export", "Esporta lo storico", "Export history"),
    ("hi_import", "Importa uno storico", "Import history"),
    (
        "hi_imported",
        "Storico importato: {} partita aggiunta.|Storico importato: {} partite aggiunte.",
        "History imported: {} game added.|History imported: {} games added.",
    ),
    (
        "hi_imported_known",
        "{} era già qui.|{} erano già qui.",
        "{} was already here.|{} were already here.",
    ),
    (
        "hi_left_out",
        "{} partita del file non era leggibile ed è stata tralasciata.|{} partite del file non erano leggibili e sono state tralasciate.",
        "{} game in the file could not be read and was left out.|{} games in the file could not be read and were left out.",
    ),
    (
        "hi_folds_left_out",
        "{} partita più vecchia del file si sovrappone a partite già qui ed è stata tralasciata, per non contarla due volte.|{} partite più vecchie del file si sovrappongono a partite già qui e sono state tralasciate, per non contarle due volte.",
        "{} older game in the file overlaps games already here and was left out, so that none counts twice.|{} older games in the file overlap games already here and were left out, so that none counts twice.",
    ),
    (
        "hi_records_dropped",
        "Per fare spazio è stata tolta la registrazione della partita più vecchia (il risultato resta nelle statistiche).|Per fare spazio sono state tolte le registrazioni delle {} partite più vecchie (i risultati restano nelle statistiche).",
        "To make room, the record of the oldest game was removed (its result still counts).|To make room, the records of the {} oldest games were removed (their results still count).",
    ),
    (
        "hi_kept_failed",
        "Questa partita non è stata aggiunta allo storico.",
        "This game could not be added to your history.",
    ),
    (
        "hi_kept_unreadable",
        "Lo storico salvato non si può leggere ed è rimasto com'era: apri Storico per esportarlo o eliminarlo.",
        "The stored history cannot be read and has been left as it was: open History to export or delete it.",
    ),
    (
        "hi_kept",
        "Partita aggiunta allo storico.",
        "Game added to your history.",
    ),
    (
        "hi_unreadable",
        "Lo storico salvato non si può leggere ed è rimasto com'era: puoi esportarne il testo o eliminarlo. Finché c'è, le partite finite non vi vengono aggiunte.",
        "The stored history cannot be read and has been left as it was: you can export its text or delete it. While it is there, finished games are not added to it.",
    ),
    (
        "hi_err_damaged",
        "Questo storico è danneggiato: non è più come l'app l'ha scritto (un carattere cambiato, perso o aggiunto). Non ne è stato usato nulla.",
        "This history is damaged: it is no longer as the app wrote it (a character changed, lost or added). Nothing of it was used.",
    ),
    (
        "hi_err_too_large",
        "Il file è troppo grande per essere uno storico: {} KB, e uno storico ne occupa al massimo {}.",
        "The file is too large to be a history: {} KB, and a history takes at most {}.",
    ),
    (
        "hi_err_version",
        "Storico scritto da una versione più nuova dell'app: aggiornala per leggerlo.",
        "A history written by a newer version of the app: update it to read this one.",
    ),
    (
        "hi_err_malformed",
        "Questo non è uno storico di Europa Express.",
        "This is not a history of Europa Express.",
    ),
    (
        "hi_err_a_save",
        "Questo file è una partita salvata, non uno storico: importalo da Partite salvate.",
        "This file is a saved game, not a history: import it from Saved games.",
    ),
];
