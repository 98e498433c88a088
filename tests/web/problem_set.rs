//! The problem-set lab in the browser: a one-pile SG table stepped with the keyboard, a
//! two-number grid's cell clicked, the pattern's check, the fast solution's form at the limits,
//! the judge's box, and the problem picker.

use cgt_playground::ui::route::View;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::{Event, EventInit, HtmlTextAreaElement};

use crate::{Mounted, press, sleep, texts, until};

async fn lab(query: &str) -> Mounted {
    Mounted::lab_with("problem-set", query, View::Page, ".stepper").await
}

#[wasm_bindgen_test]
async fn an_sg_table_is_stepped_cell_by_cell_with_its_mex() {
    let lab = lab("problem=prime-powers&step=12").await;
    assert!(lab.text(".problem-statement h2").starts_with("Problem 2: "));
    assert_eq!(lab.value_cells(".filled"), (0..=12).collect::<Vec<u32>>());
    assert_eq!(lab.value_cells(".current"), [12]);
    assert_eq!(lab.text(".value-row .cell[data-n='12']"), "0");
    assert!(lab.find(".value-row .cell.filled.p[data-n='6']").is_some(), "6 is a P-position");
    assert!(
        lab.text(".explanation .sentence").starts_with("g(12) = mex{"),
        "{}",
        lab.text(".explanation .sentence")
    );
    assert_eq!(
        lab.text(".pattern-check"),
        "Checked against the table: the pattern holds for all 61 cells."
    );
    press("ArrowRight");
    lab.expect_current(13).await;
    assert!(lab.text(".explanation .sentence").starts_with("g(13) = mex{"));
    press("End");
    lab.expect_current(60).await;
}

#[wasm_bindgen_test]
async fn a_grid_cell_clicked_is_explained() {
    let lab = lab("problem=two-piles-k").await;
    assert_eq!(lab.all(".grid-table td.cell").len(), 16 * 16);
    assert_eq!(lab.text(".grid-table td[data-xy='0,0']"), "L");
    lab.click(".grid-table td[data-xy='3,1'] button");
    let sentence = lab.text_when(".explanation .sentence", |text| text.starts_with("(1, 3)")).await;
    assert!(sentence.starts_with("(1, 3) is "), "{sentence}");
    assert!(lab.text(".inspecting").contains("the cell you clicked, (1, 3)"));
    let gcd = Mounted::lab_with("problem-set", "problem=gcd-game", View::Page, ".stepper").await;
    // The triples (2, b, c): rows b from 1 (the cell's y is b - 1), columns c.
    assert_eq!(gcd.text(".grid-table td[data-xy='4,1']"), "·", "gcd(2, 2, 4) > 1: no position");
    assert_eq!(
        gcd.text(".grid-table td[data-xy='3,1']"),
        "W",
        "(2, 2, 3): decrement 3 to reach (2, 2, 2), divided to (1, 1, 1), lost"
    );
    gcd.click(".grid-table td[data-xy='3,1'] button");
    let sentence =
        gcd.text_when(".explanation .sentence", |text| text.starts_with("(2, 2, 3)")).await;
    assert_eq!(
        sentence,
        "(2, 2, 3) is won by the player to move: the move to (1, 1, 1) reaches a lost position."
    );
}

#[wasm_bindgen_test]
async fn the_fast_solution_refuses_too_large_input_and_answers_at_the_limit() {
    let lab = lab("problem=two-piles-k").await;
    lab.type_into("#problem-a", "1000000000000000001");
    let error = lab.text_when("#problem-a-error", |text| !text.is_empty()).await;
    assert!(error.contains("10^18"), "{error}");
    lab.type_into("#problem-a", "1000000000000000000");
    lab.type_into("#problem-b", "1000000000000000000");
    lab.type_into("#problem-k", "1");
    lab.click(".fast-solution button[type=submit]");
    // With k = 1 the mover wins when a pile is odd: both are even here.
    let verdict =
        lab.text_when(".fast-solution .verdict-line", |text| text.contains("second")).await;
    assert_eq!(verdict, "The second player wins.");
}

#[wasm_bindgen_test]
async fn the_judge_prints_the_contests_output() {
    let lab = lab("problem=river").await;
    assert_eq!(lab.text(".judge-output"), "WIN\n", "the contest's sample");
    let area: HtmlTextAreaElement =
        lab.find("#problem-judge-input").expect("the box").dyn_into().expect("a textarea");
    area.set_value("1 1\n1 2\n");
    let init = EventInit::new();
    init.set_bubbles(true);
    area.dispatch_event(&Event::new_with_event_init_dict("input", &init).expect("event"))
        .expect("dispatch");
    lab.click(".judge-run");
    assert_eq!(lab.text_when(".judge-output", |text| text == "LOSE\n").await, "LOSE\n");
    assert_eq!(area.get_attribute("aria-invalid").as_deref(), Some("false"));
    area.set_value("1 1\n3 2\n");
    area.dispatch_event(&Event::new_with_event_init_dict("input", &init).expect("event"))
        .expect("dispatch");
    lab.click(".judge-run");
    let message = lab.text_when(".judge-error", |text| !text.is_empty()).await;
    assert!(message.starts_with("The judge cannot read this input: line 2, r_1"), "{message}");
    // The box is marked refused and names the message.
    assert_eq!(area.get_attribute("aria-invalid").as_deref(), Some("true"));
    let described = area.get_attribute("aria-describedby").unwrap_or_default();
    assert!(
        described.split(' ').any(|id| lab.find(&format!(".judge-error#{id}")).is_some()),
        "{described}"
    );
    assert!(lab.find(".judge-output").is_none(), "an error is not shown as the expected output");
    let format = lab.text(".judge-format");
    assert!(format.contains("r_i c_i") && format.contains("WIN"), "{format}");
}

#[wasm_bindgen_test]
async fn the_console_call_shown_gives_the_forms_answer() {
    for problem in ["half-nim", "nim-ranges", "river", "split-piles"] {
        let lab = lab(&format!("problem={problem}")).await;
        let call = lab.text(".console-call code:last-child");
        let request = call
            .strip_prefix("cgt.solve(")
            .and_then(|rest| rest.strip_suffix(')'))
            .unwrap_or_else(|| panic!("{call}"));
        let object = js_sys::Function::new_no_args(&format!("return {request};"))
            .call0(&JsValue::NULL)
            .expect("the call's object is JavaScript");
        let answer = cgt_playground::js_api::solve(object).expect("cgt.solve answers it");
        // Every problem's answer names the winner, split-piles' for every prefix (the last
        // prefix is the whole game the verdict speaks of).
        let said = match js_sys::Reflect::get(&answer, &"winner".into()).expect("readable") {
            winner if winner.is_string() => winner,
            _ => {
                let prefixes: js_sys::Array =
                    js_sys::Reflect::get(&answer, &"winnerByPrefix".into())
                        .expect("readable")
                        .into();
                prefixes.get(prefixes.length() - 1)
            }
        };
        let said = said.as_string().expect("a winner's word");
        let verdict = lab.text(".fast-solution .verdict-line");
        assert!(verdict.contains(&format!("The {said} player")), "{problem}: {verdict} vs {said}");
    }
}

#[wasm_bindgen_test]
async fn the_picker_opens_each_problem() {
    let lab = lab("problem=split-piles").await;
    assert_eq!(texts(&lab, ".problem-picker button").len(), 10);
    lab.click(".problem-picker button[data-problem='river']");
    let heading =
        lab.text_when(".problem-statement h2", |text| text.starts_with("Problem 6")).await;
    assert!(heading.starts_with("Problem 6: "), "{heading}");
    assert!(until(5, || lab.find(".grid-table th[scope='row']").is_some()).await);
    assert_eq!(lab.text(".grid-table tbody tr th"), "open | open");
    sleep(20).await;
    assert!(lab.text(".pattern-check").contains("holds for all 64 cells"));
}
