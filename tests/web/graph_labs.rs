//! The tree-path, hidden-evader and pursuit labs in the browser: URL to view, steps, verdicts,
//! clicks on the drawing, and bad input.

use cgt_playground::ui::route::View;
use cgt_playground::ui::url::current_hash;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::{MouseEvent, MouseEventInit};

use crate::{FirstProgress, Mounted, drawn_edges, press, until};

/// Whether vertex `v` of the drawing has `class`.
fn vertex_has(lab: &Mounted, v: u32, class: &str) -> bool {
    lab.find(&format!(".graph-view .vertex[data-v='{v}']"))
        .and_then(|vertex| vertex.get_attribute("class"))
        .is_some_and(|classes| classes.split_whitespace().any(|name| name == class))
}

/// The vertices of the drawing with `class`, ascending.
fn vertices_with(lab: &Mounted, class: &str) -> Vec<u32> {
    lab.all(&format!(".graph-view .vertex.{class}"))
        .iter()
        .filter_map(|vertex| vertex.get_attribute("data-v")?.parse().ok())
        .collect()
}

/// Clicks vertex `v` of the drawing (an SVG group, so by a dispatched event).
fn click_vertex(lab: &Mounted, v: u32) {
    let vertex =
        lab.find(&format!(".graph-view .vertex[data-v='{v}']")).expect("the vertex is drawn");
    let init = MouseEventInit::new();
    init.set_bubbles(true);
    let event = MouseEvent::new_with_mouse_event_init_dict("click", &init).expect("event");
    vertex.unchecked_ref::<web_sys::EventTarget>().dispatch_event(&event).expect("dispatch");
}

const STAR: &str = "vertices=4&edges=0-1,0-2,0-3";

#[wasm_bindgen_test]
async fn tree_path_steps_through_both_passes_to_the_winning_starts() {
    let lab =
        Mounted::lab_with("tree-path", &format!("{STAR}&step=0"), View::Page, ".tree-path-values")
            .await;
    assert!(lab.text(".explanation").contains("The tree rooted at 0"));
    // Bottom-up from the root 0: the leaves 3, 2, 1 first (reverse preorder), then 0.
    press("ArrowRight");
    assert!(until(5, || lab.text(".explanation").starts_with("3 is a leaf")).await);
    // The drawing is its own component and may render a frame after the explanation.
    assert!(until(5, || vertex_has(&lab, 3, "focus") && vertex_has(&lab, 3, "tp-win")).await);
    press("End");
    assert!(until(5, || lab.find(".tree-path-verdict").is_some()).await);
    assert_eq!(lab.text(".tree-path-verdict"), "Done: A wins by starting at 1, 2, 3 (green).");
    assert_eq!(vertices_with(&lab, "tp-win"), vec![1, 2, 3]);
    assert_eq!(vertices_with(&lab, "tp-lose"), vec![0]);
    // The last step of pass 2 re-roots at leaf 3.
    let sentence = lab.text(".explanation .sentence");
    assert!(sentence.contains("ntrwin'(0, 3) = ntrwin(0) − [win(3)] = 3 − 1 = 2"), "{sentence}");
    assert_eq!(lab.text(".tree-path-values tr.current td"), "3");
}

#[wasm_bindgen_test]
async fn tree_path_against_the_computer_by_clicking_vertices() {
    let lab = Mounted::lab_with(
        "tree-path",
        "vertices=3&edges=0-1,1-2&mode=play&first=you",
        View::Page,
        ".status",
    )
    .await;
    assert!(lab.text(".status").contains("You are A"));
    // From an end A wins: B must mark the middle, A the other end.
    click_vertex(&lab, 0);
    assert!(until(5, || vertex_has(&lab, 1, "trail")).await, "the computer marks 1");
    assert!(until(5, || vertex_has(&lab, 2, "option")).await);
    click_vertex(&lab, 2);
    assert!(until(5, || lab.text(".status").contains("you win")).await);
}

#[wasm_bindgen_test]
async fn tree_path_hint_says_when_no_choice_wins() {
    // On the path 0-1-2 the computer (A) starts at an end; B's only choice, the middle, loses.
    let query = "vertices=3&edges=0-1,1-2&mode=play&first=computer&hint=on";
    let lab = Mounted::lab_with("tree-path", query, View::Page, ".status").await;
    assert!(
        until(5, || lab.text(".status").contains("You are B")).await,
        "{}",
        lab.text(".status")
    );
    let details = lab.all(".detail").iter().filter_map(|p| p.text_content()).collect::<Vec<_>>();
    assert!(details.iter().any(|text| text.starts_with("No choice wins here")), "{details:?}");
    // The new-game buttons name the player the student becomes, as the status does.
    assert_eq!(lab.text(".new-game"), "New game: you are A");
    assert_eq!(lab.text(".new-game-computer"), "New game: you are B");
}

#[wasm_bindgen_test]
async fn tree_path_names_a_graph_that_is_not_a_tree() {
    let lab =
        Mounted::lab_with("tree-path", "vertices=3&edges=0-1,1-2,2-0", View::Page, ".not-a-tree")
            .await;
    assert!(
        lab.text(".not-a-tree")
            .contains("not a tree: a tree on 3 vertices has 2 edges, this graph has 3")
    );
    let lab = Mounted::lab_with(
        "tree-path",
        &format!("{STAR}&root=9&step=x&mode=dance"),
        View::Page,
        ".notice",
    )
    .await;
    let notice = lab.text(".notice");
    assert!(notice.contains("root: 9 is above the limit of 3"), "{notice}");
    assert!(notice.contains("step: 'x' is not a whole number"), "{notice}");
    assert!(notice.contains("mode: 'dance' is not one of passes, play"), "{notice}");
}

#[wasm_bindgen_test]
async fn hidden_evader_shows_the_recognition_then_the_probes() {
    let path = "vertices=5&edges=0-1,1-2,2-3,3-4";
    let lab = Mounted::lab_with(
        "hidden-evader",
        &format!("{path}&step=3"),
        View::Page,
        ".evader-verdict",
    )
    .await;
    assert!(
        lab.text(".evader-verdict").contains("The searcher wins: 6 probes always find the evader")
    );
    assert!(lab.text(".evader-verdict").contains("The paper agrees"));
    assert_eq!(vertices_with(&lab, "he-leaf"), vec![0, 4]);
    assert_eq!(vertices_with(&lab, "he-leaf-neighbour"), vec![1, 3]);
    assert_eq!(vertices_with(&lab, "he-central"), vec![2]);
    press("ArrowRight");
    assert!(until(5, || vertices_with(&lab, "he-possible") == vec![0, 1, 2, 3, 4]).await);
    assert!(vertex_has(&lab, 1, "focus"), "the first probe is at 1");
    press("End");
    assert!(until(5, || lab.text(".explanation").starts_with("Found: after 6 probes")).await);
}

#[wasm_bindgen_test]
async fn hidden_evader_escapes_on_a_cycle_and_large_graphs_use_the_characterisation() {
    let lab =
        Mounted::lab_with("hidden-evader", "graph=cycle&n=6&step=3", View::Page, ".evader-verdict")
            .await;
    assert!(lab.text(".evader-verdict").contains("The evader escapes"));
    assert!(lab.text(".explanation").contains("is not a tree: it has the cycle"));
    assert_eq!(drawn_edges(&lab.all(".graph-view .edge.core")).len(), 6);
    let lab =
        Mounted::lab_with("hidden-evader", "graph=path&n=30", View::Page, ".evader-verdict").await;
    assert!(lab.text(".evader-verdict").contains("by the paper's characterisation"));
}

#[wasm_bindgen_test]
async fn hidden_evader_searches_a_larger_graph_in_slices_and_can_cancel() {
    // A 4 x 5 grid: up to 2^20 sets of positions, searched in slices; the evader escapes, so
    // the search explores every set it reaches. It takes a few slices only, so Cancel is
    // clicked the moment the progress panel is drawn, before the next slice can run.
    let grid = "graph=grid&rows=4&cols=5";
    let progress = FirstProgress::watch(true);
    let lab = Mounted::lab_with("hidden-evader", grid, View::Page, ".search-again").await;
    let text = progress.text().unwrap_or_default();
    assert!(text.contains("Searching the sets of possible evader positions"), "{text}");
    let verdict = lab.text(".evader-verdict");
    assert!(verdict.contains("The evader escapes, by the paper's characterisation"), "{verdict}");
    assert!(lab.find(".computing").is_none());
    lab.click(".search-again");
    let searching = || {
        lab.find(".computing").is_some() || lab.text(".evader-verdict").contains("(exact search)")
    };
    assert!(until(5, searching).await, "searching again");
}

const TRIANGLE: &str = "vertices=3&edges=0-1,1-2,2-0&directed=yes&stay=no&cops=0&robbers=2&schedule=c0,r0&safe=&captures=1&escapes=1&capture=meet";

#[wasm_bindgen_test]
async fn pursuit_solves_and_plays_out_a_draw_round_a_triangle() {
    let lab =
        Mounted::lab_with("pursuit", &format!("{TRIANGLE}&step=0"), View::Page, ".pursuit-summary")
            .await;
    assert!(lab.text(".pursuit-summary").contains("a draw: the game goes on forever"));
    assert!(lab.text(".pursuit-summary").contains("K n^A (n + 2)^B = 2 × 3^1 × 5^1 = 30"));
    assert!(vertex_has(&lab, 0, "cop") && vertex_has(&lab, 2, "robber"));
    press("ArrowRight");
    assert!(until(5, || vertex_has(&lab, 1, "cop")).await, "the cop steps round");
    press("End");
    assert!(until(5, || lab.text(".explanation").contains("already occurred after move 0")).await);
}

#[wasm_bindgen_test]
async fn pursuit_default_game_and_a_form_mistake() {
    let lab = Mounted::lab_with("pursuit", "", View::Page, ".pursuit-summary").await;
    assert!(lab.text(".pursuit-summary").contains("the cops win in 8 moves"));
    press("End");
    assert!(
        until(5, || lab.text(".explanation").contains("The cops have captured enough robbers"))
            .await
    );
    lab.type_into("#pursuit-cops", "0,99");
    lab.click(".pursuit-form button[type=submit]");
    assert!(
        until(5, || lab
            .text(".pursuit-form")
            .contains("vertex 99 is out of range; the vertices are 0 to 11"))
        .await
    );
    lab.type_into("#pursuit-cops", "0,1,2,3");
    lab.type_into("#pursuit-robbers", "4,5,6,7");
    lab.click(".pursuit-form button[type=submit]");
    assert!(until(5, || lab.text(".pursuit-form").contains("1 group for 4 robbers")).await);
    lab.type_into("#pursuit-safe", "11,,,");
    lab.click(".pursuit-form button[type=submit]");
    assert!(until(5, || lab.text(".pursuit-form").contains("at most 1000000 can be solved")).await);
}

#[wasm_bindgen_test]
async fn pursuit_solves_a_large_game_in_slices_and_can_cancel() {
    // Two cops and two robbers on a 3 x 3 grid, four movers: 39,204 states, above the 20,000
    // solved at once.
    let big = "graph=grid&rows=3&cols=3&cops=0,8&robbers=2,6&schedule=c0,c1,r0,r1&safe=4,4&captures=2&escapes=1&stay=yes&directed=no&capture=meet";
    let lab = Mounted::lab_with("pursuit", big, View::Page, ".computing").await;
    assert!(lab.text(".computing").contains("Solving 39204 states"));
    lab.click(".computing button.cancel");
    assert!(until(5, || lab.find(".no-game").is_some()).await);
    assert!(lab.text(".no-game").contains("Solving was cancelled"));
    lab.click(".pursuit-form button[type=submit]");
    assert!(until(5, || lab.find(".computing").is_some()).await, "solving again");
    assert!(until(30, || lab.find(".pursuit-summary").is_some()).await, "done in slices");
    assert!(lab.text(".pursuit-summary").contains("Perfect play from the start:"));
}

#[wasm_bindgen_test]
async fn a_step_past_the_end_is_put_on_the_last_step_once_the_search_is_done() {
    // The tree's recognition and the searcher's probes make 12 steps; the link asks for 999.
    let tree = "graph=tree&n=9&seed=2";
    let lab = Mounted::lab_with(
        "hidden-evader",
        &format!("{tree}&step=999"),
        View::Page,
        ".evader-verdict",
    )
    .await;
    let on_last = until(5, || current_hash().contains("step=12")).await;
    assert!(on_last, "{}", current_hash());
    assert!(lab.text(".stepper").contains("12"), "{}", lab.text(".stepper"));
}

#[wasm_bindgen_test]
async fn pursuit_puts_a_step_past_the_play_out_on_its_last_move_and_says_so() {
    let query = format!("{TRIANGLE}&step=999");
    let lab = Mounted::lab_with("pursuit", &query, View::Page, ".pursuit-summary").await;
    let moved = until(5, || !current_hash().contains("step=999")).await;
    assert!(moved, "{}", current_hash());
    let count = lab.text(".step-count");
    let words: Vec<&str> = count.split_whitespace().collect();
    assert!(words.len() == 4 && words[1] == words[3], "the last step: {count}");
    let last = words[3];
    let said = format!("The link's step 999 is past the last, {last}: showing step {last}.");
    assert!(until(5, || lab.find(".notice").is_some()).await, "a notice");
    assert_eq!(lab.text(".notice li"), said);
}
