//! The treblecross lab in the browser: boards stepped through, the verdict with huge counts,
//! games against the computer, bad boards.

use cgt_playground::ui::route::View;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::{Mounted, press, sleep, texts, until};

async fn lab(query: &str) -> Mounted {
    Mounted::lab_with("treblecross", query, View::Page, ".mode-tabs").await
}

#[wasm_bindgen_test]
async fn stepping_analyses_the_boards_one_by_one_and_ends_with_the_winner() {
    let lab = lab("boards=X.....,.......&counts=1,1&step=0").await;
    assert!(lab.find(".tc-caption").is_none(), "nothing analysed at step 0");
    assert_eq!(lab.all(".tc-board-row").len(), 2);
    press("ArrowRight");
    assert!(until(5, || lab.all(".tc-caption").len() == 1).await);
    assert_eq!(lab.text(".tc-caption"), "L = 3, G = 1");
    assert_eq!(
        lab.all(".tc-board-row .tc-cell.light").len(),
        2,
        "cells 2 and 3 are lightly marked"
    );
    assert!(lab.find(".tc-verdict").is_none());
    press("End");
    assert!(until(5, || lab.find(".tc-verdict").is_some()).await);
    assert_eq!(texts(&lab, ".tc-caption"), ["L = 3, G = 1", "L = 7, G = 3"]);
    let rows = texts(&lab, ".tc-table tbody tr");
    assert_eq!(rows, ["1G(3) = 111 (odd)11", "2G(7) = 331 (odd)32"]);
    let verdict = lab.text(".tc-verdict");
    assert!(verdict.contains("GG(1) ⊕ GG(2) = 2 ≠ 0: the first player"), "{verdict}");
    assert!(verdict.contains("A winning first move: mark cell"), "{verdict}");
}

#[wasm_bindgen_test]
async fn only_the_parity_of_huge_counts_matters() {
    let lab = lab("boards=X.....,.......&counts=1000000000000000000,2&step=2").await;
    assert!(lab.text(".tc-board-row").contains("Board 1 × 10^18"));
    let rows = texts(&lab, ".tc-table tbody tr");
    assert_eq!(rows, ["1G(3) = 1110^18 (even)00", "2G(7) = 332 (even)00"]);
    assert!(lab.text(".tc-verdict").contains("= 0: the second player has a winning strategy"));
}

/// Clicks cell `cell` (from 1) of the board being played.
fn mark(lab: &Mounted, cell: usize) {
    lab.click(&format!(".tc-play .tc-cell[data-cell='{cell}']"));
}

/// The enabled cells of the board being played, from 1.
fn open_cells(lab: &Mounted) -> Vec<usize> {
    lab.all(".tc-play .tc-cell")
        .into_iter()
        .filter(|cell| !cell.has_attribute("disabled"))
        .filter_map(|cell| cell.get_attribute("data-cell")?.parse().ok())
        .collect()
}

#[wasm_bindgen_test]
async fn the_computer_wins_a_lost_board_whatever_the_student_does() {
    // Six empty cells: G(6) = 0, so the player who starts loses.
    let lab = lab("boards=......&mode=play&first=you").await;
    for _ in 0..6 {
        let open = open_cells(&lab);
        if open.is_empty() || lab.text(".status").contains("Three in a row") {
            break;
        }
        let before = lab.all(".tc-play .tc-cell.marked").len();
        mark(&lab, open[0]);
        let answered = until(5, || {
            lab.text(".status").contains("Three in a row")
                || lab.all(".tc-play .tc-cell.marked").len() == before + 2
        })
        .await;
        assert!(answered, "the computer answers");
    }
    assert!(
        until(5, || lab.text(".status").contains("the computer wins")).await,
        "{}",
        lab.text(".status")
    );
    assert_eq!(lab.all(".tc-play .tc-cell.three").len(), 3);
}

#[wasm_bindgen_test]
async fn following_the_hint_beats_the_computer() {
    // Seven empty cells: G(7) = 3, a win for the player who starts.
    let lab = lab("boards=.......&mode=play&first=you&hint=on").await;
    for _ in 0..7 {
        if lab.text(".status").contains("Three in a row") {
            break;
        }
        let hinted: Vec<usize> = lab
            .all(".tc-play .tc-cell.hinted")
            .iter()
            .filter_map(|cell| cell.get_attribute("data-cell")?.parse().ok())
            .collect();
        assert!(!hinted.is_empty(), "a winning cell is shown: {}", lab.text(".hint"));
        let before = lab.all(".tc-play .tc-cell.marked").len();
        mark(&lab, hinted[0]);
        until(5, || {
            lab.text(".status").contains("Three in a row")
                || lab.all(".tc-play .tc-cell.marked").len() == before + 2
        })
        .await;
    }
    assert!(lab.text(".status").contains("you win!"), "{}", lab.text(".status"));
    lab.click(".undo");
    assert!(
        until(5, || !lab.text(".status").contains("Three in a row")).await,
        "undo takes the move back"
    );
}

#[wasm_bindgen_test]
async fn the_computer_can_start_and_boards_too_long_are_not_played() {
    let opening = lab("boards=.......,X....&mode=play&board=1&first=computer").await;
    assert!(
        until(5, || opening.all(".tc-play .tc-cell.by-computer").len() == 1).await,
        "the computer opens"
    );
    assert!(opening.text(".status").contains("Your move"));
    let long = ".".repeat(300);
    let too_long = lab(&format!("boards={long}&mode=play")).await;
    assert!(until(10, || too_long.find(".status").is_some()).await);
    assert!(too_long.text(".status").contains("up to 200"), "{}", too_long.text(".status"));
}

#[wasm_bindgen_test]
async fn bad_boards_and_counts_get_messages() {
    let lab = lab("boards=X.....,.......&counts=1,1&step=0").await;
    lab.type_into("#tc-boards", "X.X...,.......");
    let error = lab.text_when("#tc-boards-error", |text| !text.is_empty()).await;
    assert_eq!(
        error,
        "board 1: cells 1 and 3 are both marked, 2 apart; a starting board has no two marks at distance 1 or 2 (the first player would win at once)"
    );
    lab.type_into("#tc-boards", "..");
    assert!(
        lab.text_when("#tc-boards-error", |t| t.contains("at least 3")).await.contains("2 cells")
    );
    lab.type_into("#tc-boards", "...,....");
    lab.type_into("#tc-counts", "1,2,3");
    assert_eq!(
        lab.text_when("#tc-counts-error", |t| !t.is_empty()).await,
        "3 counts for 2 boards; give one count per board"
    );
    lab.click("button[type=submit]");
    sleep(100).await;
    assert_eq!(lab.all(".tc-board-row").len(), 2, "the sum on screen stays");
    let garbage =
        Mounted::lab_with("treblecross", "boards=XX..&mode=chess", View::Page, ".mode-tabs").await;
    let notice = garbage.text(".notice");
    assert!(notice.contains("cells 1 and 2 are both marked"), "{notice}");
    assert!(notice.contains("mode: 'chess' is not one of analyse, play"), "{notice}");
}

#[wasm_bindgen_test]
async fn long_boards_are_summarised() {
    let boards = format!("X{}", ".".repeat(4000));
    let lab = lab(&format!("boards={boards}&step=1")).await;
    assert!(until(30, || lab.find(".tc-summary").is_some()).await, "the values are computed");
    let summary = lab.text(".tc-summary");
    assert!(
        summary.contains("4\u{2009}001 cells, 1 marked, 2 lightly marked; free intervals 3998 (G "),
        "{summary}"
    );
}

#[wasm_bindgen_test]
async fn the_values_of_long_intervals_are_written_in_rows_that_keep_to_the_panel() {
    // A free interval of 45 cells: G(0) to G(40) are shown, 21 to a row.
    let lab = lab(&format!("boards={}&step=1", ".".repeat(45))).await;
    assert!(until(10, || lab.find(".tc-g-table").is_some()).await, "the values are shown");
    let rows = texts(&lab, ".tc-g-table tr");
    assert_eq!(rows.len(), 4, "{rows:?}");
    let numbers = |row: &str| -> Vec<String> {
        let cells = lab.all(&format!(".tc-g-table tr:nth-child({row}) td"));
        cells.iter().map(|cell| cell.text_content().unwrap_or_default()).collect()
    };
    let q: Vec<String> = ["1", "3"].iter().flat_map(|row| numbers(row)).collect();
    let expected: Vec<String> = (0..=40).map(|q: u32| q.to_string()).collect();
    assert_eq!(q, expected);
    assert_eq!(numbers("1").len(), 21);
    for (q_row, g_row) in [("1", "2"), ("3", "4")] {
        assert_eq!(numbers(q_row).len(), numbers(g_row).len(), "a value under each Q");
    }
    let width =
        |selector: &str| lab.find(selector).expect(selector).get_bounding_client_rect().width();
    assert!(width(".tc-g-table") <= width(".tc-values"), "the table keeps to its panel");
}
