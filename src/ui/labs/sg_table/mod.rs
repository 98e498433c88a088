//! Lab "sg-table": Sprague-Grundy values of a subtraction game, filled cell by cell.
//!
//! Step k shows SG(0..=k), with cell k explained: its options highlighted, their values
//! collected, the mex taken. The picture is a pure function of the table and the step.

pub mod state;
mod view;

use std::rc::Rc;

use yew::prelude::*;

use crate::api::subtraction::{SubtractionJob, SubtractionRequest};
use crate::solve::stepwise::Stepwise;
use crate::ui::kit::controls::actions;
use crate::ui::kit::frame::{Frame, lab_frame};
use crate::ui::kit::lab::{LabProps, LabState, use_lab_state};
use crate::ui::kit::table::TableAction;
use crate::ui::kit::task::run_job_sliced;
use state::{Action, Solved, State};

/// Solves the pending request, if any, in time slices; cancelled when it changes.
#[hook]
fn use_pending_job(pending: Option<SubtractionRequest>, dispatcher: UseReducerDispatcher<State>) {
    use_effect_with(pending, move |pending| {
        let task = pending.clone().map(|request| {
            let on_progress = {
                let dispatcher = dispatcher.clone();
                move |running: &SubtractionJob| {
                    dispatcher.dispatch(Action::Progress(running.progress()))
                }
            };
            let job = Box::new(SubtractionJob::new(&request));
            run_job_sliced(job, on_progress, move |(values, period)| {
                let solved = Solved::from_parts(request, values, period);
                dispatcher.dispatch(Action::Table(TableAction::Finished(Rc::new(solved))));
            })
        });
        move || drop(task)
    });
}

/// The lab component.
#[component]
pub fn SgTableLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(props);
    let pending = state.page.tables.pending.as_ref().map(|pending| pending.request.clone());
    use_pending_job(pending, state.dispatcher());
    let on_action = actions(&state.dispatcher()).reform(Action::Table);
    lab_frame(
        props,
        Frame {
            embed_title: Some("Sprague-Grundy values of a subtraction game".into()),
            form: view::form_view(&state.page.form, &on_action),
            notices: &state.page.notices,
            link: state.link(),
            body: view::body_view(&state, &on_action),
        },
    )
}
