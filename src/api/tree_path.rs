//! The tree-path request: `{game: "tree-path", vertices, edges}`, also the tree-path lab's URL.

use super::Answer;
use super::request::Request;
use serde::Serialize;

use super::fields::{FieldError, Fields};
use super::graph::{graph_from_fields, parse_edge_list, write_edges};
use crate::solve::graph::{Graph, GraphRules};
use crate::solve::tree_path::{Rerooting, Tree};

/// The largest tree: the rerooting algorithm is linear, the limit keeps requests small.
pub const MAX_TREE_VERTICES: u32 = 10_000;

/// What graphs the request accepts before the tree check: simple, undirected, up to
/// [`MAX_TREE_VERTICES`] vertices and as many edges.
pub const TREE_RULES: GraphRules = GraphRules {
    directed: false,
    loops: false,
    max_vertices: MAX_TREE_VERTICES,
    max_edges: MAX_TREE_VERTICES as usize,
};

/// The path game on a tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreePathRequest {
    /// The graph as given.
    pub graph: Graph,
    /// The same graph, checked to be a tree.
    pub tree: Tree,
}

/// What `cgt.solve` returns for a tree-path request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TreePathAnswer {
    /// The vertices where player A wins by starting, ascending.
    pub winning_starts: Vec<u32>,
}

impl Request for TreePathRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "tree-path";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &["edges", "vertices"];
    const LONGEST_LIST: u32 = MAX_TREE_VERTICES;

    /// Reads the request from fields: a vertex count, an edge list, and they must form a tree.
    fn from_fields(fields: &Fields) -> Result<TreePathRequest, Vec<FieldError>> {
        refuse_loops(fields)?;
        TreePathRequest::new(graph_from_fields(fields, &TREE_RULES)?).map_err(|error| vec![error])
    }

    /// Writes the request's fields.
    fn write_fields(&self, fields: &mut Fields) {
        write_edges(&self.graph, fields);
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::TreePath(self.answer()))
    }
}

impl TreePathRequest {
    /// Checks that `graph` is a tree.
    pub fn new(graph: Graph) -> Result<TreePathRequest, FieldError> {
        let tree = Tree::new(graph.vertex_count(), graph.edges())
            .map_err(|reason| FieldError::new("edges", reason.to_string()))?;
        Ok(TreePathRequest { graph, tree })
    }

    /// Computes the answer by the paper's rerooting algorithm.
    pub fn answer(&self) -> TreePathAnswer {
        TreePathAnswer { winning_starts: Rerooting::new(&self.tree, 0).winning_starts() }
    }
}

/// Refuses a loop in `edges` with a message for games where nobody may stay on a vertex (the
/// shared graph parser's message speaks of staying put, which the cop-and-robber game allows).
pub(crate) fn refuse_loops(fields: &Fields) -> Result<(), Vec<FieldError>> {
    let edges = fields.get("edges").map(|text| parse_edge_list(text, usize::MAX));
    match edges.and_then(Result::ok).and_then(|edges| edges.into_iter().find(|(u, v)| u == v)) {
        Some((v, _)) => Err(vec![FieldError::new(
            "edges",
            format!("{v}-{v} is a loop; a vertex cannot be joined to itself here"),
        )]),
        None => Ok(()),
    }
}
