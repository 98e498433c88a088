//! The cop-and-robber lab in the browser: elimination stepped with both algorithms' counts,
//! editing the graph on the drawing and in the form, the replayed strategy, play, big graphs.

use cgt_playground::ui::route::View;
use cgt_playground::ui::url::current_hash;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::{Event, EventInit, HtmlTextAreaElement, MouseEvent, MouseEventInit};

use crate::{FirstProgress, Mounted, click_edge, press, texts, until};

async fn lab(query: &str) -> Mounted {
    Mounted::lab_with("cops-robber", query, View::Page, ".verdict-line").await
}

/// Clicks an SVG element (which has no `click()` of its own).
pub fn click_svg(mounted: &Mounted, selector: &str) {
    let element = mounted.find(selector).unwrap_or_else(|| panic!("no element matches {selector}"));
    let init = MouseEventInit::new();
    init.set_bubbles(true);
    let event = MouseEvent::new_with_mouse_event_init_dict("click", &init).expect("event");
    element.dispatch_event(&event).expect("dispatch");
}

/// The text of the first element matching `selector`, empty when there is none (yet).
fn text_of(mounted: &Mounted, selector: &str) -> String {
    mounted.find(selector).and_then(|element| element.text_content()).unwrap_or_default()
}

/// Types into a text area, as the edge-list box is.
fn type_into_area(mounted: &Mounted, selector: &str, text: &str) {
    let area: HtmlTextAreaElement =
        mounted.find(selector).expect("the text area exists").dyn_into().expect("a text area");
    area.set_value(text);
    let init = EventInit::new();
    init.set_bubbles(true);
    let event = Event::new_with_event_init_dict("input", &init).expect("event");
    area.dispatch_event(&event).expect("dispatch");
}

fn vertex_has(lab: &Mounted, v: u32, class: &str) -> bool {
    lab.find(&format!(".graph-view .vertex.{class}[data-v='{v}']")).is_some()
}

#[wasm_bindgen_test]
async fn a_dominated_pair_is_highlighted_with_both_algorithms_counts() {
    // The wheel with hub 0 and rim 1..6: the hub is not dominated (10 look-ups), then rim
    // vertex 1 is, by the hub (2 look-ups: 2 and 6 are adjacent to 0). Round 2: the hub again
    // (8 look-ups), then 2 by 0 (1 look-up): 21 in all at step 3.
    let lab = lab("graph=wheel&n=7&step=3").await;
    assert_eq!(lab.text(".explanation .sentence"), "Removal 2: Y = 2 is dominated by X = 0.");
    assert!(
        lab.text(".explanation")
            .contains("N(2) = {0, 3}. The other neighbour, 3, is adjacent to X = 0")
    );
    assert!(vertex_has(&lab, 2, "focus") && vertex_has(&lab, 0, "partner"));
    assert!(vertex_has(&lab, 3, "neighbour") && vertex_has(&lab, 1, "removed"));
    assert!(lab.find(".graph-view .edge.witness[data-edges~='0-2']").is_some());
    assert_eq!(lab.text(".naive-checks"), "21");
    // Comparisons: round 1 compares the hub's 6 counters (2 ≠ 5) and then NVC(0, 1) = 2 =
    // NV(1) − 1; round 2 the hub's 5 (at most 2 ≠ 4) and then NVC(0, 2) = 1 = NV(2) − 1.
    assert_eq!(lab.text(".nvc-comparisons"), "13");
    // Writes: 7 NV, 2 × 15 NVC pairs at the hub and 2 × 3 at each rim vertex, then the
    // removal of 1: 3 NV and 2 × 3 NVC.
    assert_eq!(lab.text(".nvc-updates"), "82");
    assert_eq!(texts(&lab, ".nvc-row tr.chosen td")[0], "NVC(0, 2) = 1");
    assert_eq!(lab.text(".graph-view .vertex[data-v='3'] .vertex-badge"), "NV 3");
    press("ArrowRight");
    assert!(until(5, || lab.text(".explanation .sentence").starts_with("Y = 2 is removed")).await);
    // The drawing is its own component and may render a frame after the explanation.
    assert!(until(5, || vertex_has(&lab, 2, "just-removed")).await);
    assert_eq!(
        lab.text(".graph-view .vertex[data-v='3'] .vertex-badge"),
        "NV 2",
        "NV(3) went down"
    );
    press("End");
    assert!(
        until(5, || lab.text(".explanation .sentence") == "One vertex, 6, is left: the cop wins.")
            .await
    );
    assert!(vertex_has(&lab, 6, "win"));
    assert_eq!(lab.all(".elimination-order li").len(), 6);
    assert_eq!(lab.text(".verdict-line .badge"), "cop wins");
}

#[wasm_bindgen_test]
async fn a_robber_win_ends_in_a_highlighted_core() {
    let lab = lab("graph=petersen&step=0").await;
    assert_eq!(lab.text(".verdict-line .badge"), "robber escapes");
    press("End");
    assert!(
        until(5, || lab
            .text(".explanation")
            .contains("none is dominated: the robber escapes forever"))
        .await
    );
    assert_eq!(lab.all(".graph-view .vertex.core").len(), 10);
    // A C_4 with a pendant vertex: the pendant goes, the 4-cycle stays.
    let lab = lab_with_edges("5", "0-1,1-2,2-3,3-0,3-4").await;
    press("End");
    assert!(until(5, || lab.all(".graph-view .vertex.core").len() == 4).await);
    assert!(vertex_has(&lab, 4, "removed"));
}

async fn lab_with_edges(vertices: &str, edges: &str) -> Mounted {
    lab(&format!("vertices={vertices}&edges={edges}")).await
}

#[wasm_bindgen_test]
async fn a_disconnected_graph_says_why_the_robber_escapes() {
    let lab = lab_with_edges("6", "0-1,1-2,2-0,3-4,4-5,5-3").await;
    assert!(
        lab.text(".verdict-line")
            .contains("the graph has 2 components, so the robber starts in one the cop is not in")
    );
    press("End");
    assert!(
        until(5, || lab.text(".explanation").contains("The graph is disconnected (2 components)"))
            .await
    );
}

#[wasm_bindgen_test]
async fn edges_are_added_and_removed_on_the_drawing() {
    let lab = lab("graph=cycle&n=4").await;
    assert_eq!(lab.text(".verdict-line .badge"), "robber escapes");
    lab.click(".graph-tools .tool:nth-child(3)");
    assert!(until(5, || lab.find(".graph-view.tool-edge").is_some()).await);
    click_svg(&lab, ".graph-view .vertex[data-v='0']");
    assert!(until(5, || vertex_has(&lab, 0, "edge-start")).await);
    click_svg(&lab, ".graph-view .vertex[data-v='2']");
    // The chord 0-2 makes two triangles: a cop win.
    assert!(until(5, || lab.text(".verdict-line .badge") == "cop wins").await);
    assert!(lab.input_value("#cr-edges").ends_with("0-2"));
    assert!(lab.text(".verdict-line").starts_with("A graph: 4 vertices, 5 edges."));
    // Clicking the edge again removes it.
    click_edge(&lab.root, 0, 2);
    assert!(until(5, || lab.text(".verdict-line .badge") == "robber escapes").await);
    // Delete a vertex: the path 0-1-2 is left (3 renumbered to 2).
    lab.click(".graph-tools .tool:nth-child(4)");
    assert!(until(5, || lab.find(".graph-view.tool-delete").is_some()).await);
    click_svg(&lab, ".graph-view .vertex[data-v='3']");
    assert!(until(5, || lab.input_value("#cr-edges") == "0-1, 1-2").await);
    assert_eq!(lab.text(".verdict-line .badge"), "cop wins");
    // Add a vertex by clicking the background.
    lab.click(".graph-tools .tool:nth-child(2)");
    assert!(until(5, || lab.find(".graph-view.tool-add-vertex").is_some()).await);
    click_svg(&lab, ".graph-view .graph-background");
    assert!(until(5, || lab.all(".graph-view .vertex").len() == 4).await);
    assert_eq!(lab.text(".verdict-line .badge"), "robber escapes", "an isolated vertex");
}

#[wasm_bindgen_test]
async fn typed_edges_are_checked_and_used() {
    let lab = lab("graph=petersen").await;
    // Mistakes in the list's form show while typing; the rest when the list is used.
    type_into_area(&lab, "#cr-edges", "0-1, 1-");
    assert!(
        until(5, || lab.text(".graph-edges .field-error")
            == "edges: '1-' is not an edge such as 2-5")
        .await
    );
    type_into_area(&lab, "#cr-edges", "0-1, 1-2, 2-2");
    assert!(until(5, || lab.text(".graph-edges .field-error").is_empty()).await);
    lab.type_into("#cr-vertices", "3");
    lab.click(".graph-edges button[type='submit']");
    assert!(
        until(5, || lab.text(".graph-edges .field-error").contains("edges: 2-2 is a loop")).await
    );
    assert!(lab.text(".verdict-line").starts_with("The Petersen graph"), "unchanged");
    type_into_area(&lab, "#cr-edges", "0-1, 1-2, 2-5");
    lab.click(".graph-edges button[type='submit']");
    assert!(
        until(5, || lab
            .text(".graph-edges .field-error")
            .contains("2-5 names vertex 5, but the vertices are 0 to 2"))
        .await
    );
    type_into_area(&lab, "#cr-edges", "0-1, 1-2, 2-0");
    lab.click(".graph-edges button[type='submit']");
    assert!(
        until(5, || lab.text(".verdict-line").starts_with("A graph: 3 vertices, 3 edges.")).await
    );
    assert_eq!(lab.text(".verdict-line .badge"), "cop wins");
}

#[wasm_bindgen_test]
async fn families_are_drawn_from_the_form_and_bad_links_get_notices() {
    let lab = lab("graph=cycle&n=2").await;
    assert!(
        lab.text(".notice")
            .contains("The link's n: 2 is too small; give a whole number from 3 to 2000")
    );
    assert!(lab.text(".verdict-line").starts_with("The Petersen graph"));
    lab.select("#cr-family", "grid");
    assert!(until(5, || lab.find("#cr-rows").is_some()).await);
    lab.type_into("#cr-rows", "3");
    lab.type_into("#cr-cols", "1");
    lab.click(".graph-family button[type='submit']");
    assert!(until(5, || lab.text(".verdict-line").starts_with("The 3 × 1 grid")).await);
    assert_eq!(lab.text(".verdict-line .badge"), "cop wins");
    lab.type_into("#cr-rows", "100");
    lab.type_into("#cr-cols", "100");
    lab.click(".graph-family button[type='submit']");
    assert!(
        until(5, || lab
            .text(".graph-family .field-error")
            .contains("the grid has 10000 vertices; at most 2000"))
        .await
    );
    let bad = lab_with_edges("4", "0-1,1-7").await;
    assert!(
        bad.text(".notice")
            .contains("The link's edges: 1-7 names vertex 7, but the vertices are 0 to 3")
    );
}

#[wasm_bindgen_test]
async fn the_cop_strategy_is_replayed_to_the_capture() {
    let lab = lab("graph=path&n=5&mode=replay&step=0").await;
    // From the middle vertex 2 the cop reaches either end in 2 moves: capture within 3 moves.
    assert_eq!(
        lab.text(".explanation .sentence"),
        "The cop starts at 2: from there it catches any robber within 3 moves (the best start)."
    );
    assert!(vertex_has(&lab, 2, "cop"));
    press("ArrowRight");
    assert!(
        until(5, || lab.text(".explanation .sentence").starts_with("The robber starts at 0")).await
    );
    press("End");
    assert!(until(5, || text_of(&lab, ".replay .verdict") == "Caught after 3 moves.").await);
    assert_eq!(texts(&lab, ".game-record li").len(), 5);
}

#[wasm_bindgen_test]
async fn the_student_plays_the_robber_against_the_computer_cop() {
    let lab = lab("graph=star&n=5&mode=play&role=robber").await;
    // The computer cop starts at the centre.
    assert!(until(5, || lab.text(".status") == "Choose the robber's start: click a vertex.").await);
    assert!(vertex_has(&lab, 0, "cop"));
    assert!(texts(&lab, ".last-move").join(" ").contains("The cop starts at 0"));
    lab.click(".move-buttons button[data-move='3']");
    let caught = until(5, || lab.text(".status") == "The cop caught you after 1 move.").await;
    assert!(caught, "{}", lab.text(".status"));
    lab.click(".undo");
    assert!(until(5, || lab.text(".status") == "Choose the robber's start: click a vertex.").await);
}

#[wasm_bindgen_test]
async fn the_student_plays_the_cop_and_the_robber_runs_round_a_cycle() {
    let lab = lab("graph=cycle&n=5&mode=play&role=cop").await;
    assert_eq!(lab.text(".status"), "Choose the cop's start: click a vertex.");
    click_svg(&lab, ".graph-view .vertex[data-v='0']");
    assert!(until(5, || lab.text(".status").starts_with("Your move as the cop")).await);
    let lines = texts(&lab, ".last-move").join(" ");
    assert!(lines.contains("where the cop can never force a capture"), "{lines}");
    let robber = lab.find(".graph-view .vertex.robber").and_then(|v| v.get_attribute("data-v"));
    assert!(matches!(robber.as_deref(), Some("2" | "3")), "as far as it gets: {robber:?}");
    lab.click(".move-buttons button[data-move='1']");
    assert!(until(5, || lab.text(".game-record").contains("robber to")).await);
    assert!(
        until(5, || texts(&lab, ".last-move").join(" ").contains("still out of reach for good"))
            .await
    );
}

#[wasm_bindgen_test]
async fn big_graphs_are_summarised_and_solved_in_slices() {
    let lab = lab("graph=complete&n=1500").await;
    let summary = lab.text_when(".graph-summary", |text| text.contains("not drawn")).await;
    assert!(summary.contains("1500 vertices, 1124250 edges"), "{summary}");
    assert_eq!(lab.text(".verdict-line .badge"), "cop wins");
    assert!(lab.text(".algorithms").contains("graphs of up to 200 vertices"));
    // A sliced job shows its progress and can be cancelled, keeping the graph shown.
    lab.select("#cr-family", "gnp");
    assert!(until(5, || lab.find("#cr-p").is_some()).await);
    lab.type_into("#cr-n", "2000");
    lab.type_into("#cr-p", "0.5");
    let progress = FirstProgress::watch(true);
    lab.click(".graph-family button[type='submit']");
    assert!(until(5, || progress.had_bar()).await, "progress is shown, and cancelled");
    assert!(until(5, || lab.find(".computing").is_none()).await);
    assert!(lab.text(".verdict-line").starts_with("The complete graph K_1500"));
}

#[wasm_bindgen_test]
async fn the_view_is_written_to_the_address_bar() {
    let lab = lab("graph=wheel&n=6&step=2").await;
    press("ArrowRight");
    let written = until(3, || current_hash().contains("step=3")).await;
    assert!(written, "{}", current_hash());
    let hash = current_hash();
    assert!(hash.starts_with("#/lab/cops-robber?graph=wheel&n=6&mode=eliminate&step=3"), "{hash}");
    // Dragging is not needed for a link: moved vertices are written as positions.
    lab.click(".graph-tools .tool:nth-child(3)");
    assert!(until(5, || lab.find(".graph-view.tool-edge").is_some()).await);
    click_svg(&lab, ".graph-view .vertex[data-v='1']");
    click_svg(&lab, ".graph-view .vertex[data-v='3']");
    assert!(until(3, || current_hash().contains("edges=")).await, "{}", current_hash());
    let hash = current_hash();
    assert!(hash.contains("vertices=6") && hash.contains("1-3") && hash.contains("pos="), "{hash}");
}

#[wasm_bindgen_test]
fn cgt_solve_takes_edges_as_pairs() {
    use cgt_playground::js_api;
    use js_sys::{Array, Object, Reflect};
    use wasm_bindgen::JsValue;

    let pair = |u: f64, v: f64| -> JsValue {
        [JsValue::from(u), JsValue::from(v)].iter().collect::<Array>().into()
    };
    let request = |vertices: JsValue, edges: JsValue| -> JsValue {
        let object = Object::new();
        Reflect::set(&object, &"game".into(), &"cops-robber".into()).expect("set");
        Reflect::set(&object, &"vertices".into(), &vertices).expect("set");
        Reflect::set(&object, &"edges".into(), &edges).expect("set");
        object.into()
    };
    let get =
        |object: &JsValue, name: &str| Reflect::get(object, &name.into()).expect("a property");
    // The house: a 4-cycle 0-1-2-3 with a roof 4 on the edge 0-1. The roof goes (by 0), then
    // the 4-cycle is left.
    let edges: Array = [
        pair(0.0, 1.0),
        pair(1.0, 2.0),
        pair(2.0, 3.0),
        pair(3.0, 0.0),
        pair(4.0, 0.0),
        pair(4.0, 1.0),
    ]
    .iter()
    .collect();
    let answer = js_api::solve(request(5.into(), edges.into())).expect("a valid request");
    assert_eq!(get(&answer, "copWin").as_bool(), Some(false));
    let elimination: Array = get(&answer, "elimination").unchecked_into();
    assert_eq!(elimination.length(), 1);
    assert_eq!(get(&elimination.get(0), "vertex").as_f64(), Some(4.0));
    assert_eq!(get(&elimination.get(0), "dominatedBy").as_f64(), Some(0.0));
    let remaining: Array = get(&answer, "remaining").unchecked_into();
    assert_eq!(remaining.length(), 4);
    // An empty edge list is a graph without edges; strings work too.
    let lone = js_api::solve(request(1.into(), Array::new().into())).expect("valid");
    assert_eq!(get(&lone, "copWin").as_bool(), Some(true));
    let typed = js_api::solve(request("3".into(), "0-1, 1-2".into())).expect("valid");
    assert_eq!(get(&typed, "copWin").as_bool(), Some(true));
    let message = |vertices: JsValue, edges: JsValue| -> String {
        let error = js_api::solve(request(vertices, edges)).expect_err("refused");
        js_sys::Error::from(error).message().into()
    };
    let triple: JsValue =
        [JsValue::from(0), JsValue::from(1), JsValue::from(2)].iter().collect::<Array>().into();
    let bad: Array = [triple].iter().collect();
    assert_eq!(
        message(3.into(), bad.into()),
        "edges: item 0 has 3 numbers; expected a pair such as [0, 1]"
    );
    let looped: Array = [pair(1.0, 1.0)].iter().collect();
    assert_eq!(
        message(3.into(), looped.into()),
        "edges: 1-1 is a loop; a vertex cannot be joined to itself here"
    );
    let negative: Array = [pair(0.0, -1.0)].iter().collect();
    assert_eq!(
        message(3.into(), negative.into()),
        "edges: '0--1' names a negative vertex; vertices are 0, 1, 2, …"
    );
    assert_eq!(
        message(2001.into(), Array::new().into()),
        "vertices: 2001 is above the limit of 2000"
    );
    let fraction: Array = [pair(0.0, 1.5)].iter().collect();
    assert_eq!(
        message(3.into(), fraction.into()),
        "edges: '1.5' in '0-1.5' is not a vertex number"
    );
}
