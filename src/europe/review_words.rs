//! Europe's moves named for the review's sentences ("claiming Wien–Budapest").
use crate::i18n::{Lang, fill, tr};
use europa_engine::{Action, Game, Seat};

/// `action` as the review names it, read in `game` (the position it was
/// chosen in: the face-up colours, the tickets on offer) for `seat`.
pub fn move_words(lang: Lang, game: &Game, seat: Seat, action: &Action) -> String {
    let city = |c: europa_engine::CityId| c.city().name;
    match action {
        Action::KeepInitialTickets { keep } | Action::KeepTickets { keep } => {
            let offer = game.view(seat).me.offer;
            let names: Vec<String> = offer
                .iter()
                .enumerate()
                .filter(|(i, _)| keep & (1 << i) != 0)
                .map(|(_, t)| {
                    let t = t.ticket();
                    format!("{}–{}", city(t.from), city(t.to))
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
        Action::ClaimRoute { route, .. } => {
            let r = route.route();
            fill(
                tr(lang, "review_claim"),
                &[&format!("{}–{}", city(r.a), city(r.b))],
            )
        }
        Action::PayTunnel { .. } => tr(lang, "review_pay_tunnel").to_string(),
        Action::DeclineTunnel => tr(lang, "review_decline_tunnel").to_string(),
        Action::DrawTickets => tr(lang, "review_draw_tickets").to_string(),
        Action::BuildStation { city: c, .. } => fill(tr(lang, "review_station"), &[city(*c)]),
        _ => tr(lang, "review_other").to_string(),
    }
}
