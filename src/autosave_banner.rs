//! Tells the player when an autosave failed (private browsing, full
//! storage), with a way out: export the game to a file, or carry on.
//! Play never stops for a storage failure.
use crate::europe::table::use_table;
use crate::i18n::t;
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
pub fn AutosaveBanner(error: RwSignal<Option<StorageError>>) -> impl IntoView {
    let table = use_table();
    let export = move |_| {
        if let Some(save) = table.saved().get_untracked() {
            crate::screens::files::download(&export_file_name(&save.id), &save.to_text());
        }
    };
    view! {
        <Show when=move || error.with(|e| e.is_some())>
            <div class="autosave-banner" role="alert" data-testid="autosave-error">
                <span>
                    {t("autosave_failed")} " "
                    {move || error.with(|e| e.as_ref().map(|e| t(reason_key(e))()))}
                </span>
                <button type="button" data-testid="autosave-export" on:click=export>
                    {t("autosave_export")}
                </button>
                <button type="button" data-testid="autosave-dismiss" on:click=move |_| error.set(None)>
                    {t("close")}
                </button>
            </div>
        </Show>
    }
}
