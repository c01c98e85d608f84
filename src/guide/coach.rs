//! The guide on the table: a box with the step's text, its hint and "Leave
//! the guide", and a ring around the part of the table the step is about.
//! Both are fixed to the window (the page never scrolls for them); the box
//! stands at the top or the bottom, whichever the part it points at is
//! not in, and never grows over that part.

use crate::i18n::{fill, t, tr, use_lang};
use leptos::prelude::*;
use std::time::Duration;

/// What the box shows now.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    /// 1-based, of `of` steps.
    pub number: usize,
    pub of: usize,
    /// What the last step's move did (a text key).
    pub done: Option<&'static str>,
    /// What to do now, or that the computer plays.
    pub text: &'static str,
    /// Shown after a refused move, until the step changes.
    pub hint: Option<&'static str>,
    /// Selectors of the part to point at, the first on the page wins;
    /// empty while the computer plays.
    pub targets: &'static [&'static str],
    /// The closing step: its button plays on rather than leaves.
    pub closing: bool,
}

/// A rectangle of the window, in CSS pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Rect {
    top: f64,
    left: f64,
    width: f64,
    height: f64,
}

/// The first of `targets` that is on the page and takes room (a dialog
/// hidden while it closes does not).
fn find(targets: &[&str]) -> Option<Rect> {
    let doc = document();
    targets.iter().find_map(|sel| {
        let el = doc.query_selector(sel).ok().flatten()?;
        let r = el.get_bounding_client_rect();
        (r.width() > 0.0 && r.height() > 0.0).then(|| Rect {
            top: r.top(),
            left: r.left(),
            width: r.width(),
            height: r.height(),
        })
    })
}

/// Where the box goes for a target at `target` in a window `height` tall:
/// (at the top, the most it may grow) with room left around the target.
pub fn placement(target: Option<(f64, f64)>, height: f64) -> (bool, f64) {
    const GAP: f64 = 12.0;
    // Smaller than this, the box would be unreadable: it may then lie over
    // the target's far edge rather than vanish.
    const LEAST: f64 = 120.0;
    let Some((top, bottom)) = target else {
        return (false, height * 0.4);
    };
    let above = top - GAP;
    let below = height - bottom - GAP;
    let at_top = above > below;
    let room = if at_top { above } else { below };
    (at_top, room.clamp(LEAST, height * 0.45))
}

#[component]
pub fn Coach(
    #[prop(into)] shown: Signal<Option<Shown>>,
    #[prop(into)] on_leave: Callback<()>,
) -> impl IntoView {
    let lang = use_lang();
    let ring = RwSignal::new(None::<Rect>);
    let height = RwSignal::new(800.0);
    // The target moves when the map pans, a dialog opens or the window
    // turns: measured a few times a second while the guide shows, which
    // costs one query and one measure.
    let measure = move || {
        let targets = shown.with_untracked(|s| s.as_ref().map(|s| s.targets).unwrap_or(&[]));
        let now = find(targets);
        if ring.get_untracked() != now {
            ring.set(now);
        }
        let h = window()
            .inner_height()
            .ok()
            .and_then(|h| h.as_f64())
            .unwrap_or(800.0);
        if height.get_untracked() != h {
            height.set(h);
        }
    };
    Effect::new(move |_| {
        shown.track();
        crate::scheduler::after_paint(measure);
    });
    if let Ok(handle) = set_interval_with_handle(measure, Duration::from_millis(250)) {
        on_cleanup(move || handle.clear());
    }
    let place = move || placement(ring.get().map(|r| (r.top, r.top + r.height)), height.get());
    let leave = move |_| on_leave.run(());
    move || {
        let s = shown.get()?;
        let step = fill(
            tr(lang.get(), "guide_step"),
            &[&s.number.to_string(), &s.of.to_string()],
        );
        Some(view! {
            {move || ring.get().map(|r| view! {
                <div
                    class="guide-ring"
                    aria-hidden="true"
                    data-testid="guide-ring"
                    style:top=format!("{}px", (r.top - 5.0) as i32)
                    style:left=format!("{}px", (r.left - 5.0) as i32)
                    style:width=format!("{}px", (r.width + 10.0) as i32)
                    style:height=format!("{}px", (r.height + 10.0) as i32)
                ></div>
            })}
            <section
                class="guide-box"
                class:top=move || place().0
                style:max-height=move || format!("{}px", place().1 as i32)
                role="region"
                aria-label=t("guide_title")
                data-testid="guide"
                data-step=s.number
            >
                // The count and the way out share a line: on a phone every
                // line of the box is a line of the table covered.
                <div class="guide-head">
                    <p class="guide-count">{step}</p>
                    <button
                        class:primary=s.closing
                        data-testid=if s.closing { "guide-finish" } else { "guide-leave" }
                        on:click=leave
                    >
                        {tr(lang.get(), if s.closing { "guide_play_on" } else { "guide_leave" })}
                    </button>
                </div>
                // Polite: the step's news is read after what the table
                // itself announces (a claim, the computer's move).
                <div aria-live="polite" aria-atomic="true">
                    {s.done.map(|k| view! { <p class="guide-done" data-testid="guide-done">{tr(lang.get(), k)}</p> })}
                    <p class="guide-text" data-testid="guide-text">{tr(lang.get(), s.text)}</p>
                </div>
                {s.hint.map(|k| view! {
                    <p class="guide-hint" role="alert" data-testid="guide-hint">
                        <b class="guide-mark" aria-hidden="true">"!"</b>{tr(lang.get(), k)}
                    </p>
                })}
            </section>
        })
    }
}

#[cfg(test)]
mod tests {
    use super::placement;

    #[test]
    fn the_box_stands_on_the_side_away_from_its_target_and_leaves_it_free() {
        // A card low on a phone: the box at the top, no lower than the card.
        let (top, room) = placement(Some((600.0, 660.0)), 844.0);
        assert!(top && room <= 588.0);
        // A route high on the map: the box at the bottom.
        let (top, room) = placement(Some((120.0, 160.0)), 844.0);
        assert!(!top && room <= 844.0 - 160.0);
        // Never taller than 45% of the window, never unreadably small.
        assert!(placement(Some((800.0, 820.0)), 844.0).1 <= 844.0 * 0.45);
        assert!(placement(Some((30.0, 800.0)), 844.0).1 >= 120.0);
    }
}
