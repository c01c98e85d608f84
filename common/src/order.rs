//! Stable sorting by a `u32` key through one shared sort of `u64`s.
//!
//! Every `sort_by`/`sort_by_key` on a new element type or closure compiles
//! core's whole sort algorithm again (about 3 KB of WebAssembly each); the
//! page ships the bots, so their sorts go through here instead: one small
//! sort of `u64`s, plus a few lines per caller.

/// Sorts `items` by `key`, smallest first; equal keys keep their order, as
/// with `sort_by_key`. For largest first, return `!key`.
pub fn sort_by_key<T>(items: &mut [T], mut key: impl FnMut(&T) -> u32) {
    // Key above, position below: every pair is distinct, so any correct sort
    // yields the one stable order.
    let mut packed = |(i, x): (usize, &T)| u64::from(key(x)) << 32 | i as u64;
    if items.len() <= SHORT {
        // Most lists sorted here are short: on the stack, by insertion,
        // without the two allocations.
        let mut keys = [0u64; SHORT];
        for (k, item) in keys.iter_mut().zip(items.iter().enumerate()) {
            *k = packed(item);
        }
        let keys = &mut keys[..items.len()];
        insertion_sort(keys);
        let mut order = [0u32; SHORT];
        for (o, &k) in order.iter_mut().zip(keys.iter()) {
            *o = k as u32;
        }
        permute(items, &mut order[..keys.len()]);
        return;
    }
    let mut keys: Vec<u64> = items.iter().enumerate().map(packed).collect();
    sort_u64(&mut keys);
    let mut order: Vec<u32> = keys.iter().map(|&k| k as u32).collect();
    permute(items, &mut order);
}

/// Lists this long or shorter are sorted on the stack by insertion.
const SHORT: usize = 24;

/// Moves the item at old position `order[i]` to `i`, for every `i`.
fn permute<T>(items: &mut [T], order: &mut [u32]) {
    const DONE: u32 = u32::MAX;
    for start in 0..order.len() {
        // Walk the cycle through `start`, pulling each item into place.
        let mut i = start;
        while order[i] != DONE {
            let j = order[i] as usize;
            order[i] = DONE;
            if j == start {
                break;
            }
            items.swap(i, j);
            i = j;
        }
    }
}

/// Insertion sort of distinct keys, for short lists.
fn insertion_sort(keys: &mut [u64]) {
    for i in 1..keys.len() {
        let k = keys[i];
        let mut j = i;
        while j > 0 && keys[j - 1] > k {
            keys[j] = keys[j - 1];
            j -= 1;
        }
        keys[j] = k;
    }
}

/// Heapsort: a few dozen bytes of code where `sort_unstable` adds about 4 KB,
/// and the lists sorted here hold at most a few hundred keys.
#[inline(never)]
fn sort_u64(keys: &mut [u64]) {
    fn sift_down(v: &mut [u64], mut root: usize, end: usize) {
        loop {
            let mut child = 2 * root + 1;
            if child >= end {
                return;
            }
            if child + 1 < end && v[child] < v[child + 1] {
                child += 1;
            }
            if v[root] >= v[child] {
                return;
            }
            v.swap(root, child);
            root = child;
        }
    }
    let n = keys.len();
    for i in (0..n / 2).rev() {
        sift_down(keys, i, n);
    }
    for end in (1..n).rev() {
        keys.swap(0, end);
        sift_down(keys, 0, end);
    }
}

/// `x` as a key in `f32::total_cmp` order (-NaN < -inf < … < -0 < +0 < … < NaN).
pub fn f32_key(x: f32) -> u32 {
    let b = x.to_bits();
    if b >> 31 == 1 { !b } else { b | 1 << 31 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_order_as_a_stable_sort() {
        let mut seed = 7u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) as u32
        };
        for len in (0..70).chain([300, 1000]) {
            for spread in [1, 3, 1000] {
                let items: Vec<(u32, usize)> = (0..len).map(|i| (next() % spread, i)).collect();
                let mut ours = items.clone();
                sort_by_key(&mut ours, |x| x.0);
                let mut std = items.clone();
                std.sort_by_key(|x| x.0);
                assert_eq!(ours, std);
                sort_by_key(&mut ours, |x| !x.0);
                std.sort_by_key(|x| std::cmp::Reverse(x.0));
                assert_eq!(ours, std);
            }
        }
    }

    #[test]
    fn float_keys_follow_total_cmp() {
        let xs = [
            f32::NAN,
            -f32::NAN,
            f32::INFINITY,
            f32::NEG_INFINITY,
            0.0,
            -0.0,
            1.5,
            -1.5,
            1e-40,
            -1e-40,
            f32::MAX,
            f32::MIN,
            3.0,
            3.0,
        ];
        for a in xs {
            for b in xs {
                assert_eq!(f32_key(a).cmp(&f32_key(b)), a.total_cmp(&b), "{a} {b}");
            }
        }
        let mut ours: Vec<(usize, f32)> = xs.iter().copied().enumerate().collect();
        let mut std = ours.clone();
        sort_by_key(&mut ours, |x| !f32_key(x.1));
        std.sort_by(|a, b| b.1.total_cmp(&a.1));
        assert_eq!(
            ours.iter().map(|x| x.0).collect::<Vec<_>>(),
            std.iter().map(|x| x.0).collect::<Vec<_>>()
        );
    }
}
