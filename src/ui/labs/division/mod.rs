//! Lab "division": the division game (divide N by a divisor other than 1 and N; no move
//! loses), its win/lose table filled number by number, the pattern, and play against the computer.

pub mod state;
pub mod view;

use yew::prelude::*;

use crate::ui::kit::prelude::*;
use state::{Action, Mode, State, TABS};

#[component]
pub fn DivisionLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(props);
    use_reply(&state.game, state.mode == Mode::Play, on_action.reform(Action::Play));
    let (name, label, button) = state.field();
    let on_form = on_action.reform(Action::Form);
    let field = state.form.field(("division-n", name, label), true, on_edit(&on_form, name));
    let body = match state.mode {
        Mode::Table => view::table_view(&state, &on_action),
        Mode::Play => view::play_view(&state, &on_action),
    };
    lab_frame(
        props,
        Frame {
            embed_title: None,
            form: request_form(field, button, &[], &on_form),
            notices: &state.notices,
            link: state.link(),
            body: tabbed((state.mode, TABS), on_action.reform(Action::SetMode), body),
        },
    )
}
