//! Lab "wythoff": Wythoff's game. The queen moving towards the corner on a board with the
//! golden-ratio P-positions marked, the Grundy table filled cell by cell with each mex
//! explained, and a game against the computer.

pub mod state;
mod view;

use yew::prelude::*;

use self::state::{Action, EXAMPLES, Mode, State, TABS};
use crate::ui::kit::plays::rule_line;
use crate::ui::kit::prelude::*;

#[component]
pub fn WythoffLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(props);
    use_reply(&state.plays.play, state.mode == Mode::Play, on_action.reform(Action::Play));
    let on_form = on_action.reform(Action::Form);
    let pile = |id, name, label| (id, name, label, true, "0 to 10^18".into(), "");
    let fields =
        vec![pile("wythoff-a", "a", "First pile a"), pile("wythoff-b", "b", "Second pile b")];
    let fields = form_fields(&state.form, fields, &on_form);
    lab_frame(
        props,
        Frame {
            embed_title: Some(format!(
                "Wythoff's game from ({}, {})",
                state.request.a, state.request.b
            )),
            form: request_form(fields, "Start", EXAMPLES, &on_form),
            notices: &state.notices,
            link: state.link(),
            body: html! {
                <>
                    // In an exercise the P-positions would answer the table's questions of G = 0
                    // and the sample's "which move wins?".
                    if (state.mode == Mode::Table && state.own.playback.holds_back())
                        || (state.mode == Mode::Board && state.plays.playback.holds_back()) {
                        { rule_line(false, "The P-positions are stated when the exercise ends.".into()) }
                    } else {
                        { rule_line(false, "P-positions: (⌊kφ⌋, ⌊kφ²⌋) and their mirror images, k = 0, 1, 2, ... \
                                            with φ = (1 + √5)/2: (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), ...".into()) }
                    }
                    { tabbed((state.mode, TABS), on_action.reform(Action::SetMode), match state.mode {
                        Mode::Board => view::board_sample_view(&state, &on_action),
                        Mode::Table => view::table_view(&state.own.table, state.own.playback, &on_action),
                        Mode::Play => view::play_view(&state, &on_action),
                    }) }
                </>
            },
        },
    )
}
