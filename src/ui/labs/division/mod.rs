//! Lab "division": the division game (divide N by a divisor other than 1 and N; no move
//! loses), its win/lose table filled number by number, the pattern, and play against the computer.

pub mod state;
pub mod view;

use yew::prelude::*;

use crate::ui::kit::controls::mode_tabs;
use crate::ui::kit::form::{on_edit, request_form};
use crate::ui::kit::frame::{Frame, lab_frame};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab};
use crate::ui::kit::plays::use_reply;
use state::{Action, Mode, State};

/// The registry entry, with Nim's relatives: a win/lose table and a closed form, no Grundy values.
pub const LAB: Lab = Lab {
    slug: "division",
    topic: Topic::NimFamily,
    title: "The division game",
    summary: "Divide N by a divisor other than 1 and N; who cannot move loses. The win/lose table \
              number by number, the pattern (composites win) checked, and play the computer.",
    console: r#"cgt.solve({game: "division", n: 12})"#,
    render: |props| html! { <DivisionLab ..props /> },
    link: link_of::<State>,
};

#[component]
pub fn DivisionLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(LAB.slug, props);
    use_reply(&state.game, state.mode == Mode::Play, on_action.reform(Action::Play));
    let (name, label, button) = state.field();
    let on_form = on_action.reform(Action::Form);
    let field = state.form.field(("division-n", name, label), true, on_edit(&on_form, name));
    let tabs = [(Mode::Table, "Win/lose table"), (Mode::Play, "Play the computer")];
    lab_frame(Frame {
        lab: &LAB,
        view: props.view,
        embed_title: None,
        intro: "A number N; a move divides N by one of its divisors other than 1 and N (12 may \
                become 6, 4, 3 or 2). The player who cannot move (at 1 or a prime) loses.",
        form: request_form(field, button, &[], &on_form),
        notices: &state.notices,
        link: state.link(),
        body: html! {
            <>
                { mode_tabs(state.mode, &tabs, on_action.reform(Action::SetMode)) }
                { match state.mode {
                    Mode::Table => view::table_view(&state, &on_action),
                    Mode::Play => view::play_view(&state, &on_action),
                } }
            </>
        },
    })
}
