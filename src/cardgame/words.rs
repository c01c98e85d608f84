//! The Card Game's texts, in Italian (the rulebook's words: Deposito Treni,
//! pila Sui Binari, Furto di Treni, Grandi Città) and English.
//! [`crate::i18n::tr`] looks here after the app's own table, so components
//! use `t("cg_…")` as for any other text.

use crate::i18n::{Lang, count, fill, tr};
use cardgame_engine::{CardColor, Event, Moment, RuleError, Seat};

/// (key, Italian, English). Counted words hold "one|many" forms for
/// [`crate::i18n::count`].
pub static TEXTS: &[(&str, &str, &str)] = &[
    (
        "cg_title",
        "Ticket to Ride: il gioco di carte",
        "Ticket to Ride: The Card Game",
    ),
    (
        "cg_quick",
        "Gioco di carte contro il computer",
        "Card Game vs computer",
    ),
    ("cg_hand", "La tua mano", "Your hand"),
    ("cg_face_up", "Carte scoperte", "Face-up cards"),
    ("cg_deck", "Mazzo", "Deck"),
    ("cg_empty_slot", "Posto vuoto", "Empty place"),
    ("cg_draw_blind", "Pesca dal mazzo", "Draw from the deck"),
    (
        "cg_deck_left",
        "{} carta nel mazzo|{} carte nel mazzo",
        "{} card in the deck|{} cards in the deck",
    ),
    ("cg_draw_tickets", "Pesca 4 biglietti", "Draw 4 tickets"),
    (
        "cg_tickets_left",
        "{} biglietto nel mazzo|{} biglietti nel mazzo",
        "{} ticket left|{} tickets left",
    ),
    (
        "cg_play",
        "Gioca nel Deposito Treni",
        "Play to your railyard",
    ),
    ("cg_clear", "Annulla", "Clear"),
    (
        "cg_pass",
        "Passa il turno (non puoi fare altro)",
        "Pass (nothing else is possible)",
    ),
    (
        "cg_select_hint",
        "Tocca le carte da giocare: 2 o più di un colore (anche con locomotive), oppure 3 carte di 3 colori diversi.",
        "Tap the cards to play: 2 or more of one colour (locomotives may join), or 3 cards of 3 different colours.",
    ),
    ("cg_selected", "Scelte: {}", "Chosen: {}"),
    ("cg_railyard", "Deposito Treni", "Railyard"),
    ("cg_railyard_empty", "Deposito vuoto", "Empty railyard"),
    ("cg_on_track", "Sui Binari", "On the Track"),
    (
        "cg_pile_n",
        "{} carta coperta|{} carte coperte",
        "{} face-down card|{} face-down cards",
    ),
    (
        "cg_pile_yours",
        "La tua pila (opzione principianti)",
        "Your pile (beginner option)",
    ),
    (
        "cg_in_hand",
        "{} carta in mano|{} carte in mano",
        "{} card in hand|{} cards in hand",
    ),
    (
        "cg_n_tickets",
        "{} biglietto|{} biglietti",
        "{} ticket|{} tickets",
    ),
    (
        "cg_n_completed",
        "{} biglietto completato|{} biglietti completati",
        "{} ticket completed|{} tickets completed",
    ),
    ("cg_your_tickets", "I tuoi biglietti", "Your tickets"),
    ("cg_no_tickets", "Nessun biglietto", "No tickets"),
    ("cg_points", "{} punto|{} punti", "{} point|{} points"),
    ("cg_big_cities", "Bonus Grandi Città", "Big City bonuses"),
    ("cg_leads", "in testa: {}", "leads: {}"),
    ("cg_nobody", "nessuno ancora", "nobody yet"),
    (
        "cg_choose_start",
        "Scegli i biglietti da tenere (almeno 1)",
        "Choose the tickets you keep (at least 1)",
    ),
    (
        "cg_choose_drawn",
        "Scegli i biglietti da tenere (anche nessuno)",
        "Choose the tickets you keep (any number, even none)",
    ),
    ("cg_keep", "Tieni {}", "Keep {}"),
    ("cg_turn_of", "Tocca a {}", "{}'s turn"),
    ("cg_your_turn", "Tocca a te", "Your turn"),
    (
        "cg_second_card",
        "Pesca la seconda carta (non una locomotiva scoperta)",
        "Draw your second card (not a face-up locomotive)",
    ),
    (
        "cg_choosing_start",
        "Tutti scelgono i biglietti iniziali",
        "Everyone chooses their starting tickets",
    ),
    ("cg_thinking", "{} sta pensando…", "{} is thinking…"),
    (
        "cg_loco_ends",
        "Hai preso una locomotiva scoperta: conta come 2 carte, quindi la pesca è finita.",
        "You took a face-up locomotive: it counts as 2 cards, so your draw is over.",
    ),
    (
        "cg_last_round",
        "Ultimo giro: il mazzo è finito. Ancora {} turno|Ultimo giro: il mazzo è finito. Ancora {} turni",
        "Last round: the deck is empty. {} turn left|Last round: the deck is empty. {} turns left",
    ),
    // The last round told to the person at the screen: their own turns.
    (
        "cg_last_this",
        "Ultimo giro: il mazzo è finito. Questo è il tuo ultimo turno.",
        "Last round: the deck is empty. This is your last turn.",
    ),
    (
        "cg_last_this_more",
        "Ultimo giro: il mazzo è finito. Hai questo turno e ancora {}.",
        "Last round: the deck is empty. You have this turn and {} more.",
    ),
    (
        "cg_last_more",
        "Ultimo giro: il mazzo è finito. Ti resta ancora {} turno.|Ultimo giro: il mazzo è finito. Ti restano ancora {} turni.",
        "Last round: the deck is empty. You have {} more turn.|Last round: the deck is empty. You have {} more turns.",
    ),
    (
        "cg_last_none",
        "Ultimo giro: il mazzo è finito. Hai giocato il tuo ultimo turno.",
        "Last round: the deck is empty. You have played your last turn.",
    ),
    (
        "cg_round_two",
        "Secondo giro (dopo il primo conteggio)",
        "Second round (after the first scoring)",
    ),
    (
        "cg_robbed_you",
        "{} ti ha rubato la fila di colore {} ({})",
        "{} robbed your {} row ({})",
    ),
    (
        "cg_you_robbed",
        "Hai rubato a {} la fila di colore {} ({})",
        "You robbed {}'s {} row ({})",
    ),
    (
        "cg_robbed",
        "Furto di Treni: {} ha rubato a {} la fila di colore {} ({})",
        "Train Robbery: {} robbed {}'s {} row ({})",
    ),
    ("cg_ok", "Ho capito", "Got it"),
    (
        "cg_pass_device",
        "Passa il dispositivo a {}",
        "Pass the device to {}",
    ),
    ("cg_i_am", "Sono {}", "I am {}"),
    ("cg_turn_over", "Il tuo turno è finito", "Your turn is over"),
    ("cg_done", "Passa il dispositivo", "Pass the device on"),
    ("cg_log", "Cronaca", "Move log"),
    ("cg_final", "Punteggi finali", "Final scores"),
    ("cg_completed_with", "completato con", "completed with"),
    ("cg_missed", "non completato", "not completed"),
    (
        "cg_kept_for_round_two",
        "non ancora completato: resta per il secondo giro",
        "not completed yet: kept for the second round",
    ),
    ("cg_ticket_points", "Biglietti", "Tickets"),
    ("cg_you_win", "Hai vinto!", "You win!"),
    ("cg_bonuses", "Bonus Grandi Città", "Big City bonuses"),
    ("cg_total", "Totale", "Total"),
    ("cg_first_scoring", "Primo conteggio", "First scoring"),
    ("cg_wins", "Vince {}", "{} wins"),
    ("cg_shared", "Vittoria condivisa: {}", "Shared win: {}"),
    ("cg_by_points", "per punti", "on points"),
    (
        "cg_by_tickets",
        "a pari punti, per più biglietti completati",
        "tied on points: more completed tickets",
    ),
    (
        "cg_by_bonuses",
        "a pari punti e biglietti, per più bonus Grandi Città",
        "tied on points and tickets: more Big City bonuses",
    ),
    ("cg_by_nothing", "pari in tutto", "tied on everything"),
    ("cg_pile", "Pila Sui Binari", "On the Track pile"),
    ("cg_you", "tu", "you"),
    (
        "cg_broken",
        "Questa partita non si può continuare",
        "This game cannot go on",
    ),
    // The move log.
    (
        "cg_l_kept_start",
        "{} tiene {} e ne rende {}",
        "{} keeps {} and returns {}",
    ),
    (
        "cg_y_kept_start",
        "{}Tieni {} e ne rendi {}",
        "{}You keep {} and return {}",
    ),
    (
        "cg_l_start",
        "Si gioca: comincia {}",
        "Play starts: {} goes first",
    ),
    (
        "cg_l_moved",
        "{} sposta sui binari: {}",
        "{} moves on the track: {}",
    ),
    (
        "cg_y_moved",
        "{}Sposti sui binari: {}",
        "{}You move on the track: {}",
    ),
    (
        "cg_l_face_up",
        "{} prende una carta scoperta: {}",
        "{} takes a face-up card: {}",
    ),
    (
        "cg_y_face_up",
        "{}Prendi una carta scoperta: {}",
        "{}You take a face-up card: {}",
    ),
    ("cg_l_blind", "{} pesca dal mazzo", "{} draws from the deck"),
    (
        "cg_y_blind",
        "{}Peschi dal mazzo",
        "{}You draw from the deck",
    ),
    ("cg_l_group", "{} gioca {}", "{} plays {}"),
    ("cg_y_group", "{}Giochi {}", "{}You play {}"),
    (
        "cg_l_three",
        "{} gioca 3 colori: {}",
        "{} plays 3 colours: {}",
    ),
    (
        "cg_y_three",
        "{}Giochi 3 colori: {}",
        "{}You play 3 colours: {}",
    ),
    ("cg_l_drew_tickets", "{} pesca {}", "{} draws {}"),
    ("cg_y_drew_tickets", "{}Peschi {}", "{}You draw {}"),
    ("cg_l_kept", "{} tiene {}", "{} keeps {}"),
    ("cg_y_kept", "{}Tieni {}", "{}You keep {}"),
    ("cg_l_passed", "{} passa", "{} passes"),
    ("cg_y_passed", "{}Passi", "{}You pass"),
    (
        "cg_l_last",
        "Il mazzo è finito: ultimo giro",
        "The deck is empty: last round",
    ),
    (
        "cg_l_first_scoring",
        "Primo conteggio dei biglietti",
        "First ticket scoring",
    ),
    (
        "cg_l_second",
        "Secondo giro: {} a ciascuno, comincia {}",
        "Second round: {} each, {} goes first",
    ),
    ("cg_l_over", "Fine della partita", "The game is over"),
    // Refusals (every RuleError).
    ("cg_r_over", "La partita è finita.", "The game is over."),
    (
        "cg_r_seat",
        "Al tavolo non c'è il giocatore {}.",
        "There is no player {} at this table.",
    ),
    (
        "cg_r_turn",
        "Non è il tuo turno: sta giocando {}.",
        "It is not your turn: {} is playing.",
    ),
    ("cg_r_moment", "Non ora: prima {}.", "Not now: first {}."),
    (
        "cg_m_initial",
        "scegli i biglietti iniziali",
        "choose your starting tickets",
    ),
    ("cg_m_start", "inizia un turno", "start a turn"),
    (
        "cg_m_second",
        "pesca la seconda carta",
        "draw your second card",
    ),
    (
        "cg_m_tickets",
        "scegli quali biglietti tenere",
        "choose which drawn tickets you keep",
    ),
    (
        "cg_r_slot",
        "Non c'è la carta scoperta {}.",
        "There is no face-up card {}.",
    ),
    (
        "cg_r_empty_slot",
        "Il posto scoperto {} è vuoto.",
        "Face-up place {} is empty.",
    ),
    (
        "cg_r_loco_second",
        "Una locomotiva scoperta conta come 2 carte: non può essere la seconda.",
        "A face-up locomotive counts as two cards: it can't be your second card.",
    ),
    (
        "cg_r_no_cards",
        "Non ci sono più carte Treno da pescare.",
        "There are no train cards left to draw.",
    ),
    (
        "cg_r_not_enough",
        "Servono {} e ne hai {}.",
        "You need {} and hold {}.",
    ),
    (
        "cg_r_small",
        "Un gruppo ha almeno 2 carte di un colore; ne hai scelta {}.|Un gruppo ha almeno 2 carte di un colore; ne hai scelte {}.",
        "A group needs at least 2 cards of one colour; you chose {}.|A group needs at least 2 cards of one colour; you chose {}.",
    ),
    (
        "cg_r_needs_color",
        "Un gruppo ha almeno una carta del suo colore: le locomotive lo accompagnano soltanto.",
        "A group needs at least one card of its colour; locomotives only join it.",
    ),
    (
        "cg_r_own",
        "Nel tuo Deposito Treni ci sono già carte di colore {}: quel colore non si gioca finché ci sono.",
        "Your railyard already has {} cards: that colour can't be played until they are gone.",
    ),
    (
        "cg_r_rob",
        "{} ha {} nel Deposito: per rubarle devi giocarne di più, non {}.",
        "{} has {} in the railyard: to rob them you must play more than that, not {}.",
    ),
    (
        "cg_r_three",
        "Gioca esattamente 3 carte di 3 colori diversi, senza locomotive.",
        "Play exactly 3 cards of 3 different colours, without locomotives.",
    ),
    (
        "cg_r_three_rob",
        "Carte di colore {} sono nel Deposito di {}: 3 colori diversi non possono rubare, quindi quel colore non può esserci.",
        "{} cards are in {}'s railyard: 3 different colours can't rob, so that colour can't be one of them.",
    ),
    (
        "cg_r_no_tickets",
        "Non ci sono più biglietti da pescare.",
        "There are no destination tickets left to draw.",
    ),
    ("cg_r_keep", "Tieni almeno {}.", "Keep at least {}."),
    (
        "cg_r_choice",
        "Quella scelta nomina biglietti che non ti sono stati offerti.",
        "That choice names tickets you were not offered.",
    ),
    (
        "cg_r_pass",
        "Puoi passare solo quando non puoi fare nient'altro.",
        "You can only pass when there is nothing else you can do.",
    ),
];

fn color(lang: Lang, c: CardColor) -> &'static str {
    tr(lang, c.key())
}

/// `n` cards of `c`, counted ("3 red cards", "1 locomotive").
pub fn cards_of(lang: Lang, c: CardColor, n: u32) -> String {
    if c == CardColor::Locomotive {
        count(lang, "n_locos", n, &[])
    } else {
        count(lang, "n_cards_of", n, &[color(lang, c)])
    }
}

/// Why the engine refused, with "player N" for seats.
pub fn refusal(lang: Lang, e: &RuleError) -> String {
    refusal_named(lang, e, &|s: Seat| {
        format!("{} {}", tr(lang, "player"), u32::from(s.0) + 1)
    })
}

/// Why the engine refused, in the player's words, naming seats by `name`.
pub fn refusal_named(lang: Lang, e: &RuleError, name: &dyn Fn(Seat) -> String) -> String {
    use RuleError::*;
    let key = |k| tr(lang, k).to_string();
    match e {
        GameOver => key("cg_r_over"),
        NoSuchSeat { seat } => fill(
            tr(lang, "cg_r_seat"),
            &[&(u32::from(seat.0) + 1).to_string()],
        ),
        NotYourTurn { expected, .. } => fill(tr(lang, "cg_r_turn"), &[&name(*expected)]),
        WrongMoment { expected } => {
            let m = match expected {
                Moment::InitialTickets => "cg_m_initial",
                Moment::TurnStart => "cg_m_start",
                Moment::SecondCard => "cg_m_second",
                Moment::ChoosingTickets => "cg_m_tickets",
            };
            fill(tr(lang, "cg_r_moment"), &[tr(lang, m)])
        }
        NoSuchSlot { slot } => fill(
            tr(lang, "cg_r_slot"),
            &[&(u32::from(*slot) + 1).to_string()],
        ),
        EmptySlot { slot } => fill(
            tr(lang, "cg_r_empty_slot"),
            &[&(u32::from(*slot) + 1).to_string()],
        ),
        LocomotiveAsSecondCard => key("cg_r_loco_second"),
        NoCardsToDraw => key("cg_r_no_cards"),
        NotEnoughCards {
            color: c,
            needed,
            held,
        } => fill(
            tr(lang, "cg_r_not_enough"),
            &[&cards_of(lang, *c, u32::from(*needed)), &held.to_string()],
        ),
        GroupTooSmall { played } => count(lang, "cg_r_small", u32::from(*played), &[]),
        GroupNeedsColor => key("cg_r_needs_color"),
        ColorInOwnRailyard { color: c } => fill(tr(lang, "cg_r_own"), &[color(lang, *c)]),
        CannotRob {
            color: c,
            victim,
            row,
            played,
        } => fill(
            tr(lang, "cg_r_rob"),
            &[
                &name(*victim),
                &cards_of(lang, *c, u32::from(*row)),
                &played.to_string(),
            ],
        ),
        NotThreeColors => key("cg_r_three"),
        ThreeColorsInRailyard { color: c, owner } => fill(
            tr(lang, "cg_r_three_rob"),
            &[color(lang, *c), &name(*owner)],
        ),
        NoTicketsLeft => key("cg_r_no_tickets"),
        KeepAtLeast { min } => fill(
            tr(lang, "cg_r_keep"),
            &[&count(lang, "n_tickets", u32::from(*min), &[])],
        ),
        NoSuchTicketChoice => key("cg_r_choice"),
        PassNotAllowed => key("cg_r_pass"),
    }
}

fn colors_list(lang: Lang, cards: &[CardColor]) -> String {
    let names: Vec<&str> = cards.iter().map(|c| color(lang, *c)).collect();
    names.join(", ")
}

/// One line of the move log, or `None` for bookkeeping the log leaves out.
/// `you`: the one person at the table, whose lines speak to them
/// ("You draw", not "You draws").
pub fn event_line(
    lang: Lang,
    e: &Event,
    name: &dyn Fn(Seat) -> String,
    you: Option<Seat>,
) -> Option<String> {
    let n = |k: &'static str, v: u8| count(lang, k, u32::from(v), &[]);
    // The "cg_l_" template with the seat's name, or its "cg_y_" twin
    // (whose first `{}` takes nothing).
    let said = |key: &'static str, seat: Seat, rest: &[&str]| {
        let (key, who) = if Some(seat) == you {
            (key.replacen("cg_l_", "cg_y_", 1), String::new())
        } else {
            (key.to_string(), name(seat))
        };
        let mut args: Vec<&str> = vec![&who];
        args.extend_from_slice(rest);
        fill(tr_dyn(lang, &key), &args)
    };
    Some(match e {
        Event::InitialTicketsKept {
            seat,
            kept,
            returned,
        } => said(
            "cg_l_kept_start",
            *seat,
            &[&n("n_tickets", *kept), &returned.to_string()],
        ),
        Event::PlayStarted { first } => fill(tr(lang, "cg_l_start"), &[&name(*first)]),
        Event::MovedOnTrack { seat, cards } => said(
            "cg_l_moved",
            *seat,
            &[&count(lang, "n_cards", cards.len() as u32, &[])],
        ),
        Event::DrewFaceUp { seat, card, .. } => said("cg_l_face_up", *seat, &[color(lang, *card)]),
        Event::DrewBlind { seat, .. } => said("cg_l_blind", *seat, &[]),
        Event::PlayedGroup {
            seat,
            color: c,
            cards,
            locomotives,
        } => {
            let mut what = cards_of(lang, *c, u32::from(*cards));
            if *locomotives > 0 {
                what = format!(
                    "{what} + {}",
                    cards_of(lang, CardColor::Locomotive, u32::from(*locomotives))
                );
            }
            said("cg_l_group", *seat, &[&what])
        }
        Event::PlayedThree { seat, colors } => {
            said("cg_l_three", *seat, &[&colors_list(lang, colors)])
        }
        Event::Robbed {
            thief,
            victim,
            color: c,
            cards,
            locomotives,
        } => robbery_line(lang, *thief, *victim, *c, cards + locomotives, name, you),
        Event::TicketsDrawn { seat, count: c } => {
            said("cg_l_drew_tickets", *seat, &[&n("n_tickets", *c)])
        }
        Event::TicketsKept { seat, kept, .. } => {
            said("cg_l_kept", *seat, &[&n("n_tickets", *kept)])
        }
        Event::Passed { seat } => said("cg_l_passed", *seat, &[]),
        Event::LastRoundStarted { .. } => tr(lang, "cg_l_last").to_string(),
        Event::FirstScoring { .. } => tr(lang, "cg_l_first_scoring").to_string(),
        Event::SecondRoundStarted { first, dealt } => fill(
            tr(lang, "cg_l_second"),
            &[&n("n_cards", *dealt), &name(*first)],
        ),
        Event::TurnEnded { .. } => return None,
        Event::GameOver => tr(lang, "cg_l_over").to_string(),
    })
}

/// A robbery as `me` is told it: to the thief, to the victim, or to anybody.
pub fn robbery_line(
    lang: Lang,
    thief: Seat,
    victim: Seat,
    c: CardColor,
    cards: u8,
    name: &dyn Fn(Seat) -> String,
    me: Option<Seat>,
) -> String {
    let n = count(lang, "n_cards", u32::from(cards), &[]);
    let color = color(lang, c);
    if Some(victim) == me {
        fill(tr(lang, "cg_robbed_you"), &[&name(thief), color, &n])
    } else if Some(thief) == me {
        fill(tr(lang, "cg_you_robbed"), &[&name(victim), color, &n])
    } else {
        fill(
            tr(lang, "cg_robbed"),
            &[&name(thief), &name(victim), color, &n],
        )
    }
}

/// [`tr`] for a key built at run time (the "you" twins of log lines).
fn tr_dyn(lang: Lang, key: &str) -> &'static str {
    TEXTS
        .iter()
        .find(|(k, _, _)| *k == key)
        .map_or("", |&(_, it, en)| if lang == Lang::It { it } else { en })
}

#[cfg(test)]
mod tests {
    use super::*;
    use europa_common::CardColor as C;

    #[test]
    fn every_key_is_unique_and_translated_with_matching_plural_forms() {
        for (i, (key, it, en)) in TEXTS.iter().enumerate() {
            assert!(
                TEXTS[i + 1..].iter().all(|(k, _, _)| k != key),
                "{key} twice"
            );
            assert!(!it.is_empty() && !en.is_empty(), "{key}");
            assert_eq!(it.contains('|'), en.contains('|'), "{key}: plural forms");
            assert_eq!(it.matches("{}").count(), en.matches("{}").count(), "{key}");
        }
    }

    #[test]
    fn the_one_person_reads_the_log_in_the_second_person() {
        let name = |s: Seat| {
            if s.0 == 0 {
                "You".to_string()
            } else {
                "Computer".to_string()
            }
        };
        let e = |seat| Event::DrewBlind {
            seat: Seat(seat),
            card: None,
        };
        let you = Some(Seat(0));
        assert_eq!(
            event_line(Lang::En, &e(0), &name, you).as_deref(),
            Some("You draw from the deck")
        );
        assert_eq!(
            event_line(Lang::En, &e(1), &name, you).as_deref(),
            Some("Computer draws from the deck")
        );
        assert_eq!(
            event_line(Lang::It, &e(0), &name, you).as_deref(),
            Some("Peschi dal mazzo")
        );
        let robbed = Event::Robbed {
            thief: Seat(1),
            victim: Seat(0),
            color: C::Red,
            cards: 2,
            locomotives: 1,
        };
        assert_eq!(
            event_line(Lang::En, &robbed, &name, you).as_deref(),
            Some("Computer robbed your red row (3 cards)")
        );
        // "la fila" is feminine, the colour names masculine: "di colore".
        assert_eq!(
            event_line(Lang::It, &robbed, &name, you).as_deref(),
            Some("Computer ti ha rubato la fila di colore rosso (3 carte)")
        );
    }

    #[test]
    fn the_card_game_words_are_found_through_the_app_table() {
        assert_eq!(tr(Lang::It, "cg_railyard"), "Deposito Treni");
        assert_eq!(tr(Lang::En, "cg_on_track"), "On the Track");
        assert_eq!(
            count(Lang::En, "cg_deck_left", 1, &[]),
            "1 card in the deck"
        );
        assert_eq!(
            count(Lang::It, "cg_deck_left", 12, &[]),
            "12 carte nel mazzo"
        );
        // The 4-player first scoring's line under each seat.
        assert_eq!(
            count(Lang::En, "cg_n_completed", 1, &[]),
            "1 ticket completed"
        );
        assert_eq!(
            count(Lang::It, "cg_n_completed", 3, &[]),
            "3 biglietti completati"
        );
    }

    // Every RuleError variant has a sentence in both languages.
    #[test]
    fn every_refusal_is_told_in_both_languages() {
        let s = Seat(1);
        let all = [
            RuleError::GameOver,
            RuleError::NoSuchSeat { seat: s },
            RuleError::NotYourTurn {
                seat: s,
                expected: Seat(0),
            },
            RuleError::WrongMoment {
                expected: Moment::SecondCard,
            },
            RuleError::NoSuchSlot { slot: 7 },
            RuleError::EmptySlot { slot: 2 },
            RuleError::LocomotiveAsSecondCard,
            RuleError::NoCardsToDraw,
            RuleError::NotEnoughCards {
                color: C::Red,
                needed: 3,
                held: 1,
            },
            RuleError::GroupTooSmall { played: 1 },
            RuleError::GroupNeedsColor,
            RuleError::ColorInOwnRailyard { color: C::Blue },
            RuleError::CannotRob {
                color: C::Green,
                victim: s,
                row: 3,
                played: 2,
            },
            RuleError::NotThreeColors,
            RuleError::ThreeColorsInRailyard {
                color: C::Black,
                owner: s,
            },
            RuleError::NoTicketsLeft,
            RuleError::KeepAtLeast { min: 1 },
            RuleError::NoSuchTicketChoice,
            RuleError::PassNotAllowed,
        ];
        for e in &all {
            for lang in [Lang::It, Lang::En] {
                let text = refusal(lang, e);
                assert!(!text.contains("cg_") && !text.contains("{}"), "{text}");
            }
        }
        assert_eq!(
            refusal(Lang::En, &all[12]),
            "Player 2 has 3 green cards in the railyard: to rob them you must play more than that, not 2."
        );
        assert_eq!(
            refusal(Lang::It, &all[9]),
            "Un gruppo ha almeno 2 carte di un colore; ne hai scelta 1."
        );
        assert_eq!(refusal(Lang::En, &all[16]), "Keep at least 1 ticket.");
    }
}
