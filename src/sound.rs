//! Short sounds for what happens at the table: a claim, a card drawn, a
//! tunnel's cards turned, your turn, the last round, the end. Off until the
//! player switches them on (remembered, `Settings::sound`). Each is a few
//! notes generated with the Web Audio API, no files: nothing is fetched,
//! and no audio context exists, before the switch is on.

/// What a sound says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    Claim,
    Draw,
    Tunnel,
    /// The Card Game: a railyard robbed.
    Robbery,
    /// Ticket to Ride Europe: a claim or a station completed one of your tickets.
    TicketDone,
    YourTurn,
    LastRound,
    End,
}

/// The one cue of a move that matters most, so sounds never pile up.
pub fn loudest(cues: impl IntoIterator<Item = Cue>) -> Option<Cue> {
    let rank = |c: &Cue| match c {
        Cue::End => 8,
        Cue::LastRound => 7,
        Cue::Tunnel => 6,
        Cue::TicketDone => 5,
        Cue::Robbery => 4,
        Cue::Claim => 3,
        Cue::YourTurn => 2,
        Cue::Draw => 1,
    };
    cues.into_iter().max_by_key(rank)
}

/// Each note: frequency (Hz), start and length (s) after the cue.
fn notes(cue: Cue) -> &'static [(f32, f64, f64)] {
    match cue {
        // A train's two-tone chime, rising.
        Cue::Claim => &[(523.3, 0.0, 0.16), (784.0, 0.09, 0.22)],
        Cue::Draw => &[(880.0, 0.0, 0.07)],
        Cue::Tunnel => &[(196.0, 0.0, 0.12), (196.0, 0.14, 0.12), (233.1, 0.28, 0.2)],
        Cue::Robbery => &[(311.1, 0.0, 0.1), (261.6, 0.1, 0.22)],
        // A bright three-note arpeggio: a ticket joined.
        Cue::TicketDone => &[(659.3, 0.0, 0.12), (830.6, 0.09, 0.12), (987.8, 0.18, 0.28)],
        Cue::YourTurn => &[(659.3, 0.0, 0.12), (880.0, 0.1, 0.16)],
        Cue::LastRound => &[(440.0, 0.0, 0.15), (349.2, 0.16, 0.15), (440.0, 0.32, 0.25)],
        Cue::End => &[
            (523.3, 0.0, 0.18),
            (659.3, 0.15, 0.18),
            (784.0, 0.3, 0.18),
            (1046.5, 0.45, 0.4),
        ],
    }
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// Made at the first sound played with the switch on.
    static CONTEXT: std::cell::RefCell<Option<web_sys::AudioContext>> =
        const { std::cell::RefCell::new(None) };
}

/// Plays `cue` when sounds are `on`; nothing at all when they are off.
pub fn play(on: bool, cue: Cue) {
    if !on {
        return;
    }
    #[cfg(target_arch = "wasm32")]
    CONTEXT.with(|c| {
        let mut c = c.borrow_mut();
        if c.is_none() {
            *c = web_sys::AudioContext::new().ok();
        }
        if let Some(ctx) = c.as_ref() {
            let _ = ctx.resume();
            sound(ctx, notes(cue));
        }
    });
    #[cfg(not(target_arch = "wasm32"))]
    let _ = notes(cue);
}

/// Each note a soft triangle wave with a quick attack and a short fade.
#[cfg(target_arch = "wasm32")]
fn sound(ctx: &web_sys::AudioContext, notes: &[(f32, f64, f64)]) {
    let t0 = ctx.current_time();
    for &(freq, at, len) in notes {
        let (Ok(osc), Ok(gain)) = (ctx.create_oscillator(), ctx.create_gain()) else {
            return;
        };
        osc.set_type(web_sys::OscillatorType::Triangle);
        osc.frequency().set_value(freq);
        let g = gain.gain();
        let start = t0 + at;
        let _ = g.set_value_at_time(0.0001, start);
        let _ = g.exponential_ramp_to_value_at_time(0.18, start + 0.015);
        let _ = g.exponential_ramp_to_value_at_time(0.0001, start + len);
        let _ = osc.connect_with_audio_node(&gain);
        let _ = gain.connect_with_audio_node(&ctx.destination());
        let _ = osc.start_with_when(start);
        let _ = osc.stop_with_when(start + len + 0.02);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cue_is_a_short_sound() {
        for cue in [
            Cue::Claim,
            Cue::Draw,
            Cue::Tunnel,
            Cue::Robbery,
            Cue::TicketDone,
            Cue::YourTurn,
            Cue::LastRound,
            Cue::End,
        ] {
            let n = notes(cue);
            assert!(!n.is_empty(), "{cue:?}");
            let end = n.iter().map(|&(_, at, len)| at + len).fold(0.0, f64::max);
            assert!(end <= 1.0, "{cue:?} lasts {end} s");
            assert!(
                n.iter().all(|&(f, _, _)| (100.0..2000.0).contains(&f)),
                "{cue:?}"
            );
        }
    }
}
