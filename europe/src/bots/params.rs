//! The planner's knobs: what makes the levels plan differently, and what
//! Hard's rollouts play every seat with (`hard:model.…` in the arena). Every
//! part of the planner reads them (the network, ticket choices, a turn's
//! options, the end game), so they sit apart from all of them.

/// Knobs that make the levels differ.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Params {
    /// Extra cost of each route in a plan, in cards: the turn spent claiming it.
    pub claim_overhead: f32,
    /// Extra cost per ferry locomotive, in cards (locomotives are scarce).
    pub ferry_extra: f32,
    /// Extra cost of a tunnel, in cards (expected extra cards and the risk).
    pub tunnel_extra: f32,
    /// Cost of borrowing an opponent's route through a new station, in cards.
    pub station_cost: f32,
    /// Whether to plan stations at all.
    pub use_stations: bool,
    /// When judging tickets: points a planned train costs.
    pub ticket_train_cost: f32,
    /// Trains kept in reserve when judging whether tickets fit.
    pub reserve_trains: u8,
    /// Draw more tickets only with at least this many trains left.
    pub draw_tickets_min_trains: u8,
    /// ... and only while every other seat has at least this many.
    pub draw_tickets_min_other: u8,
    /// Whether to draw more tickets at all once the first ones are done.
    pub draw_more_tickets: bool,
    /// A hand this big claims routes outside the plan with cards the plan
    /// does not need, rather than hoard.
    pub idle_hand: u32,
    /// Near the end, plan in turns and cash cards in ([`super::endgame`]).
    pub end_race: bool,
    /// Once every ticket is joined, what a claim that makes the seat's
    /// longest trail longer scores above another route outside the plan:
    /// the European Express is 10 points, and a trail grows a claim at a
    /// time ([`super::express`]). 0: not looked at.
    pub express: f32,
}

pub(crate) const MEDIUM: Params = Params {
    claim_overhead: 1.5,
    ferry_extra: 1.0,
    tunnel_extra: 1.0,
    station_cost: 9.0,
    use_stations: true,
    ticket_train_cost: 0.45,
    reserve_trains: 6,
    draw_tickets_min_trains: 14,
    draw_tickets_min_other: 12,
    draw_more_tickets: true,
    idle_hand: 20,
    end_race: false,
    express: 0.0,
};

/// The names [`Params::set`] knows, as the arena spells them.
pub(crate) const PARAM_NAMES: [&str; 13] = [
    "claim_overhead",
    "ferry_extra",
    "tunnel_extra",
    "station_cost",
    "use_stations",
    "ticket_train_cost",
    "reserve_trains",
    "draw_tickets_min_trains",
    "draw_tickets_min_other",
    "draw_more_tickets",
    "idle_hand",
    "end_race",
    "express",
];

impl Params {
    /// Sets one knob by its field's name, for tuning in the arena
    /// (`medium:station_cost=30`): numbers from 0, whole numbers below 256,
    /// and `on`/`off`.
    pub(crate) fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
        let number = || {
            value
                .parse::<f32>()
                .ok()
                .filter(|v| v.is_finite() && *v >= 0.0)
                .ok_or_else(|| format!("{key} needs a number from 0, got {value:?}"))
        };
        let whole = || {
            value
                .parse::<u8>()
                .map_err(|_| format!("{key} needs a whole number from 0 to 255, got {value:?}"))
        };
        let flag = || match value {
            "on" => Ok(true),
            "off" => Ok(false),
            _ => Err(format!("{key} is on or off, got {value:?}")),
        };
        match key {
            "claim_overhead" => self.claim_overhead = number()?,
            "ferry_extra" => self.ferry_extra = number()?,
            "tunnel_extra" => self.tunnel_extra = number()?,
            "station_cost" => self.station_cost = number()?,
            "use_stations" => self.use_stations = flag()?,
            "ticket_train_cost" => self.ticket_train_cost = number()?,
            "reserve_trains" => self.reserve_trains = whole()?,
            "draw_tickets_min_trains" => self.draw_tickets_min_trains = whole()?,
            "draw_tickets_min_other" => self.draw_tickets_min_other = whole()?,
            "draw_more_tickets" => self.draw_more_tickets = flag()?,
            "idle_hand" => self.idle_hand = u32::from(whole()?),
            "end_race" => self.end_race = flag()?,
            "express" => self.express = number()?,
            _ => {
                return Err(format!(
                    "unknown planner knob {key}; known: {}",
                    PARAM_NAMES.join(", ")
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod knob_tests {
    use super::{MEDIUM, PARAM_NAMES};

    #[test]
    fn every_knob_the_arena_names_can_be_set_and_no_other() {
        for name in PARAM_NAMES {
            let value = if matches!(name, "use_stations" | "draw_more_tickets" | "end_race") {
                "off"
            } else {
                "3"
            };
            assert_eq!(MEDIUM.clone().set(name, value), Ok(()), "{name}");
        }
        assert!(MEDIUM.clone().set("stations", "3").is_err());
    }
}
