//! The `review` command on saves the app wrote.
use std::process::Command;

fn review(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_review"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn review_reads_a_finished_europe_save_and_names_its_three_costliest_decisions() {
    let save = "tests/fixtures/saves/format2_1912_3p_over.txt";
    let (ok, out, err) = review(&[save, "--pick", "8", "--measure", "12"]);
    assert!(ok, "{err}");
    let costliest = out.split("the costliest:").nth(1).unwrap();
    let sentences: Vec<&str> = costliest
        .lines()
        .filter(|l| l.starts_with("  turn "))
        .collect();
    assert_eq!(sentences.len(), 3, "{out}");
    assert!(sentences.iter().all(|s| s.contains("points more")), "{out}");
    assert!(out.contains("points lost by kind: tickets kept"), "{out}");
    // The same review twice: it is seeded by the game.
    assert_eq!(review(&[save, "--pick", "8", "--measure", "12"]).1, out);
}

#[test]
fn review_prints_a_card_game_review_as_json_for_scripts() {
    let save = "tests/fixtures/saves/format4_cardgame_2p.txt";
    let (ok, out, err) = review(&[save, "--json", "--pick", "4", "--measure", "6"]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let decisions = v["decisions"].as_array().unwrap();
    assert!(decisions.len() > 10);
    assert!(decisions.iter().all(|d| d["loss"].as_f64().unwrap() >= 0.0));
}

#[test]
fn review_refuses_a_damaged_save_or_a_missing_seat_with_a_reason() {
    let dir = std::env::temp_dir().join(format!("review-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "Europa-Express-6:AAAA").unwrap();
    let (ok, _, err) = review(&[bad.to_str().unwrap()]);
    assert!(!ok);
    assert!(err.starts_with("review: "), "{err}");
    let save = "tests/fixtures/saves/format4_cardgame_2p.txt";
    let (ok, _, err) = review(&[save, "--seat", "5"]);
    assert!(!ok);
    assert!(err.contains("There is no player 5"), "{err}");
}
