//! The results over time: one bar a game (the one person's margin, up for
//! a win or a tie at the top, down behind), a dot over each win, in the
//! page's colours; a title and a sentence say the same in words. The
//! geometry is pure and tested natively.

use super::words::signed_whole;
use crate::game_history::Point;
use crate::i18n::{count, fill, tr, use_lang};
use leptos::prelude::*;

/// The chart's box, in SVG units (it scales to the width it is given).
pub const WIDTH: f64 = 400.0;
pub const HEIGHT: f64 = 120.0;
/// The newest games shown; older ones are in the statistics only.
pub const SHOWN: usize = 40;
/// Fewer games than this still take a slot's width each, from the left:
/// three games are three bars, not three walls.
const MIN_SLOTS: usize = 12;
const PAD: f64 = 8.0;

/// One game's bar.
#[derive(Clone, Debug, PartialEq)]
pub struct Bar {
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
    pub margin: i64,
    pub win: bool,
}

/// The bars of the last [`SHOWN`] points and the zero line's height.
pub fn bars(points: &[Point]) -> (Vec<Bar>, f64) {
    let shown = &points[points.len().saturating_sub(SHOWN)..];
    let zero = HEIGHT / 2.0;
    let top = shown
        .iter()
        .map(|p| p.margin.unsigned_abs())
        .max()
        .unwrap_or(0)
        .max(1) as f64;
    let scale = (zero - PAD) / top;
    let slot = (WIDTH - 2.0 * PAD) / shown.len().max(MIN_SLOTS) as f64;
    let bars = shown
        .iter()
        .enumerate()
        .map(|(i, p)| {
            // At least one unit tall, so a tie still shows.
            let h = (p.margin.unsigned_abs() as f64 * scale).max(1.0);
            let y = if p.margin >= 0 { zero - h } else { zero };
            Bar {
                x: PAD + i as f64 * slot + slot * 0.15,
                y,
                width: slot * 0.7,
                height: h,
                margin: p.margin,
                win: p.win,
            }
        })
        .collect();
    (bars, zero)
}

/// The chart in words: how many games, won and lost, and the margins' range.
pub fn summary(lang: crate::i18n::Lang, points: &[Point]) -> String {
    let shown = &points[points.len().saturating_sub(SHOWN)..];
    if shown.is_empty() {
        return tr(lang, "hi_chart_none").to_string();
    }
    let won = shown.iter().filter(|p| p.win).count();
    let low = shown.iter().map(|p| p.margin).min().unwrap_or(0);
    let high = shown.iter().map(|p| p.margin).max().unwrap_or(0);
    let (won, lost) = (won.to_string(), (shown.len() - won).to_string());
    let detail = if low == high {
        fill(
            tr(lang, "hi_chart_detail_one"),
            &[&won, &lost, &signed_whole(low)],
        )
    } else {
        fill(
            tr(lang, "hi_chart_detail"),
            &[&won, &lost, &signed_whole(low), &signed_whole(high)],
        )
    };
    format!(
        "{}: {detail}",
        count(lang, "hi_chart_games", shown.len() as u32, &[])
    )
}

#[component]
pub fn Chart(points: Signal<Vec<Point>>) -> impl IntoView {
    let lang = use_lang();
    let text = move || points.with(|p| summary(lang.get(), p));
    view! {
        <figure class="hi-chart" data-testid="hi-chart">
            <Show when=move || points.with(|p| !p.is_empty())>
                <svg
                    viewBox=format!("0 0 {WIDTH} {HEIGHT}")
                    role="img"
                    aria-labelledby="hi-chart-title hi-chart-desc"
                >
                    <title id="hi-chart-title">{move || tr(lang.get(), "hi_chart_title")}</title>
                    <desc id="hi-chart-desc">{text}</desc>
                    {move || {
                        let (bars, zero) = points.with(|p| bars(p));
                        let lang = lang.get();
                        let bars = bars
                            .into_iter()
                            .map(|b| {
                                let word = tr(lang, if b.win { "hi_chart_won" } else { "hi_chart_lost" });
                                let class = if b.win { "bar win" } else { "bar loss" };
                                let dot = b.win.then(|| {
                                    view! {
                                        <circle
                                            class="win-dot"
                                            cx=b.x + b.width / 2.0
                                            cy=(b.y - 4.0).max(3.0)
                                            r="2.5"
                                        />
                                    }
                                });
                                view! {
                                    <g>
                                        <rect class=class x=b.x y=b.y width=b.width height=b.height>
                                            <title>{format!("{} ({word})", signed_whole(b.margin))}</title>
                                        </rect>
                                        {dot}
                                    </g>
                                }
                            })
                            .collect_view();
                        view! {
                            <line class="zero" x1="0" x2=WIDTH y1=zero y2=zero />
                            {bars}
                        }
                    }}
                </svg>
            </Show>
            <figcaption data-testid="hi-chart-summary">{text}</figcaption>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn point(margin: i64, win: bool) -> Point {
        Point {
            id: String::new(),
            ended_ms: 0.0,
            margin,
            win,
        }
    }

    #[test]
    fn bars_rise_for_wins_fall_for_losses_and_fit_the_box() {
        let points = [point(20, true), point(-10, false), point(0, true)];
        let (bars, zero) = bars(&points);
        assert_eq!(zero, HEIGHT / 2.0);
        // The largest margin fills half the box less its padding.
        assert_eq!((bars[0].y, bars[0].height), (PAD, zero - PAD));
        assert_eq!((bars[1].y, bars[1].height), (zero, (zero - PAD) / 2.0));
        // A tie at the top still shows.
        assert_eq!(bars[2].height, 1.0);
        for b in &bars {
            assert!(b.x >= 0.0 && b.x + b.width <= WIDTH && b.y >= 0.0 && b.y + b.height <= HEIGHT);
        }
        // Only the newest games, side by side across the box.
        let many: Vec<Point> = (0..100).map(|i| point(i, i % 2 == 0)).collect();
        let (bars, _) = super::bars(&many);
        assert_eq!(bars.len(), SHOWN);
        assert_eq!(bars[0].margin, 60);
        let last = &bars[SHOWN - 1];
        assert!(last.x + last.width <= WIDTH - PAD && last.x + last.width > WIDTH - 2.0 * PAD);
    }

    #[test]
    fn the_chart_says_in_words_what_it_shows() {
        let points = [point(20, true), point(-10, false), point(3, true)];
        assert_eq!(
            summary(Lang::En, &points),
            "The last 3 games with one person at the table: 2 won, 1 lost; margins from \u{2212}10 to +20."
        );
        assert_eq!(
            summary(Lang::It, &points[..1]),
            "L'ultima partita con una sola persona al tavolo: vittorie 1, sconfitte 0; scarto +20."
        );
        assert!(summary(Lang::En, &[]).starts_with("The chart shows"));
    }
}
