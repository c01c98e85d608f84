//! The game's only source of randomness: xoshiro256** seeded through
//! SplitMix64 (`rand_xoshiro`, the `rand` family's portable generator). The
//! same numbers on every platform and in WASM, and stored in the game state
//! so a seed and a list of actions replay exactly. `below` and `shuffle` are
//! ours, not `rand`'s: their exact arithmetic decides every deal, so saves
//! made before the generator came from `rand` still replay (tested below).
use rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256StarStar;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng(Xoshiro256StarStar);

impl GameRng {
    pub fn new(seed: u64) -> Self {
        GameRng(Xoshiro256StarStar::seed_from_u64(seed))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// Uniform in `0..n` (Lemire's multiply-shift; the bias is below 2^-32 for our n).
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0);
        ((self.next_u64() >> 32).wrapping_mul(n as u64) >> 32) as usize
    }

    /// Fisher–Yates shuffle.
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The numbers the engine's own xoshiro256** and SplitMix64 gave before
    /// `rand_xoshiro` replaced them: every saved game depends on them.
    #[test]
    fn every_seed_gives_the_same_numbers_as_before_the_rand_crates() {
        let golden: [(u64, [u64; 4]); 3] = [
            (
                0,
                [
                    11091344671253066420,
                    13793997310169335082,
                    1900383378846508768,
                    7684712102626143532,
                ],
            ),
            (
                42,
                [
                    1546998764402558742,
                    6990951692964543102,
                    12544586762248559009,
                    17057574109182124193,
                ],
            ),
            (
                u64::MAX,
                [
                    10328197420357168392,
                    14156678507024973869,
                    9357971779955476126,
                    13791585006304312367,
                ],
            ),
        ];
        for (seed, numbers) in golden {
            let mut r = GameRng::new(seed);
            assert_eq!(numbers.map(|_| r.next_u64()), numbers, "seed {seed}");
        }
        let mut r = GameRng::new(7);
        let below: Vec<usize> = (0..8).map(|_| r.below(10)).collect();
        assert_eq!(below, [7, 2, 8, 9, 9, 8, 0, 1]);
    }
}
