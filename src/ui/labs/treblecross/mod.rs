//! Lab "treblecross": the paper's parallel Treblecross (section 3.6). Boards stepped through one
//! by one (lightly marked cells, free intervals and their G values, each type's Grundy number
//! counted by the parity of its copies), the winner of the sum, and play against the computer
//! on one board.

pub mod state;
pub mod view;

use yew::prelude::*;

use crate::api::treblecross::IntervalValues;
use crate::solve::treblecross::Board;
use crate::ui::kit::prelude::*;
use state::{Action, Mode, State, Sum, TABS};
use view::{TABLE_Q, analyse_view, form_view, play_view};

/// Interval values costing at most this much work (split options of 0.007) are computed at
/// once; more in time slices.
const SYNC_WORK: u64 = 1_000_000;

fn start_interval_values(max_len: &usize) -> Box<dyn Stepwise<Output = Vec<u32>>> {
    Box::new(IntervalValues::new(*max_len))
}

/// The lab component.
#[component]
pub fn TreblecrossLab(props: &LabProps) -> Html {
    let (state, actions) = use_lab::<State>(props);
    use_reply(&state.game, state.mode == Mode::Play, actions.reform(Action::Play));
    let max_len = state.request.boards.iter().map(Board::len).max().unwrap_or(0).max(TABLE_Q);
    let work = ((max_len as u64 + 2) * (max_len as u64 + 2)) / 4;
    let values = use_sliced(max_len, work, SYNC_WORK, start_interval_values);
    let body = match (&values, state.mode) {
        (Sliced::Pending(progress), _) => progress_panel(
            format!("Computing G(0) to G({max_len}) for free intervals (the octal game 0.007)…"),
            *progress,
            Some(actions.reform(|_: MouseEvent| Action::Own(Sum::Cancel))),
            html! {},
        ),
        (Sliced::Ready(values), Mode::Analyse) => analyse_view(&state, values, &actions),
        (Sliced::Ready(_), Mode::Play) => play_view(&state, &actions),
    };
    lab_frame(
        props,
        Frame {
            embed_title: None,
            form: form_view(&state.form, &actions),
            notices: &state.notices,
            link: state.link(),
            body: tabbed((state.mode, TABS), actions.reform(Action::SetMode), body),
        },
    )
}
