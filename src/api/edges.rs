//! Graphs in requests: the vertex count and the edge list (`0-1, 1-2`), parsed once for every
//! graph game.

use super::fields::{FieldError, parse_in_range};

/// Whether an edge list describes an undirected simple graph or a directed graph with loops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeKind {
    /// u-v joins u and v; no loops; each pair once (either way round).
    Undirected,
    /// u-v is the arc u -> v; loops u-u allowed; each arc once.
    Directed,
}

/// Parses the vertex count: 1 to `max`.
pub fn parse_vertices(field: &str, text: &str, max: u32) -> Result<u32, FieldError> {
    // At most `max`, a u32, so the conversion is lossless.
    parse_in_range(field, text, 1, u64::from(max)).map(|count| count as u32)
}

/// Parses an edge list such as `0-1, 1-2` (edges separated by commas or semicolons, the two
/// ends by `-` or spaces, so `[[0, 1], [1, 2]]` from JS, which arrives as `0 1,1 2`, reads the
/// same). Every end must be below `vertices`; at most `max_edges` edges.
pub fn parse_edges(
    field: &str,
    text: &str,
    vertices: u32,
    kind: EdgeKind,
    max_edges: usize,
) -> Result<Vec<(u32, u32)>, FieldError> {
    let error = |message: String| FieldError::new(field, message);
    let mut edges: Vec<(u32, u32)> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for item in text.split([',', ';']).map(str::trim).filter(|item| !item.is_empty()) {
        let ends: Vec<&str> = match item.split_once('-') {
            Some((u, v)) => vec![u.trim(), v.trim()],
            None => item.split_whitespace().collect(),
        };
        let not_an_edge = || {
            error(format!(
                "'{item}' is not an edge; write each edge as two vertices joined by -, e.g. 0-1, 1-2"
            ))
        };
        let [u, v] = ends[..] else { return Err(not_an_edge()) };
        if u.is_empty() || v.is_empty() {
            return Err(not_an_edge());
        }
        let vertex = |end: &str| -> Result<u32, FieldError> {
            if !end.bytes().all(|b| b.is_ascii_digit()) {
                return Err(error(format!("'{end}' in '{item}' is not a vertex number")));
            }
            match end.parse::<u64>() {
                Ok(v) if v < u64::from(vertices) => Ok(v as u32),
                _ => Err(error(format!(
                    "vertex {end} in '{item}' is out of range; the vertices are 0 to {}",
                    vertices - 1
                ))),
            }
        };
        let (u, v) = (vertex(u)?, vertex(v)?);
        if u == v && kind == EdgeKind::Undirected {
            return Err(error(format!("{u}-{v} is a loop; this game's graphs have no loops")));
        }
        let key = match kind {
            EdgeKind::Undirected => (u.min(v), u.max(v)),
            EdgeKind::Directed => (u, v),
        };
        if !seen.insert(key) {
            return Err(error(format!("the edge {u}-{v} is listed twice; list each edge once")));
        }
        if edges.len() == max_edges {
            return Err(error(format!("more than {max_edges} edges; the limit is {max_edges}")));
        }
        edges.push((u, v));
    }
    Ok(edges)
}

/// Writes an edge list as `0-1,1-2`.
pub fn format_edges(edges: &[(u32, u32)]) -> String {
    edges.iter().map(|(u, v)| format!("{u}-{v}")).collect::<Vec<_>>().join(",")
}
