//! Ticket to Ride: The Card Game in the page. Every piece reads the
//! [`table::CardTable`] facade; what is private comes only from its `view()`,
//! which is public while nobody is revealed (so in pass and play no other
//! seat's hand, tickets or pile is ever in the DOM).

mod banner;
mod big_cities;
mod cues;
mod face_up;
mod final_scores;
pub mod guide;
mod hand;
mod handoff;
pub mod hint;
mod latest;
mod log;
mod motion;
mod railyards;
pub mod review_words;
mod robbery;
pub mod rules_text;
pub mod selection;
pub mod table;
mod test_hook;
pub(crate) mod texts;
mod ticket_choice;
mod tickets;
pub mod words;

use crate::i18n::{tr, use_lang};
use crate::settings::TableSettings;
use cardgame_engine::{RuleError, Seat};
use leptos::prelude::*;
use table::{TableError, use_card_table};

/// The last refusal to show (a refused tap says why), shared by the controls.
#[derive(Clone, Copy)]
pub struct Said(pub RwSignal<Option<String>>);

/// Shows why the engine refused a tap, naming seats as the table does.
/// Called while a component is set up (contexts are read then, not in the
/// event handler).
pub fn sayer() -> impl Fn(&RuleError) + Copy + 'static {
    let table = use_card_table();
    let lang = use_lang();
    let said = use_context::<Said>().map(|s| s.0);
    move |e: &RuleError| {
        let text = words::refusal_named(lang.get_untracked(), e, &|s: Seat| table.seat_name(s));
        if let Some(said) = said {
            said.set(Some(text));
        }
    }
}

/// Plays an action for the person at the screen: a refusal is said, a
/// success clears what was said. Returns whether it was played.
pub fn actor() -> impl Fn(cardgame_engine::Action) -> bool + Copy + 'static {
    let table = use_card_table();
    let say = sayer();
    let said = use_context::<Said>().map(|s| s.0);
    move |a| match table.act(a) {
        Ok(()) => {
            if let Some(said) = said {
                said.set(None);
            }
            true
        }
        Err(e) => {
            say(&e);
            false
        }
    }
}

#[component]
pub fn CardGameScreen() -> impl IntoView {
    let table = use_card_table();
    let lang = use_lang();
    let settings = crate::settings::use_settings();
    let said = RwSignal::new(None::<String>);
    provide_context(Said(said));
    let broken = move || {
        table.error().get().map(|e| {
            let l = lang.get();
            let name = |s: Seat| table.seat_name(s);
            // A computer whose worker failed twice may be asked again.
            let retry = matches!(e, TableError::Computer { .. });
            let detail = match e {
                TableError::Replay { index, error } => {
                    format!("#{}: {}", index + 1, words::refusal_named(l, &error, &name))
                }
                TableError::Bot { seat, error } => {
                    format!("{}: {}", name(seat), words::refusal_named(l, &error, &name))
                }
                TableError::Computer { seat } => {
                    format!("{}: {}", name(seat), crate::i18n::tr(l, "computer_stopped"))
                }
                TableError::Config(s) => s,
            };
            view! {
                <p class="error" role="alert" data-testid="cg-error">
                    {tr(l, "cg_broken")}": "{detail}

                    {retry.then(|| view! {
                        " "
                        <crate::computer::RetryButton on_retry=Callback::new(move |()| {
                            table.clear_error();
                            table.run_computer();
                        }) />
                    })}
                </p>
            }
        })
    };
    view! {
        <div class="cg cb" class:fast=move || settings.fast.get() data-testid="cardgame">
            {broken}
            // Whose turn, and beside it (under it on a phone) what the
            // others did in their latest turns: where the eye goes first.
            <div class="cg-top">
                <banner::Banner />
                <latest::Latest />
            </div>
            <final_scores::FinalScores />
            <main class="cg-layout">
                <div class="cg-col">
                    <face_up::FaceUp />
                    <hand::Hand />
                    <tickets::Tickets />
                </div>
                // The log under the railyards, where an eye goes after the
                // others' turns; the Big City bonuses change only at scoring.
                <div class="cg-col">
                    <railyards::Railyards />
                    <log::Log />
                    <big_cities::BigCities />
                    <TableSettings />
                </div>
            </main>
            // News that comes and goes floats at the bottom of the screen,
            // so the table never jumps when it shows and a phone player
            // scrolled down to the hand still reads it: why a tap was
            // refused, a robbery, the end of a pass-and-play turn.
            <div class="cg-dock">
                <p class="cg-said" role="status" data-testid="cg-refusal">
                    {move || said.get()}
                </p>
                <robbery::RobberyNotice />
                <handoff::TurnEnd />
            </div>
            <ticket_choice::TicketChoice />
            <handoff::Handoff />
            <guide::CardGuide />
        </div>
    }
}
