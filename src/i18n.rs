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
    pub fn code(self) -> &'static str {
        match self {
            Lang::It => "it",
            Lang::En => "en",
        }
    }
}

/// (Italian, English) for a key; `None` for an unknown key.
fn pair(key: &str) -> Option<(&'static str, &'static str)> {
    Some(match key {
        "title" => ("Europa Express", "Europa Express"),
        // The app update offered by the service worker.
        "update_ready" => ("È pronta una nuova versione.", "A new version is ready."),
        "update_reload" => ("Ricarica per aggiornare", "Reload to update"),
        // The rules reference (src/rules_help.rs).
        "rules_help" => ("Regole", "Rules"),
        "close" => ("Chiudi", "Close"),
        "tagline" => ("Ticket to Ride Europa", "Ticket to Ride Europe"),
        "board" => ("Mappa d'Europa", "Map of Europe"),
        "play_random" => ("Gioca una partita casuale", "Play a random game"),
        "play_random_hint" => (
            "Gioca una partita intera tra bot casuali",
            "Play a whole game between random bots",
        ),
        "players" => ("Giocatori", "Players"),
        "player" => ("Giocatore", "Player"),
        "seed" => ("Seme", "Seed"),
        "turns" => ("Turni", "Turns"),
        "switch_lang" => ("Passa all'inglese", "Switch to Italian"),
        "final_scores" => ("Punteggi finali", "Final scores"),
        "routes" => ("Tratte", "Routes"),
        "tickets" => ("Biglietti", "Tickets"),
        "stations" => ("Stazioni", "Stations"),
        "express" => ("Express", "Express"),
        "total" => ("Totale", "Total"),
        "winner" => ("Vince", "Winner"),
        "winners" => ("Vincono a pari merito", "Shared win"),
        "no_game" => (
            "Nessuna partita ancora: premi il pulsante.",
            "No game yet: press the button.",
        ),
        "game_error" => ("La partita si è interrotta", "The game stopped"),
        "tunnel" => ("galleria", "tunnel"),
        "ferry" => ("traghetto", "ferry"),
        "cars" => ("vagoni", "cars"),
        "claimed_by" => ("presa da", "claimed by"),
        // Route and card colours (engine keys).
        "purple" => ("viola", "purple"),
        "blue" => ("blu", "blue"),
        "orange" => ("arancione", "orange"),
        "white" => ("bianco", "white"),
        "green" => ("verde", "green"),
        "yellow" => ("giallo", "yellow"),
        "black" => ("nero", "black"),
        "red" => ("rosso", "red"),
        "gray" => ("grigio", "gray"),
        "locomotive" => ("locomotiva", "locomotive"),
        // Player colours.
        "brown" => ("marrone", "brown"),
        // ---- Game screen (table, dialogs, log, scores) ----
        "home" => ("Inizio", "Home"),
        "new_game" => ("Nuova partita", "New game"),
        "saved_games" => ("Partite salvate", "Saved games"),
        "quick_vs_computer" => (
            "Partita veloce contro il computer",
            "Quick game against the computer",
        ),
        "quick_pass_play" => (
            "Due persone e un computer su questo dispositivo",
            "Two people and a computer on this device",
        ),
        "you" => ("Tu", "You"),
        "resume" => ("Torna alla partita", "Back to the game"),
        "coming_soon" => ("In arrivo", "Coming soon"),
        "computer" => ("Computer", "Computer"),
        "hand" => ("La tua mano", "Your hand"),
        "face_up" => ("Carte scoperte", "Face-up cards"),
        "deck" => ("Mazzo", "Deck"),
        "draw_blind" => ("Pesca dal mazzo", "Draw from the deck"),
        "take_card" => ("Prendi la carta", "Take card"),
        "ticket_deck" => ("Biglietti nel mazzo", "Tickets in the deck"),
        "draw_tickets" => ("Pesca biglietti", "Draw tickets"),
        "your_tickets" => ("I tuoi biglietti", "Your tickets"),
        "build_station" => ("Costruisci una stazione", "Build a station"),
        "choose_city" => (
            "Tocca una città libera per la stazione",
            "Tap a free city for your station",
        ),
        "station_in" => ("Stazione a {}", "Station in {}"),
        "cancel" => ("Annulla", "Cancel"),
        "confirm" => ("Conferma", "Confirm"),
        "claim_route" => ("Prendi la tratta {} – {}", "Claim {} – {}"),
        "choose_payment" => ("Scegli come pagare", "Choose how to pay"),
        "pay" => ("Paga", "Pay"),
        "decline" => ("Rinuncia", "Give up"),
        "tunnel_title" => ("Galleria {} – {}", "Tunnel {} – {}"),
        "tunnel_extra" => (
            "Carte rivelate; servono {} carte in più",
            "Revealed cards; {} more card(s) needed",
        ),
        "choose_tickets" => ("Scegli i biglietti da tenere", "Choose the tickets to keep"),
        "keep_min" => ("Tienine almeno {}", "Keep at least {}"),
        "keep" => ("Tieni", "Keep"),
        "turn_of" => ("Tocca a {}", "{}'s turn"),
        "your_turn" => ("Tocca a te", "Your turn"),
        "second_card" => ("Prendi la seconda carta", "Take your second card"),
        "final_round" => (
            "Ultimo giro! {} ha 2 vagoni o meno",
            "Final round! {} has 2 trains or fewer",
        ),
        "pass_device" => ("Passa il dispositivo a {}", "Pass the device to {}"),
        "i_am" => ("Sono {}: mostra le mie carte", "I am {}: show my cards"),
        "thinking" => ("{} sta pensando…", "{} is thinking…"),
        "skip" => ("Salta l'attesa", "Skip the wait"),
        "log" => ("Cronaca", "Move log"),
        "score" => ("Punti", "Score"),
        "trains" => ("Vagoni", "Trains"),
        "cards_held" => ("Carte", "Cards"),
        "tickets_held" => ("Biglietti", "Tickets"),
        "stations_left" => ("Stazioni", "Stations"),
        "pass" => ("Passa", "Pass"),
        "points" => ("punti", "points"),
        "lends" => ("presta {}", "lends {}"),
        "lends_nothing" => ("non presta nulla", "lends nothing"),
        "unused_stations" => ("Stazioni non usate", "Unused stations"),
        "longest_path" => ("European Express: {} vagoni", "European Express: {} cars"),
        "decided_by" => ("Spareggio", "Tie-break"),
        "tb_points" => ("più punti", "most points"),
        "tb_tickets" => ("più biglietti completati", "most completed tickets"),
        "tb_stations" => ("meno stazioni usate", "fewest stations used"),
        "tb_express" => ("European Express", "European Express"),
        "tb_shared" => ("vittoria condivisa", "shared win"),
        "colour_blind" => ("Simboli per daltonici", "Colour-blind symbols"),
        "dismiss" => ("Chiudi", "Close"),
        "game_over" => ("Partita finita", "Game over"),
        "zoom_in" => ("Ingrandisci", "Zoom in"),
        "zoom_out" => ("Riduci", "Zoom out"),
        "zoom_reset" => ("Mappa intera", "Whole map"),
        "game_broken" => ("La partita non può continuare", "The game cannot go on"),
        "station" => ("stazione", "station"),
        "log_initial" => ("{} tiene {} biglietti", "{} keeps {} tickets"),
        "log_started" => ("Si parte: inizia {}", "Play starts: {} goes first"),
        "log_face_up" => (
            "{} prende una carta {} scoperta",
            "{} takes a face-up {} card",
        ),
        "log_blind" => (
            "{} pesca una carta dal mazzo",
            "{} draws a card from the deck",
        ),
        "log_claim" => (
            "{} prende {} – {} ({} punti)",
            "{} claims {} – {} ({} points)",
        ),
        "log_tunnel" => (
            "{} tenta la galleria {} – {}: {} carte in più",
            "{} tries the tunnel {} – {}: {} extra card(s)",
        ),
        "log_tunnel_no" => (
            "{} rinuncia alla galleria {} – {}",
            "{} gives up the tunnel {} – {}",
        ),
        "log_tickets_drawn" => ("{} pesca {} biglietti", "{} draws {} tickets"),
        "log_tickets_kept" => ("{} tiene {} biglietti", "{} keeps {} tickets"),
        "log_station" => (
            "{} costruisce una stazione a {}",
            "{} builds a station in {}",
        ),
        "log_pass" => ("{} passa", "{} passes"),
        "log_reshuffle" => ("Il mazzo viene rimescolato", "The deck is reshuffled"),
        "log_reset" => (
            "Tre locomotive scoperte: carte rinnovate",
            "Three face-up locomotives: the row is replaced",
        ),
        "err_game_over" => ("La partita è finita.", "The game is over."),
        "err_not_your_turn" => ("Non è il tuo turno.", "It is not your turn."),
        "err_wrong_moment" => (
            "Non adesso: prima finisci questa mossa.",
            "Not now: finish this move first.",
        ),
        "err_slot" => (
            "Non c'è questa carta scoperta.",
            "There is no such face-up card.",
        ),
        "err_loco_second" => (
            "Una locomotiva scoperta si prende solo come prima e unica carta.",
            "A face-up locomotive can only be taken as your first and only card.",
        ),
        "err_no_cards" => (
            "Non ci sono più carte da pescare.",
            "There are no train cards left to draw.",
        ),
        "err_route_taken" => (
            "Questa tratta è già presa.",
            "That route is already claimed.",
        ),
        "err_double_closed" => (
            "In 2 o 3 giocatori si prende una sola tratta di una doppia.",
            "With 2 or 3 players only one route of a double route can be claimed.",
        ),
        "err_own_double" => (
            "Hai già l'altra tratta di questa doppia.",
            "You already own the other route of this double route.",
        ),
        "err_trains" => (
            "Servono {} vagoni, te ne restano {}.",
            "You need {} trains but have {} left.",
        ),
        "err_wrong_color" => (
            "Questa tratta si paga in {} (locomotive jolly).",
            "This route must be paid in {} (locomotives are wild).",
        ),
        "err_ferry" => (
            "Questo traghetto vuole almeno {} locomotive.",
            "This ferry needs at least {} locomotive(s).",
        ),
        "err_afford" => (
            "Ti servono {} carte {} per questa tratta (le locomotive sono jolly).",
            "This route needs {} {} cards (locomotives are wild).",
        ),
        "err_afford_gray" => (
            "Ti servono {} carte di un solo colore (le locomotive sono jolly).",
            "This route needs {} cards of one colour (locomotives are wild).",
        ),
        "err_payment" => (
            "Queste carte non sono un pagamento valido.",
            "Those cards do not make a valid payment.",
        ),
        "err_cards" => (
            "Ti servono {} carte {}, ne hai {}.",
            "You need {} {} card(s) but hold {}.",
        ),
        "err_tunnel_color" => (
            "Le carte in più della galleria devono essere {} o locomotive.",
            "The tunnel's extra cards must be {} or locomotives.",
        ),
        "err_no_tickets" => (
            "Il mazzo dei biglietti è vuoto.",
            "The destination ticket deck is empty.",
        ),
        "err_keep" => (
            "Devi tenere almeno {} biglietti.",
            "You must keep at least {} ticket(s).",
        ),
        "err_ticket_choice" => (
            "Scegli solo tra i biglietti offerti.",
            "Choose only among the tickets you were offered.",
        ),
        "err_city" => ("Questa città non esiste.", "That city does not exist."),
        "err_city_station" => (
            "In questa città c'è già una stazione.",
            "That city already has a station.",
        ),
        "err_no_stations" => (
            "Hai già costruito le tue 3 stazioni.",
            "You have built all 3 of your stations.",
        ),
        "err_pass" => (
            "Puoi passare solo se non puoi fare altro.",
            "You may pass only when no other action is possible.",
        ),
        // ---- end of the game screen's block ----
        _ => return None,
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
    move || tr(lang.get(), key)
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
        "play_random",
        "play_random_hint",
        "players",
        "player",
        "seed",
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
        "no_game",
        "game_error",
        "tunnel",
        "ferry",
        "cars",
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
