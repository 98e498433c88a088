//! Lab "state-graph": any game as its graph of states (S, p) (the paper's section 2), typed or
//! generated from a real game's rules; retrograde analysis with its queue and out-degree
//! counters stepped on the drawing, bestRes in reverse topological order for acyclic games, the
//! move limit TMAX as a layered graph, parallel games as their product graph checked against
//! the xor rule, and the sources' literal algorithms beside the correct ones where they go
//! wrong. Games too large to draw are solved in time slices (a chase on a board of up to 10^6
//! states generated in slices first), with progress and Cancel, and summarised.

pub mod layered;
pub mod parallel;
pub mod state;
pub mod view;

use yew::prelude::*;

use crate::solve::state_graph::Summary;
use crate::solve::stepwise::Stepwise;
use crate::ui::kit::prelude::*;
use state::{Action, Mode, State, SummaryJob, SummaryKey, TABS};

/// Games costing more than this (states plus moves, times three) are solved in slices.
const SYNC_WORK: u64 = 300_000;

/// The summary's job: the whole game solved (generated first when it is a large chase, read
/// first when it is a link's long text, which may be refused), or nothing once cancelled.
fn start(
    key: &Option<SummaryKey>,
) -> Box<dyn Stepwise<Output = Option<Result<Summary, FieldError>>>> {
    Box::new(SummaryJob::new(key.as_ref()))
}

/// The lab component.
#[component]
pub fn StateGraphLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(props);
    let shown = state.shown();
    let (states, moves) = shown.counts();
    // Generating a state or a move costs about a third of solving it.
    let generated = shown.request.is_none();
    // A typed text has a state or a move every few bytes.
    let typed = shown.typed.as_ref().map(|text| text.len());
    let work = typed
        .map_or((3 + 2 * u64::from(generated)) * (states + moves) as u64, |bytes| 5 * bytes as u64);
    let key = state.solving.then(|| state.summary_key()).flatten();
    let summary = use_sliced(key, if state.solving { work } else { 0 }, SYNC_WORK, start);
    // An embed (a slide) keeps the summary folded; before the end it warns that it tells all.
    let folded = (props.view == View::Embed)
        .then(|| state.stepped() && state.playback.position() < state.last());
    let summary = match summary {
        Sliced::Pending(progress) => progress_panel(
            if typed.is_some() {
                "Reading and solving the game".to_string()
            } else if generated {
                format!("Generating and solving {states} states and {moves} moves")
            } else {
                format!("Solving {states} states and {moves} moves")
            },
            progress,
            Some(on_action.reform(|_: MouseEvent| Action::Cancel)),
            html! {},
        ),
        Sliced::Ready(solved) => match solved.as_ref() {
            Some(Ok(summary)) => view::summary_view(summary, folded),
            Some(Err(error)) => html! {
                <p class="field-error summary-refused" role="alert">{ format!("The game could not be read: {}.", error.message) }</p>
            },
            None => html! {
                <div class="cancelled">
                    <p>{ "Cancelled: the whole game was not solved." }</p>
                    <button type="button" onclick={on_action.reform(|_: MouseEvent| Action::Solve)}>{ "Solve it" }</button>
                </div>
            },
        },
    };
    let body = match state.mode {
        Mode::MaxDif => view::maxdif_view(&state, &on_action),
        Mode::Parallel => view::parallel_view(&state, &on_action),
        Mode::Layered => view::layered_view(&state, &on_action),
        Mode::Literal => match (&shown.drawing, &state.comparison) {
            (Some(digraph), Some(comparison)) => {
                view::literal_view(&state, digraph, comparison, &on_action)
            }
            _ => view::too_large_note(shown),
        },
        _ => match &shown.drawing {
            Some(digraph) => view::stepped_view(&state, shown, digraph, &on_action, None),
            None => view::too_large_note(shown),
        },
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
                    if state.mode != Mode::MaxDif { { summary } }
                </>
            },
        },
    )
}
