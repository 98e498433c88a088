//! Lab "hidden-evader": can a searcher who probes one vertex per step always find an evader that
//! must move to a neighbour every step (section 7 of the paper)? The paper's recognition of
//! extended caterpillars stepped, then the exact search's probes (up to 20 vertices).

pub mod state;
mod view;

use yew::prelude::*;

use crate::solve::hidden_evader::MAX_EXACT_VERTICES;
use crate::ui::kit::controls::{Notices, actions, lab_footer};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::kit::task::{Sliced, use_sliced};
use crate::ui::kit::timeline::{Stepped, Timeline};
use crate::ui::route::View;
use crate::ui::widgets::graph_input::graph_form;
use state::{Action, State, Steps, search_work, start_search};
use view::Search;

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "hidden-evader",
    topic: Topic::GraphGames,
    title: "The hidden evader",
    summary: "Probe one vertex per step; the unseen evader must move every step. Extended \
              caterpillars recognised as in the paper, and the searcher's strategy found exactly.",
    console: r#"cgt.solve({game: "hidden-evader", vertices: 5, edges: [[0, 1], [1, 2], [2, 3], [3, 4]]})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <HiddenEvaderLab ..props /> }
}

/// Searches costing at most this many units (sets times probes) run at once.
const SYNC_WORK: u64 = 300_000;

/// The lab component.
#[component]
pub fn HiddenEvaderLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let n = state.graph.graph.vertex_count();
    let exact = state.exact();
    let search = use_sliced(
        state.search_key(),
        if exact { search_work(n) } else { 0 },
        SYNC_WORK,
        start_search,
    );
    let search = match (exact, search) {
        (false, _) if n > MAX_EXACT_VERTICES => Search::TooLarge,
        (false, _) => Search::Cancelled,
        (true, Sliced::Ready(result)) => Search::Done(result),
        (true, Sliced::Pending(progress)) => Search::Running(progress),
    };
    let result = match &search {
        Search::Done(result) => Some(result.clone()),
        _ => None,
    };
    let steps = Steps { recognition: state.recognition.clone(), result };
    let last = steps.last();
    let playback = state.playback.on_timeline(last);
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    let on_graph = actions(&dispatcher).reform(Action::Graph);
    let on_action = actions(&dispatcher).reform(move |action| Action::Step(action, last));
    let label = {
        let steps = steps.clone();
        Callback::from(move |k: u32| steps.label(k))
    };
    let step = playback.position();
    html! {
        <section class={classes!("hidden-evader-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ LAB.title }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "An evader hides on a vertex of a graph. Each step, the searcher probes one vertex \
                       (and finds the evader if it is there); then the evader, unseen, must move to a \
                       neighbouring vertex. Does some sequence of probes find the evader wherever it \
                       starts and however it moves? An evader on an isolated vertex cannot move and \
                       stays there. The paper states that the searcher wins exactly when every \
                       connected component is an extended caterpillar: a tree whose vertices that are \
                       neither leaves nor leaf-neighbours (vertices with one neighbour that is not a \
                       leaf) form a path." }
                </p>
                { graph_form(&state.graph, &on_graph, "hidden-evader-graph") }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            <p class="game-line">{ state.graph.describe() }</p>
            { view::verdict_view(&state.recognition, &search, &dispatcher) }
            <Stepped {playback} {label} {on_action} />
            <div class="explanation" aria-live="polite"><p class="sentence">{ steps.sentence(step) }</p></div>
            { view::drawing(&state, view::marks(&steps, step), &dispatcher) }
            { view::legend() }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}
