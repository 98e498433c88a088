//! The dag lab in the browser: the order, the values filled in reverse, cycles drawn in red,
//! editing by clicking on the drawing, bad input; and `cgt.solve` for graphs.

use cgt_playground::js_api;
use cgt_playground::ui::route::View;
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::{Event, EventInit};

use crate::{Mounted, press, texts, until};

async fn lab(query: &str) -> Mounted {
    Mounted::lab_with("dag", query, View::Page, ".dag-view").await
}

/// Clicks an SVG element (not an HTML element, so `click()` is not available).
fn click_svg(lab: &Mounted, selector: &str) {
    let element = lab.find(selector).unwrap_or_else(|| panic!("no element matches {selector}"));
    let init = EventInit::new();
    init.set_bubbles(true);
    let event = Event::new_with_event_init_dict("click", &init).expect("event");
    element.dispatch_event(&event).expect("dispatch");
}

fn vertices_with(lab: &Mounted, class: &str) -> Vec<String> {
    lab.all(&format!(".dag-view .vertex{class}"))
        .iter()
        .filter_map(|vertex| vertex.get_attribute("data-vertex"))
        .collect()
}

fn edges_with(lab: &Mounted, class: &str) -> Vec<String> {
    lab.all(&format!(".dag-view .edge{class}"))
        .iter()
        .filter_map(|edge| edge.get_attribute("data-edge"))
        .collect()
}

#[wasm_bindgen_test]
async fn the_order_is_shown_and_values_fill_from_its_end() {
    let lab = lab("step=4").await;
    assert!(
        lab.text(".topological-order").starts_with("Topological order: 8, 0, 1, 2, 3, 4, 5, 6, 7.")
    );
    assert_eq!(lab.text(".explanation .sentence"), "SG(3) = mex{SG(6), SG(7)} = mex{1, 0} = 2");
    assert_eq!(vertices_with(&lab, ".current"), ["3"]);
    assert_eq!(vertices_with(&lab, ".option"), ["6", "7"]);
    assert_eq!(vertices_with(&lab, ".filled"), ["3", "4", "5", "6", "7"]);
    assert_eq!(edges_with(&lab, ".option-edge"), ["3-6", "3-7"]);
    assert_eq!(texts(&lab, ".order-chips .chip.filled .chip-value"), ["2", "1", "1", "1", "0"]);
    press("End");
    assert!(until(5, || lab.find(".period-panel .p-rule").is_some()).await);
    assert!(lab.text(".period-panel .p-rule").starts_with("P-positions (SG 0): 1, 2, 7."));
    assert_eq!(
        lab.text(".explanation .sentence"),
        "SG(8) = mex{SG(0), SG(1), SG(3)} = mex{1, 0, 2} = 3"
    );
    press("Home");
    assert!(until(5, || lab.text(".explanation .sentence") == "SG(7) = mex{} = 0").await);
    assert!(lab.text(".explanation .detail").contains("no outgoing edge"));
}

#[wasm_bindgen_test]
async fn clicking_a_filled_vertex_explains_it() {
    let lab = lab("step=8").await;
    click_svg(&lab, ".dag-view .vertex[data-vertex='1']");
    assert!(until(5, || vertices_with(&lab, ".current") == ["1"]).await);
    assert_eq!(lab.text(".explanation .sentence"), "SG(1) = mex{SG(4), SG(5)} = mex{1, 1} = 0");
    assert!(lab.text(".explanation .verdict").contains("1 is a P-position"));
}

#[wasm_bindgen_test]
async fn a_cycle_is_named_and_drawn_in_red_and_an_edit_removes_it() {
    let lab = lab("vertices=5&edges=0-1,1-2,2-3,3-1,2-4").await;
    assert!(lab.text(".cycle-report").contains("The graph has a cycle 1 > 2 > 3 > 1"));
    assert_eq!(edges_with(&lab, ".cycle"), ["1-2", "2-3", "3-1"]);
    assert_eq!(vertices_with(&lab, ".in-cycle"), ["1", "2", "3"]);
    assert!(lab.find(".stepper").is_none(), "nothing to step through");
    lab.click(".dag-tools .tool:nth-of-type(2)");
    assert!(until(5, || lab.text(".tool-hint").contains("start an edge")).await);
    click_svg(&lab, ".dag-view .vertex[data-vertex='3']");
    assert!(until(5, || vertices_with(&lab, ".picked") == ["3"]).await);
    click_svg(&lab, ".dag-view .vertex[data-vertex='1']");
    assert!(until(5, || lab.find(".cycle-report").is_none()).await, "3>1 removed");
    // The field is a child component: it may update a moment after the drawing.
    let edges = "0>1, 1>2, 2>3, 2>4";
    assert!(
        until(5, || lab.input_value("#dag-edges") == edges).await,
        "{}",
        lab.input_value("#dag-edges")
    );
    assert!(lab.text(".topological-order").starts_with("Topological order: 0, 1, 2, 3, 4."));
    // Adding an edge back, and a vertex.
    click_svg(&lab, ".dag-view .vertex[data-vertex='4']");
    click_svg(&lab, ".dag-view .vertex[data-vertex='0']");
    assert!(until(5, || lab.find(".cycle-report").is_some()).await, "4>0 closes a cycle");
    assert!(lab.text(".cycle-report").contains("0 > 1 > 2 > 4 > 0"));
    lab.click(".add-vertex");
    assert!(until(5, || lab.all(".dag-view .vertex").len() == 6).await);
    assert!(until(5, || lab.input_value("#dag-vertices") == "6").await);
}

#[wasm_bindgen_test]
async fn self_loops_duplicates_and_missing_vertices_are_named() {
    let lab = lab("").await;
    lab.type_into("#dag-vertices", "3");
    lab.type_into("#dag-edges", "0>1, 1>1");
    lab.click(".lab-form button[type=submit]");
    assert!(until(5, || lab.find(".cycle-report").is_some()).await);
    assert!(lab.text(".cycle-report").contains("1>1 is a self-loop"));
    assert_eq!(edges_with(&lab, ".cycle"), ["1-1"]);
    lab.type_into("#dag-edges", "0>1, 0>1");
    lab.click(".lab-form button[type=submit]");
    assert!(
        until(5, || lab.text("#dag-edges-error") == "0>1 is listed twice; list each edge once")
            .await
    );
    lab.type_into("#dag-edges", "0>1, 2>5");
    lab.click(".lab-form button[type=submit]");
    assert!(
        until(5, || lab.text("#dag-edges-error")
            == "edge 2 (2>5) names vertex 5, but the vertices are 0 to 2")
        .await
    );
    lab.type_into("#dag-edges", "0>");
    assert!(
        until(5, || lab.text("#dag-edges-error").contains("'0>' is not an edge")).await,
        "checked as typed"
    );
}

#[wasm_bindgen_test]
async fn bad_links_get_notices_and_the_default_graph() {
    let lab = lab("vertices=99&edges=0-1&step=x&tool=paint").await;
    let notice = lab.text(".notice");
    assert!(notice.contains("vertices: 99 is above the limit of 30"), "{notice}");
    assert!(notice.contains("step: 'x' is not a whole number"), "{notice}");
    assert!(notice.contains("tool: 'paint' is not one of explain, edit"), "{notice}");
    assert_eq!(lab.all(".dag-view .vertex").len(), 9, "the default graph");
}

fn pairs(list: &[(u32, u32)]) -> JsValue {
    list.iter()
        .map(|&(a, b)| -> JsValue {
            [a, b].iter().map(|&v| JsValue::from(v)).collect::<Array>().into()
        })
        .collect::<Array>()
        .into()
}

fn request(pairs: &[(&str, JsValue)]) -> JsValue {
    let object = Object::new();
    for (name, value) in pairs {
        Reflect::set(&object, &(*name).into(), value).expect("set");
    }
    object.into()
}

fn numbers(value: &JsValue, name: &str) -> Vec<f64> {
    let array: Array = Reflect::get(value, &name.into()).expect("a property").into();
    array.iter().filter_map(|v| v.as_f64()).collect()
}

#[wasm_bindgen_test]
fn cgt_solve_takes_edges_as_pairs_and_names_cycles() {
    let answer = js_api::solve(request(&[
        ("game", "dag".into()),
        ("vertices", 4.into()),
        ("edges", pairs(&[(0, 1), (0, 2), (1, 3)])),
    ]))
    .expect("valid");
    assert_eq!(numbers(&answer, "grundy"), [2.0, 1.0, 0.0, 0.0]);
    assert_eq!(numbers(&answer, "order"), [0.0, 1.0, 2.0, 3.0]);
    let error = js_api::solve(request(&[
        ("game", "dag".into()),
        ("vertices", 3.into()),
        ("edges", pairs(&[(0, 1), (1, 2), (2, 0)])),
    ]))
    .expect_err("a cycle");
    let message = String::from(js_sys::Error::from(error).message());
    assert!(message.starts_with("edges: the graph has a cycle 0 > 1 > 2 > 0"), "{message}");
    let error = js_api::solve(request(&[
        ("game", "dag".into()),
        ("vertices", 3.into()),
        ("edges", Array::of1(&Object::new()).into()),
    ]))
    .expect_err("not a pair");
    let message = String::from(js_sys::Error::from(error).message());
    assert_eq!(message, "edges: item 0 is an object; expected a number");
}

#[wasm_bindgen_test]
async fn at_the_vertex_limit_adding_is_disabled_and_said_why() {
    let full = lab("vertices=30&edges=0-1").await;
    assert!(full.find(".add-vertex").expect("the add button").has_attribute("disabled"));
    assert!(
        texts(&full, ".tool-hint")
            .iter()
            .any(|hint| hint == "No vertex can be added: a graph here has at most 30.")
    );
    let room = lab("vertices=29&edges=0-1").await;
    assert!(!room.find(".add-vertex").expect("the add button").has_attribute("disabled"));
    assert_eq!(texts(&room, ".tool-hint").len(), 1, "no limit message below the limit");
}
