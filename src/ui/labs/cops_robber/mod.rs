//! Lab "cops-robber": one cop and one robber on a graph (the paper's section 5.2).
//!
//! Dominated-vertex elimination stepped pair by pair (the dominated vertex Y and its dominator
//! X highlighted, then Y removed), the paper's naive check and its NVC/NV counters side by side
//! with their counts, the verdict; the cop's winning strategy replayed against the longest-
//! lasting robber; and games against the computer on either side.

pub mod state;
mod view;

use yew::prelude::*;

use crate::solve::cops_robber::AnalysisJob;
use crate::solve::graph::Graph;
use crate::ui::kit::prelude::*;
use crate::ui::kit::task::use_keyed_job;

use state::*;
use view::*;

/// What a sliced analysis starts from.
#[derive(Clone, Debug, PartialEq)]
enum Source {
    /// A graph already built.
    Graph(Shared<Graph>),
    /// A family's graph, to build first.
    Preset(Preset),
}

/// The analysis a sliced job starts: the graph's, or the family's built first.
fn analysis_job((_, source): &(u64, Source)) -> Box<AnalysisJob> {
    Box::new(match source {
        Source::Graph(graph) => AnalysisJob::new(graph.0.clone()),
        Source::Preset(preset) => AnalysisJob::from_preset(*preset),
    })
}

/// The lab component.
#[component]
pub fn CopsRobberLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(props);
    let source = match state.graph.pending {
        Some(preset) => Source::Preset(preset),
        None => Source::Graph(Shared(state.graph.graph.clone())),
    };
    let dispatcher = state.dispatcher();
    use_keyed_job(
        state.pending.map(|pending| (pending.id, source)),
        analysis_job,
        actions(&dispatcher).reform(|((id, _), progress)| Action::Progress(id, progress)),
        actions(&dispatcher).reform(|((id, _), analysis)| Action::Finished(id, Rc::new(analysis))),
    );
    let shown = state.mode == Mode::Play && state.pending.is_none();
    use_reply(&state.play, shown, actions(&dispatcher).reform(Action::Play));
    let on_graph = actions(&dispatcher).reform(Action::Graph);
    let editable = (props.view == View::Page).then_some(&on_graph);
    let body = html! {
        <>
            if let Some(pending) = state.pending {
                { progress_panel(
                    format!("Looking for dominated vertices… {}", state.graph.describe()),
                    pending.progress,
                    Some(actions(&dispatcher).reform(|_: MouseEvent| Action::Cancel)),
                    Html::default(),
                ) }
            }
            if let (None, Some(solved)) = (state.pending, &state.solved) {
                { verdict_line(solved, state.mode == Mode::Eliminate && state.steps.holds_back()) }
                { mode_tabs(state.mode, TABS, actions(&dispatcher).reform(Action::Mode)) }
                { match state.mode {
                    Mode::Eliminate => elimination_view(&state, solved, &dispatcher, editable),
                    Mode::Replay => replay_view(&state, solved, &dispatcher),
                    Mode::Play => play_view(&state, solved, &dispatcher),
                } }
            }
        </>
    };
    lab_frame(
        props,
        Frame {
            embed_title: Some("Cop and robber: dominated-vertex elimination".into()),
            form: graph_form(&state.graph, &on_graph, "cr"),
            notices: &state.notices,
            link: state.link(),
            body,
        },
    )
}
