//! What the fuzz targets share: the app's own save decoding (compiled here
//! natively from the app's sources), a reader that turns fuzz bytes into
//! numbers and actions, and the checks every target makes on a game.
use europa_common::Play;
use europa_engine::data::{CityId, RouteId, TicketId};
use europa_engine::{Action, CardColor, Game, Payment, Phase, Seat, TurnStep, invariants};
use serde::Serialize;
use std::fmt::{Debug, Display};

// The app's decode path, exactly as the page runs it: the size, the mark,
// base64 and the checksum (or an older format's base64), then postcard,
// then the envelope's checks and limits, then the engine's replay. Both
// are plain Rust over the engine, serde and postcard (no Leptos).
#[path = "../../src/base64.rs"]
pub mod base64;
pub mod cardgame;
pub mod pool;
#[path = "../../src/session/mod.rs"]
pub mod session;

/// `bytes` sealed as a format-6 save's text (mark, base64, CRC-32), so a
/// target reaches the payload's decoder: a mutated sealed text almost never
/// passes its checksum.
pub fn sealed(bytes: &[u8]) -> String {
    session::text::seal(bytes.to_vec())
}

/// One change a file can suffer on the way, of the kinds format 7 always
/// catches: a bit flipped, up to 4 bytes side by side overwritten (never
/// with whitespace: four characters lost at once shift the bytes, which
/// CRC-32 catches with odds of 2^-32 against, not always), a byte lost, a
/// byte added. Read back as a browser reads a file (U+FFFD for bytes that
/// are not UTF-8).
pub fn damage(text: &str, b: &mut Bytes) -> String {
    let mut bytes = text.as_bytes().to_vec();
    let at = usize::from(b.u16()) % (bytes.len() + 1);
    match b.u8() % 4 {
        0 => {
            let bit = b.u8() % 8;
            if let Some(x) = bytes.get_mut(at) {
                *x ^= 1 << bit;
            }
        }
        1 => {
            let end = (at + 1 + usize::from(b.u8() % 4)).min(bytes.len());
            for x in bytes.iter_mut().take(end).skip(at) {
                let v = b.u8();
                *x = if v.is_ascii_whitespace() { v | 0x40 } else { v };
            }
        }
        2 => {
            if at < bytes.len() {
                bytes.remove(at);
            }
        }
        _ => bytes.insert(at, b.u8()),
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Whether `damaged`, a copy of the save text `original` changed by
/// [`damage`], is refused or reads as exactly the save `original` holds
/// (compared as the texts the app writes: a NaN time is equal to itself
/// there).
pub fn refused_or_same(damaged: &str, original: &str) -> bool {
    match session::AnySave::from_text(damaged) {
        Err(_) => true,
        Ok(loaded) => loaded.into_save().to_text() == original,
    }
}

/// Fuzz bytes read front to back; past the end every read is 0.
pub struct Bytes<'a> {
    data: &'a [u8],
}

impl<'a> Bytes<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Bytes { data }
    }
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
    pub fn u8(&mut self) -> u8 {
        match self.data.split_first() {
            Some((b, rest)) => {
                self.data = rest;
                *b
            }
            None => 0,
        }
    }
    pub fn u64(&mut self) -> u64 {
        (0..8).fold(0, |n, _| n << 8 | u64::from(self.u8()))
    }
    pub fn colour(&mut self) -> CardColor {
        CardColor::ALL[self.u8() as usize % CardColor::ALL.len()]
    }
    pub fn payment(&mut self) -> Payment {
        Payment {
            color: self.colour(),
            locomotives: self.u8(),
        }
    }
    /// Any action at all, ids and numbers out of range included; small
    /// values are likelier so that legal-looking actions come up too.
    pub fn action(&mut self) -> Action {
        let small = |b: u8| if b & 0x80 == 0 { b % 8 } else { b };
        match self.u8() % 14 {
            0 => Action::KeepInitialTickets { keep: self.u8() },
            1 => Action::DrawFaceUp {
                slot: small(self.u8()),
            },
            2 => Action::DrawBlind,
            3 => Action::ClaimRoute {
                route: RouteId(self.u8() % 0x80 + (self.u8() & 0x80)),
                payment: self.payment(),
            },
            4 => Action::PayTunnel {
                payment: self.payment(),
            },
            5 => Action::DeclineTunnel,
            6 => Action::DrawTickets,
            7 => Action::KeepTickets { keep: self.u8() },
            8 => Action::BuildStation {
                city: CityId(self.u8()),
                payment: self.payment(),
            },
            9 => Action::PlaceDepot {
                city: CityId(self.u8()),
            },
            10 => Action::DrawBlindStoring {
                warehouse: self.seat(5),
            },
            11 => Action::DrawFaceUpStoring {
                slot: small(self.u8()),
                warehouse: self.seat(5),
            },
            12 => Action::CollectWarehouses {
                cities: small(self.u8()),
            },
            _ => Action::Pass,
        }
    }
    pub fn u16(&mut self) -> u16 {
        u16::from(self.u8()) << 8 | u16::from(self.u8())
    }
    /// A seat for a question: usually one at the table, sometimes the first
    /// past it, sometimes any.
    pub fn any_seat(&mut self, players: usize) -> Seat {
        match self.u8() {
            b @ 0xF0.. => Seat(b),
            0xE0.. => Seat(players as u8),
            b => Seat(b % players.max(1) as u8),
        }
    }
    /// A seat, usually one at the table.
    pub fn seat(&mut self, players: usize) -> Seat {
        let b = self.u8();
        if b >= 0xF0 {
            Seat(b)
        } else {
            Seat(b % players.max(1) as u8)
        }
    }
}

/// What the shared checks need of a game beyond its rules, implemented by
/// each game (Europe here, the Card Game in [`cardgame`]).
pub trait Fuzzed:
    Play<Seat = Seat, Action: Copy + PartialEq + Debug, RuleError: Display>
    + Clone
    + PartialEq
    + Serialize
{
    fn players(&self) -> usize;
    /// Every invariant of the game.
    ///
    /// # Errors
    /// The first one broken.
    fn sound(&self) -> Result<(), String>;
    /// Inside a turn or outside the plain flow of turns (a second card to
    /// draw, tickets to choose, set-up, the last round…): the pool keeps
    /// every such state.
    fn inside(&self) -> bool;
    /// Any action at all, numbers out of range included.
    fn any_action(b: &mut Bytes) -> Self::Action;
    /// A loaded game must be sound, its scores too.
    fn check_loaded(&self);
    /// The read-only questions the app asks for `seat`: none may panic.
    fn ask(&self, seat: Seat, b: &mut Bytes);
}

/// Applies `action`; a refusal must leave the game as it was (compared as
/// values: equal games serialize to identical bytes, and comparing costs a
/// fraction of serializing), an acceptance must keep every invariant.
pub fn apply_checked<G: Fuzzed>(game: &mut G, seat: Seat, action: &G::Action) -> bool {
    let before = game.clone();
    let accepted = apply_then_check(game, seat, action);
    if !accepted && *game != before {
        let (a, b) = (
            serde_json::to_string(&before),
            serde_json::to_string(&*game),
        );
        panic!("refused {action:?} changed the game: {a:?} became {b:?}");
    }
    accepted
}

/// `apply_checked` for an action the game lists: it must be accepted.
pub fn apply_listed<G: Fuzzed>(game: &mut G, seat: Seat, action: &G::Action) {
    assert!(
        apply_then_check(game, seat, action),
        "listed {action:?} refused"
    );
}

fn apply_then_check<G: Fuzzed>(game: &mut G, seat: Seat, action: &G::Action) -> bool {
    match game.apply(seat, action) {
        Ok(_) => {
            if let Err(e) = game.sound() {
                panic!("after {action:?} by {seat:?}: {e}");
            }
            true
        }
        Err(e) => {
            // The sentence is what a player reads: it must format.
            let _ = e.to_string();
            false
        }
    }
}

/// The `apply` targets' run from a pool state: the bytes steer the game a
/// few legal moves further and throw arbitrary actions for arbitrary seats
/// at it. An action is accepted exactly when listed; a refused one leaves
/// the game identical; an accepted one keeps every invariant. When the
/// input asks, the read-only questions are put for one seat at the end.
pub fn throw_actions<G: Fuzzed>(mut game: G, b: &mut Bytes) {
    let players = game.players();
    // The read-only questions cost more than the actions: the input says
    // whether to ask them, so the fuzzer keeps inputs of both kinds.
    let questions = b.u8() & 1 == 1;
    let mut legal = Vec::new();
    while !b.is_empty() {
        let op = b.u8();
        if op < 0x80 {
            // A legal move, picked by the byte, repeated `op % 4 + 1` times.
            for _ in 0..=op % 4 {
                let Some(seat) = game.first_acting_seat() else {
                    break;
                };
                game.legal_actions_into(seat, &mut legal);
                if legal.is_empty() {
                    break;
                }
                let a = legal[b.u8() as usize % legal.len()];
                apply_listed(&mut game, seat, &a);
            }
        } else {
            let seat = b.seat(players);
            let a = G::any_action(b);
            game.legal_actions_into(seat, &mut legal);
            let listed = legal.contains(&a);
            assert_eq!(
                apply_checked(&mut game, seat, &a),
                listed,
                "{a:?} by {seat:?}"
            );
        }
    }
    if questions {
        exercise_one(&game, b);
    }
}

/// Every read-only question the app asks of a game, for seats 0, 1, the
/// first past the table and one from the bytes: none may panic.
pub fn exercise<G: Fuzzed>(game: &G, b: &mut Bytes) {
    game.check_loaded();
    let n = game.players() as u8;
    for s in [0, 1, n, b.u8()] {
        game.ask(Seat(s), b);
    }
}

/// [`exercise`] for one seat chosen by the bytes (at the table, just past
/// it, or any): over a run every seat is asked, at a quarter of the cost.
pub fn exercise_one<G: Fuzzed>(game: &G, b: &mut Bytes) {
    game.check_loaded();
    let seat = b.any_seat(game.players());
    game.ask(seat, b);
}

impl Fuzzed for Game {
    fn players(&self) -> usize {
        self.num_players()
    }
    fn sound(&self) -> Result<(), String> {
        invariants::check(self, pool::tickets(self.config().variant))
    }
    fn inside(&self) -> bool {
        *self.step() != TurnStep::Start
            || self.phase() != Phase::Playing
            || self.final_round().is_some()
    }
    fn any_action(b: &mut Bytes) -> Action {
        b.action()
    }
    fn check_loaded(&self) {
        if let Err(e) = self.sound() {
            panic!("a loaded game is broken: {e}");
        }
        if self.is_over() {
            assert_eq!(self.final_scores(), Some(&self.compute_final_scores()));
        }
    }
    fn ask(&self, seat: Seat, b: &mut Bytes) {
        ask(self, seat, b);
    }
}

/// The read-only questions for `seat`, with route, city and ticket ids in
/// and out of range.
fn ask(game: &Game, seat: Seat, b: &mut Bytes) {
    let view = game.view(seat);
    let _ = serde_json::to_vec(&view);
    let _ = game.legal_actions(seat);
    let _ = game.ticket_status(seat);
    let route = RouteId(b.u8());
    let _ = game.claim_payments(seat, route);
    let _ = game.why_not_claim(seat, route);
    let _ = game.route_owner(route);
    let _ = view.route_owner(route);
    let city = CityId(b.u8());
    let _ = game.station_owner(city);
    let _ = game.depot_owner(city);
    let _ = game.warehouse_len(seat);
    let _ = game.station_price(seat);
    let _ = game.ticket_path(seat, TicketId(b.u8()));
    if let Some(p) = game.player(seat) {
        for t in &p.tickets {
            let _ = game.ticket_path(seat, *t);
        }
    }
    let a = b.action();
    let _ = game.why_not(seat, &a);
    let _ = game.is_legal(seat, &a);
}
