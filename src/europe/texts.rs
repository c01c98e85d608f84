//! Ticket to Ride Europe's table in Italian and English: the map, cards,
//! tickets, dialogs, turns, scores, and Warehouses & Depots. The log's and
//! the refusals' sentences are in `sentences.rs`.
use crate::i18n::Entry;

/// (key, Italian, English), looked up by [`crate::i18n::tr`] with every
/// other table. Counted words hold "one|many" forms for [`crate::i18n::count`].
pub static TEXTS: &[Entry] = &[
    ("board", "Mappa d'Europa", "Map of Europe"),
    ("turns", "Turni", "Turns"),
    ("final_scores", "Punteggi finali", "Final scores"),
    ("routes", "Linee", "Routes"),
    ("express", "Express", "Express"),
    ("total", "Totale", "Total"),
    ("winner", "Vince", "Winner"),
    ("winners", "Vincono a pari merito", "Shared win"),
    ("tunnel", "galleria", "tunnel"),
    ("ferry", "traghetto", "ferry"),
    // Counted words: "one|many" forms, picked by `count` (never "card(s)").
    ("n_cars", "{} vagone|{} vagoni", "{} car|{} cars"),
    ("n_trains", "{} vagone|{} vagoni", "{} train|{} trains"),
    ("claimed_by", "presa da", "claimed by"),
    ("locomotive", "locomotiva", "locomotive"),
    ("hand", "La tua mano", "Your hand"),
    ("face_up", "Carte scoperte", "Face-up cards"),
    ("deck", "Mazzo", "Deck"),
    ("draw_blind", "Pesca dal mazzo", "Draw from the deck"),
    // Under the deck's count when the deck is empty and a draw refills it.
    ("deck_from_discards", "dagli scarti", "from the discards"),
    (
        "deck_from_warehouses",
        "dai magazzini",
        "from the warehouses",
    ),
    ("take_card", "Prendi la carta", "Take card"),
    ("draw_tickets", "Pesca biglietti", "Draw tickets"),
    ("your_tickets", "I tuoi biglietti", "Your tickets"),
    (
        "pick_colour",
        "Tocca un colore: sulla mappa restano segnate solo le tratte che paga",
        "Tap a colour: the map marks only the routes it pays for",
    ),
    // Ticket progress (src/europe/tickets.rs).
    ("tp_done", "completato", "complete"),
    (
        "tp_short",
        "manca {} vagone|mancano {} vagoni",
        "{} car to go|{} cars to go",
    ),
    (
        "tp_station",
        "serve una stazione|servono {} stazioni",
        "needs a station|needs {} stations",
    ),
    (
        "tp_no_trains",
        "più del {} treno che ti resta|più dei {} treni che ti restano",
        "more than your {} train left|more than your {} trains left",
    ),
    (
        "tp_impossible",
        "impossibile: ogni percorso è tagliato",
        "impossible: every way is cut",
    ),
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
    ("claim_route", "Prendi la linea {} – {}", "Claim {} – {}"),
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
    // What the turn banner says you may do (src/europe/turn_banner.rs).
    ("may_draw", "pesca carte", "draw cards"),
    ("may_claim", "prendi una tratta", "claim a route"),
    ("may_tickets", "pesca biglietti", "draw tickets"),
    ("may_station", "costruisci una stazione", "build a station"),
    ("your_turn_named", "Tocca a te, {}", "Your turn, {}"),
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
    // A phone's "☰": the sheet with the log and the settings.
    (
        "log_and_settings",
        "Cronaca e impostazioni",
        "Move log and settings",
    ),
    ("score", "Punti", "Score"),
    ("trains", "Vagoni", "Trains"),
    (
        "seats_legend",
        "Simboli dei giocatori",
        "The players' symbols",
    ),
    ("cards_held", "Carte", "Cards"),
    ("tickets_held", "Biglietti", "Tickets"),
    ("stations_left", "Stazioni", "Stations"),
    ("pass", "Passa", "Pass"),
    // A station at the end (E10): the other player's route it uses, or why none.
    ("station_uses", "usa {}, linea di {}", "uses {}, {}'s route"),
    (
        "station_uses_yours",
        "usa {}, la tua linea",
        "uses {}, your route",
    ),
    ("station_uses_route", "usa la linea {}", "uses the route {}"),
    (
        "station_none_here",
        "nessun altro giocatore ha una linea qui",
        "no other player has a route here",
    ),
    (
        "station_no_help",
        "nessuna linea di altri giocatori qui serve ai biglietti",
        "no other player's route here helps a ticket",
    ),
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
    ("station", "stazione", "station"),
    ("n_points", "{} punto|{} punti", "{} point|{} points"),
    (
        "final_round_you",
        "Ultimo giro! Hai 2 vagoni o meno",
        "Final round! You have 2 trains or fewer",
    ),
    // Warehouses & Depots.
    (
        "depot_round_you",
        "Piazza il tuo primo deposito: tocca una città libera. Chi controlla una linea verso quella città potrà prendere le carte del tuo magazzino.",
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
    (
        "warehouse_cards",
        "Carte in magazzino",
        "Cards in warehouse",
    ),
    ("depots_left", "Depositi in riserva", "Depots in supply"),
    ("collect_title", "Prendi un magazzino", "Take a warehouse"),
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
    ("collect_confirm", "Conferma", "Confirm"),
    ("depot_bonus", "Bonus depositi", "Depot bonus"),
    ("depots_kept", "{} in riserva", "{} in supply"),
    ("depot_of", "Deposito di {}", "{}'s depot"),
    (
        "n_long_tickets",
        "{} biglietto lungo|{} biglietti lunghi",
        "{} long ticket|{} long tickets",
    ),
    (
        "choose_long_tickets",
        "Scegli i biglietti lunghi da tenere",
        "Choose the long tickets to keep",
    ),
    // In the final round every turn is its player's last.
    (
        "your_last_turn",
        "Tocca a te: è il tuo ultimo turno",
        "Your turn: your last one",
    ),
];
