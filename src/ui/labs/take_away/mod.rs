//! Lab "take-away": the lecture's game 1 (N stones, take 1 to K) with its P/N table filled
//! column by column and the rule N mod (K + 1) derived from it; and Fibonacci Nim with the
//! Zeckendorf representation. Both with a sample play and a game against the computer.

pub mod state;
mod view;

use yew::prelude::*;

use self::state::{Action, EXAMPLES, Mode, State};
use self::view::{game_title, zeckendorf_view};
use crate::solve::take_away::OneHeap;
use crate::ui::kit::plays::rule_line;
use crate::ui::kit::prelude::*;

#[component]
pub fn TakeAwayLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(props);
    use_reply(&state.plays.play, state.mode == Mode::Play, on_action.reform(Action::Play));
    let on_form = on_action.reform(Action::Form);
    let chosen = state.form.text("game") == "fibonacci";
    let choose =
        |game: &'static str| on_form.reform(move |_: Event| FormAction::Edit("game", game.into()));
    let n_help = if chosen { "1 to 10^18" } else { "0 to 10^18" };
    let mut fields = vec![("heap-n", "n", "Stones N", true, n_help.into(), "")];
    if !chosen {
        fields.push(("heap-k", "k", "Take at most K", true, "1 to 10^18".into(), ""));
    }
    let fields = html! {
        <>
            <fieldset class="field choice">
                <legend>{ "Game" }</legend>
                <label><input type="radio" name="heap-game" checked={!chosen} onchange={choose("take-away")} />{ " Take 1 to K" }</label>
                <label><input type="radio" name="heap-game" checked={chosen} onchange={choose("fibonacci")} />{ " Fibonacci Nim" }</label>
            </fieldset>
            { form_fields(&state.form, fields, &on_form) }
        </>
    };
    let fibonacci = state.request.rules == OneHeap::Fibonacci;
    let rule = if fibonacci { "Zeckendorf rule" } else { "P/N table" };
    let tabs =
        [(Mode::Rule, rule), (Mode::Sample, "Sample play"), (Mode::Play, "Play the computer")];
    lab_frame(
        props,
        Frame {
            embed_title: Some(game_title(state.request)),
            form: request_form(fields, "Start", EXAMPLES, &on_form),
            notices: &state.notices,
            link: state.link(),
            body: html! {
                <>
                    { rule_line(false, game_title(state.request)) }
                    { tabbed((state.mode, &tabs), on_action.reform(Action::SetMode), match (state.mode, fibonacci) {
                        (Mode::Rule, false) => view::table_view(&state, &on_action),
                        (Mode::Rule, true) => zeckendorf_view(state.request.n),
                        (Mode::Sample, _) => view::sample_view(&state, &on_action),
                        (Mode::Play, _) => view::play_view(&state, &on_action),
                    }) }
                </>
            },
        },
    )
}
