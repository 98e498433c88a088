//! Lab "pursuit": cops and robbers on a directed graph with a schedule of movers, safe vertices
//! and thresholds (section 5.1 of the paper), solved by retrograde analysis with draws, and a
//! perfect play-out stepped move by move on the graph.

pub mod state;
mod view;

use yew::prelude::*;

use crate::ui::kit::controls::{Notices, actions, lab_footer};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::route::View;
use crate::ui::widgets::graph_input::graph_form;
use state::{Action, State};
use view::{GameView, GraphForView, form_view};

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "pursuit",
    topic: Topic::GraphGames,
    title: "Cops and robbers, general pursuit",
    summary: "Cops and robbers move by a schedule on a directed graph; robbers may reach safe \
              vertices. Every state solved by retrograde analysis with draws; a perfect play-out.",
    console: r#"cgt.solve({game: "pursuit", vertices: 3, edges: [[0, 1], [1, 2], [2, 0]], cops: [0], robbers: [2]})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <PursuitLab ..props /> }
}

/// The lab component.
#[component]
pub fn PursuitLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    let on_graph = actions(&dispatcher).reform(Action::Graph);
    html! {
        <section class={classes!("pursuit-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ LAB.title }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "Cops and robbers stand on the vertices of a directed graph and move one at a time \
                       along arcs, in the order of a repeating schedule (a loop lets its agent stay put). \
                       A robber is captured when a cop moves onto its vertex; with the default rule, also \
                       when it moves onto a cop (the paper's words, taken literally, are the \"cop moves\" \
                       rule). A robber that reaches one of its safe vertices cannot be captured any more. \
                       The cops win once B′ robbers are captured, the robbers once B″ are safe; a game \
                       that goes on forever is a draw. A mover with no move (captured, safe, or without \
                       an outgoing arc) passes. Every state is solved backwards from the finished ones." }
                </p>
                { graph_form(&state.graph, &on_graph, "pursuit-graph") }
                { form_view(&state.form, &dispatcher) }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            <p class="game-line">{ state.graph.describe() }</p>
            { match &state.request {
                Some(request) => html! { <GameView request={request.clone()} playback={state.playback}
                    graph={GraphForView::of(&state)} embed={state.embed} dispatcher={dispatcher.clone()} /> },
                None => html! { <p class="field-error no-game" role="alert">{
                    if state.form.errors.iter().any(|e| e.field == "game") { "Solving was cancelled: press Solve to start again." } else { "Fix the game's fields above to solve it." }
                }</p> },
            } }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}
