//! A game as a link: the save's text in the URL's fragment (`#replay=…`),
//! which never reaches a server, so the link opens the replay in the app —
//! offline too once the app is installed (the service worker serves the
//! page whatever the fragment). A link cut or changed on the way fails the
//! save's checksum and says so; a record too long for a link is refused
//! when sharing, with the file export as the way.

use crate::i18n::{t, tr, use_lang};
use crate::session::{AnySave, SaveError};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// The fragment's prefix.
pub const PREFIX: &str = "#replay=";

/// The longest link shared, in characters: browsers take far longer URLs,
/// but messaging apps and QR codes cut them well before (a whole 5-player
/// Mega Europe game is about 4,000).
pub const LINK_MAX: usize = 16 * 1024;

/// The link of `text` (a save's text) under `base` (the app's address
/// without its fragment); `None` when it would be longer than [`LINK_MAX`].
pub fn link_for(base: &str, text: &str) -> Option<String> {
    let encoded: String = js_sys::encode_uri_component(text).into();
    let link = format!("{base}{PREFIX}{encoded}");
    (link.len() <= LINK_MAX).then_some(link)
}

/// The save in a fragment (`#replay=…`, percent-encoded): `None` when the
/// fragment is no replay link.
pub fn save_of(fragment: &str) -> Option<Result<AnySave, SaveError>> {
    let encoded = fragment.strip_prefix(PREFIX)?;
    let text: String = match js_sys::decode_uri_component(encoded) {
        Ok(t) => t.into(),
        Err(_) => return Some(Err(SaveError::Damaged)),
    };
    Some(AnySave::from_text(&text).map(crate::session::Loaded::into_save))
}

/// The replay link in the page's address, if any.
pub fn from_location() -> Option<Result<AnySave, SaveError>> {
    let hash = window().location().hash().ok()?;
    save_of(&hash)
}

/// The page's address without its fragment.
fn base() -> String {
    let l = window().location();
    format!(
        "{}{}{}",
        l.origin().unwrap_or_default(),
        l.pathname().unwrap_or_default(),
        l.search().unwrap_or_default()
    )
}

/// What Share did: the link to copy, or why there is none.
#[derive(Clone, Debug, PartialEq)]
enum Shared {
    Link(String),
    TooLong,
}

/// The Share button's state and what it shows under the replay's bar.
#[derive(Clone, Copy)]
pub struct ShareState(RwSignal<Option<Shared>>);

impl Default for ShareState {
    fn default() -> Self {
        Self::new()
    }
}

impl ShareState {
    pub fn new() -> Self {
        ShareState(RwSignal::new(None))
    }

    /// Makes the link of `text`, shows it, and offers it to the system's
    /// share sheet where there is one, else copies it.
    pub fn share(&self, text: &str) {
        let Some(link) = link_for(&base(), text) else {
            self.0.set(Some(Shared::TooLong));
            return;
        };
        self.0.set(Some(Shared::Link(link.clone())));
        let nav = window().navigator();
        let call = |target: &JsValue, name: &str, arg: &JsValue| {
            js_sys::Reflect::get(target, &name.into())
                .ok()
                .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
                .map(|f| f.call1(target, arg))
        };
        // The share sheet (phones), else the clipboard; either may be
        // refused: the link stays shown to copy by hand.
        let data = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&data, &"url".into(), &JsValue::from_str(&link));
        if call(&nav, "share", &data).is_none()
            && let Ok(clipboard) = js_sys::Reflect::get(&nav, &"clipboard".into())
            && !clipboard.is_undefined()
        {
            let _ = call(&clipboard, "writeText", &JsValue::from_str(&link));
        }
    }

    /// The link shown to copy, or why there is none.
    pub fn status(&self) -> impl IntoView + use<> {
        let lang = use_lang();
        self.0.get().map(|s| match s {
            Shared::Link(link) => view! {
                <p class="replay-share" role="status" data-testid="share-status">
                    <span>{tr(lang.get_untracked(), "share_link")}</span>
                    <input readonly data-testid="share-link" aria-label=t("share_link") prop:value=link on:focus=|ev| {
                        if let Some(i) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                            i.select();
                        }
                    } />
                </p>
            }
            .into_any(),
            Shared::TooLong => view! {
                <p class="replay-share" role="alert" data-testid="share-status">{t("share_too_long")}</p>
            }
            .into_any(),
        })
    }
}
