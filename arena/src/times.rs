//! Decision times as a streaming sketch: a histogram over the bits of each
//! time as an `f32`, so a run of millions of decisions keeps a few kilobytes
//! a bot instead of every time, and a quantile needs no sort. Positive
//! floats order as their bits do; keeping the exponent and the top 7 bits
//! of the mantissa puts each time in a bucket less than 0.8 % wide.

/// The bits of a time below the bucket's: 16 of the mantissa's 23.
const SHIFT: u32 = 16;
/// Times below about 30 ns fall in the first bucket, above about 2,000 s in
/// the last.
const LOW: u32 = 0x3300;
const HIGH: u32 = 0x4500;
const BUCKETS: usize = (HIGH - LOW + 1) as usize;

/// A count of decisions per bucket of time; empty until the first time.
#[derive(Clone, Default)]
pub struct DecisionTimes {
    counts: Vec<u32>,
    n: u64,
}

impl DecisionTimes {
    fn bucket(seconds: f32) -> usize {
        let key = (seconds.max(0.0).to_bits() >> SHIFT).clamp(LOW, HIGH);
        (key - LOW) as usize
    }

    /// The smallest time of bucket `i`.
    fn floor(i: usize) -> f32 {
        f32::from_bits((i as u32 + LOW) << SHIFT)
    }

    pub fn add(&mut self, seconds: f32) {
        if self.counts.is_empty() {
            self.counts = vec![0; BUCKETS];
        }
        self.counts[Self::bucket(seconds)] += 1;
        self.n += 1;
    }

    /// Adds another game's (or thread's) times.
    pub fn merge(&mut self, other: &DecisionTimes) {
        if other.n == 0 {
            return;
        }
        if self.counts.is_empty() {
            self.counts = vec![0; BUCKETS];
        }
        for (a, b) in self.counts.iter_mut().zip(&other.counts) {
            *a += b;
        }
        self.n += other.n;
    }

    /// The `q` quantile in milliseconds: the time of rank
    /// `round((n - 1) q)`, as sorting every time would pick it, to within
    /// its bucket (the bucket's smallest time); 0 with no times.
    pub fn quantile_ms(&self, q: f64) -> f64 {
        if self.n == 0 {
            return 0.0;
        }
        let rank = ((self.n - 1) as f64 * q).round() as u64;
        let mut below = 0u64;
        for (i, &c) in self.counts.iter().enumerate() {
            below += u64::from(c);
            if below > rank {
                return f64::from(Self::floor(i)) * 1000.0;
            }
        }
        f64::from(Self::floor(BUCKETS - 1)) * 1000.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain computation the sketch replaces: sort, take the rank.
    fn sorted_quantile_ms(v: &mut [f32], q: f64) -> f64 {
        v.sort_by(f32::total_cmp);
        let i = ((v.len() - 1) as f64 * q).round() as usize;
        v[i] as f64 * 1000.0
    }

    #[test]
    fn a_quantile_is_the_sorted_times_quantile_to_within_one_percent() {
        let mut rng = europa_common::GameRng::new(3);
        for len in [1usize, 2, 7, 100, 5_000] {
            let mut times: Vec<f32> = (0..len)
                .map(|_| 1e-7 * (1.0 + rng.below(10_000_000) as f32))
                .collect();
            let (mut a, mut b) = (DecisionTimes::default(), DecisionTimes::default());
            for (i, &t) in times.iter().enumerate() {
                // Two halves merged, as threads' games are.
                if i % 2 == 0 { a.add(t) } else { b.add(t) }
            }
            a.merge(&b);
            for q in [0.0, 0.5, 0.95, 1.0] {
                let exact = sorted_quantile_ms(&mut times, q);
                let got = a.quantile_ms(q);
                assert!(
                    got <= exact && got >= exact * 0.99,
                    "{len} times, q {q}: {got} against {exact}"
                );
            }
        }
    }

    #[test]
    fn no_times_give_zero_and_extreme_times_stay_in_the_end_buckets() {
        assert_eq!(DecisionTimes::default().quantile_ms(0.5), 0.0);
        let mut t = DecisionTimes::default();
        t.add(0.0);
        t.add(1e9);
        assert!(t.quantile_ms(0.0) < 1e-4);
        assert!(t.quantile_ms(1.0) > 1e6);
    }
}
