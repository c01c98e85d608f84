//! Gray routes' payments for one hand, shared by every route of a shape:
//! the hot path of `legal_actions` lists them without allocating.
use super::payments::for_each_payment;
use crate::cards::{CardColor, Hand, Payment};

/// Payment lists for gray routes, computed lazily per (length, ferry
/// locomotives) into one stack buffer: no allocation in the hot path. The
/// board has 11 gray shapes needing at most 291 payments in all.
pub(crate) struct GrayPayments {
    keys: [(u8, u8); 16],
    ranges: [(u16, u16); 16],
    shapes: usize,
    buf: [Payment; 320],
    used: usize,
}

impl Default for GrayPayments {
    fn default() -> Self {
        GrayPayments {
            keys: [(0, 0); 16],
            ranges: [(0, 0); 16],
            shapes: 0,
            buf: [Payment {
                color: CardColor::Locomotive,
                locomotives: 0,
            }; 320],
            used: 0,
        }
    }
}

impl GrayPayments {
    /// The payments for this shape, or `None` when the buffer is full (then
    /// the caller lists them directly).
    pub(crate) fn get(&mut self, hand: &Hand, length: u8, min_locos: u8) -> Option<&[Payment]> {
        let key = (length, min_locos);
        let i = match self.keys[..self.shapes].iter().position(|k| *k == key) {
            Some(i) => i,
            None => {
                // A shape needs at most 8 colours x (length - min_locos) + 1 payments.
                let worst = 8 * (length - min_locos.min(length)) as usize + 1;
                if self.shapes == self.keys.len() || self.used + worst > self.buf.len() {
                    return None;
                }
                let start = self.used;
                for_each_payment(hand, length, min_locos, None, |p| {
                    self.buf[self.used] = p;
                    self.used += 1;
                });
                self.keys[self.shapes] = key;
                self.ranges[self.shapes] = (start as u16, self.used as u16);
                self.shapes += 1;
                self.shapes - 1
            }
        };
        let (start, end) = self.ranges[i];
        Some(&self.buf[start as usize..end as usize])
    }
}
