//! The SVG map, drawn from the engine's data in the board's own 1744×1125
//! frame, so it scales to any screen. Three SVG layers share one viewBox:
//! the map with every route's spaces, the claimed trains, the cities. A
//! claim changes only the trains' layer, so the browser rasters the new
//! train and not the map under it (docs/INPUT_LATENCY.md).
//! Wheel or pinch zooms, dragging pans (by moving the viewBox, so nothing
//! is re-rendered); the zoom buttons do the same for keyboards.
//! The viewBox takes the map box's own proportions, so the map fills
//! whatever room the layout gives it (a phone's tall box included). On a
//! small map (a phone, a portrait tablet) the whole of Europe is too small to
//! read or tap: the map opens on the region of the player's kept tickets,
//! shows a ticket's cities when one is tapped, and keeps the route being
//! claimed above the dialog's sheet.

use crate::europe::city::CityMark;
use crate::europe::coast::SEA;
use crate::europe::geometry::{
    BOARD_HEIGHT, BOARD_WIDTH, Point, city_point, clamp, map_order, num, track,
};
use crate::europe::route::RouteTrack;
use crate::europe::table::use_table;
use crate::europe::train::Train;
use crate::europe::ui::use_ui;
use crate::i18n::t;
use europa_engine::{CITIES, CityId, RouteId};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// The narrowest the frame gets (the deepest zoom), in board units.
const MIN_W: f64 = BOARD_WIDTH / 6.0;
/// A route next to the tickets' cities is at least this long on screen at
/// the opening zoom, between the two cities' dots (a finger is ~32 px; a
/// little more for rounding).
const TAP_PX: f64 = 36.0;
/// City labels grow to at most this many board units as the map zooms out
/// (`style/main.css`, `.city .label`), 12 CSS px per board unit wanted: at
/// the opening zoom they are never under 11 px.
const LABEL_MAX: f64 = 36.0;
const LABEL_PX: f64 = 11.5;
/// The closest a fitted frame comes, in CSS px per board unit.
const FIT_SCALE: f64 = 0.9;
/// Room around the cities a frame is fitted to: their labels and a route's
/// start.
const MARGIN: f64 = 80.0;

/// The visible part of the board, in board units: `w` wide and `a` times
/// that tall, `a` being the map box's height over its width.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Frame {
    x: f64,
    y: f64,
    w: f64,
    a: f64,
}

/// A city's dot radius (big cities are larger): a tap there is the city's.
fn dot(c: CityId) -> f64 {
    if c.city().big_city { 12.0 } else { 9.0 }
}

/// A route's length between its cities' dots, in board units: the part of
/// it a finger can tap.
fn tap_length(r: RouteId) -> f64 {
    let (p, q) = track(r);
    let route = r.route();
    p.distance(q) - dot(route.a) - dot(route.b)
}

impl Frame {
    /// The whole board, centred in a box of proportions `a`.
    fn whole(a: f64) -> Frame {
        Frame {
            x: 0.0,
            y: 0.0,
            w: Self::widest(a),
            a,
        }
        .clamped()
    }
    /// The widest frame: the whole board fits in it.
    fn widest(a: f64) -> f64 {
        BOARD_WIDTH.max(BOARD_HEIGHT / a)
    }
    fn h(self) -> f64 {
        self.w * self.a
    }
    fn view_box(self) -> String {
        format!(
            "{} {} {} {}",
            num(self.x),
            num(self.y),
            num(self.w),
            num(self.h())
        )
    }
    /// Zoom by `factor` (> 1 zooms in) keeping the point at fractions (fx, fy) fixed.
    fn zoom(self, factor: f64, fx: f64, fy: f64) -> Frame {
        let w = clamp(self.w / factor, MIN_W, Self::widest(self.a));
        let h = w * self.a;
        let px = self.x + fx * self.w;
        let py = self.y + fy * self.h();
        Frame {
            x: px - fx * w,
            y: py - fy * h,
            w,
            a: self.a,
        }
        .clamped()
    }
    fn pan(self, dx: f64, dy: f64) -> Frame {
        Frame {
            x: self.x + dx,
            y: self.y + dy,
            ..self
        }
        .clamped()
    }
    /// On the board; wider than the board, centred on it; taller, at its
    /// top (a phone's zoom buttons lie in the room left at the bottom).
    fn clamped(self) -> Frame {
        let keep = |v: f64, size: f64, board: f64, spare: f64| {
            if size >= board {
                (board - size) * spare
            } else {
                clamp(v, 0.0, board - size)
            }
        };
        Frame {
            x: keep(self.x, self.w, BOARD_WIDTH, 0.5),
            y: keep(self.y, self.h(), BOARD_HEIGHT, 0.0),
            ..self
        }
    }
    /// The same centre and width in a box of proportions `a`.
    fn reshaped(self, a: f64) -> Frame {
        let (cx, cy) = (self.x + self.w / 2.0, self.y + self.h() / 2.0);
        let w = self.w.min(Self::widest(a));
        Frame {
            x: cx - w / 2.0,
            y: cy - w * a / 2.0,
            w,
            a,
        }
        .clamped()
    }
    /// The smallest frame that shows the box from `lo` to `hi` with
    /// `MARGIN` around it, centred on it, on a map `px_w` CSS px wide: not
    /// closer than `FIT_SCALE` px per board unit (two near cities filled a
    /// tablet's map), nor than `MIN_W`.
    fn fit(lo: Point, hi: Point, a: f64, px_w: f64) -> Frame {
        let w = (hi.x - lo.x + 2.0 * MARGIN)
            .max((hi.y - lo.y + 2.0 * MARGIN) / a)
            .max(MIN_W)
            .max(px_w / FIT_SCALE)
            .min(Self::widest(a));
        Frame {
            x: (lo.x + hi.x - w) / 2.0,
            y: (lo.y + hi.y - w * a) / 2.0,
            w,
            a,
        }
        .clamped()
    }
}

/// The box around `points`, or `None` for none.
fn bounds(points: &[Point]) -> Option<(Point, Point)> {
    let first = *points.first()?;
    Some(points.iter().fold((first, first), |(lo, hi), p| {
        (
            Point {
                x: lo.x.min(p.x),
                y: lo.y.min(p.y),
            },
            Point {
                x: hi.x.max(p.x),
                y: hi.y.max(p.y),
            },
        )
    }))
}

/// Where a small map opens: on `cities` (the kept tickets'), as close as
/// keeps every route at them `TAP_PX` long and their labels readable on a
/// map `px_w` CSS px wide. When they are spread wider than that, on the
/// window of that size holding the most whole tickets, then the most of
/// their cities. The whole board for none.
fn ticket_frame(cities: &[CityId], a: f64, px_w: f64) -> Frame {
    if cities.is_empty() {
        return Frame::whole(a);
    }
    let shortest = RouteId::all()
        .filter(|r| cities.iter().any(|c| r.route().touches(*c)))
        .map(tap_length)
        .fold(f64::INFINITY, f64::min);
    let cap = (px_w * shortest / TAP_PX)
        .min(px_w * LABEL_MAX / LABEL_PX)
        .max(MIN_W);
    let points: Vec<Point> = cities.iter().map(|c| city_point(*c)).collect();
    // Windows whose west side is one city's and north side another's; the
    // one holding the most whole tickets (`cities` are the tickets' pairs),
    // then the most cities, wins (the first of equals): a ticket seen whole
    // is one a player can plan.
    let (span_x, span_y) = (cap - 2.0 * MARGIN, cap * a - 2.0 * MARGIN);
    let mut best: (usize, Vec<Point>) = (0, Vec::new());
    for west in &points {
        for north in &points {
            let within = |p: &Point| {
                p.x >= west.x && p.x <= west.x + span_x && p.y >= north.y && p.y <= north.y + span_y
            };
            let whole = points
                .chunks_exact(2)
                .filter(|t| t.iter().all(within))
                .count();
            let inside: Vec<Point> = points.iter().copied().filter(within).collect();
            if (whole, inside.len()) > (best.0, best.1.len()) {
                best = (whole, inside);
            }
        }
    }
    let best = best.1;
    match bounds(&best) {
        Some((lo, hi)) => Frame::fit(lo, hi, a, px_w),
        None => Frame::whole(a),
    }
}

/// Whether the map is a small one (the docked layout of `style/main.css`,
/// up to 1000 px wide): the one that follows the tickets and the claim.
fn small_screen() -> bool {
    window()
        .inner_width()
        .ok()
        .and_then(|w| w.as_f64())
        .is_some_and(|w| w <= 1000.0)
}

#[component]
pub fn Board() -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    let frame = RwSignal::new(Frame::whole(BOARD_HEIGHT / BOARD_WIDTH));
    let svg = NodeRef::<leptos::svg::Svg>::new();
    // Pointers down (id, x, y), for drag and pinch.
    let pointers = StoredValue::new(Vec::<(i32, f64, f64)>::new());
    // Where the map was last touched, in board units, else the middle of
    // the player's tickets: "+" and "−" zoom there, so the route a player
    // went for (or their own region) stays in view.
    let tapped = StoredValue::new(None::<Point>);
    let home = StoredValue::new(None::<Point>);
    // The map box's width in CSS px, for the labels' size.
    let px_w = RwSignal::new(BOARD_WIDTH);
    // Client coordinates as fractions of the map's box.
    let fractions = move |x: f64, y: f64| {
        svg.get_untracked().map_or((0.5, 0.5), |e| {
            let r = e.get_bounding_client_rect();
            let f = |v: f64, start: f64, len: f64| clamp((v - start) / len.max(1.0), 0.0, 1.0);
            (f(x, r.left(), r.width()), f(y, r.top(), r.height()))
        })
    };
    let size = move || {
        svg.get_untracked()
            .map(|e| {
                (
                    f64::from(e.client_width()).max(1.0),
                    f64::from(e.client_height()).max(1.0),
                )
            })
            .unwrap_or((BOARD_WIDTH, BOARD_HEIGHT))
    };
    // The viewBox takes the box's proportions (the layout may have changed
    // them: a window turned, the tickets' strip shown).
    let measure = move || {
        let (w, h) = size();
        if (px_w.get_untracked() - w).abs() > 0.5 {
            px_w.set(w);
        }
        let a = h / w;
        if (frame.get_untracked().a - a).abs() > 0.002 {
            frame.update(|f| *f = f.reshaped(a));
        }
        (w, a)
    };
    // Any change of the box (a window turned, the latest moves or the
    // tickets' strip showing) reshapes the viewBox, so the map always fills it.
    let observer = StoredValue::new_local(None::<(web_sys::ResizeObserver, Closure<dyn FnMut()>)>);
    svg.on_load(move |el| {
        let call = Closure::<dyn FnMut()>::new(move || {
            measure();
        });
        if let Ok(o) = web_sys::ResizeObserver::new(call.as_ref().unchecked_ref()) {
            o.observe(&el);
            observer.set_value(Some((o, call)));
        }
    });
    on_cleanup(move || {
        if let Some((o, _)) = observer.try_update_value(Option::take).flatten() {
            o.disconnect();
        }
    });
    // A small map opens on the kept tickets' region, again when the tickets
    // change (kept, drawn, another person's in pass and play); a big one
    // shows the whole board.
    let kept = Memo::new(move |_| {
        let seat = table.revealed().get();
        let cities: Vec<CityId> = table.view().with(|v| {
            v.as_ref().map_or(Vec::new(), |v| {
                v.me.tickets
                    .iter()
                    .flat_map(|r| {
                        let tk = r.ticket.ticket();
                        [tk.from, tk.to]
                    })
                    .collect()
            })
        });
        (seat, cities)
    });
    Effect::new(move |_| {
        let (_, cities) = kept.get();
        crate::scheduler::after_paint(move || {
            let (w, a) = measure();
            let f = if small_screen() {
                ticket_frame(&cities, a, w)
            } else {
                Frame::whole(a)
            };
            let points: Vec<Point> = cities.iter().map(|c| city_point(*c)).collect();
            home.set_value(bounds(&points).map(|(lo, hi)| Point {
                x: (lo.x + hi.x) / 2.0,
                y: (lo.y + hi.y) / 2.0,
            }));
            tapped.set_value(None);
            frame.set(f);
        });
    });
    // A ticket tapped: a small map shows its cities.
    Effect::new(move |_| {
        let cities = ui.seek.get();
        let points: Vec<Point> = cities.iter().map(|c| city_point(*c)).collect();
        if let Some((lo, hi)) = bounds(&points).filter(|_| small_screen()) {
            let (w, a) = measure();
            frame.set(Frame::fit(lo, hi, a, w));
            // "+" now zooms on this ticket.
            tapped.set_value(None);
            home.set_value(Some(Point {
                x: (lo.x + hi.x) / 2.0,
                y: (lo.y + hi.y) / 2.0,
            }));
        }
    });
    // A route being claimed stays in sight above the dialog's sheet: once
    // the sheet is on screen, the map pans (and zooms out if it must) so the
    // route lies in the part of the map still showing.
    let reveal = move |r: RouteId| {
        let Some(el) = svg.get_untracked() else {
            return;
        };
        let (_, a) = measure();
        let m = el.get_bounding_client_rect();
        let sheet = document()
            .query_selector(".game .dialog:not([hidden])")
            .ok()
            .flatten()
            .map_or(f64::INFINITY, |d| d.get_bounding_client_rect().top());
        let shown = m.bottom().min(sheet - 8.0) - m.top();
        if shown < 60.0 || m.width() < 1.0 {
            return;
        }
        let (p, q) = track(r);
        let Some((lo, hi)) = bounds(&[p, q]) else {
            return;
        };
        let pad = 30.0;
        let f = frame.get_untracked();
        let ratio = shown / m.width();
        if lo.x - pad >= f.x
            && hi.x + pad <= f.x + f.w
            && lo.y - pad >= f.y
            && hi.y + pad <= f.y + f.w * ratio
        {
            return;
        }
        let w =
            f.w.max(hi.x - lo.x + 2.0 * pad)
                .max((hi.y - lo.y + 2.0 * pad) / ratio)
                .min(Frame::widest(a));
        let cx = (lo.x + hi.x) / 2.0;
        let x = if w >= BOARD_WIDTH {
            (BOARD_WIDTH - w) / 2.0
        } else {
            clamp(cx - w / 2.0, 0.0, BOARD_WIDTH - w)
        };
        // The route in the middle of what shows, past the board's edge if
        // it must (a southern route under the sheet otherwise).
        let y = (lo.y + hi.y) / 2.0 - w * ratio / 2.0;
        frame.set(Frame { x, y, w, a });
    };
    Effect::new(move |_| {
        if let Some(r) = ui.route.get().filter(|_| small_screen()) {
            crate::scheduler::after_paint(move || {
                if ui.route.get_untracked() == Some(r) {
                    reveal(r);
                }
            });
        } else {
            // The sheet gone, the map is back on the board (left as it is
            // when it is there already: a new frame lays out three SVGs).
            let f = frame.get_untracked();
            if f.clamped() != f {
                frame.set(f.clamped());
            }
        }
    });
    let on_wheel = move |ev: leptos::ev::WheelEvent| {
        ev.prevent_default();
        let factor = if ev.delta_y() < 0.0 { 1.2 } else { 1.0 / 1.2 };
        // Client coordinates: the event's target may be a city's layer.
        let (fx, fy) = fractions(f64::from(ev.client_x()), f64::from(ev.client_y()));
        frame.update(|f| *f = f.zoom(factor, fx, fy));
    };
    let on_down = move |ev: leptos::ev::PointerEvent| {
        ui.dragged.set_value(false);
        measure();
        let (fx, fy) = fractions(f64::from(ev.client_x()), f64::from(ev.client_y()));
        let f = frame.get_untracked();
        tapped.set_value(Some(Point {
            x: f.x + fx * f.w,
            y: f.y + fy * f.h(),
        }));
        pointers.update_value(|p| {
            p.retain(|q| q.0 != ev.pointer_id());
            p.push((
                ev.pointer_id(),
                f64::from(ev.client_x()),
                f64::from(ev.client_y()),
            ));
        });
    };
    let on_move = move |ev: leptos::ev::PointerEvent| {
        let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        let id = ev.pointer_id();
        let before = pointers.get_value();
        let Some(old) = before.iter().find(|q| q.0 == id).copied() else {
            return;
        };
        let (w, _) = size();
        let scale = frame.get_untracked().w / w;
        if before.len() >= 2 {
            // Pinch: the distance between the two first pointers sets the
            // zoom, around the point between the fingers.
            let other = before.iter().find(|q| q.0 != id).copied().unwrap_or(old);
            let d0 = (old.1 - other.1).hypot(old.2 - other.2).max(1.0);
            let d1 = (x - other.1).hypot(y - other.2).max(1.0);
            let (fx, fy) = fractions((x + other.1) / 2.0, (y + other.2) / 2.0);
            frame.update(|f| *f = f.zoom(d1 / d0, fx, fy));
            let f = frame.get_untracked();
            tapped.set_value(Some(Point {
                x: f.x + fx * f.w,
                y: f.y + fy * f.h(),
            }));
            ui.dragged.set_value(true);
        } else {
            let (dx, dy) = (x - old.1, y - old.2);
            if dx.abs() + dy.abs() > 4.0 || ui.dragged.get_value() {
                ui.dragged.set_value(true);
                frame.update(|f| *f = f.pan(-dx * scale, -dy * scale));
            } else {
                return;
            }
        }
        pointers.update_value(|p| {
            if let Some(q) = p.iter_mut().find(|q| q.0 == id) {
                *q = (id, x, y);
            }
        });
    };
    let on_up = move |ev: leptos::ev::PointerEvent| {
        pointers.update_value(|p| p.retain(|q| q.0 != ev.pointer_id()));
    };
    // "+" and "−": around the last touch, else the tickets' middle; a point
    // out of sight is brought to the middle first.
    let zoom = move |factor: f64| {
        measure();
        let f = frame.get_untracked();
        let Some(p) = tapped.get_value().or(home.get_value()) else {
            frame.set(f.zoom(factor, 0.5, 0.5));
            return;
        };
        let inside = |g: Frame| {
            let (fx, fy) = ((p.x - g.x) / g.w, (p.y - g.y) / g.h());
            ((0.0..=1.0).contains(&fx) && (0.0..=1.0).contains(&fy)).then_some((fx, fy))
        };
        let g = if inside(f).is_some() {
            f
        } else {
            Frame {
                x: p.x - f.w / 2.0,
                y: p.y - f.h() / 2.0,
                ..f
            }
            .clamped()
        };
        let (fx, fy) = inside(g).unwrap_or((0.5, 0.5));
        frame.set(g.zoom(factor, fx, fy));
    };
    let view_box = move || frame.get().view_box();
    // Board units per CSS px: the labels' and stations' CSS keeps them
    // readable as the map zooms out (`.city .label`). Only the cities' layer
    // reads it, and only when it changes: every element under a changed
    // custom property has its style computed again (780 of them on the
    // whole map). Outside 1.9–6 the CSS clamps hold whatever it is.
    let units_per_px = Memo::new(move |_| {
        let k = (frame.get().w / px_w.get().max(1.0)).clamp(1.9, 6.0);
        format!("--k:{:.1}", k)
    });
    view! {
        <section class="board-wrap">
            <div
                class="map"
                class:placing=move || ui.placing_station.get()
                data-testid="board"
                role="group"
                aria-label=t("board")
                on:wheel=on_wheel
                on:pointerdown=on_down
                on:pointermove=on_move
                on:pointerup=on_up
                on:pointercancel=on_up
                on:pointerleave=on_up
            >
                <svg node_ref=svg class="board" viewBox=view_box preserveAspectRatio="xMidYMid meet">
                    // The seas with their coastlines; the land is the board's
                    // own parchment showing through.
                    <path class="sea" d=SEA />
                    <rect class="frame" x="4" y="4" width="1736" height="1117" rx="22" />
                    <g class="routes">
                        {map_order()
                            .into_iter()
                            .enumerate()
                            .map(|(i, id)| view! { <RouteTrack id owner=table.route_owner(id) first=i == 0 /> })
                            .collect_view()}
                    </g>
                </svg>
                // Trains take no pointer: a tap on one reaches its route.
                <svg class="layer trains" viewBox=view_box preserveAspectRatio="xMidYMid meet" aria-hidden="true">
                    {map_order()
                        .into_iter()
                        .map(|id| view! { <Train id owner=table.route_owner(id) /> })
                        .collect_view()}
                </svg>
                <svg class="layer cities" viewBox=view_box preserveAspectRatio="xMidYMid meet" style=units_per_px>
                    {(0..CITIES.len())
                        .map(|i| {
                            let id = CityId(i as u8);
                            view! { <CityMark id station=table.station_owner(id) depot=table.depot_owner(id) /> }
                        })
                        .collect_view()}
                </svg>
            </div>
            <div class="zoom">
                <button data-testid="zoom-in" aria-label=t("zoom_in") on:click=move |_| zoom(1.4)>
                    "+"
                </button>
                <button data-testid="zoom-out" aria-label=t("zoom_out") on:click=move |_| zoom(1.0 / 1.4)>
                    "−"
                </button>
                <button
                    data-testid="zoom-reset"
                    aria-label=t("zoom_reset")
                    on:click=move |_| {
                        let (_, a) = measure();
                        frame.set(Frame::whole(a));
                    }
                >
                    "⤢"
                </button>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOARD: f64 = BOARD_HEIGHT / BOARD_WIDTH;

    #[test]
    fn zoom_keeps_the_point_under_the_pointer_and_stays_on_the_board() {
        let whole = Frame::whole(BOARD);
        let f = whole.zoom(2.0, 0.5, 0.5);
        assert!((f.w - BOARD_WIDTH / 2.0).abs() < 1e-9);
        assert!((f.x + f.w / 2.0 - BOARD_WIDTH / 2.0).abs() < 1e-9);
        assert_eq!(whole.zoom(0.5, 0.2, 0.2), whole);
        let p = f.pan(-10_000.0, 10_000.0);
        assert_eq!(p.x, 0.0);
        assert!((p.y + p.h() - BOARD_HEIGHT).abs() < 1e-9);
    }

    #[test]
    fn a_tall_box_shows_the_whole_board_at_its_top() {
        // A phone's map box, 390 × 460 CSS px.
        let f = Frame::whole(460.0 / 390.0);
        assert_eq!(f.w, BOARD_WIDTH);
        assert_eq!((f.x, f.y), (0.0, 0.0));
        assert_eq!(
            f.zoom(0.5, 0.5, 0.5),
            f,
            "no further out than the whole board"
        );
    }

    #[test]
    fn a_small_map_opens_on_the_tickets_with_routes_a_finger_long() {
        let key = |k| CityId::by_key(k).unwrap();
        let (a, px_w) = (460.0 / 390.0, 390.0);
        // Near cities: the frame holds them all, every route at them 36 px.
        let near = [key("amsterdam"), key("wien"), key("berlin"), key("paris")];
        let f = ticket_frame(&near, a, px_w);
        for c in near {
            let p = city_point(c);
            assert!(
                p.x > f.x && p.x < f.x + f.w && p.y > f.y && p.y < f.y + f.h(),
                "{}",
                c.city().key
            );
        }
        let scale = px_w / f.w;
        let short = RouteId::all()
            .filter(|r| near.iter().any(|c| r.route().touches(*c)))
            .map(tap_length)
            .fold(f64::INFINITY, f64::min);
        assert!(short * scale >= 32.0, "{} px", short * scale);
        assert!(LABEL_MAX.min(12.0 * f.w / px_w) * scale >= 11.0);
        // Spread over Europe: the region holding most of them.
        let far = [key("edinburgh"), key("london"), key("paris"), key("athina")];
        let g = ticket_frame(&far, a, px_w);
        let shown = far
            .iter()
            .filter(|c| {
                let p = city_point(**c);
                p.x > g.x && p.x < g.x + g.w && p.y > g.y && p.y < g.y + g.h()
            })
            .count();
        assert!(shown >= 2, "{g:?}");
        // A ticket seen whole before more cities of different tickets:
        // Edinburgh–London, not London, Paris and a corner of another.
        for c in [key("edinburgh"), key("london")] {
            let p = city_point(c);
            assert!(
                p.x > g.x && p.x < g.x + g.w && p.y > g.y && p.y < g.y + g.h(),
                "{g:?}"
            );
        }
        assert_eq!(ticket_frame(&[], a, px_w), Frame::whole(a));
    }
}
