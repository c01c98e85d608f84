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

/// One line of a player's score: what it is for, and the points.
#[component]
fn Part(label: &'static str, value: i32) -> impl IntoView {
    view! {
        <div class="part">
            <dt>{label}</dt>
            <dd>{value}</dd>
        </div>
    }
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
        <ol class="players" data-testid="scores">
            {rows
                .into_iter()
                .map(|p| {
                    let color = tr(lang, player_color(p.seat).key);
                    view! {
                        <li
                            class="player-score"
                            class:winning=p.rank == 1
                            data-testid="score-row"
                            data-seat=p.seat.0
                        >
                            <div class="who" title=color>
                                <span class="rank">{p.rank}"."</span>
                                <Swatch seat=p.seat />
                                <span class="name">{player_name(lang, p.seat)}</span>
                                <span class="total" title=tr(lang, "total") data-testid="score-total">{p.total}</span>
                            </div>
                            <dl class="parts">
                                <Part label=tr(lang, "routes") value=p.route_points />
                                <Part label=tr(lang, "tickets") value=p.ticket_points />
                                <Part label=tr(lang, "stations") value=p.station_points />
                                <Part label=tr(lang, "express") value=p.express_points />
                            </dl>
                        </li>
                    }
                })
                .collect_view()}
        </ol>
        <p class="meta">
            {tr(lang, "seed")}": "{outcome.seed}" · "{tr(lang, "turns")}": "{outcome.turns}
        </p>
    }
}
