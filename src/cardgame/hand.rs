//! The revealed seat's hand, grouped by colour with counts and symbols.
//! On their turn a tap picks cards; the play they make is checked by the
//! engine as they pick, and a refused play says why.

use super::selection::{play_of, tap};
use super::table::use_card_table;
use super::{actor, sayer, words};
use crate::card_chip::CardChip;
use crate::i18n::{fill, t, tr, use_lang};
use crate::rules_help::HelpButton;
use crate::rules_text::Topic;
use cardgame_engine::{CardColor, Hand as Cards, Phase, TurnStep};
use leptos::prelude::*;

#[component]
pub fn Hand() -> impl IntoView {
    let table = use_card_table();
    let lang = use_lang();
    let play = actor();
    let say = sayer();
    move || {
        let seat = table.revealed().get()?;
        let (hand, start) = table.view().with(|v| {
            v.as_ref().map(|v| {
                // Not while the starting tickets are chosen: nothing
                // can be played before they are kept.
                (
                    v.me.hand,
                    v.step == TurnStep::Start && v.phase == Phase::Playing,
                )
            })
        })?;
        // A fresh pick for every new view (after a move, at a hand-off).
        let picked = RwSignal::new(Cards::default());
        let my_move = move || start && table.legal().with(|l| !l.is_empty());
        let chips = CardColor::ALL
            .iter()
            .filter(|c| hand.count(**c) > 0)
            .map(|&c| {
                let n = hand.count(c);
                view! {
                    <button
                        class="cg-pick"
                        class:picked=move || picked.with(|p| p.count(c) > 0)
                        data-testid="cg-hand-card"
                        data-color=c.key()
                        data-count=n
                        aria-pressed=move || picked.with(|p| p.count(c) > 0).to_string()
                        aria-label=move || format!("{} × {}", tr(lang.get(), c.key()), n)
                        on:click=move |_| {
                            if my_move() {
                                picked.update(|p| tap(p, &hand, c));
                            }
                        }
                    >
                        <CardChip color=c count=u32::from(n) />
                        {move || {
                            let k = picked.with(|p| p.count(c));
                            (k > 0).then(|| view! { <span class="cg-badge">{format!("+{k}")}</span> })
                        }}
                    </button>
                }
            })
            .collect_view();
        let choice = move || picked.with(play_of);
        let refusal = move || match choice()? {
            Err(e) => Some(e),
            Ok(a) => table.why_not(&a),
        };
        let controls = move || {
            my_move().then(|| {
                let l = lang.get();
                let summary = picked.with(|p| {
                    let parts: Vec<String> = CardColor::ALL
                        .iter()
                        .filter(|c| p.count(**c) > 0)
                        .map(|c| words::cards_of(l, *c, u32::from(p.count(*c))))
                        .collect();
                    parts.join(", ")
                });
                let hint = match (summary.is_empty(), refusal()) {
                    (true, _) => tr(l, "cg_select_hint").to_string(),
                    (false, Some(e)) => words::refusal_named(l, &e, &|s| table.seat_name(s)),
                    (false, None) => fill(tr(l, "cg_selected"), &[&summary]),
                };
                let refused = refusal().is_some() || summary.is_empty();
                view! {
                    <p class="cg-hint" class:refused=refused && !summary.is_empty() data-testid="cg-play-hint">{hint}</p>
                    <div class="cg-play">
                        <button
                            class="primary"
                            data-testid="cg-play"
                            aria-disabled=refused.to_string()
                            on:click=move |_| match choice() {
                                Some(Ok(a)) if play(a) => picked.set(Cards::default()),
                                Some(Ok(_)) => {}
                                Some(Err(e)) => say(&e),
                                None => {}
                            }
                        >
                            {t("cg_play")}
                        </button>
                        <button data-testid="cg-clear" on:click=move |_| picked.set(Cards::default())>
                            {t("cg_clear")}
                        </button>
                    </div>
                }
            })
        };
        Some(view! {
            <section class="hand cg-hand" data-testid="cg-hand" data-seat=seat.0 aria-label=t("cg_hand")>
                <div class="cg-head">
                    <h3>{t("cg_hand")}</h3>
                    <HelpButton topic=Topic::CardPlay />
                </div>
                <div class="chips">{chips}</div>
                {controls}
            </section>
        })
    }
}
