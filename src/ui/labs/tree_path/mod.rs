//! Lab "tree-path": the path game on a tree (section 3.1 of the paper), its winning first
//! vertices found by the linear rerooting algorithm, stepped vertex by vertex, and the game
//! played against the computer.

pub mod state;
mod view;

use yew::prelude::*;

use crate::ui::kit::controls::{Notices, actions, lab_footer, mode_tabs};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::kit::match_record::use_computer_reply;
use crate::ui::route::View;
use crate::ui::widgets::graph_input::graph_form;
use state::{Action, Mode, State};

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "tree-path",
    topic: Topic::GraphGames,
    title: "The path game on a tree",
    summary: "Mark a vertex, then take turns marking a neighbour of the last one: which first \
              vertices win? The paper's linear rerooting algorithm, pass by pass; play the computer.",
    console: r#"cgt.solve({game: "tree-path", vertices: 4, edges: [[0, 1], [0, 2], [0, 3]]})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <TreePathLab ..props /> }
}

/// The lab component.
#[component]
pub fn TreePathLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let computer_to_move =
        state.mode == Mode::Play && !state.game_over() && !state.game.humans_turn();
    use_computer_reply(
        computer_to_move.then_some(state.game.moves.len()),
        actions(&state.dispatcher()).reform(|()| Action::ComputerMove),
    );
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    let on_graph = actions(&dispatcher).reform(Action::Graph);
    let tabs = [(Mode::Passes, "Rerooting passes"), (Mode::Play, "Play the computer")];
    html! {
        <section class={classes!("tree-path-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ LAB.title }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "A tree, all vertices unmarked. Player A marks any vertex; then B marks an \
                       unmarked neighbour of it, and so on: each player marks an unmarked neighbour \
                       of the vertex the other marked last. Whoever cannot mark loses. For which \
                       first vertices does A win? Rooted at the start, win(i) (the player who marks \
                       i wins) holds exactly when no son of i is a win; the paper computes it for \
                       every root at once in two passes." }
                </p>
                { graph_form(&state.graph, &on_graph, "tree-path-graph") }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            <p class="game-line">{ state.graph.describe() }</p>
            { match &state.solved {
                Err(message) => html! {
                    <>
                        <p class="field-error not-a-tree" role="alert">{ format!("This graph is {message}. Edit it or choose a tree.") }</p>
                        { view::drawing(&state, None, &dispatcher) }
                    </>
                },
                Ok(solved) => html! {
                    <>
                        { mode_tabs(state.mode, &tabs, actions(&dispatcher).reform(Action::SetMode)) }
                        { match state.mode {
                            Mode::Passes => view::passes_view(&state, solved, &dispatcher),
                            Mode::Play => view::play_view(&state, solved, &dispatcher),
                        } }
                    </>
                },
            } }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}
