//! Where one seat finished against the others, as both games' searches
//! reward it and the arena reports it: its lead over the best other seat
//! and its share of the win.

/// One seat's result in a scored game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Standing {
    /// The seat's total minus the best other seat's (0 without others).
    pub lead: i32,
    /// 1 for a win, split between tied winners; 0 otherwise.
    pub win_share: f32,
}

impl Standing {
    /// From each seat's total, `(is it this seat, total)`, and the winners:
    /// how many share the win and whether this seat is one of them.
    pub fn of(totals: impl IntoIterator<Item = (bool, i32)>, won: bool, winners: usize) -> Self {
        let (mut mine, mut best_other) = (0, None::<i32>);
        for (me, total) in totals {
            if me {
                mine = total;
            } else {
                best_other = Some(best_other.map_or(total, |b| b.max(total)));
            }
        }
        Standing {
            lead: mine - best_other.unwrap_or(0),
            win_share: if won {
                1.0 / winners.max(1) as f32
            } else {
                0.0
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Standing;

    #[test]
    fn a_seat_leads_the_best_other_seat_and_tied_winners_split_the_win() {
        let totals = [(false, 90), (true, 100), (false, 100)];
        let s = Standing::of(totals, true, 2);
        assert_eq!(s.lead, 0);
        assert_eq!(s.win_share, 0.5);
        let behind = Standing::of([(true, 70), (false, 95), (false, 80)], false, 1);
        assert_eq!(behind.lead, -25);
        assert_eq!(behind.win_share, 0.0);
        assert_eq!(Standing::of([(true, 12)], true, 1).lead, 12);
    }
}
