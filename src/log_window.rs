//! Which moves the two games' logs keep on screen: the last 40 to 59. Older
//! ones are in the save, not the page. The window's start moves 20 moves at
//! a time, so a move usually only appends its line to the list (the page
//! holds the lines oldest first; CSS shows the newest on top) and the lines
//! before it are not rewritten.

const SHOWN: usize = 40;
const STEP: usize = 20;

/// The index of the first log entry shown when the log holds `n`.
pub fn first_shown(n: usize) -> usize {
    n.saturating_sub(SHOWN) / STEP * STEP
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_log_shows_the_last_forty_to_fifty_nine_moves() {
        assert_eq!(first_shown(0), 0);
        assert_eq!(first_shown(59), 0);
        assert_eq!(first_shown(60), 20);
        assert_eq!(first_shown(79), 20);
        for n in 0..500 {
            let shown = n - first_shown(n);
            assert!(
                shown == n || (SHOWN..SHOWN + STEP).contains(&shown),
                "{n}: {shown}"
            );
        }
    }
}
