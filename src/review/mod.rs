//! The review of a finished game, for either game: each choice of the
//! person's seat judged in the computers' worker from what that seat knew
//! (`europa_common::review`, each engine's `bots::Reviewer`), shown as it
//! comes: an evaluation line, the three costliest choices in a sentence
//! each (with the position on the map, through the replay), and the points
//! lost by kind. Kept with the game ([`store`]): never worked out twice, and
//! resumed where it was left. A module of its own (`crate::table_loader`),
//! with its texts ([`texts`]), so the first paint carries none of it.

mod chart;
mod said;
mod store;
pub(crate) mod texts;

use crate::app::{Screen, use_screen};
use crate::computer::Heard;
use crate::i18n::{count, fill, seat_name_in, t, tr, use_lang};
use crate::session::{AnySave, SeatKind};
use europa_common::review::MoveKind;
use europa_computer::{ReviewAsk, ReviewPart};
use leptos::prelude::*;
use said::costliest;
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

/// The seats a review may be of: each person at the table (the first seat
/// when only computers played). The first is reviewed first.
fn people(save: &AnySave) -> Vec<u8> {
    let kinds: Vec<SeatKind> = match save {
        AnySave::Europe(s) => s.seats.iter().map(|s| s.kind).collect(),
        AnySave::CardGame(s) => s.seats.iter().map(|s| s.kind).collect(),
    };
    let people: Vec<u8> = (0..kinds.len() as u8)
        .filter(|&i| kinds[usize::from(i)] == SeatKind::Human)
        .collect();
    if people.is_empty() { vec![0] } else { people }
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

/// Where a review of `save` for `seat` is kept.
fn key(save: &AnySave, seat: u8) -> String {
    crate::storage::review_key(&format!("{}/{seat}", save.id()))
}

/// Reads the stored review of `save`, or starts one.
fn stored_or_new(save: &AnySave, seat: u8) -> AnyReview {
    crate::storage::read_word(&key(save, seat))
        .and_then(|text| AnyReview::from_text(&text))
        .filter(|r| {
            r.seat() == seat
                && std::mem::discriminant(r) == std::mem::discriminant(&AnyReview::new(save, seat))
        })
        .unwrap_or_else(|| AnyReview::new(save, seat))
}

fn keep(key: &str, review: &AnyReview) {
    // Without storage the review lasts this visit only.
    let _ = crate::storage::write_word(key, &review.to_text());
}

#[component]
pub fn ReviewScreen() -> impl IntoView {
    crate::i18n::register(texts::TEXTS);
    crate::i18n::register(texts::MOVES);
    crate::i18n::register(crate::hint::texts::TEXTS);
    let reviewing = use_context::<Reviewing>();
    let screen = use_screen();
    let Some(save) = reviewing.and_then(|r| r.save.get_untracked()) else {
        // Nothing to review (a reload): home.
        screen.set(Screen::Home);
        return ().into_any();
    };
    let back = reviewing.map_or(Screen::Home, |r| r.from.get_value());
    let people = people(&save);
    let seat = RwSignal::new(people[0]);
    let review = RwSignal::new(stored_or_new(&save, people[0]));
    let percent = RwSignal::new(None::<u8>);
    let failed = RwSignal::new(false);
    let save = StoredValue::new(save);
    // Each run's answers count only while it is the latest (another seat
    // chosen starts another).
    let runs = StoredValue::new(0u32);
    let run = move || {
        failed.set(false);
        runs.update_value(|r| *r += 1);
        let mine = runs.get_value();
        let seat = seat.get_untracked();
        let from = review.with_untracked(AnyReview::resume_at);
        percent.set(Some(0));
        let key = save.with_value(|s| key(s, seat));
        let request = save.with_value(|s| europa_computer::Request::Review(ask(s, seat, from)));
        crate::computer::ask(request, move |heard| {
            if runs.get_value() != mine {
                return;
            }
            match heard {
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
                    review.with_untracked(|r| keep(&key, r));
                    if review.with_untracked(AnyReview::complete) {
                        percent.set(None);
                    }
                }
                Heard::Failed => {
                    percent.set(None);
                    failed.set(true);
                }
                Heard::Thinking(_) | Heard::Decided(_) => {}
            }
        });
    };
    let choose = move |s: u8| {
        if seat.get_untracked() == s {
            return;
        }
        seat.set(s);
        review.set(save.with_value(|save| stored_or_new(save, s)));
        percent.set(None);
        if review.with_untracked(AnyReview::complete) {
            runs.update_value(|r| *r += 1);
            crate::computer::forget();
        } else {
            run();
        }
    };
    if !review.with_untracked(AnyReview::complete) {
        run();
    }
    // Left midway: the worker's answers are no longer listened to; what
    // came is stored and the review resumes from there.
    on_cleanup(crate::computer::forget);
    let lang = use_lang();
    let all_names = StoredValue::new(save.with_value(names));
    let name_of =
        move |s: u8| all_names.with_value(|n| n.get(usize::from(s)).cloned().unwrap_or_default());
    let title = move || {
        let l = lang.get();
        let name = seat_name_in(l, &name_of(seat.get()));
        // "Your choices", not "You's": the app's own name for the person.
        if name == tr(l, "you") {
            tr(l, "review_of_you").to_string()
        } else {
            fill(tr(l, "review_of"), &[&name])
        }
    };
    let close = move |_| screen.set(back);
    view! {
        <section class="screen review" data-testid="review">
            <header class="review-head">
                <h2>{t("review_title")}</h2>
                <p>{title}</p>
                <button data-testid="review-close" on:click=close>{t("review_close")}</button>
            </header>
            // Pass and play: each person's choices, one at a time.
            {(people.len() > 1).then(|| view! {
                <div class="review-seats" role="group" aria-label=t("review_title")>
                    {people
                        .iter()
                        .map(|&s| view! {
                            <button
                                data-testid="review-seat"
                                aria-pressed=move || (seat.get() == s).to_string()
                                on:click=move |_| choose(s)
                            >
                                {move || seat_name_in(lang.get(), &name_of(s))}
                            </button>
                        })
                        .collect_view()}
                </div>
            })}
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
            {
                let hints = save.with_value(|s| match s {
                    AnySave::Europe(s) => s.hints.len(),
                    AnySave::CardGame(s) => s.hints.len(),
                });
                (hints > 0).then(|| view! {
                    <p class="hints-used" data-testid="review-hints">
                        {move || count(lang.get(), "hints_used", hints as u32, &[])}
                    </p>
                })
            }
            <chart::Chart review />
            <Costliest review save />
            <LostByKind review save />
        </section>
    }
    .into_any()
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
    let show = move |index: u32, better: Option<europa_engine::Action>| {
        let s = save.get_value();
        crate::replay::open_at(s, Some(index as usize), better);
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
                                let (index, better) = (s.index, s.better);
                                view! {
                                    <li data-testid="review-mistake" data-better=s.kind>
                                        <p>{s.sentence}</p>
                                        <button data-testid="review-show" on:click=move |_| show(index, better)>
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
