//! Lab "wythoff": Wythoff's game. The queen moving towards the corner on a board with the
//! golden-ratio P-positions marked, the Grundy table filled cell by cell with each mex
//! explained, and a game against the computer.

pub mod state;
mod view;

use yew::prelude::*;

use self::state::{Action, Mode, State};
use self::view::{board_sample_view, form_view, play_view, table_view};
use crate::ui::kit::controls::{Notices, actions, lab_footer, mode_tabs};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::kit::match_record::use_computer_reply;
use crate::ui::kit::play::PlayAction;
use crate::ui::route::View;

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "wythoff",
    topic: Topic::NimFamily,
    title: "Wythoff's game",
    summary: "Two piles; take from one, or the same from both. The queen's walk to the corner, the \
              P-positions (floor(k phi), floor(k phi^2)), and the Grundy table filled cell by cell.",
    console: r#"cgt.solve({game: "wythoff", a: 9, b: 6})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <WythoffLab ..props /> }
}
/// The lab component.
#[component]
pub fn WythoffLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    use_computer_reply(
        state.play.waiting().filter(|_| state.mode == Mode::Play),
        actions(&state.dispatcher()).reform(|()| Action::Play(PlayAction::Reply)),
    );
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    html! {
        <section class={classes!("wythoff-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ format!("Wythoff's game from ({}, {})", state.request.a, state.request.b) }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "Two piles of stones. A move takes any number of stones from one pile, or the same \
                       number from both; whoever takes the last stone wins. On a board, a queen moves left, \
                       down or diagonally down-left towards the corner (0, 0)." }
                </p>
                { form_view(&state, &dispatcher) }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            <div class="rule-line">
                <span class="badge normal-play">{ "normal play" }</span>
                <span class="rule">
                    { "P-positions: (⌊kφ⌋, ⌊kφ²⌋) and their mirror images, k = 0, 1, 2, ... with φ = (1 + √5)/2: \
                       (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), ..." }
                </span>
            </div>
            { mode_tabs(state.mode, &[(Mode::Board, "Queen's sample play"), (Mode::Table, "Grundy table"), (Mode::Play, "Play the computer")], actions(&dispatcher).reform(Action::SetMode)) }
            { match state.mode {
                Mode::Board => board_sample_view(&state, &dispatcher),
                Mode::Table => table_view(&state.table, state.table_playback, &dispatcher),
                Mode::Play => play_view(&state, &dispatcher),
            } }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}
