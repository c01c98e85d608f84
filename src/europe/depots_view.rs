//! W&D on the map and the seat panel: a depot is a diamond in its owner's
//! colour with the owner's number (a station is a little house), drawn on
//! the city's top like a station, since the two never share a city (W3).

use crate::europe::geometry::num;
use crate::europe::table::use_table;
use crate::i18n::{fill, tr, use_lang};
use crate::palette::{player_color, player_symbol};
use europa_engine::Seat;
use leptos::prelude::*;

/// The depot on a city at (`x`, `top`): `top` is the y of the dot's top edge.
#[component]
pub fn DepotMark(#[prop(into)] owner: Signal<Option<Seat>>, x: f64, top: f64) -> impl IntoView {
    let lang = use_lang();
    let table = use_table();
    move || {
        owner.get().map(|s| {
            let name = table.seat_name(s);
            let label = move || fill(tr(lang.get(), "depot_of"), &[&name]);
            view! {
                <g
                    class="depot"
                    data-testid="depot"
                    data-seat=s.0
                    // Kept on the board near its top edge (Stockholm).
                    transform=format!("translate({} {})", num(x), num((top - 16.0).max(21.0)))
                    role="img"
                    aria-label=label
                >
                    <g class="grow">
                        <path d="M0-19L19 0L0 19L-19 0Z" fill=player_color(s).hex />
                        <text class="depot-sym" text-anchor="middle" dy="7" style:fill=player_color(s).ink>{player_symbol(s)}</text>
                    </g>
                </g>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, count, tr};

    /// Every text the W&D screens show, in both languages.
    #[test]
    fn warehouses_and_depots_speak_italian_and_english() {
        let keys = [
            "ng_depots",
            "ng_depots_desc",
            "depot_round_you",
            "depot_round_of",
            "depot_in",
            "depot_place",
            "depot_first_why",
            "depot_free_why",
            "place_depot",
            "choose_depot_city",
            "store_to",
            "warehouse_you",
            "store_in",
            "store_in_you",
            "warehouse_cards",
            "depots_left",
            "collect_title",
            "collect_option",
            "collect_option_you",
            "collect_cost",
            "collect_confirm",
            "depot_bonus",
            "depots_kept",
            "depot_of",
        ];
        for key in keys {
            for lang in [Lang::It, Lang::En] {
                assert_ne!(tr(lang, key), key, "{key} has no {lang:?} text");
            }
            assert_ne!(tr(Lang::It, key), tr(Lang::En, key), "{key}");
        }
        assert_eq!(
            count(Lang::En, "n_depots_left", 1, &[]),
            "1 depot in supply"
        );
        assert_eq!(
            count(Lang::En, "n_depots_left", 4, &[]),
            "4 depots in supply"
        );
        assert_eq!(
            count(Lang::It, "n_depots_left", 1, &[]),
            "1 deposito in riserva"
        );
        assert_eq!(
            count(Lang::It, "n_depots_left", 0, &[]),
            "0 depositi in riserva"
        );
    }
}
