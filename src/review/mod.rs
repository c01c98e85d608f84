//! The review of a finished game, for either game: each choice of the
//! person's seat judged in the computers' worker from what that seat knew
//! (`europa_common::review`, each engine's `bots::Reviewer`), shown as it
//! comes: an evaluation line, the three costliest choices in a sentence
//! each (with the position on the map, through the replay), and the points
//! lost by kind. Kept with the game ([`store`]): never worked out twice, and
//! resumed where it was left. A module of its own (`crate::table_loader`),
//! with its texts ([`texts`]), so the first paint carries none of it.

mod chart;
mod store;
pub(crate) mod texts;

use crate::app::{Screen, use_screen};
use crate::computer::Heard;
use crate::i18n::{Lang, count, fill, seat_name_in, t, tr, use_lang};
use crate::session::{AnySave, SeatKind};
use europa_common::review::MoveKind;
use europa_computer::{ReviewAsk, ReviewPart};
use leptos::prelude::*;
pub use store::AnyReview;

/// The game the review screen shows and where Close leads, provided once.
#[derive(Clone, Copy)]
pub struct Reviewing {
    pub save: RwSignal<Option<AnySave>>,
    pub from: StoredValue<Screen>,
}

pub fn provide() {
    provide_context(Reviewing {
        save: RwSignal::new(None),
        from: StoredValue::new(Screen::Home),
    });
}

/// Opens the review of `save` (a finished game).
pub fn open(save: AnySave) {
    if let Some(r) = use_context::<Reviewing>() {
        let screen = use_screen();
        r.from.set_value(screen.get_untracked());
        r.save.set(Some(save));
        screen.set(Screen::Review);
    }
}

/// The seat reviewed: the first person at the table (the first seat when
/// only computers played).
fn reviewed_seat(save: &AnySave) -> u8 {
    let kinds: Vec<SeatKind> = match save {
        AnySave::Europe(s) => s.seats.iter().map(|s| s.kind).collect(),
        AnySave::CardGame(s) => s.seats.iter().map(|s| s.kind).collect(),
    };
    kinds
        .iter()
        .position(|k| *k == SeatKind::Human)
        .unwrap_or(0) as u8
}

fn names(save: &AnySave) -> Vec<String> {
    match save {
        AnySave::Europe(s) => s.seats.iter().map(|s| s.name.clone()).collect(),
        AnySave::CardGame(s) => s.seats.iter().map(|s| s.name.clone()).collect(),
    }
}

/// What the worker is asked: the game from `from` on.
fn ask(save: &AnySave, seat: u8, from: u32) -> ReviewAsk {
    match save {
        AnySave::Europe(s) => ReviewAsk::Europe {
            record: s.record.clone(),
            seat: europa_engine::Seat(seat),
            from,
        },
        AnySave::CardGame(s) => ReviewAsk::CardGame {
            record: s.record.clone(),
            seat: cardgame_engine::Seat(seat),
            from,
        },
    }
}

/// Reads the stored review of `save`, or starts one.
fn stored_or_new(save: &AnySave, seat: u8) -> AnyReview {
    crate::storage::read_word(&crate::storage::review_key(save.id()))
        .and_then(|text| AnyReview::from_text(&text))
        .filter(|r| {
            r.seat() == seat
                && std::mem::discriminant(r) == std::mem::discriminant(&AnyReview::new(save, seat))
        })
        .unwrap_or_else(|| AnyReview::new(save, seat))
}

fn keep(id: &str, review: &AnyReview) {
    // Without storage the review lasts this visit only.
    let _ = crate::storage::write_word(&crate::storage::review_key(id), &review.to_text());
}

#[component]
pub fn ReviewScreen() -> impl IntoView {
    crate::i18n::register(texts::TEXTS);
    let reviewing = use_context::<Reviewing>();
    let screen = use_screen();
    let Some(save) = reviewing.and_then(|r| r.save.get_untracked()) else {
        // Nothing to review (a reload): home.
        screen.set(Screen::Home);
        return ().into_any();
    };
    let back = reviewing.map_or(Screen::Home, |r| r.from.get_value());
    let seat = reviewed_seat(&save);
    let review = RwSignal::new(stored_or_new(&save, seat));
    let percent = RwSignal::new(None::<u8>);
    let failed = RwSignal::new(false);
    let save = StoredValue::new(save);
    let run = move || {
        failed.set(false);
        let from = review.with_untracked(AnyReview::resume_at);
        percent.set(Some(0));
        let id = save.with_value(|s| s.id().to_string());
        let request = save.with_value(|s| europa_computer::Request::Review(ask(s, seat, from)));
        crate::computer::ask(request, move |heard| match heard {
            Heard::Reviewed(part, p) => {
                percent.set(Some(p));
                review.update(|r| match (r, part) {
                    (AnyReview::Europe(r), ReviewPart::Europe(d)) if d.index >= from => {
                        r.decisions.push(d)
                    }
                    (AnyReview::CardGame(r), ReviewPart::CardGame(d)) if d.index >= from => {
                        r.decisions.push(d)
                    }
                    (AnyReview::Europe(r), ReviewPart::Done) => r.complete = true,
                    (AnyReview::CardGame(r), ReviewPart::Done) => r.complete = true,
                    _ => {}
                });
                review.with_untracked(|r| keep(&id, r));
                if review.with_untracked(AnyReview::complete) {
                    percent.set(None);
                }
            }
            Heard::Failed => {
                percent.set(None);
                failed.set(true);
            }
            Heard::Thinking(_) | Heard::Decided(_) => {}
        });
    };
    if !review.with_untracked(AnyReview::complete) {
        run();
    }
    // Left midway: the worker's answers are no longer listened to; what
    // came is stored and the review resumes from there.
    on_cleanup(crate::computer::forget);
    let lang = use_lang();
    let who = save.with_value(|s| names(s).get(usize::from(seat)).cloned().unwrap_or_default());
    let title = move || {
        fill(
            tr(lang.get(), "review_of"),
            &[&seat_name_in(lang.get(), &who)],
        )
    };
    let close = move |_| screen.set(back);
    view! {
        <section class="screen review" data-testid="review">
            <header class="review-head">
                <h2>{t("review_title")}</h2>
                <p>{title}</p>
                <button data-testid="review-close" on:click=close>{t("review_close")}</button>
            </header>
            {move || percent.get().map(|p| view! {
                <div class="review-progress" data-testid="review-progress">
                    <span>{t("review_working")}</span>
                    <progress max="100" value=p aria-label=t("review_working")></progress>
                </div>
            })}
            {move || failed.get().then(|| view! {
                <p class="refusal" role="alert" data-testid="review-failed">
                    <span>{t("review_failed")}</span>
                    <button on:click=move |_| run()>{t("review_retry")}</button>
                </p>
            })}
            <chart::Chart review />
            <Costliest review save />
            <LostByKind review save />
        </section>
    }
    .into_any()
}

/// One costly choice, in words: its sentence and where it was made.
struct Said {
    index: u32,
    sentence: String,
}

/// The three costliest choices, each a sentence, in the game's words.
fn costliest(lang: Lang, save: &AnySave, review: &AnyReview) -> Vec<Said> {
    let points = |loss: f32| count(lang, "review_points", loss.round().max(1.0) as u32, &[]);
    let sentence = |turn: u32, played: String, left: String, best: String, loss: f32| {
        if turn == 0 {
            fill(
                tr(lang, "review_setup_sentence"),
                &[&played, &best, &points(loss)],
            )
        } else {
            fill(
                tr(lang, "review_sentence"),
                &[&turn.to_string(), &played, &left, &best, &points(loss)],
            )
        }
    };
    match (save, review) {
        (AnySave::Europe(s), AnyReview::Europe(r)) => r
            .costliest(3)
            .into_iter()
            .map(|d| {
                let seat = europa_engine::Seat(r.seat);
                let game = position::<europa_engine::Game>(&s.record, d.index);
                let say = |a| {
                    game.as_ref().map_or_else(String::new, |g| {
                        crate::europe::review_words::move_words(lang, g, seat, a)
                    })
                };
                let left = count(lang, "review_trains_left", u32::from(d.left), &[]);
                Said {
                    index: d.index,
                    sentence: sentence(d.turn, say(&d.played), left, say(&d.best), d.loss),
                }
            })
            .collect(),
        (AnySave::CardGame(s), AnyReview::CardGame(r)) => r
            .costliest(3)
            .into_iter()
            .map(|d| {
                let seat = cardgame_engine::Seat(r.seat);
                let game = position::<cardgame_engine::Game>(&s.record, d.index);
                let say = |a| {
                    game.as_ref().map_or_else(String::new, |g| {
                        crate::cardgame::review_words::move_words(lang, g, seat, a)
                    })
                };
                let left = count(lang, "review_deck_left", u32::from(d.left), &[]);
                Said {
                    index: d.index,
                    sentence: sentence(d.turn, say(&d.played), left, say(&d.best), d.loss),
                }
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The game as it stood before move `index` of `record`.
fn position<G: europa_common::save::Replay>(
    record: &europa_common::save::Record<G>,
    index: u32,
) -> Option<G> {
    let mut game = G::from_config(record.config.clone()).ok()?;
    for (seat, action) in record.actions.iter().take(index as usize) {
        game.apply(*seat, action).ok()?;
    }
    Some(game)
}

#[component]
fn Costliest(review: RwSignal<AnyReview>, save: StoredValue<AnySave>) -> impl IntoView {
    let lang = use_lang();
    let said = move || review.with(|r| save.with_value(|s| costliest(lang.get(), s, r)));
    let cards = save.with_value(|s| matches!(s, AnySave::CardGame(_)));
    let show_label = if cards {
        "review_show_table"
    } else {
        "review_show"
    };
    let show = move |index: u32| {
        let s = save.get_value();
        crate::replay::open_at(s, Some(index as usize));
    };
    view! {
        <section class="review-costliest" data-testid="review-costliest">
            <h3>{t("review_costliest")}</h3>
            {move || {
                let said = said();
                if said.is_empty() && review.with(AnyReview::complete) {
                    return view! { <p>{t("review_none")}</p> }.into_any();
                }
                view! {
                    <ol>
                        {said
                            .into_iter()
                            .map(|s| {
                                let index = s.index;
                                view! {
                                    <li data-testid="review-mistake">
                                        <p>{s.sentence}</p>
                                        <button data-testid="review-show" on:click=move |_| show(index)>
                                            {t(show_label)}
                                        </button>
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ol>
                }
                .into_any()
            }}
        </section>
    }
}

#[component]
fn LostByKind(review: RwSignal<AnyReview>, save: StoredValue<AnySave>) -> impl IntoView {
    let cards = save.with_value(|s| matches!(s, AnySave::CardGame(_)));
    let label = move |k: MoveKind| match k {
        MoveKind::Tickets => "review_kind_tickets",
        MoveKind::Draw => "review_kind_draws",
        MoveKind::Claim if cards => "review_kind_plays",
        MoveKind::Claim => "review_kind_claims",
        MoveKind::Station => "review_kind_stations",
        MoveKind::EndGame => "review_kind_end",
    };
    let lang = use_lang();
    let rows = move || {
        let lost = review.with(|r| match r {
            AnyReview::Europe(r) => r.lost_by_kind(),
            AnyReview::CardGame(r) => r.lost_by_kind(),
        });
        lost.into_iter()
            .filter(|(k, _)| !(cards && *k == MoveKind::Station))
            .map(|(k, points)| {
                let n = count(lang.get(), "review_points", points.round() as u32, &[]);
                view! {
                    <tr>
                        <th scope="row">{tr(lang.get(), label(k))}</th>
                        <td>{n}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <table class="review-kinds" data-testid="review-kinds">
            <caption>{t("review_lost_by_kind")}</caption>
            <tbody>{rows}</tbody>
        </table>
    }
}
