//! Dijkstra's frontier in buckets by distance (see `graph::distances`): which
//! buckets hold a city, found from the last settled distance on.

/// Buckets of Dijkstra's frontier (a power of two above most route costs).
pub(super) const BUCKETS: usize = 128;

/// City `c` leaves the bucket of distance `d`.
#[inline(always)]
pub(super) fn leave(bucket: &mut [u64; BUCKETS], occupied: &mut Occupied, d: u32, c: usize) {
    let b = d as usize % BUCKETS;
    bucket[b] &= !(1u64 << (c & 63));
    if bucket[b] == 0 {
        occupied.clear(b);
    }
}

/// Which of the 128 buckets hold a city, as two 64-bit halves.
pub(super) struct Occupied(pub(super) u64, pub(super) u64);

impl Occupied {
    #[inline(always)]
    pub(super) fn set(&mut self, b: usize) {
        if b < 64 {
            self.0 |= 1 << b;
        } else {
            self.1 |= 1 << (b & 63);
        }
    }
    #[inline(always)]
    pub(super) fn clear(&mut self, b: usize) {
        if b < 64 {
            self.0 &= !(1 << b);
        } else {
            self.1 &= !(1 << (b & 63));
        }
    }
    /// The first bucket holding a city from `b` on, wrapping round (the
    /// buckets hold distances from the last settled one on); `BUCKETS`
    /// when none does.
    #[inline(always)]
    pub(super) fn first_from(&self, b: usize) -> usize {
        let b = b % BUCKETS;
        let (here, there) = if b < 64 {
            (self.0, self.1)
        } else {
            (self.1, self.0)
        };
        let base = b & 64;
        let ahead = here >> (b & 63) << (b & 63);
        if ahead != 0 {
            base + ahead.trailing_zeros() as usize
        } else if there != 0 {
            (base ^ 64) + there.trailing_zeros() as usize
        } else if here != 0 {
            base + here.trailing_zeros() as usize
        } else {
            BUCKETS
        }
    }
}
