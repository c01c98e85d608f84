//! Moves shown as motion, for both games' tables: a card flying from where
//! it was taken to the hand or seat it went to, a piece arriving from its
//! owner's side. Each game lists what moved ([`crate::europe::motion`],
//! [`crate::cardgame::motion`]); this module finds the places on screen
//! and starts the animations.
//!
//! Everything here animates `transform`/`translate` and `opacity` only, so
//! the compositor runs it and no frame waits on it; nothing takes pointer
//! events; nothing of the motion is drawn in the move's own frame, so a
//! tap's answer never waits for it. With the system's reduced
//! motion or the player's fast play, nothing moves.

use crate::palette::{card_fill, card_symbol};
use europa_common::CardColor;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// How long a flying card takes, in ms (style/main.css's `fly` matches).
const FLIGHT_MS: u64 = 550;

/// Where a moving thing starts or lands: a CSS selector of the element.
pub type Spot = String;

/// One flying chip: its look (`html`, drawn by the game) from the first of
/// `from` to the first of `to` that is on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Flight {
    pub from: Vec<Spot>,
    pub to: Vec<Spot>,
    pub html: String,
}

/// A train card's face as it flies (colour and symbol, as the hands show
/// it), or its back when the viewer may not see it.
pub fn card_html(card: Option<CardColor>) -> String {
    match card {
        Some(c) => format!(
            "<span class=\"card c-{}\" style=\"background-color:{}\"><span class=\"sym\">{}</span></span>",
            c.key(),
            card_fill(c),
            card_symbol(c)
        ),
        None => "<span class=\"card back\"></span>".to_string(),
    }
}

/// Where a card reaches or leaves a seat: when that seat's hand is the one
/// on screen (`mine`), its place for the card's colour, then the hand
/// (`hand`, a test id; its cards are `{hand}-card`); else `seat`, the
/// seat's counts.
pub fn hand_spots(mine: bool, card: Option<CardColor>, hand: &str, seat: Spot) -> Vec<Spot> {
    let mut at = Vec::new();
    if mine {
        if let Some(c) = card {
            at.push(format!(
                "[data-testid={hand}-card][data-color=\"{}\"]",
                c.key()
            ));
        }
        at.push(format!("[data-testid={hand}]"));
    }
    at.push(seat);
    at
}

/// A ticket's back as it flies.
pub const TICKET_HTML: &str = "<span class=\"ticket-back\"></span>";

/// Whether moves may be shown as motion: not with fast play, nor when the
/// system asks for reduced motion.
pub fn allowed(fast_play: bool) -> bool {
    if fast_play {
        return false;
    }
    let reduced = web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches());
    !reduced
}

/// Runs `run` in the next animation frame, when the move's DOM is in place.
pub fn next_frame(run: impl FnOnce() + 'static) {
    leptos::prelude::request_animation_frame(run);
}

/// The first element `selector` finds that is laid out (a hidden seat row
/// or a collapsed panel is not a place to fly to).
pub fn shown(selector: &str) -> Option<Element> {
    let el = web_sys::window()?
        .document()?
        .query_selector(selector)
        .ok()
        .flatten()?;
    let r = el.get_bounding_client_rect();
    (r.width() > 0.0 && r.height() > 0.0).then_some(el)
}

fn centre(el: &Element) -> (f64, f64) {
    let r = el.get_bounding_client_rect();
    (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
}

/// Starts `flights`: each chip appears over its start and flies to its end,
/// then is removed. One that has no start or end on screen is skipped.
/// They start once the move's own frame has painted: that frame shows the
/// move and pays nothing for its motion (a chip made in it cost a deck tap
/// 10 ms of main-thread work at 4× throttling).
pub fn fly(flights: Vec<Flight>) {
    if flights.is_empty() {
        return;
    }
    crate::scheduler::after_paint(move || {
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let Some(body) = doc.body() else {
            return;
        };
        for (i, f) in flights.into_iter().enumerate() {
            let (Some(from), Some(to)) = (
                f.from.iter().find_map(|s| shown(s)),
                f.to.iter().find_map(|s| shown(s)),
            ) else {
                continue;
            };
            let ((x0, y0), (x1, y1)) = (centre(&from), centre(&to));
            let Ok(chip) = doc.create_element("div") else {
                continue;
            };
            chip.set_class_name("flyer");
            chip.set_inner_html(&f.html);
            let _ = chip.set_attribute("aria-hidden", "true");
            let _ = chip.set_attribute(
                "style",
                // Whole pixels, written as integers: formatting floats would
                // link Rust's float printing into the page.
                &format!(
                    "left:{}px;top:{}px;--dx:{}px;--dy:{}px;animation-delay:{}ms",
                    x0 as i32,
                    y0 as i32,
                    (x1 - x0) as i32,
                    (y1 - y0) as i32,
                    i * 90
                ),
            );
            if body.append_child(&chip).is_ok() {
                let chip: Element = chip.unchecked_into();
                leptos::prelude::set_timeout(
                    move || chip.remove(),
                    std::time::Duration::from_millis(FLIGHT_MS + 90 * i as u64 + 100),
                );
            }
        }
    });
}

/// Marks `selector`'s element with `class` for `ms` (a CSS animation runs
/// while it is there), with the style `style` gives for it added: an
/// arrival, a drop. The element is hidden in the move's own frame and
/// moves from the next, so that frame pays nothing for the motion but a
/// class.
pub fn mark(
    selector: String,
    class: &'static str,
    style: impl FnOnce(&Element) -> Option<String> + 'static,
    ms: u64,
) {
    next_frame(move || {
        let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector(&selector).ok().flatten())
        else {
            return;
        };
        let _ = el.class_list().add_1("motion-wait");
        crate::scheduler::after_paint(move || {
            // Added to the element's own style, which comes back afterwards.
            let before = el.get_attribute("style");
            if let Some(style) = style(&el) {
                let all = before
                    .as_ref()
                    .map_or(style.clone(), |b| format!("{b};{style}"));
                let _ = el.set_attribute("style", &all);
            }
            let _ = el.class_list().add_1(class);
            let _ = el.class_list().remove_1("motion-wait");
            leptos::prelude::set_timeout(
                move || {
                    let _ = el.class_list().remove_1(class);
                    let _ = match &before {
                        Some(b) => el.set_attribute("style", b),
                        None => el.remove_attribute("style"),
                    };
                },
                std::time::Duration::from_millis(ms),
            );
        });
    });
}

/// The offset, in the SVG's own units (whole ones), from where `target`
/// (inside an SVG layer) stands to the centre of `origin`: where an arrival
/// starts.
pub fn svg_offset(target: &Element, origin: &Element) -> Option<(i32, i32)> {
    let svg = target.closest("svg").ok().flatten()?;
    let box_ = svg.get_bounding_client_rect();
    // The browser's parseFloat: Rust's float parsing would be linked in.
    let width =
        js_sys::Number::parse_float(svg.get_attribute("viewBox")?.split_whitespace().nth(2)?);
    if box_.width() <= 0.0 || width.is_nan() || width <= 0.0 {
        return None;
    }
    // The viewBox takes the box's proportions: one scale for both axes.
    let units = width / box_.width();
    let ((x0, y0), (x1, y1)) = (centre(origin), centre(target));
    Some((((x0 - x1) * units) as i32, ((y0 - y1) * units) as i32))
}
