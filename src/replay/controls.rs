//! The replay's bar: where the replay stands (move and turn), a step back
//! or on, to the start or the end, a slider to jump anywhere, play at a
//! chosen speed, whose cards show (once the game is over), Share and Close.
//! The keys: ← → a move, Page Up/Down a turn, Home/End, Space plays.

use super::Replaying;
use super::link;
use crate::app::use_screen;
use crate::i18n::{fill, t, tr, use_lang};
use leptos::prelude::*;
use std::time::Duration;

/// The bar's buttons' drawings (24×24): the fonts of many phones have no
/// media-control characters.
mod icon {
    pub const START: &str = "M5 5h2.5v14H5zM19 5v14L8.5 12z";
    pub const TURN_BACK: &str = "M11.5 5v14L2 12zM22 5v14l-9.5-7z";
    pub const BACK: &str = "M16 5v14L6 12z";
    pub const PLAY: &str = "M7 4v16l13-8z";
    pub const PAUSE: &str = "M6 5h4.5v14H6zM13.5 5H18v14h-4.5z";
    pub const FORWARD: &str = "M8 5v14l10-7z";
    pub const TURN_FORWARD: &str = "M2 5v14l9.5-7zM12.5 5v14l9.5-7z";
    pub const END: &str = "M5 5v14l10.5-7zM16.5 5H19v14h-2.5z";
}

fn drawn(d: &'static str) -> impl IntoView {
    view! {
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d=d fill="currentColor" />
        </svg>
    }
}

/// Milliseconds per move at each speed the player may choose.
const SPEEDS: [u32; 4] = [300, 700, 1500, 3000];

/// The first move of the turn before (`back`) or after the one at `step`.
fn turn_step(marks: &[u32], step: usize, back: bool) -> usize {
    let here = marks.get(step).copied().unwrap_or(0);
    if back {
        // The start of this turn, or of the one before when already there.
        let start = (0..step)
            .rev()
            .find(|&i| marks[i] != here)
            .map_or(0, |i| i + 1);
        if start < step {
            return start;
        }
        let before = marks.get(step.saturating_sub(1)).copied().unwrap_or(0);
        (0..step.saturating_sub(1))
            .rev()
            .find(|&i| marks[i] != before)
            .map_or(0, |i| i + 1)
    } else {
        (step..marks.len())
            .find(|&i| marks[i] != here)
            .unwrap_or(marks.len() - 1)
    }
}

#[component]
pub fn Controls(
    step: RwSignal<usize>,
    marks: Vec<u32>,
    shown: RwSignal<Option<usize>>,
    names: Vec<String>,
    over: bool,
    text: String,
) -> impl IntoView {
    let lang = use_lang();
    let screen = use_screen();
    let last = marks.len() - 1;
    let marks = StoredValue::new(marks);
    let playing = RwSignal::new(false);
    let speed = RwSignal::new(SPEEDS[1]);
    let go = move |to: usize| step.set(to.min(last));
    // Playing: a move per tick until the end, where it stops.
    Effect::new(move |handle: Option<Option<IntervalHandle>>| {
        if let Some(Some(h)) = handle {
            h.clear();
        }
        if !playing.get() {
            return None;
        }
        if step.get_untracked() >= last {
            step.set(0);
        }
        set_interval_with_handle(
            move || {
                let now = step.get_untracked();
                if now >= last {
                    playing.set(false);
                } else {
                    step.set(now + 1);
                }
            },
            Duration::from_millis(u64::from(speed.get())),
        )
        .ok()
    });
    let stop_and = move |f: &dyn Fn()| {
        playing.set(false);
        f();
    };
    let by_turn = move |back: bool| marks.with_value(|m| turn_step(m, step.get_untracked(), back));
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        let now = step.get_untracked();
        let to = match ev.key().as_str() {
            "ArrowLeft" => now.saturating_sub(1),
            "ArrowRight" => now + 1,
            "PageUp" => by_turn(true),
            "PageDown" => by_turn(false),
            "Home" => 0,
            "End" => last,
            " " => {
                ev.prevent_default();
                playing.update(|p| *p = !*p);
                return;
            }
            _ => return,
        };
        // The slider handles its own arrows.
        if ev.target().is_some_and(|t| {
            wasm_bindgen::JsCast::dyn_ref::<web_sys::HtmlInputElement>(&t).is_some()
        }) {
            return;
        }
        ev.prevent_default();
        playing.set(false);
        go(to);
    };
    let where_text = move || {
        let l = lang.get();
        let n = step.get();
        let turn = marks.with_value(|m| m.get(n).copied().unwrap_or(0)) + 1;
        fill(
            tr(l, "replay_where"),
            &[&n.to_string(), &last.to_string(), &turn.to_string()],
        )
    };
    let share = link::ShareState::new();
    let text = StoredValue::new(text);
    let close = move |_| {
        playing.set(false);
        let from =
            use_context::<Replaying>().map_or(crate::app::Screen::Home, |r| r.from.get_value());
        screen.set(from);
    };
    let seat_options = names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let name = crate::i18n::seat_name_in(lang.get_untracked(), name);
            view! { <option value=i.to_string() selected=move || shown.get() == Some(i)>{name}</option> }
        })
        .collect_view();
    view! {
        <nav class="replay-bar" data-testid="replay-bar" aria-label=t("replay") on:keydown=on_key>
            <div class="replay-row">
                <button data-testid="replay-start" aria-label=t("replay_start") on:click=move |_| stop_and(&|| go(0))>{drawn(icon::START)}</button>
                <button data-testid="replay-turn-back" aria-label=t("replay_turn_back") on:click=move |_| stop_and(&|| go(by_turn(true)))>{drawn(icon::TURN_BACK)}</button>
                <button data-testid="replay-back" aria-label=t("replay_back") on:click=move |_| stop_and(&|| go(step.get_untracked().saturating_sub(1)))>{drawn(icon::BACK)}</button>
                <button
                    class="replay-play"
                    data-testid="replay-play"
                    aria-pressed=move || playing.get().to_string()
                    aria-label=t("replay_play")
                    on:click=move |_| playing.update(|p| *p = !*p)
                >
                    {move || drawn(if playing.get() { icon::PAUSE } else { icon::PLAY })}
                </button>
                <button data-testid="replay-forward" aria-label=t("replay_forward") on:click=move |_| stop_and(&|| go(step.get_untracked() + 1))>{drawn(icon::FORWARD)}</button>
                <button data-testid="replay-turn-forward" aria-label=t("replay_turn_forward") on:click=move |_| stop_and(&|| go(by_turn(false)))>{drawn(icon::TURN_FORWARD)}</button>
                <button data-testid="replay-end" aria-label=t("replay_end") on:click=move |_| stop_and(&|| go(last))>{drawn(icon::END)}</button>
                <button class="replay-close" data-testid="replay-close" aria-label=t("close") on:click=close>"×"</button>
            </div>
            <div class="replay-row">
                <span class="replay-where" data-testid="replay-where" aria-live="polite">{where_text}</span>
            </div>
            <div class="replay-row">
                <input
                    type="range"
                    class="replay-slider"
                    data-testid="replay-slider"
                    min="0"
                    max=last.to_string()
                    prop:value=move || step.get().to_string()
                    aria-label=t("replay_move")
                    aria-valuetext=where_text
                    on:input=move |ev| {
                        playing.set(false);
                        go(event_target_value(&ev).parse().unwrap_or(0));
                    }
                />
                <label class="replay-field">
                    <span>{t("replay_speed")}</span>
                    <select
                        data-testid="replay-speed"
                        on:change=move |ev| speed.set(event_target_value(&ev).parse().unwrap_or(SPEEDS[1]))
                    >
                        {SPEEDS.iter().map(|&ms| {
                            let label = format!("{:.1} s", f64::from(ms) / 1000.0);
                            view! { <option value=ms.to_string() selected=ms == SPEEDS[1]>{label}</option> }
                        }).collect_view()}
                    </select>
                </label>
                // Once the game is over, anybody's cards may show.
                {over.then(|| view! {
                    <label class="replay-field">
                        <span>{t("replay_cards")}</span>
                        <select
                            data-testid="replay-cards"
                            on:change=move |ev| shown.set(event_target_value(&ev).parse().ok())
                        >
                            <option value="" selected=move || shown.get().is_none()>{t("replay_nobody")}</option>
                            {seat_options}
                        </select>
                    </label>
                })}
                <button data-testid="replay-share" on:click=move |_| share.share(&text.get_value())>{t("share")}</button>
            </div>
            {move || share.status()}
        </nav>
    }
}

#[cfg(test)]
mod tests {
    use super::turn_step;

    #[test]
    fn a_turn_back_goes_to_the_start_of_this_turn_then_of_the_one_before() {
        // Moves 0..=6; turns: 0 0 1 1 1 2 2 (the turn after each move).
        let marks = [0, 0, 1, 1, 1, 2, 2];
        assert_eq!(turn_step(&marks, 4, true), 2, "start of turn 1");
        assert_eq!(
            turn_step(&marks, 2, true),
            0,
            "already at its start: turn 0's"
        );
        assert_eq!(turn_step(&marks, 0, true), 0);
        assert_eq!(turn_step(&marks, 2, false), 5, "the next turn's first move");
        assert_eq!(turn_step(&marks, 6, false), 6, "the last stays the last");
    }
}
