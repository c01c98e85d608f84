//! Every text a player reads, in Italian and English, looked up by key.
//! Keys are stable strings so engine keys (`CardColor::key`) fit in too.

use leptos::prelude::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    It,
    En,
}

impl Lang {
    /// Italian if the browser says so, else English.
    pub fn from_tag(tag: &str) -> Lang {
        if tag.to_ascii_lowercase().starts_with("it") {
            Lang::It
        } else {
            Lang::En
        }
    }
    pub fn other(self) -> Lang {
        match self {
            Lang::It => Lang::En,
            Lang::En => Lang::It,
        }
    }
    /// The language's name on the toggle. A literal, not `code().to_uppercase()`,
    /// which would link Unicode case tables into the page.
    pub fn label(self) -> &'static str {
        match self {
            Lang::It => "IT",
            Lang::En => "EN",
        }
    }
    pub fn code(self) -> &'static str {
        match self {
            Lang::It => "it",
            Lang::En => "en",
        }
    }
}

/// (key, Italian, English), looked up in order. A table rather than a
/// `match`: 200 string arms compile to about 8 KB of comparisons.
static TEXTS: &[(&str, &str, &str)] = &[
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
    ("board", "Mappa d'Europa", "Map of Europe"),
    ("player", "Giocatore", "Player"),
    ("turns", "Turni", "Turns"),
    ("switch_lang", "Passa all'inglese", "Switch to Italian"),
    ("final_scores", "Punteggi finali", "Final scores"),
    ("routes", "Tratte", "Routes"),
    ("tickets", "Biglietti", "Tickets"),
    ("stations", "Stazioni", "Stations"),
    ("express", "Express", "Express"),
    ("total", "Totale", "Total"),
    ("winner", "Vince", "Winner"),
    ("winners", "Vincono a pari merito", "Shared win"),
    ("tunnel", "galleria", "tunnel"),
    ("ferry", "traghetto", "ferry"),
    // Counted words: "one|many" forms, picked by `count` (never "card(s)").
    ("n_cars", "{} vagone|{} vagoni", "{} car|{} cars"),
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
    ("n_trains", "{} vagone|{} vagoni", "{} train|{} trains"),
    (
        "n_tickets",
        "{} biglietto|{} biglietti",
        "{} ticket|{} tickets",
    ),
    (
        "n_long_tickets",
        "{} biglietto lungo|{} biglietti lunghi",
        "{} long ticket|{} long tickets",
    ),
    ("claimed_by", "presa da", "claimed by"),
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
    ("locomotive", "locomotiva", "locomotive"),
    // A card's colour after "una carta" (Italian agrees with "carta":
    // "una carta gialla scoperta", never "una carta giallo").
    ("card_white", "bianca", "white"),
    ("card_yellow", "gialla", "yellow"),
    ("card_black", "nera", "black"),
    ("card_red", "rossa", "red"),
    // Player colours.
    ("teal", "verde acqua", "teal"),
    ("magenta", "magenta", "magenta"),
    ("lime", "verde lime", "lime"),
    ("brown", "marrone", "brown"),
    ("navy", "blu notte", "navy"),
    // ---- Game screen (table, dialogs, log, scores) ----
    ("home", "Inizio", "Home"),
    (
        "quick_vs_computer",
        "Partita veloce contro il computer",
        "Quick game against the computer",
    ),
    (
        "quick_pass_play",
        "Due persone e un computer su questo dispositivo",
        "Two people and a computer on this device",
    ),
    ("you", "Tu", "You"),
    ("resume", "Torna alla partita", "Back to the game"),
    ("computer", "Computer", "Computer"),
    ("hand", "La tua mano", "Your hand"),
    ("face_up", "Carte scoperte", "Face-up cards"),
    ("deck", "Mazzo", "Deck"),
    ("draw_blind", "Pesca dal mazzo", "Draw from the deck"),
    ("take_card", "Prendi la carta", "Take card"),
    ("draw_tickets", "Pesca biglietti", "Draw tickets"),
    ("your_tickets", "I tuoi biglietti", "Your tickets"),
    (
        "build_station",
        "Costruisci una stazione",
        "Build a station",
    ),
    (
        "choose_city",
        "Tocca una città libera per la stazione",
        "Tap a free city for your station",
    ),
    ("station_in", "Stazione a {}", "Station in {}"),
    ("cancel", "Annulla", "Cancel"),
    ("confirm", "Conferma", "Confirm"),
    ("claim_route", "Prendi la tratta {} – {}", "Claim {} – {}"),
    ("choose_payment", "Scegli come pagare", "Choose how to pay"),
    // A route's terms in the claim dialog (src/europe/route_words.rs).
    (
        "costs",
        "Costa {} (le locomotive sono jolly).",
        "Costs {} (locomotives are wild).",
    ),
    (
        "of_one_colour",
        "{} dello stesso colore",
        "{} of one colour",
    ),
    (
        "ferry_terms",
        "Traghetto: tra le carte serve almeno {} locomotiva.|Traghetto: tra le carte servono almeno {} locomotive.",
        "Ferry: at least {} locomotive among them.|Ferry: at least {} locomotives among them.",
    ),
    (
        "tunnel_terms",
        "Galleria: dopo il pagamento si girano 3 carte dal mazzo; ognuna del colore pagato o locomotiva costa una carta in più, oppure rinunci.",
        "Tunnel: after you pay, 3 cards are turned from the deck; each of the colour you paid or a locomotive costs one more card, or you give up.",
    ),
    (
        "tunnel_cannot_pay",
        "Non hai le carte in più: rinuncia, le tue carte tornano in mano e il turno finisce.",
        "You do not have the extra cards: give up, your cards go back to your hand and your turn ends.",
    ),
    ("claimable", "puoi prenderla", "you can claim it"),
    // The end of a person's turn in pass and play (src/europe/turn_end.rs).
    (
        "turn_over",
        "{}, il tuo turno è finito",
        "{}, your turn is over",
    ),
    ("you_drew", "Hai pescato:", "You drew:"),
    (
        "hide_and_pass",
        "Nascondi le mie carte e passa",
        "Hide my cards and pass on",
    ),
    (
        "since_last_turn",
        "Dal tuo ultimo turno",
        "Since your last turn",
    ),
    ("latest_moves", "Ultime mosse", "Latest moves"),
    ("rematch", "Rivincita", "Rematch"),
    ("pay", "Paga", "Pay"),
    ("decline", "Rinuncia", "Give up"),
    ("tunnel_title", "Galleria {} – {}", "Tunnel {} – {}"),
    // "ne servono altre 1 carta" was wrong: the verb agrees with the number.
    (
        "tunnel_extra",
        "Carte rivelate: ne serve ancora {} carta|Carte rivelate: ne servono altre {} carte",
        "Revealed cards: {} card more needed|Revealed cards: {} cards more needed",
    ),
    (
        "choose_tickets",
        "Scegli i biglietti da tenere",
        "Choose the tickets to keep",
    ),
    (
        "choose_long_tickets",
        "Scegli i biglietti lunghi da tenere",
        "Choose the long tickets to keep",
    ),
    (
        "keep_min",
        "Tienine almeno {}: tocca quelli da tenere",
        "Keep at least {}: tap the ones to keep",
    ),
    (
        "keep_between",
        "Tienine da {} a {}: tocca quelli da tenere",
        "Keep from {} to {}: tap the ones to keep",
    ),
    ("keep", "Tieni", "Keep"),
    ("turn_of", "Tocca a {}", "{}'s turn"),
    ("your_turn", "Tocca a te", "Your turn"),
    // In the final round every turn is its player's last.
    (
        "your_last_turn",
        "Tocca a te: è il tuo ultimo turno",
        "Your turn: your last one",
    ),
    (
        "second_card",
        "Prendi la seconda carta",
        "Take your second card",
    ),
    (
        "final_round",
        "Ultimo giro! {} ha 2 vagoni o meno",
        "Final round! {} has 2 trains or fewer",
    ),
    (
        "pass_device",
        "Passa il dispositivo a {}",
        "Pass the device to {}",
    ),
    (
        "i_am",
        "Sono {}: mostra le mie carte",
        "I am {}: show my cards",
    ),
    ("thinking", "{} sta pensando…", "{} is thinking…"),
    ("skip", "Salta l'attesa", "Skip the wait"),
    // The same button on a phone, where the long words would fold the banner.
    ("skip_short", "Salta", "Skip"),
    (
        "thinking_progress",
        "Quanto ha già pensato",
        "How far the computer has thought",
    ),
    ("log", "Cronaca", "Move log"),
    ("score", "Punti", "Score"),
    ("trains", "Vagoni", "Trains"),
    ("cards_held", "Carte", "Cards"),
    ("tickets_held", "Biglietti", "Tickets"),
    ("stations_left", "Stazioni", "Stations"),
    ("pass", "Passa", "Pass"),
    ("lends", "presta {}", "lends {}"),
    ("lends_nothing", "non presta nulla", "lends nothing"),
    ("unused_stations", "Stazioni non usate", "Unused stations"),
    (
        "longest_path",
        "European Express: {}",
        "European Express: {}",
    ),
    ("decided_by", "Spareggio", "Tie-break"),
    ("tb_points", "più punti", "most points"),
    (
        "tb_tickets",
        "più biglietti completati",
        "most completed tickets",
    ),
    ("tb_stations", "meno stazioni usate", "fewest stations used"),
    ("tb_express", "European Express", "European Express"),
    ("tb_shared", "vittoria condivisa", "shared win"),
    (
        "colour_blind",
        "Simboli per daltonici",
        "Colour-blind symbols",
    ),
    ("dismiss", "Chiudi", "Close"),
    ("game_over", "Partita finita", "Game over"),
    ("which_track", "Quale binario?", "Which track?"),
    ("longest_trail", "Percorso più lungo", "Longest trail"),
    (
        "express_holder",
        "Ora prenderebbe l'European Express",
        "Would take the European Express now",
    ),
    ("zoom_in", "Ingrandisci", "Zoom in"),
    ("zoom_out", "Riduci", "Zoom out"),
    ("zoom_reset", "Mappa intera", "Whole map"),
    (
        "game_broken",
        "La partita non può continuare",
        "The game cannot go on",
    ),
    (
        "computer_stopped",
        "il giocatore del computer non ha risposto. Ricarica la pagina per riprovare: la partita è salvata",
        "the computer player did not answer. Reload the page to try again: the game is saved",
    ),
    ("station", "stazione", "station"),
    ("log_initial", "{} tiene {}", "{} keeps {}"),
    (
        "log_started",
        "Si parte: inizia {}",
        "Play starts: {} goes first",
    ),
    (
        "log_face_up",
        "{} prende una carta {} scoperta",
        "{} takes a face-up {} card",
    ),
    (
        "log_blind",
        "{} pesca una carta dal mazzo",
        "{} draws a card from the deck",
    ),
    (
        "log_claim",
        "{} prende {} – {} ({})",
        "{} claims {} – {} ({})",
    ),
    ("n_points", "{} punto|{} punti", "{} point|{} points"),
    (
        "log_tunnel",
        "{} tenta la galleria {} – {}: {} in più",
        "{} tries the tunnel {} – {}: {} more",
    ),
    (
        "log_tunnel_no",
        "{} rinuncia alla galleria {} – {}",
        "{} gives up the tunnel {} – {}",
    ),
    ("log_tickets_drawn", "{} pesca {}", "{} draws {}"),
    ("log_tickets_kept", "{} tiene {}", "{} keeps {}"),
    (
        "log_station",
        "{} costruisce una stazione a {}",
        "{} builds a station in {}",
    ),
    ("log_pass", "{} passa", "{} passes"),
    (
        "log_setup_returned",
        "I biglietti restituiti vanno, mescolati insieme, in fondo al mazzo",
        "The returned tickets go under the deck, shuffled together",
    ),
    (
        "log_depot_round",
        "Si piazzano i depositi: inizia {}",
        "Depots are placed: {} goes first",
    ),
    (
        "log_depot",
        "{} piazza un deposito a {}",
        "{} places a depot in {}",
    ),
    (
        "log_stored",
        "{} mette la prima carta del mazzo in un magazzino",
        "{} puts the deck's top card into a warehouse",
    ),
    (
        "log_collected",
        "{} ritira il magazzino del deposito di {} (carte: {})",
        "{} collects the warehouse of the depot in {} (cards: {})",
    ),
    (
        "log_warehouses_emptied",
        "I magazzini vengono svuotati in un nuovo mazzo",
        "The warehouses are emptied into a new deck",
    ),
    (
        "log_reshuffle",
        "Il mazzo viene rimescolato",
        "The deck is reshuffled",
    ),
    (
        "log_reset",
        "Tre locomotive scoperte: carte rinnovate",
        "Three face-up locomotives: the row is replaced",
    ),
    ("err_game_over", "La partita è finita.", "The game is over."),
    (
        "err_not_your_turn",
        "Non è il tuo turno.",
        "It is not your turn.",
    ),
    (
        "err_wrong_moment",
        "Non adesso: prima finisci questa mossa.",
        "Not now: finish this move first.",
    ),
    (
        "err_slot",
        "Non c'è questa carta scoperta.",
        "There is no such face-up card.",
    ),
    (
        "err_loco_second",
        "Una locomotiva scoperta si prende solo come prima e unica carta.",
        "A face-up locomotive can only be taken as your first and only card.",
    ),
    (
        "err_no_cards",
        "Non ci sono più carte da pescare.",
        "There are no train cards left to draw.",
    ),
    (
        "err_route_taken",
        "Questa tratta è già presa.",
        "That route is already claimed.",
    ),
    (
        "err_double_closed",
        "In 2 o 3 giocatori si prende una sola tratta di una doppia.",
        "With 2 or 3 players only one route of a double route can be claimed.",
    ),
    (
        "err_own_double",
        "Hai già l'altra tratta di questa doppia.",
        "You already own the other route of this double route.",
    ),
    (
        "err_trains",
        "Serve {} vagone, te ne restano {}.|Servono {} vagoni, te ne restano {}.",
        "You need {} train but have {} left.|You need {} trains but have {} left.",
    ),
    (
        "err_wrong_color",
        "Questa tratta si paga in {} (locomotive jolly).",
        "This route must be paid in {} (locomotives are wild).",
    ),
    (
        "err_ferry",
        "Questo traghetto vuole almeno {}.",
        "This ferry needs at least {}.",
    ),
    (
        "err_afford",
        "Per questa tratta serve {} carta di colore {} (le locomotive sono jolly).|Per questa tratta servono {} carte di colore {} (le locomotive sono jolly).",
        "This route needs {} {} card (locomotives are wild).|This route needs {} {} cards (locomotives are wild).",
    ),
    (
        "err_afford_gray",
        "Per questa tratta serve {} carta dello stesso colore (le locomotive sono jolly).|Per questa tratta servono {} carte dello stesso colore (le locomotive sono jolly).",
        "This route needs {} card of one colour (locomotives are wild).|This route needs {} cards of one colour (locomotives are wild).",
    ),
    (
        "err_payment",
        "Queste carte non sono un pagamento valido.",
        "Those cards do not make a valid payment.",
    ),
    (
        "err_cards",
        "Ti serve {} carta di colore {}, ne hai {}.|Ti servono {} carte di colore {}, ne hai {}.",
        "You need {} {} card but hold {}.|You need {} {} cards but hold {}.",
    ),
    (
        "err_tunnel_color",
        "Le carte in più della galleria devono essere di colore {} o locomotive.",
        "The tunnel's extra cards must be {} or locomotives.",
    ),
    (
        "err_no_tickets",
        "Il mazzo dei biglietti è vuoto.",
        "The destination ticket deck is empty.",
    ),
    (
        "err_keep",
        "Devi tenere almeno {}.",
        "You must keep at least {}.",
    ),
    (
        "err_ticket_choice",
        "Scegli solo tra i biglietti offerti.",
        "Choose only among the tickets you were offered.",
    ),
    (
        "err_city",
        "Questa città non esiste.",
        "That city does not exist.",
    ),
    (
        "err_city_station",
        "In questa città c'è già una stazione.",
        "That city already has a station.",
    ),
    (
        "err_no_stations",
        "Hai già costruito le tue 3 stazioni.",
        "You have built all 3 of your stations.",
    ),
    (
        "err_keep_most",
        "Di questi biglietti puoi tenerne al massimo {}.",
        "You may keep at most {} of these tickets.",
    ),
    (
        "err_no_depots_game",
        "Questa partita si gioca senza magazzini e depositi.",
        "This game is played without warehouses and depots.",
    ),
    (
        "err_no_depots_left",
        "Non hai più depositi nella tua riserva.",
        "You have no depots left in your supply.",
    ),
    (
        "err_depot_city",
        "Un deposito va solo in una città senza depositi né stazioni.",
        "A depot can only go on a city with no depot and no station.",
    ),
    (
        "err_station_depot",
        "Non puoi costruire una stazione in una città con un deposito.",
        "A station cannot be built on a city with a depot.",
    ),
    (
        "err_choose_warehouse",
        "Prima di pescare, scegli il magazzino che riceve la prima carta del mazzo.",
        "Before drawing, choose the warehouse that gets the deck's top card.",
    ),
    (
        "err_warehouse",
        "Quel magazzino non esiste.",
        "There is no such warehouse.",
    ),
    (
        "err_collection",
        "Puoi ritirare solo i magazzini dei depositi alle estremità della tratta presa.",
        "You can only collect the warehouses of depots at the ends of the route you claimed.",
    ),
    (
        "err_depots_needed",
        "Ogni magazzino ritirato costa un deposito dalla riserva, e te ne restano {}.",
        "Each warehouse collected costs a depot from your supply, and you have {} left.",
    ),
    (
        "err_pass",
        "Puoi passare solo se non puoi fare altro.",
        "You may pass only when no other action is possible.",
    ),
    // The log's sentences about the person at the screen ("you"), so the
    // verb agrees with its subject in both languages (src/game/words.rs).
    (
        "log_depot_round_you",
        "Si piazzano i depositi: inizi tu",
        "Depots are placed: you go first",
    ),
    (
        "log_depot_you",
        "Piazzi un deposito a {}",
        "You place a depot in {}",
    ),
    (
        "log_stored_you",
        "Metti la prima carta del mazzo in un magazzino",
        "You put the deck's top card into a warehouse",
    ),
    (
        "log_collected_you",
        "Ritiri il magazzino del deposito di {} (carte: {})",
        "You collect the warehouse of the depot in {} (cards: {})",
    ),
    ("log_initial_you", "Tieni {}", "You keep {}"),
    (
        "log_started_you",
        "Si parte: inizi tu",
        "Play starts: you go first",
    ),
    (
        "log_face_up_you",
        "Prendi una carta {} scoperta",
        "You take a face-up {} card",
    ),
    (
        "log_blind_you",
        "Peschi una carta dal mazzo",
        "You draw a card from the deck",
    ),
    (
        "log_claim_you",
        "Prendi {} – {} ({})",
        "You claim {} – {} ({})",
    ),
    (
        "log_tunnel_you",
        "Tenti la galleria {} – {}: {} in più",
        "You try the tunnel {} – {}: {} more",
    ),
    (
        "log_tunnel_no_you",
        "Rinunci alla galleria {} – {}",
        "You give up the tunnel {} – {}",
    ),
    ("log_tickets_drawn_you", "Peschi {}", "You draw {}"),
    ("log_tickets_kept_you", "Tieni {}", "You keep {}"),
    (
        "log_station_you",
        "Costruisci una stazione a {}",
        "You build a station in {}",
    ),
    ("log_pass_you", "Passi", "You pass"),
    (
        "final_round_you",
        "Ultimo giro! Hai 2 vagoni o meno",
        "Final round! You have 2 trains or fewer",
    ),
    // ---- end of the game screen's block ----
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
        "Pianifica una rete per i suoi biglietti, raccoglie i colori giusti, pesca altri biglietti quando può completarli e punta alle tratte lunghe.",
        "Plans a network for its tickets, collects the right colours, draws more tickets when it can finish them and chases long routes.",
    ),
    (
        "hard_desc",
        "Pensa in avanti giocando centinaia di futuri possibili da ciò che ha visto; blocca le tue tratte quando conviene e usa bene le stazioni.",
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
    // ---- end of new game, saves and storage ----
    // ---- Warehouses & Depots ----
    ("ng_depots", "Magazzini & Depositi", "Warehouses & Depots"),
    (
        "ng_depots_desc",
        "Ogni giocatore ha un magazzino e 5 depositi: chi reclama una tratta verso la città di un deposito può prendere le carte di quel magazzino. Consigliato con Grandi Città d'Europa.",
        "Each player has a warehouse and 5 depots: whoever claims a route into a depot's city may take that warehouse's cards. Recommended with Big Cities of Europe.",
    ),
    (
        "depot_round_you",
        "Piazza il tuo primo deposito: tocca una città libera. Chi reclama una tratta verso quella città potrà prendere le carte del tuo magazzino.",
        "Place your first depot: tap an empty city. Whoever claims a route into that city may take the cards in your warehouse.",
    ),
    (
        "depot_round_of",
        "{} piazza il primo deposito",
        "{} places a first depot",
    ),
    ("depot_in", "Deposito a {}", "Depot in {}"),
    (
        "depot_place",
        "Piazza un deposito qui",
        "Place a depot here",
    ),
    (
        "depot_first_why",
        "Ognuno piazza un deposito prima di iniziare; gli altri 4 restano nella tua riserva.",
        "Everyone places one depot before play starts; your other 4 stay in your supply.",
    ),
    (
        "depot_free_why",
        "È un'azione gratuita, prima dell'azione del turno. Il deposito non si sposta più, e ogni deposito usato conta contro i 10 punti per chi ne usa meno.",
        "It is a free action, before your turn's action. The depot never moves, and each depot you use counts against the 10 points for using the fewest.",
    ),
    (
        "n_depots_left",
        "{} deposito in riserva|{} depositi in riserva",
        "{} depot in supply|{} depots in supply",
    ),
    ("place_depot", "Deposito", "Place a depot"),
    (
        "choose_depot_city",
        "Tocca una città libera (senza deposito né stazione).",
        "Tap an empty city (no depot, no station).",
    ),
    (
        "store_to",
        "La prima carta del mazzo va nel magazzino di chi?",
        "Whose warehouse gets the deck's top card?",
    ),
    ("warehouse_you", "tuo", "yours"),
    (
        "store_in_you",
        "Metti la prima carta del mazzo nel tuo magazzino (ora {})",
        "Put the deck's top card into your warehouse (now {})",
    ),
    (
        "store_in",
        "Metti la prima carta del mazzo nel magazzino di {} (ora {})",
        "Put the deck's top card into {}'s warehouse (now {})",
    ),
    ("warehouse", "Magazzino", "Warehouse"),
    (
        "warehouse_cards",
        "Carte in magazzino",
        "Cards in warehouse",
    ),
    ("depots_left", "Depositi in riserva", "Depots in supply"),
    (
        "collect_title",
        "Prendere un magazzino?",
        "Take a warehouse?",
    ),
    (
        "collect_option",
        "Magazzino di {} (deposito a {}): {}",
        "{}'s warehouse (depot in {}): {}",
    ),
    (
        "collect_option_you",
        "Il tuo magazzino (deposito a {}): {}",
        "Your warehouse (depot in {}): {}",
    ),
    (
        "collect_cost",
        "Ogni magazzino preso costa un deposito della tua riserva: ne hai {}.",
        "Each warehouse taken costs a depot from your supply: you have {}.",
    ),
    ("collect_nothing", "Non prendere niente", "Take nothing"),
    ("collect_confirm", "Conferma", "Confirm"),
    ("depot_bonus", "Bonus depositi", "Depot bonus"),
    ("depots_kept", "{} in riserva", "{} in supply"),
    ("depot_of", "Deposito di {}", "{}'s depot"),
    // ---- end of Warehouses & Depots ----
];

type Entry = (&'static str, &'static str, &'static str);

thread_local! {
    /// Both games' texts sorted by key, once: a page of 101 routes asks for
    /// hundreds of texts a move, and a scan of the table per text showed in
    /// the click's time.
    static SORTED: Vec<Entry> = {
        let mut all: Vec<Entry> = TEXTS.iter().chain(crate::cardgame::words::TEXTS).copied().collect();
        // A stable sort keeps the first of a repeated key first, as the scan did.
        all.sort_by_key(|e| e.0);
        all
    };
}

/// (Italian, English) for a key; `None` for an unknown key.
fn pair(key: &str) -> Option<(&'static str, &'static str)> {
    SORTED.with(|all| {
        let i = all.partition_point(|e| e.0 < key);
        all.get(i)
            .filter(|e| e.0 == key)
            .map(|&(_, it, en)| (it, en))
    })
}

/// The text for `key` in `lang`; an unknown key shows itself, so a missing
/// entry is visible instead of crashing.
pub fn tr(lang: Lang, key: &'static str) -> &'static str {
    match (pair(key), lang) {
        (Some((it, _)), Lang::It) => it,
        (Some((_, en)), Lang::En) => en,
        (None, _) => key,
    }
}

/// `template` with each `{}` replaced by the next of `args`, in order.
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut parts = template.split("{}");
    if let Some(first) = parts.next() {
        out.push_str(first);
    }
    for (i, part) in parts.enumerate() {
        out.push_str(args.get(i).copied().unwrap_or(""));
        out.push_str(part);
    }
    out
}

/// `n` of a counted word: `key` holds "one|many" forms (the same rule in
/// both languages: 1 is singular, 0 and 2+ plural), each with `{}` for `n`
/// and then `rest`. The one helper for every count the player reads.
pub fn count(lang: Lang, key: &'static str, n: u32, rest: &[&str]) -> String {
    let text = tr(lang, key);
    let (one, many) = text.split_once('|').unwrap_or((text, text));
    let n_text = n.to_string();
    let mut args = vec![n_text.as_str()];
    args.extend_from_slice(rest);
    fill(if n == 1 { one } else { many }, &args)
}

/// The current language, provided once by the app.
#[derive(Clone, Copy)]
pub struct LangContext(pub RwSignal<Lang>);

/// Reads the app's language signal (English if no app provided one).
pub fn use_lang() -> RwSignal<Lang> {
    use_context::<LangContext>()
        .map(|c| c.0)
        .unwrap_or_else(|| RwSignal::new(Lang::En))
}

/// A reactive translation: re-evaluates when the language changes.
pub fn t(key: &'static str) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let lang = use_lang();
    let (it, en) = pair(key).unwrap_or((key, key));
    move || match lang.get() {
        Lang::It => it,
        Lang::En => en,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::palette::PLAYER_COLORS;
    use europa_engine::CardColor;

    /// Keys the components use; each must be translated.
    const UI_KEYS: &[&str] = &[
        "title",
        "tagline",
        "board",
        "player",
        "turns",
        "switch_lang",
        "final_scores",
        "routes",
        "tickets",
        "stations",
        "express",
        "total",
        "winner",
        "winners",
        "tunnel",
        "ferry",
        "n_cars",
        "claimed_by",
    ];

    #[test]
    fn every_key_has_both_languages() {
        let engine_keys = CardColor::ALL.iter().map(|c| c.key());
        let player_keys = PLAYER_COLORS.iter().map(|p| p.key);
        for key in UI_KEYS
            .iter()
            .copied()
            .chain(engine_keys)
            .chain(player_keys)
            .chain(["gray"])
        {
            let (it, en) = pair(key).unwrap_or_else(|| panic!("no translation for {key}"));
            assert!(!it.is_empty() && !en.is_empty(), "{key}");
        }
    }

    #[test]
    fn fill_puts_arguments_in_order() {
        assert_eq!(
            fill("{} claims {} – {}", &["Anna", "Roma", "Wien"]),
            "Anna claims Roma – Wien"
        );
        assert_eq!(fill("no args", &[]), "no args");
    }

    /// Keys of the new-game and saves screens (src/screens/), and the
    /// engine's level keys with their descriptions.
    #[test]
    fn screens_keys_have_both_languages() {
        let screens = [
            "home_new",
            "home_continue",
            "home_saves",
            "back",
            "ng_title",
            "ng_players",
            "ng_name",
            "ng_kind",
            "ng_human",
            "ng_computer",
            "ng_variant",
            "ng_seed",
            "ng_seed_hint",
            "ng_new_seed",
            "ng_first",
            "ng_first_drawn",
            "ng_start",
            "ng_bad_seed",
            "ng_bad_first",
            "sv_title",
            "sv_empty",
            "sv_date",
            "sv_round",
            "sv_over",
            "sv_open",
            "sv_delete",
            "sv_export",
            "sv_export_raw",
            "sv_import",
            "sv_imported",
            "sv_unreadable",
            "sv_untouched",
            "err_unavailable",
            "err_quota",
            "err_missing",
            "err_write",
            "err_malformed",
            "err_version",
            "err_seats",
            "err_game",
            "err_at_move",
            "err_file",
            "game_europe",
            "game_cardgame",
            "autosave_not_saved",
            "autosave_saved_upto",
            "recovery_title",
            "recovery_text",
            "recovery_home",
            "recovery_details",
            "sv_date_unknown",
            "ng_game",
            "ng_beginner",
            "ng_beginner_hint",
        ];
        let variants = europa_engine::config::VariantId::ALL.map(|v| v.key());
        for key in screens.into_iter().chain(variants) {
            let (it, en) = pair(key).unwrap_or_else(|| panic!("no translation for {key}"));
            assert!(!it.is_empty() && !en.is_empty(), "{key}");
        }
        // The English texts are the engine's own, so they cannot drift apart.
        use crate::session::GameKind;
        for level in europa_engine::bots::LEVELS {
            assert_eq!(pair(level.key).map(|p| p.1), Some(level.name));
            let desc = crate::screens::level_desc_key(GameKind::Europe, level.key);
            assert_eq!(pair(desc).map(|p| p.1), Some(level.description));
        }
        for level in cardgame_engine::bots::LEVELS {
            assert_eq!(pair(level.key).map(|p| p.1), Some(level.name));
            let desc = crate::screens::level_desc_key(GameKind::CardGame, level.key);
            assert_eq!(pair(desc).map(|p| p.1), Some(level.description));
        }
    }

    #[test]
    fn counts_agree_with_their_number_in_both_languages() {
        assert_eq!(count(Lang::En, "n_cars", 1, &[]), "1 car");
        assert_eq!(count(Lang::En, "n_cars", 3, &[]), "3 cars");
        assert_eq!(count(Lang::It, "n_cars", 1, &[]), "1 vagone");
        assert_eq!(count(Lang::It, "n_cars", 0, &[]), "0 vagoni");
        assert_eq!(count(Lang::En, "n_cards_of", 1, &["white"]), "1 white card");
        assert_eq!(
            count(Lang::It, "n_cards_of", 2, &["bianco"]),
            "2 carte di colore bianco"
        );
    }

    #[test]
    fn a_tunnel_needing_one_more_card_is_said_in_the_singular() {
        assert_eq!(
            count(Lang::It, "tunnel_extra", 1, &[]),
            "Carte rivelate: ne serve ancora 1 carta"
        );
        assert_eq!(
            count(Lang::It, "tunnel_extra", 2, &[]),
            "Carte rivelate: ne servono altre 2 carte"
        );
        assert_eq!(
            count(Lang::En, "tunnel_extra", 1, &[]),
            "Revealed cards: 1 card more needed"
        );
    }

    // Regression: the page said "1 cars" and "card(s)".
    #[test]
    fn no_text_hedges_a_plural() {
        for (key, it, en) in TEXTS {
            for text in [it, en] {
                assert!(
                    !text.contains("(s)") && !text.contains("(i)"),
                    "{key}: {text}"
                );
                // A counted word has exactly its two forms in both languages.
                if text.contains('|') {
                    assert_eq!(text.matches('|').count(), 1, "{key}");
                    assert!(it.contains('|') && en.contains('|'), "{key}");
                }
            }
        }
    }

    #[test]
    fn unknown_key_shows_itself() {
        assert_eq!(tr(Lang::It, "nope"), "nope");
    }

    #[test]
    fn browser_tag_picks_language() {
        assert_eq!(Lang::from_tag("it-IT"), Lang::It);
        assert_eq!(Lang::from_tag("IT"), Lang::It);
        assert_eq!(Lang::from_tag("en-US"), Lang::En);
        assert_eq!(Lang::from_tag(""), Lang::En);
    }
}
