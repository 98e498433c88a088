//! The shared graph view in the browser: marks drawn as classes, badges and labels; pointer
//! edits reported to the lab; arcs and loops of directed graphs.

use std::cell::RefCell;
use std::rc::Rc;

use cgt_playground::solve::graph::{Graph, GraphRules};
use cgt_playground::solve::graph_presets::Preset;
use cgt_playground::solve::layout::{Point, layout};
use cgt_playground::ui::widgets::graph_view::{GraphEdit, GraphView, GraphViewProps, Marks, Tool};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::{Element, PointerEvent, PointerEventInit};
use yew::{AttrValue, Callback};

use crate::{click_edge, click_on, document, drawn_edges, edge_middle, until};

/// A mounted GraphView, unmounted on drop.
struct View {
    root: Element,
    handle: Option<yew::AppHandle<GraphView>>,
}

impl Drop for View {
    fn drop(&mut self) {
        if let Some(handle) = self.handle.take() {
            handle.destroy();
        }
        self.root.remove();
    }
}

impl View {
    async fn mount(props: GraphViewProps) -> View {
        let root = document().create_element("div").expect("div");
        root.set_attribute("style", "width: 1000px").expect("style");
        document().body().expect("body").append_child(&root).expect("append");
        let handle = yew::Renderer::<GraphView>::with_root_and_props(root.clone(), props).render();
        let view = View { root, handle: Some(handle) };
        assert!(until(5, || view.find(".graph-view .vertex").is_some()).await, "drawn");
        view
    }

    fn find(&self, selector: &str) -> Option<Element> {
        self.root.query_selector(selector).expect("valid selector")
    }

    fn count(&self, selector: &str) -> u32 {
        self.root.query_selector_all(selector).expect("valid selector").length()
    }

    /// The edges drawn by the elements matching `selector`.
    fn edges(&self, selector: &str) -> Vec<String> {
        let list = self.root.query_selector_all(selector).expect("valid selector");
        let elements: Vec<Element> =
            (0..list.length()).filter_map(|k| list.get(k)?.dyn_into().ok()).collect();
        drawn_edges(&elements)
    }
}

fn props(
    graph: Graph,
    marks: Marks,
    tool: Tool,
    edits: &Rc<RefCell<Vec<GraphEdit>>>,
) -> GraphViewProps {
    let points = Rc::new(layout(&graph, None));
    let edits = edits.clone();
    GraphViewProps {
        graph: Rc::new(graph),
        points,
        marks,
        tool,
        on_edit: Some(Callback::from(move |edit| edits.borrow_mut().push(edit))),
        on_vertex: None,
        clickable: None,
        label: AttrValue::from("a test graph"),
    }
}

#[wasm_bindgen_test]
async fn marks_become_classes_labels_and_badges() {
    let marks = Marks::new()
        .vertex(1, "focus")
        .vertices([2, 3], "neighbour")
        .label(4, "C")
        .badge(1, "NV 2")
        .edge(2, 1, "witness");
    let edits = Rc::new(RefCell::new(Vec::new()));
    let view = View::mount(props(Preset::Cycle(5).build(), marks, Tool::View, &edits)).await;
    assert_eq!(view.count(".vertex"), 5);
    let mut edges = view.edges(".edge");
    edges.sort();
    assert_eq!(edges, ["0-1", "1-2", "2-3", "3-4", "4-0"]);
    assert_eq!(view.count("path.edge"), 2, "one path of unmarked edges, one of the witness");
    assert!(view.find(".vertex.focus[data-v='1']").is_some());
    assert_eq!(view.count(".vertex.neighbour"), 2);
    let text =
        |selector: &str| view.find(selector).and_then(|e| e.text_content()).unwrap_or_default();
    assert_eq!(text(".vertex[data-v='4'] .vertex-label"), "C");
    assert_eq!(text(".vertex[data-v='1'] .vertex-badge"), "NV 2");
    assert_eq!(view.edges(".edge.witness"), ["1-2"], "either way round");
    assert_eq!(
        view.find("svg").and_then(|s| s.get_attribute("aria-label")).as_deref(),
        Some("a test graph")
    );
}

fn pointer(kind: &str, target: &Element, x: f64, y: f64) {
    let init = PointerEventInit::new();
    init.set_bubbles(true);
    init.set_client_x(x as i32);
    init.set_client_y(y as i32);
    init.set_pointer_id(1);
    let event = PointerEvent::new_with_event_init_dict(kind, &init).expect("event");
    target.dispatch_event(&event).expect("dispatch");
}

#[wasm_bindgen_test]
async fn dragging_a_vertex_reports_where_it_was_dropped() {
    let edits = Rc::new(RefCell::new(Vec::new()));
    let view = View::mount(props(Preset::Path(3).build(), Marks::new(), Tool::Move, &edits)).await;
    let svg = view.find("svg").expect("the drawing");
    let vertex = view.find(".vertex[data-v='0']").expect("vertex 0");
    let rect = svg.get_bounding_client_rect();
    // The drawing is 1000 layout units wide: the middle of its left half is (250, 320).
    let (x, y) = (rect.left() + rect.width() / 4.0, rect.top() + rect.height() / 2.0);
    pointer("pointerdown", &vertex, x, y);
    crate::sleep(30).await;
    pointer("pointermove", &svg, x + rect.width() / 4.0, y);
    crate::sleep(30).await;
    pointer("pointerup", &svg, x + rect.width() / 4.0, y);
    assert!(until(5, || !edits.borrow().is_empty()).await, "an edit is reported");
    let edit = edits.borrow()[0];
    let GraphEdit::Move(0, Point { x, y }) = edit else { panic!("a move of vertex 0: {edit:?}") };
    assert!((x as i32 - 500).abs() <= 3 && (y as i32 - 320).abs() <= 3, "dropped at ({x}, {y})");
}

#[wasm_bindgen_test]
async fn clicks_make_edits_with_each_tool() {
    let click = |element: &Element| {
        let init = web_sys::MouseEventInit::new();
        init.set_bubbles(true);
        let event =
            web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &init).expect("event");
        element.dispatch_event(&event).expect("dispatch");
    };
    let edits = Rc::new(RefCell::new(Vec::new()));
    let view = View::mount(props(Preset::Path(3).build(), Marks::new(), Tool::Edge, &edits)).await;
    click(&view.find(".vertex[data-v='0']").expect("vertex 0"));
    assert!(until(5, || view.find(".vertex.edge-start[data-v='0']").is_some()).await);
    click(&view.find(".vertex[data-v='2']").expect("vertex 2"));
    assert!(until(5, || edits.borrow().len() == 1).await);
    assert_eq!(edits.borrow()[0], GraphEdit::ToggleEdge(0, 2));
    click_edge(&view.root, 0, 1);
    assert!(until(5, || edits.borrow().len() == 2).await);
    assert_eq!(edits.borrow()[1], GraphEdit::ToggleEdge(0, 1));
    drop(view);
    let view =
        View::mount(props(Preset::Path(3).build(), Marks::new(), Tool::Delete, &edits)).await;
    click(&view.find(".vertex[data-v='1']").expect("vertex 1"));
    assert!(until(5, || edits.borrow().len() == 3).await);
    assert_eq!(edits.borrow()[2], GraphEdit::RemoveVertex(1));
    // The edge under the pointer is drawn again on top, in the colour of deletion.
    let svg = view.find("svg").expect("the drawing");
    let (x, y) = edge_middle(&view.root, 1, 2);
    pointer("pointermove", &svg, f64::from(x), f64::from(y));
    assert!(until(5, || view.find("line.edge.pointed").is_some()).await, "edge 1-2 pointed at");
    click_edge(&view.root, 1, 2);
    assert!(until(5, || edits.borrow().len() == 4).await);
    assert_eq!(edits.borrow()[3], GraphEdit::ToggleEdge(1, 2));
    pointer("pointermove", &svg, f64::from(x), f64::from(y) + 100.0);
    assert!(until(5, || view.find(".edge.pointed").is_none()).await, "no edge near");
    // An edge pointed at and then removed elsewhere (the form's list) is no longer drawn red.
    pointer("pointermove", &svg, f64::from(x), f64::from(y));
    assert!(until(5, || view.find("line.edge.pointed").is_some()).await);
    let rules = GraphRules { directed: false, loops: false, max_vertices: 10, max_edges: 10 };
    let without = Graph::try_new(3, &[(0, 1)], &rules).expect("valid");
    let mut view = view;
    if let Some(handle) = view.handle.as_mut() {
        handle.update(props(without, Marks::new(), Tool::Delete, &edits));
    }
    assert!(until(5, || view.edges(".edge") == ["0-1"]).await, "edge 1-2 removed");
    assert!(view.find(".edge.pointed").is_none(), "the removed edge is not pointed at");
}

/// The centre of vertex `v`'s disc and its radius, on the screen.
fn disc(view: &View, v: u32) -> (f64, f64, f64) {
    let selector = format!(".vertex[data-v='{v}'] circle:not(.reach)");
    let rect = view.find(&selector).expect("the disc").get_bounding_client_rect();
    (rect.left() + rect.width() / 2.0, rect.top() + rect.height() / 2.0, rect.width() / 2.0)
}

/// A click where a pointer would make it: on the element under (x, y).
fn click_at(x: f64, y: f64) {
    let target = document().element_from_point(x as f32, y as f32).expect("an element there");
    click_on(&target, x.round() as i32, y.round() as i32);
}

#[wasm_bindgen_test]
async fn the_edge_pointed_at_is_the_one_a_click_removes() {
    let edits = Rc::new(RefCell::new(Vec::new()));
    let view =
        View::mount(props(Preset::Path(3).build(), Marks::new(), Tool::Delete, &edits)).await;
    let svg = view.find("svg").expect("the drawing");
    svg.scroll_into_view();
    // Over a disc the vertex takes the click: no edge is pointed at.
    let (x1, y1, r) = disc(&view, 1);
    pointer("pointermove", &svg, x1, y1);
    crate::sleep(30).await;
    assert!(view.find(".edge.pointed").is_none(), "no edge over vertex 1's disc");
    click_at(x1, y1);
    assert!(until(5, || edits.borrow().len() == 1).await);
    assert_eq!(edits.borrow()[0], GraphEdit::RemoveVertex(1));
    // Just off the disc, on the vertex's wider tap target, the edge there is pointed at and the
    // click removes it.
    let (x0, y0, _) = disc(&view, 0);
    let length = (x0 - x1).hypot(y0 - y1);
    let (x, y) = (x1 + (x0 - x1) * (r + 3.0) / length, y1 + (y0 - y1) * (r + 3.0) / length);
    assert!(
        document()
            .element_from_point(x as f32, y as f32)
            .is_some_and(|e| e.get_attribute("class").as_deref() == Some("reach"))
    );
    pointer("pointermove", &svg, x, y);
    assert!(until(5, || view.find("line.edge.pointed").is_some()).await, "edge 0-1 pointed at");
    click_at(x, y);
    assert!(until(5, || edits.borrow().len() == 2).await);
    assert_eq!(edits.borrow()[1], GraphEdit::ToggleEdge(0, 1));
    drop(view);
    // Of two opposite arcs, the one whose head is nearer, drawn with its arrowhead.
    let rules = GraphRules { directed: true, loops: false, max_vertices: 10, max_edges: 10 };
    let graph = Graph::try_new(2, &[(0, 1), (1, 0)], &rules).expect("valid");
    let view = View::mount(props(graph, Marks::new(), Tool::Delete, &edits)).await;
    let svg = view.find("svg").expect("the drawing");
    svg.scroll_into_view();
    let ((x0, y0, _), (x1, y1, _)) = (disc(&view, 0), disc(&view, 1));
    let towards = |t: f64| (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t);
    let (x, y) = towards(0.7);
    pointer("pointermove", &svg, x, y);
    assert!(until(5, || view.find("line.edge.pointed[marker-end]").is_some()).await);
    click_at(x, y);
    assert!(until(5, || edits.borrow().len() == 3).await);
    assert_eq!(edits.borrow()[2], GraphEdit::ToggleEdge(0, 1));
    let (x, y) = towards(0.3);
    click_at(x, y);
    assert!(until(5, || edits.borrow().len() == 4).await);
    assert_eq!(edits.borrow()[3], GraphEdit::ToggleEdge(1, 0));
}

#[wasm_bindgen_test]
async fn arcs_have_arrowheads_and_loops_are_drawn() {
    let rules = GraphRules { directed: true, loops: true, max_vertices: 10, max_edges: 10 };
    let graph = Graph::try_new(3, &[(0, 1), (1, 2), (2, 2)], &rules).expect("valid");
    let edits = Rc::new(RefCell::new(Vec::new()));
    let view = View::mount(props(graph, Marks::new(), Tool::View, &edits)).await;
    assert!(view.find("marker#graph-arrow").is_some());
    assert_eq!(view.count("line.edge[marker-end]"), 2);
    assert!(view.find("circle.edge.loop[data-edges~='2-2']").is_some());
}
