//! The player's preferences at both tables, remembered across visits:
//! colour-blind symbols (the board game's map; the Card Game's cards always
//! carry theirs) and fast play (computers move without the pause, and what
//! the others did is outlined instead of flashing).

use crate::i18n::t;
use crate::storage;
use leptos::prelude::*;

#[derive(Clone, Copy)]
pub struct Settings {
    pub colour_blind: RwSignal<bool>,
    pub fast: RwSignal<bool>,
    /// Short sounds for what happens at the table (`crate::sound`); off
    /// until switched on.
    pub sound: RwSignal<bool>,
}

impl Settings {
    /// Reads the remembered choices and offers them to both tables.
    pub fn provide() -> Settings {
        let settings = Settings {
            colour_blind: RwSignal::new(storage::read_flag(storage::COLOUR_BLIND_KEY)),
            fast: RwSignal::new(storage::read_flag(storage::FAST_KEY)),
            sound: RwSignal::new(storage::read_flag(storage::SOUND_KEY)),
        };
        provide_context(settings);
        settings
    }
}

/// The app's settings; off, and forgotten, outside the app (component tests).
pub fn use_settings() -> Settings {
    use_context::<Settings>().unwrap_or_else(|| Settings {
        colour_blind: RwSignal::new(false),
        fast: RwSignal::new(false),
        sound: RwSignal::new(false),
    })
}

/// The switches at a table: colour-blind symbols where the game's colours
/// need them (the board game), fast play and sounds.
#[component]
pub fn TableSettings(#[prop(optional)] colour_blind: bool) -> impl IntoView {
    let settings = use_settings();
    view! {
        <div class="settings">
            {colour_blind.then(|| view! {
                <SettingToggle
                    flag=settings.colour_blind
                    key=storage::COLOUR_BLIND_KEY
                    label="colour_blind"
                    testid="colour-blind"
                />
            })}
            <SettingToggle
                flag=settings.fast
                key=storage::FAST_KEY
                label="fast_play"
                testid="fast-play"
            />
            <SettingToggle flag=settings.sound key=storage::SOUND_KEY label="sound" testid="sound" />
        </div>
    }
}

/// A remembered switch: a checkbox with its label, a tap target a finger
/// finds (`.setting`).
#[component]
fn SettingToggle(
    flag: RwSignal<bool>,
    /// Its storage key.
    key: &'static str,
    /// Its label's text key.
    label: &'static str,
    testid: &'static str,
) -> impl IntoView {
    view! {
        <label class="setting">
            <input
                type="checkbox"
                data-testid=testid
                aria-label=t(label)
                prop:checked=move || flag.get()
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    flag.set(on);
                    // Unstored, the switch lasts this visit only.
                    let _ = storage::write_flag(key, on);
                }
            />
            {t(label)}
        </label>
    }
}
