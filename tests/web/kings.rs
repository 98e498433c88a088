//! The kings lab in the browser: the board editor and its analysis, the values filled cell by
//! cell, a game against the computer, bad input; and `cgt.solve` for kings.

use cgt_playground::js_api;
use cgt_playground::ui::route::View;
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::{Mounted, press, texts, until};

async fn lab(query: &str) -> Mounted {
    Mounted::lab_with("kings", query, View::Page, ".mode-tabs").await
}

/// The cells (as "col,row", the table's x,y) with `class`.
fn cells(lab: &Mounted, class: &str) -> Vec<String> {
    lab.all(&format!(".grid-table td.cell{class}"))
        .iter()
        .filter_map(|cell| cell.get_attribute("data-xy"))
        .collect()
}

#[wasm_bindgen_test]
async fn the_board_shows_values_the_total_and_the_winning_moves() {
    let lab = lab("board=..x,...&kings=1-2,1-1&mode=board").await;
    assert_eq!(texts(&lab, ".grid-table td.cell button").join(" "), "0 1  1 2♚ 0♚");
    assert_eq!(cells(&lab, ".damaged"), ["2,0"]);
    assert_eq!(lab.text(".total-line"), "Kings on (1, 2) SG 0, (1, 1) SG 2. Total: 0 ⊕ 2 = 2.");
    assert_eq!(lab.text(".winning-count"), "Winning first moves: 2.");
    let moves = texts(&lab, ".winning-moves li");
    assert_eq!(
        moves[0],
        "king 0 from (1, 2) left to (1, 1): its value 0 becomes 2, and the total 2 ⊕ 0 ⊕ 2 = 0"
    );
    assert_eq!(
        moves[1],
        "king 1 from (1, 1) up-left to (0, 0): its value 2 becomes 0, and the total 2 ⊕ 2 ⊕ 0 = 0"
    );
    assert_eq!(cells(&lab, ".target"), ["0,0", "1,1"]);
    assert_eq!(cells(&lab, ".source"), ["1,1", "2,1"]);
}

#[wasm_bindgen_test]
async fn clicking_damages_cells_and_adds_and_removes_kings() {
    let lab = lab("board=...,...&kings=1-2&mode=board").await;
    assert!(lab.text(".verdict").contains("The total is 3"));
    lab.click(".dag-tools .tool:nth-of-type(2)");
    lab.click(".grid-table td[data-xy='2,1'] button");
    assert!(
        until(5, || lab.text(".grid-table td[data-xy='2,1']").ends_with("♚×2")).await,
        "two kings on one cell"
    );
    assert!(lab.text(".verdict").contains("The total is 0"), "two equal kings cancel");
    lab.click(".dag-tools .tool:nth-of-type(3)");
    lab.click(".grid-table td[data-xy='2,1'] button");
    assert!(until(5, || lab.text(".grid-table td[data-xy='2,1']") == "3♚").await);
    lab.click(".dag-tools .tool:nth-of-type(1)");
    lab.click(".grid-table td[data-xy='1,0'] button");
    assert!(until(5, || cells(&lab, ".damaged") == ["1,0"]).await);
    let board = lab.find("#kings-board").expect("the board field");
    let text = Reflect::get(&board, &"value".into()).ok().and_then(|value| value.as_string());
    assert_eq!(text.as_deref(), Some(".#.\n..."));
    // (1, 1) now sees up damaged, left (1, 0) = 1, up-left (0, 0) = 0: value 2.
    assert_eq!(lab.text(".grid-table td[data-xy='1,1']"), "2");
    lab.click(".grid-table td[data-xy='2,1'] button");
    assert!(
        until(5, || lab.text(".total-line").starts_with("No kings")).await,
        "damage removes the king"
    );
    assert!(lab.text(".notice").contains("Damaging (1, 2) removed the king standing there."));
    assert!(
        lab.text(".verdict").contains("An empty sum has total 0"),
        "no second player's reply to a king"
    );
}

#[wasm_bindgen_test]
async fn the_values_fill_cell_by_cell_with_each_mex_explained() {
    let lab = lab("board=..x,...&kings=1-2,1-1&mode=table&step=4").await;
    assert_eq!(
        lab.text(".explanation .sentence"),
        "SG(1, 2) = mex{SG(1, 1), SG(0, 1)} = mex{2, 1} = 0"
    );
    assert!(lab.text(".explanation .detail").contains("up is (0, 2), damaged"));
    assert_eq!(cells(&lab, ".current"), ["2,1"]);
    assert_eq!(cells(&lab, ".option"), ["1,0", "1,1"]);
    assert!(lab.find(".p-rule").is_some(), "the last step");
    press("Home");
    assert!(until(5, || lab.text(".explanation .sentence") == "SG(0, 0) = mex{} = 0").await);
    assert_eq!(cells(&lab, ".filled"), ["0,0"]);
    press("ArrowRight");
    press("ArrowRight");
    assert!(until(5, || cells(&lab, ".current") == ["0,1"]).await, "the damaged cell is skipped");
}

#[wasm_bindgen_test]
async fn playing_the_computer_by_clicking_a_king_then_its_square() {
    let lab = lab("board=...,...&kings=1-2&mode=play&first=you").await;
    assert!(lab.text(".status").contains("click a king"));
    // The values would give the winning move away: hidden until the hint is on.
    let values = |lab: &Mounted| -> usize {
        let cells = lab.all(".grid-table td.cell");
        cells
            .iter()
            .map(|cell| {
                cell.text_content().unwrap_or_default().chars().filter(char::is_ascii_digit).count()
            })
            .sum()
    };
    assert_eq!(values(&lab), 0, "no values shown");
    assert!(lab.all(".position-line").is_empty(), "no total shown");
    lab.click(".hint-toggle input");
    let total =
        |lab: &Mounted| lab.all(".position-line").first().and_then(|line| line.text_content());
    assert!(
        until(5, || total(&lab).is_some_and(|t| t.contains("Total of the kings' values now: 3")))
            .await
    );
    assert_eq!(values(&lab), 6, "each cell's value");
    lab.click(".grid-table td[data-xy='2,1'] button");
    assert!(until(5, || cells(&lab, ".reachable") == ["1,0", "2,0", "1,1"]).await);
    // The king's cell (1, 2) has value 3 and (0, 2) value 0: the winning move is up.
    lab.click(".grid-table td[data-xy='2,0'] button");
    let you = "You moved a king from (1, 2) to (0, 2).";
    assert_eq!(lab.text_when(".last-move", |text| text == you).await, you);
    let reply = "The computer moved a king from (0, 2) to (0, 1).";
    assert_eq!(lab.text_when(".last-move", |text| text == reply).await, reply, "its only move");
    lab.click(".grid-table td[data-xy='1,0'] button");
    assert!(until(5, || cells(&lab, ".reachable") == ["0,0"]).await);
    lab.click(".grid-table td[data-xy='0,0'] button");
    assert!(until(5, || lab.text(".status").contains("You win!")).await);
    lab.click(".undo");
    assert!(until(5, || lab.text(".status").contains("click a king")).await, "undone");
}

#[wasm_bindgen_test]
async fn bad_links_get_notices_and_the_default_board() {
    let lab = lab("board=..x,...&kings=0-2&mode=fly&cell=0-9").await;
    let notice = lab.text(".notice");
    assert!(notice.contains("kings: king 0 at (0, 2) stands on a damaged cell"), "{notice}");
    assert!(notice.contains("mode: 'fly' is not one of board, table, play"), "{notice}");
    // The board is shown, not the table: its cell is not read.
    assert!(notice.contains("parameter 'cell' is not used here"), "{notice}");
    assert_eq!(lab.all(".grid-table td.cell").len(), 48, "the default 6 x 8 board");
    let table = self::lab("board=..x,...&kings=0-2&mode=table&cell=0-9").await;
    assert!(table.text(".notice").contains("cell: 9 is above the limit of 7"));
    let big = format!("board={}&kings=0-0", ["."; 17].join(","));
    let lab = Mounted::lab_with("kings", &big, View::Page, ".mode-tabs").await;
    assert!(lab.text(".notice").contains("board: 17 rows; the limit is 16"));
}

fn request(pairs: &[(&str, JsValue)]) -> JsValue {
    let object = Object::new();
    for (name, value) in pairs {
        Reflect::set(&object, &(*name).into(), value).expect("set");
    }
    object.into()
}

#[wasm_bindgen_test]
fn cgt_solve_takes_rows_and_pairs() {
    let board: Array = ["..#", "..."].iter().map(|&row| JsValue::from(row)).collect();
    let kings: Array = [[1u32, 2], [1, 1]]
        .iter()
        .map(|pair| -> JsValue { pair.iter().map(|&v| JsValue::from(v)).collect::<Array>().into() })
        .collect();
    let answer = js_api::solve(request(&[
        ("game", "kings".into()),
        ("board", board.into()),
        ("kings", kings.into()),
    ]))
    .expect("valid");
    let get =
        |object: &JsValue, name: &str| Reflect::get(object, &name.into()).expect("a property");
    assert_eq!(get(&answer, "total").as_f64(), Some(2.0));
    assert_eq!(get(&answer, "winner").as_string().as_deref(), Some("first"));
    let grundy: Array = get(&answer, "grundy").into();
    let first: Array = grundy.get(0).into();
    assert!(first.get(2).is_null(), "a damaged cell");
    let moves: Array = get(&answer, "winningMoves").into();
    assert_eq!(moves.length(), 2);
    let to: Array = get(&moves.get(1), "to").into();
    assert_eq!((to.get(0).as_f64(), to.get(1).as_f64()), (Some(0.0), Some(0.0)));
    let error = js_api::solve(request(&[
        ("game", "kings".into()),
        ("board", Array::of1(&"..#".into()).into()),
        ("kings", Array::of1(&Array::of2(&0.into(), &2.into())).into()),
    ]))
    .expect_err("a king on a damaged cell");
    assert_eq!(
        String::from(js_sys::Error::from(error).message()),
        "kings: king 0 at (0, 2) stands on a damaged cell"
    );
}
