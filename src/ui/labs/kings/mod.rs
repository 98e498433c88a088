//! Lab "kings": kings on a damaged board (a king moves one cell up, left or up-left, never onto
//! a damaged cell). The board editor shows every cell's Sprague-Grundy value, the xor of the
//! kings' cells, the winner and every winning first move; the values are also filled cell by
//! cell with each mex explained; and the student can play the computer.

pub mod state;
pub mod view;

use yew::prelude::*;

use crate::ui::kit::prelude::*;
use state::{Action, Mode, State, TABS};

/// The lab component.
#[component]
pub fn KingsLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(props);
    use_reply(&state.game, state.mode == Mode::Play, on_action.reform(Action::Play));
    lab_frame(
        props,
        Frame {
            embed_title: None,
            form: view::form_view(&state.form, &on_action),
            notices: &state.notices,
            link: state.link(),
            body: tabbed(
                (state.mode, TABS),
                on_action.reform(Action::SetMode),
                match state.mode {
                    Mode::Board => view::board_view(&state, &on_action),
                    Mode::Table => view::table_view(&state, &on_action),
                    Mode::Play => view::play_view(&state, &on_action),
                },
            ),
        },
    )
}
