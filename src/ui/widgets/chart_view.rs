//! A chart on a canvas (plotters' SVG document painted on it), with a read-out of the point under
//! the mouse and SVG and PNG export.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{
    Blob, BlobPropertyBag, CanvasRenderingContext2d, HtmlCanvasElement, HtmlImageElement, Url,
};
use yew::prelude::*;

use crate::plots::{Chart, Mapping, format_number, svg};
use crate::ui::kit::export::download;

/// The chart view's properties.
#[derive(Properties, PartialEq)]
pub struct ChartViewProps {
    /// What to draw.
    pub chart: Rc<Chart>,
    /// The canvas size in pixels.
    #[prop_or((900, 420))]
    pub size: (u32, u32),
    /// The file name for exports, without extension.
    pub file: AttrValue,
    /// A short description for screen readers.
    pub label: AttrValue,
}

/// The drawn point nearest the pointer (in canvas pixels, within 30): its series, x and y.
fn nearest(chart: &Chart, mapping: &Mapping, pointer: (i32, i32)) -> Option<(String, f64, f64)> {
    let (columns, rows) = &mapping.pixels;
    let (xs, ys) = &mapping.data;
    let to_pixel = |x: f64, y: f64| {
        let px = f64::from(columns.start)
            + (x - xs.start) / (xs.end - xs.start) * f64::from(columns.end - columns.start);
        let py = f64::from(rows.end)
            - (y - ys.start) / (ys.end - ys.start) * f64::from(rows.end - rows.start);
        (px, py)
    };
    chart
        .series
        .iter()
        .flat_map(|series| series.points.iter().map(move |&(x, y, _)| (series, x, y)))
        .map(|(series, x, y)| {
            let (px, py) = to_pixel(x, y);
            let distance =
                (px - f64::from(pointer.0)).powi(2) + (py - f64::from(pointer.1)).powi(2);
            (distance, series, x, y)
        })
        .filter(|(distance, ..)| *distance <= 30.0 * 30.0)
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, series, x, y)| (series.name.clone(), x, y))
}

/// Paints the SVG document `text` on `canvas` once the browser has read it as an image (in a
/// later task); `failed` hears a message if it cannot.
fn paint(canvas: &HtmlCanvasElement, text: &str, failed: Callback<String>) {
    let Ok(image) = HtmlImageElement::new() else {
        failed.emit("this browser makes no image".into());
        return;
    };
    let context = canvas
        .get_context("2d")
        .ok()
        .flatten()
        .and_then(|context| context.dyn_into::<CanvasRenderingContext2d>().ok());
    let Some(context) = context else {
        failed.emit("this browser gives no 2D canvas".into());
        return;
    };
    let (width, height) = (f64::from(canvas.width()), f64::from(canvas.height()));
    let loaded = image.clone();
    let on_load = Closure::once_into_js(move || {
        context.clear_rect(0.0, 0.0, width, height);
        let _ = context.draw_image_with_html_image_element(&loaded, 0.0, 0.0);
    });
    let on_error =
        Closure::once_into_js(move || failed.emit("the browser could not read it".into()));
    image.set_onload(Some(on_load.unchecked_ref()));
    image.set_onerror(Some(on_error.unchecked_ref()));
    let encoded: String = js_sys::encode_uri_component(text).into();
    let source = format!("data:image/svg+xml;charset=utf-8,{encoded}");
    // Chromium reads an SVG image's document as soon as its `data:` source is set: in a task of
    // its own, so that four charts do not lengthen the click that shows them (by about 35 ms).
    let read = Closure::once_into_js(move || image.set_src(&source));
    if let Some(window) = web_sys::window() {
        let _ =
            window.set_timeout_with_callback_and_timeout_and_arguments_0(read.unchecked_ref(), 0);
    }
}

/// The chart, drawn on a canvas whenever it changes.
#[component]
pub fn ChartView(props: &ChartViewProps) -> Html {
    let canvas = use_node_ref();
    let mapping: Rc<RefCell<Option<Mapping>>> = use_mut_ref(|| None);
    let document: Rc<RefCell<String>> = use_mut_ref(String::new);
    let readout = use_state(String::new);
    let problem = use_state(|| None::<String>);
    {
        let (canvas, mapping, document, problem) =
            (canvas.clone(), mapping.clone(), document.clone(), problem.clone());
        let size = props.size;
        use_effect_with(props.chart.clone(), move |chart| {
            let failed = {
                let problem = problem.clone();
                Callback::from(move |message: String| {
                    problem.set(Some(format!("The chart could not be drawn: {message}")))
                })
            };
            match svg(chart, size) {
                Ok((text, drawn)) => {
                    *mapping.borrow_mut() = Some(drawn);
                    problem.set(None);
                    if let Some(element) = canvas.cast::<HtmlCanvasElement>() {
                        paint(&element, &text, failed);
                    }
                    *document.borrow_mut() = text;
                }
                Err(message) => failed.emit(message),
            }
        });
    }
    let on_move = {
        let (chart, mapping, readout, canvas) =
            (props.chart.clone(), mapping.clone(), readout.clone(), canvas.clone());
        Callback::from(move |event: MouseEvent| {
            let Some(element) = canvas.cast::<HtmlCanvasElement>() else { return };
            // The canvas may be scaled by CSS: map the pointer to canvas pixels.
            let scale = f64::from(element.width()) / f64::from(element.client_width().max(1));
            let pointer = (
                (f64::from(event.offset_x()) * scale) as i32,
                (f64::from(event.offset_y()) * scale) as i32,
            );
            let text = mapping
                .borrow()
                .as_ref()
                .and_then(|mapping| nearest(&chart, mapping, pointer))
                .map(|(name, x, y)| {
                    format!("{name}: x = {}, y = {}", format_number(x), format_number(y))
                });
            readout.set(text.unwrap_or_default());
        })
    };
    let on_svg = {
        let (document, file) = (document.clone(), props.file.clone());
        Callback::from(move |_: MouseEvent| {
            let options = BlobPropertyBag::new();
            options.set_type("image/svg+xml");
            let parts = js_sys::Array::of1(&document.borrow().as_str().into());
            let blob = Blob::new_with_str_sequence_and_options(&parts, &options);
            if let Some(url) =
                blob.ok().and_then(|blob| Url::create_object_url_with_blob(&blob).ok())
            {
                download(&format!("{file}.svg"), &url);
                let _ = Url::revoke_object_url(&url);
            }
        })
    };
    let on_png = {
        let (canvas, file) = (canvas.clone(), props.file.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(url) =
                canvas.cast::<HtmlCanvasElement>().and_then(|element| element.to_data_url().ok())
            {
                download(&format!("{file}.png"), &url);
            }
        })
    };
    html! {
        <figure class="chart">
            <canvas ref={canvas} width={props.size.0.to_string()} height={props.size.1.to_string()}
                role="img" aria-label={props.label.clone()} onmousemove={on_move}
                data-title={props.chart.title.clone()}></canvas>
            <figcaption>
                <span class="readout" aria-live="polite">{ (*readout).clone() }</span>
                <button type="button" class="export-svg" onclick={on_svg}>{ "Export SVG" }</button>
                <button type="button" class="export-png" onclick={on_png}>{ "Export PNG" }</button>
            </figcaption>
            if let Some(problem) = &*problem { <p class="field-error" role="alert">{ problem.clone() }</p> }
        </figure>
    }
}
