//! Lab "sums": a sum of games built from subtraction-game heaps, Nim heaps, octal-game heaps,
//! kings on a damaged board and Treblecross boards, each with its number of copies x(i). Each
//! component's Grundy value with its reason and a link to the lab that explains it; the xor in
//! binary; the paper's parity reduction; the winner and a winning move found in one component;
//! and the sum played against the computer.

pub mod state;
pub mod view;

use yew::prelude::*;

use crate::api::sums::SumsRequest;
use crate::solve::stepwise::Stepwise;
use crate::solve::sums::Tables;
use crate::ui::kit::controls::{actions, mode_tabs, progress_panel};
use crate::ui::kit::frame::{Frame, lab_frame};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::kit::plays::use_reply;
use crate::ui::kit::task::{Shared, Sliced, use_sliced};
use crate::ui::route::View;
use state::{Action, Mode, State};
use view::{analyse_view, form_view, play_view};

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "sums",
    title: "Sums of games",
    summary: "Subtraction, Nim and octal heaps, kings and Treblecross boards side by side: each \
              component's Grundy value, their xor, the winner and a winning move in one \
              component; x(i) copies counted by their parity; play the computer.",
    topic: Topic::SpragueGrundy,
    console: r#"cgt.solve({game: "sums", components: ["sub:1.3.4:10", "nim:7x3"]})"#,
    render: |props| html! { <SumsLab ..props /> },
    link: link_of::<State>,
};

/// Tables costing at most this much work are computed at once; more in time slices.
const SYNC_WORK: u64 = 300_000;

fn start_tables(request: &SumsRequest) -> Box<dyn Stepwise<Output = Tables>> {
    Box::new(request.job())
}

/// The lab component.
#[component]
pub fn SumsLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let work = state.request.job().work();
    let tables = use_sliced(state.request.clone(), work, SYNC_WORK, start_tables);
    let ready = match &tables {
        Sliced::Ready(tables) => Some(Shared(tables.clone())),
        Sliced::Pending(_) => None,
    };
    {
        let dispatcher = state.dispatcher();
        let request = state.request.clone();
        use_effect_with(ready, move |ready| {
            if let Some(Shared(tables)) = ready {
                dispatcher.dispatch(Action::Solved(request, tables.clone()));
            }
        });
    }
    let actions = actions(&state.dispatcher());
    use_reply(&state.game, state.mode == Mode::Play, actions.reform(Action::Play));
    let body = match (&state.solved, &tables) {
        (Some(game), _) => match state.mode {
            Mode::Analyse => analyse_view(&state.request, game, props.view == View::Embed),
            Mode::Play => play_view(&state, game, &actions),
        },
        (None, Sliced::Pending(progress)) => progress_panel(
            "Filling the components' tables…".into(),
            *progress,
            Some(actions.reform(|_: MouseEvent| Action::Cancel)),
            html! {},
        ),
        (None, Sliced::Ready(_)) => {
            html! { <p class="computing" role="status">{ "Computing…" }</p> }
        }
    };
    let tabs = [(Mode::Analyse, "Values and the winning move"), (Mode::Play, "Play the computer")];
    lab_frame(Frame {
        lab: &LAB,
        view: props.view,
        embed_title: None,
        intro: "Several games side by side: a move is a move in any one of them, and the player \
                who cannot move loses. The Sprague-Grundy theorem (the lecture's): the sum's value \
                is the xor (nim-sum) of the components' values, SG(P₁, …, P_N) = SG(P₁) ⊕ … ⊕ \
                SG(P_N), so N independent games play like N-pile Nim. Each component is valued by \
                its own solver, and the winning move is found in one component.",
        form: form_view(&state, &actions),
        notices: &state.notices,
        link: state.link(),
        body: html! {
            <>
                { mode_tabs(state.mode, &tabs, actions.reform(Action::SetMode)) }
                { body }
            </>
        },
    })
}
