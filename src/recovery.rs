//! When the page panics: a recovery screen instead of a frozen page.
//!
//! The release build aborts on a panic, so nothing of the app runs after the
//! hook: the screen is plain DOM built inside the hook, and its two ways out
//! need no more of the app's code — a `data:` link exporting the last good
//! state of the game (see [`crate::autosave::last_text`]) and a link that
//! reloads the page on the home screen. Storage refuses every write once a
//! panic happened, so a broken state never overwrites the stored game.

use std::sync::atomic::{AtomicBool, Ordering};

static PANICKED: AtomicBool = AtomicBool::new(false);

/// Whether the page has panicked: storage then writes nothing.
pub fn panicked() -> bool {
    PANICKED.load(Ordering::Relaxed)
}

/// The export link's target: the save's text (base64, safe in a URL as it is).
pub fn export_href(text: &str) -> String {
    format!("data:text/plain;charset=utf-8,{text}")
}

/// Installs the panic hook; called once when the app starts.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        PANICKED.store(true, Ordering::Relaxed);
        #[cfg(target_arch = "wasm32")]
        show(&info.to_string());
        #[cfg(not(target_arch = "wasm32"))]
        let _ = info;
    }));
}

#[cfg(target_arch = "wasm32")]
fn show(detail: &str) {
    use crate::i18n::{Lang, tr};
    use wasm_bindgen::JsCast;
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let lang = document
        .document_element()
        .and_then(|e| e.get_attribute("lang"))
        .map(|tag| Lang::from_tag(&tag))
        .unwrap_or(Lang::En);
    let export = crate::autosave::last_text().map(|(id, text)| {
        format!(
            r#"<a class="button" data-testid="recovery-export" download="{}" href="{}">{}</a>"#,
            crate::storage::export_file_name(&id),
            export_href(&text),
            tr(lang, "autosave_export")
        )
    });
    let html = format!(
        r#"<div class="recovery-box"><h2 id="recovery-title">{}</h2><p>{}</p><div class="actions">{}<a class="button primary" data-testid="recovery-home" href="./">{}</a></div><details><summary>{}</summary><pre data-testid="recovery-detail"></pre></details></div>"#,
        tr(lang, "recovery_title"),
        tr(lang, "recovery_text"),
        export.unwrap_or_default(),
        tr(lang, "recovery_home"),
        tr(lang, "recovery_details"),
    );
    let Ok(screen) = document.create_element("div") else {
        return;
    };
    screen.set_class_name("recovery");
    let _ = screen.set_attribute("role", "alertdialog");
    let _ = screen.set_attribute("aria-modal", "true");
    let _ = screen.set_attribute("aria-labelledby", "recovery-title");
    let _ = screen.set_attribute("data-testid", "recovery");
    screen.set_inner_html(&html);
    // The panic's own words as text, never as markup.
    if let Ok(Some(pre)) = screen.query_selector("pre") {
        pre.set_text_content(Some(detail));
    }
    if let Some(body) = document.body() {
        let _ = body.append_child(&screen);
    }
    if let Ok(Some(home)) = screen.query_selector("[data-testid=recovery-home]")
        && let Ok(home) = home.dyn_into::<web_sys::HtmlElement>()
    {
        let _ = home.focus();
    }
}

/// `?test-panic=1`: `window.__europa_panic()` panics inside the app, so
/// browser tests can check the recovery screen. Without the parameter
/// nothing is exposed.
#[cfg(target_arch = "wasm32")]
pub fn expose_test_trigger() {
    use wasm_bindgen::prelude::*;
    let Some(window) = web_sys::window() else {
        return;
    };
    if !window
        .location()
        .search()
        .is_ok_and(|q| q.contains("test-panic=1"))
    {
        return;
    }
    let trigger = Closure::<dyn Fn()>::new(|| panic!("a panic asked for by a test"));
    let _ = js_sys::Reflect::set(&window, &"__europa_panic".into(), trigger.as_ref());
    trigger.forget();
}
