//! Lab "pursuit": cops and robbers on a directed graph with a schedule of movers, safe vertices
//! and thresholds (section 5.1 of the paper), solved by retrograde analysis with draws, and a
//! perfect play-out stepped move by move on the graph.

pub mod state;
mod view;

use yew::prelude::*;

use crate::ui::kit::prelude::*;
use state::{Action, State};
use view::{GameView, form_view};

#[component]
pub fn PursuitLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(props);
    let on_graph = on_action.reform(Action::Graph);
    let drawing = {
        let (graph, view, on_graph) = (state.graph.clone(), props.view, on_graph.clone());
        let label = "The graph with the cops and robbers";
        Callback::from(move |marks| graph_drawing(&graph, view, marks, label, &on_graph))
    };
    let game = match &state.request {
        Some(request) => html! {
            <GameView request={request.clone()} playback={state.playback} on_action={on_action.clone()} {drawing} />
        },
        None => {
            let why = match state.form.error("game") {
                Some(_) => "Solving was cancelled: press Solve to start again.",
                None => "Fix the game's fields above to solve it.",
            };
            html! { <p class="field-error no-game" role="alert">{ why }</p> }
        }
    };
    lab_frame(
        props,
        Frame {
            embed_title: None,
            form: html! {
                <>
                    { graph_form(&state.graph, &on_graph, "pursuit-graph") }
                    { form_view(&state.form, &on_action.reform(Action::Form)) }
                </>
            },
            notices: &state.notices,
            link: state.link(),
            body: html! { <>{ graph_line(&state.graph) }{ game }</> },
        },
    )
}
