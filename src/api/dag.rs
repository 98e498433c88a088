//! The DAG request: `{game: "dag", vertices, edges}`, also the dag lab's URL.
//!
//! Edges are written `from>to` (also `from->to`, `from-to` or `from to`), separated by commas;
//! from JS, `[[0, 1], [0, 2]]` arrives as `0 1,0 2` and reads the same. URLs use `0-1`, which
//! needs no escaping.

use super::Answer;
use super::request::Request;
use serde::Serialize;

use super::fields::{FieldError, Fields, parse_in_range};
use crate::solve::dag::{Digraph, solve};

/// The most vertices a request may have.
pub const MAX_VERTICES: usize = 10_000;
/// The most edges a request may have.
pub const MAX_EDGES: usize = 100_000;

/// A directed graph to play on: vertices 0..n and the edges between them (possibly cyclic:
/// answering refuses a cycle, the lab draws it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DagRequest {
    /// The graph.
    pub graph: Digraph,
}

/// What `cgt.solve` returns for a DAG request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DagAnswer {
    /// SG(v) for v = 0, 1, ...
    pub grundy: Vec<u32>,
    /// A topological order (every edge goes forward in it); the values were filled in reverse.
    pub order: Vec<u32>,
}

impl Request for DagRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "dag";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &["vertices", "edges"];
    /// The edges, up to [`MAX_EDGES`].
    const LONGEST_LIST: u32 = MAX_EDGES as u32;

    /// Reads the request from fields, reporting every bad field.
    fn from_fields(fields: &Fields) -> Result<DagRequest, Vec<FieldError>> {
        let vertices = fields.get("vertices").unwrap_or("");
        let Some(edges) = fields.get("edges") else {
            let mut errors: Vec<FieldError> =
                Self::parse_vertices(vertices, MAX_VERTICES).err().into_iter().collect();
            errors.push(FieldError::new(
                "edges",
                "missing; give a list such as [[0, 1], [0, 2]] or \"0>1, 0>2\" ([] for none)",
            ));
            return Err(errors);
        };
        let graph = Self::parse_graph(vertices, edges, MAX_VERTICES, MAX_EDGES)?;
        Ok(DagRequest { graph })
    }

    /// Writes the request's fields, edges as `0-1,0-2` (no escaping needed in a URL).
    fn write_fields(&self, fields: &mut Fields) {
        fields.set("vertices", self.graph.vertex_count().to_string());
        let edges: Vec<String> =
            self.graph.edges().iter().map(|(from, to)| format!("{from}-{to}")).collect();
        fields.set("edges", edges.join(","));
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        self.answer().map(Answer::Dag)
    }
}

impl DagRequest {
    /// Parses the number of vertices: 1 to `max`.
    pub fn parse_vertices(text: &str, max: usize) -> Result<usize, FieldError> {
        parse_in_range("vertices", text, 1, max as u64).map(|count| count as usize)
    }

    /// Parses an edge list such as `0>1, 0>2, 1>3` (at most `max` edges; an empty text is no
    /// edges).
    pub fn parse_edges(text: &str, max: usize) -> Result<Vec<(usize, usize)>, FieldError> {
        let mut edges = Vec::new();
        for item in text.split([',', ';', '\n']).map(str::trim).filter(|item| !item.is_empty()) {
            if edges.len() == max {
                return Err(FieldError::new(
                    "edges",
                    format!("more than {max} edges; the limit is {max}"),
                ));
            }
            edges.push(parse_edge(item)?);
        }
        Ok(edges)
    }

    /// Reads a graph from its two texts, checking the edges against the vertices.
    pub fn parse_graph(
        vertices: &str,
        edges: &str,
        max_vertices: usize,
        max_edges: usize,
    ) -> Result<Digraph, Vec<FieldError>> {
        let count = Self::parse_vertices(vertices, max_vertices);
        let edges = Self::parse_edges(edges, max_edges);
        match (count, edges) {
            (Ok(count), Ok(edges)) => Digraph::try_new(count, edges)
                .map_err(|error| vec![FieldError::new("edges", error.to_string())]),
            (count, edges) => Err(count.err().into_iter().chain(edges.err()).collect()),
        }
    }

    /// Computes the answer, or names the cycle that makes it impossible.
    pub fn answer(&self) -> Result<DagAnswer, Vec<FieldError>> {
        let solution = solve(&self.graph)
            .map_err(|cycle| vec![FieldError::new("edges", cycle.to_string())])?;
        Ok(DagAnswer {
            grundy: solution.grundy,
            order: solution.order.into_iter().map(|vertex| vertex as u32).collect(),
        })
    }
}

/// Edges as a student writes them: `0>1, 0>2`.
pub fn edges_text(edges: &[(usize, usize)]) -> String {
    edges.iter().map(|(from, to)| format!("{from}>{to}")).collect::<Vec<_>>().join(", ")
}

/// One edge: `from>to`, `from->to`, `from→to`, `from-to` or `from to`.
fn parse_edge(item: &str) -> Result<(usize, usize), FieldError> {
    let bad =
        || FieldError::new("edges", format!("'{item}' is not an edge; write from>to, such as 0>1"));
    let (from, to) = ["->", ">", "→", "-"]
        .iter()
        .find_map(|separator| item.split_once(separator))
        .or_else(|| item.split_once(char::is_whitespace))
        .ok_or_else(bad)?;
    let vertex = |text: &str| {
        let text = text.trim();
        if text.is_empty() || text.contains(['>', '-', '→']) || text.contains(char::is_whitespace)
        {
            return Err(bad());
        }
        parse_in_range("edges", text, 0, u32::MAX.into()).map(|vertex| vertex as usize)
    };
    Ok((vertex(from)?, vertex(to)?))
}
