//! Sentences built from engine data: refusals (`RuleError`) and log events,
//! translated. Pure functions of the language and names, tested natively.

use crate::i18n::{Lang, fill, tr};
use europa_engine::{CardColor, Event, RuleError, Seat};

fn colour(lang: Lang, c: CardColor) -> &'static str {
    tr(lang, c.key())
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
        NotEnoughTrains { needed, left } => fill(
            tr(lang, "err_trains"),
            &[&needed.to_string(), &left.to_string()],
        ),
        WrongColor { required, .. } => {
            fill(tr(lang, "err_wrong_color"), &[colour(lang, *required)])
        }
        FerryNeedsLocomotives { needed, .. } => fill(tr(lang, "err_ferry"), &[&needed.to_string()]),
        CannotAffordRoute { length, color, .. } => match color {
            Some(c) => fill(
                tr(lang, "err_afford"),
                &[&length.to_string(), colour(lang, *c)],
            ),
            None => fill(tr(lang, "err_afford_gray"), &[&length.to_string()]),
        },
        MalformedPayment => t("err_payment"),
        NotEnoughCards {
            color,
            needed,
            held,
        } => fill(
            tr(lang, "err_cards"),
            &[&needed.to_string(), colour(lang, *color), &held.to_string()],
        ),
        TunnelWrongColor { allowed } => {
            fill(tr(lang, "err_tunnel_color"), &[colour(lang, *allowed)])
        }
        NoTicketsLeft => t("err_no_tickets"),
        KeepAtLeast { min } => fill(tr(lang, "err_keep"), &[&min.to_string()]),
        NoSuchTicketChoice => t("err_ticket_choice"),
        NoSuchCity { .. } => t("err_city"),
        CityHasStation { .. } => t("err_city_station"),
        NoStationsLeft => t("err_no_stations"),
        PassNotAllowed => t("err_pass"),
    }
}

/// One log sentence, or `None` for bookkeeping events nobody needs told.
pub fn log_line(lang: Lang, e: &Event, name: &dyn Fn(Seat) -> String) -> Option<String> {
    let f = |k, args: &[&str]| fill(tr(lang, k), args);
    Some(match e {
        Event::InitialTicketsKept { seat, kept, .. } => {
            f("log_initial", &[&name(*seat), &kept.to_string()])
        }
        Event::PlayStarted { first } => f("log_started", &[&name(*first)]),
        Event::DrewFaceUp { seat, card, .. } => {
            f("log_face_up", &[&name(*seat), colour(lang, *card)])
        }
        Event::DrewBlind { seat, .. } => f("log_blind", &[&name(*seat)]),
        Event::FaceUpReset { .. } => tr(lang, "log_reset").to_string(),
        Event::DeckReshuffled { .. } => tr(lang, "log_reshuffle").to_string(),
        Event::RouteClaimed {
            seat,
            route,
            points,
            ..
        } => {
            let r = route.route();
            f(
                "log_claim",
                &[
                    &name(*seat),
                    r.a.city().label,
                    r.b.city().label,
                    &points.to_string(),
                ],
            )
        }
        Event::TunnelRevealed {
            seat, route, extra, ..
        } => {
            let r = route.route();
            f(
                "log_tunnel",
                &[
                    &name(*seat),
                    r.a.city().label,
                    r.b.city().label,
                    &extra.to_string(),
                ],
            )
        }
        Event::TunnelDeclined { seat, route } => {
            let r = route.route();
            f(
                "log_tunnel_no",
                &[&name(*seat), r.a.city().label, r.b.city().label],
            )
        }
        Event::TicketsDrawn { seat, count } => {
            f("log_tickets_drawn", &[&name(*seat), &count.to_string()])
        }
        Event::TicketsKept { seat, kept, .. } => {
            f("log_tickets_kept", &[&name(*seat), &kept.to_string()])
        }
        Event::StationBuilt { seat, city, .. } => {
            f("log_station", &[&name(*seat), city.city().label])
        }
        Event::Passed { seat } => f("log_pass", &[&name(*seat)]),
        Event::FinalRoundStarted { trigger } => f("final_round", &[&name(*trigger)]),
        Event::TurnEnded { .. } => return None,
        Event::GameOver => tr(lang, "game_over").to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use europa_engine::RouteId;

    #[test]
    fn refusals_are_translated_with_their_numbers() {
        let e = RuleError::NotEnoughTrains { needed: 4, left: 2 };
        assert_eq!(refusal(Lang::En, &e), "You need 4 trains but have 2 left.");
        assert!(refusal(Lang::It, &e).contains('4'));
    }

    #[test]
    fn a_claim_is_told_in_one_sentence() {
        let e = Event::RouteClaimed {
            seat: Seat(0),
            route: RouteId(0),
            cards: Default::default(),
            points: 4,
        };
        let line = log_line(Lang::En, &e, &|_| "Anna".to_string()).unwrap();
        assert!(
            line.starts_with("Anna claims ") && line.ends_with("(4 points)"),
            "{line}"
        );
    }
}
