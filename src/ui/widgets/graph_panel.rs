//! The drawing of a graph lab: the graph with its marks, the editing tools above it when it may
//! be edited, the drawing saved for a handout (SVG, PNG, TikZ), or the summary of a graph too
//! large to draw.

use yew::prelude::*;

use crate::ui::kit::export::{download_text, drawing_buttons, graph_tikz};
use crate::ui::widgets::graph_input::{GraphAction, GraphInput, graph_summary, tool_bar};
use crate::ui::widgets::graph_view::{GraphView, Marks, Tool};

/// `input`'s graph drawn with `marks` and named `label` for screen readers. With `on_edit` the
/// tools are shown and edits go there; `on_vertex` receives clicks on the vertices in
/// `clickable` (every vertex when `None`).
pub fn graph_panel(
    input: &GraphInput,
    marks: Marks,
    label: &'static str,
    on_edit: Option<&Callback<GraphAction>>,
    on_vertex: Option<Callback<u32>>,
    clickable: Option<Vec<u32>>,
) -> Html {
    let Some(points) = input.points.clone() else {
        return graph_summary(input);
    };
    // What the TikZ button writes, when clicked.
    let picture = (input.describe(), input.graph.clone(), points.clone(), marks.clone());
    html! {
        <div class="graph-panel">
            if let Some(on_edit) = on_edit { { tool_bar(input, on_edit) } }
            <GraphView graph={input.graph.clone()} {points} {marks}
                tool={if on_edit.is_some() { input.tool } else { Tool::View }}
                on_edit={on_edit.map(|on_edit| on_edit.reform(GraphAction::Edit))}
                {on_vertex} {clickable} {label} />
            <p class="export-bar graph-export">
                { "The drawing, for a handout: " }
                { drawing_buttons("graph") }
                <button type="button" class="export-tikz" onclick={Callback::from(move |_: MouseEvent| {
                    let (title, graph, points, marks) = &picture;
                    download_text("graph.tex", "application/x-tex", &graph_tikz(title, graph, points, marks));
                })}>{ "TikZ" }</button>
            </p>
        </div>
    }
}
