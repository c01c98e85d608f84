//! Whether a test browser drives the page (`navigator.webdriver`). The
//! tables' test summaries (`window.__europa`, `window.__cardgame`) are built
//! only then: a player's page would format them on every move for nobody.

#[cfg(target_arch = "wasm32")]
thread_local! {
    static DRIVEN: bool = web_sys::window().is_some_and(|w| {
        js_sys::Reflect::get(&w.navigator(), &"webdriver".into()).is_ok_and(|v| v.is_truthy())
    });
}

/// Asked once per page; the answer cannot change while it runs.
pub fn driven() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        DRIVEN.with(|d| *d)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        false
    }
}

/// Sets `window[name]` to the summary `summary` writes, only when a test
/// browser drives the page: both tables' test hooks publish through it.
#[allow(unused_variables)]
pub fn publish(name: &str, summary: impl FnOnce() -> String) {
    #[cfg(target_arch = "wasm32")]
    if driven()
        && let Some(window) = web_sys::window()
    {
        let _ = js_sys::Reflect::set(
            &window,
            &wasm_bindgen::JsValue::from_str(name),
            &wasm_bindgen::JsValue::from_str(&summary()),
        );
    }
}
