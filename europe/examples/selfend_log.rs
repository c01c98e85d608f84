//! The games Hard ends itself (issue 14): plays seeded games as the arena
//! seats and seeds them and prints, for each game Hard ends, one CSV line
//! about the turn that started the final round: what was public then (every
//! seat's score track, trains, cards in hand), Hard's own total with its
//! tickets as they stood (what its seat may know), every seat's true total
//! had the game ended then, the claims Hard could have made that kept 3 or
//! more trains, and what each seat scored from then on.
//!
//! `cargo run --release -p europa-engine --example selfend_log --
//! --games 100 --players 3 --seed 1 --bots hard,onestep,longroute > selfend.csv`
//!
//! Line: `ended,game,hard_won,hard_seat,turn,action,len,trains_before,
//! known_hard,public[s]...,true[s]...,final[s]...,route_gain[s]...,
//! cards[s]...,trains[s]...,alt_claims,alt_best_len,hard_failed_ticket_points,
//! ticket_points[s]...`, seats in seat order,
//! each list `;`-separated.
use europa_engine::{Action, Game, GameConfig, Phase, Seat, TurnStep};

#[path = "common/seated.rs"]
mod seated;
use seated::GameArgs;

fn join<T: ToString>(v: &[T]) -> String {
    v.iter().map(T::to_string).collect::<Vec<_>>().join(";")
}

#[derive(Clone, Default)]
struct Snap {
    turn: u32,
    trains: Vec<u8>,
    cards: Vec<u32>,
    public: Vec<i32>,
    routes: Vec<i32>,
    truth: Vec<i32>,
    known_hard: i32,
    alt_claims: u32,
    alt_best: u8,
}

fn play(args: &GameArgs, g: u32) -> Result<String, String> {
    let (seed, bot_at) = args.seating(g);
    let p = bot_at.len();
    let mut seat_bots = args.seat_bots(seed, &bot_at)?;
    let hard = Seat(bot_at.iter().position(|&b| b == 0).unwrap_or(0) as u8);
    let mut game = Game::new(GameConfig::new(args.players, seed)).map_err(|e| e.to_string())?;
    let (mut legal, mut events, mut seen) = (Vec::new(), Vec::new(), Vec::new());
    let mut actions = 0u32;
    let mut snap = Snap::default();
    let mut trigger: Option<(Snap, Action)> = None;
    while !game.is_over() {
        let seat = seated::next_seat(&game, g, &mut actions)?;
        game.legal_actions_into(seat, &mut legal);
        if seat == hard && game.phase() == Phase::Playing && *game.step() == TurnStep::Start {
            let now = game.compute_final_scores();
            let total = |s: usize| {
                now.players
                    .iter()
                    .find(|q| q.seat.index() == s)
                    .map_or(0, |q| q.total)
            };
            let ps = game.players();
            let me = &ps[hard.index()];
            let (mut alt_claims, mut alt_best) = (0, 0);
            for a in &legal {
                if let Action::ClaimRoute { route, .. } = a {
                    let len = route.route().length;
                    if me.trains >= len + 3 {
                        alt_claims += 1;
                        alt_best = alt_best.max(len);
                    }
                }
            }
            // Hard's own tickets as they stand, its routes, its unused stations.
            let (tickets, _) = game.ticket_status(hard);
            let own: i32 = tickets.iter().map(|t| t.points).sum();
            snap = Snap {
                turn: game.turns(),
                trains: ps.iter().map(|q| q.trains).collect(),
                cards: ps.iter().map(|q| q.hand.total()).collect(),
                public: ps
                    .iter()
                    .map(|q| q.route_points + 4 * (3 - i32::from(q.stations_built)))
                    .collect(),
                routes: ps.iter().map(|q| q.route_points).collect(),
                truth: (0..p).map(total).collect(),
                known_hard: me.route_points + 4 * (3 - i32::from(me.stations_built)) + own,
                alt_claims,
                alt_best,
            };
        }
        let before = game.final_round().is_some();
        let action = seated::play_move(&mut game, seat, &mut seat_bots, &legal, &mut events)
            .map_err(|e| format!("game {g}: {e}"))?;
        if !before && game.final_round().is_some_and(|f| f.trigger == hard) {
            trigger = Some((snap.clone(), action));
        }
        europa_common::play::tell_every_seat(&mut seat_bots, &events, &mut seen);
    }
    let Some((s, action)) = trigger else {
        return Ok(String::new());
    };
    let f = game.final_scores().ok_or("no scores")?;
    let by_seat = |s: usize| f.players.iter().find(|q| q.seat.index() == s);
    let finals: Vec<i32> = (0..p).map(|i| by_seat(i).map_or(0, |q| q.total)).collect();
    let gain: Vec<i32> = (0..p)
        .map(|i| game.players()[i].route_points - s.routes[i])
        .collect();
    let len = match action {
        Action::ClaimRoute { route, .. } => route.route().length,
        _ => 0,
    };
    let won = f.winners.contains(&hard);
    // Hard's tickets at the end: points failed, and its route points a train.
    let mine = by_seat(hard.index()).ok_or("no Hard")?;
    let failed: i32 = mine
        .tickets
        .iter()
        .filter(|t| !t.completed)
        .map(|t| -t.points)
        .sum();
    let tickets: Vec<i32> = (0..p)
        .map(|i| by_seat(i).map_or(0, |q| q.ticket_points))
        .collect();
    let names: Vec<&str> = (0..p).map(|i| args.bots[bot_at[i]].as_str()).collect();
    Ok(format!(
        "ended,{g},{},{},{},{},{len},{},{},{},{},{},{},{},{},{},{},{failed},{}\n",
        u8::from(won),
        hard.index(),
        s.turn,
        join(&names),
        s.trains[hard.index()],
        s.known_hard,
        join(&s.public),
        join(&s.truth),
        join(&finals),
        join(&gain),
        join(&s.cards),
        join(&s.trains),
        s.alt_claims,
        s.alt_best,
        join(&tickets),
    ))
}

fn main() {
    let args = seated::args_or_exit(GameArgs::three_player_field().parse(|_, _| false));
    args.print_each_game(|g| play(&args, g));
}
