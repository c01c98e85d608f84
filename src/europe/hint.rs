//! Europe's hint in words: Expert's move and why, in one sentence, read from
//! what the person's seat sees (its tickets' ways, its trains).
use super::review_words::move_words;
use crate::hint::Said;
use crate::i18n::{Lang, count, fill, tr};
use europa_engine::{Action, CardColor, Game, Progress, Seat};

/// "Expert suggests claiming Wien–Budapest: it is on the way to your ticket
/// Paris–Wien."
pub fn sentence(lang: Lang, game: &Game, seat: Seat, action: &Action) -> String {
    let why = reason(lang, game, seat, action);
    fill(
        tr(lang, "hint_says"),
        &[&move_words(lang, game, seat, action), &why],
    )
}

fn reason(lang: Lang, game: &Game, seat: Seat, action: &Action) -> String {
    let open: Vec<_> = game
        .ticket_progress(seat)
        .into_iter()
        .filter(|p| matches!(p.progress, Progress::Short { .. }))
        .collect();
    let city = |c: europa_engine::CityId| c.city().name;
    match action {
        Action::ClaimRoute { route, .. } => match open.iter().find(|p| p.way.contains(*route)) {
            Some(p) => {
                let t = p.ticket.ticket();
                let name = format!("{}–{}", city(t.from), city(t.to));
                fill(tr(lang, "hint_why_ticket"), &[&name])
            }
            None => {
                let points = count(
                    lang,
                    "review_points",
                    route.route().points().max(0) as u32,
                    &[],
                );
                fill(tr(lang, "hint_why_points"), &[&points])
            }
        },
        Action::DrawFaceUp { slot } => {
            let colour = game.face_up().get(usize::from(*slot)).copied().flatten();
            match colour {
                Some(CardColor::Locomotive) => tr(lang, "hint_why_loco").to_string(),
                Some(c)
                    if open
                        .iter()
                        .any(|p| p.way.iter().any(|r| r.route().color == Some(c))) =>
                {
                    fill(tr(lang, "hint_why_need"), &[tr(lang, c.key())])
                }
                _ => tr(lang, "hint_why_colour").to_string(),
            }
        }
        Action::DrawBlind => tr(lang, "hint_why_blind").to_string(),
        Action::DrawTickets => {
            let trains = game.player(seat).map_or(0, |p| u32::from(p.trains));
            let left = count(lang, "review_trains_left", trains, &[]);
            fill(tr(lang, "hint_why_more_tickets"), &[&left])
        }
        Action::KeepInitialTickets { .. } | Action::KeepTickets { .. } => {
            tr(lang, "hint_why_keep").to_string()
        }
        Action::BuildStation { .. } => tr(lang, "hint_why_station").to_string(),
        Action::PayTunnel { .. } => tr(lang, "hint_why_pay").to_string(),
        Action::DeclineTunnel => tr(lang, "hint_why_decline").to_string(),
        _ => tr(lang, "hint_why_search").to_string(),
    }
}

/// The table's hint: asks, then says it (or that none came).
pub fn ask(table: super::table::Table, asked: crate::hint::Asked, lang: Lang) {
    use leptos::prelude::*;
    let at = table.moves_played().get_untracked();
    asked.set(Some((at, Said::Thinking)));
    table.ask_hint(move |answer| {
        let text = answer.map(|(game, seat, action)| sentence(lang, &game, seat, &action));
        asked.set(Some((at, text.map_or(Said::Failed, Said::Sentence))));
    });
}
