//! Seeds for new games: 64 bits from the browser's cryptographic generator
//! (`getrandom`, Web Crypto in the page), so quick starts and rematches can
//! deal any of 2^64 games, not the million a `Math.random() × 10⁶` gave.

/// A fresh seed. Should the browser refuse its generator, `Math.random()`
/// still gives 53 bits: a game always starts.
pub fn fresh_seed() -> u64 {
    let mut bytes = [0u8; 8];
    match getrandom::fill(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes),
        Err(_) => fallback(),
    }
}

#[cfg(target_arch = "wasm32")]
fn fallback() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}

#[cfg(not(target_arch = "wasm32"))]
fn fallback() -> u64 {
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fresh_seeds_use_all_64_bits() {
        let seeds: Vec<u64> = (0..32).map(|_| fresh_seed()).collect();
        // Beyond a million (the old range) and beyond 2^53 (Math.random's),
        // and no two alike: each fails by chance with odds below 2^-30.
        assert!(seeds.iter().any(|&s| s > 1 << 60));
        assert!(seeds.iter().filter(|&&s| s > 1_000_000).count() == 32);
        let mut sorted = seeds.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), seeds.len());
    }
}
