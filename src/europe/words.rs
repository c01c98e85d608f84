//! Sentences built from engine data: refusals (`RuleError`) and log events,
//! translated. Pure functions of the language and names, tested natively.

use crate::i18n::{Lang, count, fill, tr};
use europa_engine::{CardColor, Event, RuleError, Seat, VariantId};

fn colour(lang: Lang, c: CardColor) -> &'static str {
    tr(lang, c.key())
}

/// A card's colour as it follows "a card": in Italian the word agrees with
/// "carta" ("una carta gialla", "una carta nera").
fn card_colour(lang: Lang, c: CardColor) -> &'static str {
    match c {
        CardColor::White => tr(lang, "card_white"),
        CardColor::Yellow => tr(lang, "card_yellow"),
        CardColor::Black => tr(lang, "card_black"),
        CardColor::Red => tr(lang, "card_red"),
        _ => colour(lang, c),
    }
}

/// The engine's refusal in the player's language.
pub fn refusal(lang: Lang, e: &RuleError) -> String {
    use RuleError::*;
    let t = |k| tr(lang, k).to_string();
    match e {
        GameOver => t("err_game_over"),
        NotYourTurn { .. } => t("err_not_your_turn"),
        WrongMoment { .. } => t("err_wrong_moment"),
        NoSuchSlot { .. } | EmptySlot { .. } => t("err_slot"),
        LocomotiveAsSecondCard => t("err_loco_second"),
        NoCardsToDraw => t("err_no_cards"),
        NoSuchRoute { .. } | RouteTaken { .. } => t("err_route_taken"),
        DoubleRouteClosed { .. } => t("err_double_closed"),
        OwnsOtherHalfOfDouble { .. } => t("err_own_double"),
        // Count keys: in Italian the verb agrees with the number ("serve 1 carta").
        NotEnoughTrains { needed, left } => {
            count(lang, "err_trains", u32::from(*needed), &[&left.to_string()])
        }
        WrongColor { required, .. } => {
            fill(tr(lang, "err_wrong_color"), &[colour(lang, *required)])
        }
        FerryNeedsLocomotives { needed, .. } => fill(
            tr(lang, "err_ferry"),
            &[&count(lang, "n_locos", u32::from(*needed), &[])],
        ),
        CannotAffordRoute { length, color, .. } => {
            let n = u32::from(*length);
            match color {
                Some(c) => count(lang, "err_afford", n, &[colour(lang, *c)]),
                None => count(lang, "err_afford_gray", n, &[]),
            }
        }
        MalformedPayment => t("err_payment"),
        NotEnoughCards {
            color,
            needed,
            held,
        } => count(
            lang,
            "err_cards",
            u32::from(*needed),
            &[colour(lang, *color), &held.to_string()],
        ),
        TunnelWrongColor { allowed } => {
            fill(tr(lang, "err_tunnel_color"), &[colour(lang, *allowed)])
        }
        NoTicketsLeft => t("err_no_tickets"),
        KeepAtLeast { min } => fill(
            tr(lang, "err_keep"),
            &[&count(lang, "n_tickets", u32::from(*min), &[])],
        ),
        NoSuchTicketChoice => t("err_ticket_choice"),
        NoSuchCity { .. } => t("err_city"),
        CityHasStation { .. } => t("err_city_station"),
        NoStationsLeft => t("err_no_stations"),
        PassNotAllowed => t("err_pass"),
        KeepAtMost { max } => fill(tr(lang, "err_keep_most"), &[&max.to_string()]),
        NoDepotsInThisGame => t("err_no_depots_game"),
        NoDepotsLeft => t("err_no_depots_left"),
        CityNotFreeForDepot { .. } => t("err_depot_city"),
        StationOnDepot { .. } => t("err_station_depot"),
        ChooseWarehouse => t("err_choose_warehouse"),
        NoSuchWarehouse { .. } => t("err_warehouse"),
        NoSuchCollection => t("err_collection"),
        NotEnoughDepots { left, .. } => fill(tr(lang, "err_depots_needed"), &[&left.to_string()]),
    }
}

/// Who a sentence is about. The person at the screen reads "you", so the
/// verb must agree: each such sentence has a second key ending in `_you`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Who {
    You,
    Named(String),
}

/// `key` with `who` as its subject, followed by `rest`.
fn said(lang: Lang, key: &'static str, you_key: &'static str, who: Who, rest: &[&str]) -> String {
    match who {
        Who::You => fill(tr(lang, you_key), rest),
        Who::Named(name) => {
            let mut args = vec![name.as_str()];
            args.extend_from_slice(rest);
            fill(tr(lang, key), &args)
        }
    }
}

/// Whether set-up stage `stage` of `variant` deals long tickets only (Mega
/// Europe's first stage).
fn long_stage(variant: Option<VariantId>, stage: u8) -> bool {
    variant
        .and_then(|v| v.rules().setup.get(usize::from(stage)))
        .is_some_and(|st| st.long > 0 && st.regular == 0)
}

/// One log sentence, or `None` for bookkeeping events nobody needs told.
/// `variant` names Mega Europe's long tickets as such.
pub fn log_line(
    lang: Lang,
    e: &Event,
    who: &dyn Fn(Seat) -> Who,
    variant: Option<VariantId>,
) -> Option<String> {
    let s = |key, you_key, seat: &Seat, rest: &[&str]| said(lang, key, you_key, who(*seat), rest);
    let tickets = |n: u8| count(lang, "n_tickets", u32::from(n), &[]);
    let between = |route: &europa_engine::RouteId| {
        let r = route.route();
        (r.a.city().label, r.b.city().label)
    };
    Some(match e {
        Event::InitialTicketsKept {
            seat, stage, kept, ..
        } => {
            // Mega Europe: "keeps 0 long tickets", then "keeps 3 tickets".
            let kept = if long_stage(variant, *stage) {
                count(lang, "n_long_tickets", u32::from(*kept), &[])
            } else {
                tickets(*kept)
            };
            s("log_initial", "log_initial_you", seat, &[&kept])
        }
        Event::PlayStarted { first } => s("log_started", "log_started_you", first, &[]),
        Event::DrewFaceUp { seat, card, .. } => s(
            "log_face_up",
            "log_face_up_you",
            seat,
            &[card_colour(lang, *card)],
        ),
        Event::DrewBlind { seat, .. } => s("log_blind", "log_blind_you", seat, &[]),
        Event::FaceUpReset { .. } => tr(lang, "log_reset").to_string(),
        Event::DeckReshuffled { .. } => tr(lang, "log_reshuffle").to_string(),
        Event::RouteClaimed {
            seat,
            route,
            points,
            ..
        } => {
            let (a, b) = between(route);
            let points = count(lang, "n_points", points.unsigned_abs(), &[]);
            s("log_claim", "log_claim_you", seat, &[a, b, &points])
        }
        Event::TunnelRevealed {
            seat, route, extra, ..
        } => {
            let (a, b) = between(route);
            s(
                "log_tunnel",
                "log_tunnel_you",
                seat,
                &[a, b, &count(lang, "n_cards", u32::from(*extra), &[])],
            )
        }
        Event::TunnelDeclined { seat, route } => {
            let (a, b) = between(route);
            s("log_tunnel_no", "log_tunnel_no_you", seat, &[a, b])
        }
        Event::TicketsDrawn { seat, count } => s(
            "log_tickets_drawn",
            "log_tickets_drawn_you",
            seat,
            &[&tickets(*count)],
        ),
        Event::TicketsKept { seat, kept, .. } => s(
            "log_tickets_kept",
            "log_tickets_kept_you",
            seat,
            &[&tickets(*kept)],
        ),
        Event::StationBuilt { seat, city, .. } => {
            s("log_station", "log_station_you", seat, &[city.city().label])
        }
        Event::Passed { seat } => s("log_pass", "log_pass_you", seat, &[]),
        Event::FinalRoundStarted { trigger } => final_round(lang, who(*trigger)),
        Event::TurnEnded { .. } => return None,
        Event::GameOver => tr(lang, "game_over").to_string(),
        Event::SetupTicketsReturned { .. } => tr(lang, "log_setup_returned").to_string(),
        Event::DepotRoundStarted { first } => {
            s("log_depot_round", "log_depot_round_you", first, &[])
        }
        Event::DepotPlaced { seat, city } => {
            s("log_depot", "log_depot_you", seat, &[city.city().label])
        }
        Event::CardStored { seat, .. } => s("log_stored", "log_stored_you", seat, &[]),
        Event::WarehouseCollected {
            seat, city, count, ..
        } => s(
            "log_collected",
            "log_collected_you",
            seat,
            &[city.city().label, &count.to_string()],
        ),
        Event::WarehousesEmptied { .. } => tr(lang, "log_warehouses_emptied").to_string(),
    })
}

/// The final-round announcement (the log and the banner say the same).
pub fn final_round(lang: Lang, who: Who) -> String {
    said(lang, "final_round", "final_round_you", who, &[])
}

#[cfg(test)]
mod tests {
    use super::*;
    use europa_engine::{CityId, RouteId};

    fn anna(_: Seat) -> Who {
        Who::Named("Anna".to_string())
    }
    fn you(_: Seat) -> Who {
        Who::You
    }
    fn line(lang: Lang, e: &Event, who: &dyn Fn(Seat) -> Who) -> String {
        log_line(lang, e, who, Some(VariantId::Classic)).unwrap_or_default()
    }

    #[test]
    fn refusals_are_translated_with_their_numbers() {
        let e = RuleError::NotEnoughTrains { needed: 4, left: 2 };
        assert_eq!(refusal(Lang::En, &e), "You need 4 trains but have 2 left.");
        assert!(refusal(Lang::It, &e).contains('4'));
    }

    #[test]
    fn a_refusal_names_the_colour_in_the_players_language() {
        let e = RuleError::NotEnoughCards {
            color: CardColor::Red,
            needed: 3,
            held: 1,
        };
        assert_eq!(refusal(Lang::En, &e), "You need 3 red cards but hold 1.");
        let it = refusal(Lang::It, &e);
        assert!(it.contains("rosso") && it.contains('3'), "{it}");
    }

    // Regression: "Ti servono 1 carta di colore rosso", "servono almeno 1 locomotiva".
    #[test]
    fn a_refusal_for_one_card_agrees_with_one_in_italian() {
        let e = RuleError::NotEnoughCards {
            color: CardColor::Red,
            needed: 1,
            held: 0,
        };
        assert_eq!(
            refusal(Lang::It, &e),
            "Ti serve 1 carta di colore rosso, ne hai 0."
        );
        assert_eq!(refusal(Lang::En, &e), "You need 1 red card but hold 0.");
        let e = RuleError::NotEnoughCards {
            color: CardColor::Red,
            needed: 3,
            held: 1,
        };
        assert_eq!(
            refusal(Lang::It, &e),
            "Ti servono 3 carte di colore rosso, ne hai 1."
        );
    }

    #[test]
    fn a_face_up_locomotive_as_second_card_is_explained_in_both_languages() {
        let e = RuleError::LocomotiveAsSecondCard;
        assert!(refusal(Lang::En, &e).contains("locomotive"));
        assert!(refusal(Lang::It, &e).contains("locomotiva"));
    }

    #[test]
    fn a_gray_route_refusal_has_no_colour() {
        let e = RuleError::CannotAffordRoute {
            route: RouteId(0),
            length: 8,
            color: None,
            locomotives: 0,
        };
        for lang in [Lang::En, Lang::It] {
            let text = refusal(lang, &e);
            assert!(text.contains('8') && !text.contains("{}"), "{text}");
        }
    }

    #[test]
    fn a_claim_is_told_in_one_sentence() {
        let e = Event::RouteClaimed {
            seat: Seat(0),
            route: RouteId(0),
            cards: Default::default(),
            points: 4,
        };
        let line = line(Lang::En, &e, &anna);
        assert!(
            line.starts_with("Anna claims ") && line.ends_with("(4 points)"),
            "{line}"
        );
    }

    // Length-1 routes score one point: "1 point", "1 punto", never "1 points".
    #[test]
    fn a_one_point_claim_is_said_in_the_singular() {
        let anna = |_: Seat| Who::Named("Anna".into());
        let e = Event::RouteClaimed {
            seat: Seat(0),
            route: RouteId(0),
            cards: Default::default(),
            points: 1,
        };
        assert!(line(Lang::En, &e, &anna).ends_with("(1 point)"));
        assert!(line(Lang::It, &e, &anna).ends_with("(1 punto)"));
    }

    // Regression: the log said "You draws" when the person's seat was named "You".
    #[test]
    fn the_verb_agrees_with_you_in_english() {
        let blind = Event::DrewBlind {
            seat: Seat(0),
            card: None,
        };
        assert_eq!(
            line(Lang::En, &blind, &you),
            "You draw a card from the deck"
        );
        assert_eq!(
            line(Lang::En, &blind, &anna),
            "Anna draws a card from the deck"
        );
        let pass = Event::Passed { seat: Seat(0) };
        assert_eq!(line(Lang::En, &pass, &you), "You pass");
        assert_eq!(line(Lang::En, &pass, &anna), "Anna passes");
    }

    #[test]
    fn the_verb_agrees_with_you_in_italian() {
        let blind = Event::DrewBlind {
            seat: Seat(0),
            card: None,
        };
        assert_eq!(line(Lang::It, &blind, &you), "Peschi una carta dal mazzo");
        assert_eq!(
            line(Lang::It, &blind, &anna),
            "Anna pesca una carta dal mazzo"
        );
        let station = Event::StationBuilt {
            seat: Seat(0),
            city: CityId(0),
            cards: Default::default(),
        };
        assert!(line(Lang::It, &station, &you).starts_with("Costruisci una stazione a "));
        assert!(line(Lang::It, &station, &anna).starts_with("Anna costruisce una stazione a "));
    }

    // Regression: Mega Europe's log said "keeps 0 tickets; keeps 3 tickets".
    #[test]
    fn mega_europes_long_tickets_are_called_long() {
        let kept = |stage, kept| Event::InitialTicketsKept {
            seat: Seat(0),
            stage,
            kept,
            returned: 1,
        };
        let mega = Some(VariantId::Mega);
        let said = |lang, e: &Event, variant| log_line(lang, e, &anna, variant).unwrap_or_default();
        assert_eq!(
            said(Lang::En, &kept(0, 1), mega),
            "Anna keeps 1 long ticket"
        );
        assert_eq!(
            said(Lang::En, &kept(0, 0), mega),
            "Anna keeps 0 long tickets"
        );
        assert_eq!(said(Lang::En, &kept(1, 3), mega), "Anna keeps 3 tickets");
        assert_eq!(
            said(Lang::It, &kept(0, 1), mega),
            "Anna tiene 1 biglietto lungo"
        );
        // Elsewhere the one long ticket comes with the regular ones.
        let classic = Some(VariantId::Classic);
        assert_eq!(said(Lang::En, &kept(0, 3), classic), "Anna keeps 3 tickets");
    }

    // Regression: "Anna prende una carta giallo scoperta".
    #[test]
    fn a_face_up_card_agrees_with_carta_in_italian() {
        let took = |card| Event::DrewFaceUp {
            seat: Seat(0),
            slot: 0,
            card,
        };
        let it = |card| line(Lang::It, &took(card), &anna);
        assert_eq!(
            it(CardColor::Yellow),
            "Anna prende una carta gialla scoperta"
        );
        assert_eq!(it(CardColor::Black), "Anna prende una carta nera scoperta");
        assert_eq!(it(CardColor::Red), "Anna prende una carta rossa scoperta");
        assert_eq!(
            it(CardColor::White),
            "Anna prende una carta bianca scoperta"
        );
        assert_eq!(it(CardColor::Blue), "Anna prende una carta blu scoperta");
        assert_eq!(
            line(Lang::It, &took(CardColor::Yellow), &you),
            "Prendi una carta gialla scoperta"
        );
        assert_eq!(
            line(Lang::En, &took(CardColor::Yellow), &anna),
            "Anna takes a face-up yellow card"
        );
    }

    #[test]
    fn every_sentence_about_a_seat_reads_right_for_you_and_for_a_name() {
        let (seat, route) = (Seat(0), RouteId(3));
        let events = [
            Event::InitialTicketsKept {
                seat,
                stage: 0,
                kept: 2,
                returned: 1,
            },
            Event::DepotRoundStarted { first: seat },
            Event::DepotPlaced {
                seat,
                city: europa_engine::CityId(0),
            },
            Event::CardStored {
                seat,
                warehouse: Seat(1),
            },
            Event::WarehouseCollected {
                seat,
                city: europa_engine::CityId(0),
                owner: Seat(1),
                count: 3,
            },
            Event::PlayStarted { first: seat },
            Event::DrewFaceUp {
                seat,
                slot: 0,
                card: CardColor::Blue,
            },
            Event::DrewBlind { seat, card: None },
            Event::RouteClaimed {
                seat,
                route,
                cards: Default::default(),
                points: 2,
            },
            Event::TunnelRevealed {
                seat,
                route,
                revealed: Vec::new(),
                extra: 1,
            },
            Event::TunnelDeclined { seat, route },
            Event::TicketsDrawn { seat, count: 3 },
            Event::TicketsKept {
                seat,
                kept: 1,
                returned: 2,
            },
            Event::Passed { seat },
            Event::FinalRoundStarted { trigger: seat },
        ];
        for lang in [Lang::En, Lang::It] {
            for e in &events {
                let named = line(lang, e, &anna);
                let yours = line(lang, e, &you);
                assert!(named.contains("Anna"), "{named}");
                assert!(!yours.contains("Anna") && !yours.is_empty(), "{yours}");
                assert!(
                    !named.contains("{}") && !yours.contains("{}"),
                    "{named} / {yours}"
                );
                assert!(!yours.contains("_you"), "missing translation: {yours}");
            }
        }
        // English second person never takes the third-person -s.
        for e in &events {
            let yours = line(Lang::En, e, &you);
            for wrong in [
                "You draws",
                "You keeps",
                "You claims",
                "You passes",
                "You has",
                "You takes",
            ] {
                assert!(!yours.contains(wrong), "{yours}");
            }
        }
    }

    #[test]
    fn bookkeeping_events_are_not_logged() {
        let e = Event::TurnEnded {
            seat: Seat(0),
            next: Seat(1),
        };
        assert_eq!(log_line(Lang::En, &e, &anna, None), None);
    }
}
