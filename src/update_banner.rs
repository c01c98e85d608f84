//! "Reload to update": shown when the service worker (pwa/register.js) has a
//! new version of the app installed and waiting. Nothing changes until the
//! player agrees, so a game in progress is never interrupted.
use crate::i18n::t;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Whether register.js already set the flag `name` before this mounted.
fn announced(name: &str) -> bool {
    js_sys::Reflect::get(&window(), &name.into())
        .map(|v| v.is_truthy())
        .unwrap_or(false)
}

/// How long "Ready to play offline" stays.
const OFFLINE_NOTE_MS: u64 = 6000;

/// "Ready to play offline": once, when the first service worker has every
/// file cached (pwa/register.js), for a few seconds.
#[component]
pub fn OfflineNote() -> impl IntoView {
    let ready = RwSignal::new(announced("__europaOfflineReady"));
    let show = move || {
        ready.set(true);
        set_timeout(
            move || ready.set(false),
            std::time::Duration::from_millis(OFFLINE_NOTE_MS),
        );
    };
    if ready.get_untracked() {
        show();
    }
    let listener = window_event_listener_untyped("europa-offline-ready", move |_| show());
    on_cleanup(move || listener.remove());
    view! {
        <Show when=move || ready.get()>
            <p class="offline-note" role="status" data-testid="offline-ready">
                <span class="long">{t("offline_ready")}</span>
                <span class="short">{t("offline_ready_short")}</span>
            </p>
        </Show>
    }
}

/// Asks the waiting worker to take over; register.js then reloads the page.
fn apply_update() {
    let f = js_sys::Reflect::get(&window(), &"__europaApplyUpdate".into());
    if let Ok(f) = f
        && let Some(f) = f.dyn_ref::<js_sys::Function>()
    {
        let _ = f.call0(&window());
    }
}

#[component]
pub fn UpdateBanner() -> impl IntoView {
    let ready = RwSignal::new(announced("__europaUpdateReady"));
    let listener = window_event_listener_untyped("europa-update-ready", move |_| ready.set(true));
    on_cleanup(move || listener.remove());
    view! {
        <Show when=move || ready.get()>
            <div class="update-banner" role="status" data-testid="update-banner">
                <span>{t("update_ready")}</span>
                <button
                    type="button"
                    data-testid="update-reload"
                    aria-label=t("update_reload")
                    on:click=move |_| apply_update()
                >
                    {t("update_reload")}
                </button>
            </div>
        </Show>
    }
}
