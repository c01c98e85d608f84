//! The history and statistics screen: the statistics of the games the
//! filters admit (a summary line, a chart of results over time, a card per
//! bucket, pass and play by name), then the finished games, newest first,
//! each with its replay and Delete (which asks first); then export, import
//! and "Delete the history" (which asks first). A stored history that
//! cannot be read is shown as such, with its raw text's export and delete,
//! and is never changed.

pub mod banner;
pub mod chart;
pub mod lazy;
pub mod words;

use super::files::{chosen_size, download, read_chosen};
use super::format_date;
use crate::game_history::browser::{self, EXPORT_FILE_NAME, Imported, Problem};
use crate::game_history::{
    Entry, Filter, GameResult, HISTORY_TEXT_MAX, History as Stored, HistoryError, Opponents,
    Statistics, Totals, statistics,
};
use crate::i18n::{count, fill, seat_name_in, t, tr, use_lang};
use crate::session::GameKind;
use chart::Chart;
use europa_engine::config::VariantId;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;
use words::{
    bucket_line, decimal, opponents_option, percent, players_line, problem_text, setup_line,
    signed, winners_line,
};

/// Games the list shows at first, and more at each "Show more".
const PAGE: usize = 20;

/// A line under the list after an action.
#[derive(Clone, Debug, PartialEq)]
enum Notice {
    Deleted,
    Cleared,
    Imported(Imported),
    Failed(Problem),
    FileUnreadable,
    /// A game's record that does not replay (an imported file's).
    NoReplay(crate::session::SaveError),
}

/// What a dialog asks the player to confirm.
#[derive(Clone, Debug, PartialEq)]
enum Ask {
    /// Deleting one game (its id).
    Game(String),
    /// Deleting the whole history.
    All,
}

#[component]
pub fn History(
    #[prop(into)] on_back: Callback<()>,
    /// Opens the replay of game `id`; its record is
    /// `crate::game_history::browser::record(&id)`.
    #[prop(into)]
    on_replay: Callback<String>,
    /// Opens the review of game `id`, as `on_replay` its replay.
    #[prop(into)]
    on_review: Callback<String>,
) -> impl IntoView {
    let lang = use_lang();
    let stored = RwSignal::new(browser::load());
    let filter = RwSignal::new(Filter::default());
    let shown = RwSignal::new(PAGE);
    let notice = RwSignal::new(None::<Notice>);
    let ask = RwSignal::new(None::<Ask>);
    let reload = move || stored.set(browser::load());

    let stats = Memo::new(move |_| {
        let f = filter.get();
        stored.with(|h| h.as_ref().ok().map(|h| statistics(h, &f)))
    });

    let confirm = move |what: Ask| {
        let result = match &what {
            Ask::Game(id) => browser::delete(id).map(|()| Notice::Deleted),
            Ask::All => browser::clear()
                .map(|()| Notice::Cleared)
                .map_err(Problem::Storage),
        };
        notice.set(Some(result.unwrap_or_else(Notice::Failed)));
        ask.set(None);
        reload();
    };

    let export = move |_| {
        let text = browser::raw().unwrap_or_else(|| Stored::default().to_text());
        download(EXPORT_FILE_NAME, &text);
    };

    let on_import = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        // A file larger than any history is refused before it is read.
        let too_large = chosen_size(&input)
            .map(|size| size as usize)
            .filter(|&bytes| bytes > HISTORY_TEXT_MAX)
            .map(|bytes| {
                Problem::Unreadable(HistoryError::TooLarge {
                    bytes,
                    max: HISTORY_TEXT_MAX,
                })
            });
        spawn_local(async move {
            let result = match too_large {
                Some(e) => Notice::Failed(e),
                None => match read_chosen(&input).await {
                    None => Notice::FileUnreadable,
                    Some(text) => match browser::import(&text) {
                        Ok(done) => Notice::Imported(done),
                        Err(e) => Notice::Failed(e),
                    },
                },
            };
            input.set_value("");
            notice.set(Some(result));
            reload();
        });
    };

    // A game's replay or review, once its record is known to replay.
    let once_it_replays = move |then: Callback<String>| {
        Callback::new(move |id: String| {
            let record = stored.with_untracked(|h| {
                h.as_ref()
                    .ok()
                    .and_then(|h| h.record(&id).map(str::to_string))
            });
            match record.map(|text| crate::session::AnySave::from_text(&text)) {
                Some(Ok(_)) => then.run(id),
                Some(Err(e)) => notice.set(Some(Notice::NoReplay(e))),
                None => {}
            }
        })
    };
    let replay = once_it_replays(on_replay);
    let review = once_it_replays(on_review);

    let unreadable = move || {
        stored.with(|h| match h {
            Err(Problem::Unreadable(e)) => Some(e.clone()),
            _ => None,
        })
    };

    view! {
        <section class="screen history" data-testid="history">
            <h2>{t("hi_title")}</h2>
            {move || match stored.get() {
                Ok(_) => ().into_any(),
                Err(Problem::Unreadable(e)) => view! {
                    <div class="save-problem" role="alert" data-testid="hi-error">
                        <p>{move || words::history_error(lang.get(), &e)}</p>
                        <p>{t("hi_unreadable")}</p>
                    </div>
                }
                .into_any(),
                Err(other) => view! {
                    <p class="error" role="alert" data-testid="hi-error">
                        {move || problem_text(lang.get(), &other)}
                    </p>
                }
                .into_any(),
            }}
            {move || stats.get().map(|s| {
                if stored.with(|h| h.as_ref().is_ok_and(Stored::is_empty)) {
                    view! { <p data-testid="hi-empty">{t("hi_empty")}</p> }.into_any()
                } else {
                    view! { <StatsView stats=s filter /> }.into_any()
                }
            })}
            {move || stored.with(|h| h.as_ref().ok().map(|h| {
                let f = filter.get();
                let entries: Vec<Entry> = h
                    .entries()
                    .iter()
                    .filter(|e| f.admits(&e.result.bucket()))
                    .cloned()
                    .collect();
                let total = entries.len();
                let rows = entries
                    .into_iter()
                    .take(shown.get())
                    .map(|entry| view! { <GameRow entry ask on_replay=replay on_review=review /> })
                    .collect_view();
                (total > 0).then(|| view! {
                    <h3 tabindex="-1" data-focus-home>{t("hi_list")}</h3>
                    <ul class="save-list hi-list">{rows}</ul>
                    <Show when=move || { shown.get() < total }>
                        <button
                            type="button"
                            class="hi-more"
                            data-testid="hi-show-more"
                            on:click=move |_| shown.update(|n| *n += PAGE)
                        >
                            {t("hi_show_more")}
                        </button>
                    </Show>
                })
            }))}
            <p class="notice" role="status" data-testid="hi-notice">
                {move || notice.get().map(|n| {
                    let lang = lang.get();
                    match n {
                        Notice::Deleted => tr(lang, "hi_deleted").to_string(),
                        Notice::Cleared => tr(lang, "hi_cleared").to_string(),
                        Notice::Imported(done) => words::imported(lang, &done.change, done.left_out),
                        Notice::Failed(e) => problem_text(lang, &e),
                        Notice::FileUnreadable => tr(lang, "err_file").to_string(),
                        Notice::NoReplay(e) => format!(
                            "{} {}",
                            tr(lang, "hi_no_replay"),
                            problem_text(lang, &Problem::Save(e))
                        ),
                    }
                })}
            </p>
            <div class="actions">
                <button type="button" data-testid="hi-back" on:click=move |_| on_back.run(())>
                    {t("back")}
                </button>
                <button type="button" data-testid="hi-export" on:click=export>
                    {move || if unreadable().is_some() { t("sv_export_raw")() } else { t("hi_export")() }}
                </button>
                <label class="button" data-testid="hi-import-label">
                    <input
                        type="file"
                        class="visually-hidden"
                        accept=".txt,text/plain"
                        data-testid="hi-import"
                        aria-label=t("hi_import")
                        disabled=move || unreadable().is_some()
                        on:change=on_import
                    />
                    {t("hi_import")}
                </label>
                <button
                    type="button"
                    class="danger"
                    data-testid="hi-clear"
                    on:click=move |_| ask.set(Some(Ask::All))
                >
                    {t("hi_clear")}
                </button>
            </div>
            {move || ask.get().map(|what| {
                // The game a deletion is about, as its row says it.
                let about = match &what {
                    Ask::Game(id) => stored.with_untracked(|h| {
                        h.as_ref().ok().and_then(|h| {
                            h.entries().iter().find(|e| e.result.id == *id).map(|e| e.result.clone())
                        })
                    }),
                    Ask::All => None,
                };
                view! { <Confirm what about on_yes=confirm ask /> }
            })}
        </section>
    }
}

/// The statistics of the games the filters admit, with the filters.
#[component]
fn StatsView(stats: Statistics, filter: RwSignal<Filter>) -> impl IntoView {
    let lang = use_lang();
    let Statistics {
        all,
        buckets,
        people,
        series,
        earlier,
    } = stats;
    let series = Signal::derive(move || series.clone());
    let summary = {
        let all = all.clone();
        move || {
            let lang = lang.get();
            let mut line = count(lang, "hi_games", all.games, &[]);
            if let Some(rate) = all.win_rate() {
                let wins = fill(
                    tr(lang, "hi_wins_of"),
                    &[
                        &all.wins.to_string(),
                        &all.results.to_string(),
                        &percent(rate),
                    ],
                );
                line = format!("{line} · {wins}");
            }
            line
        }
    };
    let empty = all.games == 0;
    view! {
        <Filters filter />
        <p
            class="hi-summary"
            data-testid="hi-summary"
            data-games=all.games
            data-results=all.results
            data-wins=all.wins
        >
            {summary}
        </p>
        {(earlier > 0).then(|| view! {
            <p class="hint" data-testid="hi-earlier">
                {move || count(lang.get(), "hi_earlier", earlier, &[])}
            </p>
        })}
        {if empty {
            view! { <p data-testid="hi-none">{t("hi_none_filtered")}</p> }.into_any()
        } else {
            view! {
                <Chart points=series />
                <h3>{t("hi_by_bucket")}</h3>
                <p class="hint">{t("hi_margin_hint")}</p>
                <ul class="hi-cards">
                    {buckets
                        .into_iter()
                        .map(|(bucket, totals)| {
                            let game = bucket.setup.game();
                            let title = move || setup_line(lang.get(), bucket.setup);
                            let line = move || bucket_line(lang.get(), &bucket);
                            view! {
                                <li
                                    class="hi-card"
                                    data-testid="hi-bucket"
                                    data-game=game.key()
                                    data-variant=bucket.setup.variant().map(VariantId::key).unwrap_or("")
                                    data-players=bucket.players
                                    data-opponents=bucket.opponents.key()
                                >
                                    <h4>{title}</h4>
                                    <p class="hi-card-line">{line}</p>
                                    <TotalsList totals game />
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
                {(!people.is_empty()).then(|| view! {
                    <h3>{t("hi_people")}</h3>
                    <ul class="hi-cards">
                        {people
                            .into_iter()
                            .map(|(name, totals)| {
                                let shown = move || seat_name_in(lang.get(), &name);
                                view! {
                                    <li class="hi-card" data-testid="hi-person">
                                        <h4>{shown}</h4>
                                        <TotalsList totals game=GameKind::Europe person=true />
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                })}
            }
            .into_any()
        }}
    }
}

/// The three filters: game, variant (Europe's), opponents.
#[component]
fn Filters(filter: RwSignal<Filter>) -> impl IntoView {
    let lang = use_lang();
    let game_value = move || match filter.get().game {
        None => "",
        Some(g) => g.key(),
    };
    let set_game = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        filter.update(|f| {
            f.game = [GameKind::Europe, GameKind::CardGame]
                .into_iter()
                .find(|g| g.key() == value);
            // The Card Game has no variants.
            if f.game == Some(GameKind::CardGame) {
                f.variant = None;
            }
        });
    };
    let set_variant = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        filter.update(|f| f.variant = VariantId::ALL.into_iter().find(|v| v.key() == value));
    };
    let set_level = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        filter.update(|f| f.opponents = Opponents::from_key(&value));
    };
    view! {
        <div class="hi-filters">
            <label class="field">
                <span>{t("hi_filter_game")}</span>
                <select data-testid="hi-filter-game" prop:value=game_value on:change=set_game>
                    <option value="">{t("hi_all_games")}</option>
                    {[GameKind::Europe, GameKind::CardGame]
                        .into_iter()
                        .map(|g| view! { <option value=g.key()>{t(g.key())}</option> })
                        .collect_view()}
                </select>
            </label>
            <label class="field" hidden=move || filter.get().game == Some(GameKind::CardGame)>
                <span>{t("hi_filter_variant")}</span>
                <select
                    data-testid="hi-filter-variant"
                    prop:value=move || filter.get().variant.map(VariantId::key).unwrap_or("")
                    on:change=set_variant
                >
                    <option value="">{t("hi_all_variants")}</option>
                    {VariantId::ALL
                        .into_iter()
                        .map(|v| view! { <option value=v.key()>{t(v.key())}</option> })
                        .collect_view()}
                </select>
            </label>
            <label class="field">
                <span>{t("hi_filter_level")}</span>
                <select
                    data-testid="hi-filter-level"
                    prop:value=move || filter.get().opponents.map(Opponents::key).unwrap_or("")
                    on:change=set_level
                >
                    <option value="">{t("hi_all_levels")}</option>
                    {Opponents::ALL
                        .into_iter()
                        .map(|o| view! {
                            <option value=o.key()>{move || opponents_option(lang.get(), o)}</option>
                        })
                        .collect_view()}
                </select>
            </label>
        </div>
    }
}

/// A card's figures. `person`: one person's totals (no "results" line,
/// and both games' extras when they have any).
#[component]
fn TotalsList(totals: Totals, game: GameKind, #[prop(optional)] person: bool) -> impl IntoView {
    let lang = use_lang();
    let t2 = totals.clone();
    let rate = totals.win_rate();
    let row = move |key: &'static str, testid: &'static str, value: String| {
        view! {
            <div class="hi-figure">
                <dt>{t(key)}</dt>
                <dd data-testid=testid>{value}</dd>
            </div>
        }
    };
    let best = t2.best.clone().map(|b| {
        view! {
            <div class="hi-figure">
                <dt>{t("hi_st_best")}</dt>
                <dd data-testid="hi-best">
                    {move || words::points(lang.get(), b.score)}
                    <span class="hi-when">{move || day(lang.get(), b.ended_ms)}</span>
                </dd>
            </div>
        }
    });
    let show_express = game == GameKind::Europe && (!person || totals.express > 0);
    let show_bonuses = game == GameKind::CardGame || (person && totals.bonuses > 0);
    view! {
        <dl>
            {row("hi_st_games", "hi-games", totals.games.to_string())}
            {(!person && totals.results != totals.games)
                .then(|| row("hi_st_results", "hi-results", totals.results.to_string()))}
            <div class="hi-figure">
                <dt>{t("hi_st_wins")}</dt>
                <dd data-testid="hi-wins" data-wins=totals.wins>
                    {move || match rate {
                        Some(r) => format!("{} ({})", totals.wins, percent(r)),
                        None => totals.wins.to_string(),
                    }}
                </dd>
            </div>
            <div class="hi-figure">
                <dt>{t("hi_st_score")}</dt>
                <dd data-testid="hi-score">
                    {move || t2.average_score().map(|x| decimal(lang.get(), x)).unwrap_or_default()}
                </dd>
            </div>
            <div class="hi-figure">
                <dt>{t("hi_st_margin")}</dt>
                <dd data-testid="hi-margin">
                    {
                        let totals = totals.clone();
                        move || totals.average_margin().map(|x| signed(lang.get(), x)).unwrap_or_default()
                    }
                </dd>
            </div>
            {row(
                "hi_st_tickets",
                "hi-tickets",
                format!("{} / {}", totals.tickets_done, totals.tickets_failed),
            )}
            {show_express.then(|| row("hi_st_express", "hi-express", totals.express.to_string()))}
            {show_bonuses.then(|| row("hi_st_bonuses", "hi-bonuses", totals.bonuses.to_string()))}
            {best}
        </dl>
    }
}

/// One finished game of the list.
#[component]
fn GameRow(
    entry: Entry,
    ask: RwSignal<Option<Ask>>,
    on_replay: Callback<String>,
    on_review: Callback<String>,
) -> impl IntoView {
    let lang = use_lang();
    let Entry { result, record } = entry;
    let kept = record.is_some();
    let id = result.id.clone();
    let (replay_id, review_id, delete_id) = (id.clone(), id.clone(), id.clone());
    let setup = result.setup;
    let ended = result.ended_ms;
    let players = {
        let result = result.clone();
        move || players_line(lang.get(), &result)
    };
    let winners = move || winners_line(lang.get(), &result);
    view! {
        <li class="save-row hi-game" data-testid="hi-game" data-id=id data-game=setup.game().key()>
            <div class="save-info">
                <span class="save-game">{move || setup_line(lang.get(), setup)}</span>
                <span class="save-players" data-testid="hi-players">{players}</span>
                <span class="save-date">{winners}</span>
                <span class="save-date" data-testid="hi-date">{move || format_date(lang.get(), ended)}</span>
                {(!kept).then(|| view! {
                    <span class="save-date hi-gone" data-testid="hi-record-gone">{t("hi_record_gone")}</span>
                })}
            </div>
            <div class="actions">
                // The replay: `on_replay` receives the game's id.
                <button
                    type="button"
                    data-testid="history-replay"
                    disabled=!kept
                    on:click=move |_| on_replay.run(replay_id.clone())
                >
                    {t("replay")}
                </button>
                <button
                    type="button"
                    data-testid="history-review"
                    disabled=!kept
                    on:click=move |_| on_review.run(review_id.clone())
                >
                    {t("review_open")}
                </button>
                <button
                    type="button"
                    class="danger"
                    data-testid="hi-delete"
                    on:click=move |_| ask.set(Some(Ask::Game(delete_id.clone())))
                >
                    {t("sv_delete")}
                </button>
            </div>
        </li>
    }
}

/// Asks before a deletion; Esc or Cancel keeps everything.
#[component]
fn Confirm(
    what: Ask,
    about: Option<GameResult>,
    on_yes: impl Fn(Ask) + Copy + 'static,
    ask: RwSignal<Option<Ask>>,
) -> impl IntoView {
    let lang = use_lang();
    let node = NodeRef::new();
    let cancel = Callback::new(move |()| ask.set(None));
    crate::modal::modal(node, Some(cancel));
    let (question, yes) = match what {
        Ask::Game(_) => ("hi_delete_q", "sv_delete"),
        Ask::All => ("hi_clear_q", "hi_clear"),
    };
    view! {
        <div class="hi-backdrop" on:click=move |_| cancel.run(())></div>
        <div
            node_ref=node
            class="dialog hi-confirm"
            role="dialog"
            aria-modal="true"
            aria-labelledby="hi-confirm-text"
            data-testid="hi-confirm"
        >
            <p id="hi-confirm-text">{t(question)}</p>
            {about.map(|game| {
                let setup = game.setup;
                let ended = game.ended_ms;
                view! {
                    <p class="hi-about" data-testid="hi-confirm-game">
                        <span class="save-game">{move || setup_line(lang.get(), setup)}</span>
                        <strong>{move || players_line(lang.get(), &game)}</strong>
                        <span>{move || format_date(lang.get(), ended)}</span>
                    </p>
                }
            })}
            <div class="buttons">
                <button type="button" data-testid="hi-confirm-no" on:click=move |_| cancel.run(())>
                    {t("hi_cancel")}
                </button>
                <button
                    type="button"
                    class="danger"
                    data-testid="hi-confirm-yes"
                    on:click=move |_| on_yes(what.clone())
                >
                    {t(yes)}
                </button>
            </div>
        </div>
    }
}

/// A day in the player's language, without the time: "Nov 14, 2023".
fn day(lang: crate::i18n::Lang, ms: f64) -> String {
    if !super::is_showable_time(ms) {
        return tr(lang, "sv_date_unknown").to_string();
    }
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    let opts = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&opts, &"dateStyle".into(), &"medium".into());
    String::from(date.to_locale_string(lang.code(), &opts))
}
