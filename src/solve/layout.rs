//! Where to draw each vertex: the families' own pictures (circles, grids, the Petersen star, a
//! snake for paths, layers for trees) and a force-directed layout for everything else.
//!
//! Every layout is deterministic: the same graph gives the same integer coordinates on every
//! machine. Only IEEE-exact operations are used (no library sine or cosine, whose last bits
//! differ between platforms), and the force-directed start is jittered by a fixed-seed
//! generator.

use super::graph::Graph;
use super::graph_presets::{Preset, SplitMix64};

/// The drawing's width, in layout units.
pub const WIDTH: u32 = 1000;
/// The drawing's height, in layout units.
pub const HEIGHT: u32 = 640;
/// The empty border kept around the vertices.
const MARGIN: f64 = 40.0;
/// Force-directed rounds.
const ROUNDS: u32 = 400;

/// A vertex's place, in layout units: 0..=[`WIDTH`] across, 0..=[`HEIGHT`] down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Point {
    /// Across.
    pub x: u32,
    /// Down.
    pub y: u32,
}

impl Point {
    /// A point moved into the drawing.
    pub fn clamped(x: i64, y: i64) -> Point {
        Point { x: x.clamp(0, WIDTH.into()) as u32, y: y.clamp(0, HEIGHT.into()) as u32 }
    }
}

/// A layout for `graph`, using `preset`'s own picture when the graph is that preset's.
pub fn layout(graph: &Graph, preset: Option<&Preset>) -> Vec<Point> {
    let n = graph.vertex_count() as usize;
    let points = match preset {
        Some(Preset::Cycle(_) | Preset::Complete(_)) => ellipse(n),
        Some(Preset::Star(_) | Preset::Wheel(_)) => {
            let mut points = vec![(0.0, 0.0)];
            points.extend(ellipse(n - 1));
            points
        }
        Some(&Preset::Grid(_, columns)) => {
            (0..n).map(|v| ((v % columns as usize) as f64, (v / columns as usize) as f64)).collect()
        }
        Some(Preset::Petersen) => {
            let mut points = circle(5);
            points.extend(circle(5).into_iter().map(|(x, y)| (x * 0.5, y * 0.5)));
            points
        }
        Some(&Preset::Path(length)) => snake(length as usize),
        _ if n == 1 => vec![(0.0, 0.0)],
        _ if graph.component_count() > 1 => return round(&spread(fit(&packed_components(graph)))),
        _ => {
            // The spring layout, or for a tree its layers when they leave more room.
            let spring = spread(fit(&force_directed(graph)));
            if graph.is_tree() {
                let layered = fit(&layered_tree(graph));
                if closest(&layered) >= closest(&spring) {
                    return round(&layered);
                }
            }
            return round(&spring);
        }
    };
    round(&fit(&points))
}

/// The most a vertex's tap target reaches from its centre: 70 units, 22 px (a 44 px target)
/// once the drawing is 315 px wide, as it is on a phone 375 px wide (322 px).
pub const MAX_REACH: u32 = 70;

/// The sizes of the vertex discs: the `radius` drawn (large for few vertices, smaller when they
/// are close) and the `reach` of the invisible disc that takes a pointer's taps, from the radius
/// up to half the closest distance (so no two targets overlap) or [`MAX_REACH`].
pub fn vertex_sizes(points: &[Point]) -> (u32, u32) {
    let points: Vec<(f64, f64)> = points.iter().map(|p| (f64::from(p.x), f64::from(p.y))).collect();
    let closest = closest(&points);
    let radius = (closest * 0.38).clamp(6.0, 26.0);
    // min and max, not clamp: clamp's check of its bounds would link float formatting (its
    // panic message) into every graph lab, about 10 KB.
    let reach = (closest * 0.5).min(f64::from(MAX_REACH)).max(radius);
    (radius as u32, reach as u32)
}

/// The smallest distance between two of the points (infinite for fewer than two).
fn closest(points: &[(f64, f64)]) -> f64 {
    let mut closest = f64::INFINITY;
    for (i, a) in points.iter().enumerate() {
        for b in &points[i + 1..] {
            let (dx, dy) = (a.0 - b.0, a.1 - b.1);
            closest = closest.min((dx * dx + dy * dy).sqrt());
        }
    }
    closest
}

/// Points rounded to layout units.
fn round(points: &[(f64, f64)]) -> Vec<Point> {
    points.iter().map(|&(x, y)| Point::clamped(x.round() as i64, y.round() as i64)).collect()
}

/// Scales and centres points into the drawing, keeping their proportions.
fn fit(points: &[(f64, f64)]) -> Vec<(f64, f64)> {
    let (min_x, max_x, min_y, max_y) = bounds(points);
    let (width, height) = (f64::from(WIDTH) - 2.0 * MARGIN, f64::from(HEIGHT) - 2.0 * MARGIN);
    let span_x = max_x - min_x;
    let span_y = max_y - min_y;
    let scale = match (span_x > 1e-9, span_y > 1e-9) {
        (true, true) => (width / span_x).min(height / span_y),
        (true, false) => width / span_x,
        (false, true) => height / span_y,
        (false, false) => 1.0,
    };
    // Few vertices would be spread to the edges: keep the picture at most ~260 √n units wide.
    let widest = 260.0 * (points.len() as f64).sqrt();
    let scale = scale.min(widest / span_x.max(span_y).max(1e-9));
    let centre_x = f64::from(WIDTH) / 2.0 - (min_x + max_x) / 2.0 * scale;
    let centre_y = f64::from(HEIGHT) / 2.0 - (min_y + max_y) / 2.0 * scale;
    points.iter().map(|&(x, y)| (x * scale + centre_x, y * scale + centre_y)).collect()
}

/// Pushes apart vertices closer than a fair share of the drawing allows, keeping them inside
/// (unless that brings some closer still).
fn spread(given: Vec<(f64, f64)>) -> Vec<(f64, f64)> {
    let mut points = given.clone();
    let n = points.len();
    let (width, height) = (f64::from(WIDTH) - 2.0 * MARGIN, f64::from(HEIGHT) - 2.0 * MARGIN);
    let wanted = 0.45 * (width * height / n.max(1) as f64).sqrt();
    for _ in 0..60 {
        let mut moved = false;
        for i in 0..n {
            for j in i + 1..n {
                let (dx, dy) = (points[j].0 - points[i].0, points[j].1 - points[i].1);
                let d = (dx * dx + dy * dy).sqrt();
                if d >= wanted {
                    continue;
                }
                moved = true;
                // Coincident points part along a fixed direction.
                let (ux, uy) = if d > 1e-9 { (dx / d, dy / d) } else { (0.6, 0.8) };
                let push = (wanted - d) / 2.0;
                points[i].0 -= ux * push;
                points[i].1 -= uy * push;
                points[j].0 += ux * push;
                points[j].1 += uy * push;
            }
        }
        for p in &mut points {
            p.0 = p.0.clamp(MARGIN, f64::from(WIDTH) - MARGIN);
            p.1 = p.1.clamp(MARGIN, f64::from(HEIGHT) - MARGIN);
        }
        if !moved {
            break;
        }
    }
    if closest(&points) >= closest(&given) { points } else { given }
}

/// Sine and cosine of `angle` (radians) by their Taylor series, using only IEEE-exact
/// operations.
fn sin_cos(angle: f64) -> (f64, f64) {
    let tau = 2.0 * std::f64::consts::PI;
    // `angle % tau` without `%`: a float's remainder brings libm's fmod, and its 128-bit
    // division, into every graph lab (1.6 KB).
    let mut x = angle - (angle / tau).trunc() * tau;
    if x > std::f64::consts::PI {
        x -= tau;
    } else if x < -std::f64::consts::PI {
        x += tau;
    }
    let (mut sin, mut cos) = (0.0, 0.0);
    let mut term = 1.0;
    // term = x^k / k!; even k add to the cosine, odd k to the sine, with alternating signs.
    for k in 0..30u32 {
        match k % 4 {
            0 => cos += term,
            1 => sin += term,
            2 => cos -= term,
            _ => sin -= term,
        }
        term *= x / f64::from(k + 1);
    }
    (sin, cos)
}

/// `n` points on a unit circle, the first at the top, going clockwise.
fn circle(n: usize) -> Vec<(f64, f64)> {
    let tau = 2.0 * std::f64::consts::PI;
    (0..n)
        .map(|i| {
            let angle = tau * (i as f64) / (n.max(1) as f64) - tau / 4.0;
            let (sin, cos) = sin_cos(angle);
            (cos, sin)
        })
        .collect()
}

/// `n` points on an ellipse as wide as the drawing's proportions (more room than a circle),
/// evenly spaced along it, the first at the top, going clockwise.
fn ellipse(n: usize) -> Vec<(f64, f64)> {
    let stretch = f64::from(WIDTH) / f64::from(HEIGHT);
    let fine: Vec<(f64, f64)> =
        circle(64 * n.max(1)).into_iter().map(|(x, y)| (x * stretch, y)).collect();
    // Arc length along the fine polygon, then n points at equal lengths.
    let mut length = vec![0.0];
    for i in 1..=fine.len() {
        let (a, b) = (fine[i - 1], fine[i % fine.len()]);
        let step = ((a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1)).sqrt();
        length.push(length[i - 1] + step);
    }
    let total = length[fine.len()];
    let mut points = Vec::with_capacity(n);
    let mut at = 0;
    for k in 0..n {
        let wanted = total * k as f64 / n as f64;
        while length[at + 1] < wanted {
            at += 1;
        }
        points.push(fine[at]);
    }
    points
}

/// A path drawn in rows, back and forth.
fn snake(n: usize) -> Vec<(f64, f64)> {
    let per_row = if n <= 10 { n.max(1) } else { ((n as f64 * 1.6).sqrt().ceil() as usize).max(2) };
    (0..n)
        .map(|v| {
            let (row, column) = (v / per_row, v % per_row);
            let x = if row % 2 == 0 { column } else { per_row - 1 - column };
            (x as f64, row as f64 * 1.2)
        })
        .collect()
}

/// A tree in layers below its centre (a middle vertex of a longest path), leaves spread
/// evenly, each parent above the middle of its children.
fn layered_tree(graph: &Graph) -> Vec<(f64, f64)> {
    layers_below(graph, tree_centre(graph))
}

/// The middle vertex of a longest path of the tree `graph`.
fn tree_centre(graph: &Graph) -> u32 {
    let n = graph.vertex_count() as usize;
    let far = |from: u32| -> (u32, Vec<u32>) {
        let distances = graph.distances_from(from);
        let end = (0..n as u32).max_by_key(|&v| (distances[v as usize], std::cmp::Reverse(v)));
        (end.unwrap_or(0), distances)
    };
    let (a, _) = far(0);
    let (b, from_a) = far(a);
    // Walk back from b towards a to the middle of the a-b path.
    let mut centre = b;
    let half = from_a[b as usize].div_ceil(2);
    while from_a[centre as usize] > half {
        centre = graph
            .neighbours(centre)
            .iter()
            .copied()
            .find(|&w| from_a[w as usize] + 1 == from_a[centre as usize])
            .unwrap_or(centre);
    }
    centre
}

/// The tree `graph` in layers below `centre`: each vertex above the middle of its children.
fn layers_below(graph: &Graph, centre: u32) -> Vec<(f64, f64)> {
    let n = graph.vertex_count() as usize;
    let depth = graph.distances_from(centre);
    let mut x = vec![0.0; n];
    let mut next_leaf = 0.0f64;
    // Post-order without recursion: (vertex, parent, children visited).
    let mut stack = vec![(centre, u32::MAX, false)];
    while let Some((v, parent, visited)) = stack.pop() {
        let children: Vec<u32> =
            graph.neighbours(v).iter().copied().filter(|&w| w != parent).collect();
        if children.is_empty() {
            x[v as usize] = next_leaf;
            next_leaf += 1.0;
        } else if visited {
            let first = x[children[0] as usize];
            let last = x[children[children.len() - 1] as usize];
            x[v as usize] = (first + last) / 2.0;
        } else {
            stack.push((v, parent, true));
            stack.extend(children.iter().rev().map(|&w| (w, v, false)));
        }
    }
    let layers = depth.iter().copied().max().unwrap_or(0).max(1) as f64;
    let leaves = next_leaf.max(2.0);
    // Aim for a picture about as wide as the drawing's proportions allow.
    let row = (leaves - 1.0) / layers * f64::from(HEIGHT) / f64::from(WIDTH);
    (0..n).map(|v| (x[v], f64::from(depth[v]) * row.max(0.8))).collect()
}

/// Each component laid out alone (by springs), scaled to the square root of its size, and
/// the components packed in rows, largest first.
fn packed_components(graph: &Graph) -> Vec<(f64, f64)> {
    let n = graph.vertex_count() as usize;
    let component = graph.components();
    let count = component.iter().copied().max().map_or(0, |last| last as usize + 1);
    let mut members: Vec<Vec<u32>> = vec![Vec::new(); count];
    for v in 0..n as u32 {
        members[component[v as usize] as usize].push(v);
    }
    // Largest first; component ids follow their smallest vertex (`Graph::components`), so ties
    // keep that order. Bucketed by size, not sorted: a sort would link its own code into the lab.
    let mut by_size: Vec<Vec<Vec<u32>>> = vec![Vec::new(); n + 1];
    for component in members {
        let size = component.len();
        by_size[size].push(component);
    }
    let members: Vec<Vec<u32>> = by_size.into_iter().rev().flatten().collect();
    let mut index = vec![0u32; n];
    // Each component takes about (√size + 1)² of room; rows as wide as the drawing's
    // proportions give that much room.
    let room: f64 = members.iter().map(|m| ((m.len() as f64).sqrt() + 1.0).powi(2)).sum();
    let row_width = (room * f64::from(WIDTH) / f64::from(HEIGHT)).sqrt().max(1.0);
    let mut points = vec![(0.0, 0.0); n];
    let (mut x, mut y, mut row_height) = (0.0, 0.0, 0.0f64);
    for vertices in &members {
        for (i, &v) in vertices.iter().enumerate() {
            index[v as usize] = i as u32;
        }
        let edges = graph
            .edges()
            .iter()
            .filter(|(u, _)| component[*u as usize] == component[vertices[0] as usize])
            .map(|&(u, v)| (index[u as usize], index[v as usize]))
            .collect();
        let part = Graph::from_valid_edges(vertices.len() as u32, graph.is_directed(), edges);
        let local = if vertices.len() == 1 { vec![(0.0, 0.0)] } else { force_directed(&part) };
        let (min_x, max_x, min_y, max_y) = bounds(&local);
        let side = (vertices.len() as f64).sqrt();
        let scale = if vertices.len() == 1 {
            0.0
        } else {
            side / (max_x - min_x).max(max_y - min_y).max(1e-9)
        };
        let (width, height) = ((max_x - min_x) * scale, (max_y - min_y) * scale);
        if x > 0.0 && x + width > row_width {
            (x, y, row_height) = (0.0, y + row_height + 1.0, 0.0);
        }
        for (&v, &(px, py)) in vertices.iter().zip(&local) {
            points[v as usize] = (x + (px - min_x) * scale, y + (py - min_y) * scale);
        }
        x += width + 1.0;
        row_height = row_height.max(height);
    }
    points
}

/// The least and greatest coordinates: (min x, max x, min y, max y).
fn bounds(points: &[(f64, f64)]) -> (f64, f64, f64, f64) {
    points.iter().fold(
        (f64::INFINITY, f64::NEG_INFINITY, f64::INFINITY, f64::NEG_INFINITY),
        |(a, b, c, d), &(x, y)| (a.min(x), b.max(x), c.min(y), d.max(y)),
    )
}

/// Fruchterman and Reingold's spring embedder: edges pull like springs, all vertices repel,
/// a weak pull to the centre keeps components together; the step size cools linearly.
fn force_directed(graph: &Graph) -> Vec<(f64, f64)> {
    let n = graph.vertex_count() as usize;
    let mut rng = SplitMix64::new(0x5eed);
    // Start on a circle in breadth-first order (neighbours start close), slightly jittered.
    let mut order = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    for start in 0..n as u32 {
        if seen[start as usize] {
            continue;
        }
        seen[start as usize] = true;
        let mut queue = std::collections::VecDeque::from([start]);
        while let Some(v) = queue.pop_front() {
            order.push(v);
            for &w in graph.neighbours(v) {
                if !seen[w as usize] {
                    seen[w as usize] = true;
                    queue.push_back(w);
                }
            }
        }
    }
    let ring = circle(n);
    let mut position = vec![(0.0, 0.0); n];
    for (slot, &v) in order.iter().enumerate() {
        let jitter = |rng: &mut SplitMix64| (rng.below(1000) as f64 - 500.0) / 50_000.0;
        position[v as usize] = (ring[slot].0 + jitter(&mut rng), ring[slot].1 + jitter(&mut rng));
    }
    let k = (4.0 / n as f64).sqrt();
    let mut displacement = vec![(0.0, 0.0); n];
    for round in 0..ROUNDS {
        let temperature = 0.1 * (1.0 - f64::from(round) / f64::from(ROUNDS)) + 0.002;
        displacement.iter_mut().for_each(|d| *d = (0.0, 0.0));
        // Every pair once, through slices: in a size-optimised binary each index here is a call
        // (the drawing of 68 vertices took 23 ms in the browser that way, 11 ms this way).
        for (i, &(x, y)) in position.iter().enumerate() {
            let (before, after) = displacement.split_at_mut(i + 1);
            let mine = &mut before[i];
            for (&(other_x, other_y), theirs) in position[i + 1..].iter().zip(after) {
                let (dx, dy) = (x - other_x, y - other_y);
                // Not f64::max, a call to fmax in wasm: the same for any finite d2.
                let d2 = dx * dx + dy * dy;
                let push = k * k / if d2 < 1e-6 { 1e-6 } else { d2 };
                mine.0 += dx * push;
                mine.1 += dy * push;
                theirs.0 -= dx * push;
                theirs.1 -= dy * push;
            }
        }
        for &(u, v) in graph.edges() {
            let (u, v) = (u as usize, v as usize);
            if u == v {
                continue;
            }
            let (dx, dy) = (position[u].0 - position[v].0, position[u].1 - position[v].1);
            let d = (dx * dx + dy * dy).sqrt();
            let pull = d / k;
            displacement[u].0 -= dx * pull;
            displacement[u].1 -= dy * pull;
            displacement[v].0 += dx * pull;
            displacement[v].1 += dy * pull;
        }
        for (p, d) in position.iter_mut().zip(&mut displacement) {
            d.0 -= p.0 * 0.05 / k;
            d.1 -= p.1 * 0.05 / k;
            let length = (d.0 * d.0 + d.1 * d.1).sqrt();
            if length > 0.0 {
                let step = length.min(temperature) / length;
                p.0 += d.0 * step;
                p.1 += d.1 * step;
            }
        }
    }
    position
}

/// A tree's layered picture hung from `root` instead: when `points` are the layers [`layout`]
/// gave the tree `graph` (from its centre) or those hung from `from`, the layers from `root`.
pub fn hung_from(graph: &Graph, points: &[Point], from: u32, root: u32) -> Option<Vec<Point>> {
    if graph.vertex_count() < 2 || !graph.is_tree() {
        return None;
    }
    let layers = |top: u32| round(&fit(&layers_below(graph, top)));
    let laid = points == layers(tree_centre(graph)).as_slice() || points == layers(from).as_slice();
    laid.then(|| layers(root))
}
