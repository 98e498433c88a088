//! `cgt.solve` for the graph games of this crate in the browser: nested arrays in, plain
//! objects out, errors naming the field.

use cgt_playground::js_api;
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

fn request(pairs: &[(&str, JsValue)]) -> JsValue {
    let object = Object::new();
    for (name, value) in pairs {
        Reflect::set(&object, &(*name).into(), value).expect("set");
    }
    object.into()
}

/// `[[a, b], [c], ...]` as a JS array of arrays.
fn nested(groups: &[&[u32]]) -> JsValue {
    groups
        .iter()
        .map(|group| group.iter().map(|&v| JsValue::from(v)).collect::<Array>())
        .collect::<Array>()
        .into()
}

fn numbers(values: &[u32]) -> JsValue {
    values.iter().map(|&v| JsValue::from(v)).collect::<Array>().into()
}

fn get(object: &JsValue, name: &str) -> JsValue {
    Reflect::get(object, &name.into()).expect("a readable property")
}

fn list(value: &JsValue) -> Vec<f64> {
    value.unchecked_ref::<Array>().iter().filter_map(|item| item.as_f64()).collect()
}

fn message(request: JsValue) -> String {
    let error = js_api::solve(request).expect_err("refused");
    let error: js_sys::Error = error.dyn_into().expect("an Error");
    String::from(error.message())
}

#[wasm_bindgen_test]
fn tree_path_takes_edges_as_pairs() {
    let answer = js_api::solve(request(&[
        ("game", "tree-path".into()),
        ("vertices", 4.into()),
        ("edges", nested(&[&[0, 1], &[0, 2], &[0, 3]])),
    ]))
    .expect("a tree");
    assert_eq!(list(&get(&answer, "winningStarts")), vec![1.0, 2.0, 3.0]);
    assert_eq!(
        message(request(&[
            ("game", "tree-path".into()),
            ("vertices", 3.into()),
            ("edges", "0-1, 1-2, 2-0".into()),
        ])),
        "edges: not a tree: a tree on 3 vertices has 2 edges, this graph has 3"
    );
}

#[wasm_bindgen_test]
fn hidden_evader_answers_with_the_method_and_probes() {
    let answer = js_api::solve(request(&[
        ("game", "hidden-evader".into()),
        ("vertices", 5.into()),
        ("edges", nested(&[&[0, 1], &[1, 2], &[2, 3], &[3, 4]])),
    ]))
    .expect("a graph");
    assert_eq!(get(&answer, "searcherWins").as_bool(), Some(true));
    assert_eq!(get(&answer, "method").as_string().as_deref(), Some("exact-search"));
    assert_eq!(list(&get(&answer, "probes")), vec![1.0, 2.0, 3.0, 1.0, 2.0, 3.0]);
    let cycle = js_api::solve(request(&[
        ("game", "hidden-evader".into()),
        ("vertices", 4.into()),
        ("edges", nested(&[&[0, 1], &[1, 2], &[2, 3], &[3, 0]])),
    ]))
    .expect("a graph");
    assert_eq!(get(&cycle, "searcherWins").as_bool(), Some(false));
    assert!(get(&cycle, "probes").is_null());
    assert_eq!(
        message(request(&[
            ("game", "hidden-evader".into()),
            ("vertices", 3.into()),
            ("edges", nested(&[&[0, 3]])),
        ])),
        "edges: 0-3 names vertex 3, but the vertices are 0 to 2"
    );
}

#[wasm_bindgen_test]
fn pursuit_takes_safe_groups_and_answers_a_play() {
    let answer = js_api::solve(request(&[
        ("game", "pursuit".into()),
        ("vertices", 5.into()),
        ("edges", nested(&[&[0, 1], &[1, 2], &[2, 3], &[3, 4]])),
        ("directed", "no".into()),
        ("stay", "yes".into()),
        ("cops", numbers(&[0, 1])),
        ("robbers", numbers(&[2])),
        ("safe", nested(&[&[3, 4]])),
        ("schedule", "r0,c0,c1".into()),
    ]))
    .expect("a game");
    assert_eq!(get(&answer, "outcome").as_string().as_deref(), Some("robbers"));
    assert_eq!(get(&answer, "moves").as_f64(), Some(1.0));
    let play: Array = get(&answer, "play").unchecked_into();
    let first = play.get(0);
    assert_eq!(get(&first, "mover").as_string().as_deref(), Some("r0"));
    assert_eq!(get(&first, "to").as_f64(), Some(3.0));
    assert_eq!(get(&first, "safe").as_bool(), Some(true));
    // Two robbers, one without safe vertices.
    let answer = js_api::solve(request(&[
        ("game", "pursuit".into()),
        ("vertices", 3.into()),
        ("edges", nested(&[&[0, 1], &[1, 2], &[2, 0]])),
        ("cops", numbers(&[0])),
        ("robbers", numbers(&[1, 2])),
        ("safe", nested(&[&[], &[0]])),
    ]))
    .expect("a game");
    assert_eq!(get(&answer, "states").as_f64(), Some(3.0 * 3.0 * 25.0));
    assert_eq!(
        message(request(&[
            ("game", "pursuit".into()),
            ("vertices", 3.into()),
            ("edges", nested(&[&[0, 1]])),
            ("cops", numbers(&[0])),
            ("robbers", numbers(&[1])),
            ("safe", nested(&[&[1], &[2]])),
        ])),
        "safe: 2 groups for 1 robber; give one group of safe vertices per robber, separated by \
         commas, a group's vertices separated by spaces (e.g. 3,4 5)"
    );
}
