//! Each other player's latest turn in one line: "Latest moves" at the top
//! where the player looks, "Since your last turn" on the pass-and-play
//! hand-off.

use super::recap::Turn;
use super::words::log_line;
use crate::europe::table::use_table;
use crate::i18n::{t, use_lang};
use leptos::prelude::*;

/// A turn's sentences in one line; a sentence said twice in a row (two
/// cards from the deck) is said once with "×2".
pub fn one_line(said: Vec<String>) -> String {
    let mut parts: Vec<(String, u32)> = Vec::new();
    for s in said {
        match parts.last_mut() {
            Some((last, n)) if *last == s => *n += 1,
            _ => parts.push((s, 1)),
        }
    }
    parts
        .into_iter()
        .map(|(s, n)| if n > 1 { format!("{s} ×{n}") } else { s })
        .collect::<Vec<_>>()
        .join("; ")
}

/// `turns` under the heading `heading` (a translation key); nothing while
/// there is none.
#[component]
pub fn Recap(turns: Signal<Vec<Turn>>, heading: &'static str) -> impl IntoView {
    let table = use_table();
    let lang = use_lang();
    move || {
        let l = lang.get();
        let who = |s| table.who(s);
        let variant = table
            .view()
            .with_untracked(|v| v.as_ref().map(|v| v.variant));
        let lines: Vec<String> = turns.with(|turns| {
            turns
                .iter()
                .map(|turn| {
                    let said: Vec<String> = turn
                        .events
                        .iter()
                        .filter_map(|e| log_line(l, e, &who, variant))
                        .collect();
                    one_line(said)
                })
                .filter(|line| !line.is_empty())
                .collect()
        });
        (!lines.is_empty()).then(|| {
            view! {
                <section class="recap" data-testid="recap" aria-label=t(heading)>
                    <h3>{t(heading)}</h3>
                    <ul>
                        {lines
                            .into_iter()
                            .map(|s| view! { <li data-testid="recap-line">{s}</li> })
                            .collect_view()}
                    </ul>
                </section>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_blind_draws_read_as_one_sentence() {
        let blind = "Anna draws a card from the deck".to_string();
        let claim = "Anna claims Roma – Wien (2 points)".to_string();
        assert_eq!(
            one_line(vec![blind.clone(), blind.clone()]),
            "Anna draws a card from the deck ×2"
        );
        assert_eq!(
            one_line(vec![blind.clone(), claim.clone()]),
            format!("{blind}; {claim}")
        );
        assert_eq!(one_line(Vec::new()), "");
    }
}
