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

/// (key, Italian, English).
pub(crate) type Entry = (&'static str, &'static str, &'static str);

mod texts;

/// Every table of texts: the app's own and each game's. No key is in two.
/// (Europe's log sentences, the Card Game's texts, each guided game's steps,
/// the hints' and the review's come with their module: [`register`].)
static TABLES: [&[Entry]; 5] = [
    texts::TEXTS,
    crate::guide::texts::TEXTS,
    crate::replay::texts::TEXTS,
    crate::europe::texts::TEXTS,
    crate::take_back::texts::TEXTS,
];

thread_local! {
    /// Every table's texts sorted by key, once: a page of 101 routes asks for
    /// hundreds of texts a move, and a scan of the table per text showed in
    /// the click's time.
    static SORTED: Vec<Entry> = {
        let mut all: Vec<Entry> = TABLES.iter().flat_map(|t| t.iter()).copied().collect();
        all.sort_by_key(|e| e.0);
        all
    };
}

thread_local! {
    /// Tables a lazily loaded module brings ([`register`]), sorted: their
    /// texts stay out of the first paint's wasm with the module's code.
    static LATER: std::cell::RefCell<Vec<Entry>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Adds a module's own table of texts, once (each module calls it as it
/// loads, before it shows anything). No key may be in another table.
pub fn register(table: &'static [Entry]) {
    LATER.with(|later| {
        let mut later = later.borrow_mut();
        if table
            .first()
            .is_some_and(|e| later.iter().any(|l| l.0 == e.0))
        {
            return;
        }
        later.extend_from_slice(table);
        later.sort_by_key(|e| e.0);
    });
}

/// The tables modules register as they load ([`register`]).
#[cfg(test)]
const LAZY: [&[Entry]; 7] = [
    crate::europe::sentences::TEXTS,
    crate::cardgame::texts::TEXTS,
    crate::review::texts::TEXTS,
    crate::review::texts::MOVES,
    crate::hint::texts::TEXTS,
    crate::europe::guide::texts::TEXTS,
    crate::cardgame::guide::texts::TEXTS,
];

#[cfg(test)]
thread_local! {
    /// Native tests see every module's texts as if loaded, but the one that
    /// checks the loading itself.
    static TESTS_SEE_MODULES: std::cell::Cell<bool> = const { std::cell::Cell::new(true) };
}

/// (Italian, English) for a key; `None` for an unknown key.
fn pair(key: &str) -> Option<(&'static str, &'static str)> {
    let find = |all: &[Entry]| {
        let i = all.partition_point(|e| e.0 < key);
        all.get(i)
            .filter(|e| e.0 == key)
            .map(|&(_, it, en)| (it, en))
    };
    let found = SORTED
        .with(|all| find(all))
        .or_else(|| LATER.with(|later| find(&later.borrow())));
    #[cfg(test)]
    if found.is_none() && TESTS_SEE_MODULES.get() {
        return LAZY
            .iter()
            .find_map(|t| t.iter().find(|e| e.0 == key))
            .map(|&(_, it, en)| (it, en));
    }
    found
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

/// A seat's name as shown in `lang`: a name the app gave ("You", "Player
/// 2", in either language) follows the language, so a game started in
/// English reads "Tu" once switched to Italian; a typed name stays as typed,
/// as bidirectional text of its own ([`isolated`]).
pub fn seat_name_in(lang: Lang, stored: &str) -> String {
    let both = |key| pair(key).map_or([key, key], |(it, en)| [it, en]);
    if both("you").contains(&stored) {
        return tr(lang, "you").to_string();
    }
    for word in both("player") {
        let number = stored.strip_prefix(word).and_then(|r| r.strip_prefix(' '));
        if let Some(n) = number.filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())) {
            return format!("{} {n}", tr(lang, "player"));
        }
    }
    isolated(stored)
}

/// A typed name that cannot rewrite the sentence it stands in: control and
/// bidi-control characters dropped (a save from before they were refused
/// may hold them), and a name with right-to-left letters wrapped in the
/// Unicode isolates FSI … PDI, so its direction stays inside it wherever
/// it is shown or exported. A left-to-right name cannot reorder a
/// left-to-right sentence and is left as it is.
pub fn isolated(name: &str) -> String {
    let name = crate::session::clean_name(name);
    if name.chars().any(is_rtl) {
        format!("\u{2068}{name}\u{2069}")
    } else {
        name
    }
}

/// Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana,
/// N'Ko, Samaritan, Mandaic and their presentation forms).
fn is_rtl(c: char) -> bool {
    matches!(c, '\u{0590}'..='\u{08ff}' | '\u{fb1d}'..='\u{fdff}' | '\u{fe70}'..='\u{feff}' | '\u{10800}'..='\u{10fff}' | '\u{1e800}'..='\u{1efff}')
}

/// Both games' recaps: a turn's sentences in one line; a sentence said
/// twice in a row (two cards from the deck) is said once with "×2".
pub fn one_line(said: Vec<String>) -> String {
    let mut parts: Vec<(String, u32)> = Vec::new();
    for s in said {
        match parts.last_mut() {
            Some((last, n)) if *last == s => *n += 1,
            _ => parts.push((s, 1)),
        }
    }
    parts
        .into_iter()
        .map(|(s, n)| if n > 1 { format!("{s} ×{n}") } else { s })
        .collect::<Vec<_>>()
        .join("; ")
}

/// A turn's line with its player named once: "Bruno moves on the track: 1
/// card; draws from the deck" (each sentence of either game's log starts
/// with the name, which one line need not repeat).
pub fn named_once(line: &str, who: &str) -> String {
    line.replace(&format!("; {who} "), "; ")
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

    #[test]
    fn names_the_app_gave_follow_the_language_and_typed_names_stay() {
        assert_eq!(seat_name_in(Lang::It, "You"), "Tu");
        assert_eq!(seat_name_in(Lang::En, "Tu"), "You");
        assert_eq!(seat_name_in(Lang::It, "Player 3"), "Giocatore 3");
        assert_eq!(seat_name_in(Lang::En, "Giocatore 12"), "Player 12");
        for typed in ["Ada", "Youssef", "Player", "Player two", "Tu e io"] {
            assert_eq!(seat_name_in(Lang::It, typed), typed);
        }
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
    fn no_key_is_in_two_tables() {
        let mut all: Vec<Entry> = TABLES
            .iter()
            .chain(LAZY.iter())
            .flat_map(|t| t.iter())
            .copied()
            .collect();
        all.sort_by_key(|e| e.0);
        for pair in all.windows(2) {
            assert_ne!(pair[0].0, pair[1].0, "a key in two places");
        }
    }

    #[test]
    fn a_module_s_texts_are_found_once_it_registers_them_and_twice_adds_nothing() {
        TESTS_SEE_MODULES.set(false);
        assert_eq!(tr(Lang::En, "review_title"), "review_title");
        register(crate::review::texts::TEXTS);
        register(crate::review::texts::TEXTS);
        register(crate::review::texts::MOVES);
        assert_eq!(tr(Lang::En, "review_title"), "Game review");
        assert_eq!(tr(Lang::It, "review_title"), "Analisi della partita");
        assert_eq!(
            count(Lang::It, "review_trains_left", 1, &[]),
            "1 vagone rimasto"
        );
        assert_eq!(count(Lang::En, "review_points", 12, &[]), "12 points");
        let both = crate::review::texts::TEXTS.len() + crate::review::texts::MOVES.len();
        LATER.with(|l| assert_eq!(l.borrow().len(), both));
    }

    // Regression: the page said "1 cars" and "card(s)".
    #[test]
    fn a_name_cannot_reorder_the_sentence_it_stands_in() {
        // Right-to-left override and isolates typed into a name: gone.
        assert_eq!(isolated("Ada\u{202e}\u{2066}x"), "Adax");
        // A Hebrew or Arabic name keeps its direction to itself.
        assert_eq!(isolated("שרה"), "\u{2068}שרה\u{2069}");
        assert_eq!(seat_name_in(Lang::En, "سارة"), "\u{2068}سارة\u{2069}");
        // A Latin name is shown as typed.
        assert_eq!(seat_name_in(Lang::It, "Zoë"), "Zoë");
    }

    #[test]
    fn no_text_hedges_a_plural() {
        for (key, it, en) in TABLES.iter().chain(LAZY.iter()).flat_map(|t| t.iter()) {
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

    #[test]
    fn two_blind_draws_read_as_one_sentence() {
        let blind = "Anna draws a card from the deck".to_string();
        let claim = "Anna claims Roma – Wien (2 points)".to_string();
        assert_eq!(
            one_line(vec![blind.clone(), blind.clone()]),
            "Anna draws a card from the deck ×2"
        );
        assert_eq!(
            one_line(vec![blind.clone(), claim.clone()]),
            format!("{blind}; {claim}")
        );
        assert_eq!(one_line(Vec::new()), "");
    }
}
