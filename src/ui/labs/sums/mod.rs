//! Lab "sums": a sum of games built from subtraction-game heaps, Nim heaps, octal-game heaps,
//! kings on a damaged board and Treblecross boards, each with its number of copies x(i). Each
//! component's Grundy value with its reason and a link to the lab that explains it; the xor in
//! binary; the paper's parity reduction; the winner and a winning move found in one component;
//! and the sum played against the computer.

pub mod state;
pub mod view;

use yew::prelude::*;

use crate::api::sums::SumsRequest;
use crate::solve::sums::Tables;
use crate::ui::kit::prelude::*;
use state::{Action, Mode, State, TABS};
use view::{analyse_view, form_view, play_view};

/// Tables costing at most this much work are computed at once; more in time slices.
const SYNC_WORK: u64 = 300_000;

/// The lab component.
#[component]
pub fn SumsLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(props);
    let work = state.request.job().work();
    let start =
        |request: &SumsRequest| -> Box<dyn Stepwise<Output = Tables>> { Box::new(request.job()) };
    let tables = use_sliced(state.request.clone(), work, SYNC_WORK, start);
    {
        let dispatcher = state.dispatcher();
        let request = state.request.clone();
        use_effect_with(tables.ready(), move |ready| {
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
    lab_frame(
        props,
        Frame {
            embed_title: None,
            form: form_view(&state, &actions),
            notices: &state.notices,
            link: state.link(),
            body: tabbed((state.mode, TABS), actions.reform(Action::SetMode), body),
        },
    )
}
