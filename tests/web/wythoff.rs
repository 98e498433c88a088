//! The wythoff lab in the browser: the board, the Grundy table, play.

use cgt_playground::ui::route::View;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::{Mounted, press, until};

async fn lab(query: &str) -> Mounted {
    Mounted::lab_with("wythoff", query, View::Page, ".mode-tabs").await
}

fn square_has(lab: &Mounted, xy: &str, class: &str) -> bool {
    lab.find(&format!(".board [data-xy='{xy}']"))
        .and_then(|square| square.get_attribute("class"))
        .is_some_and(|classes| classes.split_whitespace().any(|name| name == class))
}

#[wasm_bindgen_test]
async fn the_board_shows_the_queen_the_p_positions_and_the_move() {
    let lab = lab("a=9&b=6&mode=board&step=0").await;
    assert!(square_has(&lab, "9,6", "queen"));
    assert!(square_has(&lab, "7,4", "target"), "the winning move to (7, 4)");
    for p in ["0,0", "1,2", "2,1", "3,5", "5,3", "4,7", "7,4"] {
        assert!(square_has(&lab, p, "p-square"), "{p} is a P-position");
    }
    assert!(square_has(&lab, "5,2", "reachable"), "diagonal");
    assert!(!square_has(&lab, "5,3", "reachable"));
    assert!(lab.text(".derivation").contains("takes 2 from both piles"));
    lab.click(".step-forward");
    assert!(until(5, || square_has(&lab, "7,4", "queen")).await);
    assert!(
        lab.text(".derivation").contains("No two P-positions share a pile size or a difference")
    );
}

#[wasm_bindgen_test]
async fn the_grundy_table_fills_cell_by_cell() {
    let lab = lab("a=9&b=6&mode=table&step=19").await;
    assert_eq!(
        lab.text(".explanation .sentence"),
        "G(3, 2) = mex{G(0, 2), G(1, 2), G(2, 2), G(3, 0), G(3, 1), G(2, 1), G(1, 0)} = mex{2, 0, 1, 3, 4, 0, 1} = 5"
    );
    assert!(lab.find(".grid-table td[data-xy='3,2'].current").is_some());
    assert_eq!(lab.all(".grid-table td.option").len(), 7);
    press("End");
    assert!(until(5, || lab.find(".period-panel .p-rule").is_some()).await);
    assert!(lab.text(".period-panel").contains("(1, 2), (2, 1), (3, 5)"));
}

#[wasm_bindgen_test]
async fn playing_the_computer_by_clicking_squares() {
    let lab = lab("a=9&b=6&mode=play&first=you").await;
    lab.click(".board button[data-xy='7,4']");
    assert!(until(5, || lab.text(".position-line") == "Piles: (7, 4)").await);
    assert!(
        until(5, || lab.text(".last-move").starts_with("The computer")).await,
        "the computer answers"
    );
    lab.type_into(".take-form input[aria-label='New first pile']", "9");
    lab.type_into(".take-form input[aria-label='New second pile']", "9");
    lab.click(".take-form button[type=submit]");
    assert!(until(5, || lab.text(".take-form .field-error").contains("cannot be reached")).await);
}

#[wasm_bindgen_test]
async fn bad_input_gets_messages() {
    let lab = lab("a=-1&b=x&mode=dance").await;
    let notice = lab.text(".notice");
    assert!(notice.contains("a: '-1' is negative"), "{notice}");
    assert!(notice.contains("b: 'x' is not a whole number"), "{notice}");
    assert!(notice.contains("mode: 'dance' is not one of board, table, play"), "{notice}");
    assert!(square_has(&lab, "9,6", "queen"), "the defaults");
}
