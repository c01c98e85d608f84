//! The home screen: New game, Continue (when a last game is stored) and
//! Saved games. Continue loads the last save and hands it to `on_continue`;
//! an unreadable last save shows why, with its ways out, and stays untouched.

use super::error_text;
use super::problem::SaveProblem;
use crate::i18n::{t, use_lang};
use crate::session::AnySave;
use crate::storage::{self, StorageError};
use leptos::prelude::*;

#[component]
pub fn Home(
    #[prop(into)] on_new: Callback<()>,
    #[prop(into)] on_continue: Callback<AnySave>,
    #[prop(into)] on_saves: Callback<()>,
) -> impl IntoView {
    let lang = use_lang();
    let last = RwSignal::new(storage::last_id());
    let problem = RwSignal::new(None::<(String, StorageError)>);
    let continue_last = move |_| {
        let Some(id) = last.get_untracked() else {
            return;
        };
        match storage::load(&id) {
            Ok(save) => on_continue.run(save),
            Err(e) => problem.set(Some((id, e))),
        }
    };
    view! {
        <section class="screen home" data-testid="home-screen">
            <nav class="home-menu">
                <Show when=move || last.with(Option::is_some)>
                    <button class="primary" data-testid="home-continue" aria-label=t("home_continue") on:click=continue_last>
                        {t("home_continue")}
                    </button>
                </Show>
                <button data-testid="home-new" aria-label=t("home_new") on:click=move |_| on_new.run(())>
                    {t("home_new")}
                </button>
                <button data-testid="home-saves" aria-label=t("home_saves") on:click=move |_| on_saves.run(())>
                    {t("home_saves")}
                </button>
            </nav>
            {move || problem.get().map(|(id, error)| match error {
                StorageError::Corrupt { .. } => view! {
                    <SaveProblem
                        id=id
                        error=error
                        on_deleted=move |()| {
                            problem.set(None);
                            last.set(storage::last_id());
                        }
                    />
                }
                .into_any(),
                other => view! {
                    <p class="error" role="alert" data-testid="home-error">
                        {move || error_text(lang.get(), &other)}
                    </p>
                }
                .into_any(),
            })}
        </section>
    }
}
