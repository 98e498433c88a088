//! The cop-and-robber request: `{game: "cops-robber", vertices, edges}` (the paper's
//! section 5.2), answered by dominated-vertex elimination.

use super::Answer;
use super::request::Request;
use serde::Serialize;

use super::fields::{FieldError, Fields};
use super::graph::graph_from_fields;
use crate::solve::cops_robber::{Dismantling, MAX_VERTICES, dismantle};
use crate::solve::graph::{Graph, GraphRules};

/// What a cop-and-robber graph may be: simple, undirected, up to [`MAX_VERTICES`] vertices.
pub const RULES: GraphRules = GraphRules::simple(MAX_VERTICES);

/// Decide whether one cop catches one robber on a graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CopsRobberRequest {
    /// The graph (undirected, no loops; staying put is always allowed).
    pub graph: Graph,
}

/// What `cgt.solve` returns for a cop-and-robber request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CopsRobberAnswer {
    /// Whether the cop has a winning strategy (the elimination left one vertex).
    pub cop_win: bool,
    /// The removals, in order.
    pub elimination: Vec<EliminationAnswer>,
    /// The vertices left: one when the cop wins, else a core without dominated vertices.
    pub remaining: Vec<u32>,
}

/// One removal as the JS API shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EliminationAnswer {
    /// The dominated vertex Y, removed.
    pub vertex: u32,
    /// A vertex X dominating it.
    pub dominated_by: u32,
}

impl Request for CopsRobberRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "cops-robber";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &["vertices", "edges"];
    /// The edges, up to one per pair of the most vertices (a simple graph has no more).
    const LONGEST_LIST: u32 = RULES.max_edges as u32;

    /// Reads the request from fields, reporting every bad field.
    fn from_fields(fields: &Fields) -> Result<CopsRobberRequest, Vec<FieldError>> {
        graph_from_fields(fields, &RULES).map(|graph| CopsRobberRequest { graph })
    }

    /// Writes the request's fields: the graph as `vertices` and `edges`.
    fn write_fields(&self, fields: &mut Fields) {
        super::graph::write_edges(&self.graph, fields);
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::CopsRobber(self.answer()))
    }
}

impl CopsRobberRequest {
    /// Computes the answer.
    pub fn answer(&self) -> CopsRobberAnswer {
        CopsRobberAnswer::from_dismantling(&dismantle(&self.graph))
    }
}

impl CopsRobberAnswer {
    /// The answer for an elimination.
    pub fn from_dismantling(dismantling: &Dismantling) -> CopsRobberAnswer {
        CopsRobberAnswer {
            cop_win: dismantling.cop_wins(),
            elimination: dismantling
                .eliminated
                .iter()
                .map(|e| EliminationAnswer { vertex: e.vertex, dominated_by: e.dominated_by })
                .collect(),
            remaining: dismantling.remaining.clone(),
        }
    }
}
