//! `window.__europa`: the summary browser tests read (see [`publish`]).

use europa_engine::{Action, PlayerView, Seat};

/// `window.__europa`: a read-only summary for browser tests (they still click
/// the real controls). Never holds a secret beyond what the page shows.
pub fn publish(
    view: &Option<PlayerView>,
    legal: &[Action],
    revealed: Option<Seat>,
    handoff: Option<Seat>,
    done: Option<Seat>,
) {
    crate::automation::publish("__europa", || summary(view, legal, revealed, handoff, done));
}

fn summary(
    view: &Option<PlayerView>,
    legal: &[Action],
    revealed: Option<Seat>,
    handoff: Option<Seat>,
    done: Option<Seat>,
) -> String {
    let claimable: Vec<u8> = super::table::claimable_routes(legal)
        .iter()
        .map(|r| r.0)
        .collect();
    let stations: Vec<u8> = {
        let mut c: Vec<u8> = legal
            .iter()
            .filter_map(|a| match a {
                Action::BuildStation { city, .. } => Some(city.0),
                _ => None,
            })
            .collect();
        c.dedup();
        c
    };
    // W&D: the cities a depot may go on now, and the collections offered.
    let depot_cities: Vec<u8> = legal
        .iter()
        .filter_map(|a| match a {
            Action::PlaceDepot { city } => Some(city.0),
            _ => None,
        })
        .collect();
    let collections: Vec<u8> = legal
        .iter()
        .filter_map(|a| match a {
            Action::CollectWarehouses { cities } => Some(*cities),
            _ => None,
        })
        .collect();
    // The engine's answers the page shows: each held colour's payable
    // routes (claim by colour), each ticket's progress.
    let payable = view.as_ref().map_or("{}".into(), |v| {
        let fields: Vec<(&str, String)> = europa_engine::CardColor::ALL
            .iter()
            .filter(|&&c| v.me.hand.count(c) > 0)
            .map(|&c| {
                let routes: Vec<u8> = v.claimable_with(c).iter().map(|r| r.0).collect();
                (c.key(), list(&routes))
            })
            .collect();
        hook_json(&fields)
    });
    let progress = view.as_ref().map_or("[]".into(), |v| {
        use europa_engine::Progress;
        let items: Vec<String> = v
            .ticket_progress()
            .iter()
            .map(|p| match p.progress {
                Progress::Complete => "\"done\"".to_string(),
                Progress::Impossible => "\"impossible\"".to_string(),
                Progress::Short { cars, fits, .. } => {
                    format!("\"{}:{cars}\"", if fits { "short" } else { "unfit" })
                }
            })
            .collect();
        format!("[{}]", items.join(","))
    });
    use europa_engine::Phase;
    let phase = view.as_ref().map(|v| match v.phase {
        Phase::InitialTickets => "InitialTickets",
        Phase::Playing => "Playing",
        Phase::GameOver => "GameOver",
        Phase::PlacingDepots => "PlacingDepots",
    });
    // Written by hand: serde_json's `Value` would link a JSON tree (and
    // Debug formatting) into the page just for this test summary.
    hook_json(&[
        ("phase", phase.map_or("null".into(), |p| format!("\"{p}\""))),
        ("current", opt(view.as_ref().map(|v| v.current.0))),
        ("revealed", opt(revealed.map(|s| s.0))),
        ("handoff", opt(handoff.map(|s| s.0))),
        ("done", opt(done.map(|s| s.0))),
        ("legal", legal.len().to_string()),
        ("claimable", list(&claimable)),
        ("payable", payable),
        ("progress", progress),
        ("stationCities", list(&stations)),
        (
            "canDrawTickets",
            legal.contains(&Action::DrawTickets).to_string(),
        ),
        (
            "canDrawBlind",
            legal.contains(&Action::DrawBlind).to_string(),
        ),
        ("canPass", legal.contains(&Action::Pass).to_string()),
        ("depotCities", list(&depot_cities)),
        ("collections", list(&collections)),
        (
            "canStore",
            legal
                .iter()
                .any(|a| matches!(a, Action::DrawBlindStoring { .. }))
                .to_string(),
        ),
        (
            "second",
            view.as_ref().is_some_and(|v| v.second_card).to_string(),
        ),
        (
            "choosing",
            view.as_ref()
                .is_some_and(|v| !v.me.offer.is_empty())
                .to_string(),
        ),
        (
            "tunnel",
            view.as_ref()
                .is_some_and(|v| v.tunnel.is_some())
                .to_string(),
        ),
        (
            "over",
            view.as_ref()
                .is_some_and(|v| v.final_scores.is_some())
                .to_string(),
        ),
        ("turns", opt(view.as_ref().map(|v| v.turns))),
    ])
}

/// `{"key":value,...}` from already-encoded JSON values.
fn hook_json(fields: &[(&str, String)]) -> String {
    let body: Vec<String> = fields.iter().map(|(k, v)| format!("\"{k}\":{v}")).collect();
    format!("{{{}}}", body.join(","))
}

fn opt<T: ToString>(v: Option<T>) -> String {
    v.map_or("null".into(), |v| v.to_string())
}

fn list(v: &[u8]) -> String {
    let items: Vec<String> = v.iter().map(u8::to_string).collect();
    format!("[{}]", items.join(","))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_test_summary_is_json() {
        let text = hook_json(&[
            ("a", opt(Some(3u8))),
            ("b", opt(None::<u8>)),
            ("c", list(&[1, 2])),
            ("d", "true".into()),
        ]);
        assert_eq!(text, r#"{"a":3,"b":null,"c":[1,2],"d":true}"#);
    }
}
