//! What the graph labs share (pursuit, tree-path, hidden-evader): the link parameters they know,
//! the line naming the graph, the drawing (editable on the page, read-only in an embed), and the
//! stepped view over it (the stepper, the frame's sentence, the drawing, its legend).

use std::rc::Rc;

use yew::prelude::*;

use crate::api::fields::Fields;
use crate::ui::kit::fill::legend;
use crate::ui::kit::frame::stepped_explanation;
use crate::ui::kit::stepper::StepCommand;
use crate::ui::kit::timeline::{Playback, StepAction, Timeline};
use crate::ui::route::View;
use crate::ui::widgets::graph_input::{GraphAction, GraphInput};
use crate::ui::widgets::graph_panel::graph_panel;
use crate::ui::widgets::graph_view::Marks;

/// The line naming the graph shown.
pub fn graph_line(graph: &GraphInput) -> Html {
    html! { <p class="game-line">{ graph.describe() }</p> }
}

/// `graph` drawn with `marks` and named `label`: on the page with its tools, its edits sent to
/// `on_graph`; read-only in an embed.
pub fn graph_drawing(
    graph: &GraphInput,
    view: View,
    marks: Marks,
    label: &'static str,
    on_graph: &Callback<GraphAction>,
) -> Html {
    graph_panel(graph, marks, label, (view == View::Page).then_some(on_graph), None, None)
}

/// A stepped graph view: the stepper over `timeline` with the current frame's sentence and
/// `detail` (no frame is inspected), then `drawing` and the legend of its marks (`entries`, as
/// the kit's [`legend`]).
pub fn stepped_drawing<T: Timeline + 'static>(
    timeline: &Rc<T>,
    playback: Playback,
    on_step: &Callback<StepAction>,
    detail: Html,
    drawing: Html,
    entries: &[(&'static str, &'static str)],
) -> Html {
    html! {
        <>
            { stepped_explanation(timeline, playback, on_step, |_| String::new(), detail) }
            { drawing }
            { legend(entries) }
        </>
    }
}

/// Every graph family, for a lab that takes any graph.
pub const EVERY_FAMILY: &[&str] =
    &["path", "cycle", "complete", "star", "wheel", "grid", "petersen", "tree", "chordal", "gnp"];

/// The link of a graph lab's `graph` and, when given, its `playback` (`step`, `cell`, `speed`).
pub fn graph_link(graph: &GraphInput, playback: Option<&Playback>) -> Fields {
    let mut link = Fields::new();
    graph.write_params(&mut link);
    if let Some(playback) = playback {
        playback.write(&mut link);
    }
    link
}

/// Once a timeline whose length the state learns only when it is drawn is complete (its `last`
/// frame known), a step past it (from a link) is put on its last frame through `on_action`, so
/// that the address bar says the step the drawing shows.
#[hook]
pub fn use_step_on_timeline<A: 'static>(
    position: u32,
    last: Option<u32>,
    on_action: &Callback<A>,
    step: fn(StepAction, u32) -> A,
) {
    let on_action = on_action.clone();
    use_effect_with((position, last), move |&(position, last)| {
        if let Some(last) = last.filter(|&last| position > last) {
            on_action.emit(step(StepAction::Command(StepCommand::Seek(last)), last));
        }
    });
}

/// [`stepped_drawing`] over a timeline whose length the state learns only when it is drawn
/// (pursuit's play-out, hidden-evader's search): `playback` put on it, its steps sent to
/// `on_action` as `step(action, last)`, and `drawing` of the frame shown.
pub fn stepped_drawing_on<T: Timeline + 'static, A: 'static>(
    timeline: &Rc<T>,
    playback: Playback,
    on_action: &Callback<A>,
    step: fn(StepAction, u32) -> A,
    drawing: impl FnOnce(u32) -> Html,
    entries: &[(&'static str, &'static str)],
) -> Html {
    let last = timeline.last();
    let playback = playback.on_timeline(last);
    let on_step = on_action.reform(move |action| step(action, last));
    stepped_drawing(timeline, playback, &on_step, html! {}, drawing(playback.position()), entries)
}
