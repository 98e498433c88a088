//! The dag lab's views: the form, the tools, the order and the drawing with its values filled
//! step by step, each explained, the summary, and a cycle's report.

use yew::prelude::*;

use super::state::{Action, EXAMPLES, MAX_VERTICES, State, Tool};
use crate::solve::dag::{Cycle, DagSolution, VertexExplanation, explain};
use crate::ui::kit::export::drawing_bar;
use crate::ui::kit::fill::{Explained, fill_steps, legend, tool_bar, verdict};
use crate::ui::kit::prelude::*;
use crate::ui::widgets::dag_view::DagView;
use crate::ui::widgets::graph_input::capitalised;

/// The form: vertices, edges and the examples.
pub fn form_view(form: &Form, on_action: &Callback<Action>) -> Html {
    let vertices_help = format!("numbered 0, 1, …; 1 to {MAX_VERTICES}");
    let edges_help = "from>to, separated by commas".to_string();
    let fields = vec![
        ("dag-vertices", "vertices", "Vertices", true, vertices_help, ""),
        ("dag-edges", "edges", "Edges", false, edges_help, "0>1, 0>2, 1>3"),
    ];
    let on_form = on_action.reform(|action| Action::Fill(FillAction::Form(action)));
    request_form(form_fields(form, fields, &on_form), "Draw and solve", EXAMPLES, &on_form)
}

/// The editing tools above the drawing.
fn tools_view(state: &State, on_action: &Callback<Action>) -> Html {
    let on_tool = on_action.reform(Action::SetTool);
    let count = state.solved.graph.vertex_count();
    let hint = match (state.tool, state.picked) {
        (Tool::Explain, _) => "Click a filled vertex to see its value explained.".to_string(),
        (Tool::Edit, None) => "Click a vertex to start an edge from it.".to_string(),
        (Tool::Edit, Some(tail)) => format!(
            "Edge from {tail}: click the vertex it goes to (an existing edge is removed), or {tail} again to cancel."
        ),
    };
    let tools = [(Tool::Explain, "Click to explain"), (Tool::Edit, "Click to add or remove edges")];
    let more = html! {
        <>
            <button type="button" class="add-vertex" disabled={count >= MAX_VERTICES}
                onclick={on_action.reform(|_: MouseEvent| Action::AddVertex)}>{ format!("Add vertex {count}") }</button>
            <button type="button" class="remove-vertex" disabled={count <= 1}
                onclick={on_action.reform(|_: MouseEvent| Action::RemoveVertex)}>{ format!("Remove vertex {}", count - 1) }</button>
            <span class="tool-hint">{ hint }</span>
            if count >= MAX_VERTICES {
                <span class="tool-hint">{ format!("No vertex can be added: a graph here has at most {MAX_VERTICES}.") }</span>
            }
        </>
    };
    tool_bar("Clicking on the drawing", (state.tool, &tools), &on_tool, more)
}

/// The solved graph at the current step: the order, the stepper, the explanation, the drawing.
pub fn solved_view(state: &State, solution: &DagSolution, on_action: &Callback<Action>) -> Html {
    let solved = state.solved.clone();
    let step = state.playback.position();
    let focus = state.focus();
    let explanation = focus.and_then(|vertex| explain(&solved.graph, &solution.grundy, vertex));
    let options: Vec<usize> =
        focus.map(|v| solved.graph.successors(v).to_vec()).unwrap_or_default();
    let grundy = Rc::new(solution.grundy.clone());
    let picked = state.picked;
    let vertex_class = {
        let solved = solved.clone();
        let grundy = grundy.clone();
        let options = options.clone();
        Callback::from(move |vertex: usize| {
            let filled = solved.fill.is_filled(vertex, step);
            classes!(
                filled.then_some("filled"),
                filled.then(|| if grundy[vertex] == 0 { "p" } else { "n" }),
                (Some(vertex) == focus).then_some("current"),
                options.contains(&vertex).then_some("option"),
                (Some(vertex) == picked).then_some("picked"),
            )
        })
    };
    let edge_class = Callback::from(move |(from, _to): (usize, usize)| {
        classes!((Some(from) == focus).then_some("option-edge"))
    });
    let value = {
        let solved = solved.clone();
        Callback::from(move |vertex: usize| {
            solved.fill.is_filled(vertex, step).then(|| grundy[vertex])
        })
    };
    let complete = step == solved.last();
    html! {
        <>
            { order_view(state, solution, focus) }
            { fill_steps(&solved, state.playback, explanation.as_ref().map(explained), &on_action.reform(Action::Fill)) }
            { tools_view(state, on_action) }
            <div class="dag-drawing">
                <DagView graph={solved.graph.clone()} label="The graph, sinks at the bottom"
                    {vertex_class} {edge_class} {value}
                    on_vertex={on_action.reform(Action::ClickVertex)} />
            </div>
            { drawing_bar("The drawing", "dag") }
            { legend(&[
                ("p", "P-position (SG = 0)"),
                ("n", "N-position (SG > 0)"),
                ("current", "the vertex being filled"),
                ("option", "its successors"),
            ]) }
            if complete {
                { summary_view(solution) }
            }
        </>
    }
}

/// The topological order as a row of chips, filled from the right.
fn order_view(state: &State, solution: &DagSolution, focus: Option<usize>) -> Html {
    let order: Vec<String> = solution.order.iter().map(usize::to_string).collect();
    html! {
        <div class="topological-order">
            <p>
                { format!("Topological order: {}. ", order.join(", ")) }
                <span class="detail">
                    { "Every edge goes from left to right in it (Kahn's algorithm: repeatedly take the smallest \
                       vertex no remaining edge points to), so filling from the right end, each vertex's \
                       successors are filled before it." }
                </span>
            </p>
            <ol class="order-chips" aria-label="The order, filled from the right">
                { for solution.order.iter().map(|&vertex| {
                    let filled = state.is_filled(vertex);
                    let class = classes!(
                        "chip",
                        filled.then_some("filled"),
                        filled.then(|| if solution.grundy[vertex] == 0 { "p" } else { "n" }),
                        (Some(vertex) == focus).then_some("current"),
                    );
                    html! {
                        <li {class} data-vertex={vertex.to_string()}>
                            <span class="chip-vertex">{ vertex }</span>
                            <span class="chip-value">{ if filled { solution.grundy[vertex].to_string() } else { "·".to_string() } }</span>
                        </li>
                    }
                }) }
            </ol>
        </div>
    }
}

/// A vertex's value explained, and the words naming it when clicked.
fn explained(explanation: &VertexExplanation) -> (Explained, String) {
    let vertex = explanation.vertex;
    let value = explanation.value;
    let detail = if explanation.options.is_empty() {
        explanation.moves_text()
    } else {
        format!("{} {}", explanation.moves_text(), mex_detail(value))
    };
    let winning: Vec<String> = explanation.winning_moves().iter().map(usize::to_string).collect();
    let explained = Explained {
        sentence: explanation.sentence(),
        detail,
        value,
        verdict: verdict(&vertex.to_string(), explanation.options.len(), value, &winning),
    };
    (explained, format!("the vertex you clicked, {vertex}"))
}

fn summary_view(solution: &DagSolution) -> Html {
    let p_positions: Vec<String> = solution.p_positions().iter().map(usize::to_string).collect();
    html! {
        <div class="period-panel">
            <h2>{ "All values filled" }</h2>
            <p class="p-rule">{ format!("P-positions (SG 0): {}. A token there loses for the player to move; \
                                         from any other vertex, move it to one of them.", p_positions.join(", ")) }</p>
            <p>{ "By the Sprague-Grundy theorem, several tokens moved one at a time (on this graph or others) \
                  form a game whose value is the xor of their vertices' values." }</p>
        </div>
    }
}

/// The graph with a cycle: the cycle named and drawn in red, and how to break it.
pub fn cycle_view(state: &State, cycle: &Cycle, on_action: &Callback<Action>) -> Html {
    let cycle_edges = Rc::new(cycle.edges());
    let members = Rc::new(cycle.0.clone());
    let picked = state.picked;
    let vertex_class = {
        let members = members.clone();
        Callback::from(move |vertex: usize| {
            classes!(
                members.contains(&vertex).then_some("in-cycle"),
                (Some(vertex) == picked).then_some("picked")
            )
        })
    };
    let edge_class = {
        let cycle_edges = cycle_edges.clone();
        Callback::from(move |edge: (usize, usize)| {
            classes!(cycle_edges.contains(&edge).then_some("cycle"))
        })
    };
    let advice = match cycle.0.as_slice() {
        [vertex] => format!("Remove the edge {vertex}>{vertex}"),
        _ => {
            let edges: Vec<String> = cycle_edges.iter().map(|(a, b)| format!("{a}>{b}")).collect();
            format!("Remove one of its edges ({})", edges.join(", "))
        }
    };
    html! {
        <>
            <div class="cycle-report" role="alert">
                <p class="cycle-sentence">{ capitalised(&format!("{cycle}.")) }</p>
                <p>{ format!("{advice}: type the list again, or choose \"Click to add or remove edges\" and click its two ends.") }</p>
            </div>
            { tools_view(state, on_action) }
            <div class="dag-drawing">
                <DagView graph={state.solved.graph.clone()} label="The graph, with a cycle drawn in red"
                    {vertex_class} {edge_class} value={Callback::from(|_: usize| None::<u32>)}
                    on_vertex={on_action.reform(Action::ClickVertex)} />
            </div>
        </>
    }
}
