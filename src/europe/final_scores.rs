//! The end: each player's breakdown (routes, every ticket + or −, the route
//! each station lent, unused stations, the European Express), totals, the
//! winner and the tie-break that decided. Picking a line lights it on the map:
//! a ticket its cities and the routes that completed it.

use super::ui::use_ui;
use crate::app::{Screen, use_screen};
use crate::europe::table::use_table;
use crate::europe::words::Who;
use crate::i18n::{count, fill, t, tr, use_lang};
use crate::palette::{player_color, player_symbol};
use europa_engine::{PlayerScore, TieBreak};
use leptos::prelude::*;

fn tie_key(t: TieBreak) -> &'static str {
    match t {
        TieBreak::Points => "tb_points",
        TieBreak::CompletedTickets => "tb_tickets",
        TieBreak::FewestStations => "tb_stations",
        TieBreak::EuropeanExpress => "tb_express",
        TieBreak::SharedWin => "tb_shared",
    }
}

/// Brings the map into view when what was just lit is off-screen (on a
/// phone the scores stand above the map).
fn show_board() {
    let Some(board) = document()
        .query_selector("[data-testid=\"board\"]")
        .ok()
        .flatten()
    else {
        return;
    };
    let rect = board.get_bounding_client_rect();
    let height = window()
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    if rect.top() < 0.0 || rect.bottom() > height {
        board.scroll_into_view();
    }
}

/// What next: the same players again with a new deal, a new game, or home.
#[component]
fn EndActions() -> impl IntoView {
    let table = use_table();
    let screen = use_screen();
    let rematch = move |_| {
        let Some(save) = table.saved().get_untracked() else {
            return;
        };
        let (id, now, seed) = crate::quick_start::new_deal();
        table.start(save.rematch(id, now, seed));
        window().scroll_to_with_x_and_y(0.0, 0.0);
    };
    view! {
        <div class="actions final-actions">
            <button class="primary" data-testid="rematch" aria-label=t("rematch") on:click=rematch>
                {t("rematch")}
            </button>
            <button
                data-testid="watch-replay"
                on:click=move |_| {
                    if let Some(save) = table.saved().get_untracked() {
                        crate::replay::open(crate::session::AnySave::Europe(save));
                    }
                }
            >
                {t("watch_replay")}
            </button>
            <button
                data-testid="review-open"
                on:click=move |_| {
                    if let Some(save) = table.saved().get_untracked() {
                        crate::review::open(crate::session::AnySave::Europe(save));
                    }
                }
            >
                {t("review_open")}
            </button>
            <button data-testid="final-new-game" aria-label=t("home_new") on:click=move |_| screen.set(Screen::NewGame)>
                {t("home_new")}
            </button>
            <button data-testid="final-home" aria-label=t("home") on:click=move |_| screen.set(Screen::Home)>
                {t("home")}
            </button>
        </div>
    }
}

#[component]
pub fn FinalScores() -> impl IntoView {
    let table = use_table();
    let lang = use_lang();
    move || {
        let scores = table
            .view()
            .with(|v| v.as_ref().and_then(|v| v.final_scores.clone()))?;
        let winners = scores
            .winners
            .iter()
            .map(|&s| table.seat_name(s))
            .collect::<Vec<_>>()
            .join(", ");
        let label = if scores.winners.len() > 1 {
            "winners"
        } else {
            "winner"
        };
        let decided = scores.decided_by;
        // W&D (W7): depots left in supply, for the depot bonus line.
        let supply: Option<Vec<u8>> = table.view().with(|v| {
            v.as_ref()
                .filter(|v| v.depots)
                .map(|v| v.seats.iter().map(|s| s.depots_left).collect())
        });
        let mut rows = scores.players.clone();
        europa_engine::order::sort_by_key(&mut rows, |p| {
            u32::from(p.rank) << 8 | u32::from(p.seat.0)
        });
        Some(view! {
            <section class="final" data-testid="final-scores" aria-label=t("final_scores")>
                <h2>{t("final_scores")}</h2>
                <p class="winner" data-testid="winner">
                    <strong>{t(label)}": "</strong>
                    <span data-testid="winner-name">{winners}</span>
                    {(decided != TieBreak::Points)
                        .then(|| {
                            view! {
                                <span class="tiebreak" data-testid="tie-break">
                                    " ("{t("decided_by")}": "{move || tr(lang.get(), tie_key(decided))}")"
                                </span>
                            }
                        })}
                </p>
                <crate::hint::HintsUsed used=table.hints_used() />
                // A replay ends where the game did: its own bar offers the way out.
                {(!table.is_replay()).then(|| view! { <EndActions /> })}
                <div class="final-players">
                    {rows
                        .into_iter()
                        .map(|p| {
                            let depots = supply.as_ref().and_then(|s| s.get(p.seat.index()).copied());
                            view! { <PlayerBreakdown p depots /> }
                        })
                        .collect_view()}
                </div>
            </section>
        })
    }
}

#[component]
fn PlayerBreakdown(
    p: PlayerScore,
    /// W&D: depots left in supply (`None`: played without).
    depots: Option<u8>,
) -> impl IntoView {
    let table = use_table();
    let ui = use_ui();
    let lang = use_lang();
    let seat = p.seat;
    let path = p.longest_path.clone();
    let trail = p.longest_trail;
    // Who owns each route, for the routes the stations use.
    let owners: Vec<Option<europa_engine::Seat>> = table.view().with_untracked(|v| {
        v.as_ref()
            .map(|v| v.route_owner.clone())
            .unwrap_or_default()
    });
    view! {
        <article class="breakdown" data-testid="score-row" data-seat=seat.0 class:winning=p.rank == 1>
            <h3>
                <span class="rank">{p.rank}"."</span>
                <span class="swatch" style:background-color=player_color(seat).hex style:color=player_color(seat).ink>
                    {player_symbol(seat)}
                </span>
                {move || table.seat_name(seat)}
                // The figure counts up from 0 (the stylesheet's counter);
                // the text is the real one, for screen readers and tests.
                <span class="total" data-testid="score-total">
                    <span class="visually-hidden">{p.total}</span>
                    <span class="count-up" aria-hidden="true" style=format!("--to:{}", p.total)></span>
                </span>
            </h3>
            <dl class="parts">
                <dt>{t("routes")}</dt>
                <dd data-testid="route-points">{p.route_points}</dd>
                <dt>{t("tickets")}</dt>
                <dd>{p.ticket_points}</dd>
                <dt>{t("unused_stations")}</dt>
                <dd>{p.unused_stations}" → "{p.station_points}</dd>
                <dt>{t("express")}</dt>
                <dd>{p.express_points}</dd>
                {depots.map(|left| {
                    let points = p.depot_points;
                    view! {
                        <dt>{t("depot_bonus")}</dt>
                        <dd data-testid="depot-bonus" data-points=points>
                            {move || fill(tr(lang.get(), "depots_kept"), &[&left.to_string()])}" → "{points}
                        </dd>
                    }
                })}
            </dl>
            <ul class="ticket-results">
                {p
                    .tickets
                    .iter()
                    .map(|r| {
                        let tk = r.ticket.ticket();
                        let cities = vec![tk.from, tk.to];
                        let ticket = r.ticket;
                        view! {
                            <li>
                                <button
                                    class="ticket"
                                    class:done=r.completed
                                    data-testid="ticket-result"
                                    data-points=r.points
                                    aria-label=format!("{} – {}", tk.from.city().label, tk.to.city().label)
                                    on:click=move |_| {
                                        // The engine finds the path (own routes and
                                        // station loans); an open ticket lights its cities only.
                                        ui.routes.set(table.ticket_path(seat, ticket));
                                        ui.cities.set(cities.clone());
                                        ui.seek.set(cities.clone());
                                        show_board();
                                    }
                                >
                                    {tk.from.city().label}" – "{tk.to.city().label}" "
                                    <b>{if r.points > 0 { format!("+{}", r.points) } else { r.points.to_string() }}</b>
                                </button>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            <ul class="loans">
                {p
                    .stations
                    .iter()
                    .map(|s| {
                        let city = s.city;
                        let lent = s.route;
                        // E10 in a player's words: whose route the station
                        // uses, or why it uses none (the engine says whether
                        // anyone else had a route there).
                        let (key, args) = match lent {
                            Some(r) => {
                                let owner = owners.get(r.0 as usize).copied().flatten();
                                let route = r.route();
                                let route = format!("{} – {}", route.a.city().label, route.b.city().label);
                                match owner.map(|o| table.who(o)) {
                                    Some(Who::You) => ("station_uses_yours", vec![route]),
                                    Some(Who::Named(name)) => ("station_uses", vec![route, name]),
                                    None => ("station_uses_route", vec![route]),
                                }
                            }
                            None => {
                                let key = if s.others_here { "station_no_help" } else { "station_none_here" };
                                (key, Vec::new())
                            }
                        };
                        let what = move || {
                            let args: Vec<&str> = args.iter().map(String::as_str).collect();
                            fill(tr(lang.get(), key), &args)
                        };
                        view! {
                            <li>
                                <button
                                    data-testid="station-loan"
                                    data-uses=lent.map(|r| r.0)
                                    aria-label=city.city().label
                                    on:click=move |_| {
                                        ui.cities.set(vec![city]);
                                        ui.routes.set(lent.into_iter().collect());
                                        show_board();
                                    }
                                >
                                    "⌂ "{city.city().label}": "{what}
                                </button>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            <button
                class="express"
                class:won=p.express
                data-testid="longest-path"
                aria-label=t("express")
                on:click=move |_| {
                    ui.cities.set(Vec::new());
                    ui.routes.set(path.clone());
                    show_board();
                }
            >
                {move || {
                    let l = lang.get();
                    fill(tr(l, "longest_path"), &[&count(l, "n_cars", trail, &[])])
                }}
                {p.express.then_some(" ★")}
            </button>
        </article>
    }
}
