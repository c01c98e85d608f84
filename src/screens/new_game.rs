//! The new-game screen: which game (Ticket to Ride Europe or the Card
//! Game), seats with names, colours and who plays them, the Europe variant and
//! Warehouses & Depots or the Card Game's beginner option, the seed and who starts. "Start" hands a
//! fresh save to `on_start`; the app starts it on its game's table, whose
//! autosave then stores it.

use super::setup::{Form, FormError, MOST_SEATS, level_of_key, player_range};
use super::{fresh_id, level_desc_key, now_ms};
use crate::i18n::{Lang, t, tr, use_lang};
use crate::palette::PLAYER_COLORS;
use crate::seed::fresh_seed;
use crate::session::{AnySave, GameKind, SeatKind};
use europa_engine::Seat;
use europa_engine::bots::LEVELS;
use europa_engine::config::VariantId;
use leptos::prelude::*;

fn default_name(lang: Lang, seat: usize) -> String {
    format!("{} {}", tr(lang, "player"), seat + 1)
}

/// The kind select's value: "human" or a level key.
fn kind_value(kind: SeatKind) -> &'static str {
    match kind {
        SeatKind::Human => "human",
        SeatKind::Computer(level) => level.bot_name(),
    }
}

#[component]
pub fn NewGame(
    /// Receives the new game; the app starts it on the table.
    #[prop(into)]
    on_start: Callback<AnySave>,
    #[prop(into)] on_back: Callback<()>,
) -> impl IntoView {
    let lang = use_lang();
    let first_lang = lang.get_untracked();
    let form = RwSignal::new(Form::new(
        move |i| default_name(first_lang, i),
        fresh_seed(),
    ));
    let error = RwSignal::new(None::<FormError>);
    let players = Memo::new(move |_| form.with(|f| f.players));
    let game = Memo::new(move |_| form.with(|f| f.game));
    // Hard's first decision is long on a slow device: the bots worker
    // warms up while the person is still choosing.
    Effect::new(move |_| {
        if form.with(Form::seats_hard_at_europe) {
            crate::computer::warm_up();
        }
    });

    let start = move || {
        let result = form.with_untracked(|f| {
            let lang = lang.get_untracked();
            f.to_save(fresh_id(), now_ms(), move |i| default_name(lang, i))
        });
        match result {
            Ok(save) => {
                error.set(None);
                on_start.run(save);
            }
            Err(e) => error.set(Some(e)),
        }
    };

    let seat_row = move |i: usize| {
        let color = PLAYER_COLORS[i];
        let name =
            move || form.with(|f| f.seats.get(i).map(|s| s.name.clone()).unwrap_or_default());
        let kind = move || form.with(|f| f.seats.get(i).map(|s| s.kind).unwrap_or(SeatKind::Human));
        let level_desc = move || match kind() {
            SeatKind::Human => None,
            SeatKind::Computer(l) => Some(tr(lang.get(), level_desc_key(game.get(), l.bot_name()))),
        };
        view! {
            <li
                class="seat-row"
                data-testid=format!("ng-seat-{i}")
                hidden=move || { i >= players.get() as usize }
            >
                <span
                    class="swatch"
                    style=format!("background:{}", color.hex)
                    role="img"
                    aria-label=move || tr(lang.get(), color.key)
                    title=move || tr(lang.get(), color.key)
                ></span>
                <label class="field name">
                    <span>{move || format!("{} {}", tr(lang.get(), "ng_name"), i + 1)}</span>
                    <input
                        type="text"
                        maxlength=super::setup::MAX_NAME.to_string()
                        data-testid=format!("ng-name-{i}")
                        aria-label=move || format!("{} {}", tr(lang.get(), "ng_name"), i + 1)
                        prop:value=name
                        on:input=move |ev| form.update(|f| f.set_name(i, &event_target_value(&ev)))
                    />
                </label>
                <label class="field kind">
                    <span>{t("ng_kind")}</span>
                    <select
                        data-testid=format!("ng-kind-{i}")
                        aria-label=move || format!("{} {}", tr(lang.get(), "ng_kind"), i + 1)
                        prop:value=move || kind_value(kind())
                        on:change=move |ev| {
                            let v = event_target_value(&ev);
                            let k = level_of_key(&v).map(SeatKind::Computer).unwrap_or(SeatKind::Human);
                            form.update(|f| f.set_kind(i, k));
                        }
                    >
                        <option value="human" selected=move || kind() == SeatKind::Human>
                            {t("ng_human")}
                        </option>
                        {LEVELS
                            .iter()
                            .map(|l| {
                                let key = l.key;
                                view! {
                                    <option value=key selected=move || kind_value(kind()) == key>
                                        {move || format!("{} · {}", tr(lang.get(), "ng_computer"), tr(lang.get(), key))}
                                    </option>
                                }
                            })
                            .collect_view()}
                    </select>
                </label>
                <p class="level-desc" data-testid=format!("ng-level-desc-{i}")>
                    {level_desc}
                </p>
            </li>
        }
    };

    view! {
        <section class="screen new-game" data-testid="new-game">
            <h2>{t("ng_title")}</h2>
            <form
                class="new-game-form"
                on:submit=move |ev| {
                    ev.prevent_default();
                    start();
                }
            >
                <fieldset class="game-choice" data-testid="ng-game">
                    <legend>{t("ng_game")}</legend>
                    {[GameKind::Europe, GameKind::CardGame]
                        .into_iter()
                        .map(|g| view! {
                            <label class="game-option">
                                <input
                                    type="radio"
                                    name="ng-game"
                                    data-testid=format!("ng-{}", g.key())
                                    prop:checked=move || game.get() == g
                                    on:change=move |_| form.update(|f| f.set_game(g))
                                />
                                <span>{t(g.key())}</span>
                            </label>
                        })
                        .collect_view()}
                </fieldset>
                <label class="field">
                    <span>{t("ng_players")}</span>
                    <select
                        data-testid="ng-players"
                        aria-label=t("ng_players")
                        prop:value=move || players.get().to_string()
                        on:change=move |ev| {
                            if let Ok(n) = event_target_value(&ev).parse::<u8>() {
                                form.update(|f| f.set_players(n));
                            }
                        }
                    >
                        {player_range(GameKind::Europe)
                            .map(|n| view! {
                                <option
                                    value=n.to_string()
                                    selected=move || players.get() == n
                                    hidden=move || !player_range(game.get()).contains(&n)
                                    disabled=move || !player_range(game.get()).contains(&n)
                                >
                                    {n}
                                </option>
                            })
                            .collect_view()}
                    </select>
                </label>
                <ol class="seats">{(0..MOST_SEATS as usize).map(seat_row).collect_view()}</ol>
                <div class="options">
                    <label class="field check" hidden=move || game.get() != GameKind::CardGame>
                        <span>
                            <input
                                type="checkbox"
                                data-testid="ng-beginner"
                                aria-describedby="ng-beginner-desc"
                                prop:checked=move || form.with(|f| f.beginner)
                                on:change=move |ev| form.update(|f| f.beginner = event_target_checked(&ev))
                            />
                            " "{t("ng_beginner")}
                        </span>
                        <small class="hint" id="ng-beginner-desc">{t("ng_beginner_hint")}</small>
                    </label>
                    <label class="field" hidden=move || game.get() != GameKind::Europe>
                        <span>{t("ng_variant")}</span>
                        <select
                            data-testid="ng-variant"
                            aria-label=t("ng_variant")
                            on:change=move |ev| {
                                let v = event_target_value(&ev);
                                if let Some(id) = VariantId::ALL.into_iter().find(|id| id.key() == v) {
                                    form.update(|f| f.variant = id);
                                }
                            }
                        >
                            {VariantId::ALL
                                .into_iter()
                                .map(|id| view! {
                                    <option value=id.key() selected=move || form.with(|f| f.variant == id)>
                                        {t(id.key())}
                                    </option>
                                })
                                .collect_view()}
                        </select>
                    </label>
                    <label
                        class="field check"
                        data-testid="ng-depots-field"
                        hidden=move || game.get() != GameKind::Europe
                    >
                        <span>
                            <input
                                type="checkbox"
                                data-testid="ng-depots"
                                aria-describedby="ng-depots-desc"
                                prop:checked=move || form.with(|f| f.depots)
                                on:change=move |ev| {
                                    let on = event_target_checked(&ev);
                                    form.update(|f| f.depots = on);
                                }
                            />
                            " "{t("ng_depots")}
                        </span>
                        <small class="hint" id="ng-depots-desc">{t("ng_depots_desc")}</small>
                    </label>
                    <label class="field">
                        <span>{t("ng_first")}</span>
                        <select
                            data-testid="ng-first"
                            aria-label=t("ng_first")
                            prop:value=move || form.with(|f| f.first.map(|s| s.index().to_string()).unwrap_or_else(|| "drawn".into()))
                            on:change=move |ev| {
                                let v = event_target_value(&ev);
                                form.update(|f| f.first = v.parse::<u8>().ok().map(Seat));
                            }
                        >
                            <option value="drawn">{t("ng_first_drawn")}</option>
                            {(0..MOST_SEATS as usize)
                                .map(|i| view! {
                                    <option value=i.to_string() hidden=move || { i >= players.get() as usize }>
                                        {move || form.with(|f| {
                                            let lang = lang.get();
                                            match f.seats.get(i).map(|s| s.name.trim().to_string()) {
                                                Some(n) if !n.is_empty() => n,
                                                _ => default_name(lang, i),
                                            }
                                        })}
                                    </option>
                                })
                                .collect_view()}
                        </select>
                    </label>
                    <div class="field seed">
                        <label for="ng-seed">{t("ng_seed")}</label>
                        <div class="seed-row">
                            <input
                                id="ng-seed"
                                type="text"
                                inputmode="numeric"
                                data-testid="ng-seed"
                                aria-label=t("ng_seed")
                                prop:value=move || form.with(|f| f.seed.clone())
                                on:input=move |ev| form.update(|f| f.seed = event_target_value(&ev))
                            />
                            <button
                                type="button"
                                class="icon"
                                data-testid="ng-new-seed"
                                aria-label=t("ng_new_seed")
                                title=t("ng_new_seed")
                                on:click=move |_| form.update(|f| f.seed = fresh_seed().to_string())
                            >
                                "⟳"
                            </button>
                        </div>
                        <small class="hint">{t("ng_seed_hint")}</small>
                    </div>
                </div>
                // In view at every length of the form: a refusal shows
                // beside the Start the player tapped.
                <div class="actions">
                    <p class="error" role="alert" data-testid="ng-error">
                        {move || error.get().map(|e| tr(lang.get(), e.key()))}
                    </p>
                    <button type="button" data-testid="ng-back" aria-label=t("back") on:click=move |_| on_back.run(())>
                        {t("back")}
                    </button>
                    <button type="submit" class="primary" data-testid="ng-start" aria-label=t("ng_start")>
                        {t("ng_start")}
                    </button>
                </div>
            </form>
        </section>
    }
}
