//! Lab "dag": a game on a directed acyclic graph, as in the lecture's mini-test. The lab finds
//! a topological order, shows it, and fills the Sprague-Grundy values in reverse order, each
//! vertex's mex explained. A cycle is named and drawn in red, since SG values need an acyclic
//! graph. The graph is typed as an edge list or edited by clicking on the drawing.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::Request;
use crate::api::dag::{DagRequest, edges_text};
use crate::api::fields::{FieldError, Fields, parse_choice, parse_count};
use crate::solve::dag::{Cycle, DagSolution, Digraph, VertexExplanation, explain, solve};
use crate::ui::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::lab_kit::{
    LinkParams, Notices, TextField, actions, inspecting_line, lab_footer, mex_detail,
};
use crate::ui::route::View;
use crate::ui::stepper::{DEFAULT_SPEED, Playhead, StepCommand, Stepper, parse_speed_field};
use crate::ui::widgets::dag_view::DagView;

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "dag",
    topic: Topic::SpragueGrundy,
    title: "Games on a DAG",
    summary: "A token moves along the edges of a directed acyclic graph: a topological order, then \
              SG values filled in reverse order, each vertex's mex explained. Type or click the graph; \
              cycles are found and shown.",
    console: r#"cgt.solve({game: "dag", vertices: 4, edges: [[0, 1], [0, 2], [1, 3]]})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <DagLab ..props /> }
}

/// The most vertices the lab draws.
pub const MAX_VERTICES: usize = 30;
/// The most edges the lab takes.
pub const MAX_EDGES: usize = 300;
/// The URL parameters of the view, besides the request's.
const VIEW_PARAMS: &[&str] = &["step", "vertex", "speed", "tool"];

/// Example graphs: label, vertices, edges.
const PRESETS: &[(&str, usize, &str)] = &[
    ("A small DAG", 9, "0>1, 0>2, 0>3, 1>4, 1>5, 2>5, 2>6, 3>6, 3>7, 4>7, 5>7, 6>7, 8>0, 8>1, 8>3"),
    (
        "The lecture's take-away game, N = 6, K = 3",
        7,
        "6>5, 6>4, 6>3, 5>4, 5>3, 5>2, 4>3, 4>2, 4>1, 3>2, 3>1, 3>0, 2>1, 2>0, 1>0",
    ),
    ("A graph with a cycle", 5, "0>1, 1>2, 2>3, 3>1, 2>4"),
];

/// What clicking a vertex does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tool {
    /// Explain the vertex's value.
    Explain,
    /// Pick an edge's tail, then its head: adds the edge, or removes it if it is there.
    Edit,
}

const TOOLS: &[(&str, Tool)] = &[("explain", Tool::Explain), ("edit", Tool::Edit)];

/// The graph on screen and what is known about it.
#[derive(Debug, PartialEq)]
struct Solved {
    graph: Rc<Digraph>,
    solution: Result<DagSolution, Cycle>,
}

impl Solved {
    fn new(graph: Digraph) -> Rc<Solved> {
        let solution = solve(&graph);
        Rc::new(Solved { graph: Rc::new(graph), solution })
    }

    /// The last step: one step per vertex filled (none when there is a cycle).
    fn last_step(&self) -> u32 {
        match &self.solution {
            Ok(_) => self.graph.vertex_count().saturating_sub(1) as u32,
            Err(_) => 0,
        }
    }

    /// The vertex filled at `step`: the order read from its end.
    fn vertex_at(&self, step: u32) -> Option<usize> {
        let order = &self.solution.as_ref().ok()?.order;
        order.len().checked_sub(step as usize + 1).map(|index| order[index])
    }

    /// Whether `vertex` is filled by `step`.
    fn is_filled(&self, vertex: usize, step: u32) -> bool {
        self.solution.as_ref().is_ok_and(|solution| {
            solution
                .order
                .iter()
                .position(|&v| v == vertex)
                .is_some_and(|index| index + step as usize + 1 >= solution.order.len())
        })
    }
}

/// The form's texts and their messages.
#[derive(Clone, Debug, PartialEq)]
struct Form {
    vertices: String,
    edges: String,
    vertices_error: Option<String>,
    edges_error: Option<String>,
}

impl Form {
    fn showing(graph: &Digraph) -> Form {
        Form {
            vertices: graph.vertex_count().to_string(),
            edges: edges_text(graph.edges()),
            vertices_error: None,
            edges_error: None,
        }
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
struct State {
    solved: Rc<Solved>,
    playhead: Playhead,
    /// A filled vertex the student clicked, explained instead of the current step's.
    inspected: Option<usize>,
    tool: Tool,
    /// In the edit tool: the tail of the edge being drawn.
    picked: Option<usize>,
    form: Form,
    notices: Vec<String>,
}

enum Action {
    Step(StepCommand),
    ClickVertex(usize),
    Explain(Option<usize>),
    SetTool(Tool),
    AddVertex,
    RemoveVertex,
    EditVertices(String),
    EditEdges(String),
    Submit,
    Preset(usize),
    DismissNotices,
}

fn preset_graph(index: usize) -> Option<Digraph> {
    let &(_, vertices, edges) = PRESETS.get(index)?;
    DagRequest::parse_graph(&vertices.to_string(), edges, MAX_VERTICES, MAX_EDGES).ok()
}

fn parse_tool(text: &str) -> Result<Tool, FieldError> {
    parse_choice("tool", text, TOOLS)
}

impl State {
    /// Shows `graph` at its first step (or, after an edit on the drawing, its last, so the
    /// values update at once).
    fn open(mut self, graph: Digraph, at_end: bool) -> State {
        self.solved = Solved::new(graph);
        let last = self.solved.last_step();
        self.playhead = Playhead::new(if at_end { last } else { 0 }, last, self.playhead.speed);
        self.inspected = None;
        self.picked = None;
        self.form = Form::showing(&self.solved.graph);
        self
    }

    /// The graph with the edge tail -> head added, or removed if it is there.
    fn toggle_edge(self, tail: usize, head: usize) -> State {
        let graph = &self.solved.graph;
        let mut edges: Vec<(usize, usize)> = graph.edges().to_vec();
        if graph.has_edge(tail, head) {
            edges.retain(|&edge| edge != (tail, head));
        } else if edges.len() < MAX_EDGES {
            edges.push((tail, head));
        }
        match Digraph::try_new(graph.vertex_count(), edges) {
            Ok(graph) => self.open(graph, true),
            Err(_) => self,
        }
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let default_graph = preset_graph(0).unwrap_or_else(|| Digraph::without_edges(1));
        let graph = match (params.get("vertices"), params.get("edges")) {
            (None, None) => default_graph,
            (vertices, edges) => {
                match DagRequest::parse_graph(
                    vertices.unwrap_or(""),
                    edges.unwrap_or(""),
                    MAX_VERTICES,
                    MAX_EDGES,
                ) {
                    Ok(graph) => graph,
                    Err(errors) => {
                        for error in errors {
                            link.notice(format!(
                                "The link's {error}. Showing the default graph instead."
                            ));
                        }
                        default_graph
                    }
                }
            }
        };
        let solved = Solved::new(graph);
        let last = solved.last_step();
        let step =
            link.read("step", |text| parse_count("step", text, last.into())).unwrap_or(0) as u32;
        let inspected = link.read("vertex", |text| {
            let vertex =
                parse_count("vertex", text, solved.graph.vertex_count() as u64 - 1)? as usize;
            if solved.is_filled(vertex, step) {
                Ok(vertex)
            } else {
                Err(FieldError::new(
                    "vertex",
                    format!("vertex {vertex} is not filled yet at this step"),
                ))
            }
        });
        let tool = link.read("tool", parse_tool).unwrap_or(Tool::Explain);
        let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
        let known: Vec<&str> = DagRequest::FIELDS.iter().chain(VIEW_PARAMS).copied().collect();
        State {
            form: Form::showing(&solved.graph),
            playhead: Playhead::new(step, last, speed),
            solved,
            inspected,
            tool,
            picked: None,
            notices: link.finish(&known),
        }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        DagRequest { graph: (*self.solved.graph).clone() }.write_fields(&mut params);
        params.set("step", self.playhead.position.to_string());
        if let Some(vertex) = self.inspected {
            params.set("vertex", vertex.to_string());
        }
        if self.tool == Tool::Edit {
            params.set("tool", "edit");
        }
        if self.playhead.speed != DEFAULT_SPEED {
            params.set("speed", self.playhead.speed.to_string());
        }
        params
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Step(command) => {
                next.playhead = self.playhead.apply(command);
                if next.playhead.position != self.playhead.position {
                    next.inspected = None;
                }
            }
            Action::ClickVertex(vertex) => match (self.tool, self.picked) {
                (Tool::Explain, _) => {
                    next.inspected =
                        Some(vertex).filter(|&v| self.solved.is_filled(v, self.playhead.position));
                }
                (Tool::Edit, None) => next.picked = Some(vertex),
                (Tool::Edit, Some(tail)) if tail == vertex => next.picked = None,
                (Tool::Edit, Some(tail)) => next = next.toggle_edge(tail, vertex),
            },
            Action::Explain(vertex) => next.inspected = vertex,
            Action::SetTool(tool) => {
                next.tool = tool;
                next.picked = None;
            }
            Action::AddVertex => {
                let graph = &self.solved.graph;
                if graph.vertex_count() < MAX_VERTICES
                    && let Ok(graph) =
                        Digraph::try_new(graph.vertex_count() + 1, graph.edges().to_vec())
                {
                    next = next.open(graph, true);
                }
            }
            Action::RemoveVertex => {
                let graph = &self.solved.graph;
                let last = graph.vertex_count().saturating_sub(1);
                let edges: Vec<(usize, usize)> = graph
                    .edges()
                    .iter()
                    .copied()
                    .filter(|&(a, b)| a != last && b != last)
                    .collect();
                if last >= 1
                    && let Ok(graph) = Digraph::try_new(last, edges)
                {
                    next = next.open(graph, true);
                }
            }
            Action::EditVertices(text) => {
                next.form.vertices_error =
                    DagRequest::parse_vertices(&text, MAX_VERTICES).err().map(|e| e.message);
                next.form.vertices = text;
            }
            Action::EditEdges(text) => {
                next.form.edges_error =
                    DagRequest::parse_edges(&text, MAX_EDGES).err().map(|e| e.message);
                next.form.edges = text;
            }
            Action::Submit => {
                match DagRequest::parse_graph(
                    &self.form.vertices,
                    &self.form.edges,
                    MAX_VERTICES,
                    MAX_EDGES,
                ) {
                    Ok(graph) => {
                        next.notices.clear();
                        next = next.open(graph, false);
                    }
                    Err(errors) => {
                        let message = |field: &str| {
                            errors.iter().find(|e| e.field == field).map(|e| e.message.clone())
                        };
                        next.form.vertices_error = message("vertices");
                        next.form.edges_error = message("edges");
                    }
                }
            }
            Action::Preset(index) => {
                if let Some(graph) = preset_graph(index) {
                    next.notices.clear();
                    next = next.open(graph, false);
                }
            }
            Action::DismissNotices => next.notices.clear(),
        }
        Rc::new(next)
    }
}

/// The lab component.
#[component]
pub fn DagLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    let solved = &state.solved;
    html! {
        <section class={classes!("dag-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ "A game on a directed graph: SG values in reverse topological order" }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "A token sits on a vertex; a move slides it along an edge (A → B: from state A one can \
                       move to state B); the player who cannot move loses. Every impartial game is such a \
                       graph. SG(v) is the mex of the values of v's successors, so successors must be \
                       filled first: take a topological order (every edge goes forward in it) and fill \
                       the values from its end." }
                </p>
                { form_view(&state.form, &dispatcher) }
            }
            <Notices notices={state.notices.clone()}
                on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            { match &solved.solution {
                Ok(solution) => solved_view(&state, solution, &dispatcher),
                Err(cycle) => cycle_view(&state, cycle, &dispatcher),
            } }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}

fn form_view(form: &Form, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let on_submit = actions(dispatcher).reform(|event: SubmitEvent| {
        event.prevent_default();
        Action::Submit
    });
    let preset =
        |index: usize| actions(dispatcher).reform(move |_: MouseEvent| Action::Preset(index));
    html! {
        <form class="lab-form" onsubmit={on_submit} novalidate=true>
            <TextField id="dag-vertices" label="Vertices" value={form.vertices.clone()} numeric=true
                help={format!("numbered 0, 1, …; 1 to {MAX_VERTICES}")} error={form.vertices_error.clone()}
                on_input={actions(dispatcher).reform(Action::EditVertices)} />
            <TextField id="dag-edges" label="Edges" value={form.edges.clone()}
                placeholder="0>1, 0>2, 1>3" help="from>to, separated by commas"
                error={form.edges_error.clone()} on_input={actions(dispatcher).reform(Action::EditEdges)} />
            <button type="submit" class="primary">{ "Draw and solve" }</button>
            <div class="presets">
                <span>{ "Examples:" }</span>
                { for PRESETS.iter().enumerate().map(|(index, (label, ..))| html! {
                    <button type="button" class="preset" onclick={preset(index)}>{ *label }</button>
                }) }
            </div>
        </form>
    }
}

/// The editing tools above the drawing.
fn tools_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let tool_button = |tool: Tool, label: &'static str| {
        html! {
            <button type="button" aria-pressed={(state.tool == tool).to_string()}
                class={classes!("tool", (state.tool == tool).then_some("selected"))}
                onclick={actions(dispatcher).reform(move |_: MouseEvent| Action::SetTool(tool))}>{ label }</button>
        }
    };
    let count = state.solved.graph.vertex_count();
    let hint = match (state.tool, state.picked) {
        (Tool::Explain, _) => "Click a filled vertex to see its value explained.".to_string(),
        (Tool::Edit, None) => "Click a vertex to start an edge from it.".to_string(),
        (Tool::Edit, Some(tail)) => format!(
            "Edge from {tail}: click the vertex it goes to (an existing edge is removed), or {tail} again to cancel."
        ),
    };
    html! {
        <div class="dag-tools" role="group" aria-label="Clicking on the drawing">
            { tool_button(Tool::Explain, "Click to explain") }
            { tool_button(Tool::Edit, "Click to add or remove edges") }
            <button type="button" class="add-vertex" disabled={count >= MAX_VERTICES}
                onclick={actions(dispatcher).reform(|_: MouseEvent| Action::AddVertex)}>{ format!("Add vertex {count}") }</button>
            <button type="button" class="remove-vertex" disabled={count <= 1}
                onclick={actions(dispatcher).reform(|_: MouseEvent| Action::RemoveVertex)}>{ format!("Remove vertex {}", count - 1) }</button>
            <span class="tool-hint">{ hint }</span>
            if count >= MAX_VERTICES {
                <span class="tool-hint">{ format!("No vertex can be added: a graph here has at most {MAX_VERTICES}.") }</span>
            }
        </div>
    }
}

fn solved_view(
    state: &State,
    solution: &DagSolution,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let solved = state.solved.clone();
    let step = state.playhead.position;
    let focus = state.inspected.or_else(|| solved.vertex_at(step));
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
            let filled = solved.is_filled(vertex, step);
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
        Callback::from(move |vertex: usize| solved.is_filled(vertex, step).then(|| grundy[vertex]))
    };
    let step_label = {
        let solved = solved.clone();
        Callback::from(move |step: u32| match solved.vertex_at(step) {
            Some(vertex) => format!("vertex {vertex}"),
            None => String::new(),
        })
    };
    let complete = step == solved.last_step();
    html! {
        <>
            { order_view(&solved, solution, step, focus) }
            <Stepper playhead={state.playhead} {step_label} on_command={actions(dispatcher).reform(Action::Step)} />
            if let Some(explanation) = &explanation {
                { explanation_view(explanation, state.inspected.is_some(), dispatcher) }
            }
            { tools_view(state, dispatcher) }
            <div class="dag-drawing">
                <DagView graph={solved.graph.clone()} label="The graph, sinks at the bottom"
                    {vertex_class} {edge_class} {value}
                    on_vertex={actions(dispatcher).reform(Action::ClickVertex)} />
            </div>
            <ul class="legend" aria-label="Legend">
                <li><span class="swatch p"></span>{ "P-position (SG = 0)" }</li>
                <li><span class="swatch n"></span>{ "N-position (SG > 0)" }</li>
                <li><span class="swatch current"></span>{ "the vertex being filled" }</li>
                <li><span class="swatch option"></span>{ "its successors" }</li>
            </ul>
            if complete {
                { summary_view(solution) }
            }
        </>
    }
}

/// The topological order as a row of chips, filled from the right.
fn order_view(solved: &Solved, solution: &DagSolution, step: u32, focus: Option<usize>) -> Html {
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
                    let filled = solved.is_filled(vertex, step);
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

fn explanation_view(
    explanation: &VertexExplanation,
    inspected: bool,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let vertex = explanation.vertex;
    let value = explanation.value;
    let detail = if explanation.options.is_empty() {
        format!("Vertex {vertex} has no outgoing edge: no move, an ending position.")
    } else {
        let moves: Vec<String> =
            explanation.options.iter().map(|(w, g)| format!("{w} (SG {g})")).collect();
        format!("From {vertex} the token can move to {}. {}", moves.join(", "), mex_detail(value))
    };
    let winning: Vec<String> = explanation.winning_moves().iter().map(usize::to_string).collect();
    let verdict = if explanation.options.is_empty() {
        format!("{vertex} is a P-position: the player to move has no move and loses.")
    } else if value == 0 {
        format!(
            "{vertex} is a P-position: every move leads to an N-position, so the player to move loses."
        )
    } else {
        format!(
            "{vertex} is an N-position: the player to move wins by moving to {}, a P-position.",
            winning.join(" or ")
        )
    };
    html! {
        <div class="explanation" aria-live="polite">
            if inspected {
                { inspecting_line(format!("the vertex you clicked, {vertex}"), actions(dispatcher).reform(|_: MouseEvent| Action::Explain(None))) }
            }
            <p class="sentence"><code>{ explanation.sentence() }</code></p>
            <p class="detail">{ detail }</p>
            <p class={classes!("verdict", if value == 0 { "p" } else { "n" })}>{ verdict }</p>
        </div>
    }
}

fn summary_view(solution: &DagSolution) -> Html {
    let p_positions: Vec<String> = (0..solution.grundy.len())
        .filter(|&v| solution.grundy[v] == 0)
        .map(|v| v.to_string())
        .collect();
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

fn cycle_view(state: &State, cycle: &Cycle, dispatcher: &UseReducerDispatcher<State>) -> Html {
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
                <p class="cycle-sentence">{ capitalized(&format!("{cycle}.")) }</p>
                <p>{ format!("{advice}: type the list again, or choose \"Click to add or remove edges\" and click its two ends.") }</p>
            </div>
            { tools_view(state, dispatcher) }
            <div class="dag-drawing">
                <DagView graph={state.solved.graph.clone()} label="The graph, with a cycle drawn in red"
                    {vertex_class} {edge_class} value={Callback::from(|_: usize| None::<u32>)}
                    on_vertex={actions(dispatcher).reform(Action::ClickVertex)} />
            </div>
        </>
    }
}

/// `text` with its first letter in upper case.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_ascii_uppercase().to_string() + chars.as_str(),
        None => String::new(),
    }
}
