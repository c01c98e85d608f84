//! End scoring (C6, C8): the exact best use of each On the Track pile for a
//! player's tickets, the Big City bonuses, and the winner.
use crate::data::{BIG_CITIES, BigCityId, TicketId};
use crate::matching::best_subset;
use crate::served::ServedCards;
use crate::state::{Game, Seat};
use europa_common::{CardColor, Hand};

/// The final scores are part of a finished game's state (`state`); these
/// paths stay for the code that reads them as the scoring's.
pub use crate::state::{BonusResult, FinalScores, PlayerScore, Served, TicketResult, TieBreak};

/// The best matching of a pile to tickets (C6): the tickets completed,
/// each with the pile cards serving it, in the order of `tickets`.
/// `penalise`: uncompleted tickets count against (the final scoring).
pub fn match_pile(pile: &[CardColor], tickets: &[TicketId], penalise: bool) -> Vec<TicketResult> {
    let mut positions = Oldest::new(pile);
    // The needs on the stack: the search weighs at most 64 tickets (a
    // player can hold at most the 46 there are).
    let mut needs = [(Hand::default(), 0u8); 64];
    for (n, t) in needs.iter_mut().zip(tickets) {
        *n = (t.ticket().need, t.ticket().points);
    }
    let chosen = best_subset(&positions.have, &needs[..tickets.len().min(64)]);
    tickets
        .iter()
        .enumerate()
        .map(|(i, &t)| {
            let ticket = t.ticket();
            if i >= 64 || chosen >> i & 1 == 0 {
                let points = if penalise {
                    -i32::from(ticket.points)
                } else {
                    0
                };
                return TicketResult {
                    ticket: t,
                    completed: false,
                    points,
                    served: ServedCards::new(),
                };
            }
            // Own colours first, then locomotives for the rest, ticket by
            // ticket: a kind's cards go in ticket order either way, and
            // the subset is coverable by counts, so this never runs short.
            let mut served = ServedCards::new();
            let mut missing = [0u8; 8];
            for (c, m) in CardColor::COLORS.into_iter().zip(&mut missing) {
                for _ in 0..ticket.need.count(c) {
                    match positions.take(c) {
                        Some(p) => {
                            served.push(Served {
                                need: c,
                                card: c,
                                position: p,
                            });
                        }
                        None => *m += 1,
                    }
                }
            }
            for (c, &m) in CardColor::COLORS.into_iter().zip(&missing) {
                for _ in 0..m {
                    if let Some(p) = positions.take(CardColor::Locomotive) {
                        served.push(Served {
                            need: c,
                            card: CardColor::Locomotive,
                            position: p,
                        });
                    }
                }
            }
            TicketResult {
                ticket: t,
                completed: true,
                points: i32::from(ticket.points),
                served,
            }
        })
        .collect()
}

/// The pile's cards of each kind, handed out oldest first: positions
/// sorted by kind in one pass (a card's position is a byte, so only the
/// first 256 cards can serve; a game's pile is far shorter).
struct Oldest {
    have: Hand,
    order: [u8; 256],
    /// Per kind: where its next position is in `order`, and its end.
    next: [u16; 9],
    end: [u16; 9],
}

impl Oldest {
    fn new(pile: &[CardColor]) -> Oldest {
        let pile = &pile[..pile.len().min(256)];
        let mut count = [0u16; 9];
        for &c in pile {
            count[c.index()] += 1;
        }
        let (mut next, mut end, mut at) = ([0u16; 9], [0u16; 9], 0);
        for k in 0..9 {
            next[k] = at;
            at += count[k];
            end[k] = at;
        }
        let mut fill = next;
        let mut order = [0u8; 256];
        for (p, &c) in pile.iter().enumerate() {
            let f = &mut fill[c.index()];
            order[usize::from(*f) & 255] = p as u8;
            *f += 1;
        }
        Oldest {
            have: Hand(count.map(|n| n.min(255) as u8)),
            order,
            next,
            end,
        }
    }

    fn take(&mut self, kind: CardColor) -> Option<u8> {
        let k = kind.index();
        if self.next[k] >= self.end[k] {
            return None;
        }
        let p = self.order[usize::from(self.next[k]) & 255];
        self.next[k] += 1;
        Some(p)
    }
}

/// Who leads each Big City with `completed[seat]` tickets done: the
/// count and every seat tied for it (none while nobody has one).
pub fn big_city_leaders(completed: &[Vec<TicketId>]) -> Vec<BonusResult> {
    let counts: Vec<CityCounts> = completed
        .iter()
        .map(|ts| city_counts(ts.iter().copied()))
        .collect();
    leaders(&counts)
}

/// Per Big City (in `BigCityId` order), how many tickets name it.
type CityCounts = [u8; BIG_CITIES.len()];

/// The tickets naming each Big City, counted in one pass over them.
pub(crate) fn city_counts(tickets: impl Iterator<Item = TicketId>) -> CityCounts {
    let mut counts = [0u8; BIG_CITIES.len()];
    for t in tickets {
        let cities = t.ticket().big_cities;
        for (c, n) in counts.iter_mut().enumerate() {
            *n = n.saturating_add(cities >> c & 1);
        }
    }
    counts
}

/// [`big_city_leaders`] from each seat's counts.
fn leaders(counts: &[CityCounts]) -> Vec<BonusResult> {
    BigCityId::all()
        .map(|city| {
            let c = usize::from(city.0) % BIG_CITIES.len();
            let best = counts.iter().map(|n| n[c]).max().unwrap_or(0);
            let winners = if best == 0 {
                Vec::new()
            } else {
                (0..counts.len())
                    .filter(|&s| counts[s][c] == best)
                    .map(|s| Seat(s as u8))
                    .collect()
            };
            BonusResult {
                city,
                bonus: BIG_CITIES[c].bonus,
                tickets: best,
                winners,
            }
        })
        .collect()
}

impl Game {
    /// The last scoring, from the state as it stands.
    pub(crate) fn compute_final_scores(&self) -> FinalScores {
        let mut players: Vec<PlayerScore> = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let tickets = match_pile(&p.on_track, &p.tickets, true);
                let earlier: i32 = p.first_scoring.iter().map(|r| r.points).sum();
                let ticket_points = earlier + tickets.iter().map(|r| r.points).sum::<i32>();
                let completed_tickets =
                    (p.completed.len() + tickets.iter().filter(|r| r.completed).count()) as u32;
                PlayerScore {
                    seat: Seat(i as u8),
                    first_scoring: p.first_scoring.clone(),
                    tickets,
                    pile: p.on_track.clone(),
                    ticket_points,
                    bonuses: Vec::new(),
                    bonus_points: 0,
                    completed_tickets,
                    total: ticket_points,
                }
            })
            .collect();
        // Both scorings' completed tickets, counted without listing them.
        let counts: Vec<CityCounts> = players
            .iter()
            .zip(&self.players)
            .map(|(s, p)| {
                let now = s.tickets.iter().filter(|r| r.completed).map(|r| r.ticket);
                city_counts(p.completed.iter().copied().chain(now))
            })
            .collect();
        let bonuses = leaders(&counts);
        for b in &bonuses {
            for w in &b.winners {
                let ps = &mut players[w.index()];
                ps.bonuses.push(b.city);
                ps.bonus_points += b.bonus;
                ps.total += b.bonus;
            }
        }
        let (winners, decided_by) = winners(&players);
        FinalScores {
            players,
            bonuses,
            winners,
            decided_by,
        }
    }
}

/// C8: most points, then most completed tickets, then most bonus cards.
fn winners(players: &[PlayerScore]) -> (Vec<Seat>, TieBreak) {
    type Key = fn(&PlayerScore) -> i64;
    let keys: [(Key, TieBreak); 3] = [
        (|p| i64::from(p.total), TieBreak::Points),
        (
            |p| i64::from(p.completed_tickets),
            TieBreak::CompletedTickets,
        ),
        (|p| p.bonuses.len() as i64, TieBreak::BonusCards),
    ];
    let mut alive: Vec<&PlayerScore> = players.iter().collect();
    for (key, why) in keys {
        let best = alive.iter().map(|p| key(p)).max().unwrap_or(0);
        alive.retain(|p| key(p) == best);
        if alive.len() == 1 {
            return (vec![alive[0].seat], why);
        }
    }
    (alive.iter().map(|p| p.seat).collect(), TieBreak::Shared)
}
