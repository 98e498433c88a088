//! Lab "octal": Grundy values of an octal game, filled heap by heap, each value's options (the
//! splits as G(a) xor G(b)) and mex explained; the period proven by the Guy-Smith bound; long
//! tables by the sparse-space method in a Web Worker (in time slices on the page when no worker
//! can be started); a plot of the values.

pub mod state;
mod view;

use yew::prelude::*;

use crate::api::octal::{OctalJob, OctalRequest, WORKER_WORK};
use crate::octal_worker::client::{IdleWorker, TableWorker, WorkerEvent};
use crate::ui::kit::prelude::*;
use crate::ui::kit::table::table_frame;
use crate::ui::kit::table_job::solve_in_slices;
use crate::ui::kit::task::SlicedTask;
use state::{Action, Computed, Solved, State};

/// The computation of a pending request, held only to be dropped: dropping it terminates the
/// worker or stops the slices. Neither runs when the worker could not even be created (the
/// slices then start on the next render).
#[derive(Default)]
struct Running {
    _worker: Option<TableWorker>,
    _slices: Option<SlicedTask>,
}

/// Solves the pending request, if any: in the background worker, or in time slices on the page
/// once the worker is known not to start (`no_worker`). A new request, Cancel, or the lab
/// closing drops the running computation (terminating the worker), so no stale table arrives.
/// A worker that has answered stays loaded for the lab's next request.
#[hook]
fn use_pending_job(
    pending: Option<OctalRequest>,
    no_worker: Option<String>,
    dispatcher: UseReducerDispatcher<State>,
) {
    let idle = use_mut_ref(IdleWorker::default).borrow().clone();
    use_effect_with((pending, no_worker), move |(pending, no_worker)| {
        let running = pending.clone().map(|request| match no_worker {
            None => start_in_worker(&idle, &request, dispatcher),
            Some(reason) => {
                let computed = Computed::InSlices(reason.clone());
                let done = |solved| finished(Solved { computed, ..solved });
                let progress = |job: &OctalJob| Action::Progress(job.progress(), job.filled());
                let slices = solve_in_slices(request, actions(&dispatcher), progress, done);
                Running { _slices: Some(slices), ..Running::default() }
            }
        });
        move || drop(running)
    });
}

fn start_in_worker(
    idle: &IdleWorker,
    request: &OctalRequest,
    dispatcher: UseReducerDispatcher<State>,
) -> Running {
    let on_event = {
        let dispatcher = dispatcher.clone();
        move |event: WorkerEvent| {
            dispatcher.dispatch(match event {
                WorkerEvent::Progress(fraction, filled) => Action::Progress(fraction, filled),
                WorkerEvent::Done(outcome) => finished(Solved::new(outcome, Computed::InWorker)),
                WorkerEvent::Unavailable(reason) => Action::WorkerUnavailable(reason),
                WorkerEvent::Failed(reason) => Action::Failed(reason),
            })
        }
    };
    match TableWorker::start(idle, request, WORKER_WORK, on_event) {
        Ok(worker) => Running { _worker: Some(worker), ..Running::default() },
        Err(reason) => {
            dispatcher.dispatch(Action::WorkerUnavailable(reason));
            Running::default()
        }
    }
}

/// The table a job finished.
fn finished(solved: Solved) -> Action {
    Action::Table(TableAction::Finished(Rc::new(solved)))
}

#[component]
pub fn OctalLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(props);
    let tables = &state.page.tables;
    let pending = tables.pending.as_ref().map(|pending| pending.request.clone());
    use_pending_job(pending, state.no_worker.clone(), state.dispatcher());
    // The explanation reads every option of the heap (a million at n = 2^20): once per heap
    // shown, not at every render (progress ticks of a job, a new speed).
    let focus = tables.playback.focus();
    let explanation = use_memo((tables.shown.clone().map(Shared), focus), |(solved, focus)| {
        solved.as_ref().and_then(|solved| solved.0.explain(*focus))
    });
    let on_action = actions(&state.dispatcher()).reform(Action::Table);
    let embed = props.view == View::Embed;
    let body = view::body_view(&state, explanation.as_ref().as_ref(), &on_action, embed);
    let title = "Grundy values of an octal game";
    table_frame::<State>(props, (title, view::fields()), &state.page, &on_action, body)
}
