//! A chart on a canvas, with a read-out of the point under the mouse and SVG and PNG export.

use std::cell::RefCell;
use std::rc::Rc;

use plotters::prelude::IntoDrawingArea;
use plotters_canvas::CanvasBackend;
use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, HtmlCanvasElement, Url};
use yew::prelude::*;

use crate::plots::{Chart, Mapping, draw, format_number, svg};

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

/// Offers the resource at `href` (a data or object URL) as a download called `name`.
fn download(name: &str, href: &str) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else { return };
    if let Ok(anchor) = document.create_element("a") {
        let anchor: HtmlAnchorElement = anchor.unchecked_into();
        anchor.set_href(href);
        anchor.set_download(name);
        anchor.click();
    }
}

/// The chart, drawn on a canvas whenever it changes.
#[component]
pub fn ChartView(props: &ChartViewProps) -> Html {
    let canvas = use_node_ref();
    let mapping: Rc<RefCell<Option<Mapping>>> = use_mut_ref(|| None);
    let readout = use_state(String::new);
    let problem = use_state(|| None::<String>);
    {
        let (canvas, mapping, problem) = (canvas.clone(), mapping.clone(), problem.clone());
        use_effect_with(props.chart.clone(), move |chart| {
            if let Some(element) = canvas.cast::<HtmlCanvasElement>() {
                let drawn = CanvasBackend::with_canvas_object(element)
                    .ok_or_else(|| "this browser gives no 2D canvas".to_string())
                    .and_then(|backend| {
                        let area = backend.into_drawing_area();
                        let drawn = draw(&area, chart)?;
                        area.present().map_err(|e| e.to_string())?;
                        Ok(drawn)
                    });
                match drawn {
                    Ok(drawn) => {
                        *mapping.borrow_mut() = Some(drawn);
                        problem.set(None);
                    }
                    Err(message) => {
                        problem.set(Some(format!("The chart could not be drawn: {message}")))
                    }
                }
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
        let (chart, size, file) = (props.chart.clone(), props.size, props.file.clone());
        Callback::from(move |_: MouseEvent| {
            let Ok(text) = svg(&chart, size) else { return };
            let options = BlobPropertyBag::new();
            options.set_type("image/svg+xml");
            let parts = js_sys::Array::of1(&text.into());
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
