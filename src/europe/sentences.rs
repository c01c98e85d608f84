//! The sentences of Ticket to Ride Europe's move log and of the rules'
//! refusals, in Italian and English, which `words.rs` fills with names,
//! cities and cards.
use crate::i18n::Entry;

/// (key, Italian, English), looked up by [`crate::i18n::tr`] with every
/// other table.
pub static TEXTS: &[Entry] = &[
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
        "Giro dei depositi: {} piazza il primo",
        "Depot round: {} places the first depot",
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
        "Questa linea è già presa.",
        "That route is already claimed.",
    ),
    (
        "err_double_closed",
        "In 2 o 3 giocatori si prende una sola linea di una doppia.",
        "With 2 or 3 players only one route of a double route can be claimed.",
    ),
    (
        "err_own_double",
        "Hai già l'altra linea di questa doppia.",
        "You already own the other route of this double route.",
    ),
    (
        "err_trains",
        "Serve {} vagone, te ne restano {}.|Servono {} vagoni, te ne restano {}.",
        "You need {} train but have {} left.|You need {} trains but have {} left.",
    ),
    (
        "err_wrong_color",
        "Questa linea si paga in {} (locomotive jolly).",
        "This route must be paid in {} (locomotives are wild).",
    ),
    (
        "err_ferry",
        "Questo traghetto vuole almeno {}.",
        "This ferry needs at least {}.",
    ),
    (
        "err_afford",
        "Per questa linea serve {} carta di colore {} (le locomotive sono jolly).|Per questa linea servono {} carte di colore {} (le locomotive sono jolly).",
        "This route needs {} {} card (locomotives are wild).|This route needs {} {} cards (locomotives are wild).",
    ),
    (
        "err_afford_gray",
        "Per questa linea serve {} carta dello stesso colore (le locomotive sono jolly).|Per questa linea servono {} carte dello stesso colore (le locomotive sono jolly).",
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
        "Puoi ritirare solo i magazzini dei depositi alle estremità della linea presa.",
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
    // verb agrees with its subject in both languages (`words.rs`).
    (
        "log_depot_round_you",
        "Giro dei depositi: piazzi tu il primo",
        "Depot round: you place the first depot",
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
    // A card's colour after "una carta" (Italian agrees with "carta":
    // "una carta gialla scoperta", never "una carta giallo").
    ("card_white", "bianca", "white"),
    ("card_yellow", "gialla", "yellow"),
    ("card_black", "nera", "black"),
    ("card_red", "rossa", "red"),
];
