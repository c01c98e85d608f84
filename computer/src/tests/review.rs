//! The worker's review: each decision sent as it is judged, resumable.
use crate::{Computer, FromWorker, Request, ReviewAsk, ReviewPart, ToWorker};
use europa_common::save::Record;
use europa_engine::bots::{self, Bot};
use europa_engine::{Game, GameConfig, Seat};

fn finished_easy_game(seed: u64) -> Record<Game> {
    let config = GameConfig::new(2, seed);
    let mut g = Game::new(config.clone()).unwrap();
    let mut seats: Vec<Box<dyn Bot<Game>>> = (0..2)
        .map(|s| bots::by_name("easy", seed + s).unwrap())
        .collect();
    let mut record = Record::<Game>::new(config);
    while !g.is_over() {
        let seat = g.acting_seats()[0];
        let a = seats[seat.index()].choose(&g.view(seat), &g.legal_actions(seat));
        g.apply(seat, &a).unwrap();
        record.actions.push((seat, a));
    }
    record
}

fn reviewed(record: &Record<Game>, from: u32) -> Vec<FromWorker> {
    let ask = ReviewAsk::Europe {
        record: record.clone(),
        seat: Seat(0),
        from,
    };
    let bytes = ToWorker {
        token: 7,
        request: Request::Review(ask),
    }
    .to_bytes();
    let mut heard = Vec::new();
    Computer::default().answer(&bytes, &mut |m| heard.push(m));
    heard
}

fn indexes(heard: &[FromWorker]) -> Vec<u32> {
    heard
        .iter()
        .filter_map(|m| match m {
            FromWorker::Reviewed {
                part: ReviewPart::Europe(d),
                ..
            } => Some(d.index),
            _ => None,
        })
        .collect()
}

#[test]
fn the_worker_sends_each_reviewed_decision_as_it_comes_and_resumes_where_asked() {
    let record = finished_easy_game(3);
    let heard = reviewed(&record, 0);
    let all = indexes(&heard);
    assert!(all.len() > 20, "{}", all.len());
    assert!(all.windows(2).all(|w| w[0] < w[1]));
    // Progress never goes back, and the end is said last.
    let percents: Vec<u8> = heard
        .iter()
        .filter_map(|m| match m {
            FromWorker::Reviewed {
                percent, token: 7, ..
            } => Some(*percent),
            _ => None,
        })
        .collect();
    assert!(percents.windows(2).all(|w| w[0] <= w[1]));
    assert!(matches!(
        heard.last(),
        Some(FromWorker::Reviewed {
            part: ReviewPart::Done,
            percent: 100,
            ..
        })
    ));
    // Resumed after its tenth decision: the same decisions from there on.
    let resumed = reviewed(&record, all[9] + 1);
    assert_eq!(indexes(&resumed), all[10..].to_vec());
    let decisions = |heard: &[FromWorker]| -> Vec<ReviewPart> {
        heard
            .iter()
            .filter_map(|m| match m {
                FromWorker::Reviewed { part, .. } => Some(part.clone()),
                _ => None,
            })
            .collect()
    };
    assert_eq!(decisions(&resumed), decisions(&heard)[10..].to_vec());
    // The messages keep their bytes through the wire.
    for m in &heard {
        assert_eq!(FromWorker::from_bytes(&m.to_bytes()).as_ref(), Some(m));
    }
}

#[test]
fn a_review_of_a_seat_not_at_the_table_fails_rather_than_hangs() {
    let record = finished_easy_game(4);
    let ask = ReviewAsk::Europe {
        record,
        seat: Seat(3),
        from: 0,
    };
    let bytes = ToWorker {
        token: 9,
        request: Request::Review(ask),
    }
    .to_bytes();
    let mut heard = Vec::new();
    Computer::default().answer(&bytes, &mut |m| heard.push(m));
    assert!(matches!(heard[..], [FromWorker::Failed { token: 9, .. }]));
}
