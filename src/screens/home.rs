//! The home screen: "Back to the game" while a game is open (the one
//! played last, of either kind), else Continue when a last game is stored;
//! then New game and Saved games. Continue loads the last save and hands it
//! to `on_continue`; an unreadable last save shows why, with its ways out,
//! and stays untouched.

use super::error_text;
use super::problem::SaveProblem;
use crate::app::{Screen, use_screen};
use crate::cardgame::table::use_card_table;
use crate::europe::table::use_table;
use crate::i18n::{t, use_lang};
use crate::session::AnySave;
use crate::storage::{self, StorageError};
use leptos::prelude::*;

#[component]
pub fn Home(
    #[prop(into)] on_new: Callback<()>,
    #[prop(into)] on_continue: Callback<AnySave>,
    #[prop(into)] on_saves: Callback<()>,
    #[prop(into)] on_history: Callback<()>,
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
    let screen = use_screen();
    let back = open_game();
    view! {
        <section class="screen home" data-testid="home-screen">
            <nav class="home-menu">
                {move || match back() {
                    Some(to) => view! {
                        <button class="primary" data-testid="back-to-game" aria-label=t("resume") on:click=move |_| screen.set(to)>
                            {t("resume")}
                        </button>
                    }
                    .into_any(),
                    // Nothing open: the stored last game, if any.
                    None => view! {
                        <Show when=move || last.with(Option::is_some)>
                            <button class="primary" data-testid="home-continue" aria-label=t("home_continue") on:click=continue_last>
                                {t("home_continue")}
                            </button>
                        </Show>
                    }
                    .into_any(),
                }}
                <button data-testid="home-new" aria-label=t("home_new") on:click=move |_| on_new.run(())>
                    {t("home_new")}
                </button>
                <button data-testid="home-saves" aria-label=t("home_saves") on:click=move |_| on_saves.run(())>
                    {t("home_saves")}
                </button>
                <button data-testid="home-history" aria-label=t("home_history") on:click=move |_| on_history.run(())>
                    {t("home_history")}
                </button>
            </nav>
            {move || problem.get().map(|(id, error)| match error {
                StorageError::Corrupt { .. } => view! {
                    <SaveProblem
                        id=id
                        error=error
                        delete=Callback::new(move |id: String| {
                            if let Err(e) = storage::delete(&id) {
                                problem.set(Some((id, e)));
                                return;
                            }
                            problem.set(None);
                            last.set(storage::last_id());
                        })
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

/// The screen of the game open in this page, the one played last if both
/// kinds are: the way back to it. (Its save is the last one too, so a
/// "Continue" beside it would be a second button for the same game.)
fn open_game() -> impl Fn() -> Option<Screen> + Copy {
    let table = use_table();
    let card_table = use_card_table();
    move || {
        let europe = table.saved().with(|s| s.as_ref().map(|s| s.updated_ms));
        let cards = card_table
            .saved()
            .with(|s| s.as_ref().map(|s| s.updated_ms));
        match (europe, cards) {
            (_, Some(c)) if europe.is_none_or(|e| c > e) => Some(Screen::CardGame),
            (Some(_), _) => Some(Screen::Game),
            _ => None,
        }
    }
}
