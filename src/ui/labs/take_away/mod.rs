//! Lab "take-away": the lecture's game 1 (N stones, take 1 to K) with its P/N table filled
//! column by column and the rule N mod (K + 1) derived from it; and Fibonacci Nim with the
//! Zeckendorf representation. Both with a sample play and a game against the computer.

pub mod state;
mod view;

use yew::prelude::*;

use self::state::{Action, Mode, PRESETS, State};
use self::view::{game_title, zeckendorf_view};
use crate::solve::take_away::OneHeap;
use crate::ui::kit::controls::mode_tabs;
use crate::ui::kit::form::lab_form;
use crate::ui::kit::frame::{Frame, lab_frame};
use crate::ui::kit::lab::{LabProps, LabState, use_lab};
use crate::ui::kit::plays::{rule_line, use_reply};

#[component]
pub fn TakeAwayLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(props);
    use_reply(&state.plays.play, state.mode == Mode::Play, on_action.reform(Action::Play));
    let chosen = state.form.text("game") == "fibonacci";
    let choose =
        |game: &'static str| on_action.reform(move |_: Event| Action::Edit("game", game.into()));
    let edit = |name| on_action.reform(move |text| Action::Edit(name, text));
    let fields = html! {
        <>
            <fieldset class="field choice">
                <legend>{ "Game" }</legend>
                <label><input type="radio" name="heap-game" checked={!chosen} onchange={choose("take-away")} />{ " Take 1 to K" }</label>
                <label><input type="radio" name="heap-game" checked={chosen} onchange={choose("fibonacci")} />{ " Fibonacci Nim" }</label>
            </fieldset>
            { state.form.field_with_help(("heap-n", "n", "Stones N"), (if chosen { "1 to 10^18" } else { "0 to 10^18" }, ""), true, edit("n")) }
            if !chosen {
                { state.form.field_with_help(("heap-k", "k", "Take at most K"), ("1 to 10^18", ""), true, edit("k")) }
            }
        </>
    };
    let examples = PRESETS.iter().map(|(label, ..)| *label);
    let fibonacci = state.setup.rules == OneHeap::Fibonacci;
    let rule = if fibonacci { "Zeckendorf rule" } else { "P/N table" };
    let tabs =
        [(Mode::Rule, rule), (Mode::Sample, "Sample play"), (Mode::Play, "Play the computer")];
    lab_frame(
        props,
        Frame {
            embed_title: Some(game_title(state.setup)),
            form: lab_form(
                fields,
                "Start",
                examples,
                on_action.reform(|()| Action::Submit),
                &on_action.reform(Action::Preset),
            ),
            notices: &state.notices,
            link: state.link(),
            body: html! {
                <>
                    { rule_line(false, game_title(state.setup)) }
                    { mode_tabs(state.mode, &tabs, on_action.reform(Action::SetMode)) }
                    { match (state.mode, fibonacci) {
                        (Mode::Rule, false) => view::table_view(&state, &on_action),
                        (Mode::Rule, true) => zeckendorf_view(state.setup.n),
                        (Mode::Sample, _) => view::sample_view(&state, &on_action),
                        (Mode::Play, _) => view::play_view(&state, &on_action),
                    } }
                </>
            },
        },
    )
}
