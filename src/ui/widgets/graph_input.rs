//! The graph a lab works on: chosen from a family, typed as an edge list, or edited on the
//! drawing; its layout; and the URL fields that reproduce both.
//!
//! # How a lab uses it
//!
//! ```ignore
//! struct State { graph: GraphInput, /* the lab's own … */ }
//! enum Action { Graph(GraphAction), /* … */ }
//!
//! // Reading the URL (unusable fields become notices, the default family is shown instead):
//! let graph = GraphInput::from_params(&mut link, params, RULES, PRESETS, Preset::Petersen);
//! // The notices: link.finish(GRAPH_FIELDS) (the lab's own parameters are those it read).
//! // Writing it: graph.write_params(&mut fields).
//! // Reducing: match next.graph.apply(action) { Change::Graph => /* solve again */, … }
//! // Viewing: graph_form(&state.graph, &on_graph) above the drawing, tool_bar(…) beside it,
//! // GraphView { graph: state.graph.graph.clone(), points: state.graph.points … } when the
//! // graph is drawn (at most DRAW_LIMIT vertices), else graph_summary(&state.graph).
//! ```

use std::rc::Rc;

use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::graph_view::{DRAW_LIMIT, GraphEdit, Tool};
use crate::api::fields::{FieldError, Fields};
use crate::api::graph::{
    parse_edge_list, parse_positions, parse_vertices, positions_text, preset_from_fields,
    write_edges, write_preset,
};
use crate::solve::graph::{Graph, GraphError, GraphRules};
use crate::solve::graph_presets::Preset;
use crate::solve::layout::{Point, layout};
use crate::ui::kit::controls::LinkParams;

/// Edge lists longer than this are not copied into the edge-list box.
pub const EDGE_TEXT_LIMIT: usize = 1000;
/// Families costing more than this to build ([`Preset::work`]) are built by the lab in slices
/// (see [`GraphInput::pending`]).
pub const BUILD_AT_ONCE: u64 = 300_000;

/// The families' names as the menu shows them, by URL name.
const FAMILY_LABELS: &[(&str, &str)] = &[
    ("path", "Path"),
    ("cycle", "Cycle C_n"),
    ("complete", "Complete graph K_n"),
    ("star", "Star"),
    ("wheel", "Wheel"),
    ("grid", "Grid"),
    ("petersen", "Petersen graph"),
    ("tree", "Random tree"),
    ("chordal", "Random chordal graph"),
    ("gnp", "Random graph G(n, p)"),
];

/// The texts of the graph form and their messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphTexts {
    /// The family chosen in the menu (a URL name).
    pub family: String,
    /// The family's parameters, by field name: n, rows, cols, p, seed.
    pub parameters: Vec<(&'static str, String)>,
    /// The vertex count typed.
    pub vertices: String,
    /// The edge list typed.
    pub edges: String,
    /// Messages about the texts, by field.
    pub errors: Vec<FieldError>,
}

impl GraphTexts {
    fn parameter(&self, field: &str) -> &str {
        self.parameters.iter().find(|(name, _)| *name == field).map_or("", |(_, text)| text)
    }

    fn error(&self, field: &str) -> Option<String> {
        self.errors.iter().find(|e| e.field == field).map(|e| e.message.clone())
    }
}

/// What an action changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// Nothing the lab needs to know (form texts, the tool).
    Nothing,
    /// Only where vertices are drawn.
    Layout,
    /// The graph itself: solve again.
    Graph,
}

/// What the graph form and the drawing ask for.
#[derive(Clone, Debug, PartialEq)]
pub enum GraphAction {
    /// A family chosen in the menu.
    Family(String),
    /// A parameter text edited: n, rows, cols, p or seed.
    Parameter(&'static str, String),
    /// Draw the chosen family.
    UseFamily,
    /// The next seed of a random family.
    NewSeed,
    /// The vertex count edited.
    Vertices(String),
    /// The edge list edited.
    Edges(String),
    /// Use the typed vertices and edges.
    UseEdges,
    /// A tool chosen.
    Tool(Tool),
    /// An edit on the drawing.
    Edit(GraphEdit),
}

/// Facts about the graph, computed once per change (a graph may have two million edges).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct GraphFacts {
    /// Connected components.
    pub components: u32,
    /// The smallest degree.
    pub min_degree: usize,
    /// The largest degree.
    pub max_degree: usize,
}

impl GraphFacts {
    /// The facts of `graph`.
    pub fn of(graph: &Graph) -> GraphFacts {
        let degrees = (0..graph.vertex_count()).map(|v| graph.degree(v));
        GraphFacts {
            components: graph.component_count(),
            min_degree: degrees.clone().min().unwrap_or(0),
            max_degree: degrees.max().unwrap_or(0),
        }
    }
}

/// A lab's graph, its layout, the form's texts and the editing tool.
#[derive(Clone, Debug)]
pub struct GraphInput {
    /// What graphs are allowed.
    pub rules: GraphRules,
    /// The families offered (URL names).
    pub families: &'static [&'static str],
    /// The family the graph is, while unedited.
    pub preset: Option<Preset>,
    /// A family asked for but too large to build at once: the lab builds it in slices and
    /// hands it over with [`GraphInput::install_built`]; until then `graph` is the previous
    /// graph.
    pub pending: Option<Preset>,
    /// The graph.
    pub graph: Rc<Graph>,
    /// Facts about it.
    pub facts: GraphFacts,
    /// Where each vertex is drawn; `None` above [`DRAW_LIMIT`] vertices.
    pub points: Option<Rc<Vec<Point>>>,
    /// Whether the positions were placed by hand (and go into the URL).
    pub placed: bool,
    /// The form.
    pub texts: GraphTexts,
    /// The editing tool.
    pub tool: Tool,
    /// Why the last edit on the drawing was refused.
    pub message: Option<String>,
}

impl GraphInput {
    /// The graph of a family.
    pub fn from_preset(
        preset: Preset,
        rules: GraphRules,
        families: &'static [&'static str],
    ) -> GraphInput {
        let graph = Rc::new(fitted(preset.build(), &rules));
        let mut input = GraphInput {
            rules,
            families,
            pending: None,
            preset: Some(preset),
            points: None,
            placed: false,
            texts: GraphTexts {
                family: preset.name().to_string(),
                parameters: Vec::new(),
                vertices: String::new(),
                edges: String::new(),
                errors: Vec::new(),
            },
            tool: Tool::Move,
            message: None,
            facts: GraphFacts::default(),
            graph,
        };
        input.after_change(true);
        input
    }

    /// The graph a URL asks for: a family (`graph=…`), or `vertices` and `edges`; positions
    /// from `pos`. Unusable fields get a notice and `default` (or computed positions) instead.
    /// A large family is left [`pending`](GraphInput::pending).
    pub fn from_params(
        link: &mut LinkParams,
        params: &Fields,
        rules: GraphRules,
        families: &'static [&'static str],
        default: Preset,
    ) -> GraphInput {
        let mut input = GraphInput::from_preset(default, rules, families);
        if params.get("graph").is_some() {
            match preset_from_fields(params, &rules) {
                Ok(preset) if families.contains(&preset.name()) => input.use_preset(preset),
                Ok(preset) => link.notice(format!(
                    "The link's graph family '{}' is not offered here. Showing the default instead.",
                    preset.name()
                )),
                Err(errors) => {
                    for error in errors {
                        link.notice(format!("The link's {error}. Showing the default graph instead."));
                    }
                }
            }
        } else if params.get("vertices").is_some() || params.get("edges").is_some() {
            match crate::api::graph::graph_from_fields(params, &rules) {
                Ok(graph) => input.set_graph(graph, None),
                Err(errors) => {
                    for error in errors {
                        link.notice(format!(
                            "The link's {error}. Showing the default graph instead."
                        ));
                    }
                }
            }
        }
        let points = link.read("pos", |text| parse_positions(text, input.graph.vertex_count()));
        if let (Some(points), true) = (points, input.drawn()) {
            input.points = Some(Rc::new(points));
            input.placed = true;
        }
        input
    }

    /// Writes the graph's fields: the family (the pending one, if any), or vertices and edges;
    /// positions placed by hand.
    pub fn write_params(&self, fields: &mut Fields) {
        if let Some(pending) = &self.pending {
            write_preset(pending, fields);
            return;
        }
        match &self.preset {
            Some(preset) => write_preset(preset, fields),
            None => write_edges(&self.graph, fields),
        }
        if let (true, Some(points)) = (self.placed, &self.points) {
            fields.set("pos", positions_text(points));
        }
    }

    /// Whether the graph is drawn (small enough).
    pub fn drawn(&self) -> bool {
        self.points.is_some()
    }

    /// Shows a family's graph: built at once when small, else left pending for the lab.
    fn use_preset(&mut self, preset: Preset) {
        if preset.work() <= BUILD_AT_ONCE {
            self.set_graph(fitted(preset.build(), &self.rules), Some(preset));
        } else {
            self.pending = Some(preset);
            self.show_family(&preset);
            self.texts.errors.clear();
        }
    }

    /// Takes the pending family's graph, built by the lab; ignored if another was asked for
    /// since.
    pub fn install_built(&mut self, preset: Preset, graph: Rc<Graph>) {
        if self.pending == Some(preset) {
            self.graph = if self.rules.directed && !graph.is_directed() {
                Rc::new(graph.symmetric_digraph())
            } else {
                graph
            };
            self.preset = Some(preset);
            self.pending = None;
            self.placed = false;
            self.after_change(true);
        }
    }

    /// Forgets the pending family, keeping the graph shown.
    pub fn cancel_pending(&mut self) {
        self.pending = None;
        self.after_change(false);
    }

    /// Replaces the graph (with `preset` when it is a family's), laying it out afresh.
    fn set_graph(&mut self, graph: Graph, preset: Option<Preset>) {
        self.graph = Rc::new(graph);
        self.preset = preset;
        self.pending = None;
        self.placed = false;
        self.after_change(true);
    }

    /// Refreshes what follows from the graph: the layout (afresh, or keeping the positions
    /// when `relayout` is false), the form's texts.
    fn after_change(&mut self, relayout: bool) {
        let n = self.graph.vertex_count();
        self.facts = GraphFacts::of(&self.graph);
        if n > DRAW_LIMIT {
            self.points = None;
        } else if relayout || self.points.is_none() {
            self.points = Some(Rc::new(layout(&self.graph, self.preset.as_ref())));
        }
        self.texts.vertices = n.to_string();
        self.texts.edges = if self.graph.edge_count() <= EDGE_TEXT_LIMIT {
            self.graph.edge_text()
        } else {
            String::new()
        };
        if let Some(preset) = self.preset {
            self.show_family(&preset);
        }
        self.texts.errors.clear();
        self.message = None;
    }

    /// Puts a family and its parameters in the form.
    fn show_family(&mut self, preset: &Preset) {
        self.texts.family = preset.name().to_string();
        let mut fields = Fields::new();
        write_preset(preset, &mut fields);
        for name in ["n", "rows", "cols", "p", "seed"] {
            if let Some(text) = fields.get(name) {
                self.set_parameter(name, text.to_string());
            }
        }
    }

    fn set_parameter(&mut self, field: &'static str, text: String) {
        match self.texts.parameters.iter_mut().find(|(name, _)| *name == field) {
            Some(entry) => entry.1 = text,
            None => self.texts.parameters.push((field, text)),
        }
    }

    /// The family fields the form holds now.
    fn family_fields(&self) -> Fields {
        let mut fields = Fields::new();
        fields.set("graph", self.texts.family.clone());
        let wanted: &[&str] = match self.texts.family.as_str() {
            "petersen" => &[],
            "grid" => &["rows", "cols"],
            "tree" | "chordal" => &["n", "seed"],
            "gnp" => &["n", "p", "seed"],
            _ => &["n"],
        };
        for &name in wanted {
            let text = self.texts.parameter(name);
            if !text.trim().is_empty() {
                fields.set(name, text);
            }
        }
        fields
    }

    /// Applies an action; says what changed.
    pub fn apply(&mut self, action: GraphAction) -> Change {
        match action {
            GraphAction::Family(name) => {
                self.texts.family = name;
                self.texts.errors.clear();
                Change::Nothing
            }
            GraphAction::Parameter(field, text) => {
                self.set_parameter(field, text);
                self.texts.errors = preset_from_fields(&self.family_fields(), &self.rules)
                    .err()
                    .unwrap_or_default();
                Change::Nothing
            }
            GraphAction::UseFamily => {
                match preset_from_fields(&self.family_fields(), &self.rules) {
                    Ok(preset) => {
                        self.use_preset(preset);
                        Change::Graph
                    }
                    Err(errors) => {
                        self.texts.errors = errors;
                        Change::Nothing
                    }
                }
            }
            GraphAction::NewSeed => {
                let seed = self.texts.parameter("seed").trim().parse::<u64>().unwrap_or(0);
                self.set_parameter("seed", seed.wrapping_add(1).to_string());
                self.apply(GraphAction::UseFamily)
            }
            GraphAction::Vertices(text) => {
                self.texts.errors.retain(|e| e.field != "vertices");
                if let Err(error) = parse_vertices(&text, &self.rules) {
                    self.texts.errors.push(error);
                }
                self.texts.vertices = text;
                Change::Nothing
            }
            GraphAction::Edges(text) => {
                self.texts.errors.retain(|e| e.field != "edges");
                if let Err(error) = parse_edge_list(&text, self.rules.max_edges) {
                    self.texts.errors.push(error);
                }
                self.texts.edges = text;
                Change::Nothing
            }
            GraphAction::UseEdges => {
                let mut fields = Fields::new();
                fields.set("vertices", self.texts.vertices.clone());
                fields.set("edges", self.texts.edges.clone());
                match crate::api::graph::graph_from_fields(&fields, &self.rules) {
                    Ok(graph) => {
                        self.set_graph(graph, None);
                        Change::Graph
                    }
                    Err(errors) => {
                        self.texts.errors = errors;
                        Change::Nothing
                    }
                }
            }
            GraphAction::Tool(tool) => {
                self.tool = tool;
                self.message = None;
                Change::Nothing
            }
            GraphAction::Edit(edit) => self.edit(edit),
        }
    }

    /// Applies an edit made on the drawing, keeping the other vertices where they are.
    fn edit(&mut self, edit: GraphEdit) -> Change {
        let Some(points) = self.points.clone() else { return Change::Nothing };
        let mut points = (*points).clone();
        let result: Result<Graph, GraphError> = match edit {
            GraphEdit::Move(v, at) => {
                if let Some(point) = points.get_mut(v as usize) {
                    *point = at;
                    self.points = Some(Rc::new(points));
                    self.placed = true;
                    return Change::Layout;
                }
                return Change::Nothing;
            }
            GraphEdit::AddVertex(_) if self.graph.vertex_count() >= DRAW_LIMIT => {
                // The drawing, and with it the editing tools, stop at DRAW_LIMIT vertices.
                self.message = Some(format!(
                    "Not done: drawings, where vertices are added, show at most {DRAW_LIMIT} \
                     vertices; type a larger graph's edges in the form instead."
                ));
                return Change::Nothing;
            }
            GraphEdit::AddVertex(at) => {
                let grown = self.graph.with_vertex_added(&self.rules);
                if grown.is_ok() {
                    points.push(at);
                }
                grown
            }
            GraphEdit::RemoveVertex(v) => {
                let smaller = self.graph.with_vertex_removed(v);
                if smaller.is_ok() && (v as usize) < points.len() {
                    points.remove(v as usize);
                }
                smaller
            }
            GraphEdit::ToggleEdge(u, v) => self.graph.with_edge_toggled(u, v, &self.rules),
        };
        match result {
            Ok(graph) => {
                self.graph = Rc::new(graph);
                self.preset = None;
                self.placed = true;
                self.points = Some(Rc::new(points));
                self.after_change(false);
                Change::Graph
            }
            Err(error) => {
                self.message = Some(match error {
                    GraphError::NoVertices => "The last vertex cannot be deleted.".to_string(),
                    other => format!("Not done: {other}."),
                });
                Change::Nothing
            }
        }
    }

    /// One line about the graph: its origin and size.
    pub fn describe(&self) -> String {
        if let Some(pending) = &self.pending {
            return format!(
                "{}: {} vertices.",
                capitalised(&pending.describe()),
                pending.vertex_count()
            );
        }
        let origin = match &self.preset {
            Some(preset) => capitalised(&preset.describe()),
            None => "A graph".to_string(),
        };
        let n = self.graph.vertex_count();
        let m = self.graph.edge_count();
        format!(
            "{origin}: {n} {}, {m} {}.",
            if n == 1 { "vertex" } else { "vertices" },
            if m == 1 { "edge" } else { "edges" }
        )
    }
}

/// A family's graph (undirected) as the rules want it: for directed rules, each edge becomes
/// two arcs.
fn fitted(graph: Graph, rules: &GraphRules) -> Graph {
    if rules.directed { graph.symmetric_digraph() } else { graph }
}

/// `text` with its first letter in capitals.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
}

/// The form: a family with its parameters, or vertices and an edge list.
pub fn graph_form(input: &GraphInput, on_action: &Callback<GraphAction>, id: &str) -> Html {
    let texts = &input.texts;
    let family = texts.family.as_str();
    let on_family = on_action.reform(|event: Event| {
        GraphAction::Family(event.target_unchecked_into::<HtmlSelectElement>().value())
    });
    let use_family = on_action.reform(|event: SubmitEvent| {
        event.prevent_default();
        GraphAction::UseFamily
    });
    let use_edges = on_action.reform(|event: SubmitEvent| {
        event.prevent_default();
        GraphAction::UseEdges
    });
    let parameter = |field: &'static str, label: &'static str, help: String| {
        let field_id = format!("{id}-{field}");
        let error = texts.error(field);
        let on_input = on_action.reform(move |event: InputEvent| {
            GraphAction::Parameter(field, event.target_unchecked_into::<HtmlInputElement>().value())
        });
        html! {
            <label class="graph-parameter" for={field_id.clone()}>
                <span>{ label }</span>
                <input id={field_id} value={texts.parameter(field).to_string()} oninput={on_input}
                    autocomplete="off" spellcheck="false" title={help}
                    aria-invalid={error.is_some().to_string()} />
            </label>
        }
    };
    let max = input.rules.max_vertices;
    let min_n = Preset::min_vertices(family);
    let parameters: Html = match family {
        "petersen" => html! {},
        "grid" => html! {
            <>
                { parameter("rows", "rows", format!("1 to {max}")) }
                { parameter("cols", "columns", format!("1 to {max}, rows × columns at most {max}")) }
            </>
        },
        "tree" | "chordal" => html! {
            <>
                { parameter("n", "n", format!("{min_n} to {max} vertices")) }
                { parameter("seed", "seed", "any whole number".into()) }
            </>
        },
        "gnp" => html! {
            <>
                { parameter("n", "n", format!("{min_n} to {max} vertices")) }
                { parameter("p", "p", "the probability of each edge, 0 to 1".into()) }
                { parameter("seed", "seed", "any whole number".into()) }
            </>
        },
        _ => parameter("n", "n", format!("{min_n} to {max} vertices")),
    };
    let random = matches!(family, "tree" | "chordal" | "gnp");
    let family_errors: Vec<String> = texts
        .errors
        .iter()
        .filter(|e| !matches!(e.field.as_str(), "vertices" | "edges"))
        .map(|e| e.to_string())
        .collect();
    let edge_errors: Vec<String> = texts
        .errors
        .iter()
        .filter(|e| matches!(e.field.as_str(), "vertices" | "edges"))
        .map(|e| e.to_string())
        .collect();
    let edges_placeholder = if texts.edges.is_empty() && input.graph.edge_count() > EDGE_TEXT_LIMIT
    {
        format!(
            "{} edges (too many to list here); type a list to replace them",
            input.graph.edge_count()
        )
    } else {
        "0-1, 1-2, 2-0".to_string()
    };
    html! {
        <div class="graph-form">
            <form class="graph-family" onsubmit={use_family} novalidate=true>
                <label for={format!("{id}-family")}>{ "Graph" }</label>
                <select id={format!("{id}-family")} onchange={on_family}>
                    { for FAMILY_LABELS.iter().filter(|(name, _)| input.families.contains(name)).map(|(name, label)| html! {
                        <option value={*name} selected={*name == family}>{ *label }</option>
                    }) }
                </select>
                { parameters }
                <button type="submit" class="primary">{ "Draw" }</button>
                if random {
                    <button type="button" class="preset new-seed" onclick={on_action.reform(|_: MouseEvent| GraphAction::NewSeed)}>{ "New seed" }</button>
                }
                <span class="field-error" role="alert">{ family_errors.join("; ") }</span>
            </form>
            <form class="graph-edges" onsubmit={use_edges} novalidate=true>
                <label class="graph-parameter" for={format!("{id}-vertices")}>
                    <span>{ "vertices" }</span>
                    <input id={format!("{id}-vertices")} value={texts.vertices.clone()} inputmode="numeric"
                        autocomplete="off" aria-invalid={texts.error("vertices").is_some().to_string()}
                        oninput={on_action.reform(|e: InputEvent| GraphAction::Vertices(e.target_unchecked_into::<HtmlInputElement>().value()))} />
                </label>
                <label class="graph-edge-list" for={format!("{id}-edges")}>
                    <span>{ "edges" }</span>
                    <textarea id={format!("{id}-edges")} value={texts.edges.clone()} rows="2" spellcheck="false"
                        placeholder={edges_placeholder} aria-invalid={texts.error("edges").is_some().to_string()}
                        oninput={on_action.reform(|e: InputEvent| GraphAction::Edges(e.target_unchecked_into::<HtmlTextAreaElement>().value()))} />
                </label>
                <button type="submit">{ "Use these edges" }</button>
                <span class="field-error" role="alert">{ edge_errors.join("; ") }</span>
            </form>
        </div>
    }
}

/// The editing tools, for a drawn graph.
pub fn tool_bar(input: &GraphInput, on_action: &Callback<GraphAction>) -> Html {
    if !input.drawn() {
        return html! {};
    }
    let tools = [
        (Tool::Move, "Move", "Drag a vertex to move it."),
        (Tool::AddVertex, "Add vertex", "Click an empty place to add a vertex there."),
        (
            Tool::Edge,
            "Edge",
            "Click two vertices to join them or to remove their edge; click an edge to remove it.",
        ),
        (Tool::Delete, "Delete", "Click a vertex or an edge to delete it."),
    ];
    let hint = tools.iter().find(|(tool, ..)| *tool == input.tool).map_or("", |(_, _, hint)| hint);
    html! {
        <div class="graph-tools" role="toolbar" aria-label="Edit the graph">
            { for tools.iter().map(|&(tool, label, hint)| html! {
                <button type="button" class={classes!("tool", (input.tool == tool).then_some("selected"))}
                    aria-pressed={(input.tool == tool).to_string()} title={hint}
                    onclick={on_action.reform(move |_: MouseEvent| GraphAction::Tool(tool))}>{ label }</button>
            }) }
            <span class="tool-hint">{ hint }</span>
            if let Some(message) = &input.message { <span class="field-error" role="alert">{ message.clone() }</span> }
        </div>
    }
}

/// A few facts about a graph too large to draw.
pub fn graph_summary(input: &GraphInput) -> Html {
    let GraphFacts { components, min_degree, max_degree } = input.facts;
    html! {
        <div class="graph-summary">
            <p>{ format!("{} It is not drawn: drawings show graphs of up to {DRAW_LIMIT} vertices.", input.describe()) }</p>
            <p>{ format!("Degrees from {min_degree} to {max_degree}; {components} connected component{}.",
                         if components == 1 { "" } else { "s" }) }</p>
        </div>
    }
}
