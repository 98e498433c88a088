//! Lab "hidden-evader": can a searcher who probes one vertex per step always find an evader that
//! must move to a neighbour every step (section 7 of the paper)? The paper's recognition of
//! extended caterpillars stepped, then the exact search's probes (up to 20 vertices).

pub mod state;
mod view;

use yew::prelude::*;

use crate::solve::graph_presets::PresetJob;
use crate::solve::hidden_evader::MAX_EXACT_VERTICES;
use crate::ui::kit::graph_lab::{stepped_drawing_on, use_step_on_timeline};
use crate::ui::kit::prelude::*;
use crate::ui::kit::task::use_keyed_job;
use state::{Action, State, Steps, search_work, start_search};
use view::Search;

/// Searches costing at most this many units (sets times probes) run at once.
const SYNC_WORK: u64 = 300_000;

/// Builds a large family's graph in slices.
fn build_job(preset: &Preset) -> Box<PresetJob> {
    Box::new(PresetJob::new(*preset))
}

#[component]
pub fn HiddenEvaderLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(props);
    use_keyed_job(
        state.graph.pending,
        build_job,
        on_action.reform(|(_, building)| Action::Building(building)),
        on_action.reform(|(preset, graph)| Action::Built(preset, Rc::new(graph))),
    );
    let n = state.graph.graph.vertex_count();
    let exact = state.exact();
    let work = if exact { search_work(n) } else { 0 };
    let search = match (exact, use_sliced(state.search_key(), work, SYNC_WORK, start_search)) {
        (false, _) if n > MAX_EXACT_VERTICES => Search::TooLarge,
        (false, _) => Search::Cancelled,
        (true, Sliced::Ready(result)) => Search::Done(result),
        (true, Sliced::Pending(progress)) => Search::Running(progress),
    };
    let result = match &search {
        Search::Done(result) => Some(result.clone()),
        _ => None,
    };
    let steps = Rc::new(Steps { recognition: state.recognition.clone(), result });
    // Nothing is clamped to the shown graph's steps while the link's graph is being built.
    let complete = !matches!(search, Search::Running(_)) && state.graph.pending.is_none();
    let last = complete.then(|| steps.last());
    use_step_on_timeline(state.playback.position(), last, &on_action, Action::Step);
    let on_graph = on_action.reform(Action::Graph);
    let marks = |step| view::marks(&steps, step);
    let drawing =
        |step| graph_drawing(&state.graph, props.view, marks(step), "The graph", &on_graph);
    lab_frame(
        props,
        Frame {
            embed_title: None,
            form: graph_form(&state.graph, &on_graph, "hidden-evader-graph"),
            notices: &state.notices,
            link: state.link(),
            body: match state.graph.pending {
                Some(_) => progress_panel(
                    format!("Building {}…", state.graph.describe()),
                    state.building,
                    Some(on_action.reform(|_: MouseEvent| Action::StopBuilding)),
                    Html::default(),
                ),
                None => html! {
                    <>
                        { graph_line(&state.graph) }
                        { view::verdict_view(&state.recognition, &search, &on_action) }
                        { stepped_drawing_on(&steps, state.playback, &on_action, Action::Step, drawing, view::LEGEND) }
                    </>
                },
            },
        },
    )
}
