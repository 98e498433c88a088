//! Lab "dag": a game on a directed acyclic graph, as in the lecture's mini-test. The lab finds
//! a topological order, shows it, and fills the Sprague-Grundy values in reverse order, each
//! vertex's mex explained. A cycle is named and drawn in red, since SG values need an acyclic
//! graph. The graph is typed as an edge list or edited by clicking on the drawing.

pub mod state;
pub mod view;

use yew::prelude::*;

use crate::ui::kit::prelude::*;
use state::State;

/// The lab component.
#[component]
pub fn DagLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(props);
    lab_frame(
        props,
        Frame {
            embed_title: Some(
                "A game on a directed graph: SG values in reverse topological order".into(),
            ),
            form: view::form_view(&state.form, &on_action),
            notices: &state.notices,
            link: state.link(),
            body: match &state.solved.solution {
                Ok(solution) => view::solved_view(&state, solution, &on_action),
                Err(cycle) => view::cycle_view(&state, cycle, &on_action),
            },
        },
    )
}
