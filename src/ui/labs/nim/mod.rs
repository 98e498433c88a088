//! Lab "nim": Nim and its variants. A sample play between perfect players, move by move with
//! the lecture's binary nim-sum table; a game against the computer; and the lecture's mini-test.

pub mod state;
mod view;

use yew::prelude::*;

use self::state::{Action, Mode, State};
use self::view::{capitalised, exercise_view, form_view, play_view, rule_text, sample_view};
use crate::api::nim::piles_text;
use crate::solve::nim::Variant;
use crate::ui::kit::controls::{Notices, actions, lab_footer, mode_tabs};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::kit::match_record::use_computer_reply;
use crate::ui::kit::play::PlayAction;
use crate::ui::route::View;

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "nim",
    topic: Topic::NimFamily,
    title: "Nim and its variants",
    summary: "A sample play with the nim-sum in binary and the winning move derived from it, a \
              game against the computer, the lecture's mini-test, and misère, bounded and \
              staircase Nim.",
    console: r#"cgt.solve({game: "nim", piles: [5, 3, 8]})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <NimLab ..props /> }
}

/// The lab component.
#[component]
pub fn NimLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    use_computer_reply(
        state.play.waiting().filter(|_| state.mode == Mode::Play),
        actions(&state.dispatcher()).reform(|()| Action::Play(PlayAction::Reply)),
    );

    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    html! {
        <section class={classes!("nim-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ format!("{}: {}", capitalised(&state.request.variant.to_string()), piles_text(&state.request.piles)) }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "Nim: piles of stones; a move takes stones from one pile. Bouton's theorem: \
                       the player to move wins exactly when the nim-sum (the xor of the pile sizes, \
                       written in binary and added without carries) is not 0, and a winning move \
                       makes it 0 again." }
                </p>
                { form_view(&state.form, &dispatcher) }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            <div class="rule-line">
                <span class={classes!("badge", if state.request.variant == Variant::Misere { "misere-play" } else { "normal-play" })}>
                    { if state.request.variant == Variant::Misere { "misère play" } else { "normal play" } }
                </span>
                <span class="rule">{ rule_text(state.request.variant) }</span>
            </div>
            { mode_tabs(state.mode, &[(Mode::Sample, "Sample play"), (Mode::Play, "Play the computer"), (Mode::Exercise, "Mini-test")], actions(&dispatcher).reform(Action::SetMode)) }
            { match state.mode {
                Mode::Sample => sample_view(&state, &dispatcher),
                Mode::Play => play_view(&state, &dispatcher),
                Mode::Exercise => exercise_view(&state.exercise, &dispatcher),
            } }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}
