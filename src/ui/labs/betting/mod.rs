//! Lab "betting": the worst-case optimal betting strategy for a box of black and red objects
//! (the paper's section 4.4). The pmax table filled cell by cell with the paper's equations, a
//! game stepped round by round, playing either side against the computer, and the curves.

pub mod state;
pub mod view;

use std::rc::Rc;

use yew::prelude::*;

use crate::api::betting::BettingRequest;
use crate::plots::betting::money_text;
use crate::ui::kit::controls::mode_tabs;
use crate::ui::kit::frame::{Frame, lab_frame};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab};
use state::{Action, Mode, State};
use view::{Curves, draws_text, form_view, play_view, table_view, watch_view};

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "betting",
    topic: Topic::Betting,
    title: "Worst-case betting",
    summary: "A box of black and red objects drawn one by one: the bet that guarantees the most \
              whatever the order, its table pmax(i, j) filled cell by cell, games against an \
              adversary, and curves comparing it with other strategies.",
    console: r#"cgt.solve({game: "betting", black: 5, red: 3})"#,
    render: |props| html! { <BettingLab ..props /> },
    link: link_of::<State>,
};

/// The lab component.
#[component]
pub fn BettingLab(props: &LabProps) -> Html {
    let (state, actions) = use_lab::<State>(LAB.slug, props);
    let BettingRequest { black, red } = state.setup.request;
    let tabs = [
        (Mode::Table, "pmax table"),
        (Mode::Watch, "Watch a game"),
        (Mode::Play, "Play the computer"),
        (Mode::Curves, "Curves"),
    ];
    let best = money_text(state.setup.start, state.table.ln_pmax(black, red));
    let order = Rc::new(state.watched.order.clone());
    lab_frame(Frame {
        lab: &LAB,
        view: props.view,
        embed_title: Some(format!("Worst-case betting: {black} black, {red} red")),
        intro: "A box holds N black and R red objects, drawn one at a time and not put back. \
                Before each draw you bet a fraction of your money on a colour: a right bet wins \
                the stake, a wrong one loses it. How much can you guarantee, whatever the order \
                of the draws? pmax(i, j) is that factor for a box of i black and j red (from the \
                paper's section 4.4).",
        form: form_view(&state.form, &actions),
        notices: &state.notices,
        link: state.link(),
        body: html! {
            <>
                <p class="game-line">
                    { format!("Box of {black} black and {red} red; starting money {}: the best guarantee is {} × pmax({black}, {red}) = {best}.", state.setup.start, state.setup.start) }
                </p>
                { mode_tabs(state.mode, &tabs, actions.reform(Action::SetMode)) }
                { match state.mode {
                    Mode::Table => table_view(&state, &actions),
                    Mode::Watch => watch_view(&state, &actions),
                    Mode::Play => play_view(&state, &actions),
                    Mode::Curves => html! { <Curves request={state.setup.request} start={state.setup.start} fraction={state.setup.fraction_text.clone()} {order} draws={draws_text(&state.draws)} /> },
                } }
            </>
        },
    })
}
