//! Lab "state-graph": any game as its graph of states (S, p) (the paper's section 2), typed or
//! generated from a real game's rules; retrograde analysis with its queue and out-degree
//! counters stepped on the drawing, bestRes in reverse topological order for acyclic games, and
//! the sources' literal algorithms beside the correct ones where they go wrong. Games too large
//! to draw are solved in time slices, with progress and Cancel, and summarised.

pub mod state;
pub mod view;

use yew::prelude::*;

use crate::api::state_graph::StateGraphRequest;
use crate::solve::state_graph::retrograde::{QueueOrder, Retrograde};
use crate::solve::stepwise::Stepwise;
use crate::ui::kit::prelude::*;
use crate::ui::kit::task::Shared;
use state::{Action, State, SummaryJob, TABS};

/// Games costing more than this (states plus moves, times three) are solved in slices.
const SYNC_WORK: u64 = 300_000;

/// The summary's job: the whole game solved, or nothing once cancelled.
fn start(
    key: &Option<Shared<StateGraphRequest>>,
) -> Box<dyn Stepwise<Output = Option<crate::solve::state_graph::Solved>>> {
    let job = key.as_ref().map(|Shared(request)| {
        Retrograde::new(request.graph.clone(), request.endless, QueueOrder::Fifo)
    });
    Box::new(SummaryJob(job))
}

/// The lab component.
#[component]
pub fn StateGraphLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(props);
    let graph = state.game.graph();
    let work = 3 * (graph.state_count() + graph.move_count()) as u64;
    let key = state.solving.then(|| Shared(state.game.request.clone()));
    let summary = use_sliced(key, if state.solving { work } else { 0 }, SYNC_WORK, start);
    let summary = match summary {
        Sliced::Pending(progress) => progress_panel(
            format!("Solving {} states and {} moves", graph.state_count(), graph.move_count()),
            progress,
            Some(on_action.reform(|_: MouseEvent| Action::Cancel)),
            html! {},
        ),
        Sliced::Ready(solved) => match solved.as_ref() {
            Some(solved) => view::summary_view(solved),
            None => html! {
                <div class="cancelled">
                    <p>{ "Cancelled: the whole game was not solved." }</p>
                    <button type="button" onclick={on_action.reform(|_: MouseEvent| Action::Solve)}>{ "Solve it" }</button>
                </div>
            },
        },
    };
    let body = match (&state.game.drawing, &state.comparison) {
        _ if state.mode == state::Mode::MaxDif => view::maxdif_view(&state, &on_action),
        (None, _) => view::too_large_note(),
        (Some(digraph), Some(comparison)) => {
            view::literal_view(&state, digraph, comparison, &on_action)
        }
        (Some(digraph), None) => view::stepped_view(&state, digraph, &on_action),
    };
    lab_frame(
        props,
        Frame {
            embed_title: None,
            form: view::form_view(&state, &on_action),
            notices: &state.notices,
            link: state.link(),
            body: html! {
                <>
                    { view::game_line(&state) }
                    { tabbed((state.mode, TABS), on_action.reform(Action::SetMode), body) }
                    if state.mode != state::Mode::MaxDif { { summary } }
                </>
            },
        },
    )
}
