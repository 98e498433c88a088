//! Games on a directed graph: a token sits on a vertex, a move slides it along an edge, and the
//! player who cannot move loses.
//!
//! Every impartial game is such a graph (a vertex per position, an edge per move). On an
//! acyclic graph every vertex has a Sprague-Grundy value, SG(v) = mex{SG(w) : v -> w}. As the
//! lecture does it: find a topological order (every edge goes forward in it) with
//! [`topological_order`], then fill the values in reverse order with [`grundy_values`], so each
//! vertex's successors are filled before it. A graph with a cycle allows a game that never ends
//! and has no SG values; [`topological_order`] then returns one cycle, to show.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fmt;

use super::mex::mex;

/// A directed graph on vertices 0..n, without repeated edges (self-loops are allowed: they are
/// cycles, reported as such).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Digraph {
    /// `successors[v]`: the heads of the edges leaving v, ascending.
    successors: Vec<Vec<usize>>,
    /// The edges in the order given.
    edges: Vec<(usize, usize)>,
}

/// Why a vertex count and an edge list do not make a [`Digraph`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GraphError {
    /// Edge number `index` (from 0) names a vertex that does not exist.
    OutOfRange {
        /// The edge's position in the list.
        index: usize,
        /// The edge.
        edge: (usize, usize),
        /// The number of vertices.
        vertices: usize,
    },
    /// The same edge given twice.
    Duplicate((usize, usize)),
}

impl fmt::Display for GraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GraphError::OutOfRange { index, edge: (from, to), vertices: 0 } => {
                write!(f, "edge {} ({from}>{to}) names a vertex, but the graph has none", index + 1)
            }
            GraphError::OutOfRange { index, edge: (from, to), vertices } => {
                let missing = if from >= vertices { from } else { to };
                write!(
                    f,
                    "edge {} ({from}>{to}) names vertex {missing}, but the vertices are 0 to {}",
                    index + 1,
                    vertices - 1
                )
            }
            GraphError::Duplicate((from, to)) => {
                write!(f, "{from}>{to} is listed twice; list each edge once")
            }
        }
    }
}

impl Digraph {
    /// The graph on vertices 0..`vertices` with these edges (from, to).
    pub fn try_new(vertices: usize, edges: Vec<(usize, usize)>) -> Result<Digraph, GraphError> {
        let mut predecessors = vec![Vec::new(); vertices];
        for (index, &(from, to)) in edges.iter().enumerate() {
            if from >= vertices || to >= vertices {
                return Err(GraphError::OutOfRange { index, edge: (from, to), vertices });
            }
            predecessors[to].push(from);
        }
        // Each vertex's successors in increasing order, gathered head by head (a bucket sort:
        // a library sort would link its own few KB of code into the lab).
        let mut successors = vec![Vec::new(); vertices];
        for (to, tails) in predecessors.iter().enumerate() {
            for &from in tails {
                successors[from].push(to);
            }
        }
        for (from, heads) in successors.iter().enumerate() {
            if let Some(pair) = heads.windows(2).find(|pair| pair[0] == pair[1]) {
                return Err(GraphError::Duplicate((from, pair[0])));
            }
        }
        Ok(Digraph { successors, edges })
    }

    /// The graph on vertices 0..`vertices` with no edges.
    pub fn without_edges(vertices: usize) -> Digraph {
        Digraph { successors: vec![Vec::new(); vertices], edges: Vec::new() }
    }

    /// The number of vertices.
    pub fn vertex_count(&self) -> usize {
        self.successors.len()
    }

    /// The edges, in the order given.
    pub fn edges(&self) -> &[(usize, usize)] {
        &self.edges
    }

    /// The vertices one move from `vertex`, ascending (none for a vertex out of range).
    pub fn successors(&self, vertex: usize) -> &[usize] {
        self.successors.get(vertex).map_or(&[], Vec::as_slice)
    }

    /// Whether the graph has the edge from -> to.
    pub fn has_edge(&self, from: usize, to: usize) -> bool {
        self.successors(from).binary_search(&to).is_ok()
    }
}

/// A cycle: vertices v0, v1, ..., vk with edges v0 -> v1 -> ... -> vk -> v0, all distinct
/// (one vertex for a self-loop).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cycle(pub Vec<usize>);

impl Cycle {
    /// The cycle's edges, in order, ending with the one back to the start.
    pub fn edges(&self) -> Vec<(usize, usize)> {
        let vertices = &self.0;
        (0..vertices.len()).map(|i| (vertices[i], vertices[(i + 1) % vertices.len()])).collect()
    }

    /// The cycle as `1 > 2 > 3 > 1`.
    pub fn path_text(&self) -> String {
        let mut parts: Vec<String> = self.0.iter().map(usize::to_string).collect();
        if let Some(first) = self.0.first() {
            parts.push(first.to_string());
        }
        parts.join(" > ")
    }
}

impl fmt::Display for Cycle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let [vertex] = self.0.as_slice() {
            write!(
                f,
                "{vertex}>{vertex} is a self-loop, a cycle of one move: a game on it could go on \
                 forever, so it has no Sprague-Grundy values (they need an acyclic graph)"
            )
        } else {
            write!(
                f,
                "the graph has a cycle {}: a game on it could go on forever, so it has no \
                 Sprague-Grundy values (they need an acyclic graph)",
                self.path_text()
            )
        }
    }
}

/// A topological order of `graph` (every edge goes from an earlier vertex to a later one), or
/// a cycle if there is none. Kahn's algorithm, always taking the smallest vertex with no edge
/// left coming in, so the order is the same every time.
pub fn topological_order(graph: &Digraph) -> Result<Vec<usize>, Cycle> {
    order_by_successors(graph.vertex_count(), |vertex| graph.successors(vertex).iter().copied())
}

/// [`topological_order`] of any graph on vertices 0..`n`, given by the successors of each
/// vertex (the state graphs of `state_graph` and `max_dif` use it on their own storage).
pub fn order_by_successors<I: IntoIterator<Item = usize>>(
    n: usize,
    successors: impl Fn(usize) -> I,
) -> Result<Vec<usize>, Cycle> {
    let mut in_degree = vec![0usize; n];
    for vertex in 0..n {
        for next in successors(vertex) {
            in_degree[next] += 1;
        }
    }
    let mut ready: BinaryHeap<Reverse<usize>> =
        (0..n).filter(|&v| in_degree[v] == 0).map(Reverse).collect();
    let mut order = Vec::with_capacity(n);
    while let Some(Reverse(vertex)) = ready.pop() {
        order.push(vertex);
        for next in successors(vertex) {
            in_degree[next] -= 1;
            if in_degree[next] == 0 {
                ready.push(Reverse(next));
            }
        }
    }
    if order.len() == n { Ok(order) } else { Err(find_cycle(n, successors)) }
}

/// A cycle of a graph that has one, found by depth-first search from the smallest vertex: the
/// first edge back to a vertex still on the search path closes it.
fn find_cycle<I: IntoIterator<Item = usize>>(n: usize, successors: impl Fn(usize) -> I) -> Cycle {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        OnPath,
        Done,
    }
    let mut mark = vec![Mark::New; n];
    for root in 0..n {
        if mark[root] != Mark::New {
            continue;
        }
        // The search path, each vertex with its successors not yet tried.
        let mut path: Vec<(usize, I::IntoIter)> = vec![(root, successors(root).into_iter())];
        mark[root] = Mark::OnPath;
        while let Some((vertex, untried)) = path.last_mut() {
            let vertex = *vertex;
            match untried.next() {
                Some(head) => match mark[head] {
                    Mark::New => {
                        mark[head] = Mark::OnPath;
                        path.push((head, successors(head).into_iter()));
                    }
                    Mark::OnPath => {
                        let start = path.iter().position(|&(v, _)| v == head).unwrap_or(0);
                        return Cycle(path[start..].iter().map(|&(v, _)| v).collect());
                    }
                    Mark::Done => {}
                },
                None => {
                    mark[vertex] = Mark::Done;
                    path.pop();
                }
            }
        }
    }
    // Only reached for an acyclic graph, which callers do not pass.
    Cycle(Vec::new())
}

/// SG(v) for every vertex, filled in reverse `order` (a topological order of `graph`): each
/// vertex's successors come later in the order, so their values are known when it is filled.
pub fn grundy_values(graph: &Digraph, order: &[usize]) -> Vec<u32> {
    let mut values = vec![0u32; graph.vertex_count()];
    for &vertex in order.iter().rev() {
        values[vertex] = mex(graph.successors(vertex).iter().map(|&next| values[next]));
    }
    values
}

/// A game on an acyclic graph, solved: the topological order and every vertex's SG value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DagSolution {
    /// A topological order: every edge goes forward in it.
    pub order: Vec<usize>,
    /// SG(v) for each vertex v.
    pub grundy: Vec<u32>,
}

/// Solves the game on `graph`, or names a cycle that makes it impossible.
pub fn solve(graph: &Digraph) -> Result<DagSolution, Cycle> {
    let order = topological_order(graph)?;
    let grundy = grundy_values(graph, &order);
    Ok(DagSolution { order, grundy })
}

/// One vertex's value, spelled out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VertexExplanation {
    /// The vertex.
    pub vertex: usize,
    /// Each successor and its value.
    pub options: Vec<(usize, u32)>,
    /// The mex of the successors' values.
    pub value: u32,
}

impl VertexExplanation {
    /// `SG(1) = mex{SG(3), SG(4)} = mex{0, 1} = 2`.
    pub fn sentence(&self) -> String {
        let vertex = self.vertex;
        if self.options.is_empty() {
            return format!("SG({vertex}) = mex{{}} = 0");
        }
        let names: Vec<String> = self.options.iter().map(|(w, _)| format!("SG({w})")).collect();
        let values: Vec<String> = self.options.iter().map(|(_, g)| g.to_string()).collect();
        format!(
            "SG({vertex}) = mex{{{}}} = mex{{{}}} = {}",
            names.join(", "),
            values.join(", "),
            self.value
        )
    }

    /// The successors that are P-positions (SG 0): the winning moves.
    pub fn winning_moves(&self) -> Vec<usize> {
        self.options.iter().filter(|&&(_, value)| value == 0).map(|&(w, _)| w).collect()
    }
}

/// Vertex `vertex` of a solved graph, explained from the values of its successors.
pub fn explain(graph: &Digraph, grundy: &[u32], vertex: usize) -> Option<VertexExplanation> {
    let options: Vec<(usize, u32)> = graph
        .successors(vertex)
        .iter()
        .map(|&next| grundy.get(next).map(|&value| (next, value)))
        .collect::<Option<_>>()?;
    let value = *grundy.get(vertex)?;
    Some(VertexExplanation { vertex, options, value })
}

/// A graph's edits, as a drawing makes them.
impl Digraph {
    /// The graph with the edge from -> to removed if it is there, else added if the graph has
    /// fewer than `max_edges` edges (else unchanged); `None` for a vertex out of range.
    pub fn with_edge_toggled(&self, from: usize, to: usize, max_edges: usize) -> Option<Digraph> {
        let mut edges = self.edges.clone();
        if self.has_edge(from, to) {
            edges.retain(|&edge| edge != (from, to));
        } else if edges.len() < max_edges {
            edges.push((from, to));
        }
        Digraph::try_new(self.vertex_count(), edges).ok()
    }

    /// The graph with one more vertex, numbered `vertex_count()`, no edge touching it.
    pub fn with_vertex_added(&self) -> Digraph {
        let mut graph = self.clone();
        graph.successors.push(Vec::new());
        graph
    }

    /// The graph without its last vertex and the edges touching it.
    pub fn without_last_vertex(&self) -> Digraph {
        let last = self.vertex_count().saturating_sub(1);
        let mut graph = self.clone();
        graph.successors.truncate(last);
        for heads in &mut graph.successors {
            heads.retain(|&head| head != last);
        }
        graph.edges.retain(|&(from, to)| from != last && to != last);
        graph
    }
}

impl DagSolution {
    /// The P-positions: the vertices of value 0, ascending.
    pub fn p_positions(&self) -> Vec<usize> {
        (0..self.grundy.len()).filter(|&v| self.grundy[v] == 0).collect()
    }
}

impl VertexExplanation {
    /// Where the token can move, in words: "From 1 the token can move to 3 (SG 0), 4 (SG 1).",
    /// or "Vertex 7 has no outgoing edge: no move, an ending position."
    pub fn moves_text(&self) -> String {
        let vertex = self.vertex;
        if self.options.is_empty() {
            return format!("Vertex {vertex} has no outgoing edge: no move, an ending position.");
        }
        let moves: Vec<String> =
            self.options.iter().map(|(w, g)| format!("{w} (SG {g})")).collect();
        format!("From {vertex} the token can move to {}.", moves.join(", "))
    }
}
