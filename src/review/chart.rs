//! The evaluation line: per turn, the final margin the seat's choice was
//! expected to end with, above zero ahead, below behind.
use super::AnyReview;
use crate::i18n::t;
use leptos::prelude::*;

const WIDTH: f32 = 300.0;
const HEIGHT: f32 = 120.0;

/// The line's points in the chart's box: turns across, margins up, the
/// scale the widest margin's (at least 10 points either way).
/// Whole units, so no float printing is linked in.
pub fn points(line: &[(u32, f32)]) -> (String, i32) {
    let last = line.last().map_or(1, |p| p.0.max(1)) as f32;
    let top = line.iter().fold(10.0_f32, |m, p| m.max(p.1.abs()));
    let y = |v: f32| HEIGHT / 2.0 - v / top * (HEIGHT / 2.0 - 4.0);
    let pts: Vec<String> = line
        .iter()
        .map(|&(turn, v)| {
            let x = (turn as f32 / last * WIDTH).round() as i32;
            format!("{x},{}", y(v).round() as i32)
        })
        .collect();
    (pts.join(" "), y(0.0).round() as i32)
}

#[component]
pub fn Chart(review: RwSignal<AnyReview>) -> impl IntoView {
    let line = move || {
        review.with(|r| match r {
            AnyReview::Europe(r) => r.line(),
            AnyReview::CardGame(r) => r.line(),
        })
    };
    let drawn = move || points(&line());
    view! {
        <figure class="review-chart" data-testid="review-chart">
            <svg viewBox="0 0 300 120" role="img" aria-label=t("review_chart")>
                <line class="zero" x1="0" x2="300" y1=move || drawn().1 y2=move || drawn().1 />
                <polyline class="eval" points=move || drawn().0 />
            </svg>
            <figcaption>{t("review_chart")}</figcaption>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::points;

    #[test]
    fn the_line_spans_the_box_with_zero_in_the_middle() {
        let (pts, zero) = points(&[(0, 0.0), (10, 20.0), (20, -20.0)]);
        assert_eq!(zero, 60);
        assert_eq!(pts, "0,60 150,4 300,116");
        // Small margins keep a scale of 10 points: a flat game looks flat.
        let (pts, _) = points(&[(0, 1.0), (4, -1.0)]);
        assert_eq!(pts, "0,54 300,66");
    }
}
