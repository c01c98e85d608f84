//! What the person at the screen is doing in the interface, apart from the
//! game: the route they tapped, the station they are placing, what is
//! highlighted, the last refusal to show. Nothing here is a rule.

use crate::europe::table::use_table;
use europa_engine::state::RouteSet;
use europa_engine::{Action, CardColor, CityId, Phase, RouteId, RuleError, Seat};
use leptos::prelude::*;

#[derive(Clone, Copy)]
pub struct Ui {
    /// The route whose claim dialog is open.
    pub route: RwSignal<Option<RouteId>>,
    /// Choosing a city for a station (the board's cities become buttons).
    pub placing_station: RwSignal<bool>,
    /// The city whose station dialog is open.
    pub station_city: RwSignal<Option<CityId>>,
    /// Cities lit up (a ticket hovered or tapped).
    pub cities: RwSignal<Vec<CityId>>,
    /// Cities a small map brings into view (a ticket tapped, not hovered).
    pub seek: RwSignal<Vec<CityId>>,
    /// Routes lit up (a ticket's path, a station's loan, the longest path).
    pub routes: RwSignal<Vec<RouteId>>,
    /// The engine's last refusal, shown translated until dismissed.
    pub refusal: RwSignal<Option<RuleError>>,
    /// The pointer moved since it went down: the release pans, it does not tap.
    pub dragged: StoredValue<bool>,
    /// W&D: choosing a city for a depot (the board's cities become buttons).
    pub placing_depot: RwSignal<bool>,
    /// W&D: the city whose "place a depot here" dialog is open.
    pub depot_city: RwSignal<Option<CityId>>,
    /// W&D (W2): each person's last warehouse choice (person, warehouse),
    /// so a draw is one tap; see `warehouse_picker::chosen`.
    pub warehouse: RwSignal<Vec<(Seat, Seat)>>,
    /// W&D (W4): the collection chosen in the claim dialog, waiting for a
    /// tunnel's extra cards to be paid.
    pub collect: StoredValue<Option<u8>>,
    /// W&D: whether the board's cities are depot targets now (the depot
    /// round, or "place a depot" pressed). One memo for all 47 cities: each
    /// city reading the legal actions itself rescanned them 94 times per move.
    pub choosing_depot: Memo<bool>,
    /// Claim by colour: the colour the person tapped in their hand.
    pub colour: RwSignal<Option<CardColor>>,
    /// The routes that colour pays for now (the engine's answer), while a
    /// colour still in the hand is picked; `None`: every claimable route
    /// keeps its mark.
    pub payable: Memo<Option<RouteSet>>,
}

impl Ui {
    pub fn provide() -> Ui {
        let placing_depot = RwSignal::new(false);
        let table = use_table();
        let choosing_depot = Memo::new(move |_| {
            placing_depot.get()
                || (table
                    .legal()
                    .with(|l| l.iter().any(|a| matches!(a, Action::PlaceDepot { .. })))
                    && table
                        .view()
                        .with(|v| v.as_ref().is_some_and(|v| v.phase == Phase::PlacingDepots)))
        });
        let colour = RwSignal::new(None::<CardColor>);
        let payable = Memo::new(move |_| {
            let c = colour.get()?;
            table.view().with(|v| {
                v.as_ref()
                    .filter(|v| v.me.hand.count(c) > 0)
                    .map(|v| v.claimable_with(c))
            })
        });
        let ui = Ui {
            route: RwSignal::new(None),
            placing_station: RwSignal::new(false),
            station_city: RwSignal::new(None),
            cities: RwSignal::new(Vec::new()),
            seek: RwSignal::new(Vec::new()),
            routes: RwSignal::new(Vec::new()),
            refusal: RwSignal::new(None),
            dragged: StoredValue::new(false),
            placing_depot,
            depot_city: RwSignal::new(None),
            warehouse: RwSignal::new(Vec::new()),
            collect: StoredValue::new(None),
            choosing_depot,
            colour,
            payable,
        };
        provide_context(ui);
        ui
    }

    /// Closes every dialog and clears the board's highlights.
    pub fn reset(&self) {
        self.route.set(None);
        self.placing_station.set(false);
        self.station_city.set(None);
        self.refusal.set(None);
        self.placing_depot.set(false);
        self.depot_city.set(None);
    }
}

pub fn use_ui() -> Ui {
    expect_context::<Ui>()
}
