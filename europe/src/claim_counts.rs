//! The routes still open on the board, kept as the turn start counts them:
//! for each colour, the payments of all its open routes by the hand's cards
//! of that colour and its locomotives (a table per colour), and the same
//! for the open gray routes paid in one colour (one table for every colour)
//! and in locomotives alone. A claim updates them (`sync`), so a turn start
//! adds sixteen table reads instead of walking every candidate route. The
//! counts say which claimed routes they are for; a turn start with other
//! claimed routes (a game loaded or built by hand) or with 4–5 players
//! (whose seats' closed routes differ) counts the plain way.
use crate::masks::{self, GRAY};
use crate::shapes::{
    ALL_OPEN_COLOUR, ALL_OPEN_GRAY, CAP, COLOUR_PAYMENTS, GRAY_ALL_LOCOS, GRAY_PAYMENTS, SHAPE,
    SHAPE_KIND,
};

/// Derived from the routes' owners, so neither saved nor compared: two
/// games with the same owners are equal whatever their counts were synced to.
#[derive(Clone)]
pub(crate) struct ClaimCounts {
    /// The routes claimed when the counts were last synced, and those
    /// closed then to every seat of 2–3 players (`masks::closed_given`).
    pub(crate) taken: u128,
    pub(crate) closed: u128,
    /// Per colour, the payments of its open routes by `shapes::cell`.
    pub(crate) colour: [[u8; CAP * CAP]; 8],
    /// The open gray routes' payments in one colour by `shapes::cell`, and
    /// their all-locomotive payments by the locomotives (capped).
    pub(crate) gray: [u16; CAP * CAP],
    pub(crate) gray_all_locos: [u16; CAP],
}

impl Default for ClaimCounts {
    fn default() -> Self {
        ClaimCounts {
            taken: 0,
            closed: 0,
            colour: ALL_OPEN_COLOUR,
            gray: ALL_OPEN_GRAY.0,
            gray_all_locos: ALL_OPEN_GRAY.1,
        }
    }
}

impl PartialEq for ClaimCounts {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for ClaimCounts {}

impl std::fmt::Debug for ClaimCounts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ClaimCounts {{ closed: {:#x} }}", self.closed)
    }
}

impl ClaimCounts {
    /// Brings the counts to the routes `taken` (2–3 players): routes newly
    /// closed leave their colour's table or the gray ones; if any route
    /// reopened (a state set by hand), the counts start again from the open
    /// board.
    pub(crate) fn sync(&mut self, taken: u128) {
        let closed = masks::closed_given(taken, 0, 3);
        if self.closed & !closed != 0 {
            *self = ClaimCounts::default();
        }
        let mut newly = closed & !self.closed;
        while newly != 0 {
            let r = newly.trailing_zeros() as usize;
            newly &= newly - 1;
            let Some(&s) = SHAPE.get(r) else {
                continue;
            };
            let s = s as usize;
            let kind = SHAPE_KIND[s] as usize;
            if kind == GRAY {
                for (t, p) in self.gray.iter_mut().zip(GRAY_PAYMENTS[s].iter()) {
                    *t = t.wrapping_sub(u16::from(*p));
                }
                let all = self.gray_all_locos.iter_mut().zip(GRAY_ALL_LOCOS[s].iter());
                for (t, p) in all {
                    *t = t.wrapping_sub(u16::from(*p));
                }
            } else if let Some(table) = self.colour.get_mut(kind) {
                for (t, p) in table.iter_mut().zip(COLOUR_PAYMENTS[s].iter()) {
                    *t = t.wrapping_sub(*p);
                }
            }
        }
        self.taken = taken;
        self.closed = closed;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::for_each_payment;
    use crate::cards::{CardColor, Hand};
    use crate::data::{NUM_ROUTES, ROUTES};
    use crate::shapes::cell;

    /// The counts for `closed` computed from scratch, route by route, by
    /// listing payments (`for_each_payment`) for a hand of each cell.
    fn plain(closed: u128) -> ClaimCounts {
        let mut c = ClaimCounts {
            taken: 0,
            closed,
            colour: [[0; CAP * CAP]; 8],
            gray: [0; CAP * CAP],
            gray_all_locos: [0; CAP],
        };
        for r in (0..NUM_ROUTES).filter(|r| closed >> r & 1 == 0) {
            let route = &ROUTES[r];
            for x in 0..CAP * CAP {
                let (held, locos) = ((x / CAP) as u8, (x % CAP) as u8);
                // Cards of the route's colour (any one colour for a gray route).
                let colour = route.color.unwrap_or(CardColor::Purple);
                let mut hand = Hand::default();
                hand.0[colour.index()] = held;
                hand.0[CardColor::Locomotive.index()] = locos;
                let (mut coloured, mut all_locos) = (0, 0);
                let (len, ferry) = (route.length, route.locomotives);
                for_each_payment(&hand, len, ferry, route.color, |p| {
                    if p.color == CardColor::Locomotive {
                        all_locos += 1;
                    } else {
                        coloured += 1;
                    }
                });
                match route.color {
                    Some(colour) => c.colour[colour.index()][x] += coloured + all_locos,
                    None => {
                        c.gray[x] += u16::from(coloured);
                        if held == 0 {
                            c.gray_all_locos[usize::from(locos)] += u16::from(all_locos);
                        }
                    }
                }
            }
        }
        c
    }

    /// Synced claim by claim (and back to fewer closed routes), the counts
    /// are those of the open routes counted afresh.
    #[test]
    fn synced_counts_are_the_open_routes_counted_afresh() {
        let mut rng = crate::rng::GameRng::new(54);
        for _ in 0..200 {
            let mut counts = ClaimCounts::default();
            let mut taken = 0u128;
            for step in 0..60 {
                if step % 25 == 24 {
                    // Routes reopened: a state set by hand.
                    taken &= rng.next_u64() as u128;
                } else {
                    for _ in 0..1 + rng.below(2) {
                        taken |= 1 << rng.below(NUM_ROUTES);
                    }
                }
                counts.sync(taken);
                let closed = masks::closed_given(taken, 0, 3);
                let want = plain(closed);
                assert_eq!(counts.closed, want.closed);
                assert_eq!(counts.colour, want.colour, "closed {closed:#x}");
                assert_eq!(counts.gray, want.gray, "closed {closed:#x}");
                assert_eq!(counts.gray_all_locos, want.gray_all_locos);
            }
        }
        assert_eq!(cell(200, 3), 8 * CAP + 3);
    }

    /// In seeded games of 2 and 3 players, the kept counts are at every
    /// move those of the routes then open (after each claim), and the turn
    /// start reads them.
    #[test]
    fn kept_counts_follow_every_claim_of_seeded_games() {
        use crate::{Game, GameConfig};
        let mut rng = crate::rng::GameRng::new(0xC1A1);
        let mut legal = Vec::new();
        let mut synced = 0;
        for seed in 0..40u64 {
            let mut g = Game::new(GameConfig::new(2 + (seed % 2) as u8, seed)).unwrap();
            while let Some(seat) = g.first_acting_seat() {
                let closed = g.closed_to(seat);
                assert_eq!(g.claim_counts.taken, g.taken(), "seed {seed}: not synced");
                assert_eq!(g.claim_counts.closed, closed, "seed {seed}");
                let want = plain(closed);
                assert_eq!(g.claim_counts.colour, want.colour, "seed {seed}");
                assert_eq!(g.claim_counts.gray, want.gray, "seed {seed}");
                assert_eq!(g.claim_counts.gray_all_locos, want.gray_all_locos);
                synced += 1;
                g.legal_actions_into(seat, &mut legal);
                let a = legal[rng.below(legal.len())];
                g.apply(seat, &a).unwrap();
            }
        }
        assert!(synced > 1000);
    }

    /// A search's played-out moves leave the counts behind; the turn start
    /// then counts the plain way, and still names every listed action.
    #[test]
    fn counts_left_behind_give_the_listed_actions() {
        use crate::{Game, GameConfig};
        let mut rng = crate::rng::GameRng::new(0xB0B);
        let (mut legal, mut scratch) = (Vec::new(), Vec::new());
        let mut behind = 0;
        for seed in 0..20u64 {
            let mut g = Game::new(GameConfig::new(2 + (seed % 2) as u8, seed)).unwrap();
            let mut moves = 0;
            while let Some(seat) = g.first_acting_seat() {
                g.legal_actions_into(seat, &mut legal);
                behind += usize::from(g.claim_counts.taken != g.taken());
                for i in [0, legal.len() / 2, legal.len() - 1] {
                    let got = g.legal_action_at(seat, &mut scratch, |n| {
                        assert_eq!(n, legal.len(), "seed {seed}");
                        i
                    });
                    assert_eq!(got, Some(legal[i]), "seed {seed}: action {i}");
                }
                let a = legal[rng.below(legal.len())];
                // Half the game played out as a search does, then on.
                if moves % 40 < 20 {
                    g.apply_played_out(seat, &a).unwrap();
                } else {
                    g.apply(seat, &a).unwrap();
                }
                moves += 1;
            }
        }
        assert!(behind > 1000);
    }
}
