//! Lab "nim": Nim and its variants. A sample play between perfect players, move by move with
//! the lecture's binary nim-sum table; a game against the computer; and the lecture's mini-test.

pub mod state;
mod view;

use yew::prelude::*;

use self::state::{Action, Mode, State};
use self::view::{exercise_view, form_view, play_view, rule_text, sample_view};
use crate::api::nim::piles_text;
use crate::solve::nim::Variant;
use crate::ui::kit::controls::mode_tabs;
use crate::ui::kit::frame::{Frame, lab_frame};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab};
use crate::ui::kit::plays::{rule_line, use_reply};
use crate::ui::widgets::graph_input::capitalised;

pub const LAB: Lab = Lab {
    slug: "nim",
    topic: Topic::NimFamily,
    title: "Nim and its variants",
    summary: "A sample play with the nim-sum in binary and the winning move derived from it, a \
              game against the computer, the lecture's mini-test, and misère, bounded and \
              staircase Nim.",
    console: r#"cgt.solve({game: "nim", piles: [5, 3, 8]})"#,
    render: |props| html! { <NimLab ..props /> },
    link: link_of::<State>,
};

#[component]
pub fn NimLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(LAB.slug, props);
    use_reply(&state.plays.play, state.mode == Mode::Play, on_action.reform(Action::Play));
    let variant = state.request.variant;
    let tabs = [
        (Mode::Sample, "Sample play"),
        (Mode::Play, "Play the computer"),
        (Mode::Exercise, "Mini-test"),
    ];
    lab_frame(Frame {
        lab: &LAB,
        view: props.view,
        embed_title: Some(format!(
            "{}: {}",
            capitalised(&variant.to_string()),
            piles_text(&state.request.piles)
        )),
        intro: "Nim: piles of stones; a move takes stones from one pile. Bouton's theorem: the \
                player to move wins exactly when the nim-sum (the xor of the pile sizes, written \
                in binary and added without carries) is not 0, and a winning move makes it 0 again.",
        form: form_view(&state.form, &on_action),
        notices: &state.notices,
        link: state.link(),
        body: html! {
            <>
                { rule_line(variant == Variant::Misere, rule_text(variant)) }
                { mode_tabs(state.mode, &tabs, on_action.reform(Action::SetMode)) }
                { match state.mode {
                    Mode::Sample => sample_view(&state, &on_action),
                    Mode::Play => play_view(&state, &on_action),
                    Mode::Exercise => exercise_view(&state.exercise, &on_action),
                } }
            </>
        },
    })
}
