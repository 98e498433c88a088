//! The sg-table lab in the browser: stepping, explanations, periods, bad input, big tables.

use cgt_playground::api::Fields;
use cgt_playground::ui::route::View;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::{Mounted, press, sleep, until};

async fn lab(query: &str, view: View) -> Mounted {
    Mounted::lab_with("sg-table", query, view, ".stepper, .computing").await
}

#[wasm_bindgen_test]
async fn a_step_shows_the_cell_its_options_and_the_mex() {
    let lab = lab("moves=1,3,4&n=30&step=5", View::Page).await;
    assert_eq!(
        lab.text(".explanation .sentence"),
        "SG(5) = mex{SG(4), SG(2), SG(1)} = mex{2, 0, 1} = 3"
    );
    assert_eq!(lab.value_cells(".filled"), [0, 1, 2, 3, 4, 5]);
    assert_eq!(lab.value_cells(".current"), [5]);
    assert_eq!(lab.value_cells(".option"), [1, 2, 4]);
    assert_eq!(lab.text(".value-row .cell[data-n='5']"), "3");
    // An option shows its move ("−1", drawn from `data-take`) and says it in its name.
    let option = lab.find(".value-row .cell[data-n='4']").expect("cell 4");
    assert_eq!(option.text_content().unwrap_or_default(), "2");
    assert_eq!(option.get_attribute("aria-label").as_deref(), Some("SG(4) = 2, an option: take 1"));
    let take =
        lab.find(".value-row .cell[data-n='4'] .take").and_then(|t| t.get_attribute("data-take"));
    assert_eq!(take.as_deref(), Some("1"));
    assert_eq!(lab.text(".value-row .cell[data-n='6']"), "", "future cells are empty");
    assert_eq!(lab.text(".pn-row .cell[data-n='2']"), "P");
    assert_eq!(lab.text(".pn-row .cell[data-n='5']"), "N");
    assert!(lab.text(".explanation .verdict").contains("wins by taking 3 (to 2)"));
}

#[wasm_bindgen_test]
async fn stepping_forward_and_back_with_buttons_and_keys() {
    let lab = lab("moves=1,3,4&n=30&step=5", View::Page).await;
    lab.click(".step-forward");
    lab.expect_current(6).await;
    assert_eq!(
        lab.text(".explanation .sentence"),
        "SG(6) = mex{SG(5), SG(3), SG(2)} = mex{3, 1, 0} = 2"
    );
    lab.click(".step-back");
    lab.expect_current(5).await;
    lab.click(".step-back");
    lab.expect_current(4).await;
    press("ArrowRight");
    lab.expect_current(5).await;
    press("End");
    lab.expect_current(30).await;
    assert_eq!(lab.value_cells(".filled").len(), 31);
    press("Home");
    lab.expect_current(0).await;
    assert_eq!(lab.value_cells(".filled"), [0]);
    assert_eq!(lab.text(".explanation .sentence"), "SG(0) = mex{} = 0");
    press("ArrowLeft");
    sleep(100).await;
    lab.expect_current(0).await;
}

#[wasm_bindgen_test]
async fn playing_advances_and_space_pauses() {
    let lab = lab("moves=1,2&n=40&step=0&speed=25", View::Page).await;
    let pressed = || lab.find(".step-play").and_then(|button| button.get_attribute("aria-pressed"));
    press(" ");
    assert!(until(5, || pressed().as_deref() == Some("true")).await, "Space starts playing");
    let moved_on = until(5, || lab.value_cells(".current").first().is_some_and(|&n| n >= 2)).await;
    assert!(moved_on, "playing moves on");
    press(" ");
    assert!(until(5, || pressed().as_deref() == Some("false")).await, "Space pauses");
    let reached = lab.value_cells(".current");
    sleep(300).await;
    assert_eq!(lab.value_cells(".current"), reached, "paused");
}

#[wasm_bindgen_test]
async fn clicking_a_filled_cell_explains_it() {
    let lab = lab("moves=1,3,4&n=30&step=12", View::Page).await;
    lab.click(".value-row .cell[data-n='7']");
    lab.expect_current(7).await;
    assert_eq!(
        lab.text(".explanation .sentence"),
        "SG(7) = mex{SG(6), SG(4), SG(3)} = mex{2, 2, 1} = 0"
    );
    assert_eq!(lab.value_cells(".option"), [3, 4, 6]);
    assert_eq!(lab.value_cells(".filled").len(), 13, "clicking does not change the step");
    lab.click(".explanation .link");
    lab.expect_current(12).await;
}

#[wasm_bindgen_test]
async fn the_period_and_rule_appear_once_proven() {
    let lab = lab("moves=1,3,4&n=30&step=9", View::Page).await;
    assert!(lab.text(".period-panel").contains("step to n = 10"));
    assert!(lab.value_cells(".period-even").is_empty());
    lab.click(".step-forward");
    lab.expect_current(10).await;
    assert!(lab.text(".period-found").contains("SG(n + 7) = SG(n) for every n ≥ 0"));
    assert_eq!(lab.text(".p-rule"), "P-positions: n mod 7 in {0, 2}");
    assert_eq!(lab.all(".n-row .period-begin").len(), 5, "periods begin at 0, 7, 14, 21, 28");
}

#[wasm_bindgen_test]
async fn take_one_to_k_states_the_mod_rule() {
    let lab = lab("moves=1..3&n=11&step=11", View::Page).await;
    assert!(lab.text(".take-away-rule").contains("SG(n) = n mod 4"));
    assert!(lab.text(".take-away-rule").contains("checked against all 12 computed values"));
    let letters: String =
        lab.all(".pn-row .cell").iter().filter_map(|cell| cell.text_content()).collect();
    assert_eq!(letters, "PNNNPNNNPNNN");
}

#[wasm_bindgen_test]
async fn bad_input_shows_a_message_next_to_the_field_and_keeps_the_table() {
    let lab = lab("moves=1,3,4&n=30&step=5", View::Page).await;
    lab.type_into("#sg-moves", "1,0");
    let error = lab.text_when("#sg-moves-error", |text| !text.is_empty()).await;
    assert_eq!(error, "0 is too small; give whole numbers from 1 to 1000000");
    lab.type_into("#sg-n", "-4");
    assert!(lab.text_when("#sg-n-error", |text| !text.is_empty()).await.contains("negative"));
    lab.click("button[type=submit]");
    sleep(100).await;
    assert!(lab.text(".game-line").starts_with("S = {1, 3, 4}, positions 0 to 30"));
    lab.expect_current(5).await;
    lab.type_into("#sg-moves", "2, 5,6");
    lab.type_into("#sg-n", "40");
    assert_eq!(lab.text_when("#sg-moves-error", str::is_empty).await, "");
    lab.click("button[type=submit]");
    let line = lab.text_when(".game-line", |text| text.starts_with("S = {2, 5, 6}")).await;
    assert!(line.starts_with("S = {2, 5, 6}, positions 0 to 40"), "{line}");
    lab.expect_current(0).await;
    assert_eq!(lab.value_cells(".filled"), [0], "a new game starts at the first step");
}

#[wasm_bindgen_test]
async fn a_garbage_link_opens_the_defaults_with_a_notice() {
    let lab = lab("moves=abc&n=-3&step=zz&cell=9&speed=7&colour=red", View::Page).await;
    let notice = lab.text(".notice");
    assert!(notice.contains("moves: 'abc' is not a whole number"), "{notice}");
    assert!(notice.contains("n: '-3' is negative"), "{notice}");
    assert!(notice.contains("step: 'zz' is not a whole number"), "{notice}");
    assert!(notice.contains("speed '7' is not one of"), "{notice}");
    assert!(notice.contains("'colour' is not used here"), "{notice}");
    assert!(lab.text(".game-line").starts_with("S = {1, 3, 4}, positions 0 to 30"));
    lab.click(".notice button");
    assert!(until(5, || lab.find(".notice").is_none()).await, "the notice can be dismissed");
    let focused =
        web_sys::window().and_then(|window| window.document()).and_then(|d| d.active_element());
    let title = focused.expect("a focused element");
    assert_eq!(title.tag_name(), "H1", "the focus goes to the lab's title");
    // From the title the keys still step the lab.
    lab.expect_current(0).await;
    let init = web_sys::KeyboardEventInit::new();
    init.set_key("ArrowRight");
    init.set_bubbles(true);
    let key =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).expect("event");
    title.dispatch_event(&key).expect("dispatch");
    lab.expect_current(1).await;
}

#[wasm_bindgen_test]
async fn large_tables_show_a_window_around_the_step() {
    let lab = lab("moves=1,3,4&n=100000&step=54321", View::Page).await;
    assert!(until(10, || lab.find(".computing").is_none()).await, "solving finishes");
    assert!(lab.text(".window-note").contains("of 0 to 100000"));
    lab.expect_current(54321).await;
    assert!(lab.all(".value-row .cell").len() <= 8 * 16);
    assert!(lab.text(".period-found").contains("SG(n + 7) = SG(n)"));
}

#[wasm_bindgen_test]
async fn a_million_positions_are_solved_in_slices_with_progress() {
    // The heaviest request allowed (63 moves, a million positions) takes long enough to watch.
    let lab = lab("moves=1..63&n=1000000&step=999999", View::Page).await;
    assert!(lab.find(".computing progress").is_some(), "a progress bar while solving");
    assert!(lab.find(".game-line").is_none(), "no table before the first one is solved");
    assert!(until(60, || lab.find(".computing").is_none()).await, "solving finishes");
    lab.expect_current(999_999).await;
    assert!(lab.text(".game-line").starts_with("S = {1, 2, 3, 4, 5, 6, 7,"));
    assert!(lab.text(".period-found").contains("SG(n + 64) = SG(n) for every n ≥ 0"));
    assert!(lab.text(".take-away-rule").contains("checked against all 1000001 computed values"));
}

#[wasm_bindgen_test]
async fn cancelling_keeps_the_table_on_screen() {
    let lab = lab("moves=1,3,4&n=30&step=5", View::Page).await;
    lab.type_into("#sg-moves", "1..63");
    lab.type_into("#sg-n", "1000000");
    lab.click("button[type=submit]");
    assert!(until(5, || lab.find(".computing").is_some()).await, "a progress bar");
    assert!(lab.text(".game-line").starts_with("S = {1, 3, 4}, positions 0 to 30"));
    lab.click(".computing .cancel");
    assert!(until(5, || lab.find(".computing").is_none()).await, "cancelled");
    lab.expect_current(5).await;
    assert_eq!(lab.input_value("#sg-moves"), "1,3,4", "the form shows the table on screen");
    sleep(300).await;
    assert!(lab.find(".computing").is_none(), "a cancelled job does not come back");
    assert!(lab.text(".game-line").starts_with("S = {1, 3, 4}, positions 0 to 30"));
}

#[wasm_bindgen_test]
async fn the_embed_view_has_no_form_and_links_back() {
    let lab = lab("moves=1,3,4&n=30&step=5", View::Embed).await;
    assert!(lab.find("form").is_none());
    assert!(lab.find(".copy-embed").is_none());
    let link = lab.find(".open-full").expect("a link to the full lab");
    assert_eq!(
        link.get_attribute("href").as_deref(),
        Some("#/lab/sg-table?moves=1,3,4&n=30&step=5")
    );
}

#[wasm_bindgen_test]
async fn copy_embed_code_shows_the_snippet_for_the_current_step() {
    let lab = lab("moves=1,3,4&n=30&step=5", View::Page).await;
    lab.click(".step-forward");
    lab.expect_current(6).await;
    // The embed-code control is a child component: let it see the new step too.
    sleep(50).await;
    lab.click(".copy-embed");
    let expected = "#/embed/sg-table?moves=1,3,4&amp;n=30&amp;step=6\"";
    let shown = until(5, || lab.input_value(".embed-snippet").contains(expected)).await;
    assert!(shown, "snippet: {}", lab.input_value(".embed-snippet"));
    assert!(!lab.text(".embed-status").is_empty());
}

#[wasm_bindgen_test]
async fn address_bar_replacements_are_rate_limited_and_the_last_one_wins() {
    use cgt_playground::ui::route::Route;
    use cgt_playground::ui::url::{HistoryMode, REPLACE_INTERVAL_MS, current_hash, write};
    let route = |step: u32| Route::Lab {
        view: View::Page,
        slug: "sg-table".into(),
        params: Fields::from_query(&format!("step={step}")),
    };
    // Let replacements made by earlier tests go through first.
    sleep(REPLACE_INTERVAL_MS as u64 + 100).await;
    write(&route(1), HistoryMode::Replace);
    assert_eq!(current_hash(), "#/lab/sg-table?step=1", "the first one is written at once");
    for step in 2..=40 {
        write(&route(step), HistoryMode::Replace);
    }
    assert_eq!(current_hash(), "#/lab/sg-table?step=1", "the rest are held back");
    let last = until(2, || current_hash() == "#/lab/sg-table?step=40").await;
    assert!(last, "the last one is written, not {}", current_hash());
    sleep(REPLACE_INTERVAL_MS as u64 + 100).await;
    assert_eq!(current_hash(), "#/lab/sg-table?step=40", "nothing older overwrites it");
}
