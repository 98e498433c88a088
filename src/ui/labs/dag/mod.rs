//! Lab "dag": a game on a directed acyclic graph, as in the lecture's mini-test. The lab finds
//! a topological order, shows it, and fills the Sprague-Grundy values in reverse order, each
//! vertex's mex explained. A cycle is named and drawn in red, since SG values need an acyclic
//! graph. The graph is typed as an edge list or edited by clicking on the drawing.

pub mod state;
pub mod view;

use yew::prelude::*;

use crate::ui::kit::frame::{Frame, lab_frame};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab};
use state::State;

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "dag",
    topic: Topic::SpragueGrundy,
    title: "Games on a DAG",
    summary: "A token moves along the edges of a directed acyclic graph: a topological order, then \
              SG values filled in reverse order, each vertex's mex explained. Type or click the graph; \
              cycles are found and shown.",
    console: r#"cgt.solve({game: "dag", vertices: 4, edges: [[0, 1], [0, 2], [1, 3]]})"#,
    render: |props| html! { <DagLab ..props /> },
    link: link_of::<State>,
};

/// The lab component.
#[component]
pub fn DagLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(LAB.slug, props);
    lab_frame(Frame {
        lab: &LAB,
        view: props.view,
        embed_title: Some(
            "A game on a directed graph: SG values in reverse topological order".into(),
        ),
        intro: "A token sits on a vertex; a move slides it along an edge (A → B: from state A one \
                can move to state B); the player who cannot move loses. Every impartial game is \
                such a graph. SG(v) is the mex of the values of v's successors, so successors \
                must be filled first: take a topological order (every edge goes forward in it) \
                and fill the values from its end.",
        form: view::form_view(&state.form, &on_action),
        notices: &state.notices,
        link: state.link(),
        body: match &state.solved.solution {
            Ok(solution) => view::solved_view(&state, solution, &on_action),
            Err(cycle) => view::cycle_view(&state, cycle, &on_action),
        },
    })
}
