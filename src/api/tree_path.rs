//! The tree-path request: `{game: "tree-path", vertices, edges}`, also the tree-path lab's URL.

use serde::Serialize;

use super::edges::{EdgeKind, format_edges, parse_edges, parse_vertices};
use super::fields::{FieldError, Fields};
use crate::solve::tree_path::{Rerooting, Tree};

/// The largest tree: the rerooting algorithm is linear, the limit keeps requests small.
pub const MAX_TREE_VERTICES: u32 = 10_000;

/// The path game on a tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreePathRequest {
    /// The number of vertices.
    pub vertices: u32,
    /// The edges (a tree: checked).
    pub edges: Vec<(u32, u32)>,
    /// The tree.
    pub tree: Tree,
}

/// What `cgt.solve` returns for a tree-path request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TreePathAnswer {
    /// The vertices where player A wins by starting, ascending.
    pub winning_starts: Vec<u32>,
}

impl TreePathRequest {
    /// The game's name in `cgt.solve` requests.
    pub const GAME: &'static str = "tree-path";
    /// The request's fields besides `game`.
    pub const FIELDS: &'static [&'static str] = &["edges", "vertices"];

    /// Reads the request from fields: a vertex count, an edge list, and they must form a tree.
    pub fn from_fields(fields: &Fields) -> Result<TreePathRequest, Vec<FieldError>> {
        let vertices =
            parse_vertices("vertices", fields.get("vertices").unwrap_or(""), MAX_TREE_VERTICES)
                .map_err(|error| vec![error])?;
        let edges = parse_edges(
            "edges",
            fields.get("edges").unwrap_or(""),
            vertices,
            EdgeKind::Undirected,
            MAX_TREE_VERTICES as usize,
        )
        .map_err(|error| vec![error])?;
        let tree = Tree::new(vertices, &edges)
            .map_err(|reason| vec![FieldError::new("edges", reason.to_string())])?;
        Ok(TreePathRequest { vertices, edges, tree })
    }

    /// Writes the request's fields.
    pub fn write_fields(&self, fields: &mut Fields) {
        fields.set("vertices", self.vertices.to_string());
        fields.set("edges", format_edges(&self.edges));
    }

    /// Computes the answer by the paper's rerooting algorithm.
    pub fn answer(&self) -> TreePathAnswer {
        TreePathAnswer { winning_starts: Rerooting::new(&self.tree, 0).winning_starts() }
    }
}
