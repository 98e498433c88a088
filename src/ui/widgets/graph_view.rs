//! An SVG drawing of a graph, with the marks a lab puts on it, and editing by pointer.
//!
//! # How a lab uses it
//!
//! The lab keeps a [`GraphInput`](super::graph_input::GraphInput) in its state (the graph, its
//! layout, the form's texts, the URL fields), shows a
//! [`GraphForm`](super::graph_input::GraphForm) for presets and edge lists, and draws the
//! graph with [`GraphView`]:
//!
//! ```ignore
//! let marks = Marks::new()
//!     .vertex(y, "focus")                 // classes on a vertex: <g class="vertex focus">
//!     .vertices(neighbours, "neighbour")
//!     .badge(y, "NV 3")                   // a small text beside the disc
//!     .edge(x, y, "witness");             // classes on an edge: class="edge witness"
//! html! {
//!     <GraphView graph={input.graph.clone()} points={points} {marks}
//!         tool={input.tool} on_edit={Some(on_graph.reform(GraphAction::Edit))}
//!         on_vertex={Some(on_vertex)} label="The graph" />
//! }
//! ```
//!
//! Vertices are `<g class="vertex …" data-v="3">` groups (a `vertex-button` group of the disc
//! and its number, focusable when the vertex acts, then the badge). Edges have the class
//! `edge` and their marks' classes, and list the edges they draw in `data-edges` (`"0-1 0-2"`,
//! so `[data-edges~="0-2"]` finds edge 0-2): a `<line>` each when they take clicks or carry
//! arrowheads, otherwise one `<path>` per set of classes. The classes `focus`, `partner`, `neighbour`,
//! `removed`, `core`, `cop`, `robber`, `choice`, `win`, `lose` and `muted` are styled in the
//! graph view's block of `www/style.css`; a lab may style its own. With a [`Tool`] other than
//! [`Tool::View`] and `on_edit` set, pointer actions become [`GraphEdit`]s for the lab to apply
//! (through `GraphInput`); with [`Tool::View`], clicks on vertices go to `on_vertex`.

use std::collections::BTreeMap;
use std::rc::Rc;

use yew::prelude::*;

use crate::solve::graph::Graph;
use crate::solve::layout::{HEIGHT, Point, WIDTH, vertex_sizes};

/// Graphs with more vertices than this are solved and summarised but not drawn.
pub const DRAW_LIMIT: u32 = 100;

/// What pointer actions on the drawing do.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tool {
    /// Nothing is edited; clicking a vertex sends it to `on_vertex`.
    #[default]
    View,
    /// Drag vertices to move them.
    Move,
    /// Click the background to add a vertex there.
    AddVertex,
    /// Click two vertices to join them, or to remove the edge between them; click an edge to
    /// remove it.
    Edge,
    /// Click a vertex or an edge to delete it.
    Delete,
}

/// An edit asked for on the drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GraphEdit {
    /// A new vertex at this point.
    AddVertex(Point),
    /// Delete this vertex (the ones above it move down by one).
    RemoveVertex(u32),
    /// Add the edge u-v, or remove it if present.
    ToggleEdge(u32, u32),
    /// Move a vertex to this point.
    Move(u32, Point),
}

/// The marks a lab puts on the drawing: classes on vertices and edges, labels and badges on
/// vertices.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// The classes on vertices and edges, in one map (one map's code in the binary, not two).
    classes: BTreeMap<Marked, Vec<&'static str>>,
    labels: BTreeMap<u32, String>,
    badges: BTreeMap<u32, String>,
}

/// What a class is on: a vertex, or an edge (its smaller end first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Marked {
    Vertex(u32),
    Edge(u32, u32),
}

/// An edge's key: undirected edges are the same either way round.
fn edge_key(u: u32, v: u32) -> (u32, u32) {
    (u.min(v), u.max(v))
}

impl Marks {
    /// No marks.
    pub fn new() -> Marks {
        Marks::default()
    }

    /// Adds `class` to vertex `v`.
    pub fn vertex(mut self, v: u32, class: &'static str) -> Marks {
        self.classes.entry(Marked::Vertex(v)).or_default().push(class);
        self
    }

    /// Adds `class` to each of `vertices`.
    pub fn vertices(
        mut self,
        vertices: impl IntoIterator<Item = u32>,
        class: &'static str,
    ) -> Marks {
        for v in vertices {
            self = self.vertex(v, class);
        }
        self
    }

    /// Writes `text` in vertex `v`'s disc instead of its number.
    pub fn label(mut self, v: u32, text: impl Into<String>) -> Marks {
        self.labels.insert(v, text.into());
        self
    }

    /// Writes `text` beside vertex `v`'s disc.
    pub fn badge(mut self, v: u32, text: impl Into<String>) -> Marks {
        self.badges.insert(v, text.into());
        self
    }

    /// Adds `class` to the edge u-v (either way round).
    pub fn edge(mut self, u: u32, v: u32, class: &'static str) -> Marks {
        let (u, v) = edge_key(u, v);
        self.classes.entry(Marked::Edge(u, v)).or_default().push(class);
        self
    }

    /// The classes on vertex `v`.
    pub fn classes_of(&self, v: u32) -> &[&'static str] {
        self.classes.get(&Marked::Vertex(v)).map_or(&[], Vec::as_slice)
    }

    /// The text in vertex `v`'s disc, when it is not its number.
    pub fn label_of(&self, v: u32) -> Option<&str> {
        self.labels.get(&v).map(String::as_str)
    }

    /// The text beside vertex `v`'s disc.
    pub fn badge_of(&self, v: u32) -> Option<&str> {
        self.badges.get(&v).map(String::as_str)
    }

    /// The classes on the edge u-v (either way round).
    pub fn edge_classes_of(&self, u: u32, v: u32) -> &[&'static str] {
        let (u, v) = edge_key(u, v);
        self.classes.get(&Marked::Edge(u, v)).map_or(&[], Vec::as_slice)
    }
}

/// The drawing's properties.
#[derive(Properties, PartialEq)]
pub struct GraphViewProps {
    /// The graph.
    pub graph: Rc<Graph>,
    /// Where each vertex is drawn.
    pub points: Rc<Vec<Point>>,
    /// The lab's marks.
    #[prop_or_default]
    pub marks: Marks,
    /// What pointer actions do.
    #[prop_or_default]
    pub tool: Tool,
    /// Receives edits (with any tool but [`Tool::View`]).
    #[prop_or_default]
    pub on_edit: Option<Callback<GraphEdit>>,
    /// Receives clicked vertices (with [`Tool::View`]).
    #[prop_or_default]
    pub on_vertex: Option<Callback<u32>>,
    /// The vertices that respond to clicks with [`Tool::View`] (all when `None`).
    #[prop_or_default]
    pub clickable: Option<Vec<u32>>,
    /// What the drawing shows, for screen readers.
    pub label: AttrValue,
}

/// A vertex being dragged: which, and where the pointer has taken it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Drag {
    vertex: u32,
    at: Point,
    moved: bool,
}

/// The graph drawn in SVG.
#[component]
pub fn GraphView(props: &GraphViewProps) -> Html {
    let svg = use_node_ref();
    let drag = use_state(|| None::<Drag>);
    let edge_start = use_state(|| None::<u32>);
    // The edge under the pointer, with a tool that removes edges.
    let pointed = use_state(|| None::<(u32, u32)>);
    {
        // A new tool or set of vertices forgets a half-made edge and the edge pointed at.
        let (edge_start, pointed) = (edge_start.clone(), pointed.clone());
        use_effect_with((props.tool, props.graph.vertex_count()), move |_| {
            edge_start.set(None);
            pointed.set(None);
        });
    }
    let graph = &props.graph;
    let editing = props.on_edit.is_some() && props.tool != Tool::View;
    // Edges are found under the pointer by distance, not by element: most are drawn together.
    let picks_edges = editing && matches!(props.tool, Tool::Edge | Tool::Delete);
    let edge_near = {
        let (graph, points) = (props.graph.clone(), props.points.clone());
        let radius = vertex_sizes(&points).0;
        move |p: Point| nearest_edge(&graph, &points, radius, p)
    };
    let position = |v: u32| match *drag {
        Some(d) if d.vertex == v => d.at,
        _ => props.points.get(v as usize).copied().unwrap_or(Point { x: 0, y: 0 }),
    };
    let (radius, reach) = vertex_sizes(&props.points);
    let font = if graph.vertex_count() > 10 { radius * 9 / 10 } else { radius };

    let to_point = {
        let svg = svg.clone();
        move |client_x: i32, client_y: i32| -> Option<Point> {
            let element = svg.cast::<web_sys::Element>()?;
            let rect = element.get_bounding_client_rect();
            if rect.width() <= 0.0 || rect.height() <= 0.0 {
                return None;
            }
            let x = (f64::from(client_x) - rect.left()) / rect.width() * f64::from(WIDTH);
            let y = (f64::from(client_y) - rect.top()) / rect.height() * f64::from(HEIGHT);
            Some(Point::clamped(x.round() as i64, y.round() as i64))
        }
    };

    // A click off the vertices: a new vertex there, or the edge nearest to it toggled.
    let on_background = {
        let (on_edit, tool, to_point) = (props.on_edit.clone(), props.tool, to_point.clone());
        let (edge_near, pointed) = (edge_near.clone(), pointed.clone());
        Callback::from(move |event: MouseEvent| {
            let (Some(on_edit), Some(point)) =
                (&on_edit, to_point(event.client_x(), event.client_y()))
            else {
                return;
            };
            match (tool, edge_near(point)) {
                (Tool::AddVertex, _) => on_edit.emit(GraphEdit::AddVertex(point)),
                (Tool::Edge | Tool::Delete, Some((u, v))) => {
                    pointed.set(None);
                    on_edit.emit(GraphEdit::ToggleEdge(u, v));
                }
                _ => {}
            }
        })
    };
    // A move, or leaving the drawing (at its border, mostly far from any edge).
    let on_pointer_move = {
        let (drag, to_point, pointed) = (drag.clone(), to_point.clone(), pointed.clone());
        let edge_near = edge_near.clone();
        Callback::from(move |event: PointerEvent| {
            let Some(at) = to_point(event.client_x(), event.client_y()) else { return };
            if let Some(current) = *drag {
                event.prevent_default();
                drag.set(Some(Drag { at, moved: current.moved || at != current.at, ..current }));
            } else if picks_edges && *pointed != edge_near(at) {
                pointed.set(edge_near(at));
            }
        })
    };
    let on_pointer_up = {
        let (drag, on_edit) = (drag.clone(), props.on_edit.clone());
        Callback::from(move |_: PointerEvent| {
            if let Some(done) = *drag {
                drag.set(None);
                if let (true, Some(on_edit)) = (done.moved, &on_edit) {
                    on_edit.emit(GraphEdit::Move(done.vertex, done.at));
                }
            }
        })
    };

    let vertex_pointer_down = |v: u32| {
        let (drag, svg, tool, can_edit) =
            (drag.clone(), svg.clone(), props.tool, props.on_edit.is_some());
        let at = position(v);
        Callback::from(move |event: PointerEvent| {
            if tool != Tool::Move || !can_edit {
                return;
            }
            event.prevent_default();
            if let Some(element) = svg.cast::<web_sys::Element>() {
                let _ = element.set_pointer_capture(event.pointer_id());
            }
            drag.set(Some(Drag { vertex: v, at, moved: false }));
        })
    };
    // What clicking vertex v does (or Enter / Space on it when it has the focus).
    let vertex_action = |v: u32| {
        let (on_edit, on_vertex, tool, edge_start) =
            (props.on_edit.clone(), props.on_vertex.clone(), props.tool, edge_start.clone());
        let clickable = props.clickable.as_ref().is_none_or(|list| list.contains(&v));
        Callback::from(move |()| match (tool, &on_edit) {
            (Tool::View, _) => {
                if let (Some(on_vertex), true) = (&on_vertex, clickable) {
                    on_vertex.emit(v);
                }
            }
            (Tool::Edge, Some(on_edit)) => match *edge_start {
                None => edge_start.set(Some(v)),
                Some(first) if first == v => edge_start.set(None),
                Some(first) => {
                    edge_start.set(None);
                    on_edit.emit(GraphEdit::ToggleEdge(first, v));
                }
            },
            (Tool::Delete, Some(on_edit)) => on_edit.emit(GraphEdit::RemoveVertex(v)),
            _ => {}
        })
    };
    let vertex_click = |v: u32| {
        let (action, edge_near, to_point) = (vertex_action(v), edge_near.clone(), to_point.clone());
        Callback::from(move |event: MouseEvent| {
            // On a vertex's tap target but off its disc, an edge in reach takes the click, as the
            // pointer showed: the drawing's own handler toggles it.
            if picks_edges
                && to_point(event.client_x(), event.client_y()).and_then(&edge_near).is_some()
            {
                return;
            }
            event.stop_propagation();
            action.emit(());
        })
    };
    let vertex_key = |v: u32| {
        let action = vertex_action(v);
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Enter" || event.key() == " " {
                // The vertex's key: not also a stepper shortcut (Space plays) or a scroll.
                event.prevent_default();
                event.stop_propagation();
                action.emit(());
            }
        })
    };
    let directed = graph.is_directed();
    // Arcs are drawn one by one, for their arrowheads; edges as one path per set of classes: a
    // complete graph's 4,950 edges are then a few elements, where 15,000 (a line, a wider one
    // taking clicks, and their group, each) took the page a 280 ms task to make and draw.
    // (Classes, the path, the edges it draws); the unmarked edges first, under the marked ones.
    let mut paths: Vec<(&[&str], String, String)> = vec![(&[], String::new(), String::new())];
    // The line u-v; an arc ends at the target's disc, with its arrowhead.
    let line = |u: u32, v: u32, class: Classes, name: Option<String>| {
        let (a, b) = (position(u), position(v));
        let (ax, ay, bx, by) = (f64::from(a.x), f64::from(a.y), f64::from(b.x), f64::from(b.y));
        let length = ((bx - ax).powi(2) + (by - ay).powi(2)).sqrt().max(1.0);
        let cut = if directed { f64::from(radius) + 2.0 } else { 0.0 };
        let (ex, ey) = (bx - (bx - ax) * cut / length, by - (by - ay) * cut / length);
        html! {
            <line {class} data-edges={name}
                x1={a.x.to_string()} y1={a.y.to_string()} x2={(ex.round() as i64).to_string()} y2={(ey.round() as i64).to_string()}
                marker-end={directed.then_some("url(#graph-arrow)")} />
        }
    };
    let mut shapes = Vec::new();
    for &(u, v) in graph.edges() {
        let classes = props.marks.edge_classes_of(u, v);
        let name = format!("{u}-{v}");
        let (a, b) = (position(u), position(v));
        if u == v {
            // A loop: a small circle above the vertex.
            let (r, above) = loop_circle(radius);
            shapes.push(html! {
                <circle class={classes!("edge", "loop", classes.to_vec())} data-edges={name}
                    cx={a.x.to_string()} cy={a.y.saturating_sub(above).to_string()} r={r.to_string()} />
            });
        } else if directed {
            shapes.push(line(u, v, classes!("edge", classes.to_vec()), Some(name)));
        } else {
            let at = paths.iter().position(|(marks, ..)| *marks == classes).unwrap_or_else(|| {
                paths.push((classes, String::new(), String::new()));
                paths.len() - 1
            });
            let (_, path, names) = &mut paths[at];
            path.push_str(&format!("M{} {}L{} {}", a.x, a.y, b.x, b.y));
            if !names.is_empty() {
                names.push(' ');
            }
            names.push_str(&name);
        }
    }
    let paths = paths.into_iter().filter(|(.., names)| !names.is_empty());
    let paths = paths.map(|(classes, path, names)| {
        html! { <path class={classes!("edge", classes.to_vec())} data-edges={names} d={path} /> }
    });
    // The edge a click would remove, drawn again on top (a loop is not: its circle is small);
    // none once the edge is gone, removed from the form's list while the pointer rested.
    let pointed = pointed.filter(|&(u, v)| picks_edges && u != v && graph.has_edge(u, v));
    let pointed = pointed.map(|(u, v)| line(u, v, classes!("edge", "pointed"), None));
    let clickable = |v: u32| match props.tool {
        Tool::View => {
            props.on_vertex.is_some() && props.clickable.as_ref().is_none_or(|l| l.contains(&v))
        }
        _ => editing,
    };
    // Vertices that act are buttons for the keyboard and screen readers, so the drawing is
    // then a group of them rather than one picture.
    let any_clickable = (0..graph.vertex_count()).any(clickable);
    let vertices = (0..graph.vertex_count()).map(|v| {
        let p = position(v);
        let marks = props.marks.classes_of(v).to_vec();
        let clickable = clickable(v);
        let label = props.marks.labels.get(&v).cloned().unwrap_or_else(|| v.to_string());
        let badge = props.marks.badges.get(&v).map(|text| {
            // Below the disc's right side; on its left near the drawing's right edge.
            let size = (font * 8 / 10).max(10);
            let room = size * (text.chars().count() as u32 + 1) * 6 / 10;
            let (x, anchor) = if p.x + radius + 3 + room > WIDTH {
                (p.x.saturating_sub(radius + 3), "end")
            } else {
                (p.x + radius * 3 / 4, "start")
            };
            html! {
                <text class="vertex-badge" x={x.to_string()} y={(p.y + radius + size / 3).to_string()}
                    text-anchor={anchor} font-size={size.to_string()}>{ text.clone() }</text>
            }
        });
        let label_size = if label.chars().count() > 2 { font * 3 / 4 } else { font };
        // The button is the disc and its label, named with the badge too; the badge is drawn
        // beside it, so the button's name contains its visible text.
        let mut name = format!("vertex {v}");
        if label != v.to_string() {
            name.push_str(&format!(", {label}"));
        }
        if let Some(text) = props.marks.badges.get(&v) {
            name.push_str(&format!(", {text}"));
        }
        html! {
            <g class={classes!("vertex", marks, clickable.then_some("clickable"), (*edge_start == Some(v)).then_some("edge-start"))}
                data-v={v.to_string()} onclick={vertex_click(v)} onpointerdown={vertex_pointer_down(v)}
                onkeydown={clickable.then(|| vertex_key(v))}>
                <g class="vertex-button" tabindex={clickable.then_some("0")}
                    role={clickable.then_some("button")} aria-label={name}>
                    // The tap target, wider than the disc; an inline style, so that no rule
                    // styling the vertex's discs paints it.
                    if clickable {
                        <circle class="reach" cx={p.x.to_string()} cy={p.y.to_string()} r={reach.to_string()}
                            style="fill: transparent; stroke: none" />
                    }
                    <circle cx={p.x.to_string()} cy={p.y.to_string()} r={radius.to_string()} />
                    <text class="vertex-label" x={p.x.to_string()} y={p.y.to_string()}
                        font-size={label_size.max(8).to_string()} dy="0.35em">{ label }</text>
                </g>
                { for badge }
            </g>
        }
    });
    html! {
        <svg ref={svg.clone()} class={classes!("graph-view", format!("tool-{}", tool_name(props.tool)))}
            viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role={if any_clickable { "group" } else { "img" }}
            aria-label={props.label.clone()}
            onclick={on_background} onpointermove={on_pointer_move.clone()} onpointerup={on_pointer_up.clone()}
            onpointercancel={on_pointer_up} onpointerleave={on_pointer_move}>
            if directed {
                <defs>
                    <marker id="graph-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7"
                        markerHeight="7" orient="auto-start-reverse">
                        <path d="M0 0L10 5L0 10z" />
                    </marker>
                </defs>
            }
            <rect class="graph-background" width={WIDTH.to_string()} height={HEIGHT.to_string()} />
            <g class="edges">{ for shapes }{ for paths }{ for pointed }</g>
            <g class="vertices">{ for vertices }</g>
        </svg>
    }
}

/// How near the pointer must come to an edge to pick it, in the drawing's units.
const EDGE_REACH: f64 = 8.0;

/// A loop's circle at a vertex of radius `radius`: its radius, and its centre's height above the
/// vertex's.
fn loop_circle(radius: u32) -> (u32, u32) {
    let r = radius * 7 / 10;
    (r, radius + r / 2)
}

/// The edge nearest to `p` within [`EDGE_REACH`], if any, and none over a vertex's disc (the
/// vertex takes a click there); `radius` is the discs'. Of two arcs between the same vertices, the
/// one whose head is nearer to `p`.
fn nearest_edge(graph: &Graph, points: &[Point], radius: u32, p: Point) -> Option<(u32, u32)> {
    let (r, above) = loop_circle(radius);
    let at =
        |v: u32| points.get(v as usize).map_or((0.0, 0.0), |q| (f64::from(q.x), f64::from(q.y)));
    let (px, py) = (f64::from(p.x), f64::from(p.y));
    let disc = f64::from(radius);
    if (0..graph.vertex_count())
        .map(at)
        .any(|(x, y)| (px - x).powi(2) + (py - y).powi(2) <= disc * disc)
    {
        return None;
    }
    let bias = if graph.is_directed() { 0.01 } else { 0.0 };
    let distance = |&(u, v): &(u32, u32)| {
        let ((ax, ay), (bx, by)) = (at(u), at(v));
        if u == v {
            let (dx, dy) = (px - ax, py - ay + f64::from(above));
            return ((dx * dx + dy * dy).sqrt() - f64::from(r)).abs();
        }
        let (dx, dy) = (bx - ax, by - ay);
        let t = (((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy).max(1.0)).clamp(0.0, 1.0);
        let (ex, ey) = (px - ax - t * dx, py - ay - t * dy);
        (ex * ex + ey * ey).sqrt() + bias * (1.0 - t)
    };
    let near =
        graph.edges().iter().map(|edge| (distance(edge), *edge)).filter(|&(d, _)| d <= EDGE_REACH);
    near.min_by(|a, b| a.0.total_cmp(&b.0)).map(|(_, edge)| edge)
}

/// The tool's name, as a CSS class suffix.
pub fn tool_name(tool: Tool) -> &'static str {
    match tool {
        Tool::View => "view",
        Tool::Move => "move",
        Tool::AddVertex => "add-vertex",
        Tool::Edge => "edge",
        Tool::Delete => "delete",
    }
}
