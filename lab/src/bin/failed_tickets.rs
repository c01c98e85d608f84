//! Hard's own tickets of 10 points or more that fail (issue 14): plays
//! seeded games as the arena seats and seeds them, follows every ticket
//! Hard holds, and for each one worth 10+ that is unjoined at the end
//! prints when Hard got it, the trains its shortest path needed then, the
//! move that first made it unjoinable (an opponent's claim that cut the
//! path or made it longer than Hard's trains, or Hard's own claim that
//! left fewer trains than it needed), Hard's claims since it got it (for
//! this ticket, for another of its tickets, or for points), and Hard's last
//! 15 turns. A path is counted on routes free or Hard's own: a route is
//! closed once claimed, and with 2 or 3 players so is its twin (E5); the
//! path with stations (an opponent's route through one of Hard's stations
//! left) is printed beside it.
//!
//! `cargo run --release -p europa-lab --bin failed_tickets --
//! --games 100 --players 3 --seed 1 --bots hard,onestep,longroute > failed.csv`
//! then `lab/scripts/failed_tickets_report.py failed.csv`.
//!
//! Lines (fields `,`, lists `;`):
//! - `game,g,hard_won,margin,ender,failed10,held20,failed20` for every
//!   game (`ender`: the bot that triggered the final round; `margin`:
//!   Hard's total less the best other seat's; `held20`, `failed20`: its
//!   tickets of 20+ points, and those of them that failed);
//! - `ticket,g,hard_won,margin,ender,ticket,points,got_turn,setup,
//!   trains_then,need_then,class,by,turn_bad,route_bad,trains_end,need_end,
//!   need_st_end,cards_end,for_this,for_other,for_points,search_this,
//!   search_other,search_points,longer` for each failed
//!   10+ ticket. `class`: `a` an opponent's claim first made it unjoinable
//!   (`by` that bot, `route_bad` its route: `cut` when no path was left,
//!   `longer` when the path grew past Hard's trains); `b` Hard's own claim
//!   did (its trains fell below the path's); `c` joinable to the end and an
//!   opponent ended the game; `d` joinable to the end and Hard ended it;
//!   `k` not joinable when kept. `for_*`: trains of Hard's claims since it
//!   got the ticket, by what each shortened (this ticket's path, another
//!   unjoined ticket's, neither); `search_*`: those of them where the
//!   search played another move than its planner's choice; `longer`:
//!   trains the opponents' claims added to its path since (99 a cut);
//! - `turn,g,ticket,turn,open,need,need_st,trains,cards,action,missing,hand`
//!   (`missing`: the path's routes Hard lacks; `hand`: its cards by kind,
//!   the locomotives last) for each
//!   of Hard's last 15 turn starts (`need` empty: no path; the planner's
//!   choice in brackets where the search played another move).
use europa_engine::data::{NUM_CITIES, NUM_ROUTES};
use europa_engine::{Action, Game, Phase, RouteId, Seat, TicketId, TurnStep};

use europa_lab::seated::{self, GameArgs, Seated};

const NO_WAY: u32 = u32::MAX;

/// Routes closed to `me`: claimed ones, and with 2 or 3 players the twin
/// of any claimed double (with more, the twin of its own).
fn closed(game: &Game, me: Seat) -> [bool; NUM_ROUTES] {
    let few = game.num_players() <= 3;
    let mut out = [false; NUM_ROUTES];
    for r in RouteId::all() {
        if let Some(o) = game.route_owner(r) {
            out[r.0 as usize] = true;
            if let Some(twin) = r.route().double_of
                && (few || o == me)
            {
                out[twin.0 as usize] = true;
            }
        }
    }
    out
}

/// Fewest trains still to place to join `tk` on routes free or `me`'s own;
/// with `stations`, also through up to that many opponents' routes (none
/// if Hard has no station left; one already built lends each route at
/// its city).
fn need(
    game: &Game,
    me: Seat,
    tk: TicketId,
    closed: &[bool; NUM_ROUTES],
    stations: bool,
) -> Option<u32> {
    path(game, me, tk, closed, stations).map(|(n, _)| n)
}

/// [`need`] and the routes of that path Hard does not own yet.
fn path(
    game: &Game,
    me: Seat,
    tk: TicketId,
    closed: &[bool; NUM_ROUTES],
    stations: bool,
) -> Option<(u32, Vec<RouteId>)> {
    let t = tk.ticket();
    let p = game.player(me)?;
    let left = if stations {
        3 - usize::from(p.stations_built.min(3))
    } else {
        0
    };
    let own_station: Vec<bool> = (0..NUM_CITIES)
        .map(|c| stations && game.station_owner(europa_engine::CityId(c as u8)) == Some(me))
        .collect();
    // Dijkstra over (city, stations used), small enough for arrays.
    let layers = left + 1;
    let mut dist = vec![NO_WAY; NUM_CITIES * layers];
    let mut done = vec![false; NUM_CITIES * layers];
    let mut via: Vec<Option<(usize, RouteId)>> = vec![None; NUM_CITIES * layers];
    dist[t.from.0 as usize * layers] = 0;
    loop {
        let mut best = None;
        for (i, &d) in dist.iter().enumerate() {
            if !done[i] && d != NO_WAY && best.is_none_or(|(_, bd)| d < bd) {
                best = Some((i, d));
            }
        }
        let (i, d) = best?;
        let (city, used) = (i / layers, i % layers);
        if city == t.to.0 as usize {
            let mut routes = Vec::new();
            let mut at = i;
            while let Some((from, r)) = via[at] {
                if game.route_owner(r) != Some(me) {
                    routes.push(r);
                }
                at = from;
            }
            return Some((d, routes));
        }
        done[i] = true;
        for r in RouteId::all() {
            let route = r.route();
            let other = if route.a.0 as usize == city {
                route.b.0 as usize
            } else if route.b.0 as usize == city {
                route.a.0 as usize
            } else {
                continue;
            };
            let owner = game.route_owner(r);
            let (cost, more) = if owner == Some(me) {
                (0, 0)
            } else if !closed[r.0 as usize] {
                (u32::from(route.length), 0)
            } else if owner.is_some() && (own_station[city] || own_station[other]) {
                (0, 0)
            } else if owner.is_some() && used < left {
                (0, 1)
            } else {
                continue;
            };
            let j = other * layers + used + more;
            if !done[j] && d + cost < dist[j] {
                dist[j] = d + cost;
                via[j] = Some((i, r));
            }
        }
    }
}

/// What made a ticket unjoinable first.
#[derive(Clone)]
struct Bad {
    turn: u32,
    by: Seat,
    route: RouteId,
    /// No path left (else the path grew past Hard's trains).
    cut: bool,
}

#[derive(Clone)]
struct TurnRec {
    turn: u32,
    need: Option<u32>,
    need_st: Option<u32>,
    trains: u8,
    cards: u32,
    /// The path's routes Hard still lacks, and its hand.
    missing: String,
    hand: String,
    action: String,
}

struct Track {
    ticket: TicketId,
    got_turn: u32,
    setup: bool,
    trains_then: u8,
    need_then: Option<u32>,
    need: Option<u32>,
    /// Not joinable in Hard's trains when kept.
    at_keep: bool,
    bad: Option<Bad>,
    /// Trains of Hard's claims since: for this ticket, another, points.
    spent: [u32; 3],
    /// Trains opponents' claims added to its path (99 for a cut).
    longer: u32,
    /// The part of them the search chose against its planner's choice.
    spent_search: [u32; 3],
    turns: Vec<TurnRec>,
}

fn fmt_need(n: Option<u32>) -> String {
    n.map_or(String::new(), |n| n.to_string())
}

fn short(a: &Action) -> String {
    match a {
        Action::ClaimRoute { route, .. } => {
            let r = route.route();
            format!(
                "claim {}-{} ({})",
                europa_engine::CITIES[r.a.0 as usize].name,
                europa_engine::CITIES[r.b.0 as usize].name,
                r.length
            )
        }
        Action::DrawFaceUp { .. } | Action::DrawBlind => "draw".into(),
        Action::DrawTickets => "tickets".into(),
        Action::BuildStation { city, .. } => {
            format!("station {}", europa_engine::CITIES[city.0 as usize].name)
        }
        other => format!("{other:?}").chars().take(20).collect(),
    }
}

/// The same claim (whatever the payment), the same kind of draw, or equal.
fn same_move(a: &Action, b: &Action) -> bool {
    match (a, b) {
        (Action::ClaimRoute { route: x, .. }, Action::ClaimRoute { route: y, .. }) => x == y,
        (
            Action::DrawFaceUp { .. } | Action::DrawBlind,
            Action::DrawFaceUp { .. } | Action::DrawBlind,
        ) => true,
        (Action::BuildStation { city: x, .. }, Action::BuildStation { city: y, .. }) => x == y,
        _ => a == b,
    }
}

/// A route as `A-B 3 Red` (gray: `Gray`), with its ferry locomotives
/// (`f1`) or `tunnel`.
fn route_name(r: RouteId) -> String {
    let x = r.route();
    format!(
        "{}-{} {} {}{}{}",
        europa_engine::CITIES[x.a.0 as usize].name,
        europa_engine::CITIES[x.b.0 as usize].name,
        x.length,
        x.color.map_or("Gray".to_string(), |c| format!("{c:?}")),
        if x.locomotives > 0 {
            format!(" f{}", x.locomotives)
        } else {
            String::new()
        },
        if x.tunnel { " tunnel" } else { "" },
    )
}

fn ticket_name(tk: TicketId) -> String {
    let t = tk.ticket();
    format!(
        "{}-{}",
        europa_engine::CITIES[t.from.0 as usize].name,
        europa_engine::CITIES[t.to.0 as usize].name
    )
}

fn play(args: &GameArgs, g: u32) -> Result<String, String> {
    let Seated(_, bot_at, mut seat_bots, mut game) = args.start(g)?;
    let p = bot_at.len();
    let hard = seated::first_bot(&bot_at);
    let name = |s: Seat| args.bots[bot_at[s.index()]].clone();
    let (mut legal, mut events, mut seen) = (Vec::new(), Vec::new(), Vec::new());
    let mut actions = 0u32;
    let mut tracks: Vec<Track> = Vec::new();
    // Hard's own planner alone (Medium's knobs with the end game): what it
    // would have played at Hard's turn starts, to tell its claims from the
    // search's.
    let mut planner = europa_engine::bots::by_spec("medium:end_race=on", 0)?;
    let mut by_search = false;
    while !game.is_over() {
        let seat = seated::next_seat(&game, g, &mut actions)?;
        game.legal_actions_into(seat, &mut legal);
        let turn_start =
            seat == hard && game.phase() == Phase::Playing && *game.step() == TurnStep::Start;
        let before: Vec<u128> = game.players().iter().map(|q| q.routes.0).collect();
        let setup = game.phase() != Phase::Playing;
        // Hard's state at its turn start, before its move.
        let mut start: Vec<TurnRec> = Vec::new();
        if turn_start {
            let me = game.player(hard).ok_or("no Hard")?;
            let shut = closed(&game, hard);
            for tr in &tracks {
                start.push(TurnRec {
                    turn: game.turns(),
                    need: tr.need,
                    need_st: if tr.need == Some(0) {
                        Some(0)
                    } else {
                        need(&game, hard, tr.ticket, &shut, true)
                    },
                    trains: me.trains,
                    cards: me.hand.total(),
                    missing: path(&game, hard, tr.ticket, &shut, false).map_or(
                        String::new(),
                        |(_, rs)| {
                            rs.iter()
                                .map(|&r| route_name(r))
                                .collect::<Vec<_>>()
                                .join(" ")
                        },
                    ),
                    hand: format!("{:?}", me.hand.0).replace(", ", " "),
                    action: String::new(),
                });
            }
        }
        let planned = turn_start.then(|| planner.choose(&game.view(hard), &legal));
        let action = seated::play_move(&mut game, seat, &mut seat_bots, &legal, &mut events)
            .map_err(|e| format!("game {g}: {e}"))?;
        if turn_start {
            by_search = !planned.is_some_and(|p| same_move(&p, &action));
        }
        for (tr, mut rec) in tracks.iter_mut().zip(start) {
            rec.action = short(&action);
            if by_search && let Some(a) = &planned {
                rec.action += &format!(" (planner: {})", short(a));
            }
            tr.turns.push(rec);
        }
        // New tickets of Hard's.
        let held = game.player(hard).map_or(0, |q| q.tickets.len());
        if held > tracks.len() {
            let shut = closed(&game, hard);
            let me = game.player(hard).ok_or("no Hard")?;
            for &tk in &me.tickets[tracks.len()..] {
                let n = need(&game, hard, tk, &shut, false);
                tracks.push(Track {
                    ticket: tk,
                    got_turn: game.turns(),
                    setup,
                    trains_then: me.trains,
                    need_then: n,
                    need: n,
                    at_keep: n.is_none_or(|n| n > u32::from(me.trains)),
                    bad: None,
                    spent: [0; 3],
                    longer: 0,
                    spent_search: [0; 3],
                    turns: Vec::new(),
                });
            }
        }
        // A claim: every ticket's path again.
        let claimed: Option<(Seat, RouteId)> =
            game.players().iter().enumerate().find_map(|(s, q)| {
                let new = q.routes.0 & !before[s];
                (new != 0).then(|| (Seat(s as u8), RouteId(new.trailing_zeros() as u8)))
            });
        if let Some((by, route)) = claimed {
            let shut = closed(&game, hard);
            let trains = u32::from(game.player(hard).map_or(0, |q| q.trains));
            let len = u32::from(route.route().length);
            let olds: Vec<Option<u32>> = tracks.iter().map(|t| t.need).collect();
            let news: Vec<Option<u32>> = tracks
                .iter()
                .map(|t| need(&game, hard, t.ticket, &shut, false))
                .collect();
            let shorter = |i: usize| match (olds[i], news[i]) {
                (Some(o), Some(n)) => n < o,
                _ => false,
            };
            for i in 0..tracks.len() {
                let joined_before = olds[i] == Some(0);
                if by == hard && !joined_before {
                    let use_ = if shorter(i) {
                        0
                    } else if (0..tracks.len()).any(|j| j != i && olds[j] != Some(0) && shorter(j))
                    {
                        1
                    } else {
                        2
                    };
                    tracks[i].spent[use_] += len;
                    if by_search {
                        tracks[i].spent_search[use_] += len;
                    }
                }
                let tr = &mut tracks[i];
                if by != hard
                    && let (Some(o), n) = (olds[i], news[i])
                    && n.is_none_or(|n| n > o)
                {
                    tr.longer += n.map_or(99, |n| n - o);
                }
                tr.need = news[i];
                if tr.bad.is_none() && !tr.at_keep && news[i].is_none_or(|n| n > trains) {
                    tr.bad = Some(Bad {
                        turn: game.turns(),
                        by,
                        route,
                        cut: news[i].is_none(),
                    });
                }
            }
        }
        europa_common::play::tell_every_seat(&mut seat_bots, &events, &mut seen);
    }
    let f = game.final_scores().ok_or("no scores")?;
    let by_seat = |s: usize| f.players.iter().find(|q| q.seat.index() == s);
    let total = |s: usize| by_seat(s).map_or(0, |q| q.total);
    let best_other = (0..p)
        .filter(|&s| s != hard.index())
        .map(total)
        .max()
        .unwrap_or(0);
    let margin = total(hard.index()) - best_other;
    let won = u8::from(f.winners.contains(&hard));
    let ender = game
        .final_round()
        .map_or("none".to_string(), |r| name(r.trigger));
    let mine = by_seat(hard.index()).ok_or("no Hard")?;
    let failed: Vec<TicketId> = mine
        .tickets
        .iter()
        .filter(|t| !t.completed && t.ticket.ticket().points >= 10)
        .map(|t| t.ticket)
        .collect();
    // Hard's tickets of 20 points or more (the long ones), and how many failed.
    let long = mine
        .tickets
        .iter()
        .filter(|t| t.ticket.ticket().points >= 20);
    let (held20, failed20) = long.fold((0, 0), |(h, f), t| (h + 1, f + u32::from(!t.completed)));
    let mut out = format!(
        "game,{g},{won},{margin},{ender},{},{held20},{failed20}\n",
        failed.len()
    );
    let me = game.player(hard).ok_or("no Hard")?;
    let shut = closed(&game, hard);
    for tr in tracks.iter().filter(|t| failed.contains(&t.ticket)) {
        let need_end = need(&game, hard, tr.ticket, &shut, false);
        let need_st = need(&game, hard, tr.ticket, &shut, true);
        let (class, by, turn_bad, route_bad) = match &tr.bad {
            _ if tr.at_keep => ("k", String::new(), String::new(), String::new()),
            Some(b) => {
                let r = b.route.route();
                let route = format!(
                    "{}-{} ({}){}",
                    europa_engine::CITIES[r.a.0 as usize].name,
                    europa_engine::CITIES[r.b.0 as usize].name,
                    r.length,
                    if b.cut { " cut" } else { " longer" }
                );
                let class = if b.by == hard { "b" } else { "a" };
                (class, name(b.by), b.turn.to_string(), route)
            }
            None if ender == name(hard) => ("d", String::new(), String::new(), String::new()),
            None => ("c", String::new(), String::new(), String::new()),
        };
        out += &format!(
            "ticket,{g},{won},{margin},{ender},{},{},{},{},{},{},{class},{by},{turn_bad},{route_bad},{},{},{},{},{},{},{},{},{},{},{}\n",
            ticket_name(tr.ticket),
            tr.ticket.ticket().points,
            tr.got_turn,
            u8::from(tr.setup),
            tr.trains_then,
            fmt_need(tr.need_then),
            me.trains,
            fmt_need(need_end),
            fmt_need(need_st),
            me.hand.total(),
            tr.spent[0],
            tr.spent[1],
            tr.spent[2],
            tr.spent_search[0],
            tr.spent_search[1],
            tr.spent_search[2],
            tr.longer,
        );
        let from = tr.turns.len().saturating_sub(15);
        for rec in &tr.turns[from..] {
            out += &format!(
                "turn,{g},{},{},{},{},{},{},{},{},{},{}\n",
                ticket_name(tr.ticket),
                rec.turn,
                u8::from(rec.need.is_some()),
                fmt_need(rec.need),
                fmt_need(rec.need_st),
                rec.trains,
                rec.cards,
                rec.action,
                rec.missing,
                rec.hand,
            );
        }
    }
    Ok(out)
}

fn main() {
    let args = seated::args_or_exit(GameArgs::three_player_field().parse(|_, _| false));
    args.print_each_game(|g| play(&args, g));
}
