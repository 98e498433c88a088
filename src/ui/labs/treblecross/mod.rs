//! Lab "treblecross": the paper's parallel Treblecross (section 3.6). Boards stepped through one
//! by one (lightly marked cells, free intervals and their G values, each type's Grundy number
//! counted by the parity of its copies), the winner of the sum, and play against the computer
//! on one board.

pub mod state;
pub mod view;

use yew::prelude::*;

use crate::api::treblecross::IntervalValues;
use crate::solve::stepwise::Stepwise;
use crate::solve::treblecross::Board;
use crate::ui::kit::controls::{mode_tabs, progress_panel};
use crate::ui::kit::frame::{Frame, lab_frame};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab};
use crate::ui::kit::plays::use_reply;
use crate::ui::kit::task::{Sliced, use_sliced};
use state::{Action, Mode, State};
use view::{TABLE_Q, analyse_view, form_view, play_view};

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "treblecross",
    topic: Topic::SpragueGrundy,
    title: "Parallel Treblecross",
    summary: "Boards of cells; mark one, and three in a row wins. Lightly marked cells, free \
              intervals and their Grundy values, sums of board types with huge numbers of \
              copies, and play against the computer.",
    console: r#"cgt.solve({game: "treblecross", boards: ["X.....", "......."], counts: [1, 1]})"#,
    render: |props| html! { <TreblecrossLab ..props /> },
    link: link_of::<State>,
};

/// Interval values costing at most this much work (split options of 0.007) are computed at
/// once; more in time slices.
const SYNC_WORK: u64 = 1_000_000;

fn start_interval_values(max_len: &usize) -> Box<dyn Stepwise<Output = Vec<u32>>> {
    Box::new(IntervalValues::new(*max_len))
}

/// The lab component.
#[component]
pub fn TreblecrossLab(props: &LabProps) -> Html {
    let (state, actions) = use_lab::<State>(LAB.slug, props);
    use_reply(&state.game, state.mode == Mode::Play, actions.reform(Action::Play));
    let max_len = state.request.boards.iter().map(Board::len).max().unwrap_or(0).max(TABLE_Q);
    let work = ((max_len as u64 + 2) * (max_len as u64 + 2)) / 4;
    let values = use_sliced(max_len, work, SYNC_WORK, start_interval_values);
    let tabs = [(Mode::Analyse, "Analyse the sum"), (Mode::Play, "Play the computer")];
    lab_frame(Frame {
        lab: &LAB,
        view: props.view,
        embed_title: None,
        intro: "Each board is a row of cells, some marked (X). A move marks one unmarked cell on \
                any board; whoever makes three marked cells in a row wins. With x(i) copies of \
                board type i, the paper reduces the whole game to Grundy numbers: nobody marks a \
                cell at distance 1 or 2 from a mark (the opponent would complete three), so those \
                cells are lightly marked and only the free intervals between them count.",
        form: form_view(&state.form, &actions),
        notices: &state.notices,
        link: state.link(),
        body: html! {
            <>
                { mode_tabs(state.mode, &tabs, actions.reform(Action::SetMode)) }
                { match (&values, state.mode) {
                    (Sliced::Pending(progress), _) => progress_panel(
                        format!("Computing G(0) to G({max_len}) for free intervals (the octal game 0.007)…"),
                        *progress,
                        Some(actions.reform(|_: MouseEvent| Action::Cancel)),
                        html! {},
                    ),
                    (Sliced::Ready(values), Mode::Analyse) => analyse_view(&state, values, &actions),
                    (Sliced::Ready(_), Mode::Play) => play_view(&state, &actions),
                } }
            </>
        },
    })
}
