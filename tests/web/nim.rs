//! The nim lab in the browser: the binary table and the derivation, variants, play, mini-test.

use cgt_playground::ui::route::View;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::{Mounted, press, texts, until};

async fn lab(query: &str) -> Mounted {
    Mounted::lab_with("nim", query, View::Page, ".mode-tabs").await
}

/// The pile sizes shown.
fn piles(lab: &Mounted) -> Vec<u64> {
    texts(lab, ".pile .pile-size").iter().filter_map(|size| size.parse().ok()).collect()
}

#[wasm_bindgen_test]
async fn the_lecture_derivation_of_the_first_move() {
    let lab = lab("piles=5,3,8&mode=sample&step=0").await;
    assert_eq!(piles(&lab), [5, 3, 8]);
    assert_eq!(texts(&lab, ".binary-table thead th.msb-column"), ["8"], "the nim-sum's top 1");
    assert_eq!(texts(&lab, ".binary-table tr.chosen th"), ["pile 3 (8)"]);
    assert_eq!(lab.text(".binary-table tr.chosen .reduction"), "→ 0110 (6)");
    assert_eq!(lab.text(".binary-table tfoot .reduction"), "= 14");
    let bits: String = texts(&lab, ".binary-table tfoot .bit").concat();
    assert_eq!(bits, "1110");
    assert!(lab.text(".derivation").contains("take 2 from pile 3"));
    assert_eq!(
        lab.all(".pile[data-pile='2'] .stone.leaving").len(),
        2,
        "the two stones about to go"
    );
}

#[wasm_bindgen_test]
async fn stepping_through_the_sample_to_the_end() {
    let lab = lab("piles=5,3,8&mode=sample&step=0").await;
    press("ArrowRight");
    assert!(until(5, || piles(&lab) == [5, 3, 6]).await);
    assert!(lab.text(".to-move").contains("Player 2 to move"));
    assert!(lab.text(".to-move").contains("P-position"));
    assert_eq!(lab.all(".pile[data-pile='2'] .stone.ghost").len(), 2, "the stones just taken");
    press("End");
    assert!(until(5, || piles(&lab) == [0, 0, 0]).await);
    assert!(lab.text(".game-end").contains("Player 1 took the last stone and wins"));
}

#[wasm_bindgen_test]
async fn variants_state_their_rules_and_reasons() {
    let misere = lab("piles=1,1,5&variant=misere&mode=sample").await;
    assert_eq!(misere.text(".rule-line .badge"), "misère play");
    assert!(
        misere.text(".derivation").contains("misère endgame"),
        "{}",
        misere.text(".derivation")
    );
    assert!(misere.text(".derivation").contains("leaving 3 piles of one"));
    drop(misere);
    let bounded = lab("piles=5,3,8&variant=bounded&k=3&mode=sample").await;
    assert_eq!(texts(&bounded, ".binary-table tbody th")[0], "pile 1 (5 mod 4)");
    assert!(bounded.text(".rule").contains("Take 1 to 3"));
    drop(bounded);
    let staircase = lab("piles=3,9,2,4&variant=staircase&mode=sample").await;
    let ignored = texts(&staircase, ".binary-table tr.ignored th");
    assert_eq!(ignored, ["step 2 (9)", "step 4 (4)"], "even steps do not count");
    let greyed: Vec<String> = texts(&staircase, ".binary-table tr.ignored td.bit");
    assert_eq!(greyed.concat(), "10010100", "9 and 4 in binary, greyed");
    assert!(staircase.text(".binary-table tfoot").contains("= 1"), "3 xor 2, the odd steps");
    assert!(staircase.text(".derivation").contains("off the staircase from step 1"));
}

#[wasm_bindgen_test]
async fn playing_the_computer_with_hint_and_undo() {
    let lab = lab("piles=5,3,8&mode=play&first=you&hint=on").await;
    assert!(lab.text(".hint").contains("take 2 from pile 3"), "{}", lab.text(".hint"));
    // Take 2 from pile 3: click its 7th stone (from the bottom), leaving 6.
    lab.click(".pile[data-pile='2'] button.stone[title^='Take 2 ']");
    assert!(until(5, || piles(&lab) == [5, 3, 6]).await, "the move is played");
    let replied = until(5, || piles(&lab).iter().sum::<u64>() < 14).await;
    assert!(replied, "the computer answers: {:?}", piles(&lab));
    assert!(lab.text(".last-move").starts_with("The computer: take"));
    assert_eq!(lab.text(".answered-move"), "You: take 2 from pile 3.", "the move it answered");
    lab.click(".undo");
    assert!(until(5, || piles(&lab) == [5, 3, 8]).await, "undo takes back both moves");
    lab.type_into(".take-count", "9");
    lab.type_into(".take-pile", "1");
    lab.click(".take-form button[type=submit]");
    assert!(until(5, || lab.text(".take-form .field-error").contains("does not have 9")).await);
    let invalid = |lab: &Mounted| lab.all(".take-form input[aria-invalid='true']").len();
    assert_eq!(invalid(&lab), 2, "both fields are marked refused");
    lab.type_into(".take-count", "1");
    lab.click(".take-form button[type=submit]");
    assert!(until(5, || invalid(&lab) == 0).await, "a legal move clears the mark");
}

#[wasm_bindgen_test]
async fn the_mini_test_asks_for_a4_then_shows_it_in_binary() {
    let lab = lab("mode=exercise").await;
    assert!(lab.text(".exercise").contains("a1 = 35, a2 = 18, a3 = 27"));
    assert_eq!(lab.text(".exercise-question label").trim(), "Which a4 makes Player 2 win?");
    assert!(lab.find(".exercise .verdict").is_none(), "no answer before it is given");
    lab.type_into(".exercise-question input", "41");
    lab.click(".exercise-question button[type=submit]");
    assert!(until(5, || lab.find(".exercise .verdict.p").is_some()).await);
    assert_eq!(lab.text(".exercise-feedback"), "a4 = 42: ✗ Not quite: it is 42.");
    assert!(lab.text(".exercise .verdict").contains("a4 must equal a1 ⊕ a2 ⊕ a3 = 42"));
    assert!(lab.text(".exercise-score").contains("Score: 0 of 1 right."));
    // New numbers: asked afresh, the last answer forgotten.
    lab.click(".exercise button.preset");
    assert!(until(5, || lab.find(".exercise-question input").is_some()).await);
    assert!(lab.find(".exercise-feedback").is_none());
}

#[wasm_bindgen_test]
async fn bad_input_gets_messages_next_to_the_fields() {
    let lab = lab("piles=5,-3&variant=poker&k=0&colour=red").await;
    let notice = lab.text(".notice");
    assert!(notice.contains("piles: '-3' is negative"), "{notice}");
    assert!(notice.contains("variant: 'poker' is not one of"), "{notice}");
    assert!(notice.contains("'colour' is not used here"), "{notice}");
    assert_eq!(piles(&lab), [5, 3, 8], "the defaults");
    lab.type_into("#nim-piles", "1..70");
    assert!(lab.text_when("#nim-piles-error", |t| !t.is_empty()).await.contains("the limit is 64"));
    lab.type_into("#nim-piles", "5,3,8");
    lab.select("#nim-variant", "bounded");
    assert!(until(5, || lab.find("#nim-k").is_some()).await, "k appears for the bounded variant");
    lab.type_into("#nim-k", "0");
    assert!(lab.text_when("#nim-k-error", |t| !t.is_empty()).await.contains("0 is too small"));
    lab.click(".lab-form button[type=submit]");
    crate::sleep(100).await;
    assert!(lab.text(".rule").starts_with("Take any number"), "the old game stays");
}

#[wasm_bindgen_test]
async fn the_binary_table_keeps_its_columns_through_the_play() {
    // 5, 3, 8 needs four binary digits; later positions (4, 3, 6) would need only three.
    let lab = lab("piles=5,3,8&mode=sample&step=2").await;
    assert_eq!(piles(&lab), [4, 3, 6]);
    let headings = texts(&lab, ".binary-table thead th");
    assert_eq!(headings, ["", "8", "4", "2", "1", ""]);
}

#[wasm_bindgen_test]
async fn sixty_four_large_piles_are_written_a_row_of_digits_each_and_fewer_stones_drawn() {
    // 63 piles of 10^18 and one of 5: the nim-sum is 10^18 xor 5, its top 1 is 2^59.
    let e18 = 1_000_000_000_000_000_000u64;
    let sizes: Vec<String> =
        (0..64).map(|i| if i == 63 { "5".into() } else { e18.to_string() }).collect();
    let lab = lab(&format!("piles={}&mode=sample&step=0", sizes.join(","))).await;
    assert_eq!(lab.all(".binary-table td.bit").len(), 0, "no cell per bit");
    let rows = texts(&lab, ".binary-table td.bits");
    assert_eq!(rows.len(), 65, "a text per pile and the nim-sum's");
    assert_eq!(rows[0], format!("{e18:060b}"));
    assert_eq!(rows[63], format!("{:060b}", 5));
    assert_eq!(rows[64], format!("{:060b}", e18 ^ 5));
    assert_eq!(texts(&lab, ".binary-table thead th")[1], "60 digits: 2^59 down to 1");
    // The derivation names the top 1's column, which the text rows do not mark.
    assert!(
        lab.text(".derivation").contains("most significant 1 is in the 576460752303423488 column")
    );
    assert_eq!(lab.all(".binary-table tr.chosen td.bits").len(), 1);
    // 384 stones in all: 6 a pile.
    assert_eq!(lab.all(".pile[data-pile='0'] .stone").len(), 6);
    assert_eq!(lab.text(".pile[data-pile='0'] .pile-note"), "6 of them drawn");
    assert_eq!(lab.all(".pile .stone:not(.ghost)").len(), 63 * 6 + 5);
}
