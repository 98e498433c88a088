//! Lab "pursuit": cops and robbers on a directed graph with a schedule of movers, safe vertices
//! and thresholds (section 5.1 of the paper), solved by retrograde analysis with draws, and a
//! perfect play-out stepped move by move on the graph.

pub mod state;
mod view;

use yew::prelude::*;

use crate::ui::kit::frame::{Frame, lab_frame};
use crate::ui::kit::graph_lab::{graph_drawing, graph_line};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab};
use crate::ui::widgets::graph_input::graph_form;
use state::{Action, State};
use view::{GameView, form_view};

pub const LAB: Lab = Lab {
    slug: "pursuit",
    topic: Topic::GraphGames,
    title: "Cops and robbers, general pursuit",
    summary: "Cops and robbers move by a schedule on a directed graph; robbers may reach safe \
              vertices. Every state solved by retrograde analysis with draws; a perfect play-out.",
    console: r#"cgt.solve({game: "pursuit", vertices: 3, edges: [[0, 1], [1, 2], [2, 0]], cops: [0], robbers: [2]})"#,
    render: |props| html! { <PursuitLab ..props /> },
    link: link_of::<State>,
};

#[component]
pub fn PursuitLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(LAB.slug, props);
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
    lab_frame(Frame {
        lab: &LAB,
        view: props.view,
        embed_title: None,
        intro: "Cops and robbers stand on the vertices of a directed graph and move one at a time \
                along arcs, in the order of a repeating schedule (a loop lets its agent stay put). \
                A robber is captured when a cop moves onto its vertex; with the default rule, also \
                when it moves onto a cop (the paper's words, taken literally, are the \"cop moves\" \
                rule). A robber that reaches one of its safe vertices cannot be captured any more. \
                The cops win once B′ robbers are captured, the robbers once B″ are safe; a game \
                that goes on forever is a draw. A mover with no move (captured, safe, or without \
                an outgoing arc) passes. Every state is solved backwards from the finished ones.",
        form: html! {
            <>
                { graph_form(&state.graph, &on_graph, "pursuit-graph") }
                { form_view(&state.form, &on_action.reform(Action::Form)) }
            </>
        },
        notices: &state.notices,
        link: state.link(),
        body: html! { <>{ graph_line(&state.graph) }{ game }</> },
    })
}
