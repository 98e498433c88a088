//! Lab "kings": kings on a damaged board (a king moves one cell up, left or up-left, never onto
//! a damaged cell). The board editor shows every cell's Sprague-Grundy value, the xor of the
//! kings' cells, the winner and every winning first move; the values are also filled cell by
//! cell with each mex explained; and the student can play the computer.

pub mod state;
pub mod view;

use yew::prelude::*;

use crate::ui::kit::controls::{Notices, actions, lab_footer, mode_tabs};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::kit::match_record::use_computer_reply;
use crate::ui::route::View;
use state::{Action, Mode, State};

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "kings",
    topic: Topic::SpragueGrundy,
    title: "Kings on a damaged board",
    summary: "Kings move up, left or up-left, never onto a damaged cell: each cell's SG value, the \
              xor of the kings' cells, every winning first move; the table filled cell by cell; \
              play the computer.",
    console: r#"cgt.solve({game: "kings", board: ["..#", "..."], kings: [[1, 2], [1, 1]]})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <KingsLab ..props /> }
}

/// The lab component.
#[component]
pub fn KingsLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let computer_to_move =
        state.mode == Mode::Play && !state.game_over() && !state.game.humans_turn();
    use_computer_reply(
        computer_to_move.then_some(state.game.moves.len()),
        actions(&state.dispatcher()).reform(|()| Action::ComputerMove),
    );
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    html! {
        <section class={classes!("kings-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ "Kings on a damaged board" }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "Kings stand on a board; several may share a cell. A move takes one king one cell up, \
                       left or up-left, never off the board or onto a damaged cell; the player who cannot \
                       move loses. The kings never interact, so the game is a sum of one-king games: by the \
                       Sprague-Grundy theorem its value is the xor of the values of the kings' cells, and \
                       each cell's value is the mex of the values one move away." }
                </p>
                { view::form_view(&state.form, &dispatcher) }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            { mode_tabs(state.mode, &[
                (Mode::Board, "Board and winning moves"),
                (Mode::Table, "Fill the values"),
                (Mode::Play, "Play the computer"),
            ], actions(&dispatcher).reform(Action::SetMode)) }
            { match state.mode {
                Mode::Board => view::board_view(&state, &dispatcher),
                Mode::Table => view::table_view(&state, &dispatcher),
                Mode::Play => view::play_view(&state, &dispatcher),
            } }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}
