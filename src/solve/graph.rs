//! Graphs for the pursuit games: vertices 0..n, validated edge lists, and small graph facts.
//!
//! A [`Graph`] is undirected or directed, with or without loops, as its [`GraphRules`] say; it
//! is only ever built from an edge list that passed [`Graph::try_new`] (or by a generator that
//! makes valid lists), so every vertex named in it is in range and no edge is listed twice.

use std::fmt;

use super::stepwise::Stepwise;

/// What a graph may be: its direction, loops, and size limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphRules {
    /// Whether an edge u-v is an arc from u to v (else it joins both ways).
    pub directed: bool,
    /// Whether an edge may join a vertex to itself.
    pub loops: bool,
    /// The most vertices allowed (at least 1).
    pub max_vertices: u32,
    /// The most edges allowed.
    pub max_edges: usize,
}

impl GraphRules {
    /// Simple undirected graphs (no loops) of up to `max_vertices` vertices and any number of
    /// edges that fit.
    pub const fn simple(max_vertices: u32) -> GraphRules {
        let most = max_vertices as usize * max_vertices.saturating_sub(1) as usize / 2;
        GraphRules { directed: false, loops: false, max_vertices, max_edges: most }
    }
}

/// Why an edge list does not make a graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GraphError {
    /// A graph needs at least one vertex.
    NoVertices,
    /// More vertices than the rules allow.
    TooManyVertices {
        /// Vertices asked for.
        count: u64,
        /// The limit.
        limit: u32,
    },
    /// More edges than the rules allow.
    TooManyEdges {
        /// Edges given (or at least this many).
        count: usize,
        /// The limit.
        limit: usize,
    },
    /// An edge names a vertex that does not exist.
    OutOfRange {
        /// The edge as given.
        edge: (u64, u64),
        /// The number of vertices.
        vertices: u32,
    },
    /// An edge v-v where loops are not allowed.
    Loop {
        /// The vertex.
        vertex: u32,
    },
    /// An edge given twice (for undirected graphs, u-v and v-u are the same edge).
    Duplicate {
        /// The edge, as given the second time.
        edge: (u32, u32),
        /// The edge as given the first time.
        first: (u32, u32),
    },
}

impl fmt::Display for GraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GraphError::NoVertices => write!(f, "a graph needs at least 1 vertex"),
            GraphError::TooManyVertices { count, limit } => {
                write!(f, "{count} vertices is above the limit of {limit}")
            }
            GraphError::TooManyEdges { count, limit } => {
                write!(f, "{count} edges is above the limit of {limit}")
            }
            GraphError::OutOfRange { edge: (u, v), vertices } => {
                let bad = if *u >= u64::from(*vertices) { u } else { v };
                write!(
                    f,
                    "{u}-{v} names vertex {bad}, but the vertices are 0 to {}",
                    vertices.saturating_sub(1)
                )
            }
            GraphError::Loop { vertex } => {
                write!(f, "{vertex}-{vertex} is a loop; a vertex cannot be joined to itself here")
            }
            GraphError::Duplicate { edge: (u, v), first: (a, b) } if (u, v) == (a, b) => {
                write!(f, "{u}-{v} is listed twice; list each edge once")
            }
            GraphError::Duplicate { edge: (u, v), first: (a, b) } => {
                write!(f, "{u}-{v} is listed twice (as {a}-{b} and {u}-{v}); list each edge once")
            }
        }
    }
}

/// A graph on the vertices 0..n.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    vertices: u32,
    directed: bool,
    /// The edges in the order given (undirected edges as given, not normalised).
    edges: Vec<(u32, u32)>,
    /// For each vertex, its (out-)neighbours in increasing order; a loop lists the vertex itself.
    adjacency: Vec<Vec<u32>>,
}

impl Graph {
    /// Checks `edges` against `rules` and builds the graph on `vertices` vertices.
    pub fn try_new(
        vertices: u64,
        edges: &[(u64, u64)],
        rules: &GraphRules,
    ) -> Result<Graph, GraphError> {
        if vertices == 0 {
            return Err(GraphError::NoVertices);
        }
        if vertices > u64::from(rules.max_vertices) {
            return Err(GraphError::TooManyVertices { count: vertices, limit: rules.max_vertices });
        }
        if edges.len() > rules.max_edges {
            return Err(GraphError::TooManyEdges { count: edges.len(), limit: rules.max_edges });
        }
        // At most max_vertices (a u32), checked above.
        let n = vertices as u32;
        let mut checked = Vec::with_capacity(edges.len());
        for &(u, v) in edges {
            if u >= vertices || v >= vertices {
                return Err(GraphError::OutOfRange { edge: (u, v), vertices: n });
            }
            // Both below n, checked just above.
            let (u, v) = (u as u32, v as u32);
            if u == v && !rules.loops {
                return Err(GraphError::Loop { vertex: u });
            }
            checked.push((u, v));
        }
        let graph = Graph::from_valid_edges(n, rules.directed, checked);
        graph.find_duplicate().map_or(Ok(graph), Err)
    }

    /// Builds a graph from edges known to be in range and allowed (used by the generators,
    /// and by [`Graph::try_new`] after its checks); duplicates are looked for by the caller.
    pub(crate) fn from_valid_edges(vertices: u32, directed: bool, edges: Vec<(u32, u32)>) -> Graph {
        Box::new(GraphBuilder::new(vertices, directed, edges)).finish()
    }

    /// The first edge listed a second time, if any.
    fn find_duplicate(&self) -> Option<GraphError> {
        let repeated = self.adjacency.iter().any(|list| list.windows(2).any(|w| w[0] == w[1]));
        if !repeated {
            return None;
        }
        let key = |&(u, v): &(u32, u32)| if self.directed || u <= v { (u, v) } else { (v, u) };
        // The edges by their key's first end, each group in list order (bucketed, not sorted: a
        // sort would link its own few KB of code into every graph lab).
        let n = self.adjacency.len();
        let mut by_tail: Vec<Vec<(u32, usize)>> = vec![Vec::new(); n];
        for (index, edge) in self.edges.iter().enumerate() {
            let (u, v) = key(edge);
            by_tail[u as usize].push((v, index));
        }
        // The duplicate whose second listing comes first in the edge list, and its first listing.
        let mut first_at = vec![usize::MAX; n];
        let mut found: Option<(usize, usize)> = None;
        for group in &by_tail {
            for &(v, index) in group {
                match first_at[v as usize] {
                    usize::MAX => first_at[v as usize] = index,
                    first if found.is_none_or(|(second, _)| index < second) => {
                        found = Some((index, first))
                    }
                    _ => {}
                }
            }
            for &(v, _) in group {
                first_at[v as usize] = usize::MAX;
            }
        }
        found.map(|(second, first)| GraphError::Duplicate {
            edge: self.edges[second],
            first: self.edges[first],
        })
    }

    /// The number of vertices.
    pub fn vertex_count(&self) -> u32 {
        self.vertices
    }

    /// The number of edges.
    pub fn edge_count(&self) -> usize {
        self.edges.len()
    }

    /// Whether edges are arcs.
    pub fn is_directed(&self) -> bool {
        self.directed
    }

    /// The edges, in the order given.
    pub fn edges(&self) -> &[(u32, u32)] {
        &self.edges
    }

    /// The (out-)neighbours of `v`, in increasing order.
    pub fn neighbours(&self, v: u32) -> &[u32] {
        &self.adjacency[v as usize]
    }

    /// The number of (out-)neighbours of `v`.
    pub fn degree(&self, v: u32) -> usize {
        self.adjacency[v as usize].len()
    }

    /// Whether the edge u-v (the arc u→v when directed) is present.
    pub fn has_edge(&self, u: u32, v: u32) -> bool {
        self.adjacency.get(u as usize).is_some_and(|list| list.binary_search(&v).is_ok())
    }

    /// The edge list as text, `0-1, 1-2, …`.
    pub fn edge_text(&self) -> String {
        let items: Vec<String> = self.edges.iter().map(|(u, v)| format!("{u}-{v}")).collect();
        items.join(", ")
    }

    /// The component of each vertex (components numbered 0.. in order of their least vertex),
    /// ignoring edge directions.
    pub fn components(&self) -> Vec<u32> {
        let n = self.vertices as usize;
        let both_ways: Vec<Vec<u32>>;
        let undirected = if self.directed {
            let mut lists = vec![Vec::new(); n];
            for &(u, v) in &self.edges {
                lists[u as usize].push(v);
                lists[v as usize].push(u);
            }
            both_ways = lists;
            &both_ways
        } else {
            &self.adjacency
        };
        let mut component = vec![u32::MAX; n];
        let mut count = 0;
        for start in 0..n {
            if component[start] != u32::MAX {
                continue;
            }
            component[start] = count;
            let mut stack = vec![start as u32];
            while let Some(v) = stack.pop() {
                for &w in &undirected[v as usize] {
                    if component[w as usize] == u32::MAX {
                        component[w as usize] = count;
                        stack.push(w);
                    }
                }
            }
            count += 1;
        }
        component
    }

    /// The number of components, ignoring edge directions.
    pub fn component_count(&self) -> u32 {
        self.components().into_iter().max().map_or(0, |last| last + 1)
    }

    /// Whether the graph is undirected, connected and without cycles (or loops).
    pub fn is_tree(&self) -> bool {
        !self.directed
            && self.edges.len() + 1 == self.vertices as usize
            && self.edges.iter().all(|(u, v)| u != v)
            && self.component_count() == 1
    }

    /// Distances (in edges) from `source` to every vertex following edge directions;
    /// `u32::MAX` where unreachable.
    pub fn distances_from(&self, source: u32) -> Vec<u32> {
        let mut distance = vec![u32::MAX; self.vertices as usize];
        distance[source as usize] = 0;
        let mut queue = std::collections::VecDeque::from([source]);
        while let Some(v) = queue.pop_front() {
            for &w in self.neighbours(v) {
                if distance[w as usize] == u32::MAX {
                    distance[w as usize] = distance[v as usize] + 1;
                    queue.push_back(w);
                }
            }
        }
        distance
    }

    /// The directed graph with both arcs u→v and v→u for each edge u-v (itself if directed).
    pub fn symmetric_digraph(&self) -> Graph {
        if self.directed {
            return self.clone();
        }
        let arcs = self
            .edges
            .iter()
            .flat_map(|&(u, v)| if u == v { vec![(u, v)] } else { vec![(u, v), (v, u)] })
            .collect();
        Graph::from_valid_edges(self.vertices, true, arcs)
    }

    /// This graph with one more vertex (numbered n), if the rules allow it.
    pub fn with_vertex_added(&self, rules: &GraphRules) -> Result<Graph, GraphError> {
        let vertices = u64::from(self.vertices) + 1;
        if vertices > u64::from(rules.max_vertices) {
            return Err(GraphError::TooManyVertices { count: vertices, limit: rules.max_vertices });
        }
        Ok(Graph::from_valid_edges(self.vertices + 1, self.directed, self.edges.clone()))
    }

    /// This graph without vertex `v` and its edges; the vertices above `v` move down by one.
    pub fn with_vertex_removed(&self, v: u32) -> Result<Graph, GraphError> {
        if self.vertices <= 1 {
            return Err(GraphError::NoVertices);
        }
        let shift = |w: u32| if w > v { w - 1 } else { w };
        let edges = self
            .edges
            .iter()
            .filter(|&&(a, b)| a != v && b != v)
            .map(|&(a, b)| (shift(a), shift(b)))
            .collect();
        Ok(Graph::from_valid_edges(self.vertices - 1, self.directed, edges))
    }

    /// This graph with the edge u-v added, or removed if present (for undirected graphs in
    /// either direction), if the rules allow it.
    pub fn with_edge_toggled(
        &self,
        u: u32,
        v: u32,
        rules: &GraphRules,
    ) -> Result<Graph, GraphError> {
        if u >= self.vertices || v >= self.vertices {
            return Err(GraphError::OutOfRange {
                edge: (u.into(), v.into()),
                vertices: self.vertices,
            });
        }
        let same = |&(a, b): &(u32, u32)| (a, b) == (u, v) || (!self.directed && (b, a) == (u, v));
        let mut edges = self.edges.clone();
        if let Some(index) = edges.iter().position(same) {
            edges.remove(index);
        } else {
            if u == v && !rules.loops {
                return Err(GraphError::Loop { vertex: u });
            }
            if edges.len() >= rules.max_edges {
                return Err(GraphError::TooManyEdges {
                    count: edges.len() + 1,
                    limit: rules.max_edges,
                });
            }
            edges.push((u, v));
        }
        Ok(Graph::from_valid_edges(self.vertices, self.directed, edges))
    }
}

/// Where a [`GraphBuilder`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BuildPhase {
    /// Counting each vertex's neighbours, edge by edge.
    Count,
    /// Filling the neighbour lists, edge by edge.
    Fill,
    /// Putting each list in order, vertex by vertex.
    Sort,
}

/// Builds the neighbour lists of a valid edge list a slice at a time (a complete graph on
/// 2,000 vertices has four million entries).
#[derive(Clone, Debug)]
pub struct GraphBuilder {
    vertices: u32,
    directed: bool,
    edges: Vec<(u32, u32)>,
    phase: BuildPhase,
    /// The next edge or vertex of the phase.
    next: usize,
    degree: Vec<usize>,
    adjacency: Vec<Vec<u32>>,
}

impl GraphBuilder {
    /// Prepares the graph on `vertices` vertices with `edges`, which must be in range, allowed
    /// by the rules, and listed once.
    pub(crate) fn new(vertices: u32, directed: bool, edges: Vec<(u32, u32)>) -> GraphBuilder {
        GraphBuilder {
            degree: vec![0; vertices as usize],
            adjacency: Vec::new(),
            phase: BuildPhase::Count,
            next: 0,
            vertices,
            directed,
            edges,
        }
    }
}

impl Stepwise for GraphBuilder {
    type Output = Graph;

    fn advance(&mut self, work: u64) -> bool {
        let budget = usize::try_from(work).unwrap_or(usize::MAX).max(1);
        match self.phase {
            BuildPhase::Count => {
                let end = self.next.saturating_add(budget).min(self.edges.len());
                for &(u, v) in &self.edges[self.next..end] {
                    self.degree[u as usize] += 1;
                    if !self.directed && u != v {
                        self.degree[v as usize] += 1;
                    }
                }
                self.next = end;
                if end == self.edges.len() {
                    self.adjacency = self.degree.iter().map(|&d| Vec::with_capacity(d)).collect();
                    (self.phase, self.next) = (BuildPhase::Fill, 0);
                }
            }
            BuildPhase::Fill => {
                let end = self.next.saturating_add(budget).min(self.edges.len());
                for &(u, v) in &self.edges[self.next..end] {
                    self.adjacency[u as usize].push(v);
                    if !self.directed && u != v {
                        self.adjacency[v as usize].push(u);
                    }
                }
                self.next = end;
                if end == self.edges.len() {
                    (self.phase, self.next) = (BuildPhase::Sort, 0);
                }
            }
            BuildPhase::Sort => {
                let mut spent = 0;
                while self.next < self.adjacency.len() && spent < budget {
                    let list = &mut self.adjacency[self.next];
                    spent += list.len() + 1;
                    if !list.is_sorted() {
                        list.sort_unstable();
                    }
                    self.next += 1;
                }
            }
        }
        self.phase == BuildPhase::Sort && self.next >= self.adjacency.len()
    }

    fn progress(&self) -> f64 {
        let edges = self.edges.len().max(1) as f64;
        let done = match self.phase {
            BuildPhase::Count => self.next as f64 / edges,
            BuildPhase::Fill => 1.0 + self.next as f64 / edges,
            BuildPhase::Sort => 2.0 + self.next as f64 / f64::from(self.vertices.max(1)),
        };
        done / 3.0
    }

    fn finish(mut self: Box<Self>) -> Graph {
        while !self.advance(u64::MAX) {}
        Graph {
            vertices: self.vertices,
            directed: self.directed,
            edges: self.edges,
            adjacency: self.adjacency,
        }
    }
}

/// Vertices listed in a sentence: "0, 1 and 2", "none", or past `most` of them
/// "0, 1, 2, … (40 in all)".
pub fn vertex_list(vertices: impl IntoIterator<Item = u32>, most: usize) -> String {
    let items: Vec<String> = vertices.into_iter().map(|v| v.to_string()).collect();
    match items.as_slice() {
        [] => "none".into(),
        [one] => one.clone(),
        long if long.len() > most => {
            format!("{}, … ({} in all)", long[..most].join(", "), long.len())
        }
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// Vertices as a set in a sentence: "{0, 1, 2}", "∅", or past `most` of them
/// "{0, 1, 2, …} (40 vertices)".
pub fn vertex_set(vertices: impl IntoIterator<Item = u32>, most: usize) -> String {
    let items: Vec<String> = vertices.into_iter().map(|v| v.to_string()).collect();
    if items.is_empty() {
        "∅".into()
    } else if items.len() > most {
        format!("{{{}, …}} ({} vertices)", items[..most].join(", "), items.len())
    } else {
        format!("{{{}}}", items.join(", "))
    }
}
