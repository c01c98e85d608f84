//! Every seat's public figures: score, trains, stations, cards, tickets;
//! with Warehouses & Depots also the cards in each warehouse (W5: how many
//! is public) and the depots left in supply. The race reads at a glance:
//! each score carries a bar in the player's colour, as long as its share of
//! the leader's, and each player's longest trail so far (E12, the engine's
//! count over their claimed routes) stars whoever holds the European Express
//! as the board stands.

use crate::europe::table::use_table;
use crate::i18n::{t, tr, use_lang};
use crate::palette::{player_color, player_symbol};
use europa_engine::scoring::longest_trail;
use europa_engine::state::RouteSet;
use europa_engine::{PlayerView, RouteId, Seat};
use leptos::prelude::*;

/// Each seat's longest trail in cars, from the routes the view shows it owning.
pub fn trails(v: &PlayerView) -> Vec<u32> {
    v.seats
        .iter()
        .map(|s| {
            let mut owned = RouteSet::default();
            for r in RouteId::all().filter(|r| v.route_owner(*r) == Some(s.seat)) {
                owned.insert(r);
            }
            longest_trail(owned).0
        })
        .collect()
}

/// The length of a score's bar in percent of the leader's (none below zero).
pub fn share(score: i32, best: i32) -> u32 {
    if score <= 0 || best <= 0 {
        0
    } else {
        (score.min(best) * 100 / best) as u32
    }
}

fn is_express(trails: &[u32], seat: Seat) -> bool {
    let best = trails.iter().copied().max().unwrap_or(0);
    best > 0 && trails.get(seat.index()) == Some(&best)
}

/// One seat's figures as the table shows them.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Row {
    score: i32,
    share: u32,
    trail: u32,
    express: bool,
    trains: u32,
    stations_left: u8,
    cards: u32,
    tickets: u32,
    warehouse: u32,
    depots_left: u8,
}

fn rows(v: &PlayerView) -> Vec<Row> {
    let trails = trails(v);
    // Once the game is over, the final score (tickets, stations, Express
    // and depots counted), the one the final scores show beside the table.
    let score = |seat: Seat, during: i32| {
        v.final_scores
            .as_ref()
            .and_then(|f| f.players.iter().find(|p| p.seat == seat))
            .map_or(during, |p| p.total)
    };
    let best = v
        .seats
        .iter()
        .map(|s| score(s.seat, s.score))
        .max()
        .unwrap_or(0);
    v.seats
        .iter()
        .map(|s| Row {
            score: score(s.seat, s.score),
            share: share(score(s.seat, s.score), best),
            trail: trails.get(s.seat.index()).copied().unwrap_or(0),
            express: is_express(&trails, s.seat),
            trains: s.trains.into(),
            stations_left: s.stations_left,
            cards: s.cards,
            tickets: s.tickets,
            warehouse: s.warehouse,
            depots_left: s.depots_left,
        })
        .collect()
}

#[component]
pub fn Seats() -> impl IntoView {
    let table = use_table();
    let lang = use_lang();
    let depots = Memo::new(move |_| table.view().with(|v| v.as_ref().is_some_and(|v| v.depots)));
    // The rows are built once per game; each cell reads its figure, so a
    // move rewrites only the numbers it changed.
    let figures = Memo::new(move |_| {
        table
            .view()
            .with(|v| v.as_ref().map(rows).unwrap_or_default())
    });
    let seat_count = Memo::new(move |_| figures.with(Vec::len));
    // Names are fixed for a game: a new game (a rematch) builds new rows.
    let game = Memo::new(move |_| table.saved().with(|s| s.as_ref().map(|s| s.id.clone())));
    let row = move |i: usize| figures.with(|r| r.get(i).copied());
    let cell = move |i: usize, f: fn(&Row) -> u32| move || row(i).map_or(0, |r| f(&r));
    let each_row = move |i: usize| {
        let seat = Seat(i as u8);
        let express = move || row(i).is_some_and(|r| r.express);
        let bar = move || {
            format!(
                "linear-gradient(90deg, {}55 {n}%, transparent {n}%)",
                player_color(seat).hex,
                n = row(i).map_or(0, |r| r.share)
            )
        };
        view! {
            <tr data-testid="seat" data-seat=seat.0 class:current=move || table.next().get() == Some(seat)>
                <th scope="row">
                    <span
                        class="swatch"
                        style:background-color=player_color(seat).hex style:color=player_color(seat).ink
                        title=move || tr(lang.get(), player_color(seat).key)
                    >
                        {player_symbol(seat)}
                    </span>
                    {move || table.seat_name(seat)}
                </th>
                <td class="race" data-testid="seat-score" style:background=bar>
                    {move || row(i).map_or(0, |r| r.score)}
                </td>
                <td
                    data-testid="seat-trail"
                    data-express=move || express().then_some("1")
                    title=move || express().then(|| tr(lang.get(), "express_holder"))
                >
                    {cell(i, |r| r.trail)}
                    {move || express().then_some("★")}
                </td>
                <td data-testid="seat-trains">{cell(i, |r| r.trains)}</td>
                <td class="stations">{cell(i, |r| r.stations_left.into())}</td>
                <td data-testid="seat-cards">{cell(i, |r| r.cards)}</td>
                <td
                    data-testid="seat-tickets"
                    class:flash=move || table.flash().with(|f| f.tickets.contains(&seat))
                >
                    {cell(i, |r| r.tickets)}
                </td>
                {move || depots.get().then(|| view! {
                    <td data-testid="seat-warehouse">{cell(i, |r| r.warehouse)}</td>
                    <td data-testid="seat-depots">{cell(i, |r| r.depots_left.into())}</td>
                })}
            </tr>
        }
    };
    view! {
        <table class="seats" data-testid="seats">
            <thead>
                <tr>
                    <th></th>
                    <th title=t("score")>{t("score")}</th>
                    <th title=t("longest_trail") aria-label=t("longest_trail")>"↝"</th>
                    <th title=t("trains")>{t("trains")}</th>
                    <th title=t("stations_left")>"⌂"</th>
                    <th title=t("cards_held")>{t("cards_held")}</th>
                    <th title=t("tickets_held")>"✉"</th>
                    {move || depots.get().then(|| view! {
                        <th title=t("warehouse_cards") aria-label=t("warehouse_cards")>"▤"</th>
                        <th title=t("depots_left") aria-label=t("depots_left")>"◆"</th>
                    })}
                </tr>
            </thead>
            <tbody>
                {move || {
                    // Rebuilt for a new game only (a rematch has new names).
                    game.track();
                    (0..seat_count.get()).map(each_row).collect_view()
                }}
            </tbody>
        </table>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use europa_engine::{Game, GameConfig};

    #[test]
    fn the_score_bar_is_the_share_of_the_leader_and_empty_below_zero() {
        assert_eq!(share(30, 60), 50);
        assert_eq!(share(60, 60), 100);
        assert_eq!(share(-4, 60), 0);
        assert_eq!(share(0, 0), 0);
    }

    #[test]
    fn e12_trails_count_each_players_own_routes_and_star_the_longest() {
        let game = Game::new(GameConfig::new(3, 4)).unwrap();
        let mut v = game.view(Seat(0));
        // Seat 1 owns the first route, seat 2 the two longest single routes.
        let mut by_length: Vec<RouteId> = RouteId::all().collect();
        by_length.sort_by_key(|r| std::cmp::Reverse(r.route().length));
        v.route_owner[by_length[0].0 as usize] = Some(Seat(2));
        let short = RouteId::all().find(|r| r.route().length == 1).unwrap();
        v.route_owner[short.0 as usize] = Some(Seat(1));
        let t = trails(&v);
        assert_eq!(t[0], 0);
        assert_eq!(t[1], 1);
        assert_eq!(t[2], u32::from(by_length[0].route().length));
        assert!(is_express(&t, Seat(2)) && !is_express(&t, Seat(1)));
        assert!(
            !is_express(&[0, 0], Seat(0)),
            "nobody holds it before a claim"
        );
    }
}

/// What the seats' symbols stand for, in words: beside the map under the
/// settings, and in a phone's "☰" sheet, where the seats are one strip of
/// symbols and figures.
#[component]
pub fn SeatsLegend() -> impl IntoView {
    let table = use_table();
    let depots = Memo::new(move |_| table.view().with(|v| v.as_ref().is_some_and(|v| v.depots)));
    let item = |symbol: &'static str, key: &'static str| {
        view! { <li><span class="symbol" aria-hidden="true">{symbol}</span>" "{t(key)}</li> }
    };
    view! {
        <section class="seats-legend" data-testid="seats-legend" aria-label=t("seats_legend")>
            <h3>{t("seats_legend")}</h3>
            <ul>
                {item("↝", "longest_trail")}
                {item("▭", "trains")}
                {item("⌂", "stations_left")}
                {item("▯", "cards_held")}
                {item("✉", "tickets_held")}
                {move || depots.get().then(|| view! {
                    {item("▤", "warehouse_cards")}
                    {item("◆", "depots_left")}
                })}
            </ul>
        </section>
    }
}
