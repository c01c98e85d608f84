//! The end of a game: the winner and each player's score.

use crate::autoplay::{AutoplayError, Outcome};
use crate::i18n::{Lang, t, tr, use_lang};
use crate::palette::player_color;
use crate::table::Table;
use europa_engine::Seat;
use leptos::prelude::*;

fn player_name(lang: Lang, seat: Seat) -> String {
    format!("{} {}", tr(lang, "player"), seat.0 + 1)
}

#[component]
fn Swatch(seat: Seat) -> impl IntoView {
    let c = player_color(seat);
    view! { <span class="swatch" style:background-color=c.hex></span> }
}

#[component]
pub fn Scoreboard() -> impl IntoView {
    let table = expect_context::<Table>();
    let lang = use_lang();
    let body = move || {
        let l = lang.get();
        if let Some(e) = table.error().get() {
            return view! { <ErrorNote lang=l error=e /> }.into_any();
        }
        match table.outcome().get() {
            Some(o) => view! { <Results lang=l outcome=o /> }.into_any(),
            None => {
                view! { <p class="hint" data-testid="no-game">{tr(l, "no_game")}</p> }.into_any()
            }
        }
    };
    view! {
        <aside class="scores" data-testid="scoreboard">
            <h2>{t("final_scores")}</h2>
            {body}
        </aside>
    }
}

#[component]
fn ErrorNote(lang: Lang, error: AutoplayError) -> impl IntoView {
    let detail = match &error {
        AutoplayError::Config(e) => e.to_string(),
        AutoplayError::Rule { seat, error } => format!("{}: {error}", player_name(lang, *seat)),
        AutoplayError::Stuck { steps } => format!("{steps}"),
    };
    view! {
        <p class="error" role="alert" data-testid="game-error">
            {tr(lang, "game_error")}": "{detail}
        </p>
    }
}

#[component]
fn Results(lang: Lang, outcome: Outcome) -> impl IntoView {
    let winners = outcome.scores.winners.clone();
    let winner_label = if winners.len() > 1 {
        "winners"
    } else {
        "winner"
    };
    let winner_names = winners
        .iter()
        .map(|&s| player_name(lang, s))
        .collect::<Vec<_>>()
        .join(", ");
    let mut rows = outcome.scores.players.clone();
    rows.sort_by_key(|p| (p.rank, p.seat));
    view! {
        <p class="winner" data-testid="winner">
            {winners.iter().map(|&s| view! { <Swatch seat=s /> }).collect_view()}
            <strong>{tr(lang, winner_label)}": "</strong>
            <span data-testid="winner-name">{winner_names}</span>
        </p>
        <table class="score-table" data-testid="scores">
            <thead>
                <tr>
                    <th scope="col">{tr(lang, "rank")}</th>
                    <th scope="col">{tr(lang, "player")}</th>
                    <th scope="col" class="num">{tr(lang, "routes")}</th>
                    <th scope="col" class="num">{tr(lang, "tickets")}</th>
                    <th scope="col" class="num">{tr(lang, "stations")}</th>
                    <th scope="col" class="num">{tr(lang, "express")}</th>
                    <th scope="col" class="num">{tr(lang, "total")}</th>
                </tr>
            </thead>
            <tbody>
                {rows
                    .into_iter()
                    .map(|p| {
                        let color = tr(lang, player_color(p.seat).key);
                        view! {
                            <tr
                                data-testid="score-row"
                                data-seat=p.seat.0
                                class:winning=p.rank == 1
                            >
                                <td>{p.rank}</td>
                                <th scope="row" title=color>
                                    <Swatch seat=p.seat />
                                    {player_name(lang, p.seat)}
                                </th>
                                <td class="num">{p.route_points}</td>
                                <td class="num">{p.ticket_points}</td>
                                <td class="num">{p.station_points}</td>
                                <td class="num">{p.express_points}</td>
                                <td class="num total" data-testid="score-total">{p.total}</td>
                            </tr>
                        }
                    })
                    .collect_view()}
            </tbody>
        </table>
        <p class="meta">
            {tr(lang, "seed")}": "{outcome.seed}" · "{tr(lang, "turns")}": "{outcome.turns}
        </p>
    }
}
