//! The Card Game's hint in words: Expert's move and why, in one sentence,
//! read from what the person's seat sees (its tickets' needs).
use super::review_words::move_words;
use crate::hint::Said;
use crate::i18n::{Lang, fill, tr};
use cardgame_engine::{Action, CardColor, Game, Seat};

/// "Expert suggests taking the face-up red: your tickets still need red."
pub fn sentence(lang: Lang, game: &Game, seat: Seat, action: &Action) -> String {
    let why = match action {
        Action::PlayGroup { .. } | Action::PlayThree { .. } => {
            tr(lang, "hint_why_play").to_string()
        }
        Action::DrawFaceUp { slot } => {
            let view = game.view(seat);
            let colour = view.face_up.get(usize::from(*slot)).copied().flatten();
            let needed =
                |c: CardColor| view.me.tickets.iter().any(|t| t.ticket().need.count(c) > 0);
            match colour {
                Some(CardColor::Locomotive) => tr(lang, "hint_why_loco").to_string(),
                Some(c) if needed(c) => fill(tr(lang, "hint_why_need"), &[tr(lang, c.key())]),
                _ => tr(lang, "hint_why_colour").to_string(),
            }
        }
        Action::DrawBlind => tr(lang, "hint_why_blind").to_string(),
        Action::DrawTickets => tr(lang, "hint_why_covered").to_string(),
        Action::KeepInitialTickets { .. } | Action::KeepTickets { .. } => {
            tr(lang, "hint_why_keep").to_string()
        }
        _ => tr(lang, "hint_why_search").to_string(),
    };
    fill(
        tr(lang, "hint_says"),
        &[&move_words(lang, game, seat, action), &why],
    )
}

/// The table's hint: asks, then says it (or that none came).
pub fn ask(table: super::table::CardTable, asked: crate::hint::Asked, lang: Lang) {
    use leptos::prelude::*;
    let at = table.moves_played().get_untracked();
    asked.set(Some((at, Said::Thinking)));
    table.ask_hint(move |answer| {
        let text = answer.map(|(game, seat, action)| sentence(lang, &game, seat, &action));
        asked.set(Some((at, text.map_or(Said::Failed, Said::Sentence))));
    });
}
