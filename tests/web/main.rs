//! Browser tests: labs mounted in headless Chromium, driven through the DOM like a student.
//!
//! Yew renders asynchronously, so every check after an interaction waits (up to a few seconds)
//! for the state it expects instead of sleeping a fixed time.

#![cfg(target_arch = "wasm32")]

mod alpha_beta;
mod betting;
mod cops_robber;
mod dag;
mod division;
mod graph_games_js;
mod graph_labs;
mod graph_view;
mod js_api;
mod kings;
mod nim;
mod nim_table;
mod octal;
mod problem_set;
mod sg_table;
mod shell;
mod state_graph;
mod sums;
mod take_away;
mod treblecross;
mod wythoff;

use std::time::Duration;

use cgt_playground::api::Fields;
use cgt_playground::ui::catalog::find;
use cgt_playground::ui::kit::lab::LabProps;
use cgt_playground::ui::registry::code;
use cgt_playground::ui::route::View;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test_configure;
use web_sys::{
    Element, Event, EventInit, HtmlElement, HtmlInputElement, HtmlSelectElement, KeyboardEvent,
    KeyboardEventInit, MouseEvent, MouseEventInit,
};
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Waits (up to `seconds`) until `done` holds, letting the page run in between.
pub async fn until(seconds: u32, mut done: impl FnMut() -> bool) -> bool {
    for _ in 0..seconds * 50 {
        if done() {
            return true;
        }
        sleep(20).await;
    }
    done()
}

pub async fn sleep(milliseconds: u64) {
    yew::platform::time::sleep(Duration::from_millis(milliseconds)).await;
}

pub fn document() -> web_sys::Document {
    web_sys::window().and_then(|window| window.document()).expect("a document")
}

/// Presses a key on the document, as the stepper's shortcuts expect.
pub fn press(key: &str) {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).expect("event");
    document().dispatch_event(&event).expect("dispatch");
}

/// The first job progress panel (`.computing`) drawn on the page from the call on, seen by a
/// mutation observer the moment it is drawn: before the job's next slice or message can run, so
/// even a job finished in one slice is seen. With `cancel`, its Cancel button is clicked then.
pub struct FirstProgress(JsValue);

impl FirstProgress {
    pub fn watch(cancel: bool) -> FirstProgress {
        let watch = js_sys::Function::new_with_args(
            "cancel",
            "const seen = {text: null, bar: false};
            new MutationObserver((_, observer) => {
                const panel = document.querySelector('.computing');
                if (!panel) return;
                observer.disconnect();
                seen.text = panel.textContent;
                seen.bar = panel.querySelector('progress') !== null;
                if (cancel) panel.querySelector('button.cancel').click();
            }).observe(document.body, {childList: true, subtree: true});
            return seen;",
        );
        FirstProgress(watch.call1(&JsValue::NULL, &cancel.into()).expect("an observer"))
    }

    /// The panel's text when it was drawn, if it was.
    pub fn text(&self) -> Option<String> {
        js_sys::Reflect::get(&self.0, &"text".into()).ok()?.as_string()
    }

    /// Whether the panel held a progress bar when it was drawn.
    pub fn had_bar(&self) -> bool {
        js_sys::Reflect::get(&self.0, &"bar".into()).is_ok_and(|bar| bar.is_truthy())
    }
}

/// A mounted lab and its root element; unmounts on drop so keyboard listeners do not pile up.
pub struct Mounted {
    root: Element,
    destroy: Option<Box<dyn FnOnce()>>,
}

impl Drop for Mounted {
    fn drop(&mut self) {
        if let Some(destroy) = self.destroy.take() {
            destroy();
        }
        self.root.remove();
    }
}

/// A lab rendered by its registry code.
#[component]
fn LabHost(props: &LabProps) -> Html {
    match code(props.lab.slug) {
        Some(code) => (code.render)(props.clone()),
        None => html! { <p>{ "no code for this lab" }</p> },
    }
}

impl Mounted {
    /// Mounts the lab of `slug` as the app does (its catalog entry, its registry code) with these
    /// URL parameters and waits until `ready` matches.
    pub async fn lab_with(slug: &str, query: &str, view: View, ready: &str) -> Mounted {
        let root = document().create_element("div").expect("div");
        document().body().expect("body").append_child(&root).expect("append");
        let lab = find(slug).unwrap_or_else(|| panic!("no lab '{slug}' in the catalog"));
        let intro = code(slug).map_or("", |code| code.intro);
        let props = LabProps { lab, intro, params: Fields::from_query(query), view };
        let handle = yew::Renderer::<LabHost>::with_root_and_props(root.clone(), props).render();
        let mounted = Mounted { root, destroy: Some(Box::new(move || handle.destroy())) };
        let rendered = until(5, || mounted.find(ready).is_some()).await;
        assert!(rendered, "the lab renders {ready}");
        // Effects (keyboard listener, timers) run right after the first render.
        sleep(20).await;
        mounted
    }

    pub fn find(&self, selector: &str) -> Option<Element> {
        self.root.query_selector(selector).expect("valid selector")
    }

    pub fn text(&self, selector: &str) -> String {
        self.find(selector)
            .unwrap_or_else(|| panic!("no element matches {selector}"))
            .text_content()
            .unwrap_or_default()
    }

    pub fn all(&self, selector: &str) -> Vec<Element> {
        let list = self.root.query_selector_all(selector).expect("valid selector");
        (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<Element>().ok()).collect()
    }

    /// The positions of the value cells that also have `class` (e.g. ".current").
    pub fn value_cells(&self, class: &str) -> Vec<u32> {
        self.all(&format!(".value-row .cell{class}"))
            .iter()
            .filter_map(|cell| cell.get_attribute("data-n")?.parse().ok())
            .collect()
    }

    /// Waits until cell `n` is the one explained; fails the test if it never is.
    pub async fn expect_current(&self, n: u32) {
        let reached = until(5, || self.value_cells(".current") == [n]).await;
        assert!(reached, "cell {n} should be current, not {:?}", self.value_cells(".current"));
    }

    /// Waits until the text of `selector` satisfies `check`, then returns it.
    pub async fn text_when(&self, selector: &str, check: impl Fn(&str) -> bool) -> String {
        let text = || self.find(selector).and_then(|element| element.text_content());
        until(5, || text().is_some_and(|text| check(&text))).await;
        text().unwrap_or_default()
    }

    pub fn click(&self, selector: &str) {
        let element: HtmlElement = self
            .find(selector)
            .unwrap_or_else(|| panic!("no element matches {selector}"))
            .dyn_into()
            .expect("an HTML element");
        element.click();
    }

    pub fn type_into(&self, selector: &str, text: &str) {
        let input: HtmlInputElement =
            self.find(selector).expect("the input exists").dyn_into().expect("an input");
        input.set_value(text);
        let init = EventInit::new();
        init.set_bubbles(true);
        let event = Event::new_with_event_init_dict("input", &init).expect("event");
        input.dispatch_event(&event).expect("dispatch");
    }

    /// Chooses `value` in the select element matching `selector`.
    pub fn select(&self, selector: &str, value: &str) {
        let select: HtmlSelectElement =
            self.find(selector).expect("the select exists").dyn_into().expect("a select");
        select.set_value(value);
        let init = EventInit::new();
        init.set_bubbles(true);
        let event = Event::new_with_event_init_dict("change", &init).expect("event");
        select.dispatch_event(&event).expect("dispatch");
    }

    pub fn input_value(&self, selector: &str) -> String {
        self.find(selector)
            .map(|element| JsValue::from(element).unchecked_into::<HtmlInputElement>().value())
            .unwrap_or_default()
    }
}

/// Where the middle of the edge u-v of the graph view under `root` is on the screen (client
/// coordinates): the graph view finds an edge under the pointer by distance.
pub fn edge_middle(root: &Element, u: u32, v: u32) -> (i32, i32) {
    let centre = |v: u32| {
        let selector = format!(".graph-view .vertex[data-v='{v}'] circle:not(.reach)");
        let disc = root.query_selector(&selector).ok().flatten().expect("the vertex's disc");
        let rect = disc.get_bounding_client_rect();
        (rect.left() + rect.width() / 2.0, rect.top() + rect.height() / 2.0)
    };
    let ((ax, ay), (bx, by)) = (centre(u), centre(v));
    (((ax + bx) / 2.0).round() as i32, ((ay + by) / 2.0).round() as i32)
}

/// A click on `target` at (x, y) on the screen, bubbling as a pointer's does.
pub fn click_on(target: &Element, x: i32, y: i32) {
    let init = MouseEventInit::new();
    init.set_bubbles(true);
    init.set_client_x(x);
    init.set_client_y(y);
    let event = MouseEvent::new_with_mouse_event_init_dict("click", &init).expect("event");
    target.dispatch_event(&event).expect("dispatch");
}

/// Clicks the middle of the edge u-v of the graph view under `root`.
pub fn click_edge(root: &Element, u: u32, v: u32) {
    let (x, y) = edge_middle(root, u, v);
    let svg = root.query_selector(".graph-view").ok().flatten().expect("the drawing");
    click_on(&svg, x, y);
}

/// The edges the graph view's `elements` draw (each lists its own in `data-edges`).
pub fn drawn_edges(elements: &[Element]) -> Vec<String> {
    let names = elements.iter().filter_map(|element| element.get_attribute("data-edges"));
    names
        .flat_map(|names| names.split_whitespace().map(str::to_string).collect::<Vec<_>>())
        .collect()
}

/// The texts of every element matching `selector` under `root`.
pub fn texts(mounted: &Mounted, selector: &str) -> Vec<String> {
    mounted.all(selector).iter().map(|element| element.text_content().unwrap_or_default()).collect()
}
