//! A save's text: how format 7 is written and sealed, and how a text of any
//! format is read (format 7 here, 6's payload and 2 to 5 in [`super::legacy`]).
//!
//! Every character of a format-6 text is either part of the fixed mark,
//! compared literally, or covered by the checksum; the layout is described
//! in the module above. Why each part is as it is:
//! - the mark holds three characters outside base64 (`-`, `-`, `:`), so no
//!   changed character can turn the text into pure base64 that the older
//!   formats' readers would take as a save of theirs;
//! - the sealed bytes are padded with zeros to whole base64 groups, so the
//!   text has no `=` and no spare bits: a character lost or gained changes
//!   the length by one (never a multiple of 4), and a changed character is
//!   at most 6 changed bits side by side, which CRC-32 always detects (it
//!   catches every error within 32 consecutive bits).

use super::{AnySave, SAVE_FORMAT, SaveError, SaveRef, check_size};

/// What a format-6 text starts with, before its format number and a colon:
/// the app's name, so that a person who opens the file sees what it is.
pub(crate) const MARK: &str = "Europa-Express-";

/// The text stored and exported for `save`.
pub(super) fn encode(save: &SaveRef) -> String {
    // Plain data: serialising cannot fail.
    seal(postcard::to_allocvec(&(SAVE_FORMAT, save)).unwrap_or_default())
}

/// `payload` as a format-6 text: the mark, the format, then the payload,
/// its padding and its checksum in base64.
pub(crate) fn seal(bytes: Vec<u8>) -> String {
    seal_as(&format!("{MARK}{SAVE_FORMAT}:"), bytes)
}

/// `bytes` sealed as a save is, behind `head` (a mark and a format number
/// ending in `:`): the history file seals its own bytes behind its own mark
/// this way (`crate::game_history`).
pub(crate) fn seal_as(head: &str, mut bytes: Vec<u8>) -> String {
    bytes.resize(bytes.len() + padding(bytes.len()), 0);
    let crc = crc32(&bytes);
    bytes.extend_from_slice(&crc.to_le_bytes());
    format!("{head}{}", crate::base64::encode(&bytes))
}

/// Zero bytes after `len` bytes of payload so that, with the 4 of the
/// checksum, they fill whole base64 groups of 3 bytes.
pub(crate) fn padding(len: usize) -> usize {
    (3 - (len + 4) % 3) % 3
}

/// CRC-32 as zip and PNG compute it (reflected polynomial 0xEDB88320),
/// bit by bit: a lookup table would add a kilobyte to the page to speed up
/// what takes a few milliseconds on the largest save.
pub(super) fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xEDB8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

/// The save a text holds, not yet replayed: the size checked first, then
/// whitespace and a leading byte-order mark dropped (mail clients wrap
/// lines, editors add a BOM), then the format's own reader.
pub(super) fn decode(text: &str) -> Result<AnySave, SaveError> {
    check_size(text.len())?;
    let compact: String = text.chars().filter(|c| !c.is_ascii_whitespace()).collect();
    let compact = compact.strip_prefix('\u{feff}').unwrap_or(&compact);
    match compact.strip_prefix(MARK) {
        Some(rest) => sealed(rest),
        None if near_mark(compact) => Err(SaveError::Damaged),
        None => super::legacy::decode(compact),
    }
}

/// Reads what follows the mark: `<format>:<base64>`.
fn sealed(rest: &str) -> Result<AnySave, SaveError> {
    let malformed = |detail: &str| SaveError::Malformed {
        detail: detail.to_string(),
    };
    let (number, body) = rest.split_once(':').ok_or(SaveError::Damaged)?;
    // Digits only: `u32::from_str` would also take a sign.
    let found = Some(number)
        .filter(|n| (1..=9).contains(&n.len()) && n.bytes().all(|b| b.is_ascii_digit()))
        .and_then(|n| n.parse::<u32>().ok())
        .ok_or(SaveError::Damaged)?;
    let payload = unseal(body);
    if found != SAVE_FORMAT && found != super::legacy::BEFORE_HINTS {
        // A newer app's save says so; this format's text whose number alone
        // was damaged (its seal still holds) does not pass for one.
        let ours = payload
            .as_deref()
            .and_then(|p| postcard::take_from_bytes::<u32>(p).ok())
            .is_some_and(|(inner, _)| inner == SAVE_FORMAT);
        return Err(if found > SAVE_FORMAT && !ours {
            SaveError::Version {
                found,
                supported: SAVE_FORMAT,
            }
        } else {
            SaveError::Damaged
        });
    }
    let payload = payload.ok_or(SaveError::Damaged)?;
    // The seal holds, so what follows is what an app wrote: a failure from
    // here on is a text that was never a save, not damage on the way.
    // (postcard's own messages are long and would ship in the page.)
    // The payload's own number must be the mark's: one changed digit of
    // the mark (6 and 7 are a bit apart) is damage, not another layout.
    let inner = postcard::take_from_bytes::<u32>(&payload).map(|(n, _)| n);
    if inner.is_ok_and(|n| n != found && (n == SAVE_FORMAT || n == super::legacy::BEFORE_HINTS)) {
        return Err(SaveError::Damaged);
    }
    let (save, used) = if found == SAVE_FORMAT {
        let ((inner, save), rest) = postcard::take_from_bytes::<(u32, AnySave)>(&payload)
            .map_err(|_| malformed("damaged or cut short"))?;
        if inner != SAVE_FORMAT {
            return Err(malformed("no format number"));
        }
        (save, payload.len() - rest.len())
    } else {
        super::legacy::sealed_v6(&payload)?
    };
    let rest = &payload[used..];
    if rest.len() != padding(used) || rest.iter().any(|&b| b != 0) {
        return Err(malformed("bytes after the end"));
    }
    Ok(save)
}

/// The payload (with its padding) of a sealed body, or `None` unless the
/// body is whole base64 groups whose last 4 bytes are the payload's CRC-32.
pub(crate) fn unseal(body: &str) -> Option<Vec<u8>> {
    if !body.len().is_multiple_of(4) || body.ends_with('=') {
        return None;
    }
    let mut bytes = crate::base64::decode(body)?;
    let at = bytes.len().checked_sub(4)?;
    let stored = u32::from_le_bytes(<[u8; 4]>::try_from(bytes.get(at..)?).ok()?);
    bytes.truncate(at);
    (crc32(&bytes) == stored).then_some(bytes)
}

/// Whether `text` starts with the mark with one character changed or
/// lost (a flipped bit, a character a mail client dropped): a damaged save
/// of this app rather than a file of another kind.
fn near_mark(text: &str) -> bool {
    near(text, MARK)
}

/// Whether `text` starts with `mark` with one character changed or lost
/// (the history's reader asks it of its own mark).
pub(crate) fn near(text: &str, mark: &str) -> bool {
    let mark: Vec<char> = mark.chars().collect();
    let head: Vec<char> = text.chars().take(mark.len()).collect();
    let changed =
        head.len() == mark.len() && head.iter().zip(&mark).filter(|(a, b)| a != b).count() == 1;
    let lost = head.len() + 1 >= mark.len()
        && (0..mark.len()).any(|i| {
            mark[..i]
                .iter()
                .chain(&mark[i + 1..])
                .zip(&head)
                .all(|(a, b)| a == b)
        });
    changed || lost
}
