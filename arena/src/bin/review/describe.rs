//! Moves in plain English, for the review's lines.
use europa_engine::Action;

pub fn europe(a: &Action) -> String {
    let route = |r: &europa_engine::RouteId| {
        let r = r.route();
        format!("{}–{}", r.a.city().name, r.b.city().name)
    };
    match a {
        Action::KeepInitialTickets { keep } | Action::KeepTickets { keep } => {
            format!("keep tickets {}", offer(*keep))
        }
        Action::DrawFaceUp { slot } => format!("take face-up card {}", slot + 1),
        Action::DrawBlind => "draw from the deck".into(),
        Action::ClaimRoute { route: r, .. } => format!("claim {}", route(r)),
        Action::PayTunnel { .. } => "pay the tunnel's extra".into(),
        Action::DeclineTunnel => "give the tunnel up".into(),
        Action::DrawTickets => "draw tickets".into(),
        Action::BuildStation { city, .. } => format!("build a station in {}", city.city().name),
        other => format!("{other:?}"),
    }
}

pub fn cards(a: &cardgame_engine::Action) -> String {
    use cardgame_engine::Action as A;
    match a {
        A::KeepInitialTickets { keep } | A::KeepTickets { keep } => {
            format!("keep tickets {}", offer(*keep))
        }
        A::DrawFaceUp { slot } => format!("take face-up card {}", slot + 1),
        A::DrawBlind => "draw from the deck".into(),
        A::PlayGroup {
            color,
            cards,
            locomotives,
        } => format!("play {cards} {color:?} and {locomotives} locomotives"),
        A::PlayThree { colors } => format!("play three colours {colors:?}"),
        A::DrawTickets => "draw tickets".into(),
        other => format!("{other:?}"),
    }
}

/// The offered tickets a keep mask keeps, counted from 1.
fn offer(keep: u8) -> String {
    let kept: Vec<String> = (0..8)
        .filter(|i| keep & (1 << i) != 0)
        .map(|i| (i + 1).to_string())
        .collect();
    kept.join(", ")
}
