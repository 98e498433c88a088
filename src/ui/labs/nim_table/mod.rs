//! Lab "nim-table": two-pile Nim's Sprague-Grundy table filled cell by cell, as the lecture
//! fills it, with the pattern SG(x, y) = x xor y revealed at the end and checked on every cell.
//!
//! Step k fills cell k row by row (y = 0 first) and explains it: its options highlighted (the
//! cells to its left in its row and above it in its column), their values, the mex. Tables up
//! to 256 x 256 are computed in slices when they cost more than a frame.

pub mod state;
pub mod view;

use yew::prelude::*;

use crate::api::nim_table::NimTableRequest;
use crate::solve::stepwise::Stepwise;
use crate::solve::two_pile::GrundyTable;
use crate::ui::kit::controls::actions;
use crate::ui::kit::frame::{Frame, lab_frame};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::kit::task::{Sliced, use_sliced};
use state::State;

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "nim-table",
    topic: Topic::SpragueGrundy,
    title: "Two-pile Nim table",
    summary: "SG(x, y) of two-pile Nim filled cell by cell, each value the mex of its row and \
              column; at the end the pattern x xor y, checked against every cell.",
    console: r#"cgt.solve({game: "nim-table", rows: 3, cols: 4})"#,
    render: |props| html! { <NimTableLab ..props /> },
    link: link_of::<State>,
};

/// Tables costing more than this (see [`NimTableRequest::work`]) are filled in slices.
const SYNC_WORK: u64 = 300_000;

fn start_fill(request: &NimTableRequest) -> Box<dyn Stepwise<Output = GrundyTable>> {
    Box::new(request.job())
}

/// The lab component.
#[component]
pub fn NimTableLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let table = use_sliced(state.request, state.request.work(), SYNC_WORK, start_fill);
    let on_action = actions(&state.dispatcher());
    lab_frame(Frame {
        lab: &LAB,
        view: props.view,
        embed_title: Some("Two-pile Nim: SG(x, y) filled cell by cell".into()),
        intro: "Two piles of x and y stones; a move takes any number of stones from one pile; the \
                player who cannot move loses. SG(x, y) is the mex (the smallest non-negative \
                integer not in the set) of the values of the positions one move away: the cells to \
                the left in the same row (the first pile shrinks) and above in the same column \
                (the second pile shrinks). The table is filled row by row, as in the lecture.",
        form: view::form_view(&state.form, &on_action),
        notices: &state.notices,
        link: state.link(),
        body: match table {
            Sliced::Pending(progress) => view::pending_view(&state.request, progress, &on_action),
            Sliced::Ready(table) => view::table_lab_view(&state, &table, &on_action),
        },
    })
}
