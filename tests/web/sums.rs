//! The sums lab in the browser: the components' values and reasons, the xor in binary, the
//! winning move, the parity of huge counts, editing the sum, play against the computer, bad
//! input, the embed view; and `cgt.solve` for sums.

use cgt_playground::js_api;
use cgt_playground::ui::route::View;
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::{Mounted, sleep, texts, until};

/// The text of `selector`, or nothing while it is not on the page (during a computation).
fn shown(lab: &Mounted, selector: &str) -> String {
    lab.find(selector).and_then(|element| element.text_content()).unwrap_or_default()
}

async fn lab(query: &str) -> Mounted {
    Mounted::lab_with("sums", query, View::Page, ".mode-tabs").await
}

/// Waits for the analysis (the tables are computed after the first render).
async fn analysed(query: &str) -> Mounted {
    let lab = lab(query).await;
    assert!(until(5, || lab.find(".components-table").is_some()).await, "the analysis shows");
    lab
}

#[wasm_bindgen_test]
async fn the_default_sum_shows_each_value_the_xor_and_a_winning_move() {
    let lab = analysed("").await;
    assert_eq!(texts(&lab, ".component-row .value"), ["g = 1", "g = 7", "g = 2", "g = 2", "g = 2"]);
    let reasons = texts(&lab, ".component-row .reason");
    assert_eq!(reasons[0], "SG(10) = mex{SG(9), SG(7), SG(6)} = mex{0, 0, 2} = 1");
    assert!(reasons[1].ends_with("SG(7) = mex{0, …, 6} = 7"), "{}", reasons[1]);
    assert!(reasons[3].starts_with("Each king is a game of its own"), "{}", reasons[3]);
    assert!(reasons[4].starts_with("One free interval of 4 cells"), "{}", reasons[4]);
    let links: Vec<String> = lab
        .all(".component-row .lab-link")
        .iter()
        .filter_map(|a| a.get_attribute("href"))
        .collect();
    assert_eq!(
        links,
        [
            "#/lab/sg-table?moves=1,3,4&n=10&step=10",
            "#/lab/nim?piles=7",
            "#/lab/octal?code=0.07&n=12&step=12",
            "#/lab/kings?board=..x,...&kings=1-1,1-2",
            "#/lab/treblecross?boards=X......&counts=1",
        ]
    );
    assert_eq!(lab.text(".binary-table .nim-sum .reduction"), "= 4");
    assert!(lab.text(".verdict.n").starts_with("The total is 4 ≠ 0"));
    assert_eq!(lab.text(".winning-move .the-move"), "Move in component 2: take 4, leaving 3.");
    assert_eq!(
        lab.find(".winning-move").and_then(|e| e.get_attribute("data-component")).as_deref(),
        Some("2")
    );
    assert!(lab.text(".binary-table tr.chosen").contains("→ 011 (3)"));
    assert_eq!(
        lab.text(".encoding"),
        "In the address bar: c=sub:1.3.4:10,nim:7,octal:0.07:12,kings:..x/...:1-1/1-2,treblecross:X......"
    );
}

#[wasm_bindgen_test]
async fn huge_counts_count_by_parity_and_the_rule_is_stated() {
    let lab = analysed("c=nim:6x1000000000000000000,nim:3,octal:0.77:5x999999999999999999").await;
    assert_eq!(texts(&lab, ".component-row .counted"), ["0", "3", "4"]);
    assert_eq!(texts(&lab, ".component-row .copies")[0], "1000000000000000000");
    assert!(lab.text(".reduction-rule").contains("GG(i) = 0 if x(i) is even"));
    assert_eq!(
        texts(&lab, ".even-note"),
        [
            "Component 1: x = 1000000000000000000 is even, so its copies cancel in pairs: GG = 0 whatever its value (6)."
        ]
    );
    assert!(lab.text(".binary-table").contains("does not count"));
    assert_eq!(lab.text(".binary-table .nim-sum .reduction"), "= 7");
}

#[wasm_bindgen_test]
async fn editing_adding_and_removing_components_changes_the_sum() {
    let lab = analysed("c=nim:7,nim:2").await;
    assert!(lab.text(".verdict").starts_with("The total is 5"));
    lab.type_into("#sums-row1-a", "2");
    lab.click(".sums-form button[type=submit]");
    assert!(until(5, || shown(&lab, ".verdict").starts_with("The total is 0")).await, "2 ⊕ 2 = 0");
    assert!(lab.find(".winning-move").is_none());
    // A new octal component: Kayles' heap of 12 has value 4.
    lab.select("#sums-add-kind", "octal");
    lab.click(".add-component .add");
    assert!(until(5, || lab.find("#sums-row3-a").is_some()).await);
    lab.type_into("#sums-row3-a", "0.77");
    lab.type_into("#sums-row3-b", "12");
    lab.click(".sums-form button[type=submit]");
    assert!(until(5, || texts(&lab, ".component-row .value").len() == 3).await);
    assert_eq!(texts(&lab, ".component-row .value")[2], "g = 4");
    // The first component becomes a Treblecross board.
    lab.select("#sums-row1-kind", "treblecross");
    assert!(until(5, || lab.find("#sums-row1-b").is_none()).await, "one parameter");
    lab.type_into("#sums-row1-a", "..........");
    lab.click(".remove[aria-label='Remove component 2']");
    lab.click(".sums-form button[type=submit]");
    assert!(
        until(5, || lab.text(".encoding") == "In the address bar: c=treblecross:10,octal:0.77:12")
            .await,
        "{}",
        lab.text(".encoding")
    );
}

#[wasm_bindgen_test]
async fn bad_input_gets_a_message_by_the_field_and_keeps_the_sum() {
    let lab = analysed("c=nim:7,octal:0.07:12").await;
    lab.type_into("#sums-row2-b", "5000");
    assert_eq!(
        lab.text_when("#sums-row2-b-error", |t| !t.is_empty()).await,
        "5000 is above the limit of 2000"
    );
    lab.type_into("#sums-row2-a", "0.8");
    assert_eq!(
        lab.text_when("#sums-row2-a-error", |t| !t.is_empty()).await,
        "8 is not an octal digit; each digit is 0 to 7"
    );
    lab.type_into("#sums-row1-copies", "-2");
    assert!(
        lab.text_when("#sums-row1-copies-error", |t| !t.is_empty()).await.contains("is negative")
    );
    lab.click(".sums-form button[type=submit]");
    assert!(until(5, || lab.find(".sums-form .form-error").is_some()).await);
    assert_eq!(
        lab.text(".encoding"),
        "In the address bar: c=nim:7,octal:0.07:12",
        "the sum is kept"
    );
    let lab = analysed("c=kings:..x/...:0-2,nim:3").await;
    let notice = lab.text(".notice");
    assert!(notice.contains("king 0 at (0, 2) stands on a damaged cell"), "{notice}");
    assert!(notice.contains("Showing the default sum instead"));
    let lab = analysed("c=treblecross:X.X...").await;
    assert!(
        lab.text(".notice").contains("component 1 ('treblecross:X.X...'): board: cells 1 and 3")
    );
    let lab = lab_with_moves("c=nim:3&mode=play&moves=1.n.t9").await;
    assert!(lab.text(".notice").contains("move 1 ('1.n.t9') is not legal there"));
}

async fn lab_with_moves(query: &str) -> Mounted {
    let lab = lab(query).await;
    assert!(until(5, || lab.find(".play .status").is_some()).await, "the game shows");
    lab
}

#[wasm_bindgen_test]
async fn playing_the_computer_it_answers_with_a_winning_move() {
    // Heaps 3 and 1: the student moves in the Nim heap of 3, the computer restores total 0.
    let lab = lab_with_moves("c=nim:3,sub:1.2:1&mode=play&first=you").await;
    assert!(lab.text(".position-line").starts_with("The sum's value now: 2"));
    lab.click("button.move[data-move='1.n.t1']");
    assert!(
        lab.text_when(".last-move", |t| t.starts_with("The computer played"))
            .await
            .starts_with("The computer"),
        "the computer answers"
    );
    assert!(
        lab.text(".position-line").starts_with("The sum's value now: 0"),
        "{}",
        lab.text(".position-line")
    );
    // Play on until the end: the computer, always restoring 0, makes the last move.
    for _ in 0..6 {
        if lab.text(".status").starts_with("Game over") {
            break;
        }
        let first = lab.all("button.move").first().and_then(|b| b.get_attribute("data-move"));
        let Some(first) = first else { break };
        lab.click(&format!("button.move[data-move='{first}']"));
        until(5, || !shown(&lab, ".status").starts_with("Your move")).await;
        until(5, || !shown(&lab, ".status").starts_with("The computer is thinking")).await;
    }
    assert_eq!(
        lab.text(".status"),
        "Game over (no move is left): the computer made the last move. The computer wins."
    );
    lab.click(".undo");
    assert!(until(5, || shown(&lab, ".status").starts_with("Your move")).await);
}

#[wasm_bindgen_test]
async fn typed_moves_and_treblecross_boards_play_by_the_real_rules() {
    let lab = lab_with_moves("c=treblecross:X.....,nim:1&mode=play&first=you").await;
    lab.type_into("#sums-typed", "1.n.m9");
    sleep(50).await;
    lab.click(".typed-move button[type=submit]");
    assert_eq!(
        lab.text_when("#sums-typed-error", |t| !t.is_empty()).await,
        "'1.n.m9' is not a legal move now"
    );
    lab.type_into("#sums-typed", "nonsense");
    sleep(50).await;
    lab.click(".typed-move button[type=submit]");
    assert!(
        lab.text_when("#sums-typed-error", |t| t.starts_with("write"))
            .await
            .starts_with("write component.copy.move")
    );
    // Marking cell 2, next to the mark, hands the computer three in a row.
    assert!(lab.find("button.move.unsafe[data-move='1.n.m2']").is_some());
    lab.type_into("#sums-typed", "1.n.m2");
    sleep(50).await;
    lab.click(".typed-move button[type=submit]");
    assert!(
        until(5, || shown(&lab, ".status").starts_with("Game over (three in a row)")).await,
        "{}",
        lab.text(".status")
    );
    assert!(lab.text(".status").ends_with("The computer wins."));
}

#[wasm_bindgen_test]
async fn the_embed_view_shows_the_widget_alone() {
    let lab = Mounted::lab_with("sums", "c=nim:1,nim:2", View::Embed, ".mode-tabs").await;
    assert!(until(5, || lab.find(".components-table").is_some()).await);
    assert!(lab.find(".sums-form").is_none());
    let href = lab.find(".open-full").and_then(|a| a.get_attribute("href"));
    assert_eq!(href.as_deref(), Some("#/lab/sums?c=nim:1,nim:2&mode=analyse"));
}

fn request(pairs: &[(&str, JsValue)]) -> JsValue {
    let object = Object::new();
    for (name, value) in pairs {
        Reflect::set(&object, &(*name).into(), value).expect("set");
    }
    object.into()
}

#[wasm_bindgen_test]
fn cgt_solve_takes_a_list_of_components() {
    let components: Array = ["sub:1.3.4:10", "nim:7x3", "octal:0.07:12x1000000000000000000"]
        .iter()
        .map(|&c| JsValue::from(c))
        .collect();
    let answer =
        js_api::solve(request(&[("game", "sums".into()), ("components", components.into())]))
            .expect("valid");
    let get =
        |object: &JsValue, name: &str| Reflect::get(object, &name.into()).expect("a property");
    assert_eq!(get(&answer, "total").as_f64(), Some(6.0));
    assert_eq!(get(&answer, "winner").as_string().as_deref(), Some("first"));
    let parts: Array = get(&answer, "components").into();
    assert_eq!(get(&parts.get(0), "grundy").as_f64(), Some(1.0));
    assert_eq!(get(&parts.get(2), "counted").as_f64(), Some(0.0));
    assert!(get(&parts.get(2), "count").is_bigint(), "10^18 comes back as a BigInt");
    let winning = get(&answer, "winningMove");
    assert_eq!(get(&winning, "component").as_f64(), Some(1.0));
    assert_eq!(get(&winning, "move").as_string().as_deref(), Some("t6"));
    assert_eq!(get(&winning, "after").as_string().as_deref(), Some("nim:1"));
    let error =
        js_api::solve(request(&[("game", "sums".into()), ("components", "nim:7,sub:1:x".into())]))
            .expect_err("a bad component");
    assert_eq!(
        String::from(js_sys::Error::from(error).message()),
        "components: component 2 ('sub:1:x'): heap: 'x' is not a whole number"
    );
}
