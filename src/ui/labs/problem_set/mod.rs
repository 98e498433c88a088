//! Lab "problem-set": the lecture's ten contest problems, one page each (`?problem=<game>`):
//! the statement, the small cases searched by brute force and filled cell by cell, the pattern
//! checked against every cell, the fast solution run at the contest's limits, and the judge.
//! The embed shows one of these parts at a time (`?part=<part>`), chosen with tabs.

pub mod cases;
pub mod pages;
pub mod state;
pub mod view;

use yew::prelude::*;

use crate::ui::kit::prelude::*;
use state::State;

#[component]
pub fn ProblemSetLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(props);
    let embed = props.view == View::Embed;
    lab_frame(
        props,
        Frame {
            embed_title: Some(view::title(state.page())),
            form: view::picker(&state, &on_action),
            notices: &state.notices,
            link: state.link(),
            body: if embed {
                view::part_view(&state, &on_action)
            } else {
                view::page_view(&state, &on_action)
            },
        },
    )
}
