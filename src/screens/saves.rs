//! The saved-games list: date, players and round of each save, newest first,
//! with resume, export and delete; import from a file. Unreadable saves are
//! listed too, with the reason and their ways out, and are never changed.

use super::files::{chosen_size, download, read_chosen};
use super::problem::SaveProblem;
use super::{error_text, format_date, fresh_id};
use crate::i18n::{fill, seat_name_in, t, tr, use_lang};
use crate::session::{AnySave, SaveSummary};
use crate::session::{NAME_MAX, Notice as Cleaned, check_size};
use crate::storage::{self, Listed, StorageError, export_file_name};
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::JsCast;

/// A line under the list after an import or a failed action.
#[derive(Clone, Debug, PartialEq)]
enum Notice {
    /// Imported; what reading it changed in its names, with those names.
    Imported(Vec<(Cleaned, String)>),
    Failed(StorageError),
    FileUnreadable,
    /// A save just deleted, with its text as stored: Undo puts it back.
    Deleted {
        id: String,
        text: String,
    },
}

/// Each change reading a save made to its names, with the name as kept.
fn named(save: &AnySave, cleaned: Vec<Cleaned>) -> Vec<(Cleaned, String)> {
    let seats = match save {
        AnySave::Europe(s) => &s.seats,
        AnySave::CardGame(s) => &s.seats,
    };
    cleaned
        .into_iter()
        .map(|c| {
            let seat = match c {
                Cleaned::NameCleaned { seat } | Cleaned::NameShortened { seat, .. } => seat,
            };
            let name = seats.get(seat).map(|s| s.name.clone()).unwrap_or_default();
            (c, name)
        })
        .collect()
}

/// "Game imported." and what was changed in its names.
fn imported_text(lang: crate::i18n::Lang, cleaned: &[(Cleaned, String)]) -> String {
    let mut out = tr(lang, "sv_imported").to_string();
    for (change, name) in cleaned {
        let name = seat_name_in(lang, name);
        let line = match change {
            Cleaned::NameCleaned { .. } => fill(tr(lang, "sv_name_cleaned"), &[&name]),
            Cleaned::NameShortened { chars, .. } => fill(
                tr(lang, "sv_name_shortened"),
                &[&chars.to_string(), &NAME_MAX.to_string(), &name],
            ),
        };
        out = format!("{out} {line}");
    }
    out
}

/// Deletes save `id` on the player's tap, keeping its stored text for Undo.
fn delete_with_undo(id: &str, notice: RwSignal<Option<Notice>>) {
    let text = storage::read_raw(id);
    match storage::delete(id) {
        Err(e) => notice.set(Some(Notice::Failed(e))),
        Ok(()) => notice.set(text.ok().map(|text| Notice::Deleted {
            id: id.to_string(),
            text,
        })),
    }
}

#[component]
pub fn Saves(
    /// Receives the save the player resumes; the app starts it on the table.
    #[prop(into)]
    on_open: Callback<AnySave>,
    #[prop(into)] on_back: Callback<()>,
    /// Shows the finished games' history.
    #[prop(into)]
    on_history: Callback<()>,
) -> impl IntoView {
    let lang = use_lang();
    let rows = RwSignal::new(storage::list());
    let notice = RwSignal::new(None::<Notice>);
    let refresh = move || rows.set(storage::list());

    let open = move |id: String| match storage::load(&id) {
        Ok(save) => on_open.run(save),
        Err(e) => {
            notice.set(Some(Notice::Failed(e)));
            refresh();
        }
    };

    let on_import = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        // A file larger than any save is refused before it is read.
        let too_large = chosen_size(&input)
            .and_then(|size| check_size(size as usize).err())
            .map(|reason| StorageError::Corrupt {
                id: String::new(),
                reason,
            });
        spawn_local(async move {
            let result = match too_large {
                Some(e) => Notice::Failed(e),
                None => match read_chosen(&input).await {
                    None => Notice::FileUnreadable,
                    Some(text) => match storage::import(&text, fresh_id()) {
                        Ok((save, cleaned)) => Notice::Imported(named(&save, cleaned)),
                        Err(e) => Notice::Failed(e),
                    },
                },
            };
            // Choosing the same file again must fire `change` again.
            input.set_value("");
            notice.set(Some(result));
            refresh();
        });
    };

    let row = move |listed: Listed| {
        let id = listed.id.clone();
        match listed.entry {
            Ok(summary) => {
                view! { <SaveRow summary=summary on_open=open on_changed=refresh notice=notice /> }
                    .into_any()
            }
            Err(reason) => {
                let error = StorageError::Corrupt {
                    id: id.clone(),
                    reason,
                };
                // The view macro builds children before attributes: clone first.
                let row_id = id.clone();
                view! {
                    <li class="save-row broken" data-testid="save-row-broken" data-id=row_id>
                        <SaveProblem
                            id=id
                            error=error
                            delete=Callback::new(move |id: String| {
                                delete_with_undo(&id, notice);
                                refresh();
                            })
                        />
                    </li>
                }
                .into_any()
            }
        }
    };

    view! {
        <section class="screen saves" data-testid="saves">
            <h2>{t("sv_title")}</h2>
            {move || match rows.get() {
                Err(e) => view! { <p class="error" role="alert" data-testid="saves-error">{error_text(lang.get(), &e)}</p> }.into_any(),
                Ok(list) if list.is_empty() => view! { <p data-testid="saves-empty">{t("sv_empty")}</p> }.into_any(),
                Ok(list) => view! { <ul class="save-list">{list.into_iter().map(row).collect_view()}</ul> }.into_any(),
            }}
            <p class="notice" role="status" data-testid="saves-notice">
                {move || notice.get().map(|n| match n {
                    Notice::Imported(cleaned) => imported_text(lang.get(), &cleaned).into_any(),
                    Notice::FileUnreadable => tr(lang.get(), "err_file").into_any(),
                    Notice::Failed(e) => error_text(lang.get(), &e).into_any(),
                    Notice::Deleted { id, text } => {
                        let undo = move |_| {
                            notice.set(match storage::write(&id, &text) {
                                Ok(()) => None,
                                Err(e) => Some(Notice::Failed(e)),
                            });
                            refresh();
                        };
                        view! {
                            {tr(lang.get(), "sv_deleted")}
                            " "
                            <button type="button" data-testid="saves-undo" on:click=undo>
                                {t("sv_undo")}
                            </button>
                        }
                        .into_any()
                    }
                })}
            </p>
            <div class="actions">
                <button type="button" data-testid="saves-back" aria-label=t("back") on:click=move |_| on_back.run(())>
                    {t("back")}
                </button>
                <button type="button" data-testid="saves-history" on:click=move |_| on_history.run(())>
                    {t("home_history")}
                </button>
                <label class="button" data-testid="saves-import-label">
                    <input
                        type="file"
                        class="visually-hidden"
                        accept=".txt,text/plain"
                        data-testid="saves-import"
                        aria-label=t("sv_import")
                        on:change=on_import
                    />
                    {t("sv_import")}
                </label>
            </div>
        </section>
    }
}

#[component]
fn SaveRow(
    summary: SaveSummary,
    on_open: impl Fn(String) + Copy + 'static,
    on_changed: impl Fn() + Copy + 'static,
    notice: RwSignal<Option<Notice>>,
) -> impl IntoView {
    let lang = use_lang();
    let SaveSummary {
        id,
        game,
        updated_ms,
        names,
        round,
        over,
        setup,
        scores,
        winners,
    } = summary;
    let players = move || {
        let lang = lang.get();
        let names: Vec<String> = names.iter().map(|n| seat_name_in(lang, n)).collect();
        seat_line(&names, &scores, &winners)
    };
    let (open_id, export_id, delete_id, replay_id) =
        (id.clone(), id.clone(), id.clone(), id.clone());
    view! {
        <li class="save-row" data-testid="save-row" data-id=id data-game=game.key()>
            <div class="save-info">
                <span class="save-game" data-testid="save-game">
                    {move || {
                        let lang = lang.get();
                        let mut line = tr(lang, game.key()).to_string();
                        if let Some((variant, depots)) = setup {
                            line = format!("{line} · {}", tr(lang, variant));
                            if depots {
                                line = format!("{line} · {}", tr(lang, "ng_depots"));
                            }
                        }
                        line
                    }}
                </span>
                <span class="save-players" data-testid="save-players">{players}</span>
                <span class="save-date" data-testid="save-date">
                    {move || format!("{} {}", tr(lang.get(), "sv_date"), format_date(lang.get(), updated_ms))}
                </span>
                <span class="save-round" data-testid="save-round">
                    {move || if over {
                        tr(lang.get(), "sv_over").to_string()
                    } else {
                        format!("{} {round}", tr(lang.get(), "sv_round"))
                    }}
                </span>
            </div>
            <div class="actions">
                <button class="primary" data-testid="save-open" aria-label=t("sv_open") on:click=move |_| on_open(open_id.clone())>
                    {t("sv_open")}
                </button>
                // Any save plays back too: the same viewer as a finished game's.
                <button
                    data-testid="save-replay"
                    on:click=move |_| match storage::load(&replay_id) {
                        Ok(save) => crate::replay::open(save),
                        Err(e) => notice.set(Some(Notice::Failed(e))),
                    }
                >
                    {t("replay")}
                </button>
                <button
                    data-testid="save-export"
                    aria-label=t("sv_export")
                    on:click=move |_| match storage::read_raw(&export_id) {
                        Ok(text) => {
                            download(&export_file_name(&export_id), &text);
                        }
                        Err(e) => notice.set(Some(Notice::Failed(e))),
                    }
                >
                    {t("sv_export")}
                </button>
                <button
                    class="danger"
                    data-testid="save-delete"
                    aria-label=t("sv_delete")
                    on:click=move |_| {
                        delete_with_undo(&delete_id, notice);
                        on_changed();
                    }
                >
                    {t("sv_delete")}
                </button>
            </div>
        </li>
    }
}

/// "Ada: 34 · Hal: 41": each name with its score when there is one to show
/// (a colon, so "Player 1: 0" does not read as a name), a star before the
/// winners'; "Ada, Hal" without scores.
fn seat_line(names: &[String], scores: &[i32], winners: &[usize]) -> String {
    names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let star = if winners.contains(&i) { "★ " } else { "" };
            match scores.get(i) {
                Some(score) => format!("{star}{name}: {score}"),
                None => format!("{star}{name}"),
            }
        })
        .collect::<Vec<_>>()
        .join(if scores.is_empty() { ", " } else { " · " })
}
