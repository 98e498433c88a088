//! Lab "sg-table": Sprague-Grundy values of a subtraction game, filled cell by cell.
//!
//! Step k shows SG(0..=k), with cell k explained: its options highlighted, their values
//! collected, the mex taken. The picture is a pure function of the table and the step.

pub mod state;
mod view;

use yew::prelude::*;

use crate::api::subtraction::SubtractionJob;
use crate::solve::stepwise::Stepwise;
use crate::ui::kit::controls::actions;
use crate::ui::kit::frame::{Frame, lab_frame};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::kit::table_job::use_table_job;
use state::{Action, State};

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "sg-table",
    topic: Topic::SpragueGrundy,
    title: "Sprague-Grundy table",
    summary: "Subtraction games: SG(n) = mex of the options' values, filled cell by cell, \
              with the period and the P-position rule proven from the table.",
    console: r#"cgt.solve({game: "subtraction", moves: [1, 3, 4], n: 30})"#,
    render: |props| html! { <SgTableLab ..props /> },
    link: link_of::<State>,
};

#[component]
pub fn SgTableLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let pending = state.page.tables.pending.as_ref().map(|pending| pending.request.clone());
    let progress = |job: &SubtractionJob| Action::Progress(job.progress());
    use_table_job(pending, actions(&state.dispatcher()), progress, Action::Table);
    let on_action = actions(&state.dispatcher()).reform(Action::Table);
    lab_frame(Frame {
        lab: &LAB,
        view: props.view,
        embed_title: Some("Sprague-Grundy values of a subtraction game".into()),
        intro: "A heap of n stones; a move takes s stones for some s in the move set S; the player \
                who cannot move loses. Each position's Sprague-Grundy value is the mex (minimal \
                excludant: the smallest non-negative integer not in the set) of its options' \
                values. Value 0 marks a P-position (the previous player wins), any other value an \
                N-position (the next player wins).",
        form: view::form_view(&state.page.form, &on_action),
        notices: &state.page.notices,
        link: state.link(),
        body: view::body_view(&state, &on_action),
    })
}
