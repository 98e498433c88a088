//! Lab "sg-table": Sprague-Grundy values of a subtraction game, filled cell by cell.
//!
//! Step k shows SG(0..=k), with cell k explained: its options highlighted, their values
//! collected, the mex taken. The picture is a pure function of the table and the step.

pub mod state;
mod view;

use yew::prelude::*;

use crate::api::subtraction::SubtractionJob;
use crate::ui::kit::prelude::*;
use crate::ui::kit::table::table_frame;
use crate::ui::kit::table_job::use_table_job;
use state::{Action, State};

#[component]
pub fn SgTableLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(props);
    let pending = state.page.tables.pending.as_ref().map(|pending| pending.request.clone());
    let progress = |job: &SubtractionJob| Action::Progress(job.progress());
    use_table_job(pending, actions(&state.dispatcher()), progress, Action::Table);
    let on_action = actions(&state.dispatcher()).reform(Action::Table);
    let title = "Sprague-Grundy values of a subtraction game";
    let body = view::body_view(&state, &on_action);
    table_frame::<State>(props, (title, view::fields()), &state.page, &on_action, body)
}
