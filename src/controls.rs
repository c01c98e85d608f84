//! The buttons above the board: player count, play a random game, language.

use crate::i18n::{t, use_lang};
use crate::table::Table;
use europa_engine::config::{MAX_PLAYERS, MIN_PLAYERS};
use leptos::prelude::*;

/// A fresh seed, small enough to read out and type back in.
fn fresh_seed() -> u64 {
    (js_sys::Math::random() * 1_000_000.0) as u64
}

#[component]
pub fn Controls() -> impl IntoView {
    let table = expect_context::<Table>();
    let lang = use_lang();
    let players = table.players();
    let seed = move || {
        table
            .outcome()
            .with(|o| o.as_ref().map(|o| o.seed.to_string()))
            .unwrap_or_else(|| "—".into())
    };

    view! {
        <div class="controls">
            <label class="players">
                <span>{t("players")}</span>
                <select
                    data-testid="players"
                    aria-label=t("players")
                    on:change=move |ev| {
                        if let Ok(n) = event_target_value(&ev).parse::<u8>() {
                            table.choose_players(n);
                        }
                    }
                >
                    {(MIN_PLAYERS..=MAX_PLAYERS)
                        .map(|n| {
                            view! {
                                <option value=n.to_string() selected=move || players.get() == n>
                                    {n}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            <button
                class="primary"
                data-testid="play-random"
                aria-label=t("play_random")
                title=t("play_random_hint")
                on:click=move |_| table.play_random_game(fresh_seed())
            >
                {t("play_random")}
            </button>
            <span class="seed" data-testid="seed">
                {t("seed")}
                ": "
                <output data-testid="seed-value">{seed}</output>
            </span>
            <button
                class="lang"
                data-testid="lang-toggle"
                aria-label=t("switch_lang")
                on:click=move |_| lang.update(|l| *l = l.other())
            >
                {move || lang.get().other().code().to_uppercase()}
            </button>
        </div>
    }
}
