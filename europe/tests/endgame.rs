//! Hard's end-game habits (issue 14), each from a real seeded position.
//!
//! Claiming: the arena's game 46 of `--players 2 --seed 107 --bots
//! hard,easy` (seed 107,000,367; Hard at seat 0), as Hard played it before
//! it learned the end game, up to Hard's turn 71. Its tickets wanted Cádiz
//! joined to Madrid; it held no orange for Cádiz–Madrid but the blue and
//! purple for Cádiz–Lisboa–Madrid, and drew cards from turn 57 until Easy
//! ended the game, losing 62 to 89 with 16 trains and 26 cards left.
//!
//! Blocking: the arena's game 62 of `--players 2 --seed 5 --bots
//! medium,medium` (seed 5,000,077), with Hard taking over seat 0 at its
//! turn 28.
//!
//! Keeping a long ticket through a station in the end game: the arena's
//! game 287 of `--players 3 --seed 1 --bots hard,onestep,longroute` (seed
//! 1,000,290; Hard at seat 2), as the Hard of before played it (lost 87 to
//! 106), recorded with `cargo run --release -p europa-lab --bin
//! record_game -- --from 287 --players 3 --seed 1 --bots
//! hard,onestep,longroute`.
//!
//! Collecting for a route the turns left can pay for: the arena's game 255
//! of `--players 3 --seed 1 --bots hard,onestep,longroute` (seed
//! 1,000,258; Hard at seat 0), as the Hard of before played it (lost 118
//! to 120), recorded with `cargo run --release -p europa-lab --bin
//! record_game -- --from 255 --players 3 --seed 1 --bots
//! hard,onestep,longroute`.
//!
//! Lengthening the longest trail once the tickets are joined: the arena's
//! game 33 of `--players 3 --seed 1 --bots hard,onestep,longroute` (seed
//! 1,000,036; Hard at seat 0), as the Hard of before played it (lost 105
//! to 109, One Step taking the European Express), recorded with `cargo run
//! --release -p europa-lab --bin record_game -- --from 33 --players
//! 3 --seed 1 --bots hard,onestep,longroute`.
//!
//! Planning in trains until five turns are left: the arena's game 410 of
//! `--players 2 --seed 1 --bots hard,medium` (seed 1,000,413; Hard at seat
//! 0), as the Hard of before played it (lost 67 to 127).
use europa_engine::bots::{self, Bot, HardBot};
use europa_engine::scoring::longest_trail;
use europa_engine::{
    Action, CardColor, CityId, Event, Game, GameRecord, RouteId, Seat, TicketId, replay_to_turn,
};

const FIXTURE: &str = include_str!("fixtures/endgame_2p_hard_easy.json");
const BLOCKING: &str = include_str!("fixtures/blocking_2p_medium_medium.json");
const HORIZON: &str = include_str!("fixtures/horizon_2p_hard_medium.json");
const STATION: &str = include_str!("fixtures/station_3p_hard_onestep_longroute.json");
const COLLECT: &str = include_str!("fixtures/collect_3p_hard_onestep_longroute.json");
const EXPRESS: &str = include_str!("fixtures/express_3p_hard_onestep_longroute.json");

/// Cádiz–Lisboa and Lisboa–Madrid: the path the cards in hand pay for.
const LISBOA_PATH: [RouteId; 2] = [RouteId(40), RouteId(68)];

/// The end-game fixture's game at seat 0's turn start on `turn`, and a Hard
/// for seat 0 (the arena's seed for it) that has seen every event its seat saw.
fn position(turn: u32) -> (Game, HardBot) {
    position_in(FIXTURE, turn)
}

/// `fixture`'s game at seat 0's turn start on `turn`, and a Hard for seat 0.
fn position_in(fixture: &str, turn: u32) -> (Game, HardBot) {
    position_at(fixture, turn, Seat(0))
}

/// `fixture`'s game at `me`'s turn start on `turn`, and a Hard for `me`
/// (the arena's seed for that seat) that has seen every event `me` saw.
fn position_at(fixture: &str, turn: u32, me: Seat) -> (Game, HardBot) {
    let config = record(fixture).config;
    let mut hard = HardBot::new(config.seed ^ ((u64::from(me.0) + 1) << 32));
    let game = replay_to(fixture, turn, me, &mut hard);
    (game, hard)
}

fn record(fixture: &str) -> GameRecord {
    match GameRecord::from_json(fixture) {
        Ok((r, _)) => r,
        Err(e) => panic!("the fixture loads: {e}"),
    }
}

/// `fixture`'s game at `me`'s turn start on `turn`, `bot` having seen
/// every event `me` saw.
fn replay_to(fixture: &str, turn: u32, me: Seat, bot: &mut dyn Bot<Game>) -> Game {
    match replay_to_turn(&record(fixture), me, turn, |seen| bot.observe(seen)) {
        Ok(game) => game,
        Err(e) => panic!("the fixture replays to turn {turn}: {e}"),
    }
}

#[test]
fn hard_claims_when_an_opponents_trains_run_low_and_it_holds_the_cards() {
    // Turn 67: Easy has 8 trains, two or three turns from the end; turn 71:
    // 4 trains. Hard holds what Cádiz–Lisboa–Madrid costs (at turn 69 with
    // a locomotive for the missing blue), and drew cards at all three.
    for turn in [67, 69, 71] {
        let (game, mut hard) = position(turn);
        let easy = game.player(Seat(1)).expect("two seats");
        assert!(easy.trains <= 8, "Easy's trains are running low");
        let action = hard.choose(&game.view(Seat(0)), &game.legal_actions(Seat(0)));
        match action {
            Action::ClaimRoute { route, .. } => assert!(
                LISBOA_PATH.contains(&route),
                "turn {turn}: claimed {route:?}, not the path its cards pay for"
            ),
            other => panic!("turn {turn}: Hard played {other:?} with its ticket's cards in hand"),
        }
    }
}

/// Whether `a` and `b` are joined by `routes`.
fn joined(routes: &[RouteId], a: CityId, b: CityId) -> bool {
    let mut reached = vec![a];
    let mut i = 0;
    while let Some(&c) = reached.get(i) {
        for r in routes {
            let route = r.route();
            let next = if route.a == c {
                route.b
            } else if route.b == c {
                route.a
            } else {
                continue;
            };
            if !reached.contains(&next) {
                reached.push(next);
            }
        }
        i += 1;
    }
    reached.contains(&b)
}

/// The open tickets of `seat`, each with the unclaimed routes that every way
/// of joining it needs: the routes it could still use are its own and the
/// unclaimed ones its trains reach (in 2 players a double's twin closes with
/// it), not counting a station on another seat's route.
fn needed_routes(game: &Game, seat: Seat) -> Vec<(TicketId, Vec<RouteId>)> {
    let Some(player) = game.player(seat) else {
        return Vec::new();
    };
    let usable = |closed: Option<RouteId>| -> Vec<RouteId> {
        RouteId::all()
            .filter(|&r| {
                let route = r.route();
                let shut = closed.is_some_and(|c| c == r || route.double_of == Some(c));
                let shut = shut || closed.is_some_and(|c| c.route().double_of == Some(r));
                match game.route_owner(r) {
                    Some(owner) => owner == seat,
                    None => {
                        !shut
                            && route.length <= player.trains
                            && route
                                .double_of
                                .is_none_or(|d| game.route_owner(d).is_none())
                    }
                }
            })
            .collect()
    };
    let all = usable(None);
    let own: Vec<RouteId> = player.routes.iter().collect();
    player
        .tickets
        .iter()
        .filter(|tk| !joined(&own, tk.ticket().from, tk.ticket().to))
        .map(|&tk| {
            let (a, b) = (tk.ticket().from, tk.ticket().to);
            let needed = all
                .iter()
                .copied()
                .filter(|&r| game.route_owner(r).is_none())
                .filter(|&r| joined(&all, a, b) && !joined(&usable(Some(r)), a, b))
                .collect();
            (tk, needed)
        })
        .collect()
}

#[test]
fn hard_blocks_a_route_every_plan_of_the_opponent_needs_when_it_can_afford_it() {
    // Turn 28: seat 1 (Medium) has one ticket left to join, Edinburgh–Athina
    // (21 points), and Edinburgh's only link is Edinburgh–London, a double
    // whose twins close together with two players. Hard holds three black
    // cards and a locomotive, what the black London route costs; the Medium
    // that sat there claimed Pamplona–Paris for its own tickets, and so does
    // Hard without its blocking claims.
    let (game, mut hard) = position_in(BLOCKING, 28);
    let open = needed_routes(&game, Seat(1));
    let [(ticket, needed)] = open.as_slice() else {
        panic!("seat 1 has one ticket left to join, not {open:?}");
    };
    assert_eq!(ticket.ticket().points, 21, "Edinburgh–Athina");
    let legal = game.legal_actions(Seat(0));
    let affordable: Vec<RouteId> = needed
        .iter()
        .copied()
        .filter(|&r| {
            legal
                .iter()
                .any(|a| matches!(a, Action::ClaimRoute { route, .. } if *route == r))
        })
        .collect();
    assert!(
        !affordable.is_empty(),
        "Hard can claim a route the ticket needs: needed {needed:?}"
    );
    match hard.choose(&game.view(Seat(0)), &legal) {
        Action::ClaimRoute { route, .. } => assert!(
            affordable.contains(&route),
            "claimed {route:?}, not one of {affordable:?} that every path of the opponent's needs"
        ),
        other => panic!("Hard played {other:?} with a blocking claim affordable: {affordable:?}"),
    }
}

/// Danzig–Warszawa: with Berlin–Danzig (claimed at turn 64) it joins
/// Berlin–Moskva (12 points).
const DANZIG_WARSZAWA: RouteId = RouteId(46);

#[test]
fn hard_keeps_planning_in_trains_until_the_opponent_is_five_turns_from_the_end() {
    // Turn 66: Medium has 14 trains, about seven turns from the end by
    // `endgame::turns_left`. Hard holds the two purple cards that
    // Danzig-Warszawa costs, which joins Berlin-Moskva. The turn plan (used
    // from eight turns out before) counted that ticket lost: it gave the
    // cards to Edinburgh-Athina (21), nine turns of work, and Hard claimed
    // Paris-Zurich for it instead; it then lost Edinburgh-Athina as well.
    let (game, mut hard) = position_in(HORIZON, 66);
    let medium = game.player(Seat(1)).expect("two seats");
    assert_eq!(medium.trains, 14, "Medium is several turns from the end");
    match hard.choose(&game.view(Seat(0)), &game.legal_actions(Seat(0))) {
        Action::ClaimRoute { route, .. } => assert_eq!(
            route, DANZIG_WARSZAWA,
            "claimed {route:?}, not the route that joins Berlin-Moskva now"
        ),
        other => panic!("Hard played {other:?} with Berlin-Moskva one paid claim away"),
    }
}

/// Petrograd–Stockholm (8 trains, a tunnel): with a station at Frankfurt it
/// completes Brest–Petrograd in the station fixture.
const PETROGRAD_STOCKHOLM: RouteId = RouteId(86);

#[test]
fn hard_keeps_a_long_ticket_whose_last_link_a_station_can_borrow_in_the_end_game() {
    // Turns 108 and 111: an opponent is a few turns from the end; Hard has
    // 12 trains and 8 yellow cards, and Brest-Petrograd (20) is two turns
    // from joined: Petrograd-Stockholm, paid in yellow, and a station at
    // Frankfurt on an opponent's route. The end game priced no new
    // station, so its plan left that path out and claimed München-Zürich
    // and Paris-Zürich (the arena's Hard drew, claimed Petrograd-Stockholm
    // at turn 111, never built the station and lost the 20 and the game,
    // 87 to 106; with the station planned it builds it at turn 114 and wins
    // 112 to 106). `z=100`: the plan's own move, where the search starts.
    let me = Seat(2);
    for turn in [108, 111] {
        let config = record(STATION).config;
        let mut planner = bots::by_spec("hard:z=100", config.seed ^ (3 << 32)).expect("a Hard");
        let game = replay_to(STATION, turn, me, planner.as_mut());
        assert_eq!(game.player(me).expect("three seats").trains, 12);
        match planner.choose(&game.view(me), &game.legal_actions(me)) {
            Action::ClaimRoute { route, .. } => assert_eq!(
                route, PETROGRAD_STOCKHOLM,
                "turn {turn}: claimed {route:?}, not Petrograd-Stockholm of Brest-Petrograd's path"
            ),
            other => panic!("turn {turn}: Hard played {other:?} with Brest-Petrograd to join"),
        }
    }
}

#[test]
fn hard_collects_near_the_end_for_a_route_the_turns_left_can_pay_for() {
    // Turn 110: Long Route Junkie has 4 trains, so the game ends within a
    // round or two; Hard's tickets are joined and it has 3 trains, one blue
    // and one yellow card. A 3-train route pays 4 points: a blue one can be
    // paid with this turn's two cards, a purple one (purple lies face up)
    // cannot. The Hard of before collected for any open 3-train route,
    // purple's counting as much as blue's, drew two purples, then claimed a
    // 2-train blue tunnel and lost 118 to 120; with the collection held to
    // the turns left it draws blue, claims a 3-train blue route and wins
    // the tie on tickets. `z=100`: the planner's own moves, where the
    // search starts.
    let me = Seat(0);
    let config = record(COLLECT).config;
    let mut hard = bots::by_spec("hard:z=100", config.seed ^ (1 << 32)).expect("a Hard");
    let mut game = replay_to(COLLECT, 110, me, hard.as_mut());
    let seat = game.player(me).expect("three seats");
    assert_eq!(seat.trains, 3);
    assert_eq!(
        (seat.hand.count(CardColor::Blue), seat.hand.total()),
        (1, 2)
    );
    for card in ["first", "second"] {
        let action = hard.choose(&game.view(me), &game.legal_actions(me));
        let drawn = match action {
            Action::DrawFaceUp { slot } => game.face_up()[usize::from(slot)],
            other => panic!("{card} card: Hard played {other:?}"),
        };
        assert_eq!(
            drawn,
            Some(CardColor::Blue),
            "{card} card: drew {drawn:?}, a colour no 3-train route can be paid in before the end"
        );
        let events = game.apply(me, &action).expect("a legal draw");
        let seen: Vec<Event> = events.iter().map(|e| e.redacted_for(me)).collect();
        hard.observe(&seen);
    }
}

#[test]
fn hard_lengthens_its_longest_trail_for_the_express_once_its_tickets_are_joined() {
    // Turn 104: Hard's four tickets are joined; it has 15 trains and a
    // trail of 18 cars, One Step one of 25 with 9 trains. The Hard of
    // before claimed a 4-train route for 7 points that left its trail as
    // it was, and One Step kept the Express (10 points) and won by 4; a
    // 3-train route its cards also pay for makes the trail 21.
    let me = Seat(0);
    let (game, mut hard) = position_at(EXPRESS, 104, me);
    let seat = game.player(me).expect("three seats");
    let before = longest_trail(seat.routes).0;
    assert_eq!((seat.trains, before), (15, 18));
    let action = hard.choose(&game.view(me), &game.legal_actions(me));
    let Action::ClaimRoute { route, .. } = action else {
        panic!("Hard played {action:?}, not a claim");
    };
    let mut with = seat.routes;
    with.insert(route);
    assert!(
        longest_trail(with).0 > before,
        "claimed {route:?}, which leaves the longest trail at {before} cars"
    );
}
