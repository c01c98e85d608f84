//! The SVG map, drawn from the engine's data in the board's own 1744×1125
//! frame, so it scales to any screen. Three SVG layers share one viewBox:
//! the map with every route's spaces, the claimed trains, the cities. A
//! claim changes only the trains' layer, so the browser rasters the new
//! train and not the map under it (docs/INPUT_LATENCY.md).
//! Wheel or pinch zooms, dragging pans (by moving the viewBox, so nothing
//! is re-rendered); the zoom buttons do the same for keyboards.

use crate::europe::city::CityMark;
use crate::europe::coast::SEA;
use crate::europe::geometry::{BOARD_HEIGHT, BOARD_WIDTH, clamp, map_order, num};
use crate::europe::route::RouteTrack;
use crate::europe::table::use_table;
use crate::europe::train::Train;
use crate::europe::ui::use_ui;
use crate::i18n::t;
use europa_engine::{CITIES, CityId};
use leptos::prelude::*;

/// The visible part of the board, in board units.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Frame {
    x: f64,
    y: f64,
    w: f64,
}

impl Frame {
    const WHOLE: Frame = Frame {
        x: 0.0,
        y: 0.0,
        w: BOARD_WIDTH,
    };
    fn h(self) -> f64 {
        self.w * BOARD_HEIGHT / BOARD_WIDTH
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
        let w = clamp(self.w / factor, BOARD_WIDTH / 6.0, BOARD_WIDTH);
        let h = w * BOARD_HEIGHT / BOARD_WIDTH;
        let px = self.x + fx * self.w;
        let py = self.y + fy * self.h();
        Frame {
            x: px - fx * w,
            y: py - fy * h,
            w,
        }
        .clamped()
    }
    fn pan(self, dx: f64, dy: f64) -> Frame {
        Frame {
            x: self.x + dx,
            y: self.y + dy,
            w: self.w,
        }
        .clamped()
    }
    fn clamped(self) -> Frame {
        Frame {
            x: clamp(self.x, 0.0, BOARD_WIDTH - self.w),
            y: clamp(self.y, 0.0, BOARD_HEIGHT - self.h()),
            w: self.w,
        }
    }
}

#[component]
pub fn Board() -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    let frame = RwSignal::new(Frame::WHOLE);
    let svg = NodeRef::<leptos::svg::Svg>::new();
    // Pointers down (id, x, y), for drag and pinch.
    let pointers = StoredValue::new(Vec::<(i32, f64, f64)>::new());
    // Where the map was last touched, as fractions of its width and height:
    // "+" and "−" zoom there, so the route a player went for stays in view.
    let focus = StoredValue::new((0.5, 0.5));
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
    let on_wheel = move |ev: leptos::ev::WheelEvent| {
        ev.prevent_default();
        let factor = if ev.delta_y() < 0.0 { 1.2 } else { 1.0 / 1.2 };
        // Client coordinates: the event's target may be a city's layer.
        let (fx, fy) = fractions(f64::from(ev.client_x()), f64::from(ev.client_y()));
        frame.update(|f| *f = f.zoom(factor, fx, fy));
    };
    let on_down = move |ev: leptos::ev::PointerEvent| {
        ui.dragged.set_value(false);
        focus.set_value(fractions(
            f64::from(ev.client_x()),
            f64::from(ev.client_y()),
        ));
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
            focus.set_value((fx, fy));
            frame.update(|f| *f = f.zoom(d1 / d0, fx, fy));
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
    let zoom = move |factor: f64| {
        let (fx, fy) = focus.get_value();
        frame.update(|f| *f = f.zoom(factor, fx, fy));
    };
    let view_box = move || frame.get().view_box();
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
                <svg class="layer cities" viewBox=view_box preserveAspectRatio="xMidYMid meet">
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
                    on:click=move |_| frame.set(Frame::WHOLE)
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

    #[test]
    fn zoom_keeps_the_point_under_the_pointer_and_stays_on_the_board() {
        let f = Frame::WHOLE.zoom(2.0, 0.5, 0.5);
        assert!((f.w - BOARD_WIDTH / 2.0).abs() < 1e-9);
        assert!((f.x + f.w / 2.0 - BOARD_WIDTH / 2.0).abs() < 1e-9);
        assert_eq!(Frame::WHOLE.zoom(0.5, 0.2, 0.2), Frame::WHOLE);
        let p = f.pan(-10_000.0, 10_000.0);
        assert_eq!(p.x, 0.0);
        assert!((p.y + p.h() - BOARD_HEIGHT).abs() < 1e-9);
    }
}
