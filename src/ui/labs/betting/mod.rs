//! Lab "betting": the worst-case optimal betting strategy for a box of black and red objects
//! (the paper's section 4.4). The pmax table filled cell by cell with the paper's equations, a
//! game stepped round by round, playing either side against the computer, and the curves.

pub mod state;
pub mod view;

use yew::prelude::*;

use crate::api::betting::BettingRequest;
use crate::plots::betting::money_text;
use crate::ui::kit::prelude::*;
use state::{Action, Mode, State, TABS};
use view::{Curves, form_view, play_view, table_view, watch_view};

/// The lab component.
#[component]
pub fn BettingLab(props: &LabProps) -> Html {
    let (state, actions) = use_lab::<State>(props);
    let BettingRequest { black, red } = state.setup.request;
    let best = money_text(state.setup.start, state.table.ln_pmax(black, red));
    let order = Rc::new(state.watched.order.clone());
    let held = state.mode == Mode::Table && state.table_playback.holds_back();
    lab_frame(
        props,
        Frame {
            embed_title: Some(format!("Worst-case betting: {black} black, {red} red")),
            form: form_view(&state.form, &actions),
            notices: &state.notices,
            link: state.link(),
            body: html! {
                <>
                    <p class="game-line">
                        { format!("Box of {black} black and {red} red; starting money {}: the best guarantee is {} × pmax({black}, {red})", state.setup.start, state.setup.start) }
                        // The table's last cell, asked in an exercise: said with the score.
                        { if held { " (its value comes with the exercise's score).".to_string() } else { format!(" = {best}.") } }
                    </p>
                    { tabbed((state.mode, TABS), actions.reform(Action::SetMode), match state.mode {
                        Mode::Table => table_view(&state, &actions),
                        Mode::Watch => watch_view(&state, &actions),
                        Mode::Play => play_view(&state, &actions),
                        Mode::Curves => html! { <Curves table={Shared(state.table.clone())} start={state.setup.start} fraction={state.setup.fraction_text.clone()} {order} draws={state.draws.words()} /> },
                    }) }
                </>
            },
        },
    )
}
