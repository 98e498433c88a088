//! The dag lab's state: the graph and its solution, the playback through the vertices in reverse
//! topological order, the tool, the form; its actions and reducer, and its link.

use crate::api::dag::{DagRequest, edges_text};
use crate::api::fields::parse_count;
use crate::solve::dag::{Cycle, DagSolution, Digraph, explain, solve};
use crate::ui::kit::fill::{
    FillLab, FillOrder, inspect_frame, read_fill_request, read_playback, reduce_fill,
    write_playback,
};
use crate::ui::kit::form::example;
use crate::ui::kit::prelude::*;

/// The most vertices the lab draws.
pub const MAX_VERTICES: usize = 30;
/// The most edges the lab takes.
pub const MAX_EDGES: usize = 300;

/// Example graphs: label, request.
pub const EXAMPLES: &[(&str, &str)] = &[
    ("A small DAG", "vertices=9&edges=0>1,0>2,0>3,1>4,1>5,2>5,2>6,3>6,3>7,4>7,5>7,6>7,8>0,8>1,8>3"),
    (
        "The lecture's take-away game, N = 6, K = 3",
        "vertices=7&edges=6>5,6>4,6>3,5>4,5>3,5>2,4>3,4>2,4>1,3>2,3>1,3>0,2>1,2>0,1>0",
    ),
    ("A graph with a cycle", "vertices=5&edges=0>1,1>2,2>3,3>1,2>4"),
];

choices!(
    /// What clicking a vertex does.
    Tool in TOOLS {
        /// Explain the vertex's value.
        Explain: "explain",
        /// Pick an edge's tail, then its head: adds the edge, or removes it if it is there.
        Edit: "edit",
    }
);

/// The graph on screen and what is known about it.
#[derive(Debug, PartialEq)]
pub struct Solved {
    pub graph: Rc<Digraph>,
    /// Its topological order and values, or a cycle.
    pub solution: Result<DagSolution, Cycle>,
    /// The vertices in the order they are filled: the topological order from its end (none
    /// when there is a cycle).
    pub fill: FillOrder<usize>,
}

impl Solved {
    fn new(graph: Digraph) -> Rc<Solved> {
        let solution = solve(&graph);
        let fill = match &solution {
            Ok(solution) => solution.order.iter().rev().copied().collect(),
            Err(_) => Vec::new(),
        };
        Rc::new(Solved { graph: Rc::new(graph), solution, fill: FillOrder::new(fill) })
    }
}

impl Timeline for Solved {
    const ASKS: bool = true;

    fn last(&self) -> u32 {
        self.fill.last()
    }

    fn label(&self, k: u32) -> String {
        self.fill.at(k).map(|vertex| format!("vertex {vertex}")).unwrap_or_default()
    }

    fn sentence(&self, k: u32) -> String {
        let (Ok(solution), Some(vertex)) = (&self.solution, self.fill.at(k)) else {
            return String::new();
        };
        explain(&self.graph, &solution.grundy, vertex)
            .map(|explanation| explanation.sentence())
            .unwrap_or_default()
    }

    fn question(&self, k: u32) -> Option<Question> {
        let (Ok(solution), Some(vertex)) = (&self.solution, self.fill.at(k)) else { return None };
        let value = *solution.grundy.get(vertex)?;
        number_question(format!("What is SG({vertex})?"), value)
    }
}

/// The form showing `graph`.
fn form_of(graph: &Digraph) -> Form {
    let mut fields = Fields::new();
    fields.set("vertices", graph.vertex_count().to_string());
    fields.set("edges", edges_text(graph.edges()));
    Form::showing(fields)
}

/// The lab's whole state.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub solved: Rc<Solved>,
    /// The step (frame k fills the k-th vertex of the fill order) and the clicked vertex's frame.
    pub playback: Playback,
    /// What a click on a vertex does.
    pub tool: Tool,
    /// In the edit tool: the tail of the edge being drawn.
    pub picked: Option<usize>,
    pub form: Form,
    pub notices: Vec<String>,
}

/// What the student does.
pub enum Action {
    /// Steps, inspects a filled vertex's frame, or acts on the form.
    Fill(FillAction),
    /// A click on a vertex of the drawing.
    ClickVertex(usize),
    /// Chooses what a click does.
    SetTool(Tool),
    /// Adds a vertex.
    AddVertex,
    /// Removes the last vertex and its edges.
    RemoveVertex,
}

impl FillLab for State {
    type Request = DagRequest;
    const EXAMPLES: &'static [(&'static str, &'static str)] = EXAMPLES;

    fn parse(fields: &Fields) -> Result<DagRequest, Vec<FieldError>> {
        let [vertices, edges] =
            ["vertices", "edges"].map(|name| fields.get(name).unwrap_or_default());
        let graph = DagRequest::parse_graph(vertices, edges, MAX_VERTICES, MAX_EDGES)?;
        Ok(DagRequest { graph })
    }

    fn parts(&mut self) -> (&mut Playback, &mut Form) {
        (&mut self.playback, &mut self.form)
    }

    fn open(self, request: DagRequest) -> State {
        State { notices: Vec::new(), ..self }.show(request.graph, false)
    }
}

/// Parses the `vertex` URL parameter into its frame, for a vertex filled by `step`.
fn parse_vertex(text: &str, solved: &Solved, step: u32) -> Result<u32, FieldError> {
    let vertex = parse_count("vertex", text, solved.graph.vertex_count() as u64 - 1)? as usize;
    // A graph with a cycle fills nothing: its vertices are never filled.
    let what = format!("vertex {vertex}");
    solved.fill.frame_by(("vertex", &what, "is not filled yet at this step"), vertex, step)
}

impl State {
    /// Shows `graph` at its first step (or, after an edit on the drawing, its last, so the
    /// values update at once).
    fn show(mut self, graph: Digraph, at_end: bool) -> State {
        self.solved = Solved::new(graph);
        let last = self.solved.last();
        let speed = self.playback.playhead.speed;
        self.playback = Playback::new(if at_end { last } else { 0 }, None, last, speed);
        self.picked = None;
        self.form = form_of(&self.solved.graph);
        self
    }

    /// The vertex being explained: the clicked one, else the current step's.
    pub fn focus(&self) -> Option<usize> {
        self.solved.fill.at(self.playback.focus())
    }

    /// The vertex the student clicked, if it is explained.
    pub fn inspected(&self) -> Option<usize> {
        self.playback.inspected.and_then(|frame| self.solved.fill.at(frame))
    }

    /// The state after `action`.
    fn apply(self, action: Action) -> State {
        let graph = &self.solved.graph;
        let count = graph.vertex_count();
        let edited = match action {
            Action::Fill(action) => return reduce_fill(self, action),
            Action::ClickVertex(vertex) => return self.click(vertex),
            Action::SetTool(tool) => return State { tool, picked: None, ..self },
            Action::AddVertex if count < MAX_VERTICES => graph.with_vertex_added(),
            Action::RemoveVertex if count > 1 => graph.without_last_vertex(),
            Action::AddVertex | Action::RemoveVertex => return self,
        };
        self.show(edited, true)
    }

    /// A click on `vertex`: explains it, or picks an edge's tail, or adds or removes the edge.
    fn click(mut self, vertex: usize) -> State {
        match (self.tool, self.picked) {
            // A vertex never filled (on a graph with a cycle) is not inspected.
            (Tool::Explain, _) => {
                self.playback = inspect_frame(self.playback, self.solved.fill.frame_of(vertex))
            }
            (Tool::Edit, None) => self.picked = Some(vertex),
            (Tool::Edit, Some(tail)) if tail == vertex => self.picked = None,
            (Tool::Edit, Some(tail)) => {
                if let Some(graph) = self.solved.graph.with_edge_toggled(tail, vertex, MAX_EDGES) {
                    return self.show(graph, true);
                }
            }
        }
        self
    }

    /// Whether `vertex` is filled at the current step.
    pub fn is_filled(&self, vertex: usize) -> bool {
        self.solved.fill.is_filled(vertex, self.playback.position())
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let default = || {
            let graph = Digraph::without_edges(1);
            example(EXAMPLES, 0).unwrap_or(DagRequest { graph })
        };
        let graph = read_fill_request::<State>(&mut link, params, default, "graph").graph;
        let solved = Solved::new(graph);
        let playback = read_playback(&mut link, solved.last(), "vertex", |text, step| {
            parse_vertex(text, &solved, step)
        });
        let tool = link.choice("tool", TOOLS, Tool::Explain);
        State {
            form: form_of(&solved.graph),
            solved,
            playback,
            tool,
            picked: None,
            notices: link.finish(&[]),
        }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        DagRequest { graph: (*self.solved.graph).clone() }.write_fields(&mut params);
        write_playback(&self.playback, &mut params, "vertex", |frame| {
            self.solved.fill.at(frame).map(|vertex| vertex.to_string()).unwrap_or_default()
        });
        if self.tool == Tool::Edit {
            params.set("tool", "edit");
        }
        params
    }
}

reducer!(State, Action);
