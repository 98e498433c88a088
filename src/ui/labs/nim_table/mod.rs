//! Lab "nim-table": two-pile Nim's Sprague-Grundy table filled cell by cell, as the lecture
//! fills it, with the pattern SG(x, y) = x xor y revealed at the end and checked on every cell.
//!
//! Step k fills cell k row by row (y = 0 first) and explains it: its options highlighted (the
//! cells to its left in its row and above it in its column), their values, the mex. Tables up
//! to 256 x 256 are computed in slices when they cost more than a frame.

pub mod state;
pub mod view;

use yew::prelude::*;

use crate::ui::kit::prelude::*;
use crate::ui::kit::task::boxed;
use state::State;

/// Tables costing more than this (see [`crate::api::nim_table::NimTableRequest::work`]) are filled in slices.
const SYNC_WORK: u64 = 300_000;

/// The lab component.
#[component]
pub fn NimTableLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(props);
    let table =
        use_sliced(state.request, state.request.work(), SYNC_WORK, |request| boxed(request.job()));
    let on_action = actions(&state.dispatcher());
    lab_frame(
        props,
        Frame {
            embed_title: Some("Two-pile Nim: SG(x, y) filled cell by cell".into()),
            form: view::form_view(&state.form, &on_action),
            notices: &state.notices,
            link: state.link(),
            body: match table {
                Sliced::Pending(progress) => {
                    view::pending_view(&state.request, progress, &on_action)
                }
                Sliced::Ready(table) => view::table_lab_view(&state, &table, &on_action),
            },
        },
    )
}
