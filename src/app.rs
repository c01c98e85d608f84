//! The page: header with the controls, the board, the score table.

use crate::board::Board;
use crate::controls::Controls;
use crate::i18n::{Lang, LangContext, t};
use crate::scoreboard::Scoreboard;
use crate::table::Table;
use crate::update_banner::UpdateBanner;
use leptos::prelude::*;

/// The browser's language, if it is one we speak.
fn browser_lang() -> Lang {
    window()
        .navigator()
        .language()
        .map(|tag| Lang::from_tag(&tag))
        .unwrap_or(Lang::En)
}

#[component]
pub fn App() -> impl IntoView {
    let lang = RwSignal::new(browser_lang());
    provide_context(LangContext(lang));
    Table::provide();

    // Keep <html lang> in step, for screen readers and hyphenation.
    Effect::new(move |_| {
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", lang.get().code());
        }
    });

    view! {
        <div class="app">
            <UpdateBanner />
            <header class="topbar">
                <div class="brand">
                    <h1 data-testid="title">{t("title")}</h1>
                    <span class="tagline">{t("tagline")}</span>
                </div>
                <Controls />
            </header>
            <main class="layout">
                <Board />
                <Scoreboard />
            </main>
        </div>
    }
}
