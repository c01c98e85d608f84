//! The games Hard ends itself (issue 14): plays seeded games as the arena
//! seats and seeds them and prints, for each game Hard ends, one CSV line
//! about the turn that started the final round: what was public then (every
//! seat's score track, trains, cards in hand), Hard's own total with its
//! tickets as they stood (what its seat may know), every seat's true total
//! had the game ended then, the claims Hard could have made that kept 3 or
//! more trains, and what each seat scored from then on.
//!
//! `cargo run --release -p europa-lab --bin selfend_log --
//! --games 100 --players 3 --seed 1 --bots hard,onestep,longroute > selfend.csv`
//!
//! Line: `ended,game,hard_won,hard_seat,turn,action,len,trains_before,
//! known_hard,public[s]...,true[s]...,final[s]...,route_gain[s]...,
//! cards[s]...,trains[s]...,alt_claims,alt_best_len,hard_failed_ticket_points,
//! ticket_points[s]...`, seats in seat order,
//! each list `;`-separated.
//!
//! With `--lost10 1` it prints instead, for each game Hard loses with 10 or
//! more trains left (issue 14's target), one line about the turn the final
//! round started and Hard's last 10 turns:
//!
//! `lost10,game,hard_seat,ender_bot,ender_seat,trigger_turn,trains[s],
//! cards[s],hard_locos,hard_hand,guess,racing,plan_trains,plan_turns,
//! open_points,lost_points,full_trains,full_turns,full_open,final[s],
//! hard_failed_points,last10`: `trains`, `cards` (every seat's) and Hard's
//! hand (by kind, locomotives last) just after the claim that started the
//! final round; `guess` .. `full_open` what Hard's own planner made of the
//! end at its last turn start before it (`bots::end_guess`: its guess of
//! its turns left, whether it planned in turns, the trains and turns that
//! plan still needed and its open and given-up ticket points, then the
//! same for the plan in trains); `last10` Hard's last 10 turns, each
//! `move/guess/trains/cards/longest/ender_trains/ender_cards` at its start
//! (`D` a draw, `C4` a claim of 4, `C4t` a tunnel tried, `S` a station,
//! `T` tickets; then in brackets the move of Hard's planner alone where
//! the search played another; `longest` the longest claim its hand paid
//! for; the ender's trains and cards), the last one in the final round.
use europa_engine::bots::{self, EndGuess};
use europa_engine::{Action, Phase, TurnStep};

use europa_lab::seated::{self, GameArgs, Seated};

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
    let Seated(_, bot_at, mut seat_bots, mut game) = args.start(g)?;
    let p = bot_at.len();
    let hard = seated::first_bot(&bot_at);
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

/// A move as `last10` spells it.
fn code(a: &Action) -> String {
    match a {
        Action::ClaimRoute { route, .. } => {
            let r = route.route();
            format!("C{}{}", r.length, if r.tunnel { "t" } else { "" })
        }
        Action::DrawFaceUp { .. } | Action::DrawBlind => "D".into(),
        Action::DrawTickets => "T".into(),
        Action::BuildStation { .. } => "S".into(),
        _ => "?".into(),
    }
}

/// The claim that started the final round: what Hard's planner made of
/// the end at Hard's turn before it, the seat that made it, the turn, and
/// then every seat's trains and cards, Hard's hand and locomotives.
struct Trigger {
    guess: EndGuess,
    ender: u32,
    turn: u32,
    trains: Vec<u8>,
    cards: Vec<u32>,
    hand: String,
    locos: u8,
}

/// The `lost10` line of game `g`, if Hard lost it with 10+ trains left.
fn lost10(args: &GameArgs, g: u32) -> Result<String, String> {
    let Seated(_, bot_at, mut seat_bots, mut game) = args.start(g)?;
    let p = bot_at.len();
    let hard = seated::first_bot(&bot_at);
    let (mut legal, mut events, mut seen) = (Vec::new(), Vec::new(), Vec::new());
    let mut actions = 0u32;
    // Hard's turns: move, guess, trains, cards, the longest claim its hand
    // paid for, every seat's trains and cards, at the start.
    type Turn = (String, u32, u8, u32, u8, Vec<(u8, u32)>);
    let mut turns: Vec<Turn> = Vec::new();
    let mut last_guess = EndGuess::default();
    // Hard's own planner alone, asked at Hard's turn starts: a move of the
    // search's own (another than the planner's) is marked.
    let mut planner = bots::by_spec("medium:end_race=on", 0)?;
    let mut planned: Option<Action> = None;
    let mut at_trigger: Option<Trigger> = None;
    while !game.is_over() {
        let seat = seated::next_seat(&game, g, &mut actions)?;
        game.legal_actions_into(seat, &mut legal);
        let start =
            seat == hard && game.phase() == Phase::Playing && *game.step() == TurnStep::Start;
        if start {
            last_guess = bots::end_guess(&game.view(hard));
            let me = game.player(hard).ok_or("no Hard")?;
            let longest = legal
                .iter()
                .filter_map(|a| match a {
                    Action::ClaimRoute { route, .. } => Some(route.route().length),
                    _ => None,
                })
                .max()
                .unwrap_or(0);
            let seats = game
                .players()
                .iter()
                .map(|q| (q.trains, q.hand.total()))
                .collect();
            planned = Some(planner.choose(&game.view(hard), &legal));
            turns.push((
                String::new(),
                last_guess.turns_left,
                me.trains,
                me.hand.total(),
                longest,
                seats,
            ));
        }
        let before = game.final_round().is_some();
        let action = seated::play_move(&mut game, seat, &mut seat_bots, &legal, &mut events)
            .map_err(|e| format!("game {g}: {e}"))?;
        if start && let Some(t) = turns.last_mut() {
            t.0 = code(&action);
            if let Some(p) = planned.take().map(|p| code(&p))
                && p != t.0
            {
                t.0 += &format!("[{p}]");
            }
        }
        if !before && let Some(f) = game.final_round() {
            let ps = game.players();
            let hand = format!("{:?}", ps[hard.index()].hand.0).replace(", ", " ");
            let locos = ps[hard.index()]
                .hand
                .count(europa_engine::CardColor::Locomotive);
            at_trigger = Some(Trigger {
                guess: last_guess,
                ender: f.trigger.index() as u32,
                turn: game.turns(),
                trains: ps.iter().map(|q| q.trains).collect(),
                cards: ps.iter().map(|q| q.hand.total()).collect(),
                hand,
                locos,
            });
        }
        europa_common::play::tell_every_seat(&mut seat_bots, &events, &mut seen);
    }
    let f = game.final_scores().ok_or("no scores")?;
    let trains = game.player(hard).map_or(0, |q| q.trains);
    if f.winners.contains(&hard) || trains < 10 {
        return Ok(String::new());
    }
    let Some(Trigger {
        guess: e,
        ender,
        turn,
        trains: trains_then,
        cards: cards_then,
        hand,
        locos,
    }) = at_trigger
    else {
        return Ok(String::new());
    };
    let by_seat = |s: usize| f.players.iter().find(|q| q.seat.index() == s);
    let finals: Vec<i32> = (0..p).map(|i| by_seat(i).map_or(0, |q| q.total)).collect();
    let failed: i32 = by_seat(hard.index()).map_or(0, |q| {
        q.tickets
            .iter()
            .filter(|t| !t.completed)
            .map(|t| t.points)
            .sum()
    });
    let from = turns.len().saturating_sub(10);
    let last: Vec<String> = turns[from..]
        .iter()
        .map(|(m, gs, tr, c, l, seats)| {
            let (et, ec) = seats[ender as usize];
            format!("{m}/{gs}/{tr}/{c}/{l}/{et}/{ec}")
        })
        .collect();
    Ok(format!(
        "lost10,{g},{},{},{ender},{},{},{},{locos},{hand},{},{},{},{},{},{},{},{},{},{},{failed},{}\n",
        hard.index(),
        args.bots[bot_at[ender as usize]],
        turn,
        join(&trains_then),
        join(&cards_then),
        e.turns_left,
        u8::from(e.racing),
        e.plan_trains,
        e.plan_turns,
        e.open_points,
        e.lost_points,
        e.full_trains,
        e.full_turns,
        e.full_open_points,
        join(&finals),
        last.join(" "),
    ))
}

fn main() {
    let mut lost = false;
    let args = seated::args_or_exit(GameArgs::three_player_field().parse(|k, v| {
        lost = k == "--lost10" && v == 1;
        k == "--lost10"
    }));
    if lost {
        args.print_each_game(|g| lost10(&args, g));
    } else {
        args.print_each_game(|g| play(&args, g));
    }
}
