//! What the person at the screen is doing in the interface, apart from the
//! game: the route they tapped, the station they are placing, what is
//! highlighted, the last refusal to show. Nothing here is a rule.

use europa_engine::{CityId, RouteId, RuleError};
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
    /// Routes lit up (a ticket's path, a station's loan, the longest path).
    pub routes: RwSignal<Vec<RouteId>>,
    /// The engine's last refusal, shown translated until dismissed.
    pub refusal: RwSignal<Option<RuleError>>,
    /// Symbols on cards and player colours.
    pub colour_blind: RwSignal<bool>,
    /// The pointer moved since it went down: the release pans, it does not tap.
    pub dragged: StoredValue<bool>,
}

impl Ui {
    pub fn provide() -> Ui {
        let ui = Ui {
            route: RwSignal::new(None),
            placing_station: RwSignal::new(false),
            station_city: RwSignal::new(None),
            cities: RwSignal::new(Vec::new()),
            routes: RwSignal::new(Vec::new()),
            refusal: RwSignal::new(None),
            colour_blind: RwSignal::new(crate::storage::read_colour_blind()),
            dragged: StoredValue::new(false),
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
    }
}

pub fn use_ui() -> Ui {
    expect_context::<Ui>()
}
