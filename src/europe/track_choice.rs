//! A double route's two tracks, side by side in the claim dialog, when the
//! player may claim either: on a phone the tracks lie 2 px apart and a tap
//! often lands on the twin, so the dialog names both and one tap switches.

use super::ui::use_ui;
use crate::card_chip::CardChip;
use crate::i18n::{tr, use_lang};
use europa_engine::RouteId;
use leptos::prelude::*;

/// The tracks to offer for `route`: itself and its twin, in map order, when
/// the twin is claimable too and the two differ in colour (two gray tracks
/// cost the same: nothing to choose).
pub fn tracks(route: RouteId, claimable: &[RouteId]) -> Option<[RouteId; 2]> {
    let twin = route.route().double_of?;
    if !claimable.contains(&twin) || twin.route().color == route.route().color {
        return None;
    }
    Some(if route.0 < twin.0 {
        [route, twin]
    } else {
        [twin, route]
    })
}

#[component]
pub fn TrackChoice(route: RouteId, tracks: [RouteId; 2]) -> impl IntoView {
    let ui = use_ui();
    let lang = use_lang();
    let buttons = tracks
        .into_iter()
        .map(|id| {
            let color = id.route().color;
            let name = move || tr(lang.get(), color.map_or("gray", |c| c.key()));
            view! {
                <button
                    class="track"
                    class:picked=id == route
                    aria-pressed=(id == route).to_string()
                    data-testid="track"
                    data-route=id.0
                    on:click=move |_| ui.route.set(Some(id))
                >
                    {color.map(|c| view! { <CardChip color=c /> })}
                    {name}
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="tracks" role="group" aria-label=move || tr(lang.get(), "which_track") data-testid="track-choice">
            <span class="hint">{move || tr(lang.get(), "which_track")}</span>
            {buttons}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn double_of_two_colours() -> (RouteId, RouteId) {
        RouteId::all()
            .find_map(|r| {
                let twin = r.route().double_of?;
                (twin.route().color != r.route().color).then_some((r, twin))
            })
            .expect("the map has double routes of two colours")
    }

    #[test]
    fn both_tracks_of_a_double_route_are_offered_in_map_order_whichever_is_tapped() {
        let (a, b) = double_of_two_colours();
        let both = [a, b];
        let order = if a.0 < b.0 { [a, b] } else { [b, a] };
        assert_eq!(tracks(a, &both), Some(order));
        assert_eq!(tracks(b, &both), Some(order));
    }

    #[test]
    fn no_choice_when_the_twin_is_closed_or_the_route_is_single() {
        let (a, _) = double_of_two_colours();
        assert_eq!(tracks(a, &[a]), None, "the twin is not claimable");
        let single = RouteId::all()
            .find(|r| r.route().double_of.is_none())
            .expect("single routes exist");
        assert_eq!(tracks(single, &[single]), None);
    }
}
