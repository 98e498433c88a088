//! The division lab in the browser: stepping with the keyboard, clicking a decided number, the
//! pattern, bad input, and a game against the computer.

use cgt_playground::ui::route::View;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::{Mounted, press, sleep, texts, until};

async fn lab(query: &str) -> Mounted {
    Mounted::lab_with("division", query, View::Page, ".stepper, .play").await
}

#[wasm_bindgen_test]
async fn a_step_explains_its_number_by_its_options() {
    let lab = lab("n=30&step=12").await;
    assert_eq!(
        lab.text(".explanation .sentence"),
        "12 wins: dividing by 6 reaches 2, a losing number"
    );
    assert!(
        lab.text(".explanation .detail").contains("12 ÷ 6 = 2 (L), 12 ÷ 4 = 3 (L), 12 ÷ 3 = 4 (W)")
    );
    assert_eq!(lab.value_cells(".filled"), (1..=12).collect::<Vec<u32>>());
    assert_eq!(lab.value_cells(".current"), [12]);
    assert_eq!(lab.value_cells(".option"), [2, 3, 4, 6]);
    assert_eq!(lab.text(".value-row .cell[data-n='7']"), "L");
    assert_eq!(lab.text(".value-row .cell[data-n='9']"), "W");
    assert_eq!(lab.text(".value-row .cell[data-n='13']"), "", "numbers not decided yet are empty");
    assert!(
        lab.text(".pattern-check")
            .contains("Checked on the whole table, every number from 1 to 30")
    );
    assert!(lab.text(".p-rule").contains("divide by N/p to reach a prime p"));
}

#[wasm_bindgen_test]
async fn stepping_with_the_keyboard() {
    let lab = lab("n=30&step=12").await;
    press("ArrowRight");
    lab.expect_current(13).await;
    assert_eq!(
        lab.text(".explanation .sentence"),
        "13 loses: it has no divisor other than 1 and itself, so no move"
    );
    press("ArrowLeft");
    press("ArrowLeft");
    lab.expect_current(11).await;
    press("End");
    lab.expect_current(30).await;
    assert_eq!(lab.value_cells(".filled").len(), 30);
    press("Home");
    assert!(until(5, || lab.value_cells(".filled").is_empty()).await, "step 0 decides nothing");
    assert_eq!(lab.text(".explanation .sentence"), "Nothing is decided yet.");
}

#[wasm_bindgen_test]
async fn clicking_a_decided_number_explains_it() {
    let lab = lab("n=30&step=12").await;
    lab.click(".value-row .cell[data-n='8']");
    lab.expect_current(8).await;
    assert_eq!(
        lab.text(".explanation .sentence"),
        "8 wins: dividing by 4 reaches 2, a losing number"
    );
    assert_eq!(lab.value_cells(".option"), [2, 4]);
    assert_eq!(lab.value_cells(".filled").len(), 12, "clicking does not change the step");
    assert!(lab.text(".inspecting").contains("the number you clicked, 8"));
    lab.click(".inspecting .link");
    lab.expect_current(12).await;
}

#[wasm_bindgen_test]
async fn bad_input_shows_a_message_and_keeps_the_table() {
    let lab = lab("n=30&step=12&colour=red").await;
    assert!(lab.text(".notice").contains("'colour' is not used here"));
    lab.type_into("#division-n", "100001");
    let error = lab.text_when("#division-n-error", |text| !text.is_empty()).await;
    assert_eq!(error, "100001 is above the limit of 100000");
    lab.click("button[type=submit]");
    sleep(100).await;
    lab.expect_current(12).await;
    lab.type_into("#division-n", "40");
    lab.click("button[type=submit]");
    assert!(
        until(5, || lab.find(".value-row .cell[data-n='40']").is_some()).await,
        "a table to 40"
    );
    assert!(lab.value_cells(".filled").is_empty(), "a new table starts at the first step");
}

#[wasm_bindgen_test]
async fn playing_a_move_and_the_computers_answer() {
    let lab = lab("mode=play&start=12").await;
    assert_eq!(lab.text(".play .status"), "Your move: divide 12 by a divisor other than 1 and 12.");
    assert_eq!(texts(&lab, ".move-buttons .divide"), ["÷ 6 → 2", "÷ 4 → 3", "÷ 3 → 4", "÷ 2 → 6"]);
    lab.click(".move-buttons .divide:last-child");
    let path = lab.text_when(".division-path", |text| text.matches('→').count() == 2).await;
    assert_eq!(path, "12 → 6 → 2", "the computer divides 6 by 3, reaching a prime");
    assert_eq!(lab.text(".play .status"), "No move left for you: the computer wins.");
    lab.click(".undo");
    assert_eq!(lab.text_when(".division-path", |text| text == "12").await, "12");
    lab.click(".move-buttons .divide");
    let won = lab.text_when(".play .status", |text| text.contains("you win")).await;
    assert_eq!(won, "No move left for the computer: you win!");
}
