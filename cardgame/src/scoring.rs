//! End scoring (C6, C8): the exact best use of each On the Track pile for a
//! player's tickets, the Big City bonuses, and the winner.
use crate::data::{BIG_CITIES, BigCityId, TicketId};
use crate::matching::best_subset;
use crate::state::{Game, Seat};
use europa_common::{CardColor, Hand};

/// The final scores are part of a finished game's state (`state`); these
/// paths stay for the code that reads them as the scoring's.
pub use crate::state::{BonusResult, FinalScores, PlayerScore, Served, TicketResult, TieBreak};

/// The best matching of a pile to tickets (C6): the tickets completed,
/// each with the pile cards serving it, in the order of `tickets`.
/// `penalise`: uncompleted tickets count against (the final scoring).
pub fn match_pile(pile: &[CardColor], tickets: &[TicketId], penalise: bool) -> Vec<TicketResult> {
    let mut have = Hand::default();
    for &c in pile {
        have.add(c, 1);
    }
    let needs: Vec<(Hand, u8)> = tickets
        .iter()
        .map(|t| (t.ticket().need, t.ticket().points))
        .collect();
    let chosen = best_subset(&have, &needs);
    // Pile positions of each kind, used from the oldest.
    let mut positions = Oldest { pile, next: [0; 9] };
    let mut out: Vec<TicketResult> = tickets
        .iter()
        .map(|&t| TicketResult {
            ticket: t,
            completed: false,
            points: if penalise {
                -i32::from(t.ticket().points)
            } else {
                0
            },
            served: Vec::new(),
        })
        .collect();
    // Own colours first for every ticket, then locomotives for the rest:
    // the subset is coverable by counts, so this never runs short.
    for (i, r) in out.iter_mut().enumerate() {
        if chosen >> i & 1 == 0 {
            continue;
        }
        r.completed = true;
        r.points = i32::from(r.ticket.ticket().points);
        r.served
            .reserve_exact(r.ticket.ticket().need.total() as usize);
        for need in r.ticket.ticket().needed_colors() {
            if let Some(p) = positions.take(need) {
                r.served.push(Served {
                    need,
                    card: need,
                    position: p,
                });
            }
        }
    }
    for r in out.iter_mut().filter(|r| r.completed) {
        let mut missing = r.ticket.ticket().need;
        for s in &r.served {
            missing.remove(s.need, 1);
        }
        for need in CardColor::COLORS {
            for _ in 0..missing.count(need) {
                if let Some(p) = positions.take(CardColor::Locomotive) {
                    r.served.push(Served {
                        need,
                        card: CardColor::Locomotive,
                        position: p,
                    });
                }
            }
        }
    }
    out
}

/// The pile's cards of each kind, handed out oldest first.
struct Oldest<'a> {
    pile: &'a [CardColor],
    /// Per kind: where to look for its next card.
    next: [usize; 9],
}

impl Oldest<'_> {
    fn take(&mut self, kind: CardColor) -> Option<u8> {
        let next = &mut self.next[kind.index()];
        let found = *next + self.pile.get(*next..)?.iter().position(|&c| c == kind)?;
        *next = found + 1;
        Some(found as u8)
    }
}

/// Who leads each Big City with `completed[seat]` tickets done: the
/// count and every seat tied for it (none while nobody has one).
pub fn big_city_leaders(completed: &[Vec<TicketId>]) -> Vec<BonusResult> {
    BigCityId::all()
        .map(|city| {
            let counts: Vec<u8> = completed
                .iter()
                .map(|ts| ts.iter().filter(|t| t.ticket().names(city)).count() as u8)
                .collect();
            let best = counts.iter().copied().max().unwrap_or(0);
            let winners = if best == 0 {
                Vec::new()
            } else {
                (0..counts.len())
                    .filter(|&s| counts[s] == best)
                    .map(|s| Seat(s as u8))
                    .collect()
            };
            BonusResult {
                city,
                bonus: BIG_CITIES[city.0 as usize].bonus,
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
        let completed: Vec<Vec<TicketId>> = players
            .iter()
            .zip(&self.players)
            .map(|(s, p)| {
                let mut v = p.completed.clone();
                v.extend(s.tickets.iter().filter(|r| r.completed).map(|r| r.ticket));
                v
            })
            .collect();
        let bonuses = big_city_leaders(&completed);
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
