//! Lab "tree-path": the path game on a tree (section 3.1 of the paper), its winning first
//! vertices found by the linear rerooting algorithm, stepped vertex by vertex, and the game
//! played against the computer.

pub mod state;
mod view;

use yew::prelude::*;

use crate::ui::kit::match_record::use_computer_reply;
use crate::ui::kit::prelude::*;
use state::{Action, Mode, State, TABS};

#[component]
pub fn TreePathLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(props);
    let waiting = state.play.as_ref().and_then(|play| play.waiting());
    use_computer_reply(
        waiting.filter(|_| state.mode == Mode::Play),
        on_action.reform(|()| Action::Play(PlayAction::Reply)),
    );
    let on_graph = on_action.reform(Action::Graph);
    let body = match (&state.solved, &state.play) {
        (Ok(solved), Some(play)) => tabbed(
            (state.mode, TABS),
            on_action.reform(Action::SetMode),
            match state.mode {
                Mode::Passes => view::passes_view(&state, solved, &on_action, props.view),
                Mode::Play => view::play_view(&state.graph, solved, play, &on_action),
            },
        ),
        (solved, _) => html! {
            <>
                <p class="field-error not-a-tree" role="alert">{ format!("This graph is {}. Edit it or choose a tree.", solved.as_ref().err().map_or("", |message| message)) }</p>
                { graph_drawing(&state.graph, props.view, Marks::new(), "The tree", &on_graph) }
            </>
        },
    };
    lab_frame(
        props,
        Frame {
            embed_title: None,
            form: graph_form(&state.graph, &on_graph, "tree-path-graph"),
            notices: &state.notices,
            link: state.link(),
            body: html! { <>{ graph_line(&state.graph) }{ body }</> },
        },
    )
}
