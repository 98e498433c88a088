//! The hidden-evader request: `{game: "hidden-evader", vertices, edges}`, also the lab's URL.

use super::Answer;
use super::request::Request;
use serde::Serialize;

use super::fields::{FieldError, Fields};
use super::graph::{graph_from_fields, write_edges};
use super::tree_path::refuse_loops;
use crate::solve::graph::{Graph, GraphRules};
use crate::solve::hidden_evader::{MAX_EXACT_VERTICES, exact_search, recognise};

/// The largest graph: the recognition is linear; drawings stay readable.
pub const MAX_EVADER_VERTICES: u32 = 1_000;
/// The most edges.
pub const MAX_EVADER_EDGES: usize = 5_000;

/// What graphs the request accepts: simple and undirected, within the limits above.
pub const EVADER_RULES: GraphRules = GraphRules {
    directed: false,
    loops: false,
    max_vertices: MAX_EVADER_VERTICES,
    max_edges: MAX_EVADER_EDGES,
};

/// Can a searcher probing one vertex per step always find an evader that must keep moving?
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HiddenEvaderRequest {
    /// The graph.
    pub graph: Graph,
}

/// What `cgt.solve` returns for a hidden-evader request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HiddenEvaderAnswer {
    /// Whether some probe sequence finds the evader whatever its start and path.
    pub searcher_wins: bool,
    /// How the verdict was reached: "exact-search" (up to 20 vertices) or, above,
    /// "extended-caterpillars" (the paper's characterisation).
    pub method: &'static str,
    /// Whether every component is an extended caterpillar (the paper's recognition).
    pub extended_caterpillars: bool,
    /// A shortest probe sequence that always finds the evader (exact search only; null when
    /// the evader escapes or the graph is above 20 vertices).
    pub probes: Option<Vec<u32>>,
}

impl Request for HiddenEvaderRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "hidden-evader";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &["edges", "vertices"];
    const LONGEST_LIST: u32 = MAX_EVADER_EDGES as u32;

    /// Reads the request from fields.
    fn from_fields(fields: &Fields) -> Result<HiddenEvaderRequest, Vec<FieldError>> {
        refuse_loops(fields)?;
        Ok(HiddenEvaderRequest { graph: graph_from_fields(fields, &EVADER_RULES)? })
    }

    /// Writes the request's fields.
    fn write_fields(&self, fields: &mut Fields) {
        write_edges(&self.graph, fields);
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::HiddenEvader(self.answer()))
    }
}

impl HiddenEvaderRequest {
    /// Whether the exact search decides this graph.
    pub fn is_exact(&self) -> bool {
        self.graph.vertex_count() <= MAX_EXACT_VERTICES
    }

    /// Computes the answer: the exact search where feasible, else the characterisation.
    pub fn answer(&self) -> HiddenEvaderAnswer {
        let graph = &self.graph;
        let extended_caterpillars = recognise(graph).all_extended_caterpillars();
        if self.is_exact() {
            let result = exact_search(graph);
            HiddenEvaderAnswer {
                searcher_wins: result.searcher_wins,
                method: "exact-search",
                extended_caterpillars,
                probes: result.searcher_wins.then_some(result.probes),
            }
        } else {
            HiddenEvaderAnswer {
                searcher_wins: extended_caterpillars,
                method: "extended-caterpillars",
                extended_caterpillars,
                probes: None,
            }
        }
    }
}
