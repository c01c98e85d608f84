//! When another window (a second tab, the installed app beside a browser
//! tab) has written the game this window shows, this window stops writing
//! it (`crate::autosave`) and covers the table with this screen: the game
//! goes on over there, or the player takes it over here, the newest moves
//! loaded first. No move can be made on the stale table meanwhile.

use crate::autosave::Autosave;
use crate::i18n::t;
use crate::session::AnySave;
use leptos::prelude::*;

#[component]
pub fn OtherWindow(
    state: RwSignal<Autosave>,
    /// The id of the game on screen, if a game is on screen.
    showing: Signal<Option<String>>,
    on_play: Callback<AnySave>,
    on_home: Callback<()>,
) -> impl IntoView {
    let taken = move || {
        let shown = showing.get()?;
        state
            .with(|s| s.elsewhere.as_deref() == Some(shown.as_str()))
            .then_some(shown)
    };
    // The newest copy could not be read (deleted or damaged over there).
    let gone = RwSignal::new(false);
    view! {
        <Show when=move || taken().is_some()>
            {move || {
                let node = NodeRef::new();
                crate::modal::modal(node, None);
                let take_over = move |_| {
                    let Some(id) = taken() else { return };
                    match crate::storage::load(&id) {
                        Ok(save) => {
                            gone.set(false);
                            state.update(|s| s.elsewhere = None);
                            on_play.run(save);
                        }
                        Err(_) => gone.set(true),
                    }
                };
                view! {
                    <div
                        node_ref=node
                        class="other-window"
                        data-testid="other-window"
                        role="dialog"
                        aria-modal="true"
                        aria-labelledby="other-window-title"
                    >
                        <p class="big" id="other-window-title">{t("other_window_title")}</p>
                        <p>{t("other_window_text")}</p>
                        <Show when=move || gone.get()>
                            <p role="alert" data-testid="other-window-gone">{t("other_window_gone")}</p>
                        </Show>
                        <div class="buttons">
                            <button type="button" data-testid="other-window-home" on:click=move |_| on_home.run(())>
                                {t("home")}
                            </button>
                            <button
                                type="button"
                                autofocus
                                data-testid="other-window-take"
                                on:click=take_over
                                disabled=move || gone.get()
                            >
                                {t("other_window_take")}
                            </button>
                        </div>
                    </div>
                }
            }}
        </Show>
    }
}
