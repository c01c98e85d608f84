//! The Card Game's moves named for the review's sentences ("playing 3 red
//! cards and 1 locomotive").
use super::words::cards_of;
use crate::i18n::{Lang, fill, tr};
use cardgame_engine::{Action, CardColor, Game, Seat};

/// `action` as the review names it, read in `game` (the position it was
/// chosen in: the face-up colours, the tickets on offer) for `seat`.
pub fn move_words(lang: Lang, game: &Game, seat: Seat, action: &Action) -> String {
    match action {
        Action::KeepInitialTickets { keep } | Action::KeepTickets { keep } => {
            let offer = game.view(seat).me.offer;
            let names: Vec<String> = offer
                .iter()
                .enumerate()
                .filter(|(i, _)| keep & (1 << i) != 0)
                .map(|(_, t)| {
                    let t = t.ticket();
                    format!("{}–{}", t.from, t.to)
                })
                .collect();
            fill(tr(lang, "review_keep"), &[&names.join(", ")])
        }
        Action::DrawFaceUp { slot } => {
            let colour = game
                .view(seat)
                .face_up
                .get(usize::from(*slot))
                .copied()
                .flatten();
            let name = colour.map_or("", |c| tr(lang, c.key()));
            fill(tr(lang, "review_face_up"), &[name])
        }
        Action::DrawBlind => tr(lang, "review_blind").to_string(),
        Action::PlayGroup {
            color,
            cards,
            locomotives,
        } => {
            let mut played = Vec::new();
            if *cards > 0 {
                played.push(cards_of(lang, *color, u32::from(*cards)));
            }
            if *locomotives > 0 {
                played.push(cards_of(
                    lang,
                    CardColor::Locomotive,
                    u32::from(*locomotives),
                ));
            }
            fill(tr(lang, "review_play"), &[&played.join(" + ")])
        }
        Action::PlayThree { .. } => tr(lang, "review_play_three").to_string(),
        Action::DrawTickets => tr(lang, "review_draw_tickets").to_string(),
        _ => tr(lang, "review_other").to_string(),
    }
}
