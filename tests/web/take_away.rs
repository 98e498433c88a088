//! The take-away lab in the browser: the P/N table, Fibonacci Nim, play.

use cgt_playground::ui::route::View;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::{Mounted, texts, until};

async fn lab(query: &str) -> Mounted {
    Mounted::lab_with("take-away", query, View::Page, ".mode-tabs").await
}

#[wasm_bindgen_test]
async fn the_pn_table_is_decided_column_by_column() {
    let lab = lab("game=take-away&n=15&k=3&mode=rule&step=8").await;
    assert_eq!(
        lab.text(".explanation .sentence"),
        "8 can only reach 7, 6, 5 — all N-positions: no move reaches a P-position, so 8 is a P-position."
    );
    let letters: String = texts(&lab, ".pn-table .value-row .cell").concat();
    assert_eq!(letters, "PNNNPNNNP");
    assert!(lab.text(".p-rule").contains("multiples of K + 1 = 4"));
    lab.click(".step-forward");
    assert!(until(5, || lab.text(".explanation .sentence").starts_with("9 can reach 8 (P)")).await);
}

#[wasm_bindgen_test]
async fn the_lecture_sample_play_takes_n_mod_k_plus_1() {
    let lab = lab("game=take-away&n=15&k=3&mode=sample&step=0").await;
    assert!(lab.text(".derivation").contains("Player 1 takes 15 mod 4 = 3, leaving 12"));
    assert_eq!(lab.all(".stone.leaving").len(), 3);
}

#[wasm_bindgen_test]
async fn fibonacci_nim_takes_the_smallest_zeckendorf_term() {
    let rule = lab("game=fibonacci&n=20&mode=rule").await;
    assert!(rule.text(".zeckendorf .sentence").contains("20 = 13 + 5 + 2"));
    assert!(rule.text(".zeckendorf .verdict").contains("taking the smallest term, 2"));
    drop(rule);
    let fibonacci = lab("game=fibonacci&n=21&mode=rule").await;
    assert!(fibonacci.text(".zeckendorf .verdict").contains("21 is itself a Fibonacci number"));
    drop(fibonacci);
    let sample = lab("game=fibonacci&n=20&mode=sample&step=0").await;
    assert!(sample.text(".derivation").contains("20 = 13 + 5 + 2"));
    assert!(sample.text(".derivation").contains("may then take at most 4"));
}

#[wasm_bindgen_test]
async fn playing_the_computer() {
    let lab = lab("game=take-away&n=15&k=3&mode=play&first=you").await;
    let heap = || texts(&lab, ".pile-size").first().and_then(|size| size.parse::<u64>().ok());
    assert_eq!(heap(), Some(15));
    lab.click("button.stone[title^='Take 3 ']");
    assert!(until(5, || heap() == Some(12)).await);
    assert!(until(5, || heap().is_some_and(|heap| heap < 12)).await, "the computer answers");
    // Both moves are said: the student's, then the computer's reply to it.
    assert_eq!(lab.text(".answered-move"), "You: take 3 stones.");
    assert!(
        lab.text(".last-move").starts_with("The computer: take "),
        "{}",
        lab.text(".last-move")
    );
    lab.type_into(".take-count", "4");
    lab.click(".take-form button[type=submit]");
    assert!(until(5, || lab.text(".take-form .field-error").contains("Take 1 to 3")).await);
}

#[wasm_bindgen_test]
async fn bad_input_gets_messages() {
    let lab = lab("game=take-away&n=-1&k=0").await;
    let notice = lab.text(".notice");
    assert!(notice.contains("n: '-1' is negative"), "{notice}");
    assert!(notice.contains("k: 0 is too small"), "{notice}");
    lab.type_into("#heap-k", "abc");
    assert!(lab.text_when("#heap-k-error", |t| !t.is_empty()).await.contains("not a whole number"));
}
