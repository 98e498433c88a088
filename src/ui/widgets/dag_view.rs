//! A directed graph drawn in layers, sinks at the bottom, every edge pointing down (except the
//! edges that close cycles, drawn curved): the picture of a game on a DAG.
//!
//! [`layered_layout`] is plain geometry, testable without a browser: layer 0 holds the sinks,
//! each other vertex sits one layer above the highest vertex it moves to, and the vertices of a
//! layer are ordered by the barycentre of their neighbours to cut crossings.

use std::rc::Rc;

use yew::prelude::*;

use crate::solve::dag::{Digraph, topological_order};

/// Pixels between layers.
const ROW_GAP: i32 = 78;
/// Pixels between neighbouring vertices of a layer.
const COLUMN_GAP: i32 = 84;
/// A vertex's radius.
pub const RADIUS: i32 = 17;
/// Space around the drawing.
const MARGIN: i32 = 34;
/// Extra room at each side for curved edges.
const SIDE_ROOM: i32 = 60;
/// Barycentre sweeps when ordering the layers.
const SWEEPS: usize = 8;

/// Where each vertex goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The centre of each vertex, in pixels.
    pub positions: Vec<(i32, i32)>,
    /// The layer of each vertex: 0 for sinks, at the bottom.
    pub layers: Vec<usize>,
    /// The drawing's width.
    pub width: i32,
    /// The drawing's height.
    pub height: i32,
}

/// The edges left once those closing cycles are dropped: a depth-first search keeps every edge
/// except those back to a vertex on its current path, which leaves an acyclic graph.
fn acyclic_edges(graph: &Digraph) -> Vec<(usize, usize)> {
    let n = graph.vertex_count();
    let mut on_path = vec![false; n];
    let mut done = vec![false; n];
    let mut kept = Vec::new();
    for root in 0..n {
        if done[root] {
            continue;
        }
        let mut path: Vec<(usize, usize)> = vec![(root, 0)];
        on_path[root] = true;
        while let Some(top) = path.last_mut() {
            let (vertex, next) = *top;
            top.1 += 1;
            match graph.successors(vertex).get(next) {
                Some(&head) if on_path[head] => {}
                Some(&head) => {
                    kept.push((vertex, head));
                    if !done[head] {
                        on_path[head] = true;
                        path.push((head, 0));
                    }
                }
                None => {
                    on_path[vertex] = false;
                    done[vertex] = true;
                    path.pop();
                }
            }
        }
    }
    kept
}

/// Lays out `graph` in layers, sinks at the bottom.
pub fn layered_layout(graph: &Digraph) -> Layout {
    let n = graph.vertex_count();
    let kept = acyclic_edges(graph);
    let mut successors: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut neighbours: Vec<Vec<usize>> = vec![Vec::new(); n];
    for &(from, to) in &kept {
        successors[from].push(to);
        neighbours[from].push(to);
        neighbours[to].push(from);
    }
    // The kept edges are acyclic and distinct, so they make a graph with a topological order.
    let order = Digraph::try_new(n, kept.clone())
        .ok()
        .and_then(|dag| topological_order(&dag).ok())
        .unwrap_or_else(|| (0..n).collect());
    let mut layers = vec![0usize; n];
    for &vertex in order.iter().rev() {
        layers[vertex] = successors[vertex].iter().map(|&next| layers[next] + 1).max().unwrap_or(0);
    }
    let top = layers.iter().copied().max().unwrap_or(0);
    let mut rows: Vec<Vec<usize>> = vec![Vec::new(); top + 1];
    for vertex in 0..n {
        rows[layers[vertex]].push(vertex);
    }
    // Barycentre ordering: each vertex moves towards the average place of its neighbours.
    let mut place = vec![0.0f64; n];
    let update = |rows: &Vec<Vec<usize>>, place: &mut Vec<f64>| {
        for row in rows {
            for (index, &vertex) in row.iter().enumerate() {
                place[vertex] = (index as f64 + 0.5) / row.len() as f64;
            }
        }
    };
    update(&rows, &mut place);
    for _ in 0..SWEEPS {
        for row in rows.iter_mut() {
            let key = |vertex: usize| {
                let around = &neighbours[vertex];
                if around.is_empty() {
                    place[vertex]
                } else {
                    around.iter().map(|&w| place[w]).sum::<f64>() / around.len() as f64
                }
            };
            let mut keyed: Vec<(f64, f64, usize)> =
                row.iter().map(|&vertex| (key(vertex), place[vertex], vertex)).collect();
            merge_sort_by(&mut keyed, |a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)).is_gt());
            *row = keyed.into_iter().map(|(_, _, vertex)| vertex).collect();
        }
        update(&rows, &mut place);
    }
    let widest = rows.iter().map(Vec::len).max().unwrap_or(1).max(1) as i32;
    // Room at the sides for the curves of edges that do not go down exactly one layer.
    let curved = graph.edges().iter().any(|&(from, to)| layers[from] != layers[to] + 1);
    let width = 2 * MARGIN + widest * COLUMN_GAP + if curved { 2 * SIDE_ROOM } else { 0 };
    let height = 2 * MARGIN + top as i32 * ROW_GAP + 2 * RADIUS;
    let mut positions = vec![(0, 0); n];
    for (layer, row) in rows.iter().enumerate() {
        let y = MARGIN + RADIUS + (top - layer) as i32 * ROW_GAP;
        let count = row.len() as i32;
        for (index, &vertex) in row.iter().enumerate() {
            // Centred: the row's slots are COLUMN_GAP apart around the middle.
            let x = width / 2 + (2 * index as i32 - (count - 1)) * COLUMN_GAP / 2;
            positions[vertex] = (x, y);
        }
    }
    Layout { positions, layers, width, height }
}

/// The SVG path of an edge from `a` to `b`: straight when it goes down one layer, else bent
/// sideways so it misses the vertices in between; both ends stop at the circles' rims.
pub fn edge_path(a: (i32, i32), b: (i32, i32), bend: i32) -> String {
    let (ax, ay) = (f64::from(a.0), f64::from(a.1));
    let (bx, by) = (f64::from(b.0), f64::from(b.1));
    let (mx, my) = ((ax + bx) / 2.0, (ay + by) / 2.0);
    let (dx, dy) = (bx - ax, by - ay);
    let length = (dx * dx + dy * dy).sqrt().max(1.0);
    // The control point: the midpoint pushed `bend` pixels to the edge's left.
    let (cx, cy) = (mx - dy / length * f64::from(bend), my + dx / length * f64::from(bend));
    let rim = |from: (f64, f64), towards: (f64, f64), gap: f64| {
        let (ux, uy) = (towards.0 - from.0, towards.1 - from.1);
        let norm = (ux * ux + uy * uy).sqrt().max(1.0);
        ((from.0 + ux / norm * gap) as i32, (from.1 + uy / norm * gap) as i32)
    };
    let radius = f64::from(RADIUS);
    let start = rim((ax, ay), (cx, cy), radius);
    let end = rim((bx, by), (cx, cy), radius + 2.0);
    format!("M{} {} Q{} {} {} {}", start.0, start.1, cx as i32, cy as i32, end.0, end.1)
}

/// The path of a self-loop on the vertex at `at`: a small arc over its top.
pub fn loop_path((x, y): (i32, i32)) -> String {
    let top = y - RADIUS + 2;
    format!("M{} {top} C{} {} {} {} {} {top}", x - 8, x - 30, top - 40, x + 30, top - 40, x + 8)
}

/// The drawing's properties.
/// Sorts `items` stably, `after(a, b)` saying that a goes after b: a bottom-up merge sort. The
/// library's stable sort would link about 5 KB of code into every lab drawing a layered graph
/// (BENCHMARKS.md); rows hold up to 10,000 vertices, so a quadratic sort will not do.
pub fn merge_sort_by<T: Copy>(items: &mut [T], after: impl Fn(&T, &T) -> bool) {
    let n = items.len();
    let mut other: Vec<T> = items.to_vec();
    let mut width = 1;
    while width < n {
        for start in (0..n).step_by(2 * width) {
            let (middle, end) = ((start + width).min(n), (start + 2 * width).min(n));
            let (mut i, mut j) = (start, middle);
            for slot in &mut other[start..end] {
                // The left run's item first unless the right one goes before it: stable.
                let left = i < middle && (j >= end || !after(&items[i], &items[j]));
                *slot = if left { items[i] } else { items[j] };
                if left { i += 1 } else { j += 1 }
            }
        }
        items.copy_from_slice(&other);
        width *= 2;
    }
}

#[derive(Properties, PartialEq)]
pub struct DagViewProps {
    /// The graph.
    pub graph: Rc<Digraph>,
    /// What the picture shows, for screen readers.
    pub label: AttrValue,
    /// Classes of vertex v besides "vertex" (e.g. "p", "current").
    pub vertex_class: Callback<usize, Classes>,
    /// Classes of edge (from, to) besides "edge" (e.g. "cycle").
    pub edge_class: Callback<(usize, usize), Classes>,
    /// The value written next to vertex v, if any.
    pub value: Callback<usize, Option<u32>>,
    /// Clicking vertex v, if vertices are clickable.
    #[prop_or_default]
    pub on_vertex: Option<Callback<usize>>,
    /// A short caption under vertex v (e.g. the player to move), if any.
    #[prop_or_default]
    pub caption: Option<Callback<usize, String>>,
    /// What the value written next to a vertex is, for screen readers.
    #[prop_or(AttrValue::Static("SG"))]
    pub value_name: AttrValue,
    /// Where the vertices go, when the caller places them (else in layers, sinks at the
    /// bottom: [`layered_layout`]); an edge is drawn straight when it spans one layer.
    #[prop_or_default]
    pub layout: Option<Rc<Layout>>,
    /// The text in vertex v's circle, when not its number.
    #[prop_or_default]
    pub name: Option<Callback<usize, String>>,
    /// How vertex v stands, in words, when its colour and border show it (e.g. "a loss for the
    /// player to move"): screen readers hear it in the vertex's name.
    #[prop_or_default]
    pub standing: Option<Callback<usize, &'static str>>,
}

/// The graph drawn in layers.
#[component]
pub fn DagView(props: &DagViewProps) -> Html {
    let layout =
        use_memo((props.graph.clone(), props.layout.clone()), |(graph, placed)| match placed {
            Some(placed) => Layout::clone(placed),
            None => layered_layout(graph),
        });
    let graph = &props.graph;
    let edges = graph.edges().iter().map(|&(from, to)| {
        let (a, b) = (layout.positions[from], layout.positions[to]);
        let span = layout.layers[from] as i32 - layout.layers[to] as i32;
        let path = if from == to {
            loop_path(a)
        } else {
            // Straight down one layer; longer, level or upward edges bend (a quadratic curve
            // strays half its bend from the straight line), the more the longer, so they pass
            // beside the vertices in between.
            // Even and odd spans bend to opposite sides, so a chain's long edges do not overlap.
            let bend = match span {
                1 => 0,
                2.. if span % 2 == 0 => 56 + 24 * (span - 2).min(4),
                2.. => -(56 + 24 * (span - 2).min(4)),
                _ => 84 + 24 * (span.abs() - 1).min(4),
            };
            edge_path(a, b, bend)
        };
        let class = classes!("edge", props.edge_class.emit((from, to)));
        html! {
            <path {class} d={path} data-edge={format!("{from}-{to}")}>
                <title>{ format!("{from} → {to}") }</title>
            </path>
        }
    });
    let vertices = (0..graph.vertex_count()).map(|vertex| {
        let (x, y) = layout.positions[vertex];
        let class = classes!("vertex", props.vertex_class.emit(vertex));
        let value = props.value.emit(vertex);
        let onclick = props.on_vertex.as_ref().map(|on_vertex| on_vertex.reform(move |_: MouseEvent| vertex));
        // Enter or Space on a focused vertex does what a click does (and is no stepper shortcut).
        let onkeydown = props.on_vertex.clone().map(|on_vertex| {
            Callback::from(move |event: KeyboardEvent| {
                if event.key() == "Enter" || event.key() == " " {
                    event.prevent_default();
                    event.stop_propagation();
                    on_vertex.emit(vertex);
                }
            })
        });
        let caption = props.caption.as_ref().map(|caption| caption.emit(vertex));
        let shown = props.name.as_ref().map_or_else(|| vertex.to_string(), |name| name.emit(vertex));
        let standing = props.standing.as_ref().map(|standing| standing.emit(vertex).to_string());
        let mut named = format!("vertex {vertex}");
        for part in [(shown != vertex.to_string()).then_some(&shown), caption.as_ref(), standing.as_ref()]
            .into_iter()
            .flatten()
        {
            named.push_str(&format!(", {part}"));
        }
        let label = match value {
            Some(value) => format!("{named}, {} {value}", props.value_name),
            None => named,
        };
        // The button is the disc and its name; the caption and the value are drawn beside it
        // (the button's name, which gives them too, contains its visible text).
        html! {
            <g {class} data-vertex={vertex.to_string()} {onclick} {onkeydown}>
                <g class="vertex-button" role={props.on_vertex.is_some().then_some("button")}
                    tabindex={props.on_vertex.is_some().then_some("0")}
                    aria-label={label.clone()}>
                    <title>{ label }</title>
                    <circle cx={x.to_string()} cy={y.to_string()} r={RADIUS.to_string()} />
                    <text class="vertex-name" x={x.to_string()} y={(y + 5).to_string()} text-anchor="middle">{ shown }</text>
                </g>
                if let Some(caption) = caption {
                    <text class="vertex-caption" x={x.to_string()} y={(y + RADIUS + 13).to_string()} text-anchor="middle">{ caption }</text>
                }
                if let Some(value) = value {
                    <g class="sg-tag">
                        <rect x={(x + RADIUS - 4).to_string()} y={(y - RADIUS - 12).to_string()} width="30" height="18" rx="9" />
                        <text x={(x + RADIUS + 11).to_string()} y={(y - RADIUS + 1).to_string()} text-anchor="middle">{ value }</text>
                    </g>
                }
            </g>
        }
    });
    html! {
        <svg class="dag-view" viewBox={format!("0 0 {} {}", layout.width, layout.height)}
            width={layout.width.to_string()} height={layout.height.to_string()}
            role={if props.on_vertex.is_some() { "group" } else { "img" }} aria-label={props.label.clone()}>
            <defs>
                // One arrowhead per edge colour (the style sheet picks it by the edge's class).
                { for [("dag-arrow", "#5b6675"), ("dag-arrow-option", "#7c3aed"), ("dag-arrow-cycle", "#c62828")]
                    .iter().map(|&(id, colour)| html! {
                        <marker {id} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="9" markerHeight="9"
                            orient="auto" markerUnits="userSpaceOnUse">
                            <path d="M0 0 L10 5 L0 10 z" fill={colour} />
                        </marker>
                    }) }
            </defs>
            <g class="edges">{ for edges }</g>
            <g class="vertices">{ for vertices }</g>
        </svg>
    }
}
