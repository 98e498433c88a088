//! Lab "take-away": the lecture's game 1 (N stones, take 1 to K) with its P/N table filled
//! column by column and the rule N mod (K + 1) derived from it; and Fibonacci Nim with the
//! Zeckendorf representation. Both with a sample play and a game against the computer.

pub mod state;
mod view;

use yew::prelude::*;

use self::state::{Action, Mode, State};
use self::view::{form_view, game_title, play_view, sample_view, table_view, zeckendorf_view};
use crate::solve::take_away::OneHeap;
use crate::ui::kit::controls::{Notices, actions, lab_footer, mode_tabs};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::kit::match_record::use_computer_reply;
use crate::ui::kit::play::PlayAction;
use crate::ui::route::View;

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "take-away",
    topic: Topic::NimFamily,
    title: "Take-away and Fibonacci Nim",
    summary: "The lecture's game 1: N stones, take 1 to K. The P/N table filled column by column, \
              the rule N mod (K + 1) read off it, a sample play and a game against the computer; \
              and Fibonacci Nim with its Zeckendorf strategy.",
    console: r#"cgt.solve({game: "take-away", n: 15, k: 3})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <TakeAwayLab ..props /> }
}

/// The lab component.
#[component]
pub fn TakeAwayLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    use_computer_reply(
        state.play.waiting().filter(|_| state.mode == Mode::Play),
        actions(&state.dispatcher()).reform(|()| Action::Play(PlayAction::Reply)),
    );
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    let fibonacci = state.setup.rules == OneHeap::Fibonacci;
    html! {
        <section class={classes!("take-away-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ game_title(state.setup) }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "One heap of stones, two players taking turns. In the take-away game a move takes \
                       1 to K stones; in Fibonacci Nim the first move takes fewer than all, and every \
                       later move at most twice the previous one. Whoever takes the last stone wins." }
                </p>
                { form_view(&state.form, &dispatcher) }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            <div class="rule-line">
                <span class="badge normal-play">{ "normal play" }</span>
                <span class="rule">{ game_title(state.setup) }</span>
            </div>
            { mode_tabs(state.mode, &[(Mode::Rule, if fibonacci { "Zeckendorf rule" } else { "P/N table" }), (Mode::Sample, "Sample play"), (Mode::Play, "Play the computer")], actions(&dispatcher).reform(Action::SetMode)) }
            { match (state.mode, state.setup.rules) {
                (Mode::Rule, OneHeap::TakeAway { .. }) => table_view(&state, &dispatcher),
                (Mode::Rule, OneHeap::Fibonacci) => zeckendorf_view(state.setup.n),
                (Mode::Sample, _) => sample_view(&state, &dispatcher),
                (Mode::Play, _) => play_view(&state, &dispatcher),
            } }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}
