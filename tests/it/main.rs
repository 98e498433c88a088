//! Integration tests of the solvers, the request layer and the UI's pure logic.
//!
//! Solver tests also run on wasm32 (in Node) through `wasm_bindgen_test`, to catch 32-bit
//! `usize` differences; the tidy checks read the source tree and run natively only.

use std::rc::Rc;

use cgt_playground::api::Fields;
use cgt_playground::solve::stepwise::Stepwise;
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::route::View;

mod api;
mod awkward_text;
mod betting;
mod bounded_memory;
mod cops_robber;
mod dag;
mod division;
mod exercise;
mod export;
mod fuzz;
mod graph;
mod graph_requests;
mod hidden_evader;
mod kings;
mod lab_alpha_beta;
mod lab_betting;
mod lab_cops_robber;
mod lab_dag;
mod lab_division;
mod lab_hidden_evader;
mod lab_kings;
mod lab_nim;
mod lab_nim_table;
mod lab_octal;
mod lab_play;
mod lab_problem_set;
mod lab_pursuit;
mod lab_sg_table;
mod lab_state_graph;
mod lab_sums;
mod lab_take_away;
mod lab_treblecross;
mod lab_tree_path;
mod lab_wythoff;
mod mex;
mod nim;
mod octal;
mod octal_bound;
mod octal_worker;
mod oracle;
mod period;
mod play;
mod plots;
mod problem_set;
mod problem_set_api;
mod pursuit;
mod score_trees;
mod small_graphs;
mod state_graph;
mod state_graph_requests;
mod subtraction;
mod sums;
mod take_away;
mod tidy;
mod treblecross;
mod tree_jobs;
mod tree_path;
mod two_pile;
mod ui_logic;
mod wythoff;

/// A lab's state as `query` opens it on the page.
fn open_lab<S: LabState>(query: &str) -> S {
    S::from_link(&Fields::from_query(query), View::Page)
}

/// A lab's state after `action`, as its reducer makes it.
fn act<S: LabState + Clone>(state: S, action: S::Action) -> S {
    Rc::unwrap_or_clone(Rc::new(state).reduce(action))
}

/// Advances `job` by `work` units at a time until it is done, checking that its progress only
/// grows and stays within 0 to 1: how many slices it took, and the last progress seen before
/// the end.
fn advance_in_slices<J: Stepwise + ?Sized>(job: &mut J, work: u64) -> (usize, f64) {
    let (mut slices, mut progress) = (0, 0.0);
    while !job.advance(work) {
        let now = job.progress();
        assert!(now >= progress && now <= 1.0, "progress grows: {progress} then {now}");
        progress = now;
        slices += 1;
    }
    (slices, progress)
}

/// Marks a test to run natively and, on wasm32, under `wasm-bindgen-test-runner`.
macro_rules! both {
    ($(#[$meta:meta])* fn $name:ident() $body:block) => {
        $(#[$meta])*
        #[cfg_attr(not(target_arch = "wasm32"), test)]
        #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
        fn $name() $body
    };
}
pub(crate) use both;

/// Asserts that every example of a lab's form (label, link query), sent by `example(index)`,
/// opens a state whose link holds the example's fields.
fn assert_examples_open<S: LabState + Clone>(
    examples: &[(&str, &str)],
    example: impl Fn(usize) -> S::Action,
) {
    let state = open_lab::<S>("");
    for (index, &(label, query)) in examples.iter().enumerate() {
        let (link, fields) = (act(state.clone(), example(index)).link(), Fields::from_query(query));
        for name in fields.names() {
            assert_eq!(link.get(name), fields.get(name), "example {label}");
        }
    }
}
