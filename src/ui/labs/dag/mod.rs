//! Lab "dag": a game on a directed acyclic graph, as in the lecture's mini-test. The lab finds
//! a topological order, shows it, and fills the Sprague-Grundy values in reverse order, each
//! vertex's mex explained. A cycle is named and drawn in red, since SG values need an acyclic
//! graph. The graph is typed as an edge list or edited by clicking on the drawing.

pub mod state;
pub mod view;

use yew::prelude::*;

use crate::ui::kit::controls::{Notices, actions, lab_footer};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::route::View;
use state::{Action, State};

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "dag",
    topic: Topic::SpragueGrundy,
    title: "Games on a DAG",
    summary: "A token moves along the edges of a directed acyclic graph: a topological order, then \
              SG values filled in reverse order, each vertex's mex explained. Type or click the graph; \
              cycles are found and shown.",
    console: r#"cgt.solve({game: "dag", vertices: 4, edges: [[0, 1], [0, 2], [1, 3]]})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <DagLab ..props /> }
}

/// The lab component.
#[component]
pub fn DagLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    let solved = &state.solved;
    html! {
        <section class={classes!("dag-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ "A game on a directed graph: SG values in reverse topological order" }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "A token sits on a vertex; a move slides it along an edge (A → B: from state A one can \
                       move to state B); the player who cannot move loses. Every impartial game is such a \
                       graph. SG(v) is the mex of the values of v's successors, so successors must be \
                       filled first: take a topological order (every edge goes forward in it) and fill \
                       the values from its end." }
                </p>
                { view::form_view(&state.form, &dispatcher) }
            }
            <Notices notices={state.notices.clone()}
                on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            { match &solved.solution {
                Ok(solution) => view::solved_view(&state, solution, &dispatcher),
                Err(cycle) => view::cycle_view(&state, cycle, &dispatcher),
            } }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}
