//! What the player sees for a save that cannot be read: the reason, the
//! promise that nothing was changed, and the two ways out (export the raw
//! text, or delete the save on purpose).

use super::error_text;
use super::files::download;
use crate::i18n::{t, use_lang};
use crate::storage::{self, StorageError, export_file_name};
use leptos::prelude::*;

#[component]
pub fn SaveProblem(
    id: String,
    error: StorageError,
    /// Deletes the save (the list offers Undo).
    delete: Callback<String>,
) -> impl IntoView {
    let lang = use_lang();
    let failure = RwSignal::new(None::<StorageError>);
    let export_id = id.clone();
    let delete_id = id.clone();
    view! {
        <div class="save-problem" role="alert" data-testid="save-problem" data-id=id>
            <strong>{t("sv_unreadable")}</strong>
            <p data-testid="save-problem-message">{move || error_text(lang.get(), &error)}</p>
            <p>{t("sv_untouched")}</p>
            <p class="error">{move || failure.get().map(|e| error_text(lang.get(), &e))}</p>
            <div class="actions">
                <button
                    type="button"
                    data-testid="save-problem-export"
                    aria-label=t("sv_export_raw")
                    on:click=move |_| match storage::read_raw(&export_id) {
                        Ok(text) => {
                            download(&export_file_name(&export_id), &text);
                        }
                        Err(e) => failure.set(Some(e)),
                    }
                >
                    {t("sv_export_raw")}
                </button>
                <button
                    type="button"
                    class="danger"
                    data-testid="save-problem-delete"
                    aria-label=t("sv_delete")
                    on:click=move |_| delete.run(delete_id.clone())
                >
                    {t("sv_delete")}
                </button>
            </div>
        </div>
    }
}
