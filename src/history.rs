//! Browser Back and Forward walk the app's screens: each screen change adds
//! a history entry whose state is the screen's number, and `popstate` shows
//! that screen again. Android's back gesture then stays inside the app.

use crate::app::Screen;
use leptos::prelude::*;
use wasm_bindgen::JsValue;

/// The number a screen is stored as in a history entry.
pub fn code(screen: Screen) -> u32 {
    match screen {
        Screen::Home => 0,
        Screen::NewGame => 1,
        Screen::Saves => 2,
        Screen::Game => 3,
        Screen::CardGame => 4,
        Screen::Replay => 5,
        Screen::History => 6,
        Screen::Review => 7,
    }
}

/// The screen of a history entry; an unknown or missing state is Home.
/// The game screen needs a game on the table (after a reload there is none).
pub fn screen_of(state: Option<f64>, has_game: bool) -> Screen {
    match state.map(|s| s as u32) {
        Some(1) => Screen::NewGame,
        Some(2) => Screen::Saves,
        Some(3) if has_game => Screen::Game,
        Some(4) if has_game => Screen::CardGame,
        Some(6) => Screen::History,
        // A replay or a review needs its game, which a reload has forgotten: home (a
        // shared link opens its replay from the address).
        _ => Screen::Home,
    }
}

/// Keeps `screen` and the browser's history in step.
pub fn follow(screen: RwSignal<Screen>, has_game: impl Fn() -> bool + 'static) {
    let Ok(history) = window().history() else {
        return;
    };
    // Set while a screen change comes from Back/Forward, so it adds no entry.
    let from_history = StoredValue::new(false);
    let h = history.clone();
    Effect::new(move |prev: Option<Screen>| {
        let now = screen.get();
        let state = JsValue::from(code(now));
        match prev {
            None => {
                let _ = h.replace_state(&state, "");
            }
            Some(p) if p != now => {
                if !from_history.get_value() {
                    let _ = h.push_state(&state, "");
                }
                // A new screen starts at its top (a phone kept the old scroll).
                window().scroll_to_with_x_and_y(0.0, 0.0);
            }
            _ => {}
        }
        from_history.set_value(false);
        now
    });
    let listener = window_event_listener(leptos::ev::popstate, move |ev| {
        let target = screen_of(ev.state().as_f64(), has_game());
        if target != screen.get_untracked() {
            from_history.set_value(true);
            screen.set(target);
        }
    });
    on_cleanup(move || listener.remove());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_screen_comes_back_from_its_history_entry() {
        for s in [
            Screen::Home,
            Screen::NewGame,
            Screen::Saves,
            Screen::Game,
            Screen::History,
        ] {
            assert_eq!(screen_of(Some(f64::from(code(s))), true), s);
        }
        assert_eq!(screen_of(None, true), Screen::Home);
        assert_eq!(screen_of(Some(77.0), true), Screen::Home);
        // After a reload no game is on the table: Forward to it shows Home.
        assert_eq!(screen_of(Some(3.0), false), Screen::Home);
    }
}
