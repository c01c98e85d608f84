//! Tells the player when an autosave failed (private browsing, full
//! storage) and which moves are not saved, with a way out: export the game
//! to a file, or carry on. Play never stops for a storage failure.
use crate::autosave::{Autosave, Unsaved, last_text};
use crate::i18n::{t, tr, use_lang};
use crate::storage::{StorageError, export_file_name};
use leptos::prelude::*;

/// The translation key explaining `e` to a player.
pub fn reason_key(e: &StorageError) -> &'static str {
    match e {
        StorageError::Unavailable => "autosave_unavailable",
        StorageError::QuotaExceeded => "autosave_full",
        _ => "autosave_refused",
    }
}

#[component]
pub fn AutosaveBanner(state: RwSignal<Autosave>) -> impl IntoView {
    let lang = use_lang();
    let export = move |_| {
        if let Some((id, text)) = last_text() {
            crate::screens::files::download(&export_file_name(&id), &text);
        }
    };
    let unsaved = move || state.with(Autosave::unsaved);
    let what = move || {
        let lang = lang.get();
        match unsaved() {
            Some(Unsaved::Everything) => tr(lang, "autosave_not_saved").to_string(),
            Some(Unsaved::After(n)) => {
                crate::i18n::fill(tr(lang, "autosave_saved_upto"), &[&n.to_string()])
            }
            None => String::new(),
        }
    };
    view! {
        <Show when=move || unsaved().is_some()>
            <div class="autosave-banner" role="alert" data-testid="autosave-error">
                <span>
                    {t("autosave_failed")} " "
                    {move || state.with(|s| s.error.as_ref().map(|e| tr(lang.get(), reason_key(e))))}
                    " "
                    <span data-testid="autosave-unsaved">{what}</span>
                </span>
                <button type="button" data-testid="autosave-export" on:click=export>
                    {t("autosave_export")}
                </button>
                <button
                    type="button"
                    data-testid="autosave-dismiss"
                    on:click=move |_| state.update(Autosave::dismiss)
                >
                    {t("close")}
                </button>
            </div>
        </Show>
    }
}
