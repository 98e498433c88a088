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
use crate::ui::kit::controls::{Notices, actions, lab_footer};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::kit::table::TableAction;
use crate::ui::kit::task::run_job_sliced;
use crate::ui::route::View;
use state::{Action, Solved, State};
use view::{form_view, pending_view, table_lab_view};

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "sg-table",
    topic: Topic::SpragueGrundy,
    title: "Sprague-Grundy table",
    summary: "Subtraction games: SG(n) = mex of the options' values, filled cell by cell, \
              with the period and the P-position rule proven from the table.",
    console: r#"cgt.solve({game: "subtraction", moves: [1, 3, 4], n: 30})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <SgTableLab ..props /> }
}

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
    let state = use_lab_state::<State>(LAB.slug, props);
    use_pending_job(
        state.tables.pending.as_ref().map(|pending| pending.request.clone()),
        state.dispatcher(),
    );

    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    let header = if embed {
        html! { <h2 class="embed-title">{ "Sprague-Grundy values of a subtraction game" }</h2> }
    } else {
        html! {
            <>
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "A heap of n stones; a move takes s stones for some s in the move set S; \
                       the player who cannot move loses. Each position's Sprague-Grundy value is \
                       the mex (minimal excludant: the smallest non-negative integer not in the set) \
                       of its options' values. Value 0 marks a P-position (the previous player \
                       wins), any other value an N-position (the next player wins)." }
                </p>
                { form_view(&state.form, &dispatcher) }
            </>
        }
    };
    html! {
        <section class={classes!("sg-lab", embed.then_some("is-embed"))}>
            { header }
            <Notices notices={state.notices.clone()}
                on_dismiss={actions(&dispatcher).reform(|()| Action::Table(TableAction::DismissNotices))} />
            if let Some(pending) = &state.tables.pending { { pending_view(pending, &dispatcher) } }
            if let Some(solved) = &state.tables.shown { { table_lab_view(&state, solved, &dispatcher) } }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}
