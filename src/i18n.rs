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
