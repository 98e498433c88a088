//! Lab "nim": Nim and its variants. A sample play between perfect players, move by move with
//! the lecture's binary nim-sum table; a game against the computer; and the lecture's mini-test.

pub mod state;
mod view;

use yew::prelude::*;

use self::state::{Action, Mode, State, TABS};
use self::view::{exercise_view, form_view, play_view, rule_text, sample_view};
use crate::api::nim::piles_text;
use crate::solve::nim::Variant;
use crate::ui::kit::plays::rule_line;
use crate::ui::kit::prelude::*;
use crate::ui::widgets::graph_input::capitalised;

#[component]
pub fn NimLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(props);
    use_reply(&state.plays.play, state.mode == Mode::Play, on_action.reform(Action::Play));
    let variant = state.request.variant;
    lab_frame(
        props,
        Frame {
            embed_title: Some(format!(
                "{}: {}",
                capitalised(&variant.to_string()),
                piles_text(&state.request.piles)
            )),
            form: form_view(&state.form, &on_action),
            notices: &state.notices,
            link: state.link(),
            body: html! {
                <>
                    { rule_line(variant == Variant::Misere, rule_text(variant)) }
                    { tabbed((state.mode, TABS), on_action.reform(Action::SetMode), match state.mode {
                        Mode::Sample => sample_view(&state, &on_action),
                        Mode::Play => play_view(&state, &on_action),
                        Mode::Exercise => exercise_view(&state.own, &on_action),
                    }) }
                </>
            },
        },
    )
}
