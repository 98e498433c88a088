//! Graphs in requests and URLs: `vertices` and `edges` (`0-1, 1-2, …`), a named family
//! (`graph=petersen`, `graph=gnp&n=30&p=0.15&seed=7`), and vertex positions (`pos`).
//!
//! Every graph lab and every graph game of `cgt.solve` reads its graph through these parsers,
//! so the same mistake gets the same message everywhere.

use super::fields::{FieldError, Fields, parse_choice, parse_in_range};
use crate::solve::graph::{Graph, GraphError, GraphRules};
use crate::solve::graph_presets::{Millionths, PRESET_NAMES, Preset};
use crate::solve::layout::{HEIGHT, Point, WIDTH};

/// The fields that describe a graph in a lab's URL.
pub const GRAPH_FIELDS: &[&str] =
    &["cols", "edges", "graph", "n", "p", "pos", "rows", "seed", "vertices"];

/// An example shown when `edges` is missing.
const EDGES_EXAMPLE: &str = "0-1, 1-2, 2-0";

/// Parses `vertices`: a whole number from 1 to the rules' limit.
pub fn parse_vertices(text: &str, rules: &GraphRules) -> Result<u32, FieldError> {
    // At most max_vertices, a u32.
    parse_in_range("vertices", text, 1, rules.max_vertices.into()).map(|n| n as u32)
}

/// Parses an edge list such as `0-1, 1-2` (also `0->1`; items separated by commas,
/// semicolons or white space), refusing more than `max_edges` edges. The vertices are checked
/// later, against the vertex count.
pub fn parse_edge_list(text: &str, max_edges: usize) -> Result<Vec<(u64, u64)>, FieldError> {
    let error = |message: String| FieldError::new("edges", message);
    // Words joined across their joining dashes: "0 - 1" and "0 -> 1" become "0-1".
    let text = text.replace("->", "-");
    let mut joined = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if !joined.is_empty() && !joined.ends_with('-') && !word.starts_with('-') {
            joined.push(' ');
        }
        joined.push_str(word);
    }
    let mut edges = Vec::new();
    for item in joined.split([',', ';', ' ']).filter(|item| !item.is_empty()) {
        if edges.len() == max_edges {
            return Err(error(format!("more than {max_edges} edges; the limit is {max_edges}")));
        }
        let (u, v) = item
            .split_once('-')
            .ok_or_else(|| error(format!("'{item}' is not an edge such as 2-5")))?;
        edges.push((vertex_number(u, item)?, vertex_number(v, item)?));
    }
    Ok(edges)
}

/// One end of an edge: digits only (a number too large for 64 bits counts as the largest).
fn vertex_number(text: &str, item: &str) -> Result<u64, FieldError> {
    let error = |message: String| FieldError::new("edges", message);
    if text.is_empty() {
        return Err(error(format!("'{item}' is not an edge such as 2-5")));
    }
    if let Some(rest) = text.strip_prefix('-')
        && !rest.is_empty()
        && rest.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(error(format!("'{item}' names a negative vertex; vertices are 0, 1, 2, …")));
    }
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(error(format!("'{text}' in '{item}' is not a vertex number")));
    }
    Ok(text.parse::<u64>().unwrap_or(u64::MAX))
}

/// The message for a graph refused by the rules, naming the field at fault.
pub fn graph_error(error: &GraphError) -> FieldError {
    let field = match error {
        GraphError::NoVertices | GraphError::TooManyVertices { .. } => "vertices",
        _ => "edges",
    };
    FieldError::new(field, error.to_string())
}

/// Reads `vertices` and `edges` (both required; `edges` may be empty) into a graph.
pub fn graph_from_fields(fields: &Fields, rules: &GraphRules) -> Result<Graph, Vec<FieldError>> {
    let vertices = parse_vertices(fields.get("vertices").unwrap_or(""), rules);
    let edges = match fields.get("edges") {
        Some(text) => parse_edge_list(text, rules.max_edges),
        None => Err(FieldError::new(
            "edges",
            format!("missing; give a list such as {EDGES_EXAMPLE} (an empty list for no edges)"),
        )),
    };
    match (vertices, edges) {
        (Ok(vertices), Ok(edges)) => {
            Graph::try_new(vertices.into(), &edges, rules).map_err(|e| vec![graph_error(&e)])
        }
        (vertices, edges) => Err(vertices.err().into_iter().chain(edges.err()).collect()),
    }
}

/// Where a lab's graph comes from: a named family, or vertices and edges given one by one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GraphSpec {
    /// A family with its parameters.
    Preset(Preset),
    /// Vertices and edges as typed or drawn.
    Edges,
}

/// Parses a probability such as `0.15`, `1` or `15%`, to six decimals.
pub fn parse_probability(field: &str, text: &str) -> Result<Millionths, FieldError> {
    let trimmed = text.trim();
    let refuse = || {
        FieldError::new(field, format!("'{trimmed}' is not a probability from 0 to 1 such as 0.15"))
    };
    let (number, percent) = match trimmed.strip_suffix('%') {
        Some(number) => (number.trim(), true),
        None => (trimmed, false),
    };
    let (whole, fraction) = number.split_once('.').unwrap_or((number, ""));
    let digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && fraction.is_empty()) || !digits(whole) || !digits(fraction) {
        return Err(refuse());
    }
    let places = if percent { 4 } else { 6 };
    if fraction.len() > places {
        return Err(FieldError::new(
            field,
            format!("'{trimmed}' has more than {places} decimals; round it"),
        ));
    }
    let whole: u64 = if whole.is_empty() { 0 } else { whole.parse().map_err(|_| refuse())? };
    let fraction_value: u64 = format!("{fraction:0<places$}").parse().map_err(|_| refuse())?;
    let scale = 10u64.pow(places as u32);
    let millionths = whole.saturating_mul(scale).saturating_add(fraction_value);
    if millionths > 1_000_000 {
        return Err(FieldError::new(field, format!("'{trimmed}' is above 1")));
    }
    // At most 1,000,000, checked above.
    Ok(Millionths(millionths as u32))
}

/// Reads a family from `graph` and its parameters (`n`, `rows`, `cols`, `p`, `seed`), checking
/// the size against `rules`.
pub fn preset_from_fields(fields: &Fields, rules: &GraphRules) -> Result<Preset, Vec<FieldError>> {
    let names: Vec<(&str, &str)> = PRESET_NAMES.iter().map(|&name| (name, name)).collect();
    let name = parse_choice("graph", fields.get("graph").unwrap_or(""), &names)
        .map_err(|error| vec![error])?;
    let max = rules.max_vertices;
    let count = |field: &str, default: u32, min: u32| -> Result<u32, FieldError> {
        match fields.get(field) {
            // At most max_vertices, a u32.
            Some(text) => parse_in_range(field, text, min.into(), max.into()).map(|n| n as u32),
            None => Ok(default.clamp(min, max)),
        }
    };
    let seed = || match fields.get("seed") {
        Some(text) => parse_in_range("seed", text, 0, u64::MAX),
        None => Ok(1),
    };
    let n = || count("n", 8, Preset::min_vertices(name));
    let preset = match name {
        "path" => n().map(Preset::Path),
        "cycle" => n().map(Preset::Cycle),
        "complete" => n().map(Preset::Complete),
        "star" => n().map(Preset::Star),
        "wheel" => n().map(Preset::Wheel),
        "petersen" => Ok(Preset::Petersen),
        "grid" => {
            let rows = count("rows", 4, 1);
            let columns = count("cols", 5, 1);
            match (rows, columns) {
                (Ok(rows), Ok(columns)) => Ok(Preset::Grid(rows, columns)),
                (rows, columns) => {
                    return Err(rows.err().into_iter().chain(columns.err()).collect());
                }
            }
        }
        "tree" => n().and_then(|n| Ok(Preset::RandomTree { n, seed: seed()? })),
        "chordal" => n().and_then(|n| Ok(Preset::RandomChordal { n, seed: seed()? })),
        _ => {
            let p = match fields.get("p") {
                Some(text) => parse_probability("p", text),
                None => Ok(Millionths(300_000)),
            };
            match (n(), p, seed()) {
                (Ok(n), Ok(p), Ok(seed)) => Ok(Preset::Gnp { n, p, seed }),
                (n, p, seed) => {
                    return Err(n.err().into_iter().chain(p.err()).chain(seed.err()).collect());
                }
            }
        }
    };
    let preset = preset.map_err(|error| vec![error])?;
    if preset.vertex_count() > u64::from(max) {
        return Err(vec![FieldError::new(
            "rows",
            format!("the grid has {} vertices; at most {max} are supported", preset.vertex_count()),
        )]);
    }
    Ok(preset)
}

/// Writes a family's fields (`graph` and its parameters).
pub fn write_preset(preset: &Preset, fields: &mut Fields) {
    fields.set("graph", preset.name());
    match *preset {
        Preset::Path(n)
        | Preset::Cycle(n)
        | Preset::Complete(n)
        | Preset::Star(n)
        | Preset::Wheel(n) => {
            fields.set("n", n.to_string());
        }
        Preset::Grid(rows, columns) => {
            fields.set("rows", rows.to_string());
            fields.set("cols", columns.to_string());
        }
        Preset::Petersen => {}
        Preset::RandomTree { n, seed } | Preset::RandomChordal { n, seed } => {
            fields.set("n", n.to_string());
            fields.set("seed", seed.to_string());
        }
        Preset::Gnp { n, p, seed } => {
            fields.set("n", n.to_string());
            fields.set("p", p.decimal());
            fields.set("seed", seed.to_string());
        }
    }
}

/// Writes a graph as `vertices` and `edges`.
pub fn write_edges(graph: &Graph, fields: &mut Fields) {
    fields.set("vertices", graph.vertex_count().to_string());
    let items: Vec<String> = graph.edges().iter().map(|(u, v)| format!("{u}-{v}")).collect();
    fields.set("edges", items.join(","));
}

/// Parses positions `x-y,x-y,…`, one per vertex, each inside the drawing.
pub fn parse_positions(text: &str, vertices: u32) -> Result<Vec<Point>, FieldError> {
    let error = |message: String| FieldError::new("pos", message);
    // Counted before any position is kept: a text of a million commas costs no memory.
    let items = || text.split(',').map(str::trim).filter(|item| !item.is_empty());
    let count = items().count();
    if count != vertices as usize {
        return Err(error(format!(
            "{count} positions for {vertices} vertices; give one x-y per vertex"
        )));
    }
    items()
        .map(|item| {
            let (x, y) = item
                .split_once('-')
                .ok_or_else(|| error(format!("'{item}' is not a position such as 120-340")))?;
            let x = parse_in_range("pos", x, 0, WIDTH.into())?;
            let y = parse_in_range("pos", y, 0, HEIGHT.into())?;
            // Within WIDTH and HEIGHT, checked just above.
            Ok(Point { x: x as u32, y: y as u32 })
        })
        .collect()
}

/// Writes positions as `x-y,x-y,…`.
pub fn positions_text(points: &[Point]) -> String {
    let items: Vec<String> = points.iter().map(|p| format!("{}-{}", p.x, p.y)).collect();
    items.join(",")
}
