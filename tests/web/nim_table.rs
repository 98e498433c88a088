//! The nim-table lab in the browser: stepping cell by cell, the xor pattern at the end, large
//! tables filled in slices, bad input; and `cgt.solve` for tables.

use cgt_playground::js_api;
use cgt_playground::ui::route::View;
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

use crate::{FirstProgress, Mounted, press, texts, until};

async fn lab(query: &str) -> Mounted {
    Mounted::lab_with("nim-table", query, View::Page, ".stepper, .computing").await
}

fn cells(lab: &Mounted, class: &str) -> Vec<String> {
    lab.all(&format!(".grid-table td.cell{class}"))
        .iter()
        .filter_map(|cell| cell.get_attribute("data-xy"))
        .collect()
}

#[wasm_bindgen_test]
async fn a_step_shows_the_cell_its_row_and_column_and_the_mex() {
    let lab = lab("rows=6&cols=6&step=9").await;
    assert_eq!(
        lab.text(".explanation .sentence"),
        "SG(3, 1) = mex{SG(0, 1), SG(1, 1), SG(2, 1), SG(3, 0)} = mex{1, 0, 3, 3} = 2"
    );
    assert_eq!(cells(&lab, ".current"), ["3,1"]);
    assert_eq!(cells(&lab, ".option"), ["3,0", "0,1", "1,1", "2,1"]);
    assert_eq!(cells(&lab, ".filled").len(), 10);
    assert_eq!(lab.text(".grid-table td[data-xy='4,1']"), "", "not filled yet");
    assert!(lab.text(".explanation .verdict").contains("wins by moving to (1, 1)"));
    assert!(lab.text(".pattern-panel").contains("Fill the whole table"));
}

#[wasm_bindgen_test]
async fn keys_step_and_the_end_reveals_x_xor_y_checked_on_every_cell() {
    let lab = lab("rows=6&cols=6&step=9").await;
    press("ArrowRight");
    assert!(until(5, || cells(&lab, ".current") == ["4,1"]).await);
    press("End");
    assert!(until(5, || lab.text(".pattern-panel").contains("checked against all 36 cells")).await);
    assert!(lab.text(".pattern-panel").contains("every one agrees"));
    assert!(lab.text(".xor-example").contains("x = 5 = 101, y = 5 = 101, x ⊕ y = 000 = 0"));
    // The lecture's table, read off the page.
    let values = texts(&lab, ".grid-table td.cell");
    let lecture = "0 1 2 3 4 5 1 0 3 2 5 4 2 3 0 1 6 7 3 2 1 0 7 6 4 5 6 7 0 1 5 4 7 6 1 0";
    assert_eq!(values.join(" "), lecture);
    press("Home");
    assert!(until(5, || lab.text(".explanation .sentence") == "SG(0, 0) = mex{} = 0").await);
}

#[wasm_bindgen_test]
async fn clicking_a_filled_cell_explains_it_and_an_empty_one_does_nothing() {
    let lab = lab("rows=6&cols=6&step=20").await;
    lab.click(".grid-table td[data-xy='3,2'] button");
    assert!(until(5, || cells(&lab, ".current") == ["3,2"]).await);
    assert!(lab.text(".explanation .inspecting").contains("(3, 2)"));
    assert!(lab.text(".explanation .sentence").ends_with("= mex{2, 3, 0, 3, 2} = 1"));
    lab.click(".grid-table td[data-xy='5,5'] button");
    assert!(until(5, || cells(&lab, ".current") == ["2,3"]).await, "back to the step's cell");
}

#[wasm_bindgen_test]
async fn the_form_takes_sizes_and_names_bad_ones() {
    let lab = lab("rows=6&cols=6").await;
    lab.type_into("#nim-table-cols", "0");
    assert!(until(5, || lab.text("#nim-table-cols-error").contains("0 is too small")).await);
    lab.type_into("#nim-table-cols", "300");
    assert!(
        until(5, || lab.text("#nim-table-cols-error").contains("300 is above the limit of 256"))
            .await
    );
    lab.type_into("#nim-table-cols", "3");
    lab.type_into("#nim-table-rows", "2");
    lab.click(".lab-form button[type=submit]");
    assert!(until(5, || lab.all(".grid-table td.cell").len() == 6).await);
    assert!(lab.text(".game-line").contains("x = 0 to 2"));
}

#[wasm_bindgen_test]
async fn bad_links_get_notices_and_the_defaults() {
    let lab = lab("rows=abc&cols=999&step=77&cell=9-9&rule=wythoff").await;
    let notice = lab.text(".notice");
    assert!(notice.contains("rows: 'abc' is not a whole number"), "{notice}");
    assert!(notice.contains("cols: 999 is above the limit of 256"), "{notice}");
    assert!(notice.contains("step: 77 is above the limit of 35"), "{notice}");
    assert!(notice.contains("cell: 9 is above the limit of 5"), "{notice}");
    assert!(notice.contains("'rule' is not used here"), "{notice}");
    assert_eq!(lab.all(".grid-table td.cell").len(), 36);
}

#[wasm_bindgen_test]
async fn a_large_table_fills_in_slices_and_can_be_cancelled() {
    let lab = lab("rows=6&cols=6&step=3").await;
    let progress = FirstProgress::watch(true);
    lab.click(".presets .preset:nth-of-type(4)");
    assert!(until(5, || progress.text().is_some()).await, "a progress bar, cancelled");
    assert!(
        until(5, || lab.find(".stepper").is_some() && lab.all(".grid-table td.cell").len() == 36)
            .await
    );
    lab.click(".presets .preset:nth-of-type(3)");
    assert!(until(5, || lab.all(".grid-table td.cell").len() == 256).await, "16 x 16 at once");
    let progress = FirstProgress::watch(false);
    let big = Mounted::lab_with(
        "nim-table",
        "rows=256&cols=256&step=65535",
        View::Page,
        ".stepper, .computing",
    )
    .await;
    assert!(progress.had_bar(), "a progress bar first");
    assert!(until(30, || big.find(".pattern-panel").is_some()).await, "finished in slices");
    assert!(
        big.text(".pattern-panel")
            .contains("checked against all 65536 cells of the table: every one agrees")
    );
    assert!(big.text(".window-note").contains("x = 240 to 255, y = 240 to 255"));
    assert_eq!(big.all(".grid-table td.cell").len(), 256, "a 16 x 16 window");
}

fn request(pairs: &[(&str, JsValue)]) -> JsValue {
    let object = Object::new();
    for (name, value) in pairs {
        Reflect::set(&object, &(*name).into(), value).expect("set");
    }
    object.into()
}

#[wasm_bindgen_test]
fn cgt_solve_returns_the_table_row_by_row() {
    let answer = js_api::solve(request(&[
        ("game", "nim-table".into()),
        ("rows", 6.into()),
        ("cols", 6.into()),
    ]))
    .expect("valid");
    let values: Array = Reflect::get(&answer, &"values".into()).expect("values").unchecked_into();
    assert_eq!(values.length(), 6);
    let row: Array = values.get(2).unchecked_into();
    let row: Vec<f64> = row.iter().filter_map(|v| v.as_f64()).collect();
    assert_eq!(row, [2.0, 3.0, 0.0, 1.0, 6.0, 7.0]);
    let wythoff = js_api::solve(request(&[
        ("game", "nim-table".into()),
        ("rows", 2.into()),
        ("cols", 3.into()),
        ("rule", "wythoff".into()),
    ]))
    .expect("valid");
    let values: Array = Reflect::get(&wythoff, &"values".into()).expect("values").unchecked_into();
    let second: Array = values.get(1).unchecked_into();
    assert_eq!(second.get(1).as_f64(), Some(2.0), "Wythoff's G(1, 1)");
    let error = js_api::solve(request(&[
        ("game", "nim-table".into()),
        ("rows", 0.into()),
        ("cols", 257.into()),
    ]))
    .expect_err("refused");
    let message = js_sys::Error::from(error).message();
    assert_eq!(
        String::from(message),
        "rows: 0 is too small; give a whole number from 1 to 256; cols: 257 is above the limit of 256"
    );
}
