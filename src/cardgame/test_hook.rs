//! `window.__cardgame`: a read-only summary browser tests read (they still
//! click the real controls). It holds nothing the page does not show.

use cardgame_engine::{Action, PlayerView, Seat};

pub fn publish(
    view: &Option<PlayerView>,
    legal: &[Action],
    revealed: Option<Seat>,
    handoff: Option<Seat>,
    done: Option<Seat>,
) {
    crate::automation::publish("__cardgame", || {
        summary(view, legal, revealed, handoff, done)
    });
}

/// The summary as JSON, written by hand: serde_json would link a JSON tree
/// into the page just for tests.
fn summary(
    view: &Option<PlayerView>,
    legal: &[Action],
    revealed: Option<Seat>,
    handoff: Option<Seat>,
    done: Option<Seat>,
) -> String {
    use cardgame_engine::{Phase, TurnStep};
    let opt = |s: Option<Seat>| s.map_or("null".into(), |s| s.0.to_string());
    // Legal groups without locomotives: [colour, cards, robs an opponent].
    let groups: Vec<String> = legal
        .iter()
        .filter_map(|a| match a {
            Action::PlayGroup {
                color,
                cards,
                locomotives: 0,
            } => {
                let robs = view.as_ref().is_some_and(|v| {
                    v.seats.iter().any(|s| {
                        Some(s.seat) != revealed && s.railyard.iter().any(|r| r.color == *color)
                    })
                });
                Some(format!("[\"{}\",{cards},{robs}]", color.key()))
            }
            _ => None,
        })
        .collect();
    let threes = legal
        .iter()
        .filter(|a| matches!(a, Action::PlayThree { .. }))
        .count();
    let (phase, step, over, round, last, deck) = match view {
        Some(v) => (
            match v.phase {
                Phase::InitialTickets => "\"InitialTickets\"",
                Phase::Playing => "\"Playing\"",
                Phase::GameOver => "\"GameOver\"",
            },
            match v.step {
                TurnStep::Start => "\"Start\"",
                TurnStep::SecondCard => "\"SecondCard\"",
                TurnStep::ChoosingTickets => "\"ChoosingTickets\"",
            },
            v.final_scores.is_some(),
            v.round,
            v.last_round.is_some(),
            v.deck,
        ),
        None => ("null", "null", false, 0, false, 0),
    };
    let choosing = view.as_ref().is_some_and(|v| !v.me.offer.is_empty());
    // The beginner option's pile check (C2): the tickets it completes now.
    let pile_done = view
        .as_ref()
        .and_then(|v| v.pile_completes())
        .map_or("null".into(), |ids| {
            let ids: Vec<String> = ids.iter().map(|t| t.0.to_string()).collect();
            format!("[{}]", ids.join(","))
        });
    format!(
        "{{\"phase\":{phase},\"step\":{step},\"over\":{over},\"round\":{round},\"lastRound\":{last},\"deck\":{deck},\"current\":{},\"revealed\":{},\"handoff\":{},\"done\":{},\"legal\":{},\"choosing\":{choosing},\"canDrawBlind\":{},\"canDrawTickets\":{},\"canPass\":{},\"groups\":[{}],\"threes\":{threes},\"pileDone\":{pile_done}}}",
        opt(view.as_ref().map(|v| v.current)),
        opt(revealed),
        opt(handoff),
        opt(done),
        legal.len(),
        legal.contains(&Action::DrawBlind),
        legal.contains(&Action::DrawTickets),
        legal.contains(&Action::Pass),
        groups.join(","),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use cardgame_engine::{Game, GameConfig};

    #[test]
    fn the_test_summary_names_the_legal_groups() {
        let game = Game::new(GameConfig::new(2, 5)).unwrap_or_else(|e| panic!("{e}"));
        let view = Some(game.view(Seat(0)));
        let text = summary(
            &view,
            &game.legal_actions(Seat(0)),
            Some(Seat(0)),
            None,
            None,
        );
        assert!(text.starts_with("{\"phase\":\"InitialTickets\""), "{text}");
        assert!(text.contains("\"choosing\":true"), "{text}");
        assert!(text.contains("\"groups\":[]"), "{text}");
    }
}
