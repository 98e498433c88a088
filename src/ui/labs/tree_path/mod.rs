//! Lab "tree-path": the path game on a tree (section 3.1 of the paper), its winning first
//! vertices found by the linear rerooting algorithm, stepped vertex by vertex, and the game
//! played against the computer.

pub mod state;
mod view;

use yew::prelude::*;

use crate::ui::kit::controls::mode_tabs;
use crate::ui::kit::frame::{Frame, lab_frame};
use crate::ui::kit::graph_lab::{graph_drawing, graph_line};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab};
use crate::ui::kit::match_record::use_computer_reply;
use crate::ui::kit::play::PlayAction;
use crate::ui::widgets::graph_input::graph_form;
use crate::ui::widgets::graph_view::Marks;
use state::{Action, Mode, State};

pub const LAB: Lab = Lab {
    slug: "tree-path",
    topic: Topic::GraphGames,
    title: "The path game on a tree",
    summary: "Mark a vertex, then take turns marking a neighbour of the last one: which first \
              vertices win? The paper's linear rerooting algorithm, pass by pass; play the computer.",
    console: r#"cgt.solve({game: "tree-path", vertices: 4, edges: [[0, 1], [0, 2], [0, 3]]})"#,
    render: |props| html! { <TreePathLab ..props /> },
    link: link_of::<State>,
};

#[component]
pub fn TreePathLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(LAB.slug, props);
    let waiting = state.play.as_ref().and_then(|play| play.waiting());
    use_computer_reply(
        waiting.filter(|_| state.mode == Mode::Play),
        on_action.reform(|()| Action::Play(PlayAction::Reply)),
    );
    let on_graph = on_action.reform(Action::Graph);
    let tabs = [(Mode::Passes, "Rerooting passes"), (Mode::Play, "Play the computer")];
    let body = match (&state.solved, &state.play) {
        (Ok(solved), Some(play)) => html! {
            <>
                { mode_tabs(state.mode, &tabs, on_action.reform(Action::SetMode)) }
                { match state.mode {
                    Mode::Passes => view::passes_view(&state, solved, &on_action, props.view),
                    Mode::Play => view::play_view(&state.graph, solved, play, &on_action),
                } }
            </>
        },
        (solved, _) => html! {
            <>
                <p class="field-error not-a-tree" role="alert">{ format!("This graph is {}. Edit it or choose a tree.", solved.as_ref().err().map_or("", |message| message)) }</p>
                { graph_drawing(&state.graph, props.view, Marks::new(), "The tree", &on_graph) }
            </>
        },
    };
    lab_frame(Frame {
        lab: &LAB,
        view: props.view,
        embed_title: None,
        intro: "A tree, all vertices unmarked. Player A marks any vertex; then B marks an \
                unmarked neighbour of it, and so on: each player marks an unmarked neighbour of \
                the vertex the other marked last. Whoever cannot mark loses. For which first \
                vertices does A win? Rooted at the start, win(i) (the player who marks i wins) \
                holds exactly when no son of i is a win; the paper computes it for every root \
                at once in two passes.",
        form: graph_form(&state.graph, &on_graph, "tree-path-graph"),
        notices: &state.notices,
        link: state.link(),
        body: html! { <>{ graph_line(&state.graph) }{ body }</> },
    })
}
